/**
 * Reading what a tool does from its own name and description, with the same
 * lexicon as requests: the name's firmest verb first ("get_file_info" informs,
 * "list_directory" lists), else the description's first sentence. Read once
 * per tool object and kept (tools are prepared with their catalog).
 */
import type { Action, ListingDetail, ObjectKind, Scope, ToolAction } from './action.js';
import { OBJECT_STEMS, PART_STEMS, VERB_STEMS, WHOLE_STEMS } from './lexicon.js';
import type { ToolSpec } from '../types.js';
import { splitIdentifier, stem, words } from '../text/tokenize.js';
import { arithmeticOffered } from './arithmetic-operations.js';
import { CONVERTS_MONEY } from './asked-conversion.js';

/** What a tool that sends money says of itself: "send_money", "Transfer funds to a recipient", "pay an invoice". */
const SENDS_MONEY = /\b(?:money|payments?|pay|funds|transfers?|wire|remit\w*|invoices?|crypto|bitcoin|venmo|paypal)\b/i;

const byTool = new WeakMap<ToolSpec, ToolAction>();

export function readToolAction(tool: ToolSpec): ToolAction {
  let read = byTool.get(tool);
  if (!read) {
    read = readUncached(tool);
    byTool.set(tool, read);
  }
  return read;
}

