import { performance } from 'node:perf_hooks';
import type { Logger } from 'pino';
import {
  checkShape,
  describeShapeViolation,
  formatIssues,
  PACKET_SHAPE,
  PacketSchema,
  parsePacket,
  type Packet,
  type StageName,
} from '@switchyard/packet-schema';
import type { Logger as StageLogger } from 'pino';
import { isRetryable } from './errors.js';
import { traceStage } from './instrument.js';
import { destinationOf, leavesWhenCancelled, stateAt, type Destination } from './pipeline.js';
import type { StageContext, StageHandler, StageResult } from './stage.js';
import type { Cancellation } from './turn-cancellations.js';

/** What one visit of a packet to a stage came to. */
export type StageRun =
  /** The stage decided: the checked packet, stamped with its timeline entry, state and hop, and where it goes. */
  | { kind: 'moved'; packet: Packet; destination: Destination; edge: string; note: string; ms: number; stepsBefore: number; revisit?: StageResult['revisit'] }
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
}

/**
 * One visit of job data to a stage, the same for queued workers and for
 * replay: validate the packet in, run the stage's handler, check the packet
 * out, and stamp it. Nothing is sent anywhere here.
 */
export async function runStage(raw: unknown, visit: StageVisit): Promise<StageRun> {
  const { stage, handler, attempt } = visit;
  const started = performance.now();
  let packet: Packet;
  try {
    // Parsed on every visit: anyone who can add a job can name it anything, so no job's name vouches for its data.
    packet = parsePacket(raw);
  } catch (error) {
    return { kind: 'rejected', reason: `rejected by ${stage}: ${(error as Error).message}` };
  }
  // Bound to the packet only when something logs: most visits log nothing of their own.
  let child: StageLogger | undefined;
  const logFor = (): StageLogger => (child ??= visit.log.child({ packetId: packet.id, hop: packet.hop }));
  packet.status.state = stateAt(stage);
  const stepsBefore = packet.execution?.steps.length ?? 0;
  if (visit.cancelled !== undefined) {
    if (visit.cancelled) packet.status.cancelled = visit.cancelled;
    else delete packet.status.cancelled;
  }

  let result: StageResult;
  try {
    const ctx: StageContext = {
      get log() {
        return logFor();
      },
      attempt,
    };
    result = await traceStage(stage, packet, attempt, () =>
      visit.cancelled && leavesWhenCancelled(stage) ? leaveCancelled(handler, packet, ctx) : handler.handle(packet, ctx),
    );
  } catch (error) {
    if (isRetryable(error) && visit.mayRetry) {
      logFor().warn({ err: error }, 'stage failed; it will be tried again');
      return { kind: 'retry', error };
    }
    logFor().error({ err: error }, 'stage failed for good');
    return { kind: 'rejected', reason: `${stage} failed: ${(error as Error).message}`, packet };
  }

  // A handler can grow the packet (tool results); the next stage must be able to read it.
  const outShape = checkShape(result.packet, PACKET_SHAPE);
  if (outShape) return { kind: 'rejected', reason: `${stage} produced a packet it cannot send on: ${describeShapeViolation('the packet', outShape)}`, packet };
  const destination = destinationOf(stage, result.edge);
  let out: Packet;
  if (destination === 'done' || destination === 'park') {
    // Leaving the queues (delivered, or stored until a person answers): nothing parses it after this.
    const checked = PacketSchema.safeParse(result.packet);
    if (!checked.success) return { kind: 'rejected', reason: `${stage} produced an invalid packet:\n${formatIssues(checked.error)}`, packet };
    out = checked.data;
  } else {
    // Bound for a stage queue, where it is parsed in full before anything reads it (no job's data is
    // trusted) and dead-lettered there if invalid: a second full parse here would only repeat that one.
    const broken = unstampable(result.packet);
    if (broken) return { kind: 'rejected', reason: `${stage} produced an invalid packet: ${broken}`, packet };
    out = result.packet;
  }
  if (destination === stage && !result.revisit)
    return { kind: 'rejected', reason: `${stage} came back to itself without saying when (edge ${result.edge} needs a revisit)`, packet };
  const ms = Math.round((performance.now() - started) * 100) / 100;
  out.status.log.push({ stage, at: new Date().toISOString(), ms, note: result.note });
  out.status.state = stateAt(destination);
  // A revisit of the same stage keeps the hop: its job id is told apart by the visit instead.
  if (destination !== 'done' && destination !== 'park' && destination !== stage) out.hop += 1;
  return {
    kind: 'moved',
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
