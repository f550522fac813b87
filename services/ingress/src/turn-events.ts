import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Elicitations, TurnEvent, TurnProducer, TurnResults } from '@switchyard/platform';

const HEARTBEAT_MS = 15_000;

/**
 * Server-sent events of one turn: `stage` for every transition, `progress`
 * while a tool reports it, then one
 * `done`, `failed` or `parked` (with the approval it waits for) and the stream ends. A turn that already
 * finished or parked sends that at once, and so does a tool's question that
 * waits for the user (`elicitation`, state `awaiting_input`). `onEnd` runs once when the stream closes.
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
  const send = (event: TurnEvent) => {
    const passing = event.type === 'stage' || event.type === 'progress' || event.type === 'elicitation' || event.type === 'elicitation_answered';
    // A parked turn shows its question (what would run, and until when) so the client can answer it.
    const approval = event.type === 'parked' && event.packet?.approval ? { approval: event.packet.approval } : {};
    const data = passing
      ? event
      : { type: event.type, packetId: event.packetId, state: event.packet?.status.state, reply: event.packet?.reply ?? null, ...approval };
    out.write(`event: ${event.type}\ndata: ${JSON.stringify(data)}\n\n`);
    if (!passing) finish();
  };
  const onEvent = (event: TurnEvent) => {
    if (event.packetId === id) send(event);
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
    const stored = await results.get(id);
    if (stored) return send(stored);
    const parked = await producer.parked(id);
    if (parked) return send({ type: 'parked', packetId: id, packet: parked });
    // A question already waiting is shown at once: the turn waits for its user.
    const question = await elicitations.pending(id);
    if (question) send({ type: 'elicitation', ...question });
  } catch {
    // Redis failed after the stream started: end it (and free its slot) rather than leave it hanging.
    finish();
  }
}
