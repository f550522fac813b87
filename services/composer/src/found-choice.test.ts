import { describe, expect, it } from 'vitest';
import type { ExecutionStep } from '@switchyard/packet-schema';
import { packetFor, plan, step } from '../../../test/support/packets.js';
import { composeReply } from './compose-reply.js';

const base = { server: 'fs', elapsedMs: 1, attempts: 1 };
const search = (output: string): ExecutionStep => ({
  ...base,
  tool: 'search_files',
  stepId: 's1',
  arguments: { path: '.', pattern: '**/*pancake*' },
  ok: true,
  output,
});
const read: ExecutionStep = {
  ...base,
  tool: 'read_text_file',
  stepId: 's2',
  arguments: { path: { $ref: 's1.path' } },
  ok: false,
  error: { code: 'bad_reference', message: 'reference "s1.path": step s1 found 2 files, not one', retryable: false },
};
const replyTo = (steps: ExecutionStep[]) =>
  composeReply(
    packetFor('show me my pancake recipe', {
      route: { needsTool: true, rationale: '', goal: '', confidence: 0.9, decidedBy: 'local' },
      plan: plan([step('s1', 'search_files'), step('s2', 'read_text_file', { path: { $ref: 's1.path' } }, ['s1'])], 0.6),
      review: { approved: true, confidence: 0.6, reasons: [] },
      execution: { needsMoreTools: false, steps },
    }),
  );

describe('a document looked for, then read', () => {
  it('lists the files found and asks which one, instead of a failed read', () => {
    const reply = replyTo([search('recipes/pancakes.md\nrecipes/pancakes-old.md'), read]);
    expect(reply.text).toBe(
      'I found 2 files that could be it:\n- recipes/pancakes.md\n- recipes/pancakes-old.md\nWhich one should I open? Say, for example, "open recipes/pancakes.md".',
    );
    expect(reply.summary).toBe('found 2 files, asked which one to read');
  });

  it('says plainly when the search found nothing', () => {
    const reply = replyTo([search('No matches found'), { ...read, error: { code: 'bad_reference', message: 'found no file', retryable: false } }]);
    expect(reply.text).toMatch(/^I looked for it but found no file like that\./);
  });

  it('lists at most ten of many, and says how many more', () => {
    const many = Array.from({ length: 14 }, (_, i) => `notes/n${i}.md`).join('\n');
    const reply = replyTo([search(many), read]);
    expect(reply.text).toContain('- notes/n9.md\n… and 4 more');
    expect(reply.text).not.toContain('notes/n10.md');
  });

  it('leaves a read that failed for another reason to the usual reply', () => {
    const other = { ...read, arguments: { path: 'recipes/pancakes.md' }, error: { code: 'tool_error', message: 'EIO', retryable: false } };
    expect(replyTo([search('recipes/pancakes.md'), other]).text).toContain('failed: EIO');
  });

  it('says a folder was found when the server refused to read it as a file, and asks which file in it', () => {
    const refused: ExecutionStep = {
      ...read,
      arguments: { path: 'garden' },
      error: { code: 'invalid_arguments', message: 'EISDIR: illegal operation on a directory, read', retryable: false },
    };
    const reply = replyTo([search('garden'), refused]);
    expect(reply.text).toBe(
      'I found the folder garden, not a file, so I did not read it. Which file in it should I open? Say, for example, "open garden/<file name>", or "list the folder garden" to see what it holds.',
    );
    expect(reply.summary).toBe('found a folder, asked which file to read');
    expect(reply.text).not.toMatch(/not valid|answered no/);
  });

  it('names what the search listed inside a folder it found alone', () => {
    const folder = {
      ...read,
      error: { code: 'bad_reference', message: 'reference "s1.path": step s1 found the folder /h/garden, not a file', retryable: false },
    };
    expect(replyTo([search('[DIR] garden\n[DIR] garden/old'), folder]).text).toMatch(/^I found the folder garden, not a file/);
    expect(replyTo([search('[DIR] garden\n[FILE] garden/diary.md\n[FILE] garden/seeds.md'), folder]).text).toContain(
      'In it I found garden/diary.md, garden/seeds.md.',
    );
    const refused = { ...read, arguments: { path: 'garden' }, error: { code: 'invalid_arguments', message: 'EISDIR', retryable: false } };
    expect(replyTo([search('garden\ngarden/diary.md'), refused]).text).toContain('In it I found garden/diary.md.');
  });

  it('leaves a refusal of a file that is no folder to the usual reply', () => {
    const refused = { ...read, arguments: { path: 'recipes/pancakes.md' }, error: { code: 'invalid_arguments', message: 'too large', retryable: false } };
    const reply = replyTo([search('recipes/pancakes.md'), refused]);
    expect(reply.text).toContain('are not valid: too large');
    expect(reply.summary).toBe('ran 2 tool call(s): 1 ok, 1 refused by the tool');
  });
});
