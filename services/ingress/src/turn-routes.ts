import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { formatIssues, type Packet } from '@switchyard/packet-schema';
import {
  ApprovalConflictError,
  ApprovalNotAllowedError,
  ApprovalNotFoundError,
  DeadLetterNotFoundError,
  ElicitationAnswerError,
  ElicitationNotFoundError,
  NonRetryableError,
  TurnFinishedError,
  TurnInputError,
  TurnNotFoundError,
  TurnOwners,
  type DeadLetterAdmin,
  type Elicitations,
  type TurnProducer,
  type TurnResults,
} from '@switchyard/platform';
import { normaliseUserId } from '@switchyard/packet-schema';
import type { z } from 'zod';
import { ApprovalRequestSchema, ElicitationRequestSchema, TurnRequestSchema } from './turn-request.js';
import { streamTurnEvents } from './turn-events.js';
import { approverOf, userIdOf } from './principal.js';
import type { StreamSlots } from './stream-slots.js';
import { TurnAccess } from './turn-access.js';

export interface TurnRoutesDeps {
  producer: TurnProducer;
  results: TurnResults;
  elicitations: Elicitations;
  owners: TurnOwners;
  admin: DeadLetterAdmin;
  streams: StreamSlots;
  replyTimeoutMs: number;
  /** Why a submitted turn would wait (no router listens), if it would. */
  routerProblem: () => Promise<string | undefined>;
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

/** One answer for an unknown turn and for another tenant's, so neither tells the other apart. */
const unknownTurn = (reply: FastifyReply, id: string) => reply.code(404).send({ error: `turn ${id} is unknown: it never existed or its result expired` });

/** `/v1/turns…` and `/v1/dead-letters…`. */
export function registerTurnRoutes(app: FastifyInstance, deps: TurnRoutesDeps): void {
  const { producer, results, elicitations, owners, admin, streams } = deps;
  const access = new TurnAccess(owners, producer, results);

  app.post('/v1/turns', async (request, reply) => {
    const body = parseBody(TurnRequestSchema, request.body, 'body', reply);
    if (!body) return reply;
    const { wait, id: chosen, ...turn } = body;
    const { principal } = request;
    // Refused rather than replaced by the key's name: a client that believes it names
    // its users should learn that every one of them would run as the key.
    if (turn.userId !== undefined && !principal.speaksForUsers) {
      return reply.code(403).send({
        error: `API key ${principal.keyName} may not name a userId: its turns run as its own user; an operator can set speaksForUsers on a chat bot's key`,
      });
    }
    if (turn.userId !== undefined && !normaliseUserId(turn.userId)) {
      return reply.code(400).send({ error: 'invalid request:\nbody.userId: is empty once trimmed' });
    }
    // The user goes into the owner record too: where the user matters, a packet's claim counts only if it is this one.
    const userId = userIdOf(principal, turn.userId);
    // A bare yes or no in a session whose turn waits for this user's approval answers that turn (no turn of its own):
    // the caller gets the answered turn, by its id. A session named by no one is new, and has nothing waiting.
    if (turn.sessionId !== undefined) {
      const answering = producer.answerInSession(
        { tenant: principal.tenant, userId, sessionId: turn.sessionId, message: turn.message },
        { timeoutMs: BACKGROUND_WAIT_MS },
      );
      const outcome = await answering.then(
        (answered) => answered ?? 'not an answer',
        () => 'refused' as const,
      );
      if (outcome !== 'not an answer') {
        // A refused answer (403, 409) is told by `answer` from the rejection itself.
        const turnId = outcome === 'refused' ? (chosen ?? randomUUID()) : outcome.packetId;
        return answer(
          reply,
          turnId,
          answering.then((answered) => answered!.final),
          wait ? deps.replyTimeoutMs : 0,
          answering,
        );
      }
    }
    const id = chosen ?? randomUUID();
    const held = await owners.claim(id, principal.tenant, turn.message, userId);
    if (held) {
      // Same tenant, same message: the same turn, answered from where it is now (a parked one at once).
      if (held.tenant === principal.tenant && held.messageSha256 === TurnOwners.digest(turn.message)) {
        return answer(reply, id, producer.follow(id, { timeoutMs: BACKGROUND_WAIT_MS }), wait ? deps.replyTimeoutMs : 0);
      }
      return idInUse(reply, id);
    }
    // Only an id the caller chose can be held already: one made here just now is new (two round trips saved a turn).
    if (chosen !== undefined && (await access.exists(id))) {
      // A turn no ingress submitted (CLI, in-process) holds the id: it is nobody's to take.
      await owners.release(id);
      return idInUse(reply, id);
    }
    const submitted = producer.submitTurn(
      {
        ...turn,
        tenant: principal.tenant,
        userId,
        sessionId: turn.sessionId ?? id,
        ...(turn.history ? { history: turn.history } : {}),
      },
      // Asked just above: a turn parking since is not answered by this message.
      { id, timeoutMs: BACKGROUND_WAIT_MS, answerParked: false },
    );
    // A turn refused before it was queued leaves no claim behind.
    submitted.catch((error: unknown) => (error instanceof TurnInputError ? owners.release(id) : undefined)).catch(() => undefined);
    // Nobody to take it yet: queued all the same, but the caller hears why at once instead of after the reply timeout.
    const noRouter = await deps.routerProblem();
    return answer(reply, id, submitted, wait && !noRouter ? deps.replyTimeoutMs : 0, undefined, noRouter);
  });

  app.get<{ Params: { id: string } }>('/v1/turns/:id', async (request, reply) => {
    const id = checkId(request.params.id, reply);
    if (!id) return reply;
    if (!(await access.canSee(request.principal, id))) return unknownTurn(reply, id);
    const stored = await results.get(id);
    if (stored?.type === 'done' || (stored?.type === 'failed' && stored.packet)) return turnView(stored.packet!);
    if (stored?.type === 'failed') return { id, state: 'failed', error: stored.reason };
    const parked = await producer.parked(id);
    if (parked) return turnView(parked);
    // Still running: 202 with where it is, so a caller that got 202 from POST can poll.
    const progress = await producer.progress(id);
    // A tool's question to the user shows while it waits: the turn waits for its user (the call is held open).
    const question = await elicitations.pending(id);
    const asking = question ? { state: question.state, elicitation: question } : {};
    if (progress)
      return reply.code(202).send({
        id,
        state: progress.state,
        ...(progress.stage ? { lastStage: progress.stage, next: progress.next } : {}),
        at: progress.at,
        reply: null,
        ...asking,
      });
    if (question) return reply.code(202).send({ id, reply: null, ...asking });
    return unknownTurn(reply, id);
  });

  app.get<{ Params: { id: string } }>('/v1/turns/:id/events', async (request, reply) => {
    const id = checkId(request.params.id, reply);
    if (!id) return reply;
    if (!(await access.canSee(request.principal, id))) return unknownTurn(reply, id);
    const key = request.principal.keyName;
    if (!streams.take(key)) {
      return reply.code(429).send({ error: `API key ${key} has ${streams.max} event streams open already; close one first` });
    }
    await streamTurnEvents(request, reply, id, producer, results, elicitations, () => streams.release(key));
    return reply;
  });

  app.post<{ Params: { id: string } }>('/v1/turns/:id/approval', async (request, reply) => {
    const id = checkId(request.params.id, reply);
    if (!id) return reply;
    const body = parseBody(ApprovalRequestSchema, request.body, 'body', reply);
    if (!body) return reply;
    if (!(await access.canSee(request.principal, id)))
      return reply.code(404).send({ error: `no turn ${id} is waiting for approval (it expired, was answered, or never parked)` });
    // The answer is recorded before any waiting, so a lost race is a 409 even when the caller does not wait.
    const answered = producer.recordAnswer(id, body.decision, approverOf(request.principal), { timeoutMs: BACKGROUND_WAIT_MS });
    return answer(
      reply,
      id,
      answered.then(({ final }) => final),
      body.wait ? deps.replyTimeoutMs : 0,
      answered,
    );
  });

  app.post<{ Params: { id: string } }>('/v1/turns/:id/cancel', async (request, reply) => {
    const id = checkId(request.params.id, reply);
    if (!id) return reply;
    if (!(await access.canSee(request.principal, id))) return unknownTurn(reply, id);
    try {
      await producer.cancelTurn(id, approverOf(request.principal));
    } catch (error) {
      if (error instanceof TurnFinishedError) return reply.code(409).send({ error: error.message });
      if (error instanceof TurnNotFoundError) return unknownTurn(reply, id);
      throw error;
    }
    // Recorded: the turn ends at its next step, and its result says it was cancelled.
    return reply.code(202).send({ id, state: 'cancelling', result: `/v1/turns/${id}`, events: `/v1/turns/${id}/events` });
  });

  app.post<{ Params: { id: string } }>('/v1/turns/:id/elicitation', async (request, reply) => {
    const id = checkId(request.params.id, reply);
    if (!id) return reply;
    const body = parseBody(ElicitationRequestSchema, request.body, 'body', reply);
    if (!body) return reply;
    const none = () => reply.code(404).send({ error: `no question of a tool waits for turn ${id} (it expired, was answered, or never came)` });
    if (!(await access.canSee(request.principal, id))) return none();
    try {
      const question = await elicitations.answer(id, { action: body.action, ...(body.content ? { content: body.content } : {}) });
      return { id, step: question.step, server: question.server, tool: question.tool, action: body.action };
    } catch (error) {
      if (error instanceof ElicitationAnswerError) return reply.code(400).send({ error: error.message });
      if (error instanceof ElicitationNotFoundError) return none();
      throw error;
    }
  });

  app.get('/v1/dead-letters', { preHandler: requireAdmin }, async () => ({ deadLetters: await admin.list() }));

  app.post<{ Params: { id: string } }>('/v1/dead-letters/:id/retry', { preHandler: requireAdmin }, async (request, reply) => {
    try {
      return { retried: await admin.retry(request.params.id) };
    } catch (error) {
      if (error instanceof DeadLetterNotFoundError) return reply.code(404).send({ error: error.message });
      if (error instanceof NonRetryableError) return reply.code(409).send({ error: error.message });
      throw error;
    }
  });
}

/** Dead letters hold every tenant's packets: operators only. */
export async function requireAdmin(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (!request.principal.admin) {
    await reply.code(403).send({ error: `API key ${request.principal.keyName} is not an admin key; dead letters and the queue dashboard need one` });
  }
}

function idInUse(reply: FastifyReply, id: string): FastifyReply {
  return reply.code(409).send({ error: `turn id ${id} is in use by another turn; send a new id (or none)` });
}

/**
 * Waits for the turn up to `waitMs` (after `accepted`, when given, settled): 200 with the turn, else 202 with
 * its id; input errors are 400, unknown approvals 404, approvals this caller may not give 403, approvals already
 * answered or expired 409.
 */
async function answer(
  reply: FastifyReply,
  id: string,
  turn: Promise<Packet>,
  waitMs: number,
  accepted?: Promise<unknown>,
  warning?: string,
): Promise<FastifyReply> {
  let timer: NodeJS.Timeout | undefined;
  const pending = new Promise<'pending'>((resolve) => (timer = setTimeout(() => resolve('pending'), waitMs)));
  // Whatever happens after the HTTP answer must not become an unhandled rejection.
  turn.catch(() => undefined);
  try {
    await accepted;
    const outcome = await Promise.race([turn, pending]);
    if (outcome === 'pending') {
      return reply.code(202).send({ id, state: 'pending', result: `/v1/turns/${id}`, events: `/v1/turns/${id}/events`, ...(warning ? { warning } : {}) });
    }
    return reply.code(200).send(turnView(outcome));
  } catch (error) {
    if (error instanceof TurnInputError) return reply.code(400).send({ error: error.message });
    if (error instanceof ApprovalNotFoundError) return reply.code(404).send({ error: error.message });
    if (error instanceof ApprovalNotAllowedError) return reply.code(403).send({ error: error.message });
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
