/**
 * "a gardener", "he's one of my piano students" to the engine's own "What kind of thing is Mia?": the answer to a
 * question the plan asked, read as the request it was asked for, with the kind said where a request says it ("my
 * gardener Mia"). Only a short answer to that question, right after it, is read so.
 */
import { escapeRegExp } from '../text/escape-regexp.js';
import { askedInReply } from '../text/missing-question-forms.js';
import { bareAnswerOf } from '../text/yes-or-no.js';
import type { EngineMessage } from '../types.js';
import { previousRequest } from './previous-request.js';

/** An answer gives a kind in a few words. */
const ANSWER_WORDS = 8;
/** Words before the kind: "a", "he's one of my", "she is my", "it's a". */
const LEAD = /^(?:(?:he|she|they|it)(?:'s|’s| is| are)\s+|(?:oh|um|well|yes|yeah)[,\s]+)*(?:one of (?:my|our) |(?:a|an|the|my|our)\s+)?/i;
/** Words after the kind that add nothing to it: "a gardener, by the way", "a student of mine", "an actor in the cast". */
const TAIL =
  /\s*(?:,.*|\s+(?:of mine|too|as well|actually|by the way)|\s+(?:in|at|on|from|for|with|of)\s+(?:the|my|our|a|an|this|that)\s+[\p{L}\p{N}' -]+)?[.!\s]*$/iu;

/** The request the kind question was asked for, with the kind the message gives; undefined when it is no such answer. */
export function answeredKind(message: string, history: readonly EngineMessage[]): string | undefined {
  const reply = history.at(-1);
  const asked = previousRequest(history);
  const name = reply?.role === 'assistant' ? kindAskedOf(reply.content) : undefined;
  // A bare "yes" or "no" answers a yes/no question, not this one.
  if (!name || !asked || message.split(/\s+/).length > ANSWER_WORDS || /\?\s*$/.test(message) || bareAnswerOf(message)) return undefined;
  const kind = message.trim().replace(LEAD, '').replace(TAIL, '').trim().toLowerCase();
  if (!/^[\p{Ll}-]+(?: [\p{Ll}-]+)?$/u.test(kind)) return undefined;
  const said = new RegExp(`(?<![\\p{L}])${escapeRegExp(name)}(?![\\p{L}])`, 'u').exec(asked);
  if (!said) return undefined;
  return `${asked.slice(0, said.index)}my ${singular(kind)} ${asked.slice(said.index)}`;
}

/** "piano students" → "piano student": a kind is said of one. */
function singular(kind: string): string {
  return kind.replace(/(?<=[^s])s$/, '');
}

/**
 * Whom the reply asks the kind of, read with the form the question is written from ("What kind of thing is Mia?"),
 * when the reply only asks for missing values (not a file's or a server's text quoted in a reply).
 */
function kindAskedOf(reply: string): string | undefined {
  const asked = askedInReply(reply);
  return asked.find((ask) => ask.form === 'kind')?.values.subject;
}
