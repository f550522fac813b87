import { performance } from 'node:perf_hooks';
import type { Logger } from 'pino';
import {
  checkShape,
  describeShapeViolation,
  formatIssues,
  PACKET_SHAPE,
  parsePacket,
  safeParseCurrentPacket,
  type Packet,
  type StageName,
} from '@switchyard/packet-schema';
import type { Logger as StageLogger } from 'pino';
import type { SessionSave } from './conversation-store.js';
import { isRetryable } from './errors.js';
import { isoNow } from './iso-now.js';
import { traceStage } from './instrument.js';
import { destinationOf, inPlaceWorkOf, leavesWhenCancelled, stateAt, type Destination } from './pipeline.js';
import type { StageContext, StageHandler, StageResult } from './stage.js';
import type { Cancellation } from './turn-cancellations.js';

/** A visit's own part, when the same visit then did the next stage's work (`PIPELINE.inPlace`). */
export interface EarlierVisit {
  stage: StageName;
  /** The stage whose work followed in the visit. */
  destination: StageName;
  edge: string;
  note: string;
  ms: number;
  stepsBefore: number;
}

/** What one visit of a packet to a stage came to. */
export type StageRun =
  /**
   * The stage decided: the checked packet, stamped with its timeline entry, state and hop, and where it goes.
   * `stage` is the stage whose decision that was: the next one's when the visit did its work too (then `earlier` is the visit's own).
   */
  | {
      kind: 'moved';
      stage: StageName;
      packet: Packet;
      destination: Destination;
      edge: string;
      note: string;
      ms: number;
      stepsBefore: number;
      revisit?: StageResult['revisit'];
      earlier?: EarlierVisit;
    }
  /** The packet cannot be processed (invalid in or out, or the stage failed for good): dead-letter it. */
  | { kind: 'rejected'; reason: string; packet?: Packet }
  /** The stage failed in a way another try may fix. */
  | { kind: 'retry'; error: unknown };

export interface StageVisit {
  stage: StageName;
  handler: StageHandler;
  log: Logger;
  /** 1 on the first try. */
  attempt: number;
  /** Whether a retryable failure may be tried again. */
  mayRetry: boolean;
  /**
   * The deployment's record of the turn's cancellation, looked up by the worker (`false`: not
   * cancelled). Given, it replaces whatever the packet claims; absent (replay), the packet is left as it is.
   */
  cancelled?: Cancellation | false;
  /**
   * Given, the visit may do the next stage's work on an edge that offers it (`PIPELINE.inPlace`);
   * `cancelled` is looked up again before that work, as that stage's worker would. Absent (replay), the edge's `otherwise` is taken.
   */
  inPlace?: { cancelled(): Promise<Cancellation | false> };
  /**
   * Where the writes handlers hand over (`ctx.settleBeforeDone`) are gathered: given, the caller awaits
   * them before the job completes; absent (replay), each handling awaits its own before the visit goes on.
   */
  unsettled?: Array<Promise<unknown>>;
  /**
   * Where the saves handlers keep with the record (`ctx.keepWithRecord`) are gathered: given, the caller
   * puts them in the visit's record; absent (replay), each is written alone and awaited like a handed-over write.
   */
  keptWithRecord?: SessionSave[];
}

type Handled = { kind: 'handled'; result: StageResult } | Exclude<StageRun, { kind: 'moved' }>;

/**
 * One visit of job data to a stage, the same for queued workers and for
 * replay: validate the packet in, run the stage's handler, check the packet
 * out, and stamp it. Nothing is sent anywhere here.
 */
export async function runStage(raw: unknown, visit: StageVisit): Promise<StageRun> {
  const { stage, handler } = visit;
  const started = performance.now();
  let packet: Packet;
  try {
    // Parsed on every visit: anyone who can add a job can name it anything, so no job's name vouches for its data.
    packet = parsePacket(raw);
  } catch (error) {
    return { kind: 'rejected', reason: `rejected by ${stage}: ${(error as Error).message}` };
  }
  packet.status.state = stateAt(stage);
  if (visit.cancelled !== undefined) {
    if (visit.cancelled) packet.status.cancelled = visit.cancelled;
    else delete packet.status.cancelled;
  }
  const stepsBefore = packet.execution?.steps.length ?? 0;
  const handled = await handleIn(stage, packet, visit, (ctx) =>
    visit.cancelled && leavesWhenCancelled(stage) ? leaveCancelled(handler, packet, ctx) : handler.handle(packet, ctx),
  );
  if (handled.kind !== 'handled') return handled;
  let result = handled.result;
  const inPlace = inPlaceWorkOf(stage, result.edge);
  if (!inPlace) return stamp(stage, packet, result, started, stepsBefore);
  const work = result.inPlace;
  if (!visit.inPlace || !work) return stamp(stage, packet, { ...result, edge: inPlace.otherwise as StageResult['edge'] }, started, stepsBefore);

  // The next stage's work in this visit: stamped as if sent there, then handled as its worker would (in its span, after its cancellation check).
  result = { ...result, edge: inPlace.otherwise as StageResult['edge'] };
  const forwarded = stamp(stage, packet, result, started, stepsBefore);
  if (forwarded.kind !== 'moved') return forwarded;
  if (forwarded.destination !== inPlace.work)
    return { kind: 'rejected', reason: `${stage}'s edge ${result.edge} does not lead to ${inPlace.work}, whose work it does in place`, packet };
  const next = forwarded.packet;
  const nextStarted = performance.now();
  const cancelled = await visit.inPlace.cancelled();
  if (cancelled) next.status.cancelled = cancelled;
  else delete next.status.cancelled;
  const nextSteps = next.execution?.steps.length ?? 0;
  const nextHandled = await handleIn(inPlace.work, next, visit, (ctx) => work(next, ctx));
  if (nextHandled.kind !== 'handled') return nextHandled;
  const last = stamp(inPlace.work, next, nextHandled.result, nextStarted, nextSteps);
  if (last.kind !== 'moved') return last;
  if (last.destination !== destinationOf(stage, handled.result.edge))
    return {
      kind: 'rejected',
      reason: `${inPlace.work}, working in ${stage}'s visit, went to ${last.destination}, not where ${stage}'s edge ${handled.result.edge} leads`,
      packet: next,
    };
  return { ...last, earlier: { stage, destination: inPlace.work, edge: handled.result.edge, note: forwarded.note, ms: forwarded.ms, stepsBefore } };
}

