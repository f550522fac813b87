/**
 * Tools that take a free-form query ("search the web for q", "ask the answer
 * engine i", "run this SQL"). Such a tool can serve a request it shares no
 * word with, so "no tool is about this request" is never sure beside one.
 */
import type { ToolSpec } from '../types.js';

/** Parameter names that carry a whole request rather than one value of it. */
const FREE_FORM = /^(?:q|i|query|question|prompt|input|command|cmd|sql|expression|search|search_query|keywords?|request)$/i;

const byInventory = new WeakMap<readonly ToolSpec[], boolean>();

export function hasOpenEndedTool(tools: readonly ToolSpec[]): boolean {
  let found = byInventory.get(tools);
  if (found === undefined) {
    found = tools.some(isOpenEnded);
    byInventory.set(tools, found);
  }
  return found;
}

function isOpenEnded(tool: ToolSpec): boolean {
  return Object.entries(tool.parameters?.properties ?? {}).some(([name, property]) => FREE_FORM.test(name) && (property.type ?? 'string') === 'string');
}
