/**
 * Whether the engine may take a whole tool decision (tools and arguments)
 * without a model. Selective prediction: it decides alone only when
 * independent signals agree, and otherwise hands the model its shortlist.
 *
 * - one tool, and no sign of a chain of steps ("then", "use the result") the
 *   engine cannot plan;
 * - every required argument present and every argument grounded: its value is
 *   written in the message (or is one of the parameter's listed options that
 *   the message spells out);
 * - a clear lexical margin over the best tool not chosen;
 * - the message's content words are explained by the chosen tool's documents
 *   and the argument values.
 */
import type { PlannedCall, ToolSpec } from '../types.js';
import type { ToolMatch } from '../rank/best-match.js';
import { isSpecificTerm, splitIdentifier, STOPWORDS, terms } from '../text/tokenize.js';

/**
 * Gate levels, set on the public corpus of `eval/corpus` (see its README) as
 * the loosest values that kept decided-alone precision >= 0.95 on every
 * source when that source was left out; rounded.
 */
export const TRUST_GATES = {
  /** BM25 of the chosen tool over the best tool not chosen. */
  minMargin: 1.25,
  /** Share of the message's specific terms the tool's documents or the argument values explain. */
  minCoverage: 0.7,
  /** Specific message terms neither the tool's documents nor the argument values explain (a value the call left out). */
  maxUnexplained: 1,
} as const;

/** Confidence reported when every gate passes, and the cap when one fails (below any sensible cascade threshold). */
export const TRUSTED_CONFIDENCE = 0.95;
export const HAND_OVER_CAP = 0.5;

/** Words that chain steps: a later step needs an earlier step's output, which the engine does not plan. */
const CHAIN_CUES =
  /\b(then|after that|afterwards|next|finally|once (?:you|that|it)|use (?:the|that|this|its) (?:result|output|value|id)|based on (?:the|that|this) (?:result|output)|and (?:also|then)|and \w+ (?:it|them|those|these))\b/i;

export interface TrustVerdict {
  trusted: boolean;
  /** Why it hands over (empty when trusted). */
  reasons: string[];
  /** The graded signals behind the threshold gates, for calibration (see eval/corpus/loso.mjs). */
  measures?: TrustMeasures;
}

export interface TrustMeasures {
  /** BM25 of the chosen tool over the best tool not chosen (Infinity without a rival or when the message names it more completely). */
  margin: number;
  coverage: number;
  unexplained: number;
}

export const MARGIN_REASON = 'no clear margin over the next tool';
export const COVERAGE_REASON = 'message words the tool does not explain';

export function assessSelectionTrust(message: string, shortlist: readonly ToolMatch[], calls: readonly PlannedCall[]): TrustVerdict {
  const reasons: string[] = [];
  const chosenNames = new Set(calls.map((call) => call.tool));
  if (calls.length === 0) return { trusted: false, reasons: ['no call'] };
  if (chosenNames.size > 1) reasons.push('several tools');
  // Several calls of one tool mean the engine split a list or a sentence; it gets that wrong too often to run unseen.
  else if (calls.length > 1) reasons.push('several calls');
  if (calls.some(reusesValue)) reasons.push('one value fills two parameters');
  if (leftOverValues(message, calls, shortlist.find((match) => chosenNames.has(match.entry.tool.name)))) reasons.push('a value the message states went unused');
  if (CHAIN_CUES.test(message)) reasons.push('steps chained');
  if (calls.some((call) => call.missing.length > 0)) reasons.push('required argument missing');

  const chosen = shortlist.find((match) => chosenNames.has(match.entry.tool.name));
  const rival = shortlist.find((match) => !chosenNames.has(match.entry.tool.name));
  if (!chosen) reasons.push('chosen tool not shortlisted');
  else {
    const tool = chosen.entry.tool;
    if (calls.some((call) => !Object.entries(call.arguments).every(([name, value]) => grounded(value, message) && isUserValue(value, name, tool, message)))) {
      reasons.push('argument not in the message');
    }
    const margin = !rival || namesMoreCompletely(message, chosen, rival) ? Infinity : chosen.bm25 / rival.bm25;
    if (margin < TRUST_GATES.minMargin) reasons.push(MARGIN_REASON);
    if (calls.some((call) => statedButUnfilled(message, call, tool).length > 0)) reasons.push('an optional argument the message states was left out');
    if (calls.some((call) => swappedRoles(message, call))) reasons.push('a value sits next to another parameter\'s cue');
    const explained = explainedTerms(message, chosen, calls);
    if (explained.share < TRUST_GATES.minCoverage || explained.unexplained > TRUST_GATES.maxUnexplained) reasons.push(COVERAGE_REASON);
    return { trusted: reasons.length === 0, reasons, measures: { margin, coverage: explained.share, unexplained: explained.unexplained } };
  }
  return { trusted: reasons.length === 0, reasons };
}

