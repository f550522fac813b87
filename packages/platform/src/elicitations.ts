import { redisKeys } from './keys.js';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import type { AuditEntry, AuditTrail } from './audit-trail.js';
import { ElicitationAnswerError, ElicitationNotFoundError } from './elicitation-errors.js';
import type { TurnResults } from './turn-results.js';

interface PendingQuestion {
  packetId: string;
  step: string;
  server: string;
  tool: string;
  message: string;
  expiresAt: string;
  /** Shown while the question waits: the turn waits for its user (as a parked turn waits for an approver). */
  state: 'awaiting_input';
}

/** A server's form question (MCP `elicitation/create`, form mode) during one step's call. */
export interface PendingFormElicitation extends PendingQuestion {
  mode?: 'form';
  requestedSchema: Record<string, unknown>;
}

/**
 * A server asks the user to open a URL (MCP `elicitation/create`, url mode) and whether they consent.
 * Switchyard never opens or fetches it; `domain` is what the user should check before they go.
 */
export interface PendingUrlElicitation extends PendingQuestion {
  mode: 'url';
  url: string;
  domain: string;
  elicitationId: string;
}

/** A server's question to the turn's user during one step's call. */
export type PendingElicitation = PendingFormElicitation | PendingUrlElicitation;

/** What the executor asks: a pending question before it is published. */
export type ElicitationQuestion = Omit<PendingFormElicitation, 'expiresAt' | 'state'> | Omit<PendingUrlElicitation, 'expiresAt' | 'state'>;

/** A form's values: MCP forms hold only flat strings, numbers, booleans and lists of strings. */
export type FormContent = Record<string, string | number | boolean | string[]>;

/** The user's answer, as MCP's ElicitResult; `expired` when nobody answered in time. */
export interface ElicitationAnswer {
  action: 'accept' | 'decline' | 'cancel';
  content?: FormContent;
  expired?: boolean;
}

const pendingKey = redisKeys.elicitation;
const answerKey = redisKeys.elicitationAnswer;
/** How long an answer waits in its list for the call that asked (a waiter gone by then never reads it). */
const ANSWER_TTL_MS = 60_000;

/**
 * Publishes a question (KEYS[1], PX ARGV[2]) unless one waits, and clears any answer left in its list
 * (KEYS[2]) in the same step: an answer to this question can only come after the question exists.
 */
const PUBLISH_QUESTION = `
if redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2], 'NX') then
  redis.call('DEL', KEYS[2])
  return 1
end
return 0`;

/** The claim on a question (KEYS[1]) and the delivery of its answer (KEYS[2]) as one step: exactly one answer wins, and it is delivered. */
const CLAIM_ANSWER = `
if redis.call('DEL', KEYS[1]) == 1 then
  redis.call('RPUSH', KEYS[2], ARGV[1])
  redis.call('PEXPIRE', KEYS[2], ARGV[2])
  return 1
end
return 0`;

/**
 * Where a server's question meets the user. The executor holds the call open and
 * waits (bounded) on a Redis list for the answer; the ingress or CLI reads the
 * pending question and pushes the answer. One question per turn at a time.
 */
