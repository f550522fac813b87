/**
 * Finding an enum value in a message: as written ("fahrenheit", "vice
 * president", "vice-president", a plural), or failing that by stem ("daily"
 * for "day"). What depends only on the value, or only on the text, is worked
 * out once: catalogs repeat the same enums, and one message is matched
 * against every enum of every candidate tool.
 */
import { memoByText } from '../text/bounded-memo.js';
import { stem, words } from '../text/tokenize.js';
import { escapeRegExp } from '../text/escape-regexp.js';

/** How an enum value reads in prose: "per_hour" → "per hour" (empty when nothing is left). */
export const spokenForm = memoByText(20_000, (value: string): string => value.replace(/[_-]+/g, ' ').toLowerCase().trim());

/** Where a spoken enum value occurs in a lower-cased text, as a match (index and text), or null. */
export function findEnumValue(lowerText: string, spoken: string): RegExpExecArray | null {
  return (mayBeSpelledOut(lowerText, spoken) ? enumPattern(spoken).exec(lowerText) : null) ?? stemmedMatch(lowerText, spoken);
}

/**
 * Whether a lower-cased text may hold an enum value as written: the value's
 * first word must then appear in it letter for letter. Most enum values are
 * absent from any one message, and this spares compiling and running their
 * patterns. Non-ASCII values always go to the pattern (case-insensitive
 * matching outside ASCII is not plain substring search).
 */
export function mayBeSpelledOut(lowerText: string, spoken: string): boolean {
  const word = firstPlainWord(spoken);
  return word === undefined || lowerText.includes(word);
}

/** The text up to the first space, or undefined for a value with non-ASCII letters. */
const firstPlainWord = memoByText(20_000, (spoken: string): string | undefined => {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the range is "ASCII only", control characters included on purpose
  if (!/^[\x00-\x7f]*$/.test(spoken)) return undefined;
  const space = spoken.indexOf(' ');
  return space < 0 ? spoken : spoken.slice(0, space);
});

/** The pattern for one spoken enum value, compiled once (catalogs repeat the same enums in every turn). */
const enumPattern = memoByText(
  20_000,
  (spoken: string): RegExp => new RegExp(`(?<![a-z0-9])${escapeRegExp(spoken).replace(/ /g, '[\\s_-]*')}(?:e?s)?(?![a-z0-9])`, 'i'),
);

/** Enum values such as "daily" matching "day", by stem. */
function stemmedMatch(text: string, spoken: string): RegExpExecArray | null {
  const { stems: wanted, size } = spokenStems(spoken);
  if (wanted.length < 3) return null;
  for (const run of stemRuns(text)) {
    for (let i = 0; i + size <= run.length; i += 1) {
      const first = run[i];
      const last = run[i + size - 1];
      if (!first || !last) continue;
      const said =
        size === 1
          ? first.stem
          : run
              .slice(i, i + size)
              .map((word) => word.stem)
              .join(' ');
      if (said === wanted) {
        const result = [text.slice(first.start, last.end)] as unknown as RegExpExecArray;
        result.index = first.start;
        return result;
      }
    }
  }
  return null;
}

/** The stems of a spoken value, space-joined ("daily" → "daili"), and how many words a match spans. */
const spokenStems = memoByText(20_000, (spoken: string) => ({ stems: words(spoken).map(stem).join(' '), size: spoken.split(' ').length }));

interface StemmedWord {
  stem: string;
  start: number;
  end: number;
}

/**
 * The lower-case words of a text with their stems, in runs that only spaces
 * join (punctuation and digits end a run): a multi-word enum value must sit
 * inside one run. Read once per text, not once per enum value.
 */
const stemRuns = memoByText(1_000, (text: string): StemmedWord[][] =>
  [...text.matchAll(/[a-z]+(?:\s+[a-z]+)*/g)].map((run) =>
    [...run[0].matchAll(/[a-z]+/g)].map((word) => ({ stem: stem(word[0]), start: run.index + word.index, end: run.index + word.index + word[0].length })),
  ),
);
