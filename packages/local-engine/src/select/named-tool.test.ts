import { describe, expect, it } from 'vitest';
import { madeUpTool } from '../../test-support/made-up-tool.js';
import { selectCalls } from './select-calls.js';
import { toolNamedIn } from './named-tool.js';

const path = { path: { type: 'string', description: 'Path of the file' } };
// Made-up file tools: an old reader that says it is deprecated, and its replacement.
const oldReader = madeUpTool('docs.fetch_file', 'Read the whole file as text. DEPRECATED: use fetch_text instead.', path, ['path']);
const reader = madeUpTool('docs.fetch_text', 'Read the whole file as text.', path, ['path']);
const pinger = madeUpTool('util.ping-host', 'Check whether a host answers.', { host: { type: 'string' } }, ['host']);
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
});
