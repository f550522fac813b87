import { EventEmitter } from 'node:events';
import type { Redis } from 'ioredis';
import { clipText, newPacket, parsePacket, formatIssues, TEXT_LIMITS, TurnSchema, type Packet, type StageName, type Turn } from '@switchyard/packet-schema';
import type { SwitchyardConfig } from './config.js';
import { NonRetryableError, TurnTimeoutError } from './errors.js';
import { Deployment } from './deployment.js';
import { PIPELINE, stateAt } from './pipeline.js';
import type { StageQueues } from './stage-queues.js';
import type { TurnResults, TurnEvent, TurnProgress } from './turn-results.js';
import { AnswerNotPlainError, ApprovalConflictError, type Approvals, type ApprovalDecision } from './approvals.js';
import { answerOf, bareAnswerOf, endingOffer, ONLY_YES_OR_NO, OFFER_TAIL, opensWithYes } from '@switchyard/local-engine/yes-or-no';
import type { AuditEntry } from './audit-trail.js';
import { packetContext, recordError, startSpan, traceparentOf, withSpan } from './tracing.js';
import { TurnFinishedError, TurnNotFoundError } from './turn-cancel-errors.js';
import { normaliseUserId } from '@switchyard/packet-schema';

/** A turn as producers give it: history is optional. */
export type TurnInput = Omit<Turn, 'history'> & { history?: Turn['history'] };

export interface SubmitOptions {
  /** Reuse a turn id: submitting the same id twice runs the turn once and answers both. */
  id?: string;
  timeoutMs?: number;
  onEvent?: (event: TurnEvent) => void;
  /**
   * Whether a bare yes or no answers a turn of the session parked for this user (default true). A caller that asked
   * `answerInSession` itself already (the ingress, which must know the answered turn's id) passes false.
   */
  answerParked?: boolean;
}

/** A bare yes or no that answered a parked turn of its session: the turn's id, and its end to come. */
export interface SessionAnswer {
  packetId: string;
  decision: ApprovalDecision;
  final: Promise<Packet>;
}

/** How many of the questions a new turn drops are looked up for the one to name in its reply. */
const DROPPED_LOOKED_AT = 3;

export class TurnInputError extends NonRetryableError {
  override readonly name = 'TurnInputError';
}

/**
 * How a turn event's JSON begins when it is written `type` first, then `packetId` (the stage record's
 * stage and final events, the finish-once result, parked turns): the turn it is of, read without parsing
 * the rest. An id JSON had to escape, or another order, is read in full.
 */
const EVENT_LEAD = /^\{"type":"([a-z_]{1,32})","packetId":"([^"\\]{1,128})"/;

interface Waiter {
  resolve: (packet: Packet) => void;
  reject: (error: Error) => void;
  onEvent?: ((event: TurnEvent) => void) | undefined;
}

/**
 * Producer side: submits turns to the router queue and resolves with the final
 * packet. One subscriber connection listens to every turn's transitions; the
 * `event` emitter re-emits them for stream consumers.
 */
export class TurnProducer extends EventEmitter<{ event: [TurnEvent] }> {
  private readonly waiters = new Map<string, Waiter[]>();
  /**
   * Turns the last reconcile answered from their stored result: one that finished just after the
   * subscriber came back is both stored and heard, and must end once. Emptied at each reconcile.
   */
  private readonly answeredFromStore = new Set<string>();
  private readonly config: SwitchyardConfig;
  private readonly queues: StageQueues;
  private readonly results: TurnResults;
  private readonly approvals: Approvals;
  /** Set once the subscriber has been asked for the stage events (`followStages`): kept from then on. */
  private stagesFollowed: Promise<void> | undefined;
  private subscriber: Redis | undefined;

  private constructor(
    private readonly deployment: Deployment,
    /** A deployment the producer opened itself is closed with it; a shared one is its owner's to close. */
    private readonly ownsDeployment: boolean,
  ) {
    super();
    ({ config: this.config, queues: this.queues, results: this.results, approvals: this.approvals } = deployment);
  }

  /** A producer with its own connections. */
  static connect(config: SwitchyardConfig): Promise<TurnProducer> {
    return TurnProducer.start(Deployment.connect(config, 'switchyard-producer'), true);
  }

  /** A producer on a deployment the caller already has (the ingress). */
  static over(deployment: Deployment): Promise<TurnProducer> {
    return TurnProducer.start(deployment, false);
  }

