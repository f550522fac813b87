import type { ToolDescriptor } from './tool-catalog.js';

type Hints = NonNullable<ToolDescriptor['annotations']>;

/**
 * The annotations Switchyard may act on: a trusted server's, else none. MCP
 * says hints from a server that is not trusted are untrusted, so a remote or
 * doubted server calling a delete "read-only" gains no skipped approval, no
 * retry and no cache by it. Descriptors without a `trusted` mark come from the
 * operator's own configuration (executors always set it).
 */
export function reliedHints(tool: Pick<ToolDescriptor, 'annotations' | 'trusted'> | undefined): Hints | undefined {
  if (!tool || tool.trusted === false) return undefined;
  return tool.annotations;
}
