import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { z } from 'zod';
import { formatIssues, ProviderSchema, STAGE_NAMES, type StageName } from '@switchyard/packet-schema';
import { CacheConfigSchema, PolicySchema, ToolSettingsSchema } from '@switchyard/tools';
import { ConfigError } from './errors.js';
import { IngressSchema, MetricsSchema } from './ops-config.js';
import { envOverrides } from './config-env.js';
import { ServerAuthSchema } from './server-auth-config.js';

const ServerName = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'a server name is 1-64 letters, digits, _ or - (no dots)');

const STDIO_SHAPE = 'a stdio entry takes command, args, env, cwd, timeoutMs, trusted, drift, protocolVersion';
const HTTP_SHAPE = 'an http entry takes url, headers, auth, timeoutMs, trusted, drift, protocolVersion';

/** Whether the server's tool annotations may relax approval, retries and caching. */
const trustedSetting = (byDefault: boolean) => z.boolean({ error: (issue) => `expected true or false, received ${kindOf(issue.input)}` }).default(byDefault);
/** What a call to a tool whose definition changed since it was accepted needs: a person's approval, or it is refused. */
const DriftSetting = z.enum(['approve', 'refuse']).default('approve');

/** "string", "number", "array", "null"…: what a config value is, for messages. */
function kindOf(value: unknown): string {
  if (value === null) return 'null';
  return Array.isArray(value) ? 'array' : typeof value;
}

/** A strict entry whose unknown keys are named with the shape it takes (a typo like "argz" must not vanish). */
function strictEntry<T extends z.ZodRawShape>(shape: T, takes: string) {
  return z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `unknown key${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((k) => JSON.stringify(k)).join(', ')}: ${takes}`
        : undefined,
  });
}

const stringsOf = (what: string) => ({
  error: (issue: { code: string; input?: unknown }) => (issue.code === 'invalid_type' ? `expected ${what}, received ${kindOf(issue.input)}` : undefined),
});

/**
 * The one MCP revision to speak with a server, for a server that speaks only it: a stdio server is
 * otherwise greeted with `initialize` (probing it would start a second process), a url server probed.
 */
const PinnedRevision = z
  .enum(['2026-07-28'], { error: (issue) => `expected "2026-07-28" (the revision to pin), received ${JSON.stringify(issue.input)}` })
  .optional();

/** A stdio server in the `mcpServers` format of Claude Desktop and other MCP clients. */
export const StdioServerSchema = strictEntry(
  {
    command: z
      .string({
        error: (issue) =>
          issue.input === undefined
            ? 'missing: a stdio entry needs "command" (and takes args, env, cwd, timeoutMs, trusted, drift, protocolVersion); an http entry needs "url" (and takes headers, auth, timeoutMs, trusted, drift, protocolVersion)'
            : `expected the command that starts the server (a string), received ${kindOf(issue.input)}`,
      })
      .min(1),
    args: z.array(z.string(), stringsOf('an array of strings')).default([]),
    env: z.record(z.string(), z.string(), stringsOf('an object of string values')).default({}),
    /** Working directory of the server process; relative to the config file. */
    cwd: z.string(stringsOf('a string')).optional(),
    timeoutMs: z.number(stringsOf('a number of milliseconds')).int().positive().optional(),
    /** A server the operator starts from their own configuration: trusted unless said otherwise. */
    trusted: trustedSetting(true),
    drift: DriftSetting,
    protocolVersion: PinnedRevision,
  },
  STDIO_SHAPE,
);

/** A remote server over Streamable HTTP. */
export const HttpServerSchema = strictEntry(
  {
    url: z.url({ error: (issue) => `expected the server's URL (http:// or https://), received ${JSON.stringify(issue.input)}` }),
    headers: z.record(z.string(), z.string(), stringsOf('an object of string values')).default({}),
    /** OAuth: client credentials, or a refresh token (see server-auth-config.ts). */
    auth: ServerAuthSchema.optional(),
    timeoutMs: z.number(stringsOf('a number of milliseconds')).int().positive().optional(),
    /** A remote server is someone else's: untrusted unless the operator says so. */
    trusted: trustedSetting(false),
    drift: DriftSetting,
    protocolVersion: PinnedRevision,
  },
  HTTP_SHAPE,
);

