/**
 * One redactor for logs, the audit trail and anything sent to a model.
 * Patterns are compiled once; each match becomes `[redacted:<kind>]`.
 */

interface Rule {
  kind: string;
  pattern: RegExp;
  /** Extra check on the match (Luhn for card numbers). */
  accept?: (match: string) => boolean;
  /** Keep a prefix group (the `password=` part) and replace only the value. */
  keepPrefix?: boolean;
}

const SECRET_KEY = String.raw`(?:password|passwd|pwd|pass|secret|client[_-]?secret|token|access[_-]?token|refresh[_-]?token|api[_-]?key|apikey|access[_-]?key|secret[_-]?access[_-]?key|private[_-]?key|auth)`;

// Order matters: specific token shapes first, then key=value, then personal data.
const RULES: Rule[] = [
  { kind: 'anthropic-key', pattern: /\bsk-ant-[A-Za-z0-9_-]{16,}/g },
  { kind: 'openai-key', pattern: /\bsk-(?:proj-|svcacct-|admin-)?[A-Za-z0-9_-]{20,}/g },
  { kind: 'aws-key', pattern: /\b(?:AKIA|ASIA|AGPA|AIDA|AROA)[0-9A-Z]{16}\b/g },
  { kind: 'github-token', pattern: /\b(?:gh[pousr]_[A-Za-z0-9]{30,}|github_pat_[A-Za-z0-9_]{22,})\b/g },
  { kind: 'bearer-token', pattern: /\bBearer\s+[A-Za-z0-9._~+/=-]{8,}/gi },
  {
    kind: 'secret',
    pattern: new RegExp(String.raw`(["']?[\w.-]*${SECRET_KEY}[\w.-]*["']?\s*[:=]\s*)(?!\[redacted)("[^"]*"|'[^']*'|[^\s,;&}]+)`, 'gi'),
    keepPrefix: true,
  },
  { kind: 'email', pattern: /\b[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}\b/g },
  { kind: 'card', pattern: /\b\d(?:[ -]?\d){12,18}\b/g, accept: (m) => luhnValid(m.replace(/\D/g, '')) },
  { kind: 'ssn', pattern: /\b\d{3}-\d{2}-\d{4}\b/g },
  { kind: 'phone', pattern: /(?:\+\d{1,3}[ .-]?)?\(?\b\d{3}\)?[ .-]?\d{3}[ .-]?\d{4}\b/g },
];

/** Object keys whose whole value is a secret, whatever it looks like. */
const SECRET_FIELD = new RegExp(`^${SECRET_KEY}$|authorization|cookie|credential`, 'i');

export function luhnValid(digits: string): boolean {
  if (digits.length < 13 || digits.length > 19) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The text with every secret and personal datum replaced by `[redacted:<kind>]`. */
export function redactText(text: string): string {
  let out = text;
  for (const rule of RULES) {
    out = out.replace(rule.pattern, (match: string, prefix?: string) => {
      if (rule.accept && !rule.accept(match)) return match;
      if (rule.keepPrefix && typeof prefix === 'string') return `${prefix}[redacted:${rule.kind}]`;
      return `[redacted:${rule.kind}]`;
    });
  }
  return out;
}

/** A copy of any JSON-like value with secret fields blanked and every string redacted. */
export function redactValue<T>(value: T, depth = 0): T {
  if (typeof value === 'string') return redactText(value) as T;
  if (value === null || typeof value !== 'object' || depth > 12) return value;
  if (value instanceof Error) {
    return { name: value.name, message: redactText(value.message), stack: value.stack && redactText(value.stack) } as T;
  }
  if (Array.isArray(value)) return value.map((v) => redactValue(v, depth + 1)) as T;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    out[key] = SECRET_FIELD.test(key) && inner !== undefined && typeof inner !== 'object' ? '[redacted:secret]' : redactValue(inner, depth + 1);
  }
  return out as T;
}
