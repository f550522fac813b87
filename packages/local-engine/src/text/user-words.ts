import { memoByText } from './bounded-memo.js';
import { stem } from './tokenize.js';

const WORD = /[\p{L}\p{N}]+/gu;
const QUOTED_WORD = /"([\p{L}\p{N}]+)"/gu;
const WORD_LIST = /\(([\p{L}\p{N}]+(?:, [\p{L}\p{N}]+)*)\)/gu;

/**
 * A rationale as a person reads it: the engine matches word stems ("delet",
 * "entiti") and quotes them; each quoted word and each word of a
 * parenthesised list that is the stem of a word of the message is written as
 * the user wrote it ("delete", "entities"). Other text is left as it is.
 */
export function inUserWords(rationale: string, message: string): string {
  // Only quoted words and parenthesised lists are rewritten: a rationale with neither needs no reading of the message.
  if (!rationale.includes('"') && !rationale.includes('(')) return rationale;
  const written = writtenWords(message);
  const spell = (word: string) => written.get(word) ?? word;
  return rationale
    .replace(QUOTED_WORD, (_quoted, word: string) => `"${spell(word)}"`)
    .replace(WORD_LIST, (_list, list: string) => `(${list.split(', ').map(spell).join(', ')})`);
}

/** Each word stem of a message with the word it first stands for; read once per message (a turn's stages rewrite several rationales of one message). */
const writtenWords = memoByText(64, (message: string): ReadonlyMap<string, string> => {
  const written = new Map<string, string>();
  for (const [word] of message.matchAll(WORD)) {
    const key = stem(word.toLowerCase());
    if (!written.has(key)) written.set(key, word);
  }
  return written;
});
