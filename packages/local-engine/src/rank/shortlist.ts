/** The tool names a model would be shown, best first, padded to `size` with unranked tools so the list is never short. */
import type { ToolSpec } from '../types.js';
import { rankTools } from './rank-tools.js';

export function shortlistNames(message: string, tools: readonly ToolSpec[], size: number): string[] {
  const ranked = rankTools(message, tools as ToolSpec[], size).map((r) => r.tool.name);
  if (ranked.length >= size) return ranked;
  const taken = new Set(ranked);
  for (const tool of tools) {
    if (ranked.length >= size) break;
    if (!taken.has(tool.name)) {
      taken.add(tool.name);
      ranked.push(tool.name);
    }
  }
  return ranked;
}
