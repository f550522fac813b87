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
/** At most this many lines are quoted: more would be the file again, not an answer. */
const MAX_LINES = 3;
/** The last reply must have shown at least this many lines (a file, a listing), not a sentence of its own. */
const MIN_SHOWN_LINES = 3;

/** The answer from the lines of the last reply that hold every word the question is about, or undefined. */
export function answerFromShownLines(message: string, history: readonly EngineMessage[]): HistoryAnswer | undefined {
  const question = message.trim();
  if (question.length > 160 || /\n/.test(question) || !QUESTION.test(question) || ACTS.test(question)) return undefined;
  const replyAt = history.findLastIndex((turn) => turn.role === 'assistant');
  const askedAt = history.findLastIndex((turn) => turn.role === 'user');
  if (replyAt < 0 || askedAt > replyAt) return undefined;
  const about = [
    ...new Set(
      words(question)
        .filter((word) => !QUESTION_WORDS.has(word) && !STOPWORDS.has(word))
        .map(stem),
    ),
  ];
  if (about.length < 2) return undefined;
  const lines = (history[replyAt]?.content ?? '').split('\n').filter((line) => line.trim().length > 0);
  if (lines.length < MIN_SHOWN_LINES) return undefined;
  // One word of three or more may be the question's own verb ("who walks Max and Luna on Thursday" of the line
  // "Thursday: Max & Luna — Aisha"); every other word must be on the line.
  // Lines that hold every word come first.
  const missed = lines.map((line) => {
    const stems = new Set(words(line).map(stem));
    return about.filter((word) => !stems.has(word)).length;
  });
  const fewest = Math.min(...missed);
  const holding = fewest <= (about.length >= 3 ? 1 : 0) ? lines.filter((_, index) => missed[index] === fewest) : [];
  if (holding.length === 0 || holding.length > MAX_LINES) return undefined;
  const quoted = holding.map((line) => `"${line.trim()}"`).join(', ');
  return { found: true, goal: 'answer from what the last reply showed', answer: `From what I showed you: ${quoted}.` };
}
