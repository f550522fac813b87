import { z } from 'zod';

/** Where a service serves `/metrics`, `/healthz` and `/readyz` (`SWITCHYARD_METRICS_PORT` wins; no port, no server). */
export const MetricsSchema = z.strictObject({
  port: z.number().int().min(0).max(65_535).optional(),
  host: z.string().default('0.0.0.0'),
});

const Sha256Hex = z.string().regex(/^[0-9a-f]{64}$/, 'a key hash is the lowercase hex SHA-256 of the key (64 characters)');

/** A key name or tenant: no `:`, so `<tenant>:<user>` ids of different tenants never collide. */
const PrincipalName = z.string().regex(/^[A-Za-z0-9_.-]{1,64}$/, 'use 1-64 letters, digits, "_", "." or "-" (no ":")');

/** An API key: a principal of one tenant. */
export const ApiKeySchema = z.strictObject({
  name: PrincipalName,
  sha256: Sha256Hex,
  /** This key's requests per window, instead of `rateLimit.max`. */
  rateLimit: z.number().int().min(1).optional(),
  /** Whose turns, events, approvals and results this key sees; default: the key's name. Compared lower-cased. */
  tenant: PrincipalName.optional(),
  /** A chat bot that may name its users in `userId`; they become `<tenant>:<user>`. */
  speaksForUsers: z.boolean().default(false),
  /** May list and retry dead letters, open the queue dashboard and read or answer any tenant's turn. */
  admin: z.boolean().default(false),
});
export type ApiKeyConfig = z.input<typeof ApiKeySchema>;

/** The HTTP ingress: who may call it and how much. */
export const IngressSchema = z.strictObject({
  port: z.number().int().min(0).max(65_535).default(8080),
  host: z.string().default('0.0.0.0'),
  /** API keys by name, stored only as SHA-256 hex: `printf %s "$KEY" | sha256sum`. */
  apiKeys: z
    .array(ApiKeySchema)
    .default([])
    .refine((keys) => new Set(keys.map((k) => k.name.toLowerCase())).size === keys.length, 'two API keys have the same name (names are compared lower-cased)'),
  /** Requests per key per window. */
  rateLimit: z.strictObject({ max: z.number().int().min(1).default(60), windowMs: z.number().int().min(100).default(60_000) }).prefault({}),
  /** Largest accepted request body. */
  bodyLimitBytes: z.number().int().min(1_024).max(10_000_000).default(65_536),
  /** How long `POST /v1/turns` waits for the reply before answering 202 with the packet id. */
  replyTimeoutMs: z.number().int().min(0).max(600_000).default(30_000),
  /** Slow clients are cut off: headers, the whole request, and an idle connection each get this long. */
  timeouts: z
    .strictObject({
      headersMs: z.number().int().min(100).max(300_000).default(10_000),
      requestMs: z.number().int().min(100).max(600_000).default(30_000),
      idleMs: z.number().int().min(100).max(3_600_000).default(60_000),
    })
    .prefault({})
    .refine((t) => t.headersMs <= t.requestMs, 'timeouts.headersMs must not exceed timeouts.requestMs'),
  /** Open event streams (`GET /v1/turns/:id/events`) per API key on one ingress. */
  maxStreamsPerKey: z.number().int().min(1).max(10_000).default(20),
  /** The queue dashboard (admins only) lets them retry, promote and clean jobs only when true. */
  dashboardWritable: z.boolean().default(false),
});
export type IngressConfig = z.infer<typeof IngressSchema>;
