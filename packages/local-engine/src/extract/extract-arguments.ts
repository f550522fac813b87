/**
 * JSON-Schema-guided argument extraction. Every parameter gets candidate values
 * from the message (numbers, enum values, dates, strings, lists), scored by the
 * cue words around them; a greedy one-to-one assignment then gives each span to
 * the parameter that wants it most. Optional parameters are only filled on
 * clear evidence: a default is left out rather than invented.
 */
import type { JsonSchema, ToolSpec } from '../types.js';
import { terms } from '../text/tokenize.js';
import { arrayCandidates, ENUM_LIST_BONUS } from './array-candidates.js';
import { booleanValue } from './boolean-value.js';
import { FILE_EXTENSIONS } from '../text/file-kinds.js';
import {
  dateCandidates,
  enumCandidates,
  echoesTool,
  numberCandidates,
  parameterContext,
  stringCandidates,
  type Candidate,
  type ParameterContext,
} from './candidates.js';
import { assignGreedily, assignSiblings, fanOut, fillRequiredByPosition } from './assign-candidates.js';
import { assignRespectively } from './respective-values.js';
import { extractionConfidence, grounding, GROUNDED_SCORE, OPTIONAL_MIN_AFFINITY, soleOfItsKind } from './extraction-quality.js';
import { messageFacts, type MessageFacts } from './message-facts.js';
import { phraseAfterCue, topicAsked } from './phrase-after-cue.js';
import { inSearchedForm } from './searched-form.js';
import { toldKindOfPerson } from './person-kind.js';
import { assignmentCandidates } from './phrase-candidates.js';
import { renamedEnds } from './renamed-ends.js';
import { roleOf, withRoleBonus } from './roles.js';
import { findReplacementPairs, PAIR_SCORE } from './replacement-pair.js';
import { itemSchema, schemaKind } from './schema-kind.js';
import { findDateSpans } from './number-mentions.js';
import { memoByText } from '../text/bounded-memo.js';
import { escapeRegExp } from '../text/escape-regexp.js';
import { readToolAction } from '../intent/tool-action.js';
import { topicOfTheirs } from '../intent/topic-question.js';
import { findSpokenPaths } from './spoken-paths.js';
import { namesATime } from './date-values.js';
import { EXTRACT } from '../weights.js';
import { askedAsOrder, choosesSortKey, impliedKeyCandidates } from './sort-key.js';
import { eitherCaseStart } from './glob-pattern.js';

export { GROUNDED_SCORE };

export interface ArgumentExtraction {
  arguments: Record<string, unknown>;
  missing: string[];
  confidence: number;
}

export interface DetailedExtraction extends ArgumentExtraction {
  /** Scalar parameters whose value is one of a spelled-out list: all the list's values, in order. */
  fanOut: Record<string, unknown[]>;
  /**
   * 0..1: how much of the required input the message really states — values
   * next to their cue words count fully, values placed only by position half.
   * Tools whose required inputs the message never states are rarely the ones wanted.
   */
  grounding: number;
  /** Parameters whose value the message states next to its cue words (or in an unmistakable form). */
  groundedParameters: string[];
  /** How many values the message states (numbers, dates, names, quotes, paths) that no argument took. */
  unusedValues: number;
  /**
   * A move into a folder: the destination took the moved file's name ("move a.txt to archive" → "archive/a.txt").
   * Another call of the same request that moves another file to the same folder keeps that file's own name.
   */
  intoFolder?: { parameter: string; sourceParameter: string; folder: string };
}

/** Where a file moved into a folder ends up: the folder with the file's own name; undefined when the source names no file. */
export function pathInFolder(folder: string, source: unknown): string | undefined {
  if (typeof source !== 'string') return undefined;
  const fileName = /(?:^|[/\\])([^/\\]+\.[\p{L}\p{N}]{1,5})$/u.exec(source)?.[1];
  return fileName ? `${folder.replace(/[/\\]+$/, '')}/${fileName}` : undefined;
}

/** Enum values too common in plain speech to count as a choice when the parameter is optional. */
const VAGUE_ENUM_VALUES = new Set(['all', 'any', 'none', 'default', 'true', 'false', 'yes', 'no', 'on', 'off', 'a', 'an', 'the', 'other', 'new']);