type ServerEntry = z.infer<typeof StdioServerSchema> | z.infer<typeof HttpServerSchema>;

/** An entry with `url` is an http server, any other a stdio one; each is checked strictly against its own shape. */
export const McpServerSchema = z.unknown().transform((entry, ctx): ServerEntry => {
  if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) {
    ctx.addIssue({ code: 'custom', message: `expected an object, received ${kindOf(entry)}: ${STDIO_SHAPE}; ${HTTP_SHAPE}` });
    return z.NEVER;
  }
  const parsed = ('url' in entry ? HttpServerSchema : StdioServerSchema).safeParse(entry);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
  return z.NEVER;
});
export type McpServerConfig = z.infer<typeof McpServerSchema>;

const StageSettingsSchema = z.object({ concurrency: z.number().int().min(1).max(256).default(4) });

export { MODEL_STAGES, type ModelStage } from './model-stages.js';

/** One stage's model; unset fields come from `models.default`, then the stage's seeds. API keys come only from env (`apiKeyEnv`). */
export const StageModelSchema = z.strictObject({
  provider: ProviderSchema.optional(),
  model: z.string().min(1).max(200).optional(),
  /** `local-then-model`: the local engine answers when its confidence reaches `cascadeThreshold`, else the model. */
  mode: z.enum(['model', 'local-then-model']).optional(),
  temperature: z.number().min(0).max(2).optional(),
  maxTokens: z.number().int().positive().max(200_000).optional(),
  timeoutMs: z.number().int().positive().optional(),
  /** The SDK's own retries of 429, 5xx and timeouts, with backoff. */
  maxRetries: z.number().int().min(0).max(10).optional(),
  baseUrl: z.url().optional(),
  apiKeyEnv: z
    .string()
    .regex(/^[A-Za-z_][A-Za-z0-9_]*$/, 'apiKeyEnv is the NAME of an environment variable')
    .optional(),
  /**
   * The confidence at which the local engine's decision stands without the model: one number for every decision,
   * or a gate per kind, `{ tool, direct }` (tool decisions, "no tool" answers). Defaults to the fitted gates.
   */
  cascadeThreshold: z.union([z.number().min(0).max(1), z.strictObject({ tool: z.number().min(0).max(1), direct: z.number().min(0).max(1) })]).optional(),
  /** Without a model: a plan the engine is less sure of than this is offered as a question, not run. */
  offerThreshold: z.number().min(0).max(1).optional(),
  /** OpenAI-compatible servers: `json_schema` response format, or `tools` for servers without it. */
  structuredOutput: z.enum(['json_schema', 'tools']).optional(),
});
export type StageModelConfig = z.infer<typeof StageModelSchema>;

const ModelPriceSchema = z.strictObject({ inputPerMTok: z.number().min(0), outputPerMTok: z.number().min(0) });

const stageDefaults = Object.fromEntries(STAGE_NAMES.map((s) => [s, StageSettingsSchema.parse({})]));

/** A key that is no longer read: refused with what replaced it. */
function replacedBy(replacement: string) {
  return z.undefined({ error: () => `no longer read; use ${replacement}` }).optional();
}

