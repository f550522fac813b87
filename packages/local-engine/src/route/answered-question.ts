/**
 * "letter.txt" to the engine's own "Which file should I move?", "to archive/" to "Where should I move letter.txt
 * to?", "she likes tea" to "What should I remember about Priya?": a short answer to a question the plan asked for a
 * missing value, read as the request it was asked for with the answer where that request would say it. The
 * questions are read with the forms they are written from, so each one asked is one read back.
 */
import { COMMANDS, VERB_STEMS } from '../intent/lexicon.js';
import { LEAD_IN, readRequestAction } from '../intent/request-action.js';
import { findPaths } from '../extract/text-mentions.js';
import { escapeRegExp } from '../text/escape-regexp.js';
import { type Asked, type AskedForm, askedInReply } from '../text/missing-question-forms.js';
import { stem } from '../text/tokenize.js';
import { bareAnswerOf } from '../text/yes-or-no.js';
import type { EngineMessage } from '../types.js';
import { CARRIED_REQUEST_CHARS } from './previous-request.js';

/** An answer gives a value in a few words; a longer turn says something of its own. */
const ANSWER_WORDS = 16;
const ANSWER_CHARS = 240;
/** How many answered questions back the request they were asked for is looked for. */
const ANSWERS_BACK = 3;
/** Words around an answer that are no part of the value: "um, letter.txt please", "it's notes/todo.md". */
const LEAD = /^(?:(?:um+|uh+|oh|ok(?:ay)?|well|sure|so|hmm+)[,.\s]+|(?:it'?s|it is|that'?s|that is|the file is)\s+)*/i;
const TAIL = /(?:[,\s]+(?:please|pls|thanks|thank you))?[\s.!]*$/i;
/** What a request left vague where the value goes: "move it", "read a file", "rename my document". */
const VAGUE_THING = /\b(?:it|them|(?:a|an|the|my|that|this|some|one) (?:file|folder|directory|document|doc|note|one)s?)\b(?!['’])/i;
/** A few words after the verb, up to where the request says where or how ("a recipe" of "read a recipe to me"). */
const UNNAMED_OBJECT =
  /^(?:\s+(?!(?:to|into|in|from|for|with|on|at|as|under|onto|inside|please|now)\b)[\p{L}\p{N}'’-]+){1,4}(?=\s+(?:to|into|in|from|for|with|on|at|as|under|onto|inside|please|now)\b|[\s.!]*$)/iu;
/** A new name given as one: "call it weddings.md", "name it draft-2.txt". */
const NAMES_IT = /^(?:call|name|rename) it\s+(?:to\s+)?/i;
/** A place's words before it that the request's own word says: "to archive/", "in the Gigs folder", "call it b.md". */
const GOES_TO = /^(?:(?:to|into|in|inside|under|onto|as)\s+|(?:call|name|rename) it\s+(?:to\s+)?)/i;
const LOOKS_IN = /^(?:in|inside|under|within|from)\s+/i;
const LOOKS_FOR = /^for\s+/i;
/** Where an answer to "which … and where …" splits: "letter.txt to archive", "the draft into old/". */
const SPLIT_DESTINATION = /^(.+?)\s+(?:to|into|in|inside|under|onto)\s+(.+)$/i;
/** A fact said of someone with a pronoun ("she likes tea", "her birthday is in May"). */
const PRONOUN = /^(?:he|she|they|it)\b/i;
const POSSESSIVE = /^(?:his|her|their|its)\b/i;

/** The request the last reply's question was asked for, with the message's answer in it; undefined when it is no such answer. */
export function answeredQuestion(message: string, history: readonly EngineMessage[], depth = 0): string | undefined {
  const reply = history.at(-1);
  const asked = reply?.role === 'assistant' ? askedIn(reply.content) : [];
  if (asked.length === 0 || !readsAsAnswer(message, asked)) return undefined;
  const earlier = earlierRequest(history, depth);
  if (earlier === undefined) return undefined;
  const answer = message.trim().replace(LEAD, '').replace(TAIL, '').trim();
  if (!answer) return undefined;
  const parts = answerParts(answer, asked);
  let request = earlier;
  for (const [at, ask] of asked.entries()) {
    const part = parts[at];
    if (part === undefined) break;
    const completed = completedWith(request, ask, part);
    if (completed === undefined) return undefined;
    request = completed;
  }
  return request;
}

/**
 * The missing-value questions a reply asks, when it is the reply that only asks them (a kind asked alone is
 * `answeredKind`'s): a question in a file or a server's output the reply quotes is never one the engine asked.
 */
function askedIn(reply: string): Asked[] {
  const asked = askedInReply(reply);
  return asked.every((ask) => ask.form === 'kind') ? [] : asked;
}

/** A short turn that is no question, no bare yes or no and no request of its own ("actually, list my files"). */
function readsAsAnswer(message: string, asked: readonly Asked[]): boolean {
  const text = message.trim();
  if (!text || text.length > ANSWER_CHARS || text.split(/\s+/).length > ANSWER_WORDS) return false;
  if (/\?\s*$/.test(text) || bareAnswerOf(text)) return false;
  // One word is a value even when it is also a verb ("archive" to "Where should I move it to?").
  if (!/\s/.test(text)) return true;
  const read = readRequestAction(text);
  if (read.action && read.strength >= 1) return false;
  // A thing or a place is named, not asked for: "open my diary" after "Which file should I read?" is a request. What
  // something says may open with any verb ("buy milk").
  return !(asked.every((ask) => NAMES_THINGS.has(ask.form)) && opensWithVerb(text.replace(NAMES_IT, '')));
}

/** Questions answered with a thing or a place, not with words to write, look for or remember. */
const NAMES_THINGS: ReadonlySet<AskedForm> = new Set<AskedForm>([
  'place',
  'placeMeant',
  'placeToWriteTo',
  'placeToWriteItTo',
  'folderToLookIn',
  'destination',
  'which',
  'recordAbout',
]);

function opensWithVerb(text: string): boolean {
  const first =
    text
      .toLowerCase()
      .replace(LEAD_IN, '')
      .split(/[\s,.!]+/, 1)[0] ?? '';
  return VERB_STEMS.has(stem(first)) || COMMANDS.has(first);
}

/** The user's previous turn, as the request it completed when it answered a question itself. */
function earlierRequest(history: readonly EngineMessage[], depth: number): string | undefined {
  const at = history.findLastIndex((turn) => turn.role === 'user');
  const said = history[at]?.content.trim();
  if (!said || said.length > CARRIED_REQUEST_CHARS) return undefined;
  const before = history.slice(0, at);
  return (depth < ANSWERS_BACK ? answeredQuestion(said, before, depth + 1) : undefined) ?? said;
}

/** "letter.txt to archive" to "which file … and where …": the file, then where it goes; otherwise the whole answer to the first. */
function answerParts(answer: string, asked: readonly Asked[]): string[] {
  const destinationAt = asked.findIndex((ask) => ask.form === 'destination');
  if (asked.length === 1 || destinationAt <= 0) return [answer];
  const split = SPLIT_DESTINATION.exec(answer);
  if (!split?.[1] || !split[2]) return [answer];
  return asked.map((_, at) => (at === destinationAt ? split[2]! : at === 0 ? split[1]! : undefined)).filter((part) => part !== undefined);
}

function completedWith(request: string, ask: Asked, answer: string): string | undefined {
  const { verb = '', place, subject, record } = ask.values;
  const known = place && place !== 'it' ? place : undefined;
  switch (ask.form) {
    case 'place':
    case 'placeMeant':
      return withThing(request, answer, verb);
    case 'placeToWriteTo':
    case 'placeToWriteItTo':
      return withPlace(request, answer.replace(GOES_TO, ''), 'to');
    case 'folderToLookIn':
      return withPlace(request, answer.replace(LOOKS_IN, ''), 'in');
    case 'destination':
      return `${known && !request.includes(known) ? withThing(request, known, verb, false) : request} to ${answer.replace(GOES_TO, '')}`;
    case 'soughtFor':
    case 'soughtIn':
      return `${request.replace(/\s+for$/i, '')} for ${answer.replace(LOOKS_FOR, '')}`;
    case 'lineToAdd':
      return `add ${quoted(answer)} to the end of ${place ?? 'it'}`;
    case 'placeSays':
      // Asked of a change to part of a file ("change the price of X in precos.txt"), the answer is what that part
      // becomes: written as the whole file it would replace everything else, so it is left for the person to say again.
      return changesPartOf(request, known) ? undefined : `write ${quoted(answer)} to ${known ?? 'it'}`;
    case 'newFileSays':
    case 'itSays':
      return `${request} saying ${quoted(answer)}`;
    case 'aboutSubject':
      return subject ? `${verb} that ${saidOf(subject, answer)}` : undefined;
    case 'recordAbout':
      return record && answer.split(/\s+/).length <= 4 ? `remember that ${answer} ${record}` : undefined;
    case 'records':
      return `${verb} ${quoted(answer)}`;
    case 'recordsIn':
      return `${verb} ${quoted(answer)} in ${place}`;
    case 'which':
      return withThing(request, answer, verb);
    default:
      // "What is the second number?", "What message type should I use …": said after the request, as a detail of it.
      return `${request}, ${ask.values.described ?? ask.values.words ?? ''} ${answer}`.replace(/\s+/g, ' ');
  }
}

/**
 * The thing acted on, where the request left it vague ("move it" → "move letter.txt"), or in place of the few words
 * after the verb that did not say which ("read a recipe" → "read the second one"), or right after the verb ("move
 * to archive" → "move letter.txt to archive"); else the question's own verb with it.
 */
function withThing(request: string, thing: string, verb: string, orVerb = true): string {
  if (VAGUE_THING.test(request)) return request.replace(VAGUE_THING, thing);
  const said = verb ? new RegExp(`(?<![\\p{L}])${escapeRegExp(verb)}(?![\\p{L}])`, 'iu').exec(request) : null;
  if (!said) return orVerb && verb ? `${verb} ${thing}` : `${request} ${thing}`;
  const after = said.index + said[0].length;
  const object = UNNAMED_OBJECT.exec(request.slice(after));
  // A path already right after the verb is the thing an earlier answer gave: this answer is said in its place
  // ("file1.txt" when "move file0.txt" was asked about again), never beside it as a second thing to act on.
  const given = /^\s+(\S+)/.exec(request.slice(after));
  const path = given?.[1] && findPaths(given[1]).some((found) => found.text === given[1]) ? given[0] : undefined;
  const end = after + (path ? path.length : object && findPaths(object[0]).length === 0 ? object[0].length : 0);
  return `${request.slice(0, after)} ${thing}${request.slice(end)}`;
}

/** Where the request goes or looks, said after it ("write 'milk' to shopping.txt", "search for budget in notes"). */
function withPlace(request: string, place: string, word: 'to' | 'in'): string {
  return VAGUE_THING.test(request) ? request.replace(VAGUE_THING, place) : `${request} ${word} ${place}`;
}

/** "she likes tea" of Priya → "Priya likes tea"; "likes tea" → "Priya likes tea"; "her birthday is in May" → "Priya's birthday is in May". */
function saidOf(subject: string, answer: string): string {
  const fact = answer.replace(/^that\s+/i, '');
  if (new RegExp(`(?<![\\p{L}])${escapeRegExp(subject)}(?![\\p{L}])`, 'iu').test(fact)) return fact;
  if (POSSESSIVE.test(fact)) return fact.replace(POSSESSIVE, `${subject}'s`);
  if (PRONOUN.test(fact)) return fact.replace(PRONOUN, subject);
  return `${subject} ${fact}`;
}

/**
 * A value to write or echo, quoted as requests quote it (as it is when already one quoted span). Quotes that open and
 * close inside it ("'hi' to important.md and 'x'") are the value's own text: it is quoted whole, with a mark it does
 * not hold, so no part of it reads as a request's own words (another file to write to).
 */
function quoted(value: string): string {
  if (/^"[^"“”]*"$|^“[^"“”]*”$|^'[^'‘’]*'$|^‘[^'‘’]*’$/.test(value)) return value;
  return value.includes('"') ? `“${value.replace(/[“”]/g, '"')}”` : `"${value}"`;
}

/**
 * Whether the request the question was asked for changes a part of the file rather than making it: it reads as an
 * edit, or it names something in the file ("make Corte senhora 16 in precos.txt", "set the price of X in precos.txt").
 * Only a request that makes the file itself ("make notes/b.txt", "create a file called b.txt") is written whole.
 */
function changesPartOf(request: string, place: string | undefined): boolean {
  if (readRequestAction(request).action === 'edit') return true;
  const file = place === undefined ? undefined : escapeRegExp(place);
  return file !== undefined && new RegExp(String.raw`\b(?:in|inside|within|on|of)\s+(?:the\s+file\s+)?${file}`, 'iu').test(request);
}
