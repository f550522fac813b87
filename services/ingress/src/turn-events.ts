import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Packet } from '@switchyard/packet-schema';
import type { Elicitations, TurnEvent, TurnProducer, TurnResults } from '@switchyard/platform';

const HEARTBEAT_MS = 15_000;

/**
 * Server-sent events of one turn: `stage` for every transition, `progress`
 * while a tool reports it, `parked` when it waits for approval (the stream
 * stays open through the approval), then one `done` or `failed` and the
 * stream ends. A stream opened late replays what the turn already did from
 * its packet's stage log, or mid-turn from its progress (`stage` events marked
 * `replayed`; a visit heard live as well is sent once), then sends
 * `parked`, `done` or `failed` as it stands; a tool's question that waits for
 * the user is sent at once too (`elicitation`, state `awaiting_input`).
 * A `parked` event carries the approval it waits for, so a client can answer it.
 * `onEnd` runs once when the stream closes.
 */
export async function streamTurnEvents(
  request: FastifyRequest,
  reply: FastifyReply,
  id: string,
  producer: TurnProducer,
  results: TurnResults,
  elicitations: Elicitations,
  onEnd: () => void,
): Promise<void> {
  reply.hijack();
  // The stream outlives the idle timeout of ordinary requests; its heartbeat shows it is alive.
  request.raw.socket.setTimeout(0);
  const out = reply.raw;
  out.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive', 'x-accel-buffering': 'no' });
  out.write(': turn events\n\n');
  const write = (type: string, data: unknown) => {
    if (!finished) out.write(`event: ${type}\ndata: ${JSON.stringify(data)}\n\n`);
  };
  /** Stage visits already sent, live or replayed: a visit heard live and also found in the log is sent once. */
  const sent = new Set<string>();
  const visitKey = (stage: string, ms: number, note: string) => `${stage}\u0000${ms}\u0000${note}`;
  const send = (event: TurnEvent) => {
    if (event.type === 'stage') {
      const key = visitKey(event.stage, event.ms, event.note);
      if (sent.has(key)) return;
      sent.add(key);
    }
    const passing = event.type === 'stage' || event.type === 'progress' || event.type === 'elicitation' || event.type === 'elicitation_answered';
    // A parked turn shows its question (what would run, and until when) so the client can answer it.
    const approval = event.type === 'parked' && event.packet?.approval ? { approval: event.packet.approval } : {};
    const data = passing
      ? event
      : { type: event.type, packetId: event.packetId, state: event.packet?.status.state, reply: event.packet?.reply ?? null, ...approval };
    write(event.type, data);
    // A parked turn goes on once it is answered: only its end closes the stream.
    if (event.type === 'done' || event.type === 'failed') finish();
  };
  /** The stage transitions a turn made before this stream opened, from its packet's log (or its progress, mid-turn). */
  const replay = (log: Packet['status']['log'], state: string) => {
    for (const [index, entry] of log.entries()) {
      const next = log[index + 1]?.stage ?? state;
      const key = visitKey(entry.stage, entry.ms, entry.note);
      if (sent.has(key)) continue;
      sent.add(key);
      write('stage', { type: 'stage', packetId: id, stage: entry.stage, next, ms: entry.ms, note: entry.note, at: entry.at, replayed: true });
    }
  };
  /**
   * Live events heard while the turn is looked up wait until what it did before is replayed: the router's visit, read
   * from the log, came after the selector's, heard live, when the turn moved on during the look-up.
   */
  let held: TurnEvent[] | undefined = [];
  const onEvent = (event: TurnEvent) => {
    if (event.packetId !== id) return;
    if (held) held.push(event);
    else send(event);
  };
  const release = () => {
    const waiting = held ?? [];
    held = undefined;
    for (const event of waiting) send(event);
  };
  const heartbeat = setInterval(() => out.write(': keep-alive\n\n'), HEARTBEAT_MS);
  let finished = false;
  const finish = () => {
    if (finished) return;
    finished = true;
    clearInterval(heartbeat);
    producer.off('event', onEvent);
    out.end();
    onEnd();
  };
  producer.on('event', onEvent);
  request.raw.on('close', finish);
  out.on('close', finish);
  try {
    // Subscribed before the turn is looked up: a stage it finishes after that look is heard live.
    await producer.followStages();
    const stored = await results.get(id);
    if (stored) {
      if (stored.packet) replay(stored.packet.status.log, stored.packet.status.state);
      release();
      return send(stored);
    }
    const parked = await producer.parked(id);
    if (parked) {
      replay(parked.status.log, parked.status.state);
      release();
      return send({ type: 'parked', packetId: id, packet: parked });
    }
    // Mid-turn: what it did before this stream opened, from its progress.
    const progress = await results.progress(id);
    if (progress?.log) replay(progress.log, progress.state);
    // A question already waiting is shown at once: the turn waits for its user.
    const question = await elicitations.pending(id);
    release();
    if (question) send({ type: 'elicitation', ...question });
  } catch {
    // Redis failed after the stream started: end it (and free its slot) rather than leave it hanging.
    finish();
  }
}