/** Runs a stage's handling in its span; a failure is a retry or a rejection. */
async function handleIn(stage: StageName, packet: Packet, visit: StageVisit, handle: (ctx: StageContext) => Promise<StageResult>): Promise<Handled> {
  // Bound to the packet only when something logs: most visits log nothing of their own.
  let child: StageLogger | undefined;
  const logFor = (): StageLogger => (child ??= visit.log.child({ packetId: packet.id, hop: packet.hop, ...(stage !== visit.stage ? { stage } : {}) }));
  const own: Array<Promise<unknown>> = [];
  const ctx: StageContext = {
    get log() {
      return logFor();
    },
    attempt: visit.attempt,
    settleBeforeDone(write) {
      // Observed at once, so a write that fails before anyone awaits it is not an unhandled rejection.
      write.catch(() => undefined);
      (visit.unsettled ?? own).push(write);
    },
    keepWithRecord(save) {
      if (visit.keptWithRecord) visit.keptWithRecord.push(save);
      else this.settleBeforeDone(save.writeAlone());
    },
  };
  try {
    const result = await traceStage(stage, packet, visit.attempt, () => handle(ctx));
    if (own.length > 0) await Promise.all(own);
    return { kind: 'handled', result };
  } catch (error) {
    if (isRetryable(error) && visit.mayRetry) {
      logFor().warn({ err: error }, 'stage failed; it will be tried again');
      return { kind: 'retry', error };
    }
    logFor().error({ err: error }, 'stage failed for good');
    return { kind: 'rejected', reason: `${stage} failed: ${(error as Error).message}`, packet };
  }
}

/** Checks what a stage produced and stamps it (timeline entry, state, hop) for where its edge leads. */
function stamp(stage: StageName, packet: Packet, result: StageResult, started: number, stepsBefore: number): StageRun {
  // A handler can grow the packet (tool results); the next stage must be able to read it.
  const outShape = checkShape(result.packet, PACKET_SHAPE);
  if (outShape) return { kind: 'rejected', reason: `${stage} produced a packet it cannot send on: ${describeShapeViolation('the packet', outShape)}`, packet };
  const destination = destinationOf(stage, result.edge);
  let out: Packet;
  if (destination === 'done' || destination === 'park') {
    // Leaving the queues (delivered, or stored until a person answers): nothing parses it after this.
    const checked = safeParseCurrentPacket(result.packet);
    if (!checked.success) return { kind: 'rejected', reason: `${stage} produced an invalid packet:\n${formatIssues(checked.error)}`, packet };
    out = checked.data;
  } else {
    // Bound for a stage queue, where it is parsed in full before anything reads it (no job's data is
    // trusted) and dead-lettered there if invalid: a second full parse here would only repeat that one.
    // (Work done in place goes on to `done` and is parsed in full there.)
    const broken = unstampable(result.packet);
    if (broken) return { kind: 'rejected', reason: `${stage} produced an invalid packet: ${broken}`, packet };
    out = result.packet;
  }
  if (destination === stage && !result.revisit)
    return { kind: 'rejected', reason: `${stage} came back to itself without saying when (edge ${result.edge} needs a revisit)`, packet };
  const ms = Math.round((performance.now() - started) * 100) / 100;
  out.status.log.push({ stage, at: isoNow(), ms, note: result.note });
  out.status.state = stateAt(destination);
  // A revisit of the same stage keeps the hop: its job id is told apart by the visit instead.
  if (destination !== 'done' && destination !== 'park' && destination !== stage) out.hop += 1;
  return {
    kind: 'moved',
    stage,
    packet: out,
    destination,
    edge: result.edge,
    note: result.note,
    ms,
    stepsBefore,
    ...(result.revisit ? { revisit: result.revisit } : {}),
  };
}

/** What keeps the runtime from stamping and addressing the packet (its id, hop and timeline), if anything. */
function unstampable(packet: Packet): string | undefined {
  const raw = packet as unknown as { id?: unknown; hop?: unknown; status?: { log?: unknown } | null };
  if (typeof raw !== 'object' || raw === null) return 'not an object';
  if (typeof raw.id !== 'string' || raw.id.length > 128) return 'no string id';
  if (!Number.isInteger(raw.hop)) return 'no whole-number hop';
  if (typeof raw.status !== 'object' || raw.status === null || !Array.isArray(raw.status.log)) return 'no status timeline';
  return undefined;
}

/** A cancelled turn leaves the stage unhandled, after what the stage must still end (its `cancel`). */
function leaveCancelled(handler: StageHandler, packet: Packet, ctx: StageContext): Promise<StageResult> {
  if (handler.cancel) return handler.cancel(packet, ctx);
  const { by } = packet.status.cancelled!;
  return Promise.resolve({ packet, edge: 'cancelled', note: `cancelled by ${by}` });
}
