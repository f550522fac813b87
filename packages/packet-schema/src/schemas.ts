import { z } from 'zod';
import { TasksSchema } from './tasks.js';

/** The version every stage writes. Workers also accept `SCHEMA_VERSION - 1` (see upgrade.ts). */
export const SCHEMA_VERSION = 1 as const;

/**
 * Text bounds of the packet: short texts (notes, reasons, goals, uris), long ones (messages, replies), and the
 * question an approval asks. Clip to these, never to a literal.
 */
export const TEXT_LIMITS = { short: 2_000, long: 32_000, question: 8_000 } as const;

export const STAGE_NAMES = ['router', 'selector', 'reviewer', 'executor', 'composer'] as const;
export const StageNameSchema = z.enum(STAGE_NAMES);
export type StageName = z.infer<typeof StageNameSchema>;

export const PACKET_STATES = ['queued', 'routing', 'selecting', 'reviewing', 'executing', 'composing', 'awaiting_approval', 'done', 'failed'] as const;
export const PacketStateSchema = z.enum(PACKET_STATES);
export type PacketState = z.infer<typeof PacketStateSchema>;

/** Where a stage's model runs: the embedded local engine, or a provider's API. */
export const PROVIDERS = ['local', 'anthropic', 'openai'] as const;
export const ProviderSchema = z.enum(PROVIDERS);
export type Provider = z.infer<typeof ProviderSchema>;
/** The providers reached over the network. */
export type RemoteProvider = Exclude<Provider, 'local'>;

/** Who made a decision: the local engine, a remote model, or a rule (history, gate). */
export const DeciderSchema = z.enum([...PROVIDERS, 'history', 'rule']);
export type Decider = z.infer<typeof DeciderSchema>;

const Confidence = z.number().min(0).max(1);
const Identifier = z.string().min(1).max(200);

export const ChatMessageSchema = z.object({
  role: z.enum(['user', 'assistant', 'system', 'tool']),
  content: z.string().max(TEXT_LIMITS.long),
});
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

export const TurnSchema = z.object({
  sessionId: Identifier,
  /**
   * The tenant of the API key that submitted the turn (ingress), absent for
   * trusted in-process producers. Scopes results, caches and audit reads.
   */
  tenant: Identifier.optional(),
  userId: Identifier,
  agentId: Identifier,
  message: z.string().min(1, 'the user message is empty').max(TEXT_LIMITS.long),
  /** Recent messages before this one, oldest first. */
  history: z.array(ChatMessageSchema).max(50),
  /** A bounded summary of earlier turns of the session, when the producer sent no history. */
  historySummary: z.string().max(TEXT_LIMITS.short).optional(),
});
export type Turn = z.infer<typeof TurnSchema>;

export const StageLogEntrySchema = z.object({
  stage: StageNameSchema,
  at: z.iso.datetime(),
  ms: z.number().nonnegative(),
  note: z.string().max(TEXT_LIMITS.short),
});
export type StageLogEntry = z.infer<typeof StageLogEntrySchema>;

export const StatusSchema = z.object({
  state: PacketStateSchema,
  log: z.array(StageLogEntrySchema).max(200),
  /** Why the turn failed or was degraded, when it was. */
  error: z.string().max(4_000).optional(),
  /**
   * The turn was cancelled: who asked and when. Stages write it from the deployment's own
   * record of the cancellation; what a packet arrives saying here is not believed.
   */
  cancelled: z.object({ at: z.iso.datetime(), by: z.string().max(200) }).optional(),
});

export const RouteDecisionSchema = z.object({
  needsTool: z.boolean(),
  rationale: z.string().max(TEXT_LIMITS.short),
  goal: z.string().max(TEXT_LIMITS.short),
  confidence: Confidence,
  /** The local engine must hand this decision over (to a model, or to the user as an offer) whatever its confidence. */
  neverAlone: z.boolean().optional(),
  decidedBy: DeciderSchema,
  /** Set when the router answers without tools (from history or directly). */
  directAnswer: z.string().max(TEXT_LIMITS.long).optional(),
});
export type RouteDecision = z.infer<typeof RouteDecisionSchema>;

export const ToolArgumentsSchema = z.record(z.string(), z.unknown());

/** A call that stands in for a plan step (`onError`, `onLowConfidence`). Its arguments may use `$ref` like the step's. */
export const FallbackCallSchema = z.object({
  server: Identifier,
  tool: Identifier,
  arguments: ToolArgumentsSchema,
  why: z.string().max(TEXT_LIMITS.short).optional(),
});
export type FallbackCall = z.infer<typeof FallbackCallSchema>;