export const ConfigSchema = z.strictObject({
  redis: z
    .strictObject({
      url: z.string().regex(/^(rediss?|redis\+sentinel|redis\+cluster):\/\//, 'expected a redis://, rediss://, redis+sentinel:// or redis+cluster:// URL'),
    })
    .default({ url: 'redis://127.0.0.1:6379' }),
  /** Prefix of every Redis key: one deployment (or one test) per prefix; `{name}` (a hash tag) keeps them in one Redis Cluster slot. */
  prefix: z
    .string()
    .regex(
      /^([A-Za-z0-9_.-]{1,64}|\{[A-Za-z0-9_.-]{1,62}\})$/,
      'a prefix is 1-64 letters, digits, _ . or -, or such a name in braces ({name}) for Redis Cluster',
    )
    .default('switchyard'),
  mcpServers: z.record(ServerName, McpServerSchema).default({}),
  stages: z
    .partialRecord(z.enum(STAGE_NAMES), StageSettingsSchema)
    .default({})
    .transform((s) => ({ ...stageDefaults, ...s }) as Record<StageName, z.infer<typeof StageSettingsSchema>>),
  thresholds: z
    .strictObject({
      /** Plans below this confidence are not executed (reviewer). */
      confidenceGate: z.number().min(0).max(1).default(0.7),
      /**
       * What the router's and selector's models are shown: every tool while the inventory fits this
       * budget (in tools and in estimated tokens); past it the best-ranked tools that fit it (the shortlist at least)
       * and a search of the whole inventory.
       */
      modelView: z
        .strictObject({
          maxTools: z.number().int().min(1).max(1_000).default(40),
          maxTokens: z.number().int().min(100).max(1_000_000).default(16_000),
        })
        .prefault({}),
    })
    .prefault({}),
  selector: z
    .strictObject({
      shortlist: z.number().int().min(1).max(100).default(8),
      /** How long a selector reuses the live tool stats before reading them again (a slow-moving signal). */
      statsRefreshMs: z.number().int().min(0).default(2_000),
      /**
       * In a cascade, every model decision (message -> tools, or none) is kept in Redis, redacted and
       * bounded, per tenant and tool catalog, and teaches the local engine of every selector process.
       */
      learning: z
        .strictObject({
          enabled: z.boolean().default(true),
          /** Decisions kept per tenant and catalog; the oldest go first. */
          maxEntries: z.number().int().min(1).max(100_000).default(2_000),
          /** Characters of a (redacted) message kept. */
          maxTextLength: z.number().int().min(20).max(4_000).default(300),
          /** Decisions older than this are forgotten. */
          ttlDays: z.number().min(0.001).max(3_650).default(30),
          /** How long a selector reuses what it read before reading the shared record again. */
          refreshMs: z.number().int().min(0).default(2_000),
        })
        .prefault({}),
      /** Example requests per tool (`server.tool`), indexed with its description so the shortlist finds it by the users' words. */
      toolExamples: z.record(z.string(), z.array(z.string().max(1_000)).max(50)).default({}),
    })
    .prefault({}),
  executor: z
    .strictObject({
      maxReinjections: z.number().int().min(0).max(20).default(3),
      /** Default timeout of one tool call; a server's `timeoutMs`, then `toolTimeouts`, then the step's own win over it. */
      toolTimeoutMs: z.number().int().positive().default(30_000),
      /** Timeouts of single tools by `server.tool`. */
      toolTimeouts: z.record(z.string(), z.number().int().positive()).default({}),
      maxOutputChars: z.number().int().positive().max(100_000).default(20_000),
      /** Progress from a server restarts a call's timeout; this caps the whole call however often it reports (at least its timeout). */
      maxToolTimeMs: z.number().int().positive().default(600_000),
      /** At most one progress event per call in this interval reaches the turn's listeners; the last one always does. */
      progressIntervalMs: z.number().int().min(0).default(250),
      /** Servers may ask the turn's user a form question during a call (MCP elicitation); the call waits at most `timeoutMs` for the answer. */
      elicitation: z
        .strictObject({
          enabled: z.boolean().default(false),
          timeoutMs: z.number().int().positive().default(120_000),
          /** Questions one call may put to the user; past it a server's questions are declined, counted, and not recorded one by one. */
          maxQuestionsPerCall: z.number().int().min(1).max(100).default(5),
          /**
           * Questions all calls of one turn may put to its user, whatever step or round a job claims: a job
           * forged to name another round or step starts no new count past it.
           */
          maxQuestionsPerTurn: z.number().int().min(1).max(1_000).default(25),
        })
        .prefault({}),
      /**
       * Tools that can run as MCP tasks do, and hold no executor slot while they run: the packet
       * carries the task and comes back to the executor as a delayed job, after the server's poll
       * interval clamped to [minPollMs, maxPollMs]. `ttlMs` is the task lifetime asked of the server.
       */
      tasks: z
        .strictObject({
          enabled: z.boolean().default(true),
          minPollMs: z.number().int().min(50).default(500),
          maxPollMs: z.number().int().min(50).default(30_000),
          ttlMs: z.number().int().positive().default(3_600_000),
        })
        .refine((t) => t.minPollMs <= t.maxPollMs, { message: 'tasks.minPollMs is above tasks.maxPollMs' })
        .prefault({}),
      /** Tries per call, the first included; only errors that may pass on retry, only for tools safe to repeat. */
      attempts: z.number().int().min(1).max(10).default(3),
      /** Wait before the second try; doubles each try, up to backoffMaxMs, with jitter. */
      backoffMs: z.number().int().min(0).default(200),
      backoffMaxMs: z.number().int().min(0).default(5_000),
      /** Steps of one turn that call tools at the same time. */
      concurrency: z.number().int().min(1).max(64).default(5),
      /** The whole plan of a turn must finish within this; calls still running are cancelled. */
      turnDeadlineMs: z.number().int().positive().default(120_000),
      /** Results cached per tool pattern, with a TTL each; off for every tool not listed (see CacheConfigSchema). */
      cache: CacheConfigSchema,
      // Replaced by `cache`: a config that still has them is told what to write instead, not silently cached.
      cacheTtlSeconds: replacedBy('executor.cache: { "server.tool_pattern": ttlSeconds }'),
      cacheTools: replacedBy('executor.cache: { "server.tool_pattern": ttlSeconds }'),
      /** How often an executor checks that its tools are still in the catalog (and republishes them when Redis lost them). */
      catalogCheckMs: z.number().int().min(50).default(5_000),
    })
    .prefault({}),
  /** Per tool (`server.tool`): capability tags (else derived from the description) and example requests. */
  tools: ToolSettingsSchema,
  conversation: z
    .strictObject({
      maxMessages: z.number().int().min(0).max(50).default(10),
      summaryChars: z.number().int().min(0).max(2_000).default(600),
      ttlSeconds: z.number().int().positive().default(86_400),
    })
    .default({ maxMessages: 10, summaryChars: 600, ttlSeconds: 86_400 }),
  policy: PolicySchema.prefault({}),
  models: z
    .strictObject({
      default: StageModelSchema.optional(),
      router: StageModelSchema.optional(),
      selector: StageModelSchema.optional(),
      reviewer: StageModelSchema.optional(),
      composer: StageModelSchema.optional(),
    })
    .prefault({}),
  /** USD per million tokens by model name, and per call by `server.tool` (for the plan's estimate). */
  prices: z
    .strictObject({ models: z.record(z.string(), ModelPriceSchema).default({}), tools: z.record(z.string(), z.number().min(0)).default({}) })
    .prefault({}),
  metrics: MetricsSchema.prefault({}),
  ingress: IngressSchema.prefault({}),
  jobs: z
    .strictObject({
      attempts: z.number().int().min(1).max(20).default(3),
      backoffMs: z.number().int().min(0).default(500),
      keepCompletedSeconds: z.number().int().min(0).default(3_600),
      resultTtlSeconds: z.number().int().positive().default(86_400),
      /** How long a worker's lock on a job lasts without renewal; a crashed worker's jobs return after about this long. */
      lockDurationMs: z.number().int().min(1_000).default(30_000),
      /** How many times a job may be recovered from a crashed worker before it is dead-lettered. */
      maxStalledCount: z.number().int().min(0).max(20).default(3),
    })
    .prefault({}),
});
export type SwitchyardConfig = z.infer<typeof ConfigSchema> & {
  /** Directory relative paths in the config resolve against (the config file's, else the cwd). */
  baseDir: string;
  /** The file the config came from, if any. */
  source?: string;
};

export const DEFAULT_CONFIG_FILE = 'switchyard.config.json';

export interface LoadConfigOptions {
  /** An explicit file: it must exist. Without it, `SWITCHYARD_CONFIG` or ./switchyard.config.json if present. */
  file?: string;
  env?: NodeJS.ProcessEnv;
  cwd?: string;
  /** Values that win over the file and the environment (tests, CLI flags). */
  overrides?: Partial<z.input<typeof ConfigSchema>>;
}

/** Reads, merges (file < env < overrides) and validates the configuration; fails fast with readable lines. */
export function loadConfig(options: LoadConfigOptions = {}): SwitchyardConfig {
  const env = options.env ?? process.env;
  const cwd = options.cwd ?? process.cwd();
  const explicit = options.file ?? env.SWITCHYARD_CONFIG;
  const file = explicit ? resolve(cwd, explicit) : resolve(cwd, DEFAULT_CONFIG_FILE);
  let raw: Record<string, unknown> = {};
  let source: string | undefined;
  if (existsSync(file)) {
    raw = readJsonObject(file);
    source = file;
  } else if (explicit) {
    throw new ConfigError(`config file ${file} does not exist`);
  }
  rejectKeysInFile(raw, source);
  const merged = { ...raw, ...envOverrides(env, raw), ...options.overrides };
  // The schema skips this key as JavaScript objects do: the server would vanish from the configuration, unsaid.
  const servers = merged.mcpServers;
  if (typeof servers === 'object' && servers !== null && Object.hasOwn(servers, '__proto__')) {
    throw new ConfigError(
      `invalid configuration${source ? ` in ${source}` : ''}:\nconfig.mcpServers.__proto__: a server cannot be named __proto__; choose another name`,
    );
  }
  const result = ConfigSchema.safeParse(merged);
  if (!result.success) {
    throw new ConfigError(`invalid configuration${source ? ` in ${source}` : ''}:\n${formatIssues(result.error, 'config')}`);
  }
  const baseDir = source ? dirname(source) : cwd;
  const mcpServers = expandPlaceholders(result.data.mcpServers, { configDir: baseDir, env }) as typeof result.data.mcpServers;
  return { ...result.data, mcpServers, baseDir, ...(source ? { source } : {}) };
}

/**
 * `${configDir}` (the config file's folder) and `${env:NAME}` in server entries,
 * so a config can be moved between machines and keep secrets out of the file.
 */
export function expandPlaceholders(value: unknown, vars: { configDir: string; env: NodeJS.ProcessEnv }): unknown {
  if (typeof value === 'string') {
    return value.replace(/\$\{(configDir|env:([A-Za-z_][A-Za-z0-9_]*))\}/g, (_match, key: string, name?: string) => {
      if (key === 'configDir') return vars.configDir;
      const found = vars.env[name as string];
      if (found === undefined) throw new ConfigError(`config refers to \${env:${name}} but ${name} is not set`);
      return found;
    });
  }
  if (Array.isArray(value)) return value.map((v) => expandPlaceholders(v, vars));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, expandPlaceholders(v, vars)]));
  }
  return value;
}

function readJsonObject(file: string): Record<string, unknown> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new ConfigError(`config file ${file} is not valid JSON: ${(error as Error).message}`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new ConfigError(`config file ${file} must hold a JSON object`);
  }
  return parsed as Record<string, unknown>;
}

/** A key written into the config file would end up in logs, backups and repositories: refuse it and say what to do. */
function rejectKeysInFile(raw: Record<string, unknown>, source: string | undefined): void {
  const models = raw.models;
  if (typeof models !== 'object' || models === null) return;
  for (const [stage, settings] of Object.entries(models)) {
    if (typeof settings !== 'object' || settings === null) continue;
    const field = Object.keys(settings).find((k) => /^(api[_-]?key|key|token|secret|auth[_-]?token)$/i.test(k));
    if (field) {
      throw new ConfigError(
        `models.${stage}.${field} in ${source ?? 'the configuration'}: API keys are never read from the config file; ` +
          'put the key in an environment variable and name it with "apiKeyEnv" (for example "apiKeyEnv": "ANTHROPIC_API_KEY")',
      );
    }
  }
}
