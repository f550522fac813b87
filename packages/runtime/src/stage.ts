import type { Packet, StageName } from '@switchyard/packet-schema';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { SwitchyardConfig } from './config.js';
import type { ConversationStore } from './conversation-store.js';
import type { ToolCatalog } from './tool-catalog.js';

/** Where a packet goes after a stage: another stage, finished, or parked until a person approves. */
export type NextStep = StageName | 'done' | 'park';

export interface StageResult {
  packet: Packet;
  next: NextStep;
  /** One line for the timeline: what the stage decided. */
  note: string;
  /**
   * Come back to this same stage after `afterMs` (a delayed job) instead of moving on; the hop
   * stays, and `visit` (distinct per revisit) keeps the job id apart from the hop's own.
   */
  revisit?: { afterMs: number; visit: number };
}

/** What every stage gets from the runtime: shared connections and configuration. */
export interface StageDeps {
  config: SwitchyardConfig;
  log: Logger;
  redis: Redis;
  catalog: ToolCatalog;
  conversations: ConversationStore;
}

export interface StageContext {
  /** A child logger bound to the packet and stage. */
  log: Logger;
  /** 1 on the first try of this job. */
  attempt: number;
}

export interface StageHandler {
  handle(packet: Packet, ctx: StageContext): Promise<StageResult>;
  close?(): Promise<void>;
  /** What keeps this stage from being ready (e.g. an MCP server not connected); empty when ready. */
  readiness?(): string[];
}

export interface StageDefinition {
  name: StageName;
  /** Builds the handler once per process (connect clients, load catalogs). */
  create(deps: StageDeps): Promise<StageHandler>;
}

/** Identity helper that checks a stage definition's shape. */
export function defineStage(definition: StageDefinition): StageDefinition {
  return definition;
}
