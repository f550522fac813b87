import { z } from 'zod';

/** Where a service serves `/metrics`, `/healthz` and `/readyz` (`SWITCHYARD_METRICS_PORT` wins; no port, no server). */
export const MetricsSchema = z.strictObject({
  port: z.number().int().min(0).max(65_535).optional(),
  host: z.string().default('0.0.0.0'),
});

const Sha256Hex = z.string().regex(/^[0-9a-f]{64}$/, 'a key hash is the lowercase hex SHA-256 of the key (64 characters)');

/** The HTTP ingress: who may call it and how much. */
export const IngressSchema = z.strictObject({
  port: z.number().int().min(0).max(65_535).default(8080),
  host: z.string().default('0.0.0.0'),
  /** API keys by name, stored only as SHA-256 hex: `printf %s "$KEY" | sha256sum`. */
  apiKeys: z
    .array(
      z.strictObject({
        name: z.string().min(1).max(64),
        sha256: Sha256Hex,
        /** This key's requests per window, instead of `rateLimit.max`. */
        rateLimit: z.number().int().min(1).optional(),
      }),
    )
    .default([]),
  /** Requests per key per window. */
  rateLimit: z.strictObject({ max: z.number().int().min(1).default(60), windowMs: z.number().int().min(100).default(60_000) }).prefault({}),
  /** Largest accepted request body. */
  bodyLimitBytes: z.number().int().min(1_024).max(10_000_000).default(65_536),
  /** How long `POST /v1/turns` waits for the reply before answering 202 with the packet id. */
  replyTimeoutMs: z.number().int().min(0).max(600_000).default(30_000),
});
export type IngressConfig = z.infer<typeof IngressSchema>;
