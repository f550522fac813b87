/**
 * A large fixed catalog plus a few per-turn tools (the eval's `extraTools`
 * distractors, or a server's tools next to a shared catalog) without indexing
 * the large part again: the combined list reuses the catalog's index and only
 * adds the few new tools. A tool name is an identity, so a per-turn tool
 * replaces the catalog's tool of the same name rather than competing with a
 * copy of itself.
 */
import type { ToolSpec } from '../types.js';
import { getToolIndex, indexTool, registerToolIndex, type ToolIndex } from './tool-index.js';
import { lengthNorms } from './bm25.js';

/** The catalog's tools (minus those the turn's tools replace) and the turn's tools, with its index built from the catalog's cached one. */
export function combineWithCatalog(catalog: readonly ToolSpec[], tools: readonly ToolSpec[]): ToolSpec[] {
  const replaced = new Set(tools.map((tool) => tool.name));
  const hidden = new Set<number>();
  catalog.forEach((tool, position) => {
    if (replaced.has(tool.name)) hidden.add(position);
  });
  const combined = [...(hidden.size > 0 ? catalog.filter((_, position) => !hidden.has(position)) : catalog), ...tools];
  registerToolIndex(combined, extendIndex(getToolIndex(catalog), tools, hidden));
  return combined;
}

function extendIndex(base: ToolIndex, tools: readonly ToolSpec[], hidden: ReadonlySet<number>): ToolIndex {
  const added = tools.map(indexTool);
  const documentFrequency = new Map(base.documentFrequency);
  const postings = new Map(base.postings);
  const frequencies = new Map(base.frequencies);
  const newTerms: string[] = [];
  let totalLength = base.averageLength * base.tools.length;
  for (const position of hidden) {
    const entry = base.tools[position];
    if (!entry) continue;
    totalLength -= entry.weightedLength;
    for (const term of entry.termFrequency.keys()) documentFrequency.set(term, (documentFrequency.get(term) ?? 1) - 1);
  }
  added.forEach((entry, offset) => {
    const position = base.tools.length + offset;
    totalLength += entry.weightedLength;
    for (const [term, frequency] of entry.termFrequency) {
      documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
      const list = postings.get(term);
      const listFrequencies = frequencies.get(term);
      if (!list) newTerms.push(term);
      // Copy on write: the catalog's own lists stay untouched for the next turn.
      postings.set(term, list ? [...list, position] : [position]);
      frequencies.set(term, listFrequencies ? [...listFrequencies, frequency] : [frequency]);
    }
  });
  const vocabulary = newTerms.length > 0 ? [...base.vocabulary, ...newTerms].sort() : base.vocabulary;
  const count = base.tools.length - hidden.size + added.length;
  const entries = [...base.tools, ...added];
  const averageLength = count > 0 ? totalLength / count : 1;
  return {
    tools: entries,
    documentFrequency,
    postings,
    frequencies,
    lengthNorms: lengthNorms(
      entries.map((entry) => entry.weightedLength),
      averageLength,
    ),
    vocabulary,
    averageLength,
    hidden: hidden.size > 0 ? hidden : undefined,
  };
}