  private static async start(deployment: Deployment, owns: boolean): Promise<TurnProducer> {
    const producer = new TurnProducer(deployment, owns);
    const subscriber = deployment.connection('switchyard-producer-events');
    producer.subscriber = subscriber;
    subscriber.on('message', (_channel: string, message: string) => producer.heardText(message));
    // Stage events (one a visit) come on a channel of their own, heard only once someone follows stages here:
    // a listener of `event`, or a caller passing `onEvent`. Most producers never do, and hear one message a turn.
    (producer as EventEmitter).on('newListener', (name: string | symbol) => {
      if (name === 'event') void producer.followStages().catch(() => undefined);
    });
    await subscriber.subscribe(deployment.results.channel);
    // Pub/sub drops what is published while the connection is down: after a
    // reconnect, look up the stored result of every turn still waited for.
    subscriber.on('ready', () => void producer.reconcile());
    return producer;
  }

  /**
   * Subscribes to the stage events, once: resolves when Redis has taken the subscription, so a turn submitted
   * after it is heard at every stage. A listener of `event` starts this by itself; a stream that must not miss
   * a stage awaits it before it looks the turn up.
   */
  followStages(): Promise<void> {
    this.stagesFollowed ??= (this.subscriber?.subscribe(this.results.stageChannel) ?? Promise.resolve()).then(
      () => undefined,
      (error: unknown) => {
        // Not kept when refused (the connection closed under it): the next caller asks again.
        this.stagesFollowed = undefined;
        throw error;
      },
    );
    return this.stagesFollowed;
  }

  /** Validates the turn, submits it and resolves with the final packet (`done` or `failed`). */
  async submitTurn(input: TurnInput, options: SubmitOptions = {}): Promise<Packet> {
    // One form of a user id for policy, rate limits and approvals, whoever built it.
    const parsed = TurnSchema.safeParse({ history: [], ...input, userId: typeof input.userId === 'string' ? normaliseUserId(input.userId) : input.userId });
    if (!parsed.success) throw new TurnInputError(`invalid turn:\n${formatIssues(parsed.error, 'turn')}`);
    if (options.answerParked !== false) {
      const answered = await this.answerInSession(parsed.data, options);
      if (answered) return answered.final;
    }
    // A yes sent after this turn answers this turn's question, never one the session asked before it. Applied before
    // the turn is queued (`submit` awaits it first), but not waited for here: a given id's look-up rides its round trip.
    // The question it drops (rarely one) is looked up after it, and said in the turn's reply.
    const dropped = this.approvals.sessions.supersede(parsed.data, options.id).then((ids) => this.questionDropped(parsed.data, ids));
    // Observed at once: a throw below, before `submit` awaits it, must not leave it an unhandled rejection.
    dropped.catch(() => undefined);
    // The turn's root span: every stage's span joins it through the packet's traceparent.
    const span = startSpan('turn', { 'switchyard.session_id': parsed.data.sessionId });
    const packet = newPacket(parsed.data, {
      maxReinjections: this.config.executor.maxReinjections,
      traceparent: traceparentOf(span),
      ...(options.id ? { id: options.id } : {}),
    });
    span.setAttribute('switchyard.packet_id', packet.id);
    try {
      // A turn whose id was made just now cannot have a result already: only a given id is looked up.
      const final = await this.submit(parsePacket(packet), options, { lookUpEarlier: options.id !== undefined, dropped });
      span.setAttribute('switchyard.state', final.status.state);
      return final;
    } catch (error) {
      recordError(span, error);
      throw error;
    } finally {
      span.end();
    }
  }

  /**
   * Submits a ready packet (validated here, so a bad one is refused before it is
   * queued). `at` enters it at a later stage, e.g. to replay a recorded plan.
   */
  async submitPacket(packet: Packet, options: Omit<SubmitOptions, 'id'> & { at?: StageName } = {}): Promise<Packet> {
    return this.submit(parsePacket(packet), options, { lookUpEarlier: true });
  }

