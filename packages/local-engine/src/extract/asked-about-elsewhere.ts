/**
 * Whom or what a question asks about, in the languages that say "about" with a word of their own: after it
 * ("ماذا تتذكر عن ليلى؟", "was weißt du über den Huber", "co wiesz o Ewie") or before it ("neha ke baare mein kya
 * yaad hai", "민지 씨에 대해 뭐 기억하고 있어?"). A title before a name is left out in every language: a memory keeps
 * people by their names ("Mr Karam" is kept as Karam, "Herrn Krause" as Krause).
 */

import { namedInFull } from './named-in-full.js';

/** Titles people put before a name. */
const TITLE =
  /^(?:(?:mr|mrs|ms|miss|mx|dr|prof|herr|herrn|frau|monsieur|madame|mme|señor|señora|sr|sra|don|doña|signor|signora|sig|pan|pani|pana|panią)\.?|الحاج|الحاجة|السيد|السيدة|الأستاذ|الأستاذة|الدكتور|الدكتورة)\s+(?=\p{L})/iu;

/** The name or phrase without a title before it ("Mr Karam" → "Karam"). */
export function withoutTitle(phrase: string): string {
  const bare = phrase.replace(TITLE, '');
  return bare.length > 0 ? bare : phrase;
}

/** The word for "about" before what is asked of, in the languages that put it first. */
const ABOUT_BEFORE = /(?<![\p{L}\p{M}])(?:عن|حول|über|ueber|sobre|sur|om|över|over|про|об|о|o|di|su|despre|για|hakkında|tentang|về)\s+/giu;
/** Articles and "my" between that word and the name ("über den Huber", "sobre a Ana", "о моём брате"). */
const LEADING = new Set(
  'a o as os la le les el los las l der den die das dem des meinen meinem meiner mein meine mi mis mon ma mes mio mia meu minha mijn de het min mitt mina моём моей моем мой моя'.split(
    ' ',
  ),
);
/** What is asked of, then the words for "about" after it ("neha ke baare mein", "민지 씨에 대해", "鈴木について"). */
const ABOUT_AFTER = /(?<![\p{L}\p{M}])(\p{L}[\p{L}\p{M}]*)\s*(?:씨|님)?\s*(?:에\s?대해|에\s?대한|ke\s+ba+re\s+m[ea]i?n|के\s+बारे\s+में|hakkında)(?![\p{L}\p{M}])/iu;
const WORD = /[\p{L}\p{M}][\p{L}\p{M}'’-]*/gu;
/** A name is a word or two; more is the rest of the question. */
const NAME_WORDS = 2;

/** What the question asks about (see the file comment), or undefined. */
export function askedAboutElsewhere(text: string): string | undefined {
  const after = ABOUT_AFTER.exec(text)?.[1];
  if (after) return after;
  let last: RegExpExecArray | undefined;
  ABOUT_BEFORE.lastIndex = 0;
  for (let found = ABOUT_BEFORE.exec(text); found; found = ABOUT_BEFORE.exec(text)) last = found;
  if (!last) return undefined;
  // The name runs to the clause's end ("über meinen Vermieter, Herrn Krause" asks about the landlord).
  const clause = withoutTitle(text.slice(last.index + last[0].length).split(/[,.;:!?؟、。？！\n]/u)[0] ?? '');
  const words = [...clause.matchAll(WORD)].map((match) => match[0]);
  while (words.length > 0 && LEADING.has((words[0] ?? '').toLowerCase())) words.shift();
  const name = withoutTitle(words.slice(0, NAME_WORDS).join(' '));
  // "co wiesz o Marcie?": the name as it is kept, not the case form "about" puts it in.
  return name.length > 0 ? namedInFull(last[0].trim().toLowerCase(), name) : undefined;
}
