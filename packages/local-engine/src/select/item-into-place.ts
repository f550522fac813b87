/**
 * "add milk to notes/shopping", "add milk to /etc/passwd": an item added to a place is put in it. A place named
 * without a file extension reads as a folder, and a request to add reads near enough to one to create, so the folder
 * maker would make a folder at the very place the item goes. A folder is made there only when what is added is a
 * folder ("add a folder called 2025 to photos") or the request asks to make one; otherwise the call is a whole-file
 * write of that place, which the append plan turns into a read of it and a write with the item at its end (never
 * decided alone). Without a whole-file writer nothing is planned for it: no folder is made in its stead.
 */
import type { PlannedCall, ToolSpec } from '../types.js';
import { readRequestAction, readToolAction } from '../intent/index.js';
import { toolNamed } from '../per-catalog.js';
import { addedLine, addsTo, pathOf, wholeWriter } from './append-plan.js';

export function itemIntoPlace(message: string, calls: readonly PlannedCall[], tools: readonly ToolSpec[]): PlannedCall[] {
  if (readRequestAction(message).action === 'create') return [...calls];
  const writer = wholeWriter(tools);
  return calls.flatMap((call) => {
    const tool = toolNamed(tools, call.tool);
    const path = tool && makesFolder(tool) ? pathOf(call, tool) : undefined;
    if (!tool || path === undefined || !addsTo(message, path) || addsFolder(message, path)) return [call];
    if (!writer) return [];
    return [{ ...call, tool: writer.tool.name, arguments: { [writer.path]: path }, missing: [writer.text] }];
  });
}

function makesFolder(tool: ToolSpec): boolean {
  const action = readToolAction(tool);
  return action.action === 'create' && action.objects.has('directory');
}

/** What is added names a folder in any language the engine reads ("a folder called 2025", "una carpeta"). */
function addsFolder(message: string, path: string): boolean {
  const item = addedLine(message, path);
  return item !== undefined && readRequestAction(item).objects.has('directory');
}