  /**
   * Queues a checked packet; with `lookUpEarlier`, a turn that already has a result is answered from it instead.
   * `dropped`: the session's supersede, already sent, which must be applied before the turn is queued (its failure
   * fails the submission, with nothing queued), and the question it dropped, which the packet then carries; the
   * look-up is sent without waiting for it, so the two share one round trip.
   */
  private async submit(
    valid: Packet,
    options: Omit<SubmitOptions, 'id'> & { at?: StageName },
    { lookUpEarlier, dropped }: { lookUpEarlier: boolean; dropped?: Promise<string | undefined> },
  ): Promise<Packet> {
    if (options.onEvent) await this.followStages();
    const { done, cancel } = this.wait(valid.id, options);
    let earlier: Awaited<ReturnType<TurnResults['get']>>;
    let question: string | undefined;
    try {
      [question, earlier] = await Promise.all([dropped, lookUpEarlier ? this.results.get(valid.id) : undefined]);
    } catch (error) {
      cancel();
      throw error;
    }
    // Within the schema's bound (`questionDropped` clips it), so the checked packet stays valid.
    if (question) valid.droppedQuestion = question;
    if (earlier) {
      this.dispatch(earlier);
    } else {
      // The entry job id is the packet id: a second submission of the same turn is ignored by BullMQ.
      // Checked just above: the first stage need not parse it again.
      if (options.at && options.at !== PIPELINE.entry) await this.queues.send(options.at, valid);
      else await this.queues.send(PIPELINE.entry, valid, valid.id);
    }
    return done;
  }

  /**
   * Answers a turn parked for approval and resolves with its final packet
   * (`approve` runs exactly the approved calls; `deny` ends the turn saying so).
   */
  async answerApproval(packetId: string, decision: ApprovalDecision, decidedBy: string, options: Omit<SubmitOptions, 'id'> = {}): Promise<Packet> {
    const { final } = await this.recordAnswer(packetId, decision, decidedBy, options);
    return final;
  }

  /**
   * Records the answer and returns once it is recorded, with the turn's final
   * packet to come. Throws ApprovalConflictError when someone answered first (or
   * the approval expired), ApprovalNotFoundError for an id that never parked.
   * A failed answer touches only its own waiter: other callers of the same turn
   * (the one that won) keep waiting for its real end.
   */
  async recordAnswer(
    packetId: string,
    decision: ApprovalDecision,
    decidedBy: string,
    options: Omit<SubmitOptions, 'id'> = {},
  ): Promise<{ final: Promise<Packet> }> {
    if (options.onEvent) await this.followStages();
    const waiting = this.wait(packetId, options);
    // The caller may never read `final` (it answered 202): its rejection then must not go unhandled.
    waiting.done.catch(() => undefined);
    try {
      const parked = await this.approvals.get(packetId);
      const attributes = { 'switchyard.packet_id': packetId, 'switchyard.decision': decision, 'switchyard.decided_by': decidedBy };
      // The answer joins the turn's trace, however long after the turn parked.
      await withSpan('approval', attributes, () => this.approvals.resolve(packetId, decision, decidedBy), parked ? packetContext(parked) : undefined);
    } catch (error) {
      waiting.cancel();
      throw error;
    }
    return { final: waiting.done };
  }

