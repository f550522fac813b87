import { DEFAULT_CONFIG_FILE, type SwitchyardConfig } from '@switchyard/platform';
import type { ToolDescriptor } from '@switchyard/tools';

/** Why a named call cannot be made at all, in words, and the exit code that goes with it. */
export interface CallTargetProblem {
  message: string;
  /** 1: the name is wrong (no such server or tool); 2: the server is configured but could not be reached (as `ask`). */
  code: 1 | 2;
}

const LISTED_TOOLS = 30;

/**
 * Checks `SERVER.TOOL` against the configuration and the tools the servers listed, before
 * anything is submitted: a server that is not configured, one that did not start, and a tool
 * its server does not have are each said plainly, with what there is instead.
 */
export function callTargetProblem(config: SwitchyardConfig, listed: ToolDescriptor[], server: string, tool: string): CallTargetProblem | undefined {
  const configured = Object.keys(config.mcpServers);
  if (!configured.includes(server)) {
    if (configured.length === 0) {
      const where = config.source
        ? `${config.source} has no "mcpServers"`
        : `no configuration file was found: no ${DEFAULT_CONFIG_FILE} in ${process.cwd()} and SWITCHYARD_CONFIG is not set; pass --config FILE`;
      return { code: 1, message: `no MCP server "${server}" is configured: there are no MCP servers (${where})` };
    }
    return { code: 1, message: `no MCP server "${server}" is configured; the configured servers are: ${configured.join(', ')}` };
  }
  const tools = listed.filter((t) => t.server === server).map((t) => t.name);
  if (tools.length === 0) {
    return { code: 2, message: `MCP server ${server} offers no tools (it could not be reached, or lists none), so ${server}.${tool} was not called` };
  }
  if (!tools.includes(tool)) {
    const shown = tools.slice(0, LISTED_TOOLS).join(', ') + (tools.length > LISTED_TOOLS ? `, and ${tools.length - LISTED_TOOLS} more` : '');
    return { code: 1, message: `MCP server ${server} has no tool "${tool}"; its tools are: ${shown}` };
  }
  return undefined;
}
