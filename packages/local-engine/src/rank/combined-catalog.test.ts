import { describe, expect, it } from 'vitest';
import type { ToolSpec } from '../types.js';
import { mcpTools } from '../test-support/mcp-tools.js';
import { combineWithCatalog } from './combined-catalog.js';
import { rankTools } from './rank-tools.js';
import { getToolIndex } from './tool-index.js';

const catalog: ToolSpec[] = Array.from({ length: 500 }, (_, i) => ({
  name: `catalog.tool_${i}`,
  description: `Handles ${['invoices', 'weather', 'calendars', 'photos', 'files'][i % 5]} number ${i}`,
}));

describe('combineWithCatalog', () => {
  it('ranks exactly like a freshly indexed list', () => {
    const combined = combineWithCatalog(catalog, mcpTools);
    const fresh = [...catalog, ...mcpTools];
    for (const query of ['read the file notes/todo.md', 'weather photos', 'search the knowledge graph']) {
      const a = rankTools(query, combined, 5).map((ranked) => [ranked.tool.name, ranked.score.toFixed(6)]);
      const b = rankTools(query, fresh, 5).map((ranked) => [ranked.tool.name, ranked.score.toFixed(6)]);
      expect(a).toEqual(b);
    }
  });

  it('leaves the catalog index untouched', () => {
    const before = getToolIndex(catalog).postings.get('file')?.length ?? 0;
    combineWithCatalog(catalog, mcpTools);
    expect(getToolIndex(catalog).postings.get('file')?.length ?? 0).toBe(before);
  });
});
