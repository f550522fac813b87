/**
 * Token shapes the redactor removes. Each shape is taken from a maintained
 * secret-detection rule set — secretlint's recommended preset (Slack, private
 * keys, URL credentials, GitHub, GitLab, npm, SendGrid, Shopify) and gitleaks
 * (JWT, Google API key, Stripe) — because secretlint's engine is asynchronous
 * and file-oriented, while a log line must be redacted synchronously.
 */
export interface SecretRule {
  kind: string;
  pattern: RegExp;
  /** Extra check on the match (Luhn for card numbers). */
  accept?: (match: string) => boolean;
  /** A substring every match contains: text without it skips the rule's scan. */
  gate?: string;
  /** What the match becomes; default `[redacted:<kind>]`. Gets the capture groups. */
  replace?: (marker: string, ...groups: string[]) => string;
}

const SECRET_KEY = String.raw`(?:password|passwd|pwd|pass|secret|client[_-]?secret|token|access[_-]?token|refresh[_-]?token|api[_-]?key|apikey|access[_-]?key|secret[_-]?access[_-]?key|private[_-]?key|auth)`;

const SECRET_FIELD_PATTERN =
  /(?:^|[_.-])(?:password|passwd|passphrase|pwd|pass|secret|client[_-]?secret|token|access[_-]?token|refresh[_-]?token|api[_-]?key|apikey|access[_-]?key|secret[_-]?key|private[_-]?key|auth)$|authorization|cookie|credential/i;

/**
 * Object keys whose whole value is a secret, whatever it looks like: a secret
 * word on its own or as the last word of the key (`OPENAI_API_KEY`,
 * `sessionToken`, `db.password`), so `max_tokens` or `author` are not.
 */
export const SECRET_FIELD = {
  test(key: string): boolean {
    // camelCase reads as snake_case: `secretKey` is `secret_Key`.
    return SECRET_FIELD_PATTERN.test(key.replace(/([a-z0-9])([A-Z])/g, '$1_$2'));
  },
};

const PEM_LABEL = String.raw`-----BEGIN[ A-Z0-9]*PRIVATE KEY(?: BLOCK)?-----`;

