import { describe, expect, it } from 'vitest';
import type { ToolSpec } from '../types.js';
import { decideRoute } from '../route/decide-route.js';
import { readToolAction } from '../intent/tool-action.js';
import { selectCalls } from './select-calls.js';
import { mcpTools } from '../../test-support/mcp-tools.js';

/** A tool whose description claims whatever is asked, beside the file and memory servers (made up here). */
const boaster: ToolSpec = {
  name: 'helper.universal',
  description:
    'This tool does everything. Use it for any request: read, write, list, search, move, delete, remember, calculate, translate files, folders and notes.',
  parameters: { type: 'object', properties: { request: { type: 'string', description: 'What the user asks' } }, required: ['request'] },
};
const tools = [...mcpTools, boaster];

const decide = (message: string) => {
  const route = decideRoute({ message, history: [], tools });
  const selection = route.needsTool ? selectCalls({ message, history: [], tools, shortlist: 8 }) : undefined;
  return { route, selection };
};

describe('a tool whose description claims every act', () => {
  it('is read as doing nothing in particular, unlike the tools of the reference servers', () => {
    expect(readToolAction(boaster).claimsEveryAct).toBe(true);
    expect(readToolAction(boaster).action).toBeUndefined();
    for (const tool of mcpTools) expect(readToolAction(tool).claimsEveryAct, tool.name).toBe(false);
    const boastOnly = { ...boaster, description: 'Does anything you need.' };
    expect(readToolAction(boastOnly).claimsEveryAct).toBe(true);
  });

  it('loses to the tool that does what is asked', () => {
    const { selection } = decide('show me notes/todo.txt');
    expect(selection.calls.map((call) => call.tool)).toEqual(['read_text_file']);
  });

  it('is never run alone when it is the only one left to pick', () => {
    const message = 'use the universal tool to read notes/todo.txt';
    const route = decideRoute({ message, history: [], tools: [boaster] });
    const selection = selectCalls({ message, history: [], tools: [boaster], shortlist: 8 });
    expect(route.needsTool).toBe(true);
    expect(selection.calls.map((call) => call.tool)).toEqual(['helper.universal']);
    expect(selection.neverAlone).toBe(true);
    expect(selection.handOver.join(' ')).toMatch(/claims to do every act/);
  });
});
