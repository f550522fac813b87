import { toolFingerprint, type ToolDescriptor } from '@switchyard/tools';
import type { McpConnection } from './mcp-connection.js';
import { StepRefusedError } from './step-refused-error.js';

/**
 * A tool list a server marked `cacheScope: "private"` (MCP 2026-07-28) holds only in the authorization
 * context it was listed in: the credentials of the executor that listed it. The shared catalog may hold
 * another executor's list of the server (one configured with other credentials), so before a call this
 * executor relies on the catalog's definition only as far as its own list of the server agrees: the same
 * tool, the same definition. Otherwise the step is refused, and nothing is sent.
 */
export async function confirmOwnListing(connection: McpConnection, tool: ToolDescriptor, signal?: AbortSignal): Promise<void> {
  if (!connection.connected) await connection.connect(signal);
  const own = connection.tools.find((listed) => listed.name === tool.name);
  if (own && toolFingerprint(own) === toolFingerprint(tool)) return;
  throw new StepRefusedError(
    'blocked',
    `not run: server ${connection.server} lists its tools per authorization context (cacheScope "private"), and its list for this executor's credentials ${own ? 'defines' : 'has no'} ${tool.name}${own ? ' differently' : ''}`,
  );
}