// Order matters: whole blocks and specific token shapes first, then key=value, then personal data.
export const SECRET_RULES: readonly SecretRule[] = [
  // A cut-off block (no END line) still loses everything base64 after its header.
  {
    kind: 'private-key',
    gate: 'PRIVATE KEY',
    pattern: new RegExp(String.raw`${PEM_LABEL}(?:[\s\S]*?-----END[ A-Z0-9]*PRIVATE KEY(?: BLOCK)?-----|[A-Za-z0-9+/=\s\\]*)`, 'g'),
  },
  { kind: 'anthropic-key', pattern: /\bsk-ant-[A-Za-z0-9_-]{16,}/g },
  { kind: 'openai-key', pattern: /\bsk-(?:proj-|svcacct-|admin-)?[A-Za-z0-9_-]{20,}/g },
  { kind: 'stripe-key', pattern: /\b(?:sk|rk|pk)_(?:test|live|prod)_[A-Za-z0-9]{10,99}\b/g },
  { kind: 'aws-key', pattern: /\b(?:A3T[A-Z0-9]|AKIA|ASIA|AGPA|AIDA|AROA|AIPA|ANPA|ANVA)[0-9A-Z]{16}\b/g },
  { kind: 'google-api-key', pattern: /\bAIza[\w-]{35}(?![\w-])/g },
  { kind: 'github-token', pattern: /\b(?:gh[pousr]_[A-Za-z0-9]{30,}|github_pat_[A-Za-z0-9_]{22,})\b/g },
  { kind: 'gitlab-token', pattern: /\bglpat-[A-Za-z0-9_-]{20,128}(?![A-Za-z0-9_-])/g },
  { kind: 'npm-token', pattern: /\bnpm_[A-Za-z0-9_]{36}(?![A-Za-z0-9_])/g },
  { kind: 'slack-token', pattern: /\b(?:xoxb|xoxp|xapp|xoxa|xoxo|xoxr|xoxe)-(?:\d-)?(?:[A-Za-z0-9]{1,40}-)+[A-Za-z0-9]{1,40}\b/g },
  { kind: 'slack-webhook', pattern: /https:\/\/hooks\.slack\.com\/services\/T[A-Za-z0-9]{1,40}\/B[A-Za-z0-9]{1,40}\/[A-Za-z0-9]{1,40}/gi },
  { kind: 'sendgrid-key', gate: 'SG.', pattern: /\bSG\.[\w-]{16,128}\.[\w-]{16,128}\b/g },
  { kind: 'shopify-token', pattern: /\b(?:shppa|shpca|shpat|shpss)_[A-Za-z0-9]{32,64}\b/g },
  { kind: 'bearer-token', pattern: /\bBearer\s+[A-Za-z0-9._~+/=-]{8,}/gi },
  // A header line's whole value, whatever its scheme (`Basic <base64>`, `Token …`, `Digest a="…", b="…"`): the credential follows the scheme.
  {
    kind: 'secret',
    pattern: /\b((?:proxy-)?authorization["']?\s*[:=]\s*["']?)(?![\s"']|\[redacted)(?:[^\r\n"']|(?<==)"[^"\r\n]*")+/gi,
    replace: (marker, prefix) => `${prefix}${marker}`,
  },
  { kind: 'secret', pattern: /\b((?:set-)?cookie["']?\s*:\s*["']?)(?![\s"']|\[redacted)[^\r\n"']+/gi, replace: (marker, prefix) => `${prefix}${marker}` },
  // `Basic <base64 of user:password>` anywhere; only when it decodes to something with a colon, so `Basic understanding` stays.
  {
    kind: 'basic-auth',
    pattern: /\bBasic\s+[A-Za-z0-9+/]{6,}={0,2}/g,
    accept: (m) =>
      Buffer.from(m.replace(/^Basic\s+/, ''), 'base64')
        .toString('utf8')
        .includes(':'),
  },
  { kind: 'jwt', gate: '.ey', pattern: /\bey[A-Za-z0-9_-]{10,}\.ey[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]*(?:={0,2})/g },
  // scheme://user:password@host — the user and host stay readable, the password goes.
  {
    kind: 'url-password',
    gate: '://',
    pattern: /\b([a-z][a-z0-9+.-]{1,20}:\/\/[^\s:/@]{1,256}:)([^\s@/]{1,256})(@)/gi,
    replace: (marker, scheme, _password, at) => `${scheme}${marker}${at}`,
  },
  {
    kind: 'secret',
    pattern: new RegExp(String.raw`((?<![\w.-])["']?[\w.-]*${SECRET_KEY}[\w.-]*["']?\s*[:=]\s*)(?!\[redacted)("[^"]*"|'[^']*'|[^\s,;&}]+)`, 'gi'),
    replace: (marker, prefix) => `${prefix}${marker}`,
  },
  { kind: 'email', gate: '@', pattern: /\b[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}\b/g },
  // Card numbers as people write them: unbroken, in groups of four (one separator throughout), or 4-6-5 / 4-6-4
  // (American Express, Diners). A digit run inside a longer token of words or dashes (a UUID's 8-4-4-4-12) is none.
  {
    kind: 'card',
    pattern: /(?<![\w-])(?:\d{13,19}|\d{4}([ -])\d{4}\1\d{4}\1\d{4}(?:\1\d{1,3})?|\d{4}([ -])\d{6}\2\d{4,5})(?![\w-])/g,
    accept: (m) => luhnValid(m.replace(/\D/g, '')),
  },
  { kind: 'ssn', gate: '-', pattern: /\b\d{3}-\d{2}-\d{4}\b/g },
];

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
