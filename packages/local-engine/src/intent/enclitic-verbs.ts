/**
 * "ábrelo", "muéstramelo", "léela", "aprilo", "mostramelo": Spanish and Italian join the pronouns to the imperative,
 * and Spanish then marks the stress the verb alone would not. The verb is what is left, without the mark; the
 * pronoun points back at the thing the conversation was about, as "it" does. Arabic joins "for me" to the verb the
 * same way ("افتحلي", open for me; "ورجيلي", show me).
 */
import type { Action } from './action.js';
import { FOREIGN_WORDS } from './lexicon.js';

/** A verb long enough to be one, then the pronouns joined to it. */
const ENCLITIC =
  /^(\p{L}{2,}?)(?:me|te|se|nos|os|ce|ve|gli)?(?:lo|la|los|las|le|les|li|ne)$|^(\p{L}{3,}?)(?:me|mi|nos|ci)$|^(\p{Script=Arabic}{3,}?)(?:لي|لنا)$/u;
/** The pronouns for the thing acted on ("-lo", "-la", "-melo"), as opposed to "-me" ("to me") alone. */
const THING_PRONOUN = /(?:lo|la|los|las|li|le)$/u;
const WORD = /\p{L}+/gu;

/** The verb a word with joined pronouns stands on, without its stress mark; undefined when the word has none. */
export function withoutEnclitic(word: string): string | undefined {
  const match = ENCLITIC.exec(word);
  const verb = match?.[1] ?? match?.[2] ?? match?.[3];
  return verb === undefined ? undefined : verb.normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC');
}

/**
 * Where a message says "do this to it" with a joined pronoun ("sí, ábrelo" → at "ábrelo"): the word's end, where the
 * thing pointed at may be written out, and the action its verb asks. Undefined when no word does.
 */
export function encliticPointer(message: string): { end: number; action: Action } | undefined {
  for (const match of message.toLowerCase().matchAll(WORD)) {
    const word = match[0];
    if (FOREIGN_WORDS.has(word) || !THING_PRONOUN.test(word)) continue;
    const verb = withoutEnclitic(word);
    const action = verb === undefined ? undefined : FOREIGN_WORDS.get(verb);
    if (action) return { end: match.index + word.length, action };
  }
  return undefined;
}
