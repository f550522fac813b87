/**
 * "what can you do?": what the connected tools let the assistant do, read from what each tool does, grouped by the
 * server that offers it ("with filesystem: read, list, search and write files; with memory: remember and recall
 * what you tell me"). A person asking this wants to know what to ask, not how routing works.
 */
import { type Action, readToolAction } from '../intent/index.js';
import type { ToolSpec } from '../types.js';
import { perCatalog } from '../per-catalog.js';

/** What each action lets a person ask, in the order a person would list them. */
const DOES: ReadonlyArray<[Action, string]> = [
  ['read', 'read'],
  ['list', 'list'],
  ['search', 'search'],
  ['info', 'look up details of'],
  ['write', 'write'],
  ['edit', 'edit'],
  ['create', 'make'],
  ['move', 'move'],
  ['destroy', 'delete'],
  ['send', 'send'],
  ['compute', 'calculate'],
  ['convert', 'convert'],
  ['translate', 'translate'],
  ['summarize', 'summarise'],
  ['run', 'run'],
];
/** At most this many servers are named: a long catalog is summed up, not listed. */
const NAMED_SERVERS = 6;

/** The sentence that says what the catalog lets the assistant do, or undefined when it offers nothing readable. */
export const capabilities = perCatalog((tools: readonly ToolSpec[]): string | undefined => {
  const byServer = new Map<string, { actions: Set<Action>; memory: boolean; files: number; tools: number }>();
  for (const tool of tools) {
    const server = tool.name.includes('.') ? tool.name.slice(0, tool.name.indexOf('.')) : 'its tools';
    const action = readToolAction(tool);
    const seen = byServer.get(server) ?? { actions: new Set<Action>(), memory: false, files: 0, tools: 0 };
    if (action.action) seen.actions.add(action.action);
    seen.memory ||= action.objects.has('memory');
    seen.tools += 1;
    if (action.objects.has('file') || action.objects.has('directory')) seen.files += 1;
    byServer.set(server, seen);
  }
  const said = [...byServer]
    .filter(([, seen]) => seen.actions.size > 0)
    .slice(0, NAMED_SERVERS)
    .map(([server, seen]) => `with ${server}: ${whatItDoes(seen)}`);
  if (said.length === 0) return undefined;
  const more = byServer.size > NAMED_SERVERS ? `, and ${byServer.size - NAMED_SERVERS} more` : '';
  return `Here I can work ${said.join('; ')}${more}. Ask in your own words.`;
});

function whatItDoes(seen: { actions: ReadonlySet<Action>; memory: boolean; files: number; tools: number }): string {
  if (seen.memory) return 'remember what you tell me about people and things, and recall it';
  const verbs = DOES.filter(([action]) => seen.actions.has(action)).map(([, verb]) => verb);
  const listed = verbs.length > 1 ? `${verbs.slice(0, -1).join(', ')} and ${verbs.at(-1)}` : (verbs[0] ?? '');
  // A server most of whose tools work on files works on the person's files; another's verbs stand alone.
  return seen.files * 2 > seen.tools ? `${listed} your files and folders` : listed;
}
