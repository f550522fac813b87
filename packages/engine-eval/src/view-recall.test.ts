import { describe, expect, it } from 'vitest';
import type { ToolSpec } from '@switchyard/local-engine';
import { inModelView, modelViewRecall } from './view-recall.js';

const tools: ToolSpec[] = [
  { name: 'list_allowed_directories', description: 'Returns the directories this server may access' },
  ...Array.from({ length: 20 }, (_, i) => ({ name: `get_file_info_${i}`, description: `Metadata of a file, variant ${i}` })),
];

describe('view recall', () => {
  it('counts a tool that shares no word with the request when the whole inventory is in view, not past the budget', () => {
    const message = 'Which places can you get into?';
    expect(inModelView(message, tools, ['list_allowed_directories'], { maxTools: 40, maxTokens: 16_000, shortlist: 2 })).toBe(true);
    expect(inModelView(message, tools, ['list_allowed_directories'], { maxTools: 3, maxTokens: 16_000, shortlist: 2 })).toBe(false);
    expect(inModelView(message, tools, [], { maxTools: 3, maxTokens: 16_000, shortlist: 2 })).toBeUndefined();
  });

  it('is the share of measured cases with every expected tool in view', () => {
    expect(modelViewRecall([{ inView: true }, { inView: false }, {}, { inView: true }])).toBe(0.6667);
    expect(modelViewRecall([{}])).toBeNull();
  });
});