/**
 * A value the user gave, not a word that names the tool or the parameter ("ID" for `light_id`, "reset" for
 * `resetPassword`), and not a cut-off piece of a quoted phrase or of a longer token ("5.1" of "5.1.2").
 */
function isUserValue(value: unknown, parameter: string, tool: ToolSpec, message: string): boolean {
  if (Array.isArray(value)) return value.every((item) => isUserValue(item, parameter, tool, message));
  if (typeof value === 'number') return standsAlone(value, message);
  if (typeof value !== 'string') return true;
  const text = value.trim();
  // One letter, a dangling operator or a stopword at either end: a piece of something longer.
  if (text.length < 2 || /^[-+*=^<>,.]\s|\s[-+*/=^<>,]$|[-+*=^<>,]$/.test(text)) return false;
  const edges = text.toLowerCase().split(/\s+/);
  if (edges.length > 1 && (STOPWORDS.has(edges[0] ?? '') || STOPWORDS.has(edges[edges.length - 1] ?? ''))) return false;
  // A sentence break inside the value ("Liverpool F.C. Include").
  if (/[.!?]\s+[A-Z]/.test(text)) return false;
  const options = (tool.parameters?.properties?.[parameter]?.enum ?? []).map((option) => String(option).toLowerCase());
  if (options.includes(value.toLowerCase())) return true;
  const schemaTerms = new Set([...terms(splitIdentifier(tool.name).join(' ')), ...Object.keys(tool.parameters?.properties ?? {}).flatMap((name) => terms(splitIdentifier(name).join(' ')))]);
  const valueTerms = terms(value);
  if (valueTerms.length > 0 && valueTerms.every((term) => schemaTerms.has(term))) return false;
  // A value that carries another parameter's name ("game Halo" for `player` next to `game`) swallowed its cue.
  const ownTerms = new Set(terms(splitIdentifier(parameter).join(' ')));
  const otherNames = Object.keys(tool.parameters?.properties ?? {}).filter((name) => name !== parameter).flatMap((name) => terms(splitIdentifier(name).join(' ')));
  if (valueTerms.some((term) => otherNames.includes(term) && !ownTerms.has(term))) return false;
  return wholeSpan(value, message);
}

/** A number written on its own, not glued to a unit prefix ("100µF", "50mH") that scales it. */
function standsAlone(value: number, message: string): boolean {
  for (const match of message.matchAll(/-?\d+(?:[.,]\d+)*(?:\.\d+)?/g)) {
    if (Math.abs(Number(match[0].replace(/,/g, '')) - value) > 1e-9) continue;
    const after = message.slice((match.index ?? 0) + match[0].length);
    if (!/^\p{L}/u.test(after)) return true;
  }
  return false;
}

/**
 * Optional parameters the call left out although the message says their name or one of their options
 * ("in miles", "on Switch", "include its statistics"): the engine missed a value it was given.
 */
