/**
 * A tool call in plain words, for offers ("list the folder recipes") and for
 * what a turn did ("Listed the folder recipes"). Built from the tool's own name
 * and description and the call's arguments with general English only (verb
 * forms, a few everyday words for file-system nouns), never from a list of
 * tools: any server's tool reads the same way.
 */
import { foundPathStepId, namesAStep, referencedStepId, stepInputOf } from '@switchyard/packet-schema';
import { factsNamed, keptFactWords } from './kept-fact-words.js';

/** What a phrase needs of a tool: its name and, when known, its description. */
export interface PhrasedTool {
  name: string;
  description?: string;
}

export interface PhrasedCall {
  server: string;
  tool: string;
  arguments: Record<string, unknown>;
}

/** A call as a verb (base form) and what it acts on: `{ verb: 'list', rest: 'the folder recipes' }`. */
export interface CallPhrase {
  verb: string;
  rest: string;
}

const VALUE_CHARS = 120;
/** The path "." as a person says it ("Got the folder tree of ." read as a typo). */
const TOP_FOLDER = 'your top folder';
const REST_CHARS = 240;

/**
 * Verbs that open tool names ("list_directory", "getSum"). General English
 * verbs of software and everyday requests, so a name that opens with a noun
 * ("directory_tree") is read from its description's verb instead.
 */
const NAME_VERBS = new Set(
  (
    'add append apply archive book browse build calculate call cancel check clear close compare compress compute convert copy count create ' +
    'decode decrypt delete describe disable download echo edit enable encode encrypt execute export extract fetch filter find format generate ' +
    'get grep gzip import insert install invite launch list load locate lock log lookup make merge move notify open order parse patch pause ' +
    'play post print publish pull push put query read record refresh register reload remove rename render replace reply request reset resize ' +
    'restart restore resume retrieve return run save scan schedule search select send set share show simulate sort split start stop store ' +
    'submit subscribe summarize summarise sync tag toggle track transfer translate trigger undo unlock unzip update upload validate verify view ' +
    'watch write zip'
  ).split(' '),
);

/** Past tenses English does not form with -ed. */
const IRREGULAR_PAST: Record<string, string> = {
  begin: 'began',
  build: 'built',
  buy: 'bought',
  do: 'did',
  find: 'found',
  get: 'got',
  give: 'gave',
  make: 'made',
  put: 'put',
  read: 'read',
  run: 'ran',
  send: 'sent',
  set: 'set',
  show: 'showed',
  split: 'split',
  take: 'took',
  write: 'wrote',
};

/** Short forms and technical nouns in names, said as a person would. */
const EVERYDAY: Record<string, string> = {
  dir: 'folder',
  dirs: 'folders',
  directory: 'folder',
  directories: 'folders',
  env: 'environment',
  info: 'information',
  config: 'configuration',
  repo: 'repository',
  repos: 'repositories',
  msg: 'message',
  img: 'image',
  doc: 'document',
  docs: 'documents',
};

/** Words a description may open with before its verb ("This tool returns …", "Used to list …"). */
const LEAD_IN =
  /^(?:this (?:tool|function|endpoint|operation) (?:will |can |lets you |allows you to )?|tool (?:to|that|for) |(?:a )?(?:tool|function) (?:to|that) |use(?:d)? (?:this )?to |allows? (?:you |the user )?to |lets? (?:you |the user )?|can be used to |helps? (?:you )?(?:to )?)/i;
/** Words that open a description that names a thing instead of an action ("The weather for a city"). */
const NOT_A_VERB = new Set(
  'a an the this that these those it its our your my all any each every some one two for with in on of from to by as at if when is are was were'.split(' '),
);
/** Argument names that hold a file-system path. */
const PATH_ARGUMENT = /^(?:path|paths|file|files|file_?name|file_?path|dir|directory|folder|source|destination|target)$/i;
/** Nouns for what a path names. */
const PATH_NOUNS = new Set(['file', 'files', 'folder', 'folders', 'path', 'paths', 'document', 'documents']);
const PREPOSITIONS = new Set(['with', 'in', 'into', 'from', 'to', 'for', 'as', 'by', 'on', 'at', 'of']);

