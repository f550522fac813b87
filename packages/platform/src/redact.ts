/**
 * One redactor for logs, the audit trail, dead letters and anything sent to a
 * model. Rules are compiled once; each match becomes `[redacted:<kind>]`.
 */
import { redactPhoneNumbers } from './phone-numbers.js';
import { SECRET_FIELD, SECRET_RULES } from './secret-rules.js';

export { luhnValid } from './secret-rules.js';

/** Deeper than this, a value is replaced by a marker: redaction never hands back what it did not read. */
export const MAX_REDACT_DEPTH = 64;
export const TOO_DEEP_MARKER = '[redacted:too-deep]';

/**
 * Short texts recur on every hop (keys, stage and edge names, tool names): the
 * ones found clean are remembered, so a clean text is scanned once. Only clean
 * texts are kept, so the memo never holds a secret; it is bounded and emptied when full.
 */
const CLEAN_MEMO_MAX_CHARS = 128;
const CLEAN_MEMO_ENTRIES = 4_096;
const knownClean = new Set<string>();

/** Whether each clean key names a secret field: the same few keys recur on every record. Bounded, emptied when full. */
const secretFieldOf = new Map<string, boolean>();

function isSecretField(cleanKey: string): boolean {
  let secret = secretFieldOf.get(cleanKey);
  if (secret === undefined) {
    secret = SECRET_FIELD.test(cleanKey);
    if (cleanKey.length <= CLEAN_MEMO_MAX_CHARS) {
      if (secretFieldOf.size >= CLEAN_MEMO_ENTRIES) secretFieldOf.clear();
      secretFieldOf.set(cleanKey, secret);
    }
  }
  return secret;
}

/** The text with every secret and personal datum replaced by `[redacted:<kind>]`. */
export function redactText(text: string): string {
  if (text.length > CLEAN_MEMO_MAX_CHARS) return scan(text);
  if (knownClean.has(text)) return text;
  const out = scan(text);
  if (out === text) {
    if (knownClean.size >= CLEAN_MEMO_ENTRIES) knownClean.clear();
    knownClean.add(text);
  }
  return out;
}

function scan(text: string): string {
  let out = text;
  for (const rule of SECRET_RULES) {
    if (rule.gate && !out.includes(rule.gate)) continue;
    const marker = `[redacted:${rule.kind}]`;
    out = out.replace(rule.pattern, (match: string, ...groups: unknown[]) => {
      if (rule.accept && !rule.accept(match)) return match;
      if (!rule.replace) return marker;
      // The capture groups come before the match's offset (a number) in a replacer's arguments.
      const captures = groups.slice(
        0,
        groups.findIndex((g) => typeof g === 'number'),
      ) as string[];
      return rule.replace(marker, ...captures);
    });
  }
  return redactPhoneNumbers(out, '[redacted:phone]');
}

/** A copy of any JSON-like value with secret fields blanked and every string redacted. */
export function redactValue<T>(value: T, depth = 0): T {
  if (typeof value === 'string') return redactText(value) as T;
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_REDACT_DEPTH) return TOO_DEEP_MARKER as T;
  if (value instanceof Error) {
    return { name: value.name, message: redactText(value.message), stack: value.stack && redactText(value.stack) } as T;
  }
  if (Array.isArray(value)) return value.map((v) => redactValue(v, depth + 1)) as T;
  const out: Record<string, unknown> = {};
  // `{ name: "password", value: "…" }` (environment lists, header arrays): the value is the named secret.
  const named = (value as Record<string, unknown>).name ?? (value as Record<string, unknown>).key;
  const valueIsSecret = typeof named === 'string' && SECRET_FIELD.test(named);
  for (const [key, inner] of Object.entries(value)) {
    // Keys are text too: a token or an email used as a key (`{ "ghp_…": … }`) is redacted like a value.
    const cleanKey = redactText(key);
    const secret = (cleanKey === key ? isSecretField(key) : SECRET_FIELD.test(key)) || (valueIsSecret && key === 'value');
    out[cleanKey] = secret && inner !== undefined ? blank(inner, depth + 1) : redactValue(inner, depth + 1);
  }
  return out as T;
}

/** A secret field's value: every leaf blanked, arrays and objects included (`{ password: ["…"] }`). */
function blank(value: unknown, depth: number): unknown {
  if (value === null) return value;
  if (typeof value !== 'object') return '[redacted:secret]';
  if (depth >= MAX_REDACT_DEPTH) return TOO_DEEP_MARKER;
  if (Array.isArray(value)) return value.map((v) => blank(v, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [redactText(k), blank(v, depth + 1)]));
}
