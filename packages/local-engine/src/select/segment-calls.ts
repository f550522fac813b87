/**
 * Several calls of one tool described one after another: "the first person
 * weighs 75 kg and is 180 cm tall, the second weighs 60 kg and is 165 cm
 * tall". The text is cut into small fragments; a new call starts whenever a
 * fragment states a parameter the current call already has. Parameters stated
 * once are shared by every call; a call missing a value takes it from the call
 * before ("then repeat with a time of 10 seconds").
 */
import type { ToolSpec } from '../types.js';
import { extractArgumentsDetailed, pathInFolder, type DetailedExtraction } from '../extract/extract-arguments.js';
import { schemaKind } from '../extract/schema-kind.js';
import { messageFacts } from '../extract/message-facts.js';
import { findDateSpans } from '../extract/number-mentions.js';
import { findReplacementPairs } from '../extract/replacement-pair.js';
import { leadingPlace } from '../extract/placed-files.js';

export interface CallDraft {
  text: string;
  /** Parameters the call's own text states (the rest are shared or carried over). */
  grounded?: ReadonlySet<string>;
  arguments: Record<string, unknown>;
  extraction: DetailedExtraction;
}

const FRAGMENT_BREAK = /(?<=[.?!;:])\s+|,\s+(?:and\s+|then\s+|but\s+|while\s+|whereas\s+)?|\s+(?:and|then|but|while|whereas|also|plus)\s+/gi;

/** Words that number the calls one by one. */
const ENUMERATION = /\b(?:first|second|third|fourth|fifth|lastly|finally)\b/i;

interface Fragment {
  start: number;
  end: number;
  grounded: Set<string>;
}

interface Segment {
  start: number;
  end: number;
  grounded: Set<string>;
}

/** Calls for one tool from its text; undefined when the text describes a single call. */
export function segmentCalls(text: string, tool: ToolSpec): CallDraft[] | undefined {
  // Only required scalar parameters mark a new call: lists collect values, and an optional unit or flag
  // said twice ("85 kilograms and 180 cm") is no second request.
  const properties = tool.parameters?.properties ?? {};
  const required = new Set(tool.parameters?.required ?? []);
  const notList = (name: string): boolean => schemaKind(properties[name] ?? {}) !== 'array';
  const scalar = (name: string): boolean => required.has(name) && notList(name);
  // Two calls need a required scalar stated in two fragments: without such a parameter, or a second fragment,
  // the text is one call (checked first because reading every fragment is the costly part).
  if (![...required].some(scalar)) return undefined;
  const pieces = splitFragments(text);
  if (pieces.length < 2) return undefined;
  const whole = extractArgumentsDetailed(text, tool);
  // A number the whole-text reading gives to another parameter is that parameter's, not a repeat
  // ("two notes of 440Hz and 880Hz" is one call). Names and codes repeat freely ("USD to AUD and USD to CAD"),
  // but not into a record of the whole reading: "'noon' for '1pm'" is the second edit of one call, not a file.
  const claimedElsewhere = (name: string, value: unknown): boolean =>
    Object.entries(whole.arguments).some(
      ([other, otherValue]) =>
        other !== name && ((typeof value === 'number' && otherValue === value) || (typeof value === 'string' && holdsInRecord(otherValue, value))),
    );
  const fragments = pieces.map((fragment): Fragment => {
    const extraction = extractArgumentsDetailed(text.slice(fragment.start, fragment.end), tool);
    const grounded = extraction.groundedParameters.filter((name) => scalar(name) && !claimedElsewhere(name, extraction.arguments[name]));
    return { ...fragment, grounded: new Set(grounded) };
  });
  const segments: Segment[] = [];
  let current: Segment | undefined;
  for (const fragment of fragments) {
    if (current && [...fragment.grounded].some((name) => current?.grounded.has(name))) {
      segments.push(current);
      current = undefined;
    }
    if (!current) current = { start: fragment.start, end: fragment.end, grounded: new Set() };
    current.end = fragment.end;
    for (const name of fragment.grounded) current.grounded.add(name);
  }
  if (current) segments.push(current);

  const counts = new Map<string, number>();
  for (const segment of segments) for (const name of segment.grounded) counts.set(name, (counts.get(name) ?? 0) + 1);
  const varying = new Set([...counts].filter(([, count]) => count >= 2).map(([name]) => name));
  if (varying.size === 0) return undefined;

  const shared: Record<string, unknown> = {};
  const drafts: CallDraft[] = [];
  for (const segment of segments) {
    // The original wording, separators included, so lists inside a segment still read as lists.
    const segmentText = text.slice(segment.start, segment.end);
    const extraction = extractArgumentsDetailed(segmentText, tool);
    // Values the segment states, read per fragment or over the whole segment ("between A and B" spans two fragments).
    // Optional values count too once the segment is a call of its own: "round to 3 places ... to 4 places".
    // A flag the segment sets ("with the shortest route") is stated as well.
    const flags = Object.keys(extraction.arguments).filter((name) => schemaKind(properties[name] ?? {}) === 'boolean');
    const stated = pick(extraction.arguments, new Set([...segment.grounded, ...extraction.groundedParameters.filter(notList), ...flags]));
    if (![...segment.grounded].some((name) => varying.has(name))) {
      Object.assign(shared, stated);
      continue;
    }
    drafts.push({ text: segmentText, arguments: stated, extraction, grounded: new Set(Object.keys(stated)) });
  }
  if (drafts.length < 2 || sameCallEachTime(drafts)) return undefined;
  // A value stated in only one call for a parameter that does not vary ("... in a 'dictionary' format") applies to all,
  // unless the calls are enumerated ("the first ..., the second ...") and the value is optional: each is then described in full.
  const enumerated = ENUMERATION.test(text);
  for (const name of Object.keys(properties)) {
    if (varying.has(name) || (enumerated && !required.has(name))) continue;
    const holders = drafts.filter((draft) => name in draft.arguments);
    const holder = holders[0];
    if (holders.length !== 1 || !holder) continue;
    // "move a.txt and b.txt to archive": each file keeps its own name in the folder they share.
    const into = holder.extraction.intoFolder?.parameter === name ? holder.extraction.intoFolder : undefined;
    for (const draft of drafts) {
      if (name in draft.arguments) continue;
      draft.arguments[name] = (into && pathInFolder(into.folder, draft.arguments[into.sourceParameter])) ?? holder.arguments[name];
    }
  }

  let previous: Record<string, unknown> = {};
  for (const draft of drafts) {
    const filled: Record<string, unknown> = { ...shared, ...draft.arguments };
    // Names and words the segment itself holds beat the previous call's; numbers placed only by position do not.
    const own = Object.entries(draft.extraction.arguments);
    for (const [name, value] of own) if (!(name in filled) && typeof value !== 'number') filled[name] = value;
    for (const [name, value] of Object.entries(previous)) if (!(name in filled)) filled[name] = value;
    for (const [name, value] of own) if (!(name in filled)) filled[name] = value;
    for (const name of required) if (!(name in filled) && name in whole.arguments) filled[name] = whole.arguments[name];
    draft.arguments = orderLike(filled, tool);
    previous = draft.arguments;
  }
  return drafts;
}

