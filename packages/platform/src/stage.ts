import type { Packet, StageName } from '@switchyard/packet-schema';
import type { Logger } from 'pino';
import type { SwitchyardConfig } from './config.js';
import type { SessionSave } from './conversation-store.js';
import type { Deployment } from './deployment.js';
import type { EdgeLabel } from './pipeline.js';

/** What a stage decided: the packet it produced and the edge of the pipeline it takes (see pipeline.ts). */
export interface StageResult<S extends StageName = StageName> {
  packet: Packet;
  edge: EdgeLabel<S>;
  /** One line for the timeline: what the stage decided. */
  note: string;
  /**
   * With an edge back to the same stage: come back after `afterMs` (a delayed job); the hop
   * stays, and `visit` (distinct per revisit) keeps the job id apart from the hop's own.
   */
  revisit?: { afterMs: number; visit: number };
  /**
   * On an edge that does the next stage's work in this visit (`PIPELINE.inPlace`): that stage's own
   * handling, which the runtime runs next under that stage's name. Without it the edge's `otherwise` is taken.
   */
  inPlace?: (packet: Packet, ctx: StageContext) => Promise<StageResult>;
}

/** What every stage gets from the runtime: the deployment's shared objects and its configuration. */
export interface StageDeps {
  config: SwitchyardConfig;
  log: Logger;
  /** The connections and shared objects (catalog, conversations, results, ...) of this process. */
  deployment: Deployment;
  /** The process says what keeps it from being ready in its own words (the CLI's plain lines): a stage does not log it again. */
  reportsProblems?: boolean;
}

export interface StageContext {
  /** A child logger bound to the packet and stage. */
  log: Logger;
  /** 1 on the first try of this job. */
  attempt: number;
  /**
   * Takes a write the handler has already sent and that nothing later in the visit reads, so the visit
   * goes on without waiting for its reply. The job completes only once it has landed (a crash before
   * that reruns the visit, as if the handler had awaited it), and its failure fails the visit as a
   * throw from the handler would. Sent on the deployment's connection before the handler returns, it
   * reaches Redis before the stage's record (the turn's reply included) on that same connection.
   */
  settleBeforeDone(write: Promise<unknown>): void;
  /**
   * Keeps a session's exchange with the visit's record: applied in the record's own script, so it costs
   * no round trip of its own, is written with the record or not at all, is refused with it (nothing
   * announced) when Redis refuses it, and is not kept again by a visit run after its turn finished.
   * Where no record is written (replay) it is written alone before the visit goes on.
   */
  keepWithRecord(save: SessionSave): void;
}

export interface StageHandler<S extends StageName = StageName> {
  handle(packet: Packet, ctx: StageContext): Promise<StageResult<S>>;
  /**
   * A cancelled turn arrived (the stage leaves on its `cancelled` edge without handling it): what
   * the stage must still end first (the executor cancels its running tasks). Absent, the packet passes on as it is.
   */
  cancel?(packet: Packet, ctx: StageContext): Promise<StageResult<S>>;
  close?(): Promise<void>;
  /** What keeps this stage from being ready (e.g. an MCP server not connected); empty when ready. */
  readiness?(): string[];
}

export interface StageDefinition<S extends StageName = StageName> {
  name: S;
  /** Builds the handler once per process (connect clients, load catalogs). */
  create(deps: StageDeps): Promise<StageHandler<S>>;
}

/** Identity helper that checks a stage definition's shape, and its edge labels against the pipeline. */
export function defineStage<S extends StageName>(definition: StageDefinition<S>): StageDefinition {
  return definition as unknown as StageDefinition;
}
