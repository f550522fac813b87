import { z } from 'zod';

/** `server.tool` patterns with `*` wildcards: `filesystem.*`, `*.read_*`. */
const ToolPattern = z.string().regex(/^[A-Za-z0-9_*?.-]+$/, 'a tool pattern is server.tool with * wildcards');
const Patterns = z.array(ToolPattern).max(500);

export const TOOL_ACTIONS = ['allow', 'dry-run', 'approve', 'deny'] as const;
export const ToolActionSchema = z.enum(TOOL_ACTIONS);
export type ToolAction = z.infer<typeof ToolActionSchema>;

export const PolicySchema = z.strictObject({
  /** Allow-lists: when a user (or agent, or `*` for everyone) has one, a step must match it. */
  allow: z.strictObject({ users: z.record(z.string(), Patterns).default({}), agents: z.record(z.string(), Patterns).default({}) }).prefault({}),
  /** Deny-lists win over every allow. */
  deny: z
    .strictObject({
      all: Patterns.default([]),
      users: z.record(z.string(), Patterns).default({}),
      agents: z.record(z.string(), Patterns).default({}),
    })
    .prefault({}),
  /** What a tool gets, by pattern; the first matching pattern wins. Read-only tools are allowed without one. */
  tools: z.record(ToolPattern, ToolActionSchema).default({}),
  /** What a tool that is not read-only gets when no pattern names it. */
  defaultAction: ToolActionSchema.default('approve'),
  /** How to treat a tool without annotations. */
  unannotated: z.enum(['destructive', 'read-only']).default('destructive'),
  maxSteps: z.number().int().min(1).max(100).default(10),
  /** A step whose arguments serialise to more than this is blocked. */
  maxArgumentBytes: z.number().int().min(64).default(65_536),
  /** Below the confidence gate: `skip` composes an explanation, `ask` parks the turn for approval. */
  lowConfidence: z.enum(['skip', 'ask']).default('skip'),
  approvalTtlSeconds: z.number().int().positive().default(3_600),
  rateLimits: z
    .strictObject({
      perUserPerMinute: z.number().int().positive().default(60),
      perUserPerHour: z.number().int().positive().default(300),
      perToolPerMinute: z.number().int().positive().default(10),
      /** `wait` holds the step until the window allows it (up to maxWaitMs); `fail` records a retry-after error. */
      onLimit: z.enum(['wait', 'fail']).default('wait'),
      maxWaitMs: z.number().int().min(0).default(10_000),
    })
    .prefault({}),
  audit: z
    .strictObject({
      maxEntries: z.number().int().positive().default(1_000),
      ttlSeconds: z
        .number()
        .int()
        .positive()
        .default(7 * 86_400),
    })
    .prefault({}),
});
export type PolicyConfig = z.infer<typeof PolicySchema>;
