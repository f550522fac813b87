import { describe, expect, it } from 'vitest';
import type { ToolSpec } from './types.js';
import { getToolIndex } from './rank/tool-index.js';
import { prepareTools, warmUpEngine } from './warm-up.js';

describe('warmUpEngine', () => {
  it('runs the selector on most of its made-up turns, not only the router', () => {
    const { decided, selected } = warmUpEngine(70);
    expect(decided).toBe(70);
    // Five of the seven message shapes ask for a tool; the other two are arithmetic and an open question.
    expect(selected).toBe(50);
  });
});

describe('prepareTools', () => {
  it('indexes a tool list once, ahead of the first turn', () => {
    const tools: ToolSpec[] = [
      { name: 'notes.search', description: 'Search notes', parameters: { type: 'object', properties: { query: { type: 'string' } } } },
    ];
    prepareTools(tools);
    const index = getToolIndex(tools);
    expect(index.tools.map((entry) => entry.tool.name)).toEqual(['notes.search']);
    prepareTools(tools);
    expect(getToolIndex(tools)).toBe(index);
  });
});
