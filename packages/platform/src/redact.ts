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

/**
 * Exactly what `Date#toISOString` writes. Every audit entry carries one made that moment, which the
 * memo never knows, and scanning it (the phone-number reading most) cost more than the rest of the
 * entry. No rule can match in it: its longest digit run is eight, it has no letters but `T` and `Z`
 * and no `@`; a test holds the full scan to leaving such texts as they are.
 */
const ISO_INSTANT = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

/**
 * Exactly what `crypto.randomUUID` writes: the turn ids every log line carries, each new, so the memo
 * never knows them, and the full scan of one cost more than the rest of the line. No rule can match
 * in it: its only letters are a to f (every rule's keyword has another), it has no `+`, `@`, `.`, `:`
 * or space, its digit runs are cut by dashes into 8-4-4-4-12 (no card's unbroken 13 or grouped 4-4,
 * no SSN's 3-2-4, no US phone's 3-3-4 between word boundaries); a test holds the full scan to leaving
 * such texts as they are.
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The text with every secret and personal datum replaced by `[redacted:<kind>]`. */
export function redactText(text: string): string {
  if (text.length === 24 && ISO_INSTANT.test(text)) return text;
  if (text.length === 36 && UUID.test(text)) return text;
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

/**
 * Any JSON-like value with secret fields blanked and every string redacted. A plain object or array
 * in which nothing changes is handed back as it is (most records and log lines hold no secret: no
 * copy, no garbage); anything else is copied. Callers serialise the result; they never change it.
 */
export function redactValue<T>(value: T, depth = 0): T {
  if (typeof value === 'string') return redactText(value) as T;
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_REDACT_DEPTH) return TOO_DEEP_MARKER as T;
  if (value instanceof Error) {
    return { name: value.name, message: redactText(value.message), stack: value.stack && redactText(value.stack) } as T;
  }
  if (Array.isArray(value)) {
    if (Object.getPrototypeOf(value) !== Array.prototype) return value.map((v) => redactValue(v, depth + 1)) as T;
    let copy: unknown[] | undefined;
    for (let i = 0; i < value.length; i += 1) {
      const inner: unknown = value[i];
      const redacted = redactValue(inner, depth + 1);
      if (copy) copy[i] = redacted;
      else if (redacted !== inner) {
        copy = value.slice(0, i);
        copy[i] = redacted;
      }
    }
    return (copy ?? value) as T;
  }
  const proto: unknown = Object.getPrototypeOf(value);
  // Anything but a plain object (a Date, a class) is copied as its own enumerable fields, as always.
  let out: Record<string, unknown> | undefined = proto === Object.prototype || proto === null ? undefined : {};
  // `{ name: "password", value: "…" }` (environment lists, header arrays): the value is the named secret.
  const named = (value as Record<string, unknown>).name ?? (value as Record<string, unknown>).key;
  const valueIsSecret = typeof named === 'string' && SECRET_FIELD.test(named);
  const entries = Object.entries(value);
  for (let i = 0; i < entries.length; i += 1) {
    const [key, inner] = entries[i]!;
    // Keys are text too: a token or an email used as a key (`{ "ghp_…": … }`) is redacted like a value.
    const cleanKey = redactText(key);
    const secret = (cleanKey === key ? isSecretField(key) : SECRET_FIELD.test(key)) || (valueIsSecret && key === 'value');
    const redacted = secret && inner !== undefined ? blank(inner, depth + 1) : redactValue(inner, depth + 1);
    // A `__proto__` key is never kept as it came: assigned on a copy, it does what it always did here.
    if (!out && (redacted !== inner || cleanKey !== key || key === '__proto__')) {
      out = {};
      for (let j = 0; j < i; j += 1) out[entries[j]![0]] = entries[j]![1];
    }
    if (out) out[cleanKey] = redacted;
  }
  return (out ?? value) as T;
}

/** A secret field's value: every leaf blanked, arrays and objects included (`{ password: ["…"] }`). */
function blank(value: unknown, depth: number): unknown {
  if (value === null) return value;
  if (typeof value !== 'object') return '[redacted:secret]';
  if (depth >= MAX_REDACT_DEPTH) return TOO_DEEP_MARKER;
  if (Array.isArray(value)) return value.map((v) => blank(v, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [redactText(k), blank(v, depth + 1)]));
}