function statedButUnfilled(message: string, call: PlannedCall, tool: ToolSpec): string[] {
  const messageTerms = new Set(terms(message));
  const used = new Set(Object.values(call.arguments).flatMap((value) => terms(stringify(value))));
  const properties = Object.entries(tool.parameters?.properties ?? {});
  const paramTerms = (name: string, schema: ToolSpec['parameters'] & object): string[] => [
    ...terms(splitIdentifier(name).join(' ')),
    ...terms(String(schema.description ?? '')),
    ...(schema.enum ?? []).flatMap((option) => terms(String(option))),
  ];
  // Words the tool or the filled parameters account for do not point at a missing value.
  const accounted = new Set([
    ...terms(splitIdentifier(tool.name).join(' ')),
    ...terms(tool.description ?? ''),
    ...properties.filter(([name]) => name in call.arguments).flatMap(([name, schema]) => paramTerms(name, schema)),
  ]);
  return properties.flatMap(([name, schema]) => {
    if (name in call.arguments) return [];
    const said = paramTerms(name, schema).filter((term) => isSpecificTerm(term) && messageTerms.has(term) && !used.has(term) && !accounted.has(term));
    return said.length > 0 ? [name] : [];
  });
}

/**
 * Parameters with the same kind of value (`ticket_id`, `agent_id`): each value should follow its own
 * parameter's distinctive word ("ticket with ID X to agent with ID Y"); a value that follows another's is swapped.
 */
function swappedRoles(message: string, call: PlannedCall): boolean {
  const names = Object.keys(call.arguments).filter((name) => typeof call.arguments[name] === 'string');
  const own = new Map(names.map((name) => [name, new Set(terms(splitIdentifier(name).join(' ')))]));
  const lower = message.toLowerCase();
  return names.some((name) => {
    const distinctive = [...(own.get(name) ?? [])].filter((term) => names.every((other) => other === name || !own.get(other)?.has(term)));
    const others = names.filter((other) => other !== name).flatMap((other) => [...(own.get(other) ?? [])].filter((term) => !own.get(name)?.has(term)));
    const at = lower.indexOf(String(call.arguments[name]).toLowerCase());
    if (at < 0 || distinctive.length === 0) return false;
    const window = terms(message.slice(0, at).split(/\s+/).slice(-5).join(' '));
    const nearest = [...window].reverse().find((term) => distinctive.includes(term) || others.includes(term));
    return nearest !== undefined && !distinctive.includes(nearest);
  });
}

/**
 * A near tie is still clear when the message names the chosen tool more completely: the rival's name words
 * are all the chosen tool's, and the words only the chosen tool has are in the message ("read the text file"
 * picks `read_text_file` over `read_file`).
 */
function namesMoreCompletely(message: string, chosen: ToolMatch, rival: ToolMatch): boolean {
  const said = new Set(terms(message));
  const own = [...chosen.entry.nameTerms].filter((term) => !rival.entry.nameTerms.has(term));
  const rivalOnly = [...rival.entry.nameTerms].filter((term) => !chosen.entry.nameTerms.has(term));
  return own.length > 0 && rivalOnly.length === 0 && own.every((term) => said.has(term));
}

/**
 * Numbers and quoted phrases the message states that no argument took: a second request, a unit or a date
 * part the call does not carry ("for 5x^2+6x+1 and 3x^2+2x+1", "June01 2023").
 */