export const PlanStepSchema = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, 'a step id is 1-40 letters, digits, _ or -'),
  server: Identifier,
  tool: Identifier,
  arguments: ToolArgumentsSchema,
  dependsOn: z.array(z.string()).max(50),
  why: z.string().max(TEXT_LIMITS.short),
  /** Set by the reviewer's policy: `dry-run` records what would run and calls nothing. */
  mode: z.enum(['run', 'dry-run']).optional(),
  /** Set by the reviewer when the step may only run after a person approves it. */
  needsApproval: z.boolean().optional(),
  /** How sure the selector is of this call (the plan's confidence when absent); read by `onLowConfidence`. */
  confidence: Confidence.optional(),
  /** Runs in place of this step when it fails. */
  onError: FallbackCallSchema.optional(),
  /** Runs in place of this step, which is then not called, when the step's confidence is below `below`. */
  onLowConfidence: FallbackCallSchema.extend({ below: Confidence }).optional(),
  /** A failure of this step (fallback included) stops the plan: nothing after it runs. */
  critical: z.boolean().optional(),
  /** This step's timeout, over the configured one for its tool. */
  timeoutMs: z.number().int().positive().max(3_600_000).optional(),
});
export type PlanStep = z.infer<typeof PlanStepSchema>;

export const PlanAlternativeSchema = z.object({
  server: Identifier,
  tool: Identifier,
  confidence: Confidence,
  why: z.string().max(TEXT_LIMITS.short),
});

export const PlanSchema = z.object({
  steps: z.array(PlanStepSchema).max(100),
  confidence: Confidence,
  reasoning: z.string().max(4_000),
  alternatives: z.array(PlanAlternativeSchema).max(20),
  decidedBy: DeciderSchema,
  /** Estimated USD of the rest of the turn (model calls still to come, priced tools), set before execution. */
  estimatedCostUsd: z.number().min(0).optional(),
  /** Without a model the engine was not sure of this plan: it is offered to the user as a question and runs only on a yes. */
  offered: z.boolean().optional(),
});
export type Plan = z.infer<typeof PlanSchema>;

export const ReviewSchema = z.object({
  approved: z.boolean(),
  confidence: Confidence,
  reasons: z.array(z.string().max(TEXT_LIMITS.short)).max(50),
  /**
   * For the reply, in everyday words: a question for what each step removed for its arguments lacks
   * ("What should I remember about Priya?", "Which file should I read?").
   * The technical reasons stay in `reasons`, for the timeline and the audit trail.
   */
  needs: z.array(z.string().max(TEXT_LIMITS.short)).max(20).optional(),
  /** Steps the policy removed, with why. */
  blocked: z
    .array(z.object({ stepId: z.string(), reason: z.string().max(TEXT_LIMITS.short) }))
    .max(100)
    .optional(),
});
export type Review = z.infer<typeof ReviewSchema>;

export const StepErrorSchema = z.object({
  code: z.string().max(100),
  message: z.string().max(4_000),
  retryable: z.boolean(),
});
export type StepError = z.infer<typeof StepErrorSchema>;

export const ResourceLinkSchema = z.object({
  uri: z.string().max(TEXT_LIMITS.short),
  name: z.string().max(500).optional(),
  mimeType: z.string().max(200).optional(),
});
export type ResourceLink = z.infer<typeof ResourceLinkSchema>;

export const ExecutionStepSchema = z.object({
  stepId: z.string(),
  server: Identifier,
  tool: Identifier,
  arguments: ToolArgumentsSchema,
  ok: z.boolean(),
  /** Text content of the tool result, truncated to a bounded size. */
  output: z.string().max(100_000).optional(),
  /** `structuredContent` of the tool result, when the tool gave one. */
  structured: z.unknown().optional(),
  /** The result's `resource_link` items: kept as links (for the reply to list), never fetched or inlined. */
  links: z.array(ResourceLinkSchema).max(100).optional(),
  error: StepErrorSchema.optional(),
  elapsedMs: z.number().nonnegative(),
  attempts: z.number().int().min(0),
  cached: z.boolean().optional(),
  /** Set on a fallback's record: the id of the plan step it stood in for. */
  fallbackFor: z.string().optional(),
  /** When the call started, in ms after the executor began the plan. */
  startedAtMs: z.number().nonnegative().optional(),
  /** One entry per failed attempt that was retried: its error code, time taken and the wait before the next. */
  retries: z
    .array(z.object({ attempt: z.number().int().min(1), code: z.string().max(100), elapsedMs: z.number().nonnegative(), backoffMs: z.number().nonnegative() }))
    .max(20)
    .optional(),
  /** The step was a dry run: `output` says what would have been called; nothing was. */
  dryRun: z.boolean().optional(),
});
export type ExecutionStep = z.infer<typeof ExecutionStepSchema>;

