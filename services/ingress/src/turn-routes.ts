import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { formatIssues, type Packet } from '@switchyard/packet-schema';
import {
  ApprovalConflictError,
  ApprovalNotFoundError,
  DeadLetterNotFoundError,
  NonRetryableError,
  TurnInputError,
  type DeadLetterAdmin,
  type TurnProducer,
  type TurnResults,
} from '@switchyard/runtime';
import type { z } from 'zod';
import { ApprovalRequestSchema, TurnRequestSchema } from './turn-request.js';
import { streamTurnEvents } from './turn-events.js';

export interface TurnRoutesDeps {
  producer: TurnProducer;
  results: TurnResults;
  admin: DeadLetterAdmin;
  replyTimeoutMs: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A turn keeps its span and waiter this much longer than the HTTP request waits (202 callers poll or stream). */
const BACKGROUND_WAIT_MS = 600_000;

/** The JSON a caller gets for a turn. */
export function turnView(packet: Packet) {
  return {
    id: packet.id,
    state: packet.status.state,
    reply: packet.reply ?? null,
    ...(packet.approval ? { approval: packet.approval } : {}),
    ...(packet.status.error ? { error: packet.status.error } : {}),
    packet,
  };
}

/** `/v1/turns…` and `/v1/dead-letters…`. */
export function registerTurnRoutes(app: FastifyInstance, deps: TurnRoutesDeps): void {
  const { producer, results, admin } = deps;

  app.post('/v1/turns', async (request, reply) => {
    const body = parseBody(TurnRequestSchema, request.body, 'body', reply);
    if (!body) return reply;
    const { wait, id: chosen, ...turn } = body;
    const id = chosen ?? randomUUID();
    const submitted = producer.submitTurn(
      {
        ...turn,
        userId: turn.userId ?? request.keyName,
        sessionId: turn.sessionId ?? id,
        ...(turn.history ? { history: turn.history } : {}),
      },
      { id, timeoutMs: BACKGROUND_WAIT_MS },
    );
    return answer(reply, id, submitted, wait ? deps.replyTimeoutMs : 0);
  });

  app.get<{ Params: { id: string } }>('/v1/turns/:id', async (request, reply) => {
    const id = checkId(request.params.id, reply);
    if (!id) return reply;
    const stored = await results.get(id);
    if (stored?.type === 'done' || (stored?.type === 'failed' && stored.packet)) return turnView(stored.packet!);
    if (stored?.type === 'failed') return { id, state: 'failed', error: stored.reason };
    const parked = await producer.parked(id);
    if (parked) return turnView(parked);
    // Still running: 202 with where it is, so a caller that got 202 from POST can poll.
    const progress = await producer.progress(id);
    if (progress) return reply.code(202).send({ id, state: progress.state, ...(progress.stage ? { lastStage: progress.stage, next: progress.next } : {}), at: progress.at, reply: null });
    return reply.code(404).send({ error: `turn ${id} is unknown: it never existed or its result expired` });
  });

  app.get<{ Params: { id: string } }>('/v1/turns/:id/events', async (request, reply) => {
    const id = checkId(request.params.id, reply);
    if (!id) return reply;
    await streamTurnEvents(request, reply, id, producer, results);
    return reply;
  });

  app.post<{ Params: { id: string } }>('/v1/turns/:id/approval', async (request, reply) => {
    const id = checkId(request.params.id, reply);
    if (!id) return reply;
    const body = parseBody(ApprovalRequestSchema, request.body, 'body', reply);
    if (!body) return reply;
    // The answer is recorded before any waiting, so a lost race is a 409 even when the caller does not wait.
    const answered = producer.recordAnswer(id, body.decision, request.keyName, { timeoutMs: BACKGROUND_WAIT_MS });
    return answer(reply, id, answered.then(({ final }) => final), body.wait ? deps.replyTimeoutMs : 0, answered);
  });

  app.get('/v1/dead-letters', async () => ({ deadLetters: await admin.list() }));

  app.post<{ Params: { id: string } }>('/v1/dead-letters/:id/retry', async (request, reply) => {
    try {
      return { retried: await admin.retry(request.params.id) };
    } catch (error) {
      if (error instanceof DeadLetterNotFoundError) return reply.code(404).send({ error: error.message });
      if (error instanceof NonRetryableError) return reply.code(409).send({ error: error.message });
      throw error;
    }
  });
}

/**
 * Waits for the turn up to `waitMs` (after `accepted`, when given, settled): 200 with the turn, else 202 with
 * its id; input errors are 400, unknown approvals 404, approvals already answered or expired 409.
 */
async function answer(reply: FastifyReply, id: string, turn: Promise<Packet>, waitMs: number, accepted?: Promise<unknown>): Promise<FastifyReply> {
  let timer: NodeJS.Timeout | undefined;
  const pending = new Promise<'pending'>((resolve) => (timer = setTimeout(() => resolve('pending'), waitMs)));
  // Whatever happens after the HTTP answer must not become an unhandled rejection.
  turn.catch(() => undefined);
  try {
    await accepted;
    const outcome = await Promise.race([turn, pending]);
    if (outcome === 'pending') {
      return reply.code(202).send({ id, state: 'pending', result: `/v1/turns/${id}`, events: `/v1/turns/${id}/events` });
    }
    return reply.code(200).send(turnView(outcome));
  } catch (error) {
    if (error instanceof TurnInputError) return reply.code(400).send({ error: error.message });
    if (error instanceof ApprovalNotFoundError) return reply.code(404).send({ error: error.message });
    if (error instanceof ApprovalConflictError) return reply.code(409).send({ error: error.message });
    if (error instanceof NonRetryableError) return reply.code(502).send({ id, state: 'failed', error: error.message });
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

function parseBody<S extends z.ZodType>(schema: S, body: unknown, root: string, reply: FastifyReply): z.infer<S> | undefined {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    void reply.code(400).send({ error: 'expected a JSON object body (Content-Type: application/json)' });
    return undefined;
  }
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  void reply.code(400).send({ error: `invalid request:\n${formatIssues(parsed.error, root)}` });
  return undefined;
}

function checkId(id: string, reply: FastifyReply): string | undefined {
  if (UUID.test(id)) return id;
  void reply.code(400).send({ error: `"${id}" is not a turn id (a UUID as returned by POST /v1/turns)` });
  return undefined;
}
