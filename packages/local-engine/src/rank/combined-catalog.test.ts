import { describe, expect, it } from 'vitest';
import type { ToolSpec } from '../types.js';
import { mcpTools } from '../../test-support/mcp-tools.js';
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

describe('combineWithCatalog with a tool the catalog already has', () => {
  const readFile = mcpTools.find((tool) => tool.name === 'read_text_file')!;
  const shared = [...catalog, readFile];
  const newer: ToolSpec = { ...readFile, description: 'Read a text file from disk (newer version of the server)' };

  it("keeps one tool of each name, the turn's own", () => {
    const combined = combineWithCatalog(shared, [newer]);
    expect(combined.filter((tool) => tool.name === 'read_text_file')).toEqual([newer]);
    const ranked = rankTools('read the text file notes/todo.md', combined, 3);
    expect(ranked.filter((entry) => entry.tool.name === 'read_text_file').map((entry) => entry.tool)).toEqual([newer]);
  });

  it('ranks like a freshly indexed list without the replaced tool', () => {
    const combined = combineWithCatalog(shared, [newer]);
    const fresh = [...catalog, newer];
    for (const query of ['read the text file notes/todo.md', 'weather photos']) {
      const a = rankTools(query, combined, 5).map((ranked) => [ranked.tool.name, ranked.score.toFixed(6)]);
      const b = rankTools(query, fresh, 5).map((ranked) => [ranked.tool.name, ranked.score.toFixed(6)]);
      expect(a).toEqual(b);
    }
  });
});