/** "read_text_file", "readTextFile", "read-text-file" and "Read Text File" are "read text file". */
export function wordsOf(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word.toLowerCase());
}

/** The base form of a verb as descriptions open with it: "Returns" → "return", "Echoes" → "echo", "Applies" → "apply". */
export function baseForm(word: string): string {
  const lower = word.toLowerCase();
  if (lower.length <= 3 || !lower.endsWith('s') || lower.endsWith('ss') || lower.endsWith('us') || lower.endsWith('is')) return lower;
  if (lower.endsWith('ies')) return `${lower.slice(0, -3)}y`;
  if (/(?:ss|sh|ch|x|z|o)es$/.test(lower)) return lower.slice(0, -2);
  return lower.slice(0, -1);
}

/** The past tense of a verb's base form: "list" → "listed", "read" → "read", "gzip" → "gzipped", "toggle" → "toggled". */
export function pastTense(verb: string): string {
  const irregular = IRREGULAR_PAST[verb];
  if (irregular) return irregular;
  if (verb.endsWith('e')) return `${verb}d`;
  if (/[^aeiou]y$/.test(verb)) return `${verb.slice(0, -1)}ied`;
  // One syllable ending consonant-vowel-consonant doubles its last letter: "zip" → "zipped", "stop" → "stopped".
  if (/^[^aeiou]*[aeiou][^aeiouwxy]$/.test(verb)) return `${verb}${verb.at(-1)}ed`;
  return `${verb}ed`;
}

const PARTICLES = new Set(['up', 'down', 'out', 'back', 'over']);

/** The verb a description opens with, in its base form with its particle ("Looks up …" → "look up"), when it opens with one. */
function descriptionVerb(description: string | undefined): string | undefined {
  const first = (description ?? '').trim().split(/(?<=[.!?])\s|\n/)[0] ?? '';
  const [word, next] = first.replace(LEAD_IN, '').match(/[A-Za-z]+/g) ?? [];
  if (!word || NOT_A_VERB.has(word.toLowerCase())) return undefined;
  return next && PARTICLES.has(next.toLowerCase()) ? `${baseForm(word)} ${next.toLowerCase()}` : baseForm(word);
}

