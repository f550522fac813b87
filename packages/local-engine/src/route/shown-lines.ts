/**
 * A question the last reply already answers: after "read my schedule" showed its lines, "who walks Max and Luna on
 * thursday?" is answered by the line that names Max, Luna and Thursday, not by the same file read again or by "no
 * language model". Only a plain question whose words about what it asks are on one line (or a few) of what the last
 * reply showed; a question that also asks to do something is left to the router.
 */
import type { EngineMessage } from '../types.js';
import { stem, STOPWORDS, words } from '../text/tokenize.js';
import type { HistoryAnswer } from './history-lookup.js';

/** A question's own words: they ask, they say nothing of what is asked about. */
const QUESTION_WORDS = new Set(
  'who whom whose what which when where why how much many is are was were do does did has have had can could will would should again please pls'.split(' '),
);
/** A question about what was shown, not a request to act: opens with a question word, or ends with "?". */
const QUESTION = /^(?:who|whom|whose|what|which|when|where|how|is|are|was|were|do|does|did|has|have)\b|\?\s*$/i;
/** Words that ask for something to be done: the question is then a request too. */
const ACTS =
  /\b(?:read|open|show|list|find|search|look|delete|remove|erase|write|save|add|put|append|change|edit|replace|move|rename|copy|create|make|send|remember|forget|note|update|run|check)\b/i;