  /**
   * A chat's "yes" (or "no") to the question its session is waiting on: when the message is nothing but a yes or a
   * no and a turn of the session (same tenant and session id) is parked for approval, it is answered exactly as
   * `recordAnswer` answers it (same take, audit, grants and resume), by the message's user. Undefined when the
   * message is anything else or nothing of the session waits: the caller then starts a turn as usual, and a parked
   * turn stays parked. Sessions are kept per tenant, user and session id: of this user's parked turns in the session,
   * the one asked last is answered; another user naming the same session id has questions of their own, never these.
   * Throws ApprovalConflictError when the session's turn was answered just now (a yes sent twice, or two at once:
   * one resumes it).
   */
  async answerInSession(
    turn: Pick<Turn, 'sessionId' | 'userId' | 'message'> & { tenant?: string | undefined },
    options: Omit<SubmitOptions, 'id' | 'answerParked'> = {},
  ): Promise<SessionAnswer | undefined> {
    const decision = bareAnswerOf(turn.message);
    // "yes but write it as …", "yes and open it", and the same as a person reads it ("yes—and …", "👍 yes, and …",
    // "ｙｅｓ and …", a yes among characters that show as nothing): a yes with a request of its own, which a question
    // waiting refuses, and so does one answered just now whose turn still runs.
    const saysMore = !decision && (answerOf(turn.message) === 'approve' || opensWithYes(turn.message));
    if (!decision && !saysMore) return undefined;
    const session = { tenant: turn.tenant, userId: turn.userId, sessionId: turn.sessionId };
    const user = normaliseUserId(turn.userId);
    for (const packetId of await this.approvals.sessions.waiting(session)) {
      const parked = await this.approvals.get(packetId);
      // The index only points: a turn of another session, or one this user may not answer (an entry written by
      // hand), is not this user's question.
      if (!parked?.approval || parked.turn.sessionId !== turn.sessionId || !(await this.mayAnswer(parked, turn.tenant, user))) continue;
      if (!decision) {
        // Past the time the person was told, the question waits no more (whatever its timer): said so, and ended
        // as expired, as a late answer ends it.
        if (Date.parse(parked.approval.expiresAt) <= Date.now()) {
          await this.approvals.expire(packetId);
          throw new ApprovalConflictError(
            `nothing was run: turn ${packetId} is no longer waiting for approval: its approval expired at ${parked.approval.expiresAt}`,
          );
        }
        // Read as a new request, it would take the question's place with a plan made of half a conversation.
        throw new AnswerNotPlainError(`nothing was run: turn ${packetId} still waits for your answer. ${ONLY_YES_OR_NO}`);
      }
      const { final } = await this.recordAnswer(packetId, decision, answererOf(turn.tenant, user), options);
      return { packetId, decision, final };
    }
    const answered = await this.approvals.sessions.answeredLately(session);
    if (!answered) return undefined;
    const result = await this.results.get(answered);
    // A yes that says more, sent while the turn a yes resumed still runs, was meant for the question it raced: read
    // as a new request, it would plan from half a conversation. Once that turn has ended it is a request of its own.
    if (!decision) {
      if (result) return undefined;
      throw new AnswerNotPlainError(`nothing was run: turn ${answered} of session ${turn.sessionId} was answered just now and still runs. ${ONLY_YES_OR_NO}`);
    }
    // The turn a yes resumed may have ended on a question of its own ("Shall I look for pierogi.md in your
    // folders?"): a yes after that answers the reply, as a new turn, and is no second answer to the parked one.
    if (!endsAskingYesOrNo(result))
      throw new ApprovalConflictError(`nothing was run: turn ${answered} of session ${turn.sessionId} was already answered, and nothing else waits`);
    return undefined;
  }

  /**
   * The question of the turns a new turn superseded that was still open to this user (the one asked last), in the
   * words it was asked with: its first line ("I can read todo.md with fs.read_text_file — shall I?"). The index only
   * points, so the parked packet itself must be of this session and this user's to answer.
   */
  private async questionDropped(turn: Turn, dropped: string[]): Promise<string | undefined> {
    const user = normaliseUserId(turn.userId);
    // The last few asked: a session holding many questions at once has no single one the person just read anyway.
    for (const packetId of dropped.slice(0, DROPPED_LOOKED_AT)) {
      const parked = await this.approvals.get(packetId);
      if (!parked?.approval || parked.turn.sessionId !== turn.sessionId || !(await this.mayAnswer(parked, turn.tenant, user))) continue;
      if (Date.parse(parked.approval.expiresAt) <= Date.now()) continue;
      return clipText(parked.approval.question.split('\n')[0]!.trim(), TEXT_LIMITS.question) || undefined;
    }
    return undefined;
  }

  /**
   * Whether this user may answer the parked turn: the user it runs as, by the server's owner record (never by what
   * the packet claims), of the same tenant. A turn no ingress recorded runs as its packet's user only when it claims
   * no tenant (TurnOwners.actingUser), so a packet added to a queue by hand gets nobody's yes.
   */
  private async mayAnswer(parked: Packet, tenant: string | undefined, user: string): Promise<boolean> {
    if (parked.turn.tenant !== tenant) return false;
    return (await this.deployment.owners.actingUser(parked)) === user;
  }

