import type { ApprovalDecision } from './approvals.js';

/** A word ends where a space, punctuation or the line does (`\b` knows only ASCII letters, not "да"). */
const END = String.raw`(?=$|[\s.,!;:?。、！])`;
// The everyday yes and no of a few languages besides English ("ja", "sí", "oui", "да"); anything else leaves the question open.
const YES_WORDS = String.raw`(y|yes|ok|okay|sure|go ahead|do it|ja|jawohl|sí|si|oui|sim|tak|да|はい)`;
const NO_WORDS = String.raw`(n|no|nope|don't|do not|stop|nein|non|não|nao|nie|нет|いいえ)`;
const YES = new RegExp(String.raw`^\s*${YES_WORDS}${END}`, 'iu');
const NO = new RegExp(String.raw`^\s*${NO_WORDS}${END}`, 'iu');
/** Nothing but the word: punctuation and spaces may follow, no other word. */
const ONLY = String.raw`[\s.,!;:?。、！]*$`;
const BARE_YES = new RegExp(String.raw`^\s*${YES_WORDS}${ONLY}`, 'iu');
const BARE_NO = new RegExp(String.raw`^\s*${NO_WORDS}${ONLY}`, 'iu');

/**
 * The answer a line given right after a question holds: its first word is a yes or a no
 * ("yes, go on" approves). Undefined for anything else, which leaves the question open.
 */
export function answerOf(line: string): ApprovalDecision | undefined {
  if (YES.test(line)) return 'approve';
  if (NO.test(line)) return 'deny';
  return undefined;
}

/**
 * The answer a chat message holds when it is nothing but a yes or a no ("yes", "Ja!", "no.").
 * A message that says more ("no, read the other file") is a request of its own, not an answer.
 */
export function bareAnswerOf(message: string): ApprovalDecision | undefined {
  if (BARE_YES.test(message)) return 'approve';
  if (BARE_NO.test(message)) return 'deny';
  return undefined;
}
