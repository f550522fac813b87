import { perCatalog } from '../per-catalog.js';
import type { ToolSpec } from '../types.js';

/** The server of a tool named `server.tool`; tools named without one share the empty name. */
export const serverOf = (name: string): string => (name.includes('.') ? (name.split('.')[0] ?? '') : '');

/** Each server's tools, found once per catalog: a plan's steps on one file stay on the server that holds it. */
export const toolsByServer = perCatalog((tools) => {
  const byServer = new Map<string, ToolSpec[]>();
  for (const tool of tools) {
    const own = byServer.get(serverOf(tool.name));
    if (own) own.push(tool);
    else byServer.set(serverOf(tool.name), [tool]);
  }
  return byServer;
});
