import { describe, expect, it } from 'vitest';
import type { ToolSpec } from '../types.js';
import { estimateToolTokens, modelView, searchInventory } from './model-view.js';

const tool = (name: string, description: string): ToolSpec => ({ name, description, parameters: { type: 'object', properties: {} } });
const inventory = [
  tool('weather_now', 'Current weather for a city'),
  ...Array.from({ length: 10 }, (_, i) => tool(`news_${i}`, `Headlines of section ${i}`)),
  tool('list_allowed_directories', 'Returns the directories this server may access'),
];

describe('modelView', () => {
  it('shows every tool, best first, while the inventory fits the budget', () => {
    const view = modelView('weather in Oslo', inventory, { maxTools: 40, maxTokens: 16_000, shortlist: 2 });
    expect(view.whole).toBe(true);
    expect(view.tools).toHaveLength(inventory.length);
    expect(view.tools[0]?.name).toBe('weather_now');
  });

  it('past the budget in tools or in tokens, shows the best-ranked that fit it, never fewer than the shortlist', () => {
    const byCount = modelView('the headlines of each section', inventory, { maxTools: 4, maxTokens: 16_000, shortlist: 2 });
    expect(byCount.whole).toBe(false);
    expect(byCount.tools).toHaveLength(4);
    expect(byCount.tools.every((t) => t.name.startsWith('news_'))).toBe(true);
    const byTokens = modelView('weather in Oslo', inventory, { maxTools: 40, maxTokens: estimateToolTokens(inventory[0]!), shortlist: 2 });
    expect(byTokens.whole).toBe(false);
    expect(byTokens.tools).toHaveLength(2);
  });

  it('is never empty while tools exist, even when no tool shares a word with the message', () => {
    const view = modelView('どこを見てもいいですか', inventory, { maxTools: 4, maxTokens: 16_000, shortlist: 3 });
    expect(view.tools).toHaveLength(3);
    expect(modelView('anything', [], { maxTools: 4, maxTokens: 16_000, shortlist: 3 }).tools).toEqual([]);
  });

  it('searches the whole inventory for what the view left out', () => {
    const shown = modelView('weather in Oslo', inventory, { maxTools: 2, maxTokens: 16_000, shortlist: 2 }).tools;
    const found = searchInventory('allowed directories', inventory, shown, 2);
    expect(found.map((t) => t.name)).toContain('list_allowed_directories');
    expect(shown.map((t) => t.name)).not.toContain('list_allowed_directories');
    expect(found.some((t) => shown.includes(t))).toBe(false);
  });
});
