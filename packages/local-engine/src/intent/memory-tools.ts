/** Whether an offered tool looks a memory up (searches or reads what it keeps) or writes to it (creates or adds). */
import type { ToolSpec } from '../types.js';
import type { Action } from './action.js';
import { readToolAction } from './tool-action.js';

export type MemoryUse = 'lookup' | 'write';

const ACTIONS: Readonly<Record<MemoryUse, readonly Action[]>> = { lookup: ['search', 'read'], write: ['create', 'write'] };
const foundByInventory: Record<MemoryUse, WeakMap<readonly ToolSpec[], boolean>> = { lookup: new WeakMap(), write: new WeakMap() };

export function offersMemoryTool(tools: readonly ToolSpec[], use: MemoryUse): boolean {
  let found = foundByInventory[use].get(tools);
  if (found === undefined) {
    found = tools.some((tool) => {
      const action = readToolAction(tool);
      return action.objects.has('memory') && action.action !== undefined && ACTIONS[use].includes(action.action);
    });
    foundByInventory[use].set(tools, found);
  }
  return found;
}