export function extractArguments(message: string, tool: ToolSpec): ArgumentExtraction {
  const { arguments: values, missing, confidence } = extractArgumentsDetailed(message, tool);
  // A copy, so callers may change it without touching the cache.
  return { arguments: structuredClone(values), missing: [...missing], confidence };
}

/**
 * Per tool, the last few messages' extractions: the router and the selector
 * assess the same (message, tool) pairs several times in one turn.
 */
const extractionCache = new WeakMap<ToolSpec, Map<string, DetailedExtraction>>();
const EXTRACTIONS_PER_TOOL = 32;

export function extractArgumentsDetailed(message: string, tool: ToolSpec): DetailedExtraction {
  let cache = extractionCache.get(tool);
  if (!cache) {
    cache = new Map();
    extractionCache.set(tool, cache);
  }
  const cached = cache.get(message);
  if (cached) return cached;
  // "My sugar measurements... is it better this month?": a search for the record looks for the thing named first, not
  // for a word of the question about it.
  const topic = readToolAction(tool).action === 'search' ? topicOfTheirs(message) : undefined;
  if (topic !== undefined) {
    const sought = extractArgumentsDetailed(`find ${/^(?:my|the|our)\s/iu.test(topic) ? topic : `my ${topic}`}`, tool);
    cache.set(message, sought);
    return sought;
  }
  const facts = { ...messageFacts(message), toolStems: toolStems(tool), globsNeedDepth: globsNeedDepth(tool) };
  const extraction = withKeptFileName(
    withRenamedEnds(
      withRootFolder(
        withUnplacedFolderAsRoot(withSoughtNotPlace(extractFromSchema(facts, tool.parameters ?? {}, 0), tool, message, facts.globsNeedDepth), tool, message),
        tool,
      ),
      tool,
      message,
    ),
    tool,
    message,
  );
  if (cache.size >= EXTRACTIONS_PER_TOOL) cache.delete(cache.keys().next().value as string);
  const searched = { ...extraction, arguments: inSearchedForm(extraction.arguments, tool, message) };
  cache.set(message, searched);
  return searched;
}

/** A parameter that holds what a search looks for. */
const SOUGHT_PARAMETER = /^(?:pattern|query|search|search_?term|term|keyword|name)$/i;
/** A word said to be a folder: "the budget folder". */
const saidAsFolder = (word: string): RegExp => new RegExp(String.raw`\b${escapeRegExp(word)}\s+(?:folder|directory|dir)\b`, 'i');
/** A word placed as a folder: "in budget", "inside the budget folder". */
const placedAs = (word: string): RegExp =>
  new RegExp(String.raw`\b(?:in|inside|under|within|into)\s+(?:(?:the|my|our)\s+)?${escapeRegExp(word)}\b|${saidAsFolder(word).source}`, 'i');

/**
 * "show me my budget" beside a file search: the one word read as the folder is the thing looked for, when the search
 * has nothing else to look for and the message never places anything in it. Looked for everywhere, from the root.
 */
function withSoughtNotPlace(extraction: DetailedExtraction, tool: ToolSpec, message: string, deep: boolean): DetailedExtraction {
  const sought = extraction.missing.find((name) => SOUGHT_PARAMETER.test(name) && tool.parameters?.properties?.[name]?.type === 'string');
  if (!sought || readToolAction(tool).action !== 'search') return extraction;
  const folder = Object.keys(extraction.arguments).find((name) => FOLDER_PARAMETER.test(name));
  const word = folder === undefined ? undefined : extraction.arguments[folder];
  if (folder === undefined || typeof word !== 'string' || !/^[\p{L}\p{N}_-]{2,40}$/u.test(word) || placedAs(word).test(message)) return extraction;
  return {
    ...extraction,
    arguments: { ...extraction.arguments, [folder]: ROOT, [sought]: deep ? `**/*${eitherCaseStart(word)}*` : `*${eitherCaseStart(word)}*` },
    missing: extraction.missing.filter((name) => name !== sought),
  };
}

/** The word right after a verb of searching or looking: "search photos for png files", "look through Documents for …". */
const searchedIn = (word: string): RegExp =>
  new RegExp(
    String.raw`\b(?:search|find|look|looking|browse|scan|check|ls|list)\s+(?:(?:through|in|into)\s+)?(?:(?:the|my|our)\s+)?${escapeRegExp(word)}\b`,
    'i',
  );

