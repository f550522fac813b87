import type { Transport } from '@modelcontextprotocol/client';
import { toolRefusal } from './tool-name.js';

/**
 * Takes out of every `tools/list` answer, before the client parses it, the
 * tools kept out of the catalog anyway: the client's schemas recurse into a
 * definition, so one nested 10,000 deep would overflow the stack and lose the
 * server's whole list. Each one taken out is handed to `onRefused`.
 * Call after `connect`, which installs `onmessage`.
 */
export function refuseToolsOverLimits(transport: Transport, onRefused: (name: unknown, refusal: string) => void): void {
  const deliver = transport.onmessage;
  if (!deliver) return;
  transport.onmessage = (message, extra) => {
    const result = 'result' in message ? (message.result as { tools?: unknown }) : undefined;
    if (result && Array.isArray(result.tools)) {
      // Only the shape is judged here; a bad name is refused (and logged) with the rest of the listing.
      const kept = result.tools.filter((tool: { name?: unknown }) => {
        const shaped = toolRefusal({ name: tool?.name }) ? undefined : toolRefusal(tool as { name: unknown });
        if (shaped) onRefused(tool.name, shaped);
        return !shaped;
      });
      if (kept.length !== result.tools.length) result.tools = kept;
    }
    deliver(message, extra);
  };
}
