import { checkShape, describeShapeViolation, PACKET_SHAPE } from '@switchyard/packet-schema';
import { redactText, redactValue } from './redact.js';

/** How much of hostile job data a dead letter keeps: enough to see what it was. */
const PREVIEW_DEPTH = 6;
const PREVIEW_ITEMS = 20;
const PREVIEW_CHARS = 8_192;
const REASON_CHARS = 4_000;

/** What a dead letter stores of job data that is too deep or too big to keep whole. */
export interface RawPreview {
  preview: string;
  cut: string;
}

/**
 * The job data as a dead letter stores it: redacted, and within the packet
 * shape limits. Data over them becomes a bounded preview, so storing the
 * letter can never throw on it (JSON.stringify overflows on deep data).
 */
export function storableRaw(raw: unknown): unknown {
  const violation = checkShape(raw, PACKET_SHAPE);
  if (!violation) return redactValue(raw);
  const text = JSON.stringify(redactValue(prune(raw, 0)));
  return {
    preview: text.length > PREVIEW_CHARS ? `${text.slice(0, PREVIEW_CHARS)}…` : text,
    cut: `${describeShapeViolation('the job data', violation)}; only this redacted preview was kept`,
  } satisfies RawPreview;
}

export function storableReason(reason: string): string {
  const redacted = redactText(reason);
  return redacted.length > REASON_CHARS ? `${redacted.slice(0, REASON_CHARS)}…` : redacted;
}

/** The top levels of a value, a few items each; recursion is bounded by PREVIEW_DEPTH. */
function prune(value: unknown, depth: number): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (depth >= PREVIEW_DEPTH) return '[cut: too deep]';
  if (Array.isArray(value)) return value.slice(0, PREVIEW_ITEMS).map((v) => prune(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value).slice(0, PREVIEW_ITEMS)) out[key] = prune((value as Record<string, unknown>)[key], depth + 1);
  return out;
}