function clip(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

/** A value as it reads in a sentence: text quoted, numbers and booleans as they are, lists joined, a record by its first text and the rest in brackets. */
function spoken(value: unknown): string {
  const fact = factsNamed(value, 0)[0];
  if (fact) return keptFactWords(fact);
  const step = referencedStep(value);
  // "read the text file found by s1": a path taken from a search is the file found, not a result to quote.
  if (step && foundByStep(value)) return `found by ${step}`;
  if (step) return `the result of ${step}${changedWith(value)}`;
  if (typeof value === 'string') return `"${clip(value, VALUE_CHARS)}"`;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return joinWords(value.map(spoken).filter(Boolean));
  if (value && typeof value === 'object') {
    const texts = Object.values(value).flatMap((v) =>
      typeof v === 'string' ? [v] : Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [],
    );
    if (texts.length === 0) return clip(JSON.stringify(value), VALUE_CHARS);
    const more = texts.slice(1).join('; ');
    return `"${clip(texts[0]!, VALUE_CHARS)}"${more ? ` (${clip(more, VALUE_CHARS)})` : ''}`;
  }
  return '';
}

/** An earlier step's result that a value stands for (`{"$ref": "s1.output"}` → "s1"), as the executor reads it. */
function referencedStep(value: unknown): string | undefined {
  const input = stepInputOf(value);
  return namesAStep(input) ? referencedStepId(input.ref) || undefined : undefined;
}

/** Whether a value is the one path an earlier step lists (`{"$ref": "s1.path"}`). */
function foundByStep(value: unknown): boolean {
  return foundPathStepId(value) !== undefined;
}

/** The line a value adds at the end of an earlier step's text (`{"$append": {"to": "s1.output", "line": "milk"}}` → "milk"). */
export function appendedLine(value: unknown): string | undefined {
  const input = stepInputOf(value);
  return input?.kind === 'append' ? input.line : undefined;
}

/** `"milk" added at the end`: what an append adds, quoted as any value is. */
export function addedAtEnd(line: string): string {
  return `"${clip(line, VALUE_CHARS)}" added at the end`;
}

/** The texts a value changes in every place of an earlier step's text (`{"$replace": {"in": …, "old": "a", "new": "b"}}`). */
export function replacedText(value: unknown): { old: string; new: string } | undefined {
  const input = stepInputOf(value);
  return input?.kind === 'replace' ? { old: input.old, new: input.new } : undefined;
}

/** `every "Hive B" becomes "Hive E"`, or `every " (draft)" is taken out` when nothing takes its place: what a replace does. */
export function everyPlaceBecomes(old: string, replacement: string): string {
  return replacement === ''
    ? `every "${clip(old, VALUE_CHARS)}" is taken out`
    : `every "${clip(old, VALUE_CHARS)}" becomes "${clip(replacement, VALUE_CHARS)}"`;
}

/** What a value that takes an earlier step's text does to it, after "with": an added line, or every place of a text changed. */
function changedWith(value: unknown): string {
  const line = appendedLine(value);
  if (line !== undefined) return ` with ${addedAtEnd(line)}`;
  const replaced = replacedText(value);
  if (replaced === undefined) return '';
  const old = `"${clip(replaced.old, VALUE_CHARS)}"`;
  return replaced.new === '' ? ` with every ${old} taken out` : ` with every ${old} changed to "${clip(replaced.new, VALUE_CHARS)}"`;
}

/** A value named in a list of several: records are counted, not quoted ("1 edit"); an earlier step's result by that step ("content from s1"). */
function named(name: string, value: unknown): string {
  const words = wordsOf(name).join(' ');
  const step = referencedStep(value);
  if (step) return `${words} from ${step}${changedWith(value)}`;
  if (Array.isArray(value) && value.some((v) => v && typeof v === 'object')) {
    return `${value.length} ${value.length === 1 ? words.replace(/s$/, '') : words}`;
  }
  return `${words} ${spoken(value)}`;
}

export function joinWords(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

function pathsOf(args: Record<string, unknown>): { names: string[]; paths: string[] } {
  const names: string[] = [];
  const paths: string[] = [];
  for (const [name, value] of Object.entries(args)) {
    if (!PATH_ARGUMENT.test(name)) continue;
    const values = Array.isArray(value) ? value : [value];
    const texts = values.filter((v): v is string => typeof v === 'string' && v.length > 0);
    if (texts.length === 0) continue;
    names.push(name);
    paths.push(...texts.map((p) => (p === '.' || p === './' ? TOP_FOLDER : clip(p, VALUE_CHARS))));
  }
  return { names, paths };
}

/**
 * What the tool does to the paths: the words of its name after the verb, with
 * the paths where a person would say them: "read notes/todo.md", "list the
 * folder recipes with sizes", "get the file information of notes/todo.md",
 * "search files in recipes", "move a.md to b.md".
 */
function withPaths(object: string[], args: Record<string, unknown>, names: string[], paths: string[]): string {
  const { source, destination } = args as { source?: unknown; destination?: unknown };
  const spokenPaths =
    typeof source === 'string' && typeof destination === 'string' ? `${clip(source, VALUE_CHARS)} to ${clip(destination, VALUE_CHARS)}` : joinWords(paths);
  const nounAt = object.findLastIndex((word) => PATH_NOUNS.has(word));
  const after = object.slice(nounAt + 1);
  if (nounAt >= 0 && (after.length === 0 || PREPOSITIONS.has(after[0]!))) {
    const noun = object[nounAt]!;
    const plural = noun.endsWith('s');
    const tail = after.length > 0 ? ` ${after.join(' ')}` : '';
    // A list of paths is the files themselves; one path given to a tool of many files is where they are.
    if (plural && !names.some((n) => n.endsWith('s'))) return `${object.slice(0, nounAt + 1).join(' ')} in ${spokenPaths}${tail}`;
    // A file is plain from its path; a folder is worth saying (unless it says itself: "list your top folder").
    if (noun.startsWith('file') || noun.startsWith('path') || spokenPaths === TOP_FOLDER) return `${spokenPaths}${tail}`;
    return `the ${object.slice(0, nounAt + 1).join(' ')} ${spokenPaths}${tail}`;
  }
  return object.length > 0 ? `the ${object.join(' ')} of ${spokenPaths}` : spokenPaths;
}

/**
 * The other arguments: one value alone ("search nodes for "Priya"", "echo "hi""),
 * else by name ("get the sum with a 2 and b 3", "write notes/a.md with content "milk"").
 */
function withValues(object: string[], args: Record<string, unknown>, skip: readonly string[]): string {
  const entries = Object.entries(args).filter(([name, value]) => !skip.includes(name) && value !== undefined && value !== null && value !== '');
  if (entries.length === 0) return '';
  if (entries.length === 1 && skip.length === 0) {
    const value = spoken(entries[0]![1]);
    // A plain text after a noun is what the tool looks for ("search nodes for …"); after a verb alone, what it acts on.
    return object.length > 0 && typeof entries[0]![1] === 'string' ? `for ${value}` : value;
  }
  return `with ${joinWords(entries.map(([name, value]) => named(name, value)))}`;
}

/**
 * The call as a verb and what it acts on. The verb is the first word of the
 * tool's name when that is a verb, else the verb its description opens with
 * (then the whole name is what it acts on: "get the directory tree of …");
 * a tool with neither is "use"d.
 */
export function callPhrase(call: PhrasedCall, tool?: PhrasedTool): CallPhrase {
  const label = wordsOf(call.tool).filter((word) => word !== 'tool' && word !== 'deprecated');
  const fromDescription = descriptionVerb(tool?.description);
  const [first, ...others] = label;
  let verb: string;
  let object: string[];
  if (first && (NAME_VERBS.has(first) || first === fromDescription)) {
    verb = first;
    object = others;
  } else if (fromDescription) {
    verb = fromDescription;
    // "customer_lookup" that "Looks up a customer": the name's own verb is the description's.
    const joined = fromDescription.replace(' ', '');
    object = label.filter((word) => word !== joined && word !== fromDescription);
  } else {
    const rest = withArguments([], call.arguments);
    return { verb: 'use', rest: rest ? `${call.server}.${call.tool} on ${rest}` : `${call.server}.${call.tool}` };
  }
  return {
    verb,
    rest: clip(
      withArguments(
        object.map((word) => EVERYDAY[word] ?? word),
        call.arguments,
      ),
      REST_CHARS,
    ),
  };
}

function withArguments(object: string[], args: Record<string, unknown>): string {
  const { names, paths } = pathsOf(args);
  const values = withValues(object, args, names);
  if (paths.length > 0) {
    const where = withPaths(object, args, names, paths);
    // "list recipes with sizes and sort by "size"", not "with sizes with sort by".
    const more = / with /.test(where) && values.startsWith('with ') ? `and ${values.slice('with '.length)}` : values;
    return [where, more].filter(Boolean).join(' ');
  }
  // "get the environment", "get the sum with a 2 and b 3", but "search nodes for "Priya"".
  const noun = object.length > 0 && !values.startsWith('for ') && !/^["\d]/.test(values) ? `the ${object.join(' ')}` : object.join(' ');
  return [noun, values].filter(Boolean).join(' ');
}

/** "list the folder recipes" */
export function offerWords(call: PhrasedCall, tool?: PhrasedTool): string {
  const { verb, rest } = callPhrase(call, tool);
  return [verb, rest].filter(Boolean).join(' ');
}

/** "Listed the folder recipes" */
export function doneWords(call: PhrasedCall, tool?: PhrasedTool): string {
  const { verb, rest } = callPhrase(call, tool);
  const [head, ...particle] = verb.split(' ');
  const past = [pastTense(head!), ...particle].join(' ');
  const said = [past, rest].filter(Boolean).join(' ');
  return `${said.charAt(0).toUpperCase()}${said.slice(1)}`;
}
