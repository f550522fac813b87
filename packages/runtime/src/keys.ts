import type { StageName } from '@switchyard/packet-schema';

/** The queue that carries packets which could not be processed, with the reason. */
export const DEAD_LETTER_QUEUE = 'dead-letter';

/**
 * Deterministic job id of a packet's visit to a stage. A forward that is retried
 * after a crash adds the same id again, which BullMQ ignores. (BullMQ forbids `:`.)
 */
export function stageJobId(packetId: string, stage: StageName, hop: number): string {
  return `${packetId}-${stage}-${hop}`;
}

/** Redis keys outside BullMQ's own, all under the deployment prefix. */
export const redisKeys = {
  result: (prefix: string, packetId: string) => `${prefix}:result:${packetId}`,
  progress: (prefix: string, packetId: string) => `${prefix}:progress:${packetId}`,
  turnEvents: (prefix: string) => `${prefix}:turn-events`,
  tools: (prefix: string) => `${prefix}:tools`,
  toolsVersion: (prefix: string) => `${prefix}:tools:version`,
  /** Which servers each running executor configures, and when it last said so. */
  toolsExecutors: (prefix: string) => `${prefix}:tools:executors`,
  conversation: (prefix: string, sessionId: string) => `${prefix}:conversation:${sessionId}`,
};

/** The packet state while it waits for or is in a stage. */
export const STAGE_STATE = {
  router: 'routing',
  selector: 'selecting',
  reviewer: 'reviewing',
  executor: 'executing',
  composer: 'composing',
} as const satisfies Record<StageName, string>;