export class Elicitations {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly results: TurnResults,
    private readonly audit: AuditTrail,
  ) {}

  /**
   * Publishes the question and waits up to `timeoutMs` for the answer; unanswered it
   * is a `cancel` with `expired`. A second question while one waits is declined at once.
   */
  async ask(question: ElicitationQuestion, timeoutMs: number, signal?: AbortSignal): Promise<ElicitationAnswer> {
    const pending = { ...question, state: 'awaiting_input', expiresAt: new Date(Date.now() + timeoutMs).toISOString() } as PendingElicitation;
    const key = pendingKey(this.prefix, question.packetId);
    const stored = await this.redis.eval(PUBLISH_QUESTION, 2, key, answerKey(this.prefix, question.packetId), JSON.stringify(pending), timeoutMs);
    if (stored !== 1) return this.settle(pending, { action: 'decline' }, 'another question of this turn is waiting');
    await this.results.publish({ type: 'elicitation', ...pending });
    // A blocking pop needs a connection of its own: the shared one serves every other command.
    const waiter = this.redis.duplicate();
    // The call ended while the user thought (deadline, hard maximum, a critical step failed): stop waiting.
    const stop = () => waiter.disconnect();
    signal?.addEventListener('abort', stop, { once: true });
    try {
      const popped = await waiter.blpop(answerKey(this.prefix, question.packetId), timeoutMs / 1_000).catch((error: unknown) => {
        if (signal?.aborted) return null;
        throw error;
      });
      if (popped) return await this.settle(pending, JSON.parse(popped[1]) as ElicitationAnswer);
      // Nobody answered: the question goes, and a late answer finds nothing to answer. Gone already:
      // an answer claimed it as the wait ended, and it sits in the list.
      if ((await this.redis.del(key)) === 0) {
        const late = await this.redis.lpop(answerKey(this.prefix, question.packetId));
        if (late) return await this.settle(pending, JSON.parse(late) as ElicitationAnswer);
      }
      return await this.settle(pending, { action: 'cancel', expired: !signal?.aborted }, signal?.aborted ? 'the call ended before an answer came' : undefined);
    } finally {
      signal?.removeEventListener('abort', stop);
      waiter.disconnect();
    }
  }

  async pending(packetId: string): Promise<PendingElicitation | undefined> {
    const raw = await this.redis.get(pendingKey(this.prefix, packetId));
    return raw ? (JSON.parse(raw) as PendingElicitation) : undefined;
  }

  /**
   * Hands the user's answer to the waiting call. Accepted content is checked against
   * the requested form first (ElicitationAnswerError, the question still waits);
   * of concurrent answers only the first counts (ElicitationNotFoundError for the rest).
   */
  async answer(packetId: string, answer: ElicitationAnswer): Promise<PendingElicitation> {
    const question = await this.pending(packetId);
    if (!question) throw new ElicitationNotFoundError(`no question of a tool waits for turn ${packetId} (it expired, was answered, or never came)`);
    const checked: ElicitationAnswer = { action: answer.action };
    if (question.mode === 'url') {
      // Consent only: what the user does at the URL happens between them and the server.
      if (answer.content !== undefined)
        throw new ElicitationAnswerError(
          `the question of ${question.server} asks consent to open a URL at ${question.domain}: answer accept, decline or cancel without content`,
        );
    } else if (answer.action === 'accept') checked.content = formContent(question, answer.content ?? {});
    // Taking the question away is the claim: whoever deletes it answers, and only the winner's answer is pushed
    // (one script, so no loser ever touches the list). A waiter that finds the question gone also finds the answer.
    const claimed = await this.redis.eval(
      CLAIM_ANSWER,
      2,
      pendingKey(this.prefix, packetId),
      answerKey(this.prefix, packetId),
      JSON.stringify(checked),
      ANSWER_TTL_MS,
    );
    if (claimed !== 1) throw new ElicitationNotFoundError(`the question of turn ${packetId} was answered or expired just now`);
    return question;
  }

  /**
   * Takes the turn's waiting question away as the turn is cancelled, by the same claim an answer makes:
   * an answer either won before (and is delivered) or finds nothing to answer, so none reaches the server
   * once the cancel returned. The waiting call ends as its call is aborted. True when one waited.
   */
  async cancel(packetId: string): Promise<boolean> {
    return (await this.redis.del(pendingKey(this.prefix, packetId))) === 1;
  }

  /**
   * One entry for the questions a call asked past its cap (declined at once, without an event each):
   * a server flooding the user with questions costs the trail one line, not one per question.
   */
  async recordExcess(call: Pick<ElicitationQuestion, 'packetId' | 'step' | 'server' | 'tool'>, declined: number, cap: number): Promise<void> {
    await this.audit.record(call.packetId, [
      questionEntry(call, { action: 'decline', declined, note: `${declined} more questions of this call declined: over the cap of ${cap} per call` }),
    ]);
  }

  private async settle(question: PendingElicitation, answer: ElicitationAnswer, note?: string): Promise<ElicitationAnswer> {
    await this.audit.record(question.packetId, [
      // A URL may carry one-time codes: the trail keeps its domain only.
      questionEntry(question, {
        message: question.message,
        ...(question.mode === 'url' ? { mode: 'url', domain: question.domain } : {}),
        ...answer,
        ...(note ? { note } : {}),
      }),
    ]);
    await this.results.publish({
      type: 'elicitation_answered',
      packetId: question.packetId,
      step: question.step,
      action: answer.action,
      expired: answer.expired === true,
      state: 'executing',
    });
    return answer;
  }
}

/** The trail's entry of a question (or of the questions past a call's cap) of one step's call. */
function questionEntry(call: Pick<ElicitationQuestion, 'step' | 'server' | 'tool'>, data: Record<string, unknown>): AuditEntry {
  return { kind: 'elicitation', stage: 'executor', at: new Date().toISOString(), data: { step: call.step, server: call.server, tool: call.tool, ...data } };
}

/** The accepted content checked against the server's requested schema; a clear error names each bad field. */
function formContent(question: PendingFormElicitation, content: FormContent): FormContent {
  let schema: z.ZodType;
  try {
    schema = z.fromJSONSchema(withoutPatterns(question.requestedSchema) as Parameters<typeof z.fromJSONSchema>[0]);
  } catch (error) {
    throw new ElicitationAnswerError(`the form of ${question.server} cannot be checked: ${error instanceof Error ? error.message : String(error)}`);
  }
  const parsed = schema.safeParse(content);
  // A JSON Schema object lets through what it does not name; a form answers only the fields it asks.
  const declared = question.requestedSchema.properties;
  const undeclared = Object.keys(content).filter((field) => typeof declared !== 'object' || declared === null || !Object.hasOwn(declared, field));
  const issues = [
    ...(parsed.success ? [] : parsed.error.issues.map((i) => `content.${i.path.join('.') || '(form)'}: ${i.message}`)),
    ...undeclared.map((field) => `content.${field.slice(0, 100)}: not a field of the form`),
  ];
  if (issues.length > 0) throw new ElicitationAnswerError(`the answer does not fit the form of ${question.server}:\n${issues.join('\n')}`);
  return content;
}

/**
 * The form without its regular expressions: MCP forms have none (strings take lengths, formats and
 * enums), and a server's pattern that backtracks catastrophically would hold the checking process
 * for minutes on a short answer. The server checks its own patterns on what it receives.
 */
function withoutPatterns(schema: unknown, depth = 0, names = false): unknown {
  // Deeper than any form goes (MCP forms are flat), nothing is checked: returned as it is, a pattern there would run.
  if (depth > 32) return {};
  if (typeof schema !== 'object' || schema === null) return schema;
  if (Array.isArray(schema)) return schema.map((item) => withoutPatterns(item, depth + 1));
  return Object.fromEntries(
    Object.entries(schema)
      // The keys of `properties` (and of `$defs`) are names, not keywords: a field may be called "pattern".
      .filter(([key]) => names || (key !== 'pattern' && key !== 'patternProperties'))
      .map(([key, value]) => [key, withoutPatterns(value, depth + 1, !names && (key === 'properties' || key === '$defs' || key === 'definitions'))]),
  );
}