/** "what time", "which day", "what date": the question word with what kind of answer it wants. */
const ASKS_WHEN = /^(?:when\b|(?:what|which)\s+(?:time|day|date|days|dates|times)\b)/i;
/** "how much is the permanente", "what does a perm cost": asking for an amount, which a line says with a number. */
const ASKS_AMOUNT = /^(?:how (?:much|many)\b|(?:what|whats|what's|what’s)\b.{0,40}\b(?:cost|costs|price|charge|charges|fee)\b)/i;
/**
 * An amount as price lists write one: cents after a point or a comma ("45,00", "12.50", a CSV's "…,54.20"), or a currency by the number
 * ("€16", "16 eur", "$12"); not a phone number, a room, an account or a version.
 */
const SAYS_AMOUNT = /(?<![\d+./]|\d,)\d{1,6}[.,]\d{2}(?![\d.,])|[$€£¥₦₹]\s?\d|\d\s?(?:[$€£¥₦₹]|(?:eur|euros?|usd|dollars?|pounds?|gbp|naira|rupees?|rs)\b)/iu;
/**
 * Words of asking for an amount, which the line holds no more than "when" or "who": "how much did I spend on
 * electricity" of the line "2024-01-03,electricity,54.20".
 */
const AMOUNT_WORDS = new Set('cost costs price charge charges charged fee spend spent spending pay paid paying owe owed earn earned'.split(' '));
/** "who is the principiante": asking who a thing is said of, which the one line holding it says. */
const ASKS_WHO = /^who\b/i;
/** A turn's opening word that asks nothing ("so how much is …", "ok who is …"). */
const OPENING = /^(?:so|and|ok(?:ay)?|then|but|hmm+|oh|right)[,\s]+/i;
/** The kind of answer those name, a word of the question and of no line. */
const WHEN_KINDS = new Set(['time', 'day', 'date', 'days', 'dates', 'times']);
/** A time or a date on a line: "8-9.30", "7pm", "19-21 Sept", "14 June", "Mon". */
const SAYS_WHEN =
  /\d{1,2}(?::|\.)\d{2}|\d\s*(?:am|pm)\b|\b\d{1,2}(?:-\d{1,2})?\s*(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)|\b(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\b|\b\d{1,2}\s*-\s*\d{1,2}(?:[.:]\d{2})?\b/i;
/**
 * The verbs a question about when or who asks with, which the line it is answered by seldom holds: "when is the
 * photographer coming" of the line "19-21 Sept: … Photographer".
 */
const HAPPENING = new Set(['come', 'arriv', 'start', 'begin', 'happen', 'leav', 'go', 'finish', 'end', 'due', 'visit', 'stai']);
/** Months as lists and rotas shorten them ("Apr", "Sept"): each form under its first three letters. */
const MONTHS: ReadonlyMap<string, string> = new Map(
  'jan january feb february mar march apr april jun june jul july aug august sep sept september oct october nov november dec december'
    .split(' ')
    .map((word) => [word, word.slice(0, 3)]),
);

/** A word as lines and questions are compared: its stem, a month as its first three letters. */
function compared(word: string): string {
  return MONTHS.get(word) ?? stem(word);
}

/** At most this many lines are quoted: more would be the file again, not an answer. */
const MAX_LINES = 3;
/** The last reply must have shown at least this many lines (a file, a listing), not a sentence of its own. */
const MIN_SHOWN_LINES = 3;

/** The answer from the lines of the last reply that hold every word the question is about, or undefined. */
export function answerFromShownLines(message: string, history: readonly EngineMessage[]): HistoryAnswer | undefined {
  const question = message.trim().replace(OPENING, '');
  if (question.length > 160 || /\n/.test(question) || !QUESTION.test(question) || ACTS.test(question)) return undefined;
  const replyAt = history.findLastIndex((turn) => turn.role === 'assistant');
  const askedAt = history.findLastIndex((turn) => turn.role === 'user');
  if (replyAt < 0 || askedAt > replyAt) return undefined;
  const asksWhen = ASKS_WHEN.test(question);
  const asksAmount = ASKS_AMOUNT.test(question);
  const about = [
    ...new Set(
      words(question)
        .filter((word) => !QUESTION_WORDS.has(word) && !STOPWORDS.has(word) && !(asksWhen && WHEN_KINDS.has(word)) && !(asksAmount && AMOUNT_WORDS.has(word)))
        .map(compared),
    ),
  ];
  // "what time is breakfast": one word, when the question asks when and the one line holding it says when.
  // "how much is the permanente", "who is the principiante": one word, said on one line, which holds an amount or a name.
  const oneWordWhen = about.length === 1 && asksWhen;
  const oneWordAmount = about.length === 1 && asksAmount;
  const oneWordWho = about.length === 1 && ASKS_WHO.test(question);
  if (about.length < 2 && !oneWordWhen && !oneWordAmount && !oneWordWho) return undefined;
  const lines = (history[replyAt]?.content ?? '').split('\n').filter((line) => line.trim().length > 0);
  if (lines.length < MIN_SHOWN_LINES) return undefined;
  // One word of three or more may be the question's own verb ("who walks Max and Luna on Thursday" of the line
  // "Thursday: Max & Luna — Aisha"); every other word must be on the line.
  // Lines that hold every word come first.
  // Of two words, the one missed may be a verb of coming and going ("when is the photographer coming").
  const missed = lines.map((line) => {
    const stems = new Set(words(line).map(compared));
    const absent = about.filter((word) => !stems.has(word));
    return absent.length === 1 && about.length === 2 && HAPPENING.has(absent[0] ?? '') ? 0.5 : absent.length;
  });
  const fewest = Math.min(...missed);
  const holding = fewest <= (about.length >= 3 ? 1 : 0.5) ? lines.filter((_, index) => missed[index] === fewest) : [];
  if (holding.length === 0 || holding.length > MAX_LINES) return undefined;
  if (oneWordWhen && (holding.length > 1 || !SAYS_WHEN.test(holding[0] ?? ''))) return undefined;
  if (oneWordAmount && (holding.length > 1 || !SAYS_AMOUNT.test(holding[0] ?? ''))) return undefined;
  // Who: the line names someone besides the word asked ("Madeixas - Rita", "Hiroshi Tanaka, … Photographer").
  if (oneWordWho && (holding.length > 1 || !namesSomeoneBeside(holding[0] ?? '', question))) return undefined;
  const quoted = holding.map((line) => `"${line.trim()}"`).join(', ');
  return { found: true, goal: 'answer from what the last reply showed', answer: `From what I showed you: ${quoted}.` };
}

/**
 * Whether a line names someone besides what was asked: a capitalised word that opens no sentence (not the line's
 * first word, nor one after a stop or a colon: "Ignore …", "1. Send …", "Assistant: …"), is no word of the question
 * and no common word ("The").
 */
function namesSomeoneBeside(line: string, question: string): boolean {
  const asked = new Set(question.toLowerCase().match(/[\p{L}\p{N}'’-]+/gu) ?? []);
  for (const match of line.matchAll(/\p{Lu}\p{Ll}+/gu)) {
    const before = line.slice(0, match.index).trimEnd();
    const word = match[0].toLowerCase();
    if (before === '' || /[.:!?;]$/.test(before) || asked.has(word) || STOPWORDS.has(word)) continue;
    return true;
  }
  return false;
}