  /**
   * Cancels a turn: records who cancelled it (the stages read that record, not the packet) and
   * puts it in the audit trail. A turn parked for approval ends at once; a queued one at the next
   * stage that takes it; the executor stops its steps and cancels its tasks. Returns once recorded;
   * `follow` gives the end. Throws TurnFinishedError for a turn that has ended, TurnNotFoundError
   * for one the stages do not know. Cancelling twice is the first cancellation.
   */
  async cancelTurn(packetId: string, by: string): Promise<void> {
    if (await this.results.get(packetId)) throw new TurnFinishedError(`turn ${packetId} has ended already: there is nothing to cancel`);
    const { cancellations, audit, elicitations } = this.deployment;
    const parked = await this.approvals.get(packetId);
    // A turn whose tool asks its user is known by its question, even before any stage has finished with it.
    const asking = parked ? undefined : await elicitations.pending(packetId);
    if (!parked && !asking && !(await this.progress(packetId)))
      throw new TurnNotFoundError(`turn ${packetId} is unknown: it never existed or its result expired`);
    const at = new Date().toISOString();
    if (await cancellations.record(packetId, by, at)) {
      const state = parked ? 'awaiting_approval' : asking ? 'awaiting_input' : 'running';
      await audit.record(packetId, [{ kind: 'cancel', stage: 'producer', at, data: { by, state } }]);
    }
    // A tool's question still waiting is ended with the cancel, so no answer given after this reaches the server.
    await elicitations.cancel(packetId);
    // A turn that waits for a person is nobody's job: it is ended here (one that parks after this look ends when it parks).
    const attributes = { 'switchyard.packet_id': packetId, 'switchyard.cancelled_by': by };
    if (parked) await withSpan('cancel', attributes, () => this.approvals.cancel(packetId, by), packetContext(parked));
  }

  /**
   * Follows a turn already submitted: its result or its parked packet at once,
   * else the packet it ends or parks with (a parked turn never keeps a caller waiting).
   */
  async follow(packetId: string, options: Omit<SubmitOptions, 'id'> = {}): Promise<Packet> {
    if (options.onEvent) await this.followStages();
    const { done } = this.wait(packetId, options);
    // Listen first, then look: a turn that ends in between is heard either way.
    const stored = await this.results.get(packetId);
    if (stored) this.dispatch(stored);
    else {
      const parked = await this.approvals.get(packetId);
      if (parked) this.dispatch({ type: 'parked', packetId, packet: parked });
    }
    return done;
  }

  /** The parked packet, if the turn waits for approval. */
  parked(packetId: string): Promise<Packet | undefined> {
    return this.approvals.get(packetId);
  }

  /**
   * Where a turn that has no result yet is: after its last finished stage, or
   * `queued` while its first job waits for the router. Undefined if unknown.
   */
  async progress(packetId: string): Promise<TurnProgress | undefined> {
    const progress = await this.results.progress(packetId);
    if (progress) return progress;
    const job = await this.queues.get(PIPELINE.entry).getJob(packetId);
    if (!job) return undefined;
    const jobState = await job.getState();
    if (jobState === 'completed' || jobState === 'failed' || jobState === 'unknown') return undefined;
    return { packetId, state: jobState === 'active' ? stateAt(PIPELINE.entry) : 'queued', at: new Date(job.timestamp).toISOString() };
  }

  /** The audit trail of a turn, oldest first. */
  audit(packetId: string): Promise<AuditEntry[]> {
    return this.deployment.audit.read(packetId);
  }

  /** Adds raw job data to a stage queue without validation (for replay and tests of the dead-letter path). */
  async submitRaw(data: unknown, jobId?: string): Promise<void> {
    await this.queues.get(PIPELINE.entry).add(PIPELINE.entry, data, jobId ? { jobId } : {});
  }

  async close(): Promise<void> {
    for (const [id, waiters] of this.waiters) {
      for (const waiter of waiters) waiter.reject(new Error(`producer closed before turn ${id} finished`));
    }
    this.waiters.clear();
    if (this.ownsDeployment) await this.deployment.close();
  }

  /** Delivers stored results of turns still waited for (after a reconnect). */
  async reconcile(): Promise<void> {
    this.answeredFromStore.clear();
    for (const packetId of [...this.waiters.keys()]) {
      const stored = await this.results.get(packetId).catch(() => undefined);
      // Heard live while this looked it up: its callers have their answer, and a second one would end the turn twice.
      if (!stored || !this.waiters.has(packetId)) continue;
      this.answeredFromStore.add(packetId);
      this.dispatch(stored);
    }
  }