function leftOverValues(message: string, calls: readonly PlannedCall[], chosen: ToolMatch | undefined): boolean {
  const used = calls.map((call) => Object.values(call.arguments).map(stringify).join(' | ')).join(' | ').toLowerCase();
  const usedNumbers = new Set(numbersIn(used));
  const numbers = numbersIn(message);
  if (numbers.some((n) => !usedNumbers.has(n) && !used.includes(String(n)))) return true;
  // A capitalised name inside a sentence ("on Switch") is a value too, unless the tool's own documents use the word.
  const usedTerms = new Set(terms(used));
  const names = [...message.matchAll(/(?<![.!?]\s|^)\b([A-Z][a-zA-Z]+)\b/g)].map((m) => m[1] ?? '').filter((word) => word !== 'I');
  if (names.some((word) => terms(word).some((term) => !usedTerms.has(term) && !chosen?.entry.allTerms.has(term)))) return true;
  const quoted = [...message.matchAll(/["“]([^"”]{2,})["”]|'([^']{2,})'/g)].map((m) => (m[1] ?? m[2] ?? '').trim().toLowerCase());
  return quoted.some((phrase) => phrase.length > 0 && !used.includes(phrase));
}

/** Whether two parameters of the call took the same written value (one of them is a guess). */
function reusesValue(call: PlannedCall): boolean {
  const seen = new Set<string>();
  for (const value of Object.values(call.arguments)) {
    if (typeof value !== 'string') continue;
    const key = value.trim().toLowerCase();
    if (seen.has(key)) return true;
    seen.add(key);
  }
  return false;
}

/** The value's place in the message starts and ends at token edges and covers any quoted phrase it falls in. */
function wholeSpan(value: string, message: string): boolean {
  const lower = message.toLowerCase();
  const wanted = value.trim().toLowerCase();
  for (let at = lower.indexOf(wanted); at >= 0; at = lower.indexOf(wanted, at + 1)) {
    const before = lower.slice(0, at);
    const after = lower.slice(at + wanted.length);
    if (/[\p{L}\p{N}]$/u.test(before) || /^[^\s.,;:!?)\]"'”’]/u.test(after) || /^[.:/\-_@][\p{L}\p{N}]/u.test(after)) continue;
    // A lowercase content word right after the value continues its phrase ("living" of "living room").
    const next = /^\s+([a-z]+)/.exec(message.slice(at + wanted.length))?.[1];
    if (next !== undefined && !STOPWORDS.has(next)) continue;
    // A number right after continues it too ("May" of "May 10, 2022", "January 30" of "January 30, 2015").
    if (/^,?\s+\d/.test(message.slice(at + wanted.length))) continue;
    const quote = /["“'‘]([^"”'’]*)$/.exec(before);
    if (quote && quote[1] !== undefined && /^[^"”'’]*["”'’]/.test(after) && (quote[1].length > 0 || !/^["”'’]/.test(after))) continue;
    return true;
  }
  return false;
}

/** A value is grounded when the message writes it (numbers as numbers, text case-folded), element by element for lists. */
export function grounded(value: unknown, message: string): boolean {
  if (Array.isArray(value)) return value.length > 0 && value.every((item) => grounded(item, message));
  if (typeof value === 'number') return numbersIn(message).some((n) => Math.abs(n - value) < 1e-9);
  if (typeof value === 'string') {
    const text = value.trim().toLowerCase();
    return text.length > 0 && message.toLowerCase().includes(text);
  }
  // Booleans and objects are read from cues, not written out: the engine is never sure enough of them.
  return false;
}

function numbersIn(message: string): number[] {
  return (message.match(/-?\d+(?:[.,]\d+)*(?:\.\d+)?/g) ?? []).map((token) => Number(token.replace(/,/g, ''))).filter(Number.isFinite);
}

/** The message's specific terms found in the tool's documents or in an argument value: their share, and how many are not. */
function explainedTerms(message: string, chosen: ToolMatch, calls: readonly PlannedCall[]): { share: number; unexplained: number } {
  const messageTerms = [...new Set(terms(message))].filter(isSpecificTerm);
  if (messageTerms.length === 0) return { share: 1, unexplained: 0 };
  const valueWords = new Set(calls.flatMap((call) => Object.values(call.arguments).flatMap((value) => terms(stringify(value)))));
  const explained = messageTerms.filter((term) => chosen.entry.allTerms.has(term) || valueWords.has(term));
  return { share: explained.length / messageTerms.length, unexplained: messageTerms.length - explained.length };
}

function stringify(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(stringify).join(' ');
  return String(value);
}
