import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { luhnValid, MAX_REDACT_DEPTH, redactText, redactValue, TOO_DEEP_MARKER } from './redact.js';

// Every value here is a made-up secret of a real shape.
const SECRETS: Array<[kind: string, text: string, secret: string]> = [
  ['anthropic-key', 'key sk-ant-api03-Zx9fQ2LmN4pR7tVw1yB3dF5hJ8kP0sU', 'sk-ant-api03-Zx9fQ2LmN4pR7tVw1yB3dF5hJ8kP0sU'],
  ['openai-key', 'use sk-proj-4fT9LmQ2xZ8nR1vB7cW3yH6kJ0pD5sA please', 'sk-proj-4fT9LmQ2xZ8nR1vB7cW3yH6kJ0pD5sA'],
  ['aws-key', 'AWS id AKIAIOSFODNN7EXAMPLE in env', 'AKIAIOSFODNN7EXAMPLE'],
  ['secret', 'aws_secret_access_key=wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY', 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY'],
  ['github-token', 'token ghp_16C7e42F292c6912E7710c838347Ae178B4a here', 'ghp_16C7e42F292c6912E7710c838347Ae178B4a'],
  ['github-token', 'github_pat_11ABCDEFG0123456789_abcdefghijklmnopqrstuvwxyz', 'github_pat_11ABCDEFG0123456789_abcdefghijklmnopqrstuvwxyz'],
  ['bearer-token', 'Authorization: Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.abc123', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.abc123'],
  ['secret', 'login with password=hunter2-Correct!', 'hunter2-Correct!'],
  ['secret', '{"password": "s3cr3t-value", "user": "ada"}', 's3cr3t-value'],
  ['secret', "client_secret: 'abc-DEF-123456'", 'abc-DEF-123456'],
  ['email', 'mail ada.lovelace@example.org today', 'ada.lovelace@example.org'],
  ['card', 'card 4111 1111 1111 1111 exp 12/29', '4111 1111 1111 1111'],
  ['card', 'card 5500-0000-0000-0004', '5500-0000-0000-0004'],
  ['ssn', 'ssn 123-45-6789', '123-45-6789'],
  ['phone', 'call (415) 555-2671 or +1 415 555 2671', '555-2671'],
  ['phone', 'UK office +44 20 7946 0958, ask for Ada', '7946 0958'],
  ['phone', 'Berlin: +49 30 901820 (Mo-Fr)', '901820'],
  ['phone', 'Paris +33 1 42 68 53 00', '42 68 53 00'],
  [
    'jwt',
    'cookie was eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U ok',
    'dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U',
  ],
  ['url-password', 'connect to redis://admin:pw-Sup3r@cache.internal:6379/0', 'pw-Sup3r'],
  ['url-password', 'git clone https://deploy:gh-Secret123@git.example.com/repo.git', 'gh-Secret123'],
  [
    'private-key',
    'key:\n-----BEGIN RSA PRIVATE KEY-----\nMIIEowIBAAKCAQEAu1SU1LfVLPHCozMxH2Mo4lgOEePzNm0tRgeLezV6ffAt0gun\n-----END RSA PRIVATE KEY-----\n',
    'MIIEowIBAAKCAQEAu1SU1LfVLPHCozMxH2Mo4lgOEePzNm0tRgeLezV6ffAt0gun',
  ],
  ['private-key', '-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQ (cut off)', 'b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQ'],
  ['slack-token', 'bot xoxb-2634526374-1234567890123-AbCdEfGhIjKlMnOpQrStUvWx posted', 'xoxb-2634526374-1234567890123-AbCdEfGhIjKlMnOpQrStUvWx'],
  ['google-api-key', 'maps key AIzaSyD-9tSrke72PouQMnMX-a7eZSW0jkFMBWY here', 'AIzaSyD-9tSrke72PouQMnMX-a7eZSW0jkFMBWY'],
  ['stripe-key', 'charge with sk_live_4eC39HqLyjWDarjtT1zdp7dc', 'sk_live_4eC39HqLyjWDarjtT1zdp7dc'],
  ['gitlab-token', 'glpat-xYz12345678901234567 is the token', 'glpat-xYz12345678901234567'],
  ['npm-token', 'npm_abcdefghijklmnopqrstuvwxyz0123456789 in .npmrc', 'npm_abcdefghijklmnopqrstuvwxyz0123456789'],
];

/** Text that looks busy but holds no secret: it must come back exactly as it went in. */
const ORDINARY = [
  'read the file notes/todo.md and add 2 and 3',
  'packet 2f1b6c8e-4a7d-4d4e-9a51-0c7f6b3e9d21 moved on',
  'created 2024-01-15T10:20:30.123Z, updated 2026-11-23',
  'open /var/log/2024/01/15/app.log and ~/projects/switchyard/README.md',
  'version 1.2.3 on port 6379, pi is 3.14159265, order 12345678',
  'https://example.com/docs?page=2#section-3',
  'the tokens were counted: 1500 in, 320 out',
  'C:\\Users\\ada\\Documents\\report-2024.pdf',
];

describe('redactText', () => {
  it.each(SECRETS)('removes a %s', (kind, text, secret) => {
    const out = redactText(text);
    expect(out).not.toContain(secret);
    expect(out).toContain(`[redacted:${kind}]`);
  });

  it.each(ORDINARY)('leaves ordinary text as it is: %s', (text) => {
    expect(redactText(text)).toBe(text);
  });

  it('leaves ordinary text, and digit runs that fail the Luhn check, alone', () => {
    expect(redactText('read the file notes/todo.md and add 2 and 3')).toBe('read the file notes/todo.md and add 2 and 3');
    expect(redactText('order 4111 1111 1111 1112')).toContain('4111 1111 1111 1112');
    expect(luhnValid('4111111111111111')).toBe(true);
  });

  it('finds nothing in a Date#toISOString instant by its full scan, which the instant alone skips', () => {
    // Inside a longer text each instant goes through every rule; alone it is returned unscanned.
    for (let i = 0; i < 20_000; i += 1) {
      const instant = new Date((i * 205_111_111_117) % 4_102_444_800_000).toISOString();
      expect(redactText(`at ${instant} then`)).toBe(`at ${instant} then`);
      expect(redactText(instant)).toBe(instant);
    }
    expect(redactText('2026-11-29T07:16:52.348Z pwd=hunter22')).toBe('2026-11-29T07:16:52.348Z pwd=[redacted:secret]');
    // 24 characters of another shape are scanned as ever.
    expect(redactText('card 4111-1111-1111-1111')).toBe('card [redacted:card]');
  });

  it('finds nothing in a randomUUID id by its full scan, which the id alone skips', () => {
    // Digit-heavy ids too (each hex letter made a digit): the runs rules look for are cut by the dashes.
    const digitsOnly = (id: string) => id.replace(/[a-f]/g, (letter) => String('abcdef'.indexOf(letter) + 4));
    const ids = ['41111111-1111-4111-8111-111111111111', '20261129-0716-4523-8348-212555012345', '12345678-1234-4234-8234-123456789012'];
    for (let i = 0; i < 5_000; i += 1) ids.push(randomUUID(), digitsOnly(randomUUID()));
    for (const id of ids) {
      expect(redactText(`turn ${id} done`)).toBe(`turn ${id} done`);
      expect(redactText(id)).toBe(id);
    }
    // 36 characters of another shape are scanned as ever.
    expect(redactText('card 4111-1111-1111-1111 pwd=hunter2')).toBe('card [redacted:card] pwd=[redacted:secret]');
  });

  it('redacts a short secret every time it is seen, however often clean texts around it repeat', () => {
    for (let i = 0; i < 3; i += 1) {
      expect(redactText('needsTool')).toBe('needsTool');
      expect(redactText('pwd=hunter22')).toBe('pwd=[redacted:secret]');
    }
  });
});

describe('redactValue', () => {
  it('blanks secret fields and redacts strings deep inside', () => {
    const out = redactValue({ apiKey: 'abc', headers: { authorization: 'Basic xyz' }, args: ['mail bob@example.com'], n: 3 });
    expect(out).toEqual({
      apiKey: '[redacted:secret]',
      headers: { authorization: '[redacted:secret]' },
      args: ['mail [redacted:email]'],
      n: 3,
    });
  });

  it('redacts at any depth: past the depth cap the rest becomes a marker, never the raw value', () => {
    let deep: unknown = { password: 'hunter2', note: 'sk_live_4eC39HqLyjWDarjtT1zdp7dc' };
    for (let i = 0; i < 10_000; i++) deep = { a: deep };
    const out = JSON.stringify(redactValue(deep));
    expect(out).not.toContain('sk_live_');
    expect(out).not.toContain('hunter2');
    expect(out).toContain(TOO_DEEP_MARKER);
  });

  it('hands back a plain object or array with nothing to redact as it is, and copies one with something, leaving the input as it was', () => {
    const clean = { stage: 'router', data: { steps: [{ id: 's1', arguments: { key: 'rec-1' } }], n: 2, ok: true, none: null } };
    expect(redactValue(clean)).toBe(clean);
    const dirty = { stage: 'router', data: { steps: [{ id: 's1', arguments: { text: 'mail bob@example.com' } }, { id: 's2' }], n: 2 } };
    const before = JSON.stringify(dirty);
    const out = redactValue(dirty);
    expect(out).not.toBe(dirty);
    expect(out.data.steps[1]).toBe(dirty.data.steps[1]);
    expect(JSON.stringify(out)).toBe(before.replace('bob@example.com', '[redacted:email]'));
    expect(JSON.stringify(dirty)).toBe(before);
  });

  it('serialises as the full copy always did: secret keys and fields, a __proto__ key, dates, a null prototype', () => {
    const cases: Array<[unknown, string]> = [
      [{ a: 1, ghp_16C7e42F292c6912E7710c838347Ae178B4a: 'token as key' }, '{"a":1,"[redacted:github-token]":"token as key"}'],
      [{ a: 'x', password: 'hunter2', c: ['z', 'bob@example.com'] }, '{"a":"x","password":"[redacted:secret]","c":["z","[redacted:email]"]}'],
      [
        [
          { name: 'API_TOKEN', value: 'abc' },
          { name: 'path', value: '/tmp' },
        ],
        '[{"name":"API_TOKEN","value":"[redacted:secret]"},{"name":"path","value":"/tmp"}]',
      ],
      // JSON.parse makes `__proto__` an own key; assigned on the copy it sets the prototype, so it is not written.
      [JSON.parse('{"ok": 1, "__proto__": {"polluted": "yes"}}'), '{"ok":1}'],
      [{ when: new Date(0), tags: ['a', 'b'] }, '{"when":{},"tags":["a","b"]}'],
      [Object.assign(Object.create(null), { plain: 'yes', secret: 's' }), '{"plain":"yes","secret":"[redacted:secret]"}'],
    ];
    for (const [value, expected] of cases) expect(JSON.stringify(redactValue(value))).toBe(expected);
  });

  it('redacts a secret nested just under the cap', () => {
    let value: unknown = 'mail bob@example.com';
    for (let i = 0; i < MAX_REDACT_DEPTH - 1; i++) value = [value];
    expect(JSON.stringify(redactValue(value))).toContain('[redacted:email]');
  });
});

describe('card numbers and UUIDs', () => {
  /** A small seeded generator (mulberry32), so the same UUIDs are tried on every run. */
  function seeded(seed: number): () => number {
    let state = seed >>> 0;
    return () => {
      state = (state + 0x6d2b79f5) >>> 0;
      let t = state;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
  }
  function uuid(next: () => number): string {
    const hex = Array.from({ length: 32 }, () => Math.floor(next() * 16).toString(16)).join('');
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  }

  it('leaves UUIDs whole, even where their digits pass the Luhn check', () => {
    const next = seeded(20261129);
    const changed: string[] = [];
    for (let i = 0; i < 60_000; i += 1) {
      const id = uuid(next);
      if (redactText(`turn ${id} parked`) !== `turn ${id} parked`) changed.push(id);
    }
    // One whose leading digits, dashes and all, pass the Luhn check (the shape once redacted as a card).
    for (const id of ['35154693-8906-4626-9066-5b1e0c2d3f4a', '12345678-1234-4123-8123-123456789012']) {
      if (redactText(id) !== id) changed.push(id);
    }
    expect(changed).toEqual([]);
  });

  it.each([
    ['unbroken', '4111111111111111'],
    ['groups of four, spaced', '4111 1111 1111 1111'],
    ['groups of four, dashed', '5500-0000-0000-0004'],
    ['American Express 4-6-5', '3782 822463 10005'],
    ['American Express unbroken', '378282246310005'],
    ['Diners 4-6-4', '3056-930902-5904'],
  ])('still redacts a card written %s', (_form, card) => {
    expect(redactText(`paid with ${card}, thanks`)).toBe('paid with [redacted:card], thanks');
  });
});