/** "DEPRECATED", "deprecated:", "This tool is deprecated", or "use X instead". */
const DEPRECATED = /\bdeprecated\b|\bno longer (?:supported|maintained)\b|\bobsolete\b/i;
const REPLACEMENT = /\b(?:use|call|prefer)\s+[`'"]?([A-Za-z_][\w.-]*)[`'"]?(?:\s+tool)?\s+instead\b/i;
const OVERWRITES = /\boverwrit|\breplac\w* (?:the )?(?:whole|entire|existing)\b/i;
/** A calculator, or arithmetic or a math expression named as what the tool works on. */
const CALCULATES = /\bcalculator\b|\barithmetic\b|\bmath(?:s|ematical)? (?:expressions?|problems?|operations?|calculations?)\b/i;
/** Parameters that take a file-system path. */
const PATH_PARAMETER = /^(?:path|paths|file|files|filename|file_?path|filepath|source|destination|dir|directory|folder)$/i;

/** "does everything", "can do anything", "handles every task": a claim to do whatever is asked. */
const CLAIMS_ALL = /\b(?:does|do|can do|handles?) (?:everything|anything)\b|\b(?:handles?|for|does) (?:any|every|all) (?:requests?|tasks?|jobs?)\b/i;
/** Distinct firm acts a description names at which it claims every act (the catalogs' tools name at most three). */
const EVERY_ACT = 5;

/** Whether a description claims to do whatever is asked (see `ToolAction.claimsEveryAct`). */
function claimsEveryAct(description: string): boolean {
  if (CLAIMS_ALL.test(description)) return true;
  const acts = new Set<Action>();
  for (const word of words(description)) {
    const verb = VERB_STEMS.get(stem(word));
    if (verb && verb.strength === 1) acts.add(verb.action);
  }
  return acts.size >= EVERY_ACT;
}

function readUncached(tool: ToolSpec): ToolAction {
  const description = tool.description ?? '';
  const nameWords = splitIdentifier(tool.name.includes('.') ? (tool.name.split('.').pop() ?? tool.name) : tool.name);
  const firstSentence = description.split(/(?<=[.!?])\s|\n/)[0] ?? description;
  const descriptionWords = words(firstSentence);
  const fromName = strongestVerb(nameWords);
  const fromDescription = strongestVerb(descriptionWords);
  let action = fromName?.strength === 1 ? fromName.action : (fromDescription?.action ?? fromName?.action);
  const secondary = new Set<Action>();
  for (const word of switchedFeatureLeftOut(action, [...nameWords, ...nounsLeftOut(descriptionWords)])) {
    const verb = VERB_STEMS.get(stem(word));
    if (verb && verb.strength === 1 && verb.action !== action) secondary.add(verb.action);
  }
  const objects = new Set<ObjectKind>();
  // What the tool acts on is in its name and first sentence; later sentences mention other things in passing ("only within allowed directories").
  for (const word of [...nameWords, ...descriptionWords]) {
    const kind = OBJECT_STEMS.get(stem(word));
    if (kind) objects.add(kind);
  }
  if (Object.keys(tool.parameters?.properties ?? {}).some((name) => PATH_PARAMETER.test(name)) && !objects.has('directory')) objects.add('file');
  // "add" on numbers sums them: the same reading as a request's "add 2 and 3".
  if (action === 'write' && objects.has('number') && secondary.has('compute')) action = 'compute';
  // "calculator: Evaluate a math expression": a tool that says it does arithmetic computes, whatever its verb.
  if (action === undefined && CALCULATES.test(`${nameWords.join(' ')} ${firstSentence}`)) action = 'compute';
  const deprecated = DEPRECATED.test(description) || /\bdeprecated\b/i.test(tool.name);
  const replacement = REPLACEMENT.exec(description)?.[1];
  const destructive = action === 'destroy' || action === 'move' ? 1 : OVERWRITES.test(description) ? 0.5 : 0;
  // Only the name says a tool is for several things at once: descriptions say "multiple" of array parameters too.
  const many = nameWords.some((word) => /^(?:multiple|several|many|batch|bulk)$/.test(word));
  const takesNothing = Object.keys(tool.parameters?.properties ?? {}).length === 0;
  // A tool that claims every act is read as doing none in particular: its claim fits every request equally.
  const claimsAll = claimsEveryAct(description);
  if (claimsAll) {
    action = undefined;
    secondary.clear();
  }
  return {
    ...(action ? { action } : {}),
    secondary,
    claimsEveryAct: claimsAll,
    objects,
    many,
    takesNothing,
    detail: toolDetail(`${nameWords.join(' ')} ${firstSentence}`),
    relates: keepsRelations(nameWords, firstSentence),
    ...scopeOf([...nameWords, ...descriptionWords]),
    destructive,
    deprecated,
    ...(deprecated && replacement ? { replacement } : {}),
    ...(action === 'compute' ? { arithmetic: arithmeticOffered(tool) } : {}),
    ...(action === 'convert' ? { convertsMoney: CONVERTS_MONEY.test(`${tool.name} ${description}`) } : {}),
    ...(action === 'send' ? { sendsMoney: SENDS_MONEY.test(`${tool.name.replace(/[_.-]+/g, ' ')} ${description}`) } : {}),
  };
}

/**
 * "toggle-subscriber-updates: Toggles simulated resource subscription updates on or off", "enable_auto_save": what a
 * tool switches on or off is a feature, named after the switching verb; "updates" or "save" there is no second act
 * of the tool (a request to update a price is no request to switch subscriptions). The words before the first
 * switching verb in each part are kept.
 */
function switchedFeatureLeftOut(action: Action | undefined, list: readonly string[]): readonly string[] {
  if (action !== 'switch') return list;
  const kept: string[] = [];
  let switching = false;
  for (const word of list) {
    if (VERB_STEMS.get(stem(word))?.action === 'switch') switching = true;
    else if (!switching) kept.push(word);
  }
  return kept;
}

/** Words that open a noun phrase: a verb's plural right after them ("with progress updates") is a noun. */
const OPENS_NOUN_PHRASE = /^(?:with|of|for|about|on|the|a|an|its|their|any|all|some)$/i;

/**
 * "Demonstrates a long running operation with progress updates": a verb's plural one or two words after a word that
 * opens a noun phrase names things ("updates", "changes", "records"), not a second act of the tool. "Creates or
 * updates entities" keeps its second verb.
 */
function nounsLeftOut(list: readonly string[]): readonly string[] {
  return list.filter((word, at) => {
    if (!/[^s]s$/i.test(word) || VERB_STEMS.get(stem(word))?.strength !== 1) return true;
    const before = list.slice(Math.max(0, at - 2), at);
    return !before.some((other) => OPENS_NOUN_PHRASE.test(other));
  });
}

/** The first firm verb of the words, else their first generic one. */
function strongestVerb(list: readonly string[]): { action: Action; strength: number } | undefined {
  let weak: { action: Action; strength: number } | undefined;
  for (const word of list) {
    const verb = VERB_STEMS.get(stem(word));
    if (!verb) continue;
    // A noun that names an action ("info", "size", "sum") informs even after a generic "get".
    if (verb.strength === 1) return verb;
    weak ??= verb;
  }
  return weak;
}

function scopeOf(list: readonly string[]): { scope?: Scope } {
  const stems = list.map(stem);
  if (stems.some((term) => PART_STEMS.has(term))) return { scope: 'part' };
  if (stems.some((term) => WHOLE_STEMS.has(term))) return { scope: 'whole' };
  return {};
}

/** What a tool's listing shows beyond names, by its name and first sentence ("a recursive tree", "including sizes"). */
function toolDetail(text: string): ListingDetail {
  return {
    recursive: /\brecursive|\btree\b|\bnested\b|\bhierarch/i.test(text),
    sized: /\bsizes?\b/i.test(text),
    access: /\ballowed\b|\baccess(?:ible)?\b|\bpermitted\b/i.test(text),
  };
}

const RELATIONS = /\brelations?(?:hips?)?\b|\bedges?\b|\blinks? between\b/i;

/**
 * Whether a tool keeps or removes relations. A name of a verb and its object says what the tool acts on
 * ("delete_entities" deletes things, whatever its description adds about their relations); a one-word name leaves
 * it to the first sentence.
 */
function keepsRelations(nameWords: readonly string[], firstSentence: string): boolean {
  if (nameWords.length >= 2) return /\b(?:relations?(?:hips?)?|edges?|links?)\b/i.test(nameWords.join(' '));
  return RELATIONS.test(`${nameWords.join(' ')} ${firstSentence}`);
}
