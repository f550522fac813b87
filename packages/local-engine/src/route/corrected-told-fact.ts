/**
 * "sorry, it's Wednesday, not Tuesday" right after "remember that the choir rehearses on Tuesdays", "It is 12 years,
 * not 11" after "remember ... she has been with me for 11 years": a fact the person just told, corrected in the few
 * words that differ. People leave out what the two share ("17 june not 14" for a date told as "14 june"), so the old
 * word is found in the fact as told and the new words put in its place. The fact was kept as it was told, however
 * many facts it ran on with, so the correction is that text forgotten and the corrected text remembered.
 */
import { escapeRegExp } from '../text/escape-regexp.js';
import type { EngineMessage } from '../types.js';

/** "sorry,", "I am sorry,", "actually", "correction:", "oops", "my mistake": an opening that sets something right. */
const OPENING = /^(?:(?:i\s+am\s+sorry|i['’]?m\s+sorry|sorry|actually|correction|oops|my\s+mistake|my\s+bad|oh\s+dear|oh\s+no|no|wait|ah|oh)[,:!.]?\s+)+/i;
/** ", fix that", " please": what closes a correction without saying what it is. */
const CLOSING = /[\s,;.!-]+(?:(?:please\s+)?(?:fix|correct|change|update)\s+(?:that|this|it)|please|sorry)[.!]*$/i;
/**
 * "it's Wednesday, not Tuesday", "its 17 june not 14", "It is 12 years, not 11", "it should be the 15th, not the
 * 14th", "make it 8, not 7": what it is now, then what it is not.
 */
const NOT_THAT =
  /^(?:it['’]?s|it\s+is|it\s+was|that['’]?s|that\s+is|it\s+should\s+be|make\s+(?:it|that))\s+(?:the\s+|on\s+)?(.{1,40}?)[\s,;]+(?:not|instead\s+of|rather\s+than)\s+(?:the\s+|on\s+)?(.{1,40}?)$/i;
/**
 * "after 7 pm, not 6", "they were installed 2018 not 2019": the new words, then "not" and the old, with no "it's"
 * before them. Read only where the old words are in the fact as told, and the new side is cut to what follows the
 * words it shares with the fact before the old ones ("installed 2018" for "installed 2019").
 */
const BARE_NOT_THAT = /^(.{1,40}?)[\s,;]+not\s+(?:the\s+|on\s+)?(.{1,20}?)$/i;
/** Words of a refusal or a reply, not of a fact: "please don't, not friday", "stop it, not friday", "ok but not …". */
const REFUSING = /\b(?:don['’]?t|do\s+not|stop|cancel|leave|no|nope|never|thanks?|please|ok(?:ay)?|but|it|that|this)\b/i;
/** "Please remember that …", "remember my …", "can you note that …": what the person asked to be kept. */
const TOLD =
  /^(?:(?:please|pls|and|also|ok(?:ay)?|hey|can\s+you|could\s+you|would\s+you)[,\s]+)*(?:remember|note|keep\s+in\s+mind|don['’]?t\s+forget|make\s+a\s+note)(?:\s+(?:that|this|down))?[:,]?\s+(.{3,300}?)[.!]*$/i;

/** The last thing the person said before this turn. */
function lastUserTurn(history: readonly EngineMessage[]): string | undefined {
  for (let index = history.length - 1; index >= 0; index -= 1) {
    const turn = history[index];
    if (turn?.role === 'user') return turn.content.trim();
  }
  return undefined;
}

/**
 * The fact with the old words replaced by the new: the old ones are whole words of the fact, or a word's start
 * ("Tuesday" of "Tuesdays", whose ending stays); words the new side repeats right after them are said once.
 */
function replaced(fact: string, now: string, old: string): string | undefined {
  const at = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(old)}(s|th|st|nd|rd)?(?![\\p{L}\\p{N}])`, 'iu').exec(fact);
  if (!at) return undefined;
  const ending = at[1] && !now.toLowerCase().endsWith(at[1].toLowerCase()) ? at[1] : '';
  const nowWords = now.split(/\s+/);
  let rest = fact.slice(at.index + at[0].length);
  // "17 june" for "14" of "14 june": the words the two share are left out on one side, not said twice.
  for (let shared = nowWords.length - 1; shared >= 1; shared -= 1) {
    const tail = nowWords.slice(nowWords.length - shared).join(' ');
    const repeats = new RegExp(`^\\s+${escapeRegExp(tail)}(?![\\p{L}\\p{N}])`, 'iu').exec(rest);
    if (repeats) {
      rest = rest.slice(repeats[0].length);
      break;
    }
  }
  return `${fact.slice(0, at.index)}${now}${ending}${rest}`;
}

/**
 * The new side of a bare correction without the words it repeats of the fact just before the old words: "installed
 * 2018" is "2018" where the fact says "installed 2019". Undefined when the old words are not in the fact.
 */
function newWordsFor(fact: string, said: string, old: string): string | undefined {
  const at = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(old)}(?![\\p{L}\\p{N}])`, 'iu').exec(fact);
  if (!at) return undefined;
  const before = fact.slice(0, at.index).trim().split(/\s+/).filter(Boolean);
  const words = said.split(/\s+/);
  // The longest run of the fact's words right before the old ones that the new side says, and what follows it.
  for (let shared = Math.min(before.length, words.length - 1); shared >= 1; shared -= 1) {
    const run = before
      .slice(before.length - shared)
      .join(' ')
      .toLowerCase();
    for (let start = 0; start + shared < words.length; start += 1) {
      if (
        words
          .slice(start, start + shared)
          .join(' ')
          .toLowerCase() === run
      )
        return words.slice(start + shared).join(' ');
    }
  }
  return words.length <= 3 ? said : undefined;
}

/** The correction read as what it asks, when the turn before told the fact it corrects (see the file comment). */
export function correctedToldFactRequest(message: string, history: readonly EngineMessage[]): string | undefined {
  if (history.length === 0 || message.length > 120) return undefined;
  const text = message
    .replace(OPENING, '')
    .replace(CLOSING, '')
    .trim()
    .replace(/[.!]+$/, '');
  const said = NOT_THAT.exec(text);
  const bareSaid = said ? undefined : BARE_NOT_THAT.exec(text);
  const bare = bareSaid?.[1] && !REFUSING.test(bareSaid[1]) ? bareSaid : undefined;
  const old = (said ?? bare)?.[2]?.trim();
  const told = lastUserTurn(history);
  const fact = told ? TOLD.exec(told)?.[1]?.trim() : undefined;
  const now = said ? said[1]?.trim() : fact && old && bare?.[1] ? newWordsFor(fact, bare[1].trim(), old) : undefined;
  if (!now || !old || now.toLowerCase() === old.toLowerCase() || !fact) return undefined;
  const corrected = replaced(fact, now, old);
  return corrected ? `forget that ${fact} and remember that ${corrected}` : undefined;
}