function splitFragments(text: string): Array<{ start: number; end: number }> {
  const fragments: Array<{ start: number; end: number }> = [];
  let start = 0;
  const push = (end: number): void => {
    if (/[A-Za-z0-9]/.test(text.slice(start, end))) fragments.push({ start, end });
  };
  // Never cut inside a name ("Boston, MA"), a date ("May 12, 2022"), a quotation, a side of a stated replacement
  // ('"theme": "light"') or after the place that opens the request ("in school, rename ...").
  const facts = messageFacts(text);
  const sides = findReplacementPairs(text).flatMap((pair) => [pair.first, pair.second]);
  const place = leadingPlace(text);
  const protectedSpans = [...facts.mentions, ...findDateSpans(text), ...sides, ...(place ? [place] : [])].sort((a, b) => a.start - b.start);
  // One sweep over the spans as the breaks move on: thousands of breaks among thousands of names stay linear.
  let next = 0;
  let coveredTo = -1;
  for (const match of text.matchAll(FRAGMENT_BREAK)) {
    for (; next < protectedSpans.length && (protectedSpans[next]?.start ?? 0) < match.index; next += 1) {
      coveredTo = Math.max(coveredTo, protectedSpans[next]?.end ?? 0);
    }
    if (match.index < coveredTo) continue;
    push(match.index);
    start = match.index + match[0].length;
  }
  push(text.length);
  return fragments;
}

/**
 * "which recipes have I saved? They are all in the Recipes folder": the same values said twice, in another letter
 * case, are one call said twice.
 */
function sameCallEachTime(drafts: readonly CallDraft[]): boolean {
  const said = new Set(drafts.map((draft) => JSON.stringify(draft.arguments).toLowerCase()));
  return said.size === 1;
}

/** Whether a list of records holds the text as one of its fields. */
function holdsInRecord(value: unknown, text: string): boolean {
  return Array.isArray(value) && value.some((item) => item !== null && typeof item === 'object' && Object.values(item).includes(text));
}

function pick(values: Record<string, unknown>, names: ReadonlySet<string>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).filter(([name]) => names.has(name)));
}

/** Keys in the order the schema declares them, for stable, readable plans. */
function orderLike(values: Record<string, unknown>, tool: ToolSpec): Record<string, unknown> {
  const ordered: Record<string, unknown> = {};
  for (const name of Object.keys(tool.parameters?.properties ?? {})) if (name in values) ordered[name] = values[name];
  return ordered;
}
