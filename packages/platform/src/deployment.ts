import type { Redis } from 'ioredis';
import type { SwitchyardConfig } from './config.js';
import { Approvals } from './approvals.js';
import { AuditTrail } from './audit-trail.js';
import { ConversationStore } from './conversation-store.js';
import { DeadLetterQueue } from './dead-letter.js';
import { Elicitations } from './elicitations.js';
import { createRedis } from './redis.js';
import { StageQueues } from './stage-queues.js';
import { ToolCatalog } from '@switchyard/tools';
import { TurnCancellations } from './turn-cancellations.js';
import { TurnOwners } from './turn-owners.js';
import { TurnResults } from './turn-results.js';
import { TickBatch } from './tick-batch.js';
import { StageRecord } from './stage-record.js';

/** How long a turn can run end to end; bounds how long its owner record must outlive it. */
const LONGEST_TURN_SECONDS = 600;

/**
 * One deployment (a Redis and a key prefix) as one process sees it: its
 * connections and the objects every stage, producer, ingress and CLI command
 * shares, each built once here.
 *
 * Two connections: `queueRedis` for BullMQ (queues, dead letters; each worker
 * adds its own blocking one) and `redis` for our own keys. They are kept apart
 * because BullMQ defines its Lua scripts on the connection it is given, and
 * ioredis copies every defined script into each MULTI or pipeline built on that
 * connection: on a shared one that copy cost more than the commands themselves.
 *
 * The stages' records (and what rides their batch) go on the queue connection all the same, sent
 * command by command, never in a pipeline: on the socket that carries BullMQ's add of the next job,
 * a record written before the forward is applied before it, reconnects included, and the two leave
 * in one write.
 */
export class Deployment {
  readonly prefix: string;
  readonly queues: StageQueues;
  readonly deadLetters: DeadLetterQueue;
  readonly results: TurnResults;
  readonly audit: AuditTrail;
  readonly approvals: Approvals;
  readonly elicitations: Elicitations;
  readonly catalog: ToolCatalog;
  readonly conversations: ConversationStore;
  /** Who submitted each turn; kept as long as the turn, its approval and its result can be asked about. */
  readonly owners: TurnOwners;
  /** Turns someone cancelled; kept as long as such a turn can still be queued, running or parked. */
  readonly cancellations: TurnCancellations;
  /** The stages' records (audit, stage events, results) of the jobs finishing in one tick, sent together on the queue connection. */
  readonly stageRecords: TickBatch;
  /** A visit's record (audit entries, progress, stage event, result) as one script call. */
  readonly stageRecord: StageRecord;
  private readonly extraConnections: Redis[] = [];
  private closing: Promise<void> | undefined;

  private constructor(
    readonly config: SwitchyardConfig,
    readonly redis: Redis,
    readonly queueRedis: Redis,
  ) {
    this.prefix = config.prefix;
    this.queues = new StageQueues(queueRedis, config);
    this.deadLetters = new DeadLetterQueue(queueRedis, config.prefix);
    this.results = new TurnResults(redis, config.prefix, config.jobs.resultTtlSeconds);
    this.audit = new AuditTrail(redis, config.prefix, config.policy.audit);
    this.approvals = new Approvals(redis, config.prefix, this.queues, this.results, this.audit);
    this.elicitations = new Elicitations(redis, config.prefix, this.results, this.audit);
    this.catalog = new ToolCatalog(redis, config.prefix);
    this.owners = new TurnOwners(redis, config.prefix, config.jobs.resultTtlSeconds + config.policy.approvalTtlSeconds + LONGEST_TURN_SECONDS);
    this.cancellations = new TurnCancellations(redis, config.prefix, config.policy.approvalTtlSeconds + LONGEST_TURN_SECONDS);
    this.stageRecords = new TickBatch(queueRedis);
    // A stage keeps a session's exchange in its visit's record (ctx.keepWithRecord), applied in the record's script.
    this.conversations = new ConversationStore(redis, config.prefix, config.conversation);
    this.stageRecord = new StageRecord(queueRedis, config);
  }

  /** Opens the deployment's two connections, named after the process (`CLIENT LIST` shows who is who). */
  static connect(config: SwitchyardConfig, name: string): Deployment {
    return new Deployment(config, createRedis(config.redis.url, name), createRedis(config.redis.url, `${name}-queues`));
  }

  /** A further connection of this deployment (a subscriber), closed with it. */
  connection(name: string): Redis {
    const connection = createRedis(this.config.redis.url, name);
    this.extraConnections.push(connection);
    return connection;
  }

  /** Closes the queues and every connection; safe to call more than once. */
  close(): Promise<void> {
    this.closing ??= (async () => {
      await this.queues.close();
      await this.deadLetters.close();
      await Promise.all([this.redis, this.queueRedis, ...this.extraConnections].map((r) => r.quit().catch(() => r.disconnect())));
    })();
    return this.closing;
  }
}
