import { describe, expect, it } from 'vitest';
import { luhnValid, redactText, redactValue } from './redact.js';

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
];

describe('redactText', () => {
  it.each(SECRETS)('removes a %s', (kind, text, secret) => {
    const out = redactText(text);
    expect(out).not.toContain(secret);
    expect(out).toContain(`[redacted:${kind}]`);
  });

  it('leaves ordinary text, and digit runs that fail the Luhn check, alone', () => {
    expect(redactText('read the file notes/todo.md and add 2 and 3')).toBe('read the file notes/todo.md and add 2 and 3');
    expect(redactText('order 4111 1111 1111 1112')).toContain('4111 1111 1111 1112');
    expect(luhnValid('4111111111111111')).toBe(true);
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
});