export const ExecutionSchema = z.object({
  steps: z.array(ExecutionStepSchema).max(200),
  /** The executor asks for another round of routing when the results call for more tools. */
  needsMoreTools: z.boolean(),
});
export type Execution = z.infer<typeof ExecutionSchema>;

export const ReinjectionSchema = z
  .object({
    count: z.number().int().min(0),
    max: z.number().int().min(0).max(20),
  })
  .refine((r) => r.count <= r.max, { message: 'reinjection count is above its max' });

export const ReplySchema = z.object({
  text: z.string().max(64_000),
  summary: z.string().max(4_000).optional(),
  confidence: Confidence.optional(),
});
export type Reply = z.infer<typeof ReplySchema>;

export const TraceContextSchema = z.object({
  traceparent: z.string().regex(/^[0-9a-f]{2}-[0-9a-f]{32}-[0-9a-f]{16}-[0-9a-f]{2}$/, 'not a W3C traceparent'),
  tracestate: z.string().max(512).optional(),
});

/** One call an approval covers: a step's own call or one of its fallbacks, with the arguments as planned. */
export const ApprovalCallSchema = z.object({
  stepId: z.string().max(40),
  role: z.enum(['step', 'onError', 'onLowConfidence']),
  server: Identifier,
  tool: Identifier,
  arguments: ToolArgumentsSchema,
});
export type ApprovalCall = z.infer<typeof ApprovalCallSchema>;

export const ApprovalSchema = z.object({
  state: z.enum(['pending', 'approved', 'denied', 'expired', 'cancelled']),
  /** The steps waiting for a person's answer. */
  steps: z.array(z.string()).max(100),
  /** Every call that may run under this approval (fallbacks included); nothing else does. */
  calls: z.array(ApprovalCallSchema).max(300).optional(),
  /** What the producer tells the person: what would run and why. */
  question: z.string().max(TEXT_LIMITS.question),
  requestedAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
  decidedAt: z.iso.datetime().optional(),
  decidedBy: z.string().max(200).optional(),
});
export type Approval = z.infer<typeof ApprovalSchema>;

/** One decision of a stage by a model (or, in a cascade, by the local engine): tokens, estimated cost, time. */
export const ModelUsageSchema = z.object({
  stage: StageNameSchema,
  provider: ProviderSchema,
  model: z.string().max(200),
  inputTokens: z.number().int().min(0),
  outputTokens: z.number().int().min(0),
  costUsd: z.number().min(0),
  ms: z.number().nonnegative(),
  /** `invalid`: the answer failed its schema; `error`: the provider failed. */
  outcome: z.enum(['ok', 'invalid', 'error']).optional(),
});
export type ModelUsage = z.infer<typeof ModelUsageSchema>;

/** A stage whose model failed and that fell back to a safe answer. */
export const DegradationSchema = z.object({
  stage: StageNameSchema,
  reason: z.string().max(TEXT_LIMITS.short),
  /** What the stage did instead. */
  fallback: z.string().max(500),
});
export type Degradation = z.infer<typeof DegradationSchema>;

export const PacketSchema = z.object({
  id: z.uuid(),
  schemaVersion: z.literal(SCHEMA_VERSION),
  createdAt: z.iso.datetime(),
  /** Stage transitions so far; part of every job id so a retried forward is deduplicated. */
  hop: z.number().int().min(0).max(1_000),
  turn: TurnSchema,
  status: StatusSchema,
  route: RouteDecisionSchema.optional(),
  plan: PlanSchema.optional(),
  review: ReviewSchema.optional(),
  approval: ApprovalSchema.optional(),
  execution: ExecutionSchema.optional(),
  reinjection: ReinjectionSchema,
  reply: ReplySchema.optional(),
  trace: TraceContextSchema,
  usage: z.array(ModelUsageSchema).max(200).optional(),
  degradations: z.array(DegradationSchema).max(50).optional(),
  /** Tool calls running as MCP tasks: the executor polls them on later visits. */
  tasks: TasksSchema.optional(),
  /** Configured MCP servers no executor could reach when the turn was routed: their tools were not offered, and the reply says so. */
  unreachable: z
    .array(z.object({ server: z.string().max(200), reason: z.string().max(TEXT_LIMITS.short) }))
    .max(50)
    .optional(),
  /**
   * The approval question the session was waiting on when this turn was sent instead of a yes or a no: a bare yes
   * no longer answers it, so the reply says it was dropped. Set by the producer.
   */
  droppedQuestion: z.string().max(TEXT_LIMITS.question).optional(),
});
export type Packet = z.infer<typeof PacketSchema>;

/** Shortens free text to a schema bound, marking the cut (stages clip what they quote from users). */
export function clipText(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, Math.max(0, max - 1))}…` : text;
}
