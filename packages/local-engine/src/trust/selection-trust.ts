/**
 * Whether the engine may take a whole tool decision (tools and arguments)
 * without a model. Selective prediction: it decides alone only when
 * independent signals agree, and otherwise hands the model its shortlist.
 *
 * - one tool, and no sign of a chain of steps ("then", "use the result") the
 *   engine cannot plan;
 * - every required argument present and every argument grounded: its value is
 *   written in the message whole and is the user's, not a schema word
 *   (`value-grounding.ts`); no value left over, left out, swapped or reused
 *   (`call-checks.ts`), and no place the request sends something to is read as a source;
 * - a clear lexical margin over the best tool not chosen;
 * - the message's content words are explained by the chosen tool's documents
 *   and the argument values.
 */
import type { PlannedCall } from '../types.js';
import type { ToolMatch } from '../rank/best-match.js';
import { isSpecificTerm, terms } from '../text/tokenize.js';
import { groundedArgument, stringify } from './value-grounding.js';
import { leftOverValues, readsDestination, reusesValue, statedButUnfilled, swappedRoles } from './call-checks.js';
import { TRUST_GATES } from '../weights.js';

export { grounded } from './value-grounding.js';

/**
 * Words that chain steps: a later step needs an earlier step's output, which the engine does not plan. "Next"
 * chains only where a clause starts with it ("Next, book it"), not as an adjective ("the next 3 days").
 */
const CHAIN_CUES =
  /(?:^|[.;:,]\s+|\b(?:and|then)\s+)next\b|\b(then|after that|afterwards|finally|once (?:you|that|it)|use (?:the|that|this|its) (?:result|output|value|id)|based on (?:the|that|this) (?:result|output)|and (?:also|then)|and \w+ (?:it|them|those|these))\b/i;

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
export const DESTINATION_READ_REASON = 'a place something is to go is read';
/** Doubts about which tool, not about any argument: what the model chose before may settle them. */
export const TOOL_CHOICE_DOUBTS: ReadonlySet<string> = new Set([MARGIN_REASON, COVERAGE_REASON]);

export function assessSelectionTrust(message: string, shortlist: readonly ToolMatch[], calls: readonly PlannedCall[]): TrustVerdict {
  const reasons: string[] = [];
  const chosenNames = new Set(calls.map((call) => call.tool));
  if (calls.length === 0) return { trusted: false, reasons: ['no call'] };
  if (chosenNames.size > 1) reasons.push('several tools');
  // Several calls of one tool mean the engine split a list or a sentence; it gets that wrong too often to run unseen.
  else if (calls.length > 1) reasons.push('several calls');
  if (calls.some(reusesValue)) reasons.push('one value fills two parameters');
  if (
    leftOverValues(
      message,
      calls,
      shortlist.find((match) => chosenNames.has(match.entry.tool.name)),
    )
  )
    reasons.push('a value the message states went unused');
  if (CHAIN_CUES.test(message)) reasons.push('steps chained');
  if (calls.some((call) => call.missing.length > 0)) reasons.push('required argument missing');

  const chosen = shortlist.find((match) => chosenNames.has(match.entry.tool.name));
  const rival = shortlist.find((match) => !chosenNames.has(match.entry.tool.name));
  if (!chosen) reasons.push('chosen tool not shortlisted');
  else {
    const tool = chosen.entry.tool;
    if (calls.some((call) => !Object.entries(call.arguments).every(([name, value]) => groundedArgument(name, value, tool, message)))) {
      reasons.push('argument not in the message');
    }
    const margin = !rival || namesMoreCompletely(message, chosen, rival) ? Infinity : chosen.bm25 / rival.bm25;
    if (margin < TRUST_GATES.minMargin) reasons.push(MARGIN_REASON);
    if (calls.some((call) => statedButUnfilled(message, call, tool).length > 0)) reasons.push('an optional argument the message states was left out');
    if (calls.some((call) => swappedRoles(message, call))) reasons.push("a value sits next to another parameter's cue");
    if (calls.some((call) => readsDestination(message, call, tool))) reasons.push(DESTINATION_READ_REASON);
    const explained = explainedTerms(message, chosen, calls);
    if (explained.share < TRUST_GATES.minCoverage || explained.unexplained > TRUST_GATES.maxUnexplained) reasons.push(COVERAGE_REASON);
    return { trusted: reasons.length === 0, reasons, measures: { margin, coverage: explained.share, unexplained: explained.unexplained } };
  }
  return { trusted: reasons.length === 0, reasons };
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

/** The message's specific terms found in the tool's documents or in an argument value: their share, and how many are not. */
function explainedTerms(message: string, chosen: ToolMatch, calls: readonly PlannedCall[]): { share: number; unexplained: number } {
  const messageTerms = [...new Set(terms(message))].filter(isSpecificTerm);
  if (messageTerms.length === 0) return { share: 1, unexplained: 0 };
  const valueWords = new Set(calls.flatMap((call) => Object.values(call.arguments).flatMap((value) => terms(stringify(value)))));
  const explained = messageTerms.filter((term) => chosen.entry.allTerms.has(term) || valueWords.has(term));
  return { share: explained.length / messageTerms.length, unexplained: messageTerms.length - explained.length };
}
