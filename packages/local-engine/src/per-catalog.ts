/**
 * What a catalog offers, found once per catalog. The router and the selector are handed the same tools array turn
 * after turn (the catalog is read once per version), and looking through thousands of tools on every turn for the one
 * file reader or memory deleter cost more than all the rest of a decision.
 */
import type { ToolSpec } from './types.js';

/** `find` over a catalog, kept with the catalog's array: a new array (another catalog) is looked through again. */
export function perCatalog<T>(find: (tools: readonly ToolSpec[]) => T): (tools: readonly ToolSpec[]) => T {
  const found = new WeakMap<readonly ToolSpec[], { value: T }>();
  return (tools) => {
    let kept = found.get(tools);
    if (!kept) {
      kept = { value: find(tools) };
      found.set(tools, kept);
    }
    return kept.value;
  };
}

const namesOf = perCatalog((tools) => {
  const byName = new Map<string, ToolSpec>();
  for (const tool of tools) if (!byName.has(tool.name)) byName.set(tool.name, tool);
  return byName;
});

/** The catalog's (first) tool of that name. */
export function toolNamed(tools: readonly ToolSpec[], name: string): ToolSpec | undefined {
  return namesOf(tools).get(name);
}
