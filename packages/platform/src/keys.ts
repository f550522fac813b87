import type { StageName } from '@switchyard/packet-schema';
import { toolKeys } from '@switchyard/tools';

/** The queue that carries packets which could not be processed, with the reason. */
export const DEAD_LETTER_QUEUE = 'dead-letter';

/**
 * Deterministic job id of a packet's visit to a stage. A forward that is retried
 * after a crash adds the same id again, which BullMQ ignores. (BullMQ forbids `:`.)
 */
export function stageJobId(packetId: string, stage: StageName, hop: number): string {
  return `${packetId}-${stage}-${hop}`;
}

/** Job id of a stage's delayed revisit of the packet at the same hop (e.g. polling a tool's task). */
export function revisitJobId(packetId: string, stage: StageName, hop: number, visit: number): string {
  return `${stageJobId(packetId, stage, hop)}-visit-${visit}`;
}

/** Redis keys outside BullMQ's own, all under the deployment prefix: the platform's families and the tool families (tool-keys.ts in @switchyard/tools). */
export const redisKeys = {
  result: (prefix: string, packetId: string) => `${prefix}:result:${packetId}`,
  progress: (prefix: string, packetId: string) => `${prefix}:progress:${packetId}`,
  /** The turn's stage log so far (a list, one entry per visit, appended by each visit's record): read with its progress. */
  progressLog: (prefix: string, packetId: string) => `${prefix}:progress-log:${packetId}`,
  /** Which tenant submitted the turn, and a digest of its message (recorded by the ingress). */
  turnOwner: (prefix: string, packetId: string) => `${prefix}:turn-owner:${packetId}`,
  turnEvents: (prefix: string) => `${prefix}:turn-events`,
  /** Each stage visit's event, apart from the turn's other events: only a producer someone follows stages through subscribes. */
  stageEvents: (prefix: string) => `${prefix}:turn-events:stages`,
  /** The kept messages of one session of one tenant and user (`scope`: a digest of the three). */
  conversation: (prefix: string, scope: string) => `${prefix}:conversation:${scope}`,
  /** A turn waiting for a person's answer (the packet). */
  parked: (prefix: string, packetId: string) => `${prefix}:parked:${packetId}`,
  /** The turns of one session (`scope`: a digest of tenant and session) parked for approval, scored by when each expires: a bare yes in the session answers one. */
  sessionParked: (prefix: string, scope: string) => `${prefix}:session-parked:${scope}`,
  /** The turn of the session answered last, kept a minute: a second yes then hears "already answered" instead of starting a turn. */
  sessionAnswered: (prefix: string, scope: string) => `${prefix}:session-answered:${scope}`,
  /** Set when a turn parks and kept after it is answered: tells "already answered" from "never parked". */
  approvalAsked: (prefix: string, packetId: string) => `${prefix}:approval-asked:${packetId}`,
  /** The calls a person approved for a turn, one hash field per plan step, each used once by the executor. */
  approvalGrant: (prefix: string, packetId: string) => `${prefix}:approval-grant:${packetId}`,
  /** A turn someone cancelled (who and when), kept while the turn can still be running or parked. */
  turnCancelled: (prefix: string, packetId: string) => `${prefix}:turn-cancelled:${packetId}`,
  /** The cancelled turns still on record, scored by when their record expires (read back after a reconnect). */
  turnCancelledIndex: (prefix: string) => `${prefix}:turn-cancelled-index`,
  /** Pub/sub channel: a turn was cancelled (every stage process keeps the set in memory). */
  turnCancellations: (prefix: string) => `${prefix}:turn-cancellations`,
  /** The model's selector decisions for one tenant and tool catalog (a list, newest first, redacted and bounded). */
  learnedChoices: (prefix: string, scope: string) => `${prefix}:learned-choices:${scope}`,
  /** What the stages recorded about a turn (a capped list), read by `switchyard audit` and the ingress. */
  audit: (prefix: string, packetId: string) => `${prefix}:audit:${packetId}`,
  /** What the turn's tools did (calls, their questions), apart from the decisions, so a tool's traffic never trims those. */
  auditCalls: (prefix: string, packetId: string) => `${prefix}:audit-calls:${packetId}`,
  /** A server's open request for user input during a call, and the user's answer to it. */
  elicitation: (prefix: string, packetId: string) => `${prefix}:elicitation:${packetId}`,
  elicitationAnswer: (prefix: string, packetId: string) => `${prefix}:elicitation-answer:${packetId}`,
  /** A cached tool result, by tool, owner scope and a digest of the arguments. */
  toolCache: (prefix: string, server: string, tool: string, scope: string, digest: string) => `${prefix}:tool-cache:${server}:${tool}:${scope}:${digest}`,
  /** The recorded result of one step of one turn, so a retried executor job does not call the tool twice. */
  stepLedger: (prefix: string, packetId: string, stepId: string) => `${prefix}:step-ledger:${packetId}:${stepId}`,
  /** How many questions one call (a plan step of one round of the turn) put to its user, and how many went past the cap: kept across executor visits, rounds of input and retries. */
  callQuestions: (prefix: string, packetId: string, round: number, stepId: string) => `${prefix}:call-questions:${packetId}:${round}:${stepId}`,
  turnQuestions: (prefix: string, packetId: string) => `${prefix}:turn-questions:${packetId}`,
  /** A digest of the task round an executor visit sent on (its tasks and the round's records so far), by visit: what the next visit may trust. */
  taskRound: (prefix: string, packetId: string, visit: number) => `${prefix}:task-round:${packetId}:${visit}`,
  /** Key prefixes of the rate limiters (rate-limiter-flexible appends its own part). */
  rate: (prefix: string, limit: string) => `${prefix}:rate:${limit}`,
  ingressRate: (prefix: string) => `${prefix}:ingress-rate:`,
  /** What the first executor found out about a `url` server's protocol revision, for the others (bound to the URL, expiring). */
  mcpDiscovery: (prefix: string, server: string) => `${prefix}:mcp-discovery:${server}`,
  /** Every key of the deployment, for SCAN. */
  all: (prefix: string) => `${prefix}:*`,
  ...toolKeys,
};