/**
 * "find the fixtures file about Labasa", "Vindima 2024, how many kilos of Arinto did I have?", "the photo of the lacuna
 * in zone B": a search that has what it looks for, whose one-word folder is a name the message never places anything in
 * (no "in X", no "X folder") nor searches through ("search photos for …"), looks from the root: the name says what the
 * file is about, not where it is.
 */
function withUnplacedFolderAsRoot(extraction: DetailedExtraction, tool: ToolSpec, message: string): DetailedExtraction {
  if (readToolAction(tool).action !== 'search') return extraction;
  const folder = Object.keys(extraction.arguments).find((name) => FOLDER_PARAMETER.test(name));
  const sought = Object.keys(extraction.arguments).find((name) => SOUGHT_PARAMETER.test(name));
  const word = folder === undefined ? undefined : extraction.arguments[folder];
  if (folder === undefined || sought === undefined || typeof word !== 'string' || !/^[\p{L}\p{N}_-]{1,40}$/u.test(word)) return extraction;
  // "en la carpeta pacientes", "в папке work", "from facu": a folder another language or a place word names is placed;
  // "the birthday of Tyler", "the checklist I send to clients" place nothing.
  const placed = findSpokenPaths(message).some(
    (spoken) => spoken.text === word && (spoken.strength >= 1 || !/\b(?:of|to|for|about)\s+(?:(?:my|our|the)\s+)?$/iu.test(message.slice(0, spoken.start))),
  );
  // "samples I logged in October", "the invoices in summer": a time said after "in" places nothing ("the October
  // folder" still does).
  const when = namesATime(word) && !saidAsFolder(word).test(message);
  if (!when && (placed || placedAs(word).test(message) || searchedIn(word).test(message))) return extraction;
  return { ...extraction, arguments: { ...extraction.arguments, [folder]: ROOT } };
}

/**
 * A tool that lists or searches a folder, asked with no folder named ("ls", "find my tax stuff"), works on the
 * root: its required folder is "." rather than a gap. Not grounded: the message did not state it.
 */
