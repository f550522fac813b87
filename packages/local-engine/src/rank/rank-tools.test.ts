import { describe, expect, it } from 'vitest';
import type { ToolSpec } from '../types.js';
import { mcpTools } from '../../test-support/mcp-tools.js';
import { rankTools } from './rank-tools.js';
import { getToolIndex } from './tool-index.js';

describe('rankTools', () => {
  it('ranks by name, description and parameter docs', () => {
    expect(rankTools('list the directory reports/2024', mcpTools, 3)[0]?.tool.name).toBe('list_directory');
    expect(rankTools('search the knowledge graph nodes for Ada', mcpTools, 3)[0]?.tool.name).toBe('search_nodes');
  });

  it('returns at most k tools, best first, and none that share no word', () => {
    const ranked = rankTools('read a file', mcpTools, 2);
    expect(ranked).toHaveLength(2);
    expect(ranked[0]!.score).toBeGreaterThanOrEqual(ranked[1]!.score);
    expect(rankTools('zebra quantum', mcpTools, 5)).toEqual([]);
  });

  it('builds the index once per tool array', () => {
    const tools = [...mcpTools];
    expect(getToolIndex(tools)).toBe(getToolIndex(tools));
    expect(getToolIndex([...tools])).not.toBe(getToolIndex(tools));
  });

  it('handles ten thousand tools', () => {
    const tools: ToolSpec[] = Array.from({ length: 10_000 }, (_, i) => ({
      name: `service${i % 97}.action_${i}`,
      description: `Performs operation number ${i} on widget${i % 13} records`,
    }));
    tools.push({ name: 'weather.get_forecast', description: 'Get the weather forecast for a city' });
    const ranked = rankTools('what is the weather forecast in Paris', tools, 5);
    expect(ranked[0]?.tool.name).toBe('weather.get_forecast');
    expect(rankTools('weather forecast for Oslo', tools, 5)[0]?.tool.name).toBe('weather.get_forecast');
  });
});
