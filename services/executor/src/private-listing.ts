import { toolFingerprint, type ToolDescriptor } from '@switchyard/tools';
import { StepRefusedError } from './step-refused-error.js';

/** The tool a call was planned with, and whether the catalog had it from a list marked `cacheScope: "private"`. */
export interface PlannedTool {
  tool: ToolDescriptor;
  listedPrivately: boolean;
}

/**
 * A tool list a server marked `cacheScope: "private"` (MCP 2026-07-28) holds only in the authorization
 * context it was listed in: the credentials of the executor that listed it. The shared catalog may hold
 * another executor's list of the server (one configured with other credentials), so before a call this
 * executor relies on the catalog's definition only as far as its own list of the server agrees: the same
 * tool, the same definition. Otherwise the step is refused, and nothing is sent.
 */
export function refuseUnlessOwnListing(server: string, ownTools: readonly ToolDescriptor[], planned: ToolDescriptor): void {
  const own = ownTools.find((listed) => listed.name === planned.name);
  if (own && toolFingerprint(own) === toolFingerprint(planned)) return;
  throw new StepRefusedError(
    'blocked',
    `not run: server ${server} lists its tools per authorization context (cacheScope "private"), and its list for this executor's credentials ${own ? 'defines' : 'has no'} ${planned.name}${own ? ' differently' : ''}`,
  );
}