function withRootFolder(extraction: DetailedExtraction, tool: ToolSpec): DetailedExtraction {
  if (extraction.missing.length === 0) return extraction;
  const action = readToolAction(tool);
  if ((action.action !== 'list' && action.action !== 'search') || !action.objects.has('directory') || action.takesNothing) return extraction;
  const folder = extraction.missing.find((name) => !/[.[]/.test(name) && FOLDER_PARAMETER.test(name) && tool.parameters?.properties?.[name]?.type === 'string');
  if (!folder) return extraction;
  return { ...extraction, arguments: { [folder]: ROOT, ...extraction.arguments }, missing: extraction.missing.filter((name) => name !== folder) };
}

/**
 * A tool that moves or renames, asked to move a file into a folder ("move notes/w2.pdf into taxes/2024"): the
 * destination is the file's new path, the folder with the file's own name, not the folder itself; so is a folder
 * moved into another ("move projects/garden into projects/done"). A rename to a bare name keeps the folder it is
 * in ("rename drafts/v2.txt to final.txt" → "drafts/final.txt").
 */
function withKeptFileName(extraction: DetailedExtraction, tool: ToolSpec, message: string): DetailedExtraction {
  if (readToolAction(tool).action !== 'move') return extraction;
  const names = Object.keys(extraction.arguments);
  const from = names.find((name) => FROM_PARAMETER.test(name));
  const to = names.find((name) => TO_PARAMETER.test(name));
  const source = from === undefined ? undefined : extraction.arguments[from];
  const destination = to === undefined ? undefined : extraction.arguments[to];
  if (to === undefined || from === undefined || typeof source !== 'string' || typeof destination !== 'string') return extraction;
  if (RENAMES.test(message)) {
    const renamed = renamedInPlace(source, destination);
    return renamed ? { ...extraction, arguments: { ...extraction.arguments, [to]: renamed } } : extraction;
  }
  const moved = pathInFolder(destination, source) ?? (INTO.test(message) ? folderInFolder(destination, source) : undefined);
  if (!moved || /\.[\p{L}\p{N}]{1,5}$/u.test(destination) || destination === '.') return extraction;
  return {
    ...extraction,
    arguments: { ...extraction.arguments, [to]: moved },
    intoFolder: { parameter: to, sourceParameter: from, folder: destination },
  };
}

/**
 * A tool that moves or renames, asked to rename one name to another ("rename mums_jollof to mum_jollof_recipe.txt"):
 * the old name is where the move starts and the new one where it ends, each with the extension the other shows. An
 * end already read as that name inside a folder ("recipes/lefse.txt") keeps its folder.
 */
function withRenamedEnds(extraction: DetailedExtraction, tool: ToolSpec, message: string): DetailedExtraction {
  if (readToolAction(tool).action !== 'move') return extraction;
  const ends = renamedEnds(message);
  const properties = Object.keys(tool.parameters?.properties ?? {});
  const from = properties.find((name) => FROM_PARAMETER.test(name));
  const to = properties.find((name) => TO_PARAMETER.test(name));
  if (!ends || from === undefined || to === undefined) return extraction;
  const kept = (name: string, value: string): string => {
    const current = extraction.arguments[name];
    return typeof current === 'string' && (current === value || current.endsWith(`/${value}`)) ? current : value;
  };
  return {
    ...extraction,
    arguments: { ...extraction.arguments, [from]: kept(from, ends.from), [to]: kept(to, ends.to) },
    missing: extraction.missing.filter((name) => name !== from && name !== to),
    groundedParameters: [...new Set([...extraction.groundedParameters, from, to])],
  };
}

/** A new bare name for something inside a folder: the same folder, the new name. */
function renamedInPlace(source: string, name: string): string | undefined {
  const folder = /^(.*[/\\])[^/\\]+[/\\]?$/.exec(source)?.[1];
  return folder && !/[/\\]/.test(name) ? `${folder}${name}` : undefined;
}

/** A folder moved into another keeps its own name there. */
function folderInFolder(destination: string, source: string): string | undefined {
  const name = /([^/\\]+)[/\\]?$/.exec(source)?.[1];
  return name && name !== '.' && name !== '..' ? `${destination.replace(/[/\\]+$/, '')}/${name}` : undefined;
}

const INTO = /\b(?:into|inside|under(?:neath)?)\b/i;
const RENAMES = /\brenam|\bshould (?:just )?be (?:called|named)\b|\bumbenenn|\brenomm|\brinomin|\brenombr/i;
const FROM_PARAMETER = /^(?:source|src|from|old_?path|source_?path)$/i;
const TO_PARAMETER = /^(?:destination|dest|target|to|new_?path|destination_?path|target_?path)$/i;

const ROOT = '.';
const FOLDER_PARAMETER = /^(?:path|dir|directory|folder|root|base_?path|cwd)$/i;

const globDepthCache = new WeakMap<ToolSpec, boolean>();

/** A search tool documented with "**\/" patterns for subfolders: a kind of file or a name searched for everywhere takes it. */
function globsNeedDepth(tool: ToolSpec): boolean {
  let needs = globDepthCache.get(tool);
  if (needs === undefined) {
    needs =
      (tool.description ?? '').includes('**/') || Object.values(tool.parameters?.properties ?? {}).some((property) => property.description?.includes('**/'));
    globDepthCache.set(tool, needs);
  }
  return needs;
}

const toolStemCache = new WeakMap<ToolSpec, Set<string>>();

function toolStems(tool: ToolSpec): Set<string> {
  let stems = toolStemCache.get(tool);
  if (!stems) {
    stems = new Set([...terms(tool.name), ...terms(tool.description ?? '')]);
    toolStemCache.set(tool, stems);
  }
  return stems;
}

function extractFromSchema(facts: MessageFacts, schema: JsonSchema, depth: number): DetailedExtraction {
  const properties = Object.entries(schema.properties ?? {});
  // A server's schema is read as it came: a nested `required` that is no list (an object, a number) names nothing.
  const required = new Set(Array.isArray(schema.required) ? schema.required : []);
  const contexts = properties.map(([name, property]) => parameterContext(name, property, required.has(name), facts));
  const values: Record<string, unknown> = {};
  const scores: Record<string, number> = {};
  const assigned = new Map<string, Candidate>();
  const candidatesByParameter = new Map<string, Candidate[]>();
  // Required fields of a partly filled record ("entities[0].observations"), reported with the top-level gaps.
  const nestedMissing: string[] = [];

  for (const context of contexts) {
    if (context.kind === 'boolean') {
      const value = booleanValue(context, facts);
      if (value !== undefined) {
        values[context.name] = value;
        scores[context.name] = EXTRACT.quality.defaultValue;
      }
      continue;
    }
    // A list of records ("entities: [{name, entityType, observations}]"): one record read from the message.
    if (context.kind === 'array' && schemaKind(itemSchema(context.schema)) === 'object' && depth < 2) {
      const records = replacementRecords(itemSchema(context.schema), facts.text);
      if (records) {
        values[context.name] = records;
        scores[context.name] = PAIR_SCORE;
        continue;
      }
      const nested = extractFromSchema(facts, itemSchema(context.schema), depth + 1);
      if (Object.keys(nested.arguments).length > 0 && (context.required || nested.missing.length === 0)) {
        values[context.name] = [nested.arguments];
        scores[context.name] = nested.confidence;
        nestedMissing.push(...nested.missing.map((name) => `${context.name}[0].${name}`));
      }
      continue;
    }
    if (context.kind === 'object' && depth < 2) {
      const nested = extractFromSchema(facts, context.schema, depth + 1);
      if (Object.keys(nested.arguments).length > 0 && (context.required || nested.missing.length === 0)) {
        values[context.name] = nested.arguments;
        scores[context.name] = nested.confidence;
        nestedMissing.push(...nested.missing.map((name) => `${context.name}.${name}`));
      }
      continue;
    }
    candidatesByParameter.set(
      context.name,
      candidatesFor(context, facts).filter((candidate) => acceptable(context, candidate) && !optionalTakesListMember(context, facts, candidate)),
    );
  }

  assignSiblings(contexts, candidatesByParameter, assigned, facts);
  assignRespectively(contexts, candidatesByParameter, assigned, facts);
  assignGreedily(contexts, candidatesByParameter, assigned);
  fillRequiredByPosition(contexts, candidatesByParameter, assigned);
  for (const [name, candidate] of assigned) {
    values[name] = candidate.value;
    scores[name] = candidate.score;
  }
  const phraseFilled = fillRequiredFromPhrases(contexts, values, scores, facts);

  const ordered: Record<string, unknown> = {};
  for (const [name] of properties) if (name in values) ordered[name] = values[name];
  const missing = [...contexts.filter((context) => context.required && !(context.name in ordered)).map((context) => context.name), ...nestedMissing];
  return {
    arguments: ordered,
    missing,
    confidence: extractionConfidence(contexts, scores, missing),
    fanOut: fanOut(contexts, candidatesByParameter, assigned, facts),
    grounding: grounding(contexts, assigned, values, phraseFilled),
    unusedValues: countUnusedValues(facts, [...assigned.values()]),
    groundedParameters: [...assigned]
      .filter(([name, candidate]) => candidate.score >= GROUNDED_SCORE || (soleOfItsKind(contexts, name) && candidate.score > EXTRACT.quality.soleKindScore))
      .map(([name]) => name),
  };
}

function countUnusedValues(facts: MessageFacts, used: readonly Candidate[]): number {
  const spans = [
    ...facts.numbers.filter((number) => !number.spelled && !number.embedded),
    ...findDateSpans(facts.text),
    ...facts.mentions.filter((mention) => mention.kind !== 'name' || !echoesTool(mention.text, facts)),
  ];
  return spans.filter((span) => !used.some((candidate) => candidate.start >= 0 && candidate.start < span.end && span.start < candidate.end)).length;
}

function candidatesFor(context: ParameterContext, facts: MessageFacts): Candidate[] {
  return withRoleBonus(context, facts, [...assignmentCandidates(context, facts), ...typedCandidates(context, facts)]);
}

function typedCandidates(context: ParameterContext, facts: MessageFacts): Candidate[] {
  switch (context.kind) {
    case 'integer':
    case 'number':
      return numberCandidates(context, facts);
    case 'enum':
      return choosesSortKey(context) ? sortKeyCandidates(context, facts) : enumCandidates(context, facts, context.schema.enum ?? []);
    case 'date':
      return dateCandidates(context, facts);
    case 'string':
      return stringCandidates(context, facts);
    case 'array':
      return arrayCandidates(context, facts);
    default:
      return [];
  }
}

/** "sorted by size" or "the biggest": a key asked as the order, or implied by a superlative; "with sizes" is neither. */
function sortKeyCandidates(context: ParameterContext, facts: MessageFacts): Candidate[] {
  const values = context.schema.enum ?? [];
  const asked = enumCandidates(context, facts, values).filter((candidate) => askedAsOrder(facts, candidate));
  return [...asked, ...impliedKeyCandidates(facts, values, SPELLED_ENUM_SCORE)];
}

/** What an enum value found in the message as written scores at least. */
const SPELLED_ENUM_SCORE = EXTRACT.quality.spelledEnum;

function acceptable(context: ParameterContext, candidate: Candidate): boolean {
  if (candidate.score <= 0) return false;
  if (localFileForUri(context, candidate)) return false;
  if (context.required) return true;
  // An enum value spelled out in the message is evidence on its own ("in Fahrenheit"), and so is a list of them
  // for an array of enum values ("with a patio" for amenities ["Patio", "Wi-Fi", ...]).
  if (context.kind === 'enum') return candidate.score >= SPELLED_ENUM_SCORE && !VAGUE_ENUM_VALUES.has(String(candidate.value).toLowerCase());
  if (context.kind === 'array' && schemaKind(itemSchema(context.schema)) === 'enum' && Array.isArray(candidate.value)) {
    return candidate.score >= SPELLED_ENUM_SCORE + ENUM_LIST_BONUS && candidate.value.every((value) => !VAGUE_ENUM_VALUES.has(String(value).toLowerCase()));
  }
  return candidate.affinity >= OPTIONAL_MIN_AFFINITY;
}

/**
 * A parameter in URI format ("URL or data URI of the file content") is not given a bare file name ("notes.txt"):
 * the tool cannot fetch it, and the name belongs to a parameter that takes names. A bare domain ("example.com") stays.
 */
function localFileForUri(context: ParameterContext, candidate: Candidate): boolean {
  const format = String(context.schema.format ?? '').toLowerCase();
  if (format !== 'uri' && format !== 'url' && format !== 'iri') return false;
  if (typeof candidate.value !== 'string' || /^[a-z][a-z0-9+.-]*:/i.test(candidate.value)) return false;
  return FILE_EXTENSIONS.has(/\.([\p{L}\p{N}]{1,5})$/u.exec(candidate.value)?.[1]?.toLowerCase() ?? '');
}

/**
 * One item of a written list ("['Sam', 'Alice', 'Jack']") is not an optional scalar's value: the list belongs
 * to whatever takes lists (required scalars still fan out over it).
 */
function optionalTakesListMember(context: ParameterContext, facts: MessageFacts, candidate: Candidate): boolean {
  if (context.required || context.kind === 'array' || candidate.start < 0) return false;
  return listLiterals(facts.text).some((list) => candidate.start > list.start && candidate.end < list.end);
}

/** "[...]" spans holding a comma: lists written out literally. */
const listLiterals = memoByText(
  1_000,
  (text: string): ReadonlyArray<{ start: number; end: number }> =>
    text.includes('[') ? [...text.matchAll(/\[[^\][]*,[^\][]*\]/g)].map((match) => ({ start: match.index, end: match.index + match[0].length })) : [],
);

/** A required string with no entity-like candidate: the words right after its cue ("discovered the neutron"). */
function fillRequiredFromPhrases(
  contexts: readonly ParameterContext[],
  values: Record<string, unknown>,
  scores: Record<string, number>,
  facts: MessageFacts,
): Set<string> {
  const filled = new Set<string>();
  for (const context of contexts) {
    if (!context.required || context.kind !== 'string' || context.name in values) continue;
    const phrase = phraseAfterCue(context, facts) ?? topicAsked(context, facts) ?? toldKindOfPerson(context, values, facts.text);
    if (phrase) {
      values[context.name] = phrase;
      scores[context.name] = EXTRACT.quality.phraseValue;
      filled.add(context.name);
    }
  }
  return filled;
}

/**
 * A list of edits ("edits: [{oldText, newText}]") asked for as several replacements ("swap 'June' for 'July' and
 * 'noon' for '1pm'"): one record per stated replacement. One replacement is read as any record is.
 */
function replacementRecords(item: JsonSchema, text: string): Array<Record<string, string>> | undefined {
  const strings = Object.entries(item.properties ?? {}).filter(([, property]) => schemaKind(property) === 'string');
  const from = strings.filter(([name]) => roleOf(name) === 'first');
  const to = strings.filter(([name]) => roleOf(name) === 'second');
  if (from.length !== 1 || to.length !== 1 || !from[0] || !to[0]) return undefined;
  const pairs = findReplacementPairs(text);
  if (pairs.length < 2) return undefined;
  const [fromName] = from[0];
  const [toName] = to[0];
  return pairs.map((pair) => ({ [fromName]: pair.first.value, [toName]: pair.second.value }));
}
