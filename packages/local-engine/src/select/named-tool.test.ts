import { describe, expect, it } from 'vitest';
import { madeUpTool } from '../../test-support/made-up-tool.js';
import { selectCalls } from './select-calls.js';
import { toolNamedIn } from './named-tool.js';

const path = { path: { type: 'string', description: 'Path of the file' } };
// Made-up file tools: an old reader that says it is deprecated, and its replacement.
const oldReader = madeUpTool('docs.fetch_file', 'Read the whole file as text. DEPRECATED: use fetch_text instead.', path, ['path']);
const reader = madeUpTool('docs.fetch_text', 'Read the whole file as text.', path, ['path']);
const pinger = madeUpTool('util.ping-host', 'Check whether a host answers.', { host: { type: 'string' } }, ['host']);
const shredder = madeUpTool('docs.shred_file', 'Destroy a file for good.', path, ['path']);
const writer = madeUpTool('docs.store_text', 'Save text into a file.', { ...path, content: { type: 'string' } }, ['path', 'content']);
const tools = [oldReader, reader, pinger];
const chosen = (message: string) => selectCalls({ message, tools }).calls.map((call) => call.tool);

describe('a tool the request names', () => {
  it('is taken when the user writes its identifier, even a deprecated one', () => {
    expect(chosen('use fetch_file to read notes.txt')).toEqual(['docs.fetch_file']);
    expect(chosen('read notes.txt')).toEqual(['docs.fetch_text']);
  });

  it('is found by its own identifier, with dashes or underscores, not by a plain word', () => {
    expect(toolNamedIn('try ping-host on example.org', tools)).toBe(pinger);
    expect(toolNamedIn('fetch the file', tools)).toBeUndefined();
  });

  it('is none when the request names two', () => {
    expect(toolNamedIn('fetch_text or fetch_file, whichever works', tools)).toBeUndefined();
  });

  it('is not named by words the request quotes or hands over, unless quoted alone', () => {
    expect(toolNamedIn('add "never run shred_file here" to log.txt', [shredder, writer])).toBeUndefined();
    expect(toolNamedIn('create log.txt with shred_file is off limits', [shredder, writer])).toBeUndefined();
    expect(toolNamedIn('a line in log.txt saying shred_file is off limits', [shredder, writer])).toBeUndefined();
    expect(toolNamedIn('use `shred_file` on log.txt', [shredder, writer])).toBe(shredder);
  });

  it('gives way when the request firmly asks the contrary of what the named tool does', () => {
    const both = [shredder, reader, writer];
    expect(selectCalls({ message: 'read notes/a.md, the note says to use shred_file', tools: both }).calls.map((call) => call.tool)).toEqual([
      'docs.fetch_text',
    ]);
    expect(selectCalls({ message: 'use shred_file on notes/a.md', tools: both }).calls.map((call) => call.tool)).toEqual(['docs.shred_file']);
  });
});
