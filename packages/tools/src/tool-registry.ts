import type { ToolSettings } from './tool-settings.js';
import { qualifiedToolName } from '@switchyard/packet-schema';
import type { ToolDescriptor } from './tool-catalog.js';
import type { ToolStat } from './tool-stats.js';

/** A tool as the registry shows it: the MCP descriptor with capability tags, examples and live stats. */
export interface RegisteredTool {
  name: string;
  tool: ToolDescriptor;
  capabilities: string[];
  /** Whether the tags came from config or were derived from the name and description. */
  capabilitiesFrom: 'config' | 'description';
  examples: string[];
  stats?: ToolStat;
}

/** Capability tags a tool gets when config names none: a tag applies when one of its words does. */
const CAPABILITY_WORDS: Record<string, string[]> = {
  read: ['read', 'get', 'fetch', 'show', 'view', 'open', 'load', 'returns', 'echo', 'echoes'],
  write: ['write', 'create', 'save', 'append', 'insert', 'update', 'edit', 'set', 'store', 'move', 'rename'],
  list: ['list', 'lists', 'directory', 'tree', 'enumerate'],
  search: ['search', 'find', 'query', 'lookup', 'grep', 'match'],
  delete: ['delete', 'remove', 'erase', 'drop'],
  file: ['file', 'files', 'directory', 'path', 'folder'],
  math: ['sum', 'add', 'math', 'calculate', 'number', 'numbers', 'arithmetic', 'multiply', 'divide', 'subtract'],
  memory: ['memory', 'knowledge', 'graph', 'entity', 'entities', 'observation', 'observations'],
  time: ['time', 'date', 'clock', 'timezone'],
  network: ['url', 'http', 'web', 'download'],
  'long-running': ['long', 'running', 'progress', 'sleep', 'slow'],
};

/**
 * Words that mean a tag only in some tools: "add" is arithmetic in `add(a, b)` and a
 * write in `add_observations`; "number" is arithmetic in "the sum of two numbers" and
 * not in "the number of lines". Such a word counts for its tag only beside another
 * word of that tag ("add" and "numbers"), never alone.
 */
const WEAK_WORDS: Record<string, ReadonlySet<string>> = {
  math: new Set(['add', 'number', 'numbers']),
};

/** Words of a tool's name and description: `read_text_file`, `getSum` and prose alike. */
function words(tool: ToolDescriptor): Set<string> {
  const text = `${tool.name} ${tool.description ?? ''}`.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return new Set(text.split(/[^a-z0-9]+/).filter(Boolean));
}

/** Tags from the tool's own words (see CAPABILITY_WORDS), sorted. */
export function deriveCapabilities(tool: ToolDescriptor): string[] {
  const found = words(tool);
  return Object.entries(CAPABILITY_WORDS)
    .filter(([tag, vocabulary]) => {
      const present = vocabulary.filter((word) => found.has(word));
      const weak = WEAK_WORDS[tag];
      return present.length > 1 || (present.length === 1 && !weak?.has(present[0]!));
    })
    .map(([tag]) => tag)
    .sort();
}

/** Every tool with its tags (config first), examples and stats, sorted by name. */
export function registerTools(tools: ToolDescriptor[], toolsConfig: ToolSettings, stats: Map<string, ToolStat> = new Map()): RegisteredTool[] {
  return tools
    .map((tool) => {
      const name = qualifiedToolName(tool);
      const configured = toolsConfig[name];
      const stat = stats.get(name);
      return {
        name,
        tool,
        capabilities: configured?.capabilities ?? deriveCapabilities(tool),
        capabilitiesFrom: configured?.capabilities ? ('config' as const) : ('description' as const),
        examples: configured?.examples ?? [],
        ...(stat ? { stats: stat } : {}),
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** The tools that have a capability tag (case-insensitive). */
export function toolsWithCapability(registry: RegisteredTool[], tag: string): RegisteredTool[] {
  const wanted = tag.toLowerCase();
  return registry.filter((entry) => entry.capabilities.some((c) => c.toLowerCase() === wanted));
}
