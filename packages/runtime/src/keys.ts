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

/** Job id of a stage's delayed revisit of the packet at the same hop (e.g. polling a tool's task). */
export function revisitJobId(packetId: string, stage: StageName, hop: number, visit: number): string {
  return `${stageJobId(packetId, stage, hop)}-visit-${visit}`;
}

/** Redis keys outside BullMQ's own, all under the deployment prefix. */
export const redisKeys = {
  result: (prefix: string, packetId: string) => `${prefix}:result:${packetId}`,
  progress: (prefix: string, packetId: string) => `${prefix}:progress:${packetId}`,
  /** Which tenant submitted the turn, and a digest of its message (recorded by the ingress). */
  turnOwner: (prefix: string, packetId: string) => `${prefix}:turn-owner:${packetId}`,
  turnEvents: (prefix: string) => `${prefix}:turn-events`,
  tools: (prefix: string) => `${prefix}:tools`,
  toolsVersion: (prefix: string) => `${prefix}:tools:version`,
  /** Which servers each running executor configures, and when it last said so. */
  toolsExecutors: (prefix: string) => `${prefix}:tools:executors`,
  /** The accepted fingerprint of each tool definition, by `server.tool`. */
  toolsAccepted: (prefix: string) => `${prefix}:tools:accepted`,
  /** The changed fingerprint last reported per tool, so a change is recorded once, not at every republish. */
  toolsChanged: (prefix: string) => `${prefix}:tools:changed`,
  /** Tool definitions first seen, changed and accepted, as a capped stream (the audit of the catalog). */
  toolsAudit: (prefix: string) => `${prefix}:tools:audit`,
  /** The kept messages of one session of one tenant and user (`scope`: a digest of the three). */
  conversation: (prefix: string, scope: string) => `${prefix}:conversation:${scope}`,
  /** A turn waiting for a person's answer (the packet). */
  parked: (prefix: string, packetId: string) => `${prefix}:parked:${packetId}`,
  /** Set when a turn parks and kept after it is answered: tells "already answered" from "never parked". */
  approvalAsked: (prefix: string, packetId: string) => `${prefix}:approval-asked:${packetId}`,
  /** The calls a person approved for a turn, one hash field per plan step, each used once by the executor. */
  approvalGrant: (prefix: string, packetId: string) => `${prefix}:approval-grant:${packetId}`,
  /** The model's selector decisions for one tenant and tool catalog (a list, newest first, redacted and bounded). */
  learnedChoices: (prefix: string, scope: string) => `${prefix}:learned-choices:${scope}`,
};

/** The packet state while it waits for or is in a stage. */
export const STAGE_STATE = {
  router: 'routing',
  selector: 'selecting',
  reviewer: 'reviewing',
  executor: 'executing',
  composer: 'composing',
} as const satisfies Record<StageName, string>;
