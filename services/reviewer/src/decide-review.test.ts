import { PacketSchema, TEXT_LIMITS } from '@switchyard/packet-schema';
import { PolicySchema, type ToolDescriptor, ToolPolicy } from '@switchyard/tools';
import { describe, expect, it } from 'vitest';
import { packetFor, plan, step } from '../../../test/support/packets.js';
import { ArgumentValidator } from './argument-validator.js';
import { decideReview } from './decide-review.js';

const writeFile: ToolDescriptor = {
  server: 'fs',
  name: 'write_file',
  description: 'Create a new file or completely overwrite an existing file with new content.',
  inputSchema: { type: 'object', properties: { path: { type: 'string' }, content: { type: 'string' } }, required: ['path', 'content'] },
};
const tools = new Map([['fs.write_file', writeFile]]);
const policy = new ToolPolicy(PolicySchema.parse({ tools: { 'fs.*': 'approve' } }));
/** Any character a terminal acts on or hides. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it finds
const RAW = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2066-\u2069\ufeff]/u;

const review = (content: string, offered: boolean) =>
  decideReview(
    packetFor('yes', { plan: { ...plan([step('s1', 'write_file', { path: 'notes/important.md', content })], 0.95), offered } }),
    tools,
    new ArgumentValidator(),
    policy,
    0.5,
  );

describe('the approval question shows what would run', () => {
  it('writes the escapes and invisible marks of a planned value as codes, says so, and keeps the planned value', () => {
    const content = 'pwned\u001b[2J\u001b[1;1HI can read notes/a.txt \u2026 ok\u001b[8m \u009b2J \u202eexe. a\u200bb';
    for (const offered of [true, false]) {
      const { packet, edge } = review(content, offered);
      expect(edge).toBe('parked');
      const question = packet.approval!.question;
      expect(question).not.toMatch(RAW);
      // The offer's words and the call's line both show the value, recognisably.
      const [why, ...calls] = question.split('\n');
      expect(why).toContain('pwned\\u001b[2J\\u001b[1;1HI can read');
      expect(why).toContain('Careful: a planned value holds characters a screen does not show');
      expect(calls.join('\n')).toContain('\\u009b2J \\u202eexe. a\\u200bb');
      // What runs is what was planned: only the question is written for a screen.
      expect(packet.plan!.steps[0]!.arguments.content).toBe(content);
      expect(packet.approval!.calls![0]!.arguments.content).toBe(content);
    }
  });

  it('names a Greek or Cyrillic letter in a word of Latin ones, and shows invisible letters and selectors as codes, with the Careful note', () => {
    const lookAlike = decideReview(
      packetFor('yes', { plan: { ...plan([step('s1', 'write_file', { path: 'notes/t\u03bfdo.txt', content: 'milk' })], 0.95), offered: true } }),
      tools,
      new ArgumentValidator(),
      policy,
      0.5,
    ).packet.approval!.question;
    expect(lookAlike).toContain('Careful: a planned value mixes Greek or Cyrillic letters into a word of Latin ones');
    expect(lookAlike).toContain('ο is Greek omicron U+03BF');
    for (const invisible of ['\ufe0f', '\u{e0100}', '\u3164', '\u115f', '\u2800', '\ue000', '\u{e0041}']) {
      const question = review(`milk${invisible}`, true).packet.approval!.question;
      expect(question).not.toContain(invisible);
      expect(question).toContain('Careful: a planned value holds characters a screen does not show');
    }
  });

  it('says nothing unusual of a plain value with line breaks', () => {
    const question = review('milk\neggs', true).packet.approval!.question;
    expect(question).not.toContain('Careful');
    expect(question.split('\n')).toHaveLength(2);
  });

  it('shows a long planned value as its opening and how much more it holds, within the bound, and keeps the value whole', () => {
    for (const content of ['x'.repeat(4_500), 'y'.repeat(12_000), '\u200b'.repeat(9_000), '😀'.repeat(5_000)]) {
      for (const offered of [true, false]) {
        const { packet, edge } = review(content, offered);
        expect(edge).toBe('parked');
        const question = packet.approval!.question;
        expect(question.length).toBeLessThanOrEqual(TEXT_LIMITS.question);
        expect(question).toMatch(/… \(\d{1,3}(,\d{3})* more characters\)/);
        expect(PacketSchema.safeParse(packet).success).toBe(true);
        expect(packet.plan!.steps[0]!.arguments.content).toBe(content);
        expect(packet.approval!.calls![0]!.arguments.content).toBe(content);
      }
    }
    const question = review('x'.repeat(4_500), true).packet.approval!.question;
    expect(question).toContain(`${'x'.repeat(400)}… (4,100 more characters)`);
  });

  it('cuts a question of more calls than fit, saying so, still within the bound', () => {
    const steps = Array.from({ length: 100 }, (_, i) =>
      step(`s${i}`, 'write_file', { path: `notes/${'\u200b'.repeat(40)}${i}.md`, content: '\u200b'.repeat(500) }),
    );
    const { packet } = decideReview(packetFor('yes', { plan: { ...plan(steps, 0.95), offered: true } }), tools, new ArgumentValidator(), policy, 0.5);
    expect(packet.approval!.question.length).toBeLessThanOrEqual(TEXT_LIMITS.question);
    expect(packet.approval!.question).toMatch(/more characters\)$/);
  });
});