  /**
   * A message from the channel. Most are stage events (one per visit) or the ends of turns another
   * producer waits for, and most turns have nobody here following their stages: those are dropped
   * unread, by the turn id that leads the event, where nothing here would act on them.
   */
  private heardText(message: string): void {
    // Every producer of a deployment hears every turn's end (its final packet), and most are others' turns.
    const lead = this.listenerCount('event') === 0 ? EVENT_LEAD.exec(message) : null;
    if (lead) {
      const [, type, packetId] = lead as unknown as [string, string, string];
      const waiting = this.waiters.get(packetId);
      // What `heard` would do with it: nothing, but forget a turn the last reconcile answered from the store.
      if (!waiting) {
        if (type === 'done' || type === 'failed') this.answeredFromStore.delete(packetId);
        return;
      }
      if (type === 'stage' && !waiting.some((w) => w.onEvent)) return;
    }
    const event = parsedEvent(message);
    // Anything else on the channel (only a client of this Redis can publish there) is not ours to act on, and must not
    // throw inside the connection's message handler, where nothing would catch it.
    if (event) this.heard(event);
  }

  /** An event from the channel. The end of a turn a reconcile has just answered from the store is not announced again. */
  private heard(event: TurnEvent): void {
    if ((event.type === 'done' || event.type === 'failed') && this.answeredFromStore.delete(event.packetId)) return;
    this.dispatch(event);
  }

  /** A waiter for the turn's end; `cancel` drops it without settling anyone else's. */
  private wait(packetId: string, options: Omit<SubmitOptions, 'id'>): { done: Promise<Packet>; cancel: () => void } {
    const timeoutMs = options.timeoutMs ?? 120_000;
    let cancel = () => {};
    const done = new Promise<Packet>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.removeWaiter(packetId, waiter);
        reject(new TurnTimeoutError(`turn ${packetId} got no reply within ${timeoutMs} ms; are the stages running?`));
      }, timeoutMs);
      const waiter: Waiter = {
        resolve: (packet) => {
          clearTimeout(timer);
          resolve(packet);
        },
        reject: (error) => {
          clearTimeout(timer);
          reject(error);
        },
        onEvent: options.onEvent,
      };
      cancel = () => {
        clearTimeout(timer);
        this.removeWaiter(packetId, waiter);
      };
      const list = this.waiters.get(packetId) ?? [];
      list.push(waiter);
      this.waiters.set(packetId, list);
    });
    return { done, cancel };
  }

  private removeWaiter(packetId: string, waiter: Waiter): void {
    const list = (this.waiters.get(packetId) ?? []).filter((w) => w !== waiter);
    if (list.length) this.waiters.set(packetId, list);
    else this.waiters.delete(packetId);
  }

  private dispatch(event: TurnEvent): void {
    this.emit('event', event);
    const list = this.waiters.get(event.packetId);
    if (!list) return;
    for (const waiter of list) waiter.onEvent?.(event);
    // A parked turn is answered too: the caller learns what waits for approval and why.
    if (event.type === 'stage' || event.type === 'progress' || event.type === 'elicitation' || event.type === 'elicitation_answered') return;
    this.waiters.delete(event.packetId);
    for (const waiter of list) {
      if (event.packet) waiter.resolve(event.packet);
      else if (event.type === 'failed') {
        waiter.reject(new NonRetryableError(`turn ${event.packetId} failed in ${event.stage}: ${event.reason}`));
      }
    }
  }
}

/** Who answered, as the audit records it: a tenant's user is named with its tenant, as the ingress names approvers. */
function answererOf(tenant: string | undefined, user: string): string {
  return tenant === undefined || user.startsWith(`${tenant}:`) ? user : `${tenant}:${user}`;
}

/** A turn event read from the channel, or undefined for text that is not one. */
function parsedEvent(message: string): TurnEvent | undefined {
  try {
    const value: unknown = JSON.parse(message);
    if (typeof value !== 'object' || value === null) return undefined;
    const { type, packetId } = value as { type?: unknown; packetId?: unknown };
    return typeof type === 'string' && typeof packetId === 'string' ? (value as TurnEvent) : undefined;
  } catch {
    return undefined;
  }
}

/** Whether a finished turn's reply ends on an offer a yes answers, read as the engine reads a yes to it. */
function endsAskingYesOrNo(event: Awaited<ReturnType<TurnResults['get']>>): boolean {
  return event?.type === 'done' && endingOffer(event.packet.reply?.text.slice(-OFFER_TAIL) ?? '') !== undefined;
}
