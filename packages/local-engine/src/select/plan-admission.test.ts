import { describe, expect, it } from 'vitest';
import type { PlannedCall, ToolSpec } from '../types.js';
import { mcpTools } from '../../test-support/mcp-tools.js';
import { admitCalls, SET_ASIDE_REASON } from './plan-admission.js';
import { selectCalls } from './select-calls.js';

const longOperation: ToolSpec = {
  name: 'start-long-running-operation',
  description: 'Demonstrates a long running operation with progress updates.',
  parameters: { type: 'object', properties: { duration: { type: 'number', description: 'Duration in seconds' } } },
};
const tools = [...mcpTools, longOperation];
const call = (tool: string, args: Record<string, unknown>): PlannedCall => ({ tool, arguments: args, confidence: 0.9, why: '', missing: [] });

describe('admitCalls', () => {
  it('drops a second read of words when its sibling reads a written path', () => {
    const calls = [
      call('read_text_file', { path: 'party/invite.txt' }),
      call('read_text_file', { path: 'June 5' }),
      call('read_text_file', { path: 'June 12' }),
    ];
    expect(admitCalls('in party/invite.txt it says June 5, it should be June 12', calls, tools)).toEqual([calls[0]]);
  });

  it('keeps reads of two written paths', () => {
    const calls = [call('read_text_file', { path: 'notes/a.md' }), call('read_text_file', { path: 'todo.txt' })];
    expect(admitCalls('read notes/a.md, then read todo.txt', calls, tools)).toEqual(calls);
  });

  it('drops a search whose query is a path another call reads', () => {
    const calls = [call('search_nodes', { query: 'home/wifi.txt' }), call('read_text_file', { path: 'home/wifi.txt' })];
    expect(admitCalls("what's the wifi password? it's in home/wifi.txt", calls, tools)).toEqual([calls[1]]);
  });

  it('keeps a file tool whose place another call also names', () => {
    const move: ToolSpec = {
      name: 'move_file',
      description: 'Move or rename files and directories.',
      parameters: { type: 'object', properties: { source: { type: 'string' }, destination: { type: 'string' } }, required: ['source', 'destination'] },
    };
    const calls = [call('move_file', { source: 'report.txt', destination: 'old.txt' }), call('read_text_file', { path: 'report.txt' })];
    expect(admitCalls('rename report.txt to old.txt, then read report.txt', calls, [...tools, move])).toEqual(calls);
  });

  it('drops a call without arguments that one incidental word matched', () => {
    const calls = [call('read_text_file', { path: 'recipes/lasagna.txt' }), call('start-long-running-operation', {})];
    expect(admitCalls('open recipes/lasagna.txt and tell me how long it bakes', calls, tools)).toEqual([calls[0]]);
  });

  it('keeps a call without arguments that the request names', () => {
    const calls = [call('read_text_file', { path: 'recipes/lasagna.txt' }), call('start-long-running-operation', {})];
    expect(admitCalls('open recipes/lasagna.txt, then start a long running operation', calls, tools)).toEqual(calls);
  });

  it('keeps the doubt of a plan that read more calls than it kept', () => {
    const selection = selectCalls({ message: "what's the wifi password again? I saved it in home/wifi.txt", tools });
    expect(selection.calls).toEqual([expect.objectContaining({ tool: 'read_text_file', arguments: { path: 'home/wifi.txt' } })]);
    expect(selection.handOver).toContain(SET_ASIDE_REASON);
    expect(selectCalls({ message: 'read the file notes/todo.md', tools }).handOver).not.toContain(SET_ASIDE_REASON);
  });
});
