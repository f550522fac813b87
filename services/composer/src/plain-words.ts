import { isAnswerError, type ExecutionStep } from '@switchyard/packet-schema';

/** The past tense of a tool name's leading verb: `read_text_file` reads as "Read", `search_nodes` as "Searched". */
const PAST: Record<string, string> = {
  add: 'Added',
  append: 'Appended',
  call: 'Called',
  check: 'Checked',
  count: 'Counted',
  create: 'Created',
  delete: 'Deleted',
  download: 'Downloaded',
  echo: 'Echoed',
  edit: 'Edited',
  fetch: 'Fetched',
  find: 'Found',
  get: 'Got',
  list: 'Listed',
  load: 'Loaded',
  lookup: 'Looked up',
  move: 'Moved',
  open: 'Opened',
  query: 'Queried',
  read: 'Read',
  remove: 'Removed',
  rename: 'Renamed',
  run: 'Ran',
  save: 'Saved',
  search: 'Searched',
  send: 'Sent',
  set: 'Set',
  update: 'Updated',
  upload: 'Uploaded',
  write: 'Wrote',
};

/** The words of a tool name: `read_text_file`, `readTextFile` and `read-text-file` are "read text file". */
function wordsOf(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w.toLowerCase());
}

/** The paths a step works on, when its arguments name them. */
function pathsOf(step: ExecutionStep): string[] {
  const { path, paths, source, destination } = step.arguments as Record<string, unknown>;
  const named = [path, source, destination].filter((p): p is string => typeof p === 'string' && p.length > 0);
  if (Array.isArray(paths)) named.push(...paths.filter((p): p is string => typeof p === 'string'));
  return named.map((p) => (p.length > 120 ? `${p.slice(0, 120)}…` : p));
}

/** The steps in plain words: "Read notes/todo.md and notes/ideas.md", "Searched nodes in memory", else "Ran memory.odd_tool". */
function plainSteps(steps: ExecutionStep[]): string[] {
  // Steps of one verb on paths share a phrase: "Read a and b", not "Read a and Read b".
  const byVerb = new Map<string, string[]>();
  const phrases: string[] = [];
  for (const step of steps) {
    const [verb, ...rest] = wordsOf(step.tool);
    const past = verb ? PAST[verb] : undefined;
    const paths = pathsOf(step);
    if (past && paths.length > 0) {
      if (!byVerb.has(past)) phrases.push(past);
      byVerb.set(past, [...(byVerb.get(past) ?? []), ...paths]);
    } else if (past) phrases.push(`${past} ${rest.length > 0 ? `${rest.join(' ')} ` : ''}in ${step.server}`);
    else phrases.push(`Ran ${step.server}.${step.tool}`);
  }
  const spelled = phrases.map((phrase) => (byVerb.has(phrase) ? `${phrase} ${joinWords([...new Set(byVerb.get(phrase))])}` : phrase));
  return [...new Set(spelled)];
}

function joinWords(items: string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/**
 * What the turn did, as a person would say it: "Read notes/todo.md and
 * notes/ideas.md." Failed calls are counted after it; calls that answered "no"
 * (not found, access denied) have their own sentences in the reply.
 */
export function doneSentence(steps: ExecutionStep[]): string | undefined {
  const done = plainSteps(steps.filter((s) => s.ok && !s.dryRun));
  const dryRuns = steps.filter((s) => s.ok && s.dryRun).length;
  const failed = steps.filter((s) => !s.ok && !isAnswerError(s.error)).length;
  const parts: string[] = [];
  if (done.length > 0) parts.push(joinWords(done));
  if (dryRuns > 0) parts.push(`${dryRuns === 1 ? 'one call was a dry run' : `${dryRuns} calls were dry runs`}: nothing was called`);
  if (failed > 0) parts.push(`${failed} of ${steps.length} call${steps.length === 1 ? '' : 's'} failed`);
  if (parts.length === 0) return undefined;
  const sentence = parts.join('; ');
  return `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}.`;
}
