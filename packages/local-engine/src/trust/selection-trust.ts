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
import type { PlannedCall } from '../types.js';
import type { ToolMatch } from '../rank/best-match.js';
import { terms } from '../text/tokenize.js';

/**
 * Gate levels, set on the public corpus of `eval/corpus` (see its README) as
 * the loosest values that kept decided-alone precision >= 0.95 on every
 * source when that source was left out; rounded.
 */
export const TRUST_GATES = {
  /** BM25 of the chosen tool over the best tool not chosen. */
  minMargin: 1.25,
  /** Share of the message's content terms the tool's documents or the argument values explain. */
  minCoverage: 0.7,
} as const;

/** Confidence reported when every gate passes, and the cap when one fails (below any sensible cascade threshold). */
export const TRUSTED_CONFIDENCE = 0.95;
export const HAND_OVER_CAP = 0.5;

/** Words that chain steps: a later step needs an earlier step's output, which the engine does not plan. */
const CHAIN_CUES = /\b(then|after that|afterwards|next|finally|once (?:you|that|it)|use (?:the|that|this|its) (?:result|output|value|id)|based on (?:the|that|this) (?:result|output)|and (?:also|then))\b/i;

export interface TrustVerdict {
  trusted: boolean;
  /** Why it hands over (empty when trusted). */
  reasons: string[];
}

export function assessSelectionTrust(message: string, shortlist: readonly ToolMatch[], calls: readonly PlannedCall[]): TrustVerdict {
  const reasons: string[] = [];
  const chosenNames = new Set(calls.map((call) => call.tool));
  if (calls.length === 0) return { trusted: false, reasons: ['no call'] };
  if (chosenNames.size > 1) reasons.push('several tools');
  if (CHAIN_CUES.test(message)) reasons.push('steps chained');
  if (calls.some((call) => call.missing.length > 0)) reasons.push('required argument missing');
  if (calls.some((call) => !Object.entries(call.arguments).every(([, value]) => grounded(value, message)))) reasons.push('argument not in the message');

  const chosen = shortlist.find((match) => chosenNames.has(match.entry.tool.name));
  const rival = shortlist.find((match) => !chosenNames.has(match.entry.tool.name));
  if (!chosen) reasons.push('chosen tool not shortlisted');
  else {
    if (rival && chosen.bm25 < TRUST_GATES.minMargin * rival.bm25) reasons.push('no clear margin over the next tool');
    if (coverage(message, chosen, calls) < TRUST_GATES.minCoverage) reasons.push('message words the tool does not explain');
  }
  return { trusted: reasons.length === 0, reasons };
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

/** Share of the message's content terms found in the tool's documents or in an argument value. */
function coverage(message: string, chosen: ToolMatch, calls: readonly PlannedCall[]): number {
  const messageTerms = [...new Set(terms(message))].filter((term) => !/^\d+$/.test(term));
  if (messageTerms.length === 0) return 1;
  const valueWords = new Set(calls.flatMap((call) => Object.values(call.arguments).flatMap((value) => terms(stringify(value)))));
  const explained = messageTerms.filter((term) => chosen.entry.allTerms.has(term) || valueWords.has(term));
  return explained.length / messageTerms.length;
}

function stringify(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(stringify).join(' ');
  return String(value);
}
