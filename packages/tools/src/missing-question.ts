/**
 * The question a person is asked when a planned call lacks a value: "Which file should I read?", "What should
 * notes/b.txt say?", "What should I remember about Priya?". Read from the call's verb (as offers say it), the
 * missing parameter's name and description, and the values the call already has; a small map from a parameter's
 * role (a place, where it goes, what it says, what to look for, which one) to the words people use, never a list
 * of tools.
 */
import { stepInputOf } from '@switchyard/packet-schema';
import { callPhrase, type PhrasedCall, type PhrasedTool, wordsOf } from './call-phrase.js';
import { shownText } from './shown-text.js';
import { askedTogether, askedWith } from '@switchyard/local-engine/missing-question-forms';

export { ANSWER_OR_SAY_AGAIN } from '@switchyard/local-engine/missing-question-forms';

/** A value the call lacks: the parameter's name, the record it belongs in (`observations` for `contents`), its schema. */
export interface MissingValue {
  field: string;
  owner?: string;
  schema?: Record<string, unknown>;
  /** The value is there but of the wrong kind. */
  invalid?: boolean;
}

type Role = 'destination' | 'place' | 'says' | 'sought' | 'which' | 'kind' | 'records' | 'other';

const DESTINATION = /^(?:dest|destination|target|new ?path|output ?path)$/;
const PLACE = /^(?:path|paths|file|files|file ?name|file ?path|dir|directory|folder|source|src)$/;
const SAYS = /^(?:content|contents|text|body|data|message|note|notes|observation|observations|fact|facts|new ?text|value)$/;
const SOUGHT = /^(?:query|pattern|search|search ?term|terms?|keywords?|filter)$/;
const WHICH = /^(?:(?:\w+ )?names?|(?:\w+ )?ids?|title|label)$/;
/** Descriptions that say the role when the name does not ("Text to search for", "The research topic"). */
const SAYS_IN_DESCRIPTION = /\b(?:contents?|text to (?:write|add|replace with)|message to (?:send|post|write|echo))\b/i;
const SOUGHT_IN_DESCRIPTION = /\b(?:search|query|look(?:s|ing)? for|match(?:es)? against)\b/i;
/** Tool words that make a place a folder rather than a file. */
const FOLDER_WORDS = new Set(['dir', 'directory', 'directories', 'folder', 'folders', 'tree']);
/** Verbs too plain to ask with ("Which file should I get?"): the question asks which one is meant instead. */
const PLAIN_VERBS = new Set(['get', 'use', 'return', 'fetch', 'retrieve', 'provide']);
/** Verbs whose place is where to look, not what is acted on ("Which folder should I search in?"). */
const LOOKING_VERBS = new Set(['search', 'find', 'grep', 'scan', 'look', 'locate']);
/** Argument names that say whom or what a record is about. */
const SUBJECT = /^(?:(?:entity|subject|person|node|record) ?)?name$/;
/** A parameter that says what kind of thing a record is. */
const KIND = /\b(?:type|kind|category)$/;
/** Verbs that write into a place ("Which file should I write to?"). */
const WRITING_VERBS = new Set(['write', 'save', 'store', 'put', 'append']);
/** Verbs that take away ("What should I forget about Priya?"). */
const REMOVING_VERBS = new Set(['delete', 'remove', 'forget', 'clear', 'erase']);
/** A name too short to say anything ("a", "to"): the parameter's description asks instead ("What is the first number?"). */
const BARE_NAME_CHARS = 4;
/** A description's first sentence a question may say: short plain words, no markup, links or quoted instructions. */
const PLAIN_WORDS = /^[\p{L}\p{N}][\p{L}\p{N} ,'’()/-]{0,59}$/u;
/** A value quoted in a question is clipped here, and the whole question at `QUESTION_CHARS`: the rest is not read out. */
const VALUE_CHARS = 80;
const QUESTION_CHARS = 240;
const LONGEST_VERB = 20;

/** One question for all a call lacks: each value's own question, joined; none when it lacks nothing. */
export function missingQuestion(call: PhrasedCall, tool: PhrasedTool, lacking: readonly MissingValue[]): string | undefined {
  // A server's descriptions and a plan's values reach the person's screen: only their plain words, and not at length.
  const asked = [...new Set(lacking.map((value) => shown(askFor(call, tool, value), QUESTION_CHARS)))];
  if (asked.length === 0) return undefined;
  if (asked.length === 1) return asked[0];
  return shown(askedTogether(asked), QUESTION_CHARS);
}

function askFor(call: PhrasedCall, tool: PhrasedTool, value: MissingValue): string {
  // A description's first word is its verb; one longer than any verb is a server's bulk, not a word to ask with.
  const said = callPhrase(call, tool).verb;
  const verb = said.length <= LONGEST_VERB ? said : 'use';
  const words = wordsOf(value.field).join(' ');
  const description = typeof value.schema?.description === 'string' ? value.schema.description : '';
  const role = roleOf(words, description, value.schema);
  const toolWords = wordsOf(tool.name);
  const place = shownValue(placeValue(call.arguments));
  const described = theDescription(description);
  // An append whose line was not understood: "What should I add to the end of todo.txt?"
  if (stepInputOf(call.arguments[value.field])?.kind === 'line-to-ask') return askedWith('lineToAdd', { place: place ?? 'it' });
  const bare = value.field.length <= BARE_NAME_CHARS && described !== undefined && !value.invalid;
  switch (role) {
    case 'destination':
      return askedWith('destination', { verb, place: place ?? 'it' });
    case 'place': {
      const folder = toolWords.some((word) => FOLDER_WORDS.has(word)) || words === 'dir' || words === 'directory' || words === 'folder';
      const plural = words.endsWith('s') && !folder;
      const noun = folder ? 'folder' : plural ? 'files' : 'file';
      if (LOOKING_VERBS.has(verb)) return askedWith('folderToLookIn', { verb });
      // "Which file should I write it to?" when what is written is known (a copy's text), "… write to?" when not.
      if (WRITING_VERBS.has(verb)) return askedWith(Object.keys(call.arguments).length > 0 ? 'placeToWriteItTo' : 'placeToWriteTo', { noun, verb });
      return askedWith(PLAIN_VERBS.has(verb) ? 'placeMeant' : 'place', { noun, verb });
    }
    case 'says': {
      const subject = shownValue(subjectOf(call.arguments));
      if (subject) return askedWith('aboutSubject', { verb: REMOVING_VERBS.has(verb) ? 'forget' : 'remember', subject });
      if (place) return askedWith('placeSays', { place });
      if (toolWords.includes('file') || toolWords.includes('files')) return askedWith('newFileSays', {});
      return PLAIN_VERBS.has(verb) ? askedWith('itSays', {}) : askedWith('records', { verb });
    }
    case 'sought':
      if (LOOKING_VERBS.has(verb)) return askedWith('soughtFor', { verb });
      return place ? askedWith('soughtIn', { place }) : generalQuestion(call, tool, value, words, verb);
    case 'kind': {
      const subject = shownValue(subjectOf(call.arguments));
      return subject ? askedWith('kind', { subject }) : generalQuestion(call, tool, value, words, verb);
    }
    case 'records':
      return place ? askedWith('recordsIn', { verb, place }) : askedWith('records', { verb });
    case 'which': {
      const noun = words.replace(/\s*\b(?:names?|ids?|title|label)$/, '').trim();
      const said = noun ? plural(noun) : objectOf(call, tool) || 'ones';
      const record = value.owner !== undefined ? shownValue(contentsOf(call.arguments)) : undefined;
      if (record) return askedWith('recordAbout', { record });
      if (bare) return askedWith('described', { described });
      return askedWith('which', { things: said, verb });
    }
    default:
      return bare ? askedWith('described', { described }) : generalQuestion(call, tool, value, words, verb);
  }
}

/** "What message type should I use to get the annotated message?" */
function generalQuestion(call: PhrasedCall, tool: PhrasedTool, value: MissingValue, words: string, verb: string): string {
  const object = objectOf(call, tool);
  return askedWith('general', { words: `${value.invalid ? 'valid ' : ''}${words}`, verb, object: object ? ` the ${object}` : '' });
}

/**
 * "First number" → "the first number"; "The name of the entity …" as it is, without its full stop. Only the first
 * sentence, and none when it is more than short plain words (markup, a link, an instruction to the person).
 */
function theDescription(description: string): string | undefined {
  const said = (description.trim().split(/[.!?;:\n]/, 1)[0] ?? '').trim();
  if (!PLAIN_WORDS.test(said)) return undefined;
  const lower = said.charAt(0).toLowerCase() + said.slice(1);
  return /^(?:the|a|an)\s/i.test(lower) ? lower : `the ${lower}`;
}

/** Text as a question may show it: unshown characters (terminal escapes, bidi and zero-width marks, line breaks) as their codes, spaces single, clipped at `max`. */
function shown(text: string, max: number): string {
  const plain = shownText(text).replace(/\s+/g, ' ').trim();
  return plain.length <= max ? plain : `${plain.slice(0, max - 1).trimEnd()}…`;
}

function shownValue(value: string | undefined): string | undefined {
  return value === undefined ? undefined : shown(value, VALUE_CHARS) || undefined;
}

function roleOf(words: string, description: string, schema: Record<string, unknown> | undefined): Role {
  if (DESTINATION.test(words)) return 'destination';
  if (PLACE.test(words)) return 'place';
  if (SAYS.test(words)) return 'says';
  if (SOUGHT.test(words)) return 'sought';
  if (WHICH.test(words)) return 'which';
  if (KIND.test(words)) return 'kind';
  const items = schema?.items as Record<string, unknown> | undefined;
  if (schema?.type === 'array' && items?.type === 'object') return 'records';
  if (SOUGHT_IN_DESCRIPTION.test(description)) return 'sought';
  if (SAYS_IN_DESCRIPTION.test(description)) return 'says';
  return 'other';
}

/** What the tool acts on, from its name after the verb ("nodes" of `open_nodes`, "research query" of `simulate-research-query`). */
function objectOf(call: PhrasedCall, tool: PhrasedTool): string {
  const { verb } = callPhrase(call, tool);
  return wordsOf(tool.name)
    .filter((word) => word !== verb && word !== 'tool')
    .join(' ');
}

function plural(noun: string): string {
  if (noun.endsWith('s')) return noun;
  return /[^aeiou]y$/.test(noun) ? `${noun.slice(0, -1)}ies` : `${noun}s`;
}

/** The file or folder the call already names, when it names one. */
function placeValue(args: Record<string, unknown>): string | undefined {
  for (const [name, value] of Object.entries(args)) {
    if (typeof value === 'string' && value.trim() && PLACE.test(wordsOf(name).join(' '))) return value;
  }
  return undefined;
}

/** Whom or what the call's record is about ("Priya" of `{ entityName: "Priya" }`), wherever it sits. */
function subjectOf(args: unknown): string | undefined {
  if (Array.isArray(args)) return args.map(subjectOf).find(Boolean);
  if (!args || typeof args !== 'object') return undefined;
  for (const [name, value] of Object.entries(args)) {
    if (typeof value === 'string' && value.trim() && SUBJECT.test(wordsOf(name).join(' '))) return value;
    const inner = typeof value === 'object' ? subjectOf(value) : undefined;
    if (inner) return inner;
  }
  return undefined;
}

/** The first text the call's records say ("likes tea" of `{ contents: ["likes tea"] }`), for asking whom it is about. */
function contentsOf(args: unknown): string | undefined {
  if (Array.isArray(args)) return args.map(contentsOf).find(Boolean);
  if (!args || typeof args !== 'object') return undefined;
  for (const [name, value] of Object.entries(args)) {
    const says = SAYS.test(wordsOf(name).join(' '));
    if (says && typeof value === 'string' && value.trim()) return value;
    if (says && Array.isArray(value) && typeof value[0] === 'string') return value[0];
    const inner = typeof value === 'object' ? contentsOf(value) : undefined;
    if (inner) return inner;
  }
  return undefined;
}
