import type { ToolSettings } from './tool-settings.js';
import { qualifiedToolName } from '@switchyard/packet-schema';
import type { ToolDescriptor } from './tool-catalog.js';
import { deriveCapabilities } from './tool-registry.js';
import type { ToolStat } from './tool-stats.js';

/** Calls a tool needs before its stats count against it. */
const MIN_CALLS = 3;
/** A tool failing at least this share of its calls is failing. */
const FAILING_RATE = 0.5;
/** A tool is slow next to an equivalent whose p95 is this many times smaller… */
const SLOW_FACTOR = 2;
/** …and at least this many ms smaller (a 4 ms tool is not "slow" beside a 1 ms one). */
const SLOW_MARGIN_MS = 200;

/** A tool the selector should pass over, the one it should prefer, and why. */
export interface Demotion {
  tool: string;
  preferred: string;
  reason: string;
}

function failing(stat: ToolStat | undefined): boolean {
  return stat !== undefined && stat.calls >= MIN_CALLS && stat.failures / stat.calls >= FAILING_RATE;
}

/** Same capability tags (at least one) and the same required parameters: one can stand in for the other. */
function signature(tool: ToolDescriptor, toolsConfig: ToolSettings): string | undefined {
  const tags = toolsConfig[qualifiedToolName(tool)]?.capabilities ?? deriveCapabilities(tool);
  if (tags.length === 0) return undefined;
  const required = Array.isArray(tool.inputSchema.required) ? (tool.inputSchema.required as string[]) : [];
  return `${[...tags].sort().join(',')}|${[...required].sort().join(',')}`;
}

/**
 * Tools that are failing or slow while an equivalent tool is doing better:
 * they lose rank (the selector leaves them out). A tool with no equivalent is
 * kept however it does: a slow answer beats none.
 */
export function demotedTools(tools: ToolDescriptor[], stats: Map<string, ToolStat>, toolsConfig: ToolSettings = {}): Demotion[] {
  const groups = new Map<string, string[]>();
  for (const tool of tools) {
    const key = signature(tool, toolsConfig);
    if (key) groups.set(key, [...(groups.get(key) ?? []), qualifiedToolName(tool)]);
  }
  const demotions: Demotion[] = [];
  for (const names of groups.values()) {
    if (names.length < 2) continue;
    for (const name of names) {
      const stat = stats.get(name);
      const others = names.filter((n) => n !== name);
      const healthy = others.filter((n) => !failing(stats.get(n)));
      if (failing(stat) && healthy[0]) {
        demotions.push({ tool: name, preferred: healthy[0], reason: `${stat!.failures} of ${stat!.calls} calls failed` });
        continue;
      }
      if (!stat || stat.calls < MIN_CALLS) continue;
      const faster = healthy.find((n) => {
        const other = stats.get(n);
        return other !== undefined && other.calls >= MIN_CALLS && stat.p95Ms > SLOW_FACTOR * other.p95Ms && stat.p95Ms - other.p95Ms >= SLOW_MARGIN_MS;
      });
      if (faster) demotions.push({ tool: name, preferred: faster, reason: `p95 ${stat.p95Ms} ms against ${stats.get(faster)!.p95Ms} ms` });
    }
  }
  return demotions;
}
