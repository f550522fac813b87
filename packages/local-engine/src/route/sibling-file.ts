/**
 * "and the april one?" after "open rota/march_nights.txt", "same for the 2023 one" after "how big is
 * taxes/2022_return.pdf", "y el de lentejas?" after "muéstrame recetas/garbanzos.md": a follow-up that asks the same
 * of a file named like the one before, differing in one part. The part it changes is the one of the same kind (a
 * month for a month, a number for a number); a one-word name is changed whole. Anything less sure is left alone.
 */
import { findPaths } from '../extract/text-mentions.js';
import { TELLING_WORDS } from '../extract/placed-files.js';
import type { EngineMessage } from '../types.js';
import { previousRequest } from './previous-request.js';

/** "(and|same for|what about) the april one", "the 2023 file", and the same in a few languages ("y el de lentejas"). */
const SIBLING = new RegExp(
  [
    String.raw`^(?:(?:ok(?:ay)?|so|and|now|then|also)[,\s]+)*(?:(?:what|how) about|(?:do )?(?:the )?same (?:thing )?(?:for|with)|and|now)?\s*the ([\p{L}\p{N}]+) (?:one|file|version)`,
    String.raw`^(?:y|e|et|und|en|i)\s+(?:(?:el|la|lo|le|il|o|a|der|die|das|de|het)\s+)?(?:de|del|da|do|du|des|di|von|vom|van|celui de|celle de)\s+(?:la\s+|los\s+|las\s+|les\s+|l')?([\p{L}\p{N}]+)`,
  ].join('|'),
  'iu',
);
const ENDS_ASKING = /^[\s?.!]*$/u;
/** "same for March", "and april?", "what about 2023": a month or a number alone stands for the file of that month or number. */
const BARE_SIBLING =
  /^(?:(?:ok(?:ay)?|so|now)[,\s]+)*(?:and|(?:what|how) about|(?:do )?(?:the )?same (?:thing )?(?:for|with)|and for|now)\s+([\p{L}\p{N}]+)[\s?.!]*$/iu;
const LOCALES = ['en', 'es', 'fr', 'de', 'it', 'pt', 'nl'];

/** Month names in a few languages, long and short ("march", "mar", "marzo"), each with its month's number. */
const MONTHS: ReadonlyMap<string, number> = new Map(
  LOCALES.flatMap((locale) =>
    Array.from({ length: 12 }, (_, month) => {
      const long = new Intl.DateTimeFormat(locale, { month: 'long' }).format(new Date(2024, month, 15)).toLowerCase();
      return [
        [long, month],
        [long.slice(0, 3), month],
      ] as Array<[string, number]>;
    }).flat(),
  ),
);
const NUMBER = /^\d+$/;
/** Words that tell a file from others ("the other one", "the next one") rather than name it. */
const NOT_A_NAME = new Set([...TELLING_WORDS, ...'next previous prior second third right wrong whole big small'.split(' ')]);

/** The earlier request with the file it names changed as the follow-up asks, or undefined when it asks nothing so. */
export function siblingFileRequest(message: string, history: readonly EngineMessage[]): string | undefined {
  const found = SIBLING.exec(message);
  const bare = found ? undefined : BARE_SIBLING.exec(message)?.[1]?.toLowerCase();
  const said = bare !== undefined ? (MONTHS.has(bare) || NUMBER.test(bare) ? bare : undefined) : (found?.[1] ?? found?.[2])?.toLowerCase();
  if (!said || NOT_A_NAME.has(said)) return undefined;
  if (found && !ENDS_ASKING.test(message.slice(found.index + found[0].length))) return undefined;
  const asked = previousRequest(history);
  if (!asked) return undefined;
  const files = findPaths(asked).filter((path) => /\.[\p{L}\p{N}]{1,5}$/u.test(path.text));
  const file = files.length === 1 ? files[0] : undefined;
  if (!file) return undefined;
  const renamed = siblingPath(file.text, said);
  return renamed ? `${asked.slice(0, file.start)}${renamed}${asked.slice(file.end)}` : undefined;
}

/** `path` with the part of its name of the same kind as `said` changed to it. */
function siblingPath(path: string, said: string): string | undefined {
  const slash = path.lastIndexOf('/');
  const dot = path.lastIndexOf('.');
  const folder = path.slice(0, slash + 1);
  const name = path.slice(slash + 1, dot);
  const extension = path.slice(dot);
  const parts = name.split(/([_\-. ]+)/);
  const words = parts.filter((_, at) => at % 2 === 0);
  const sameKind = (part: string): boolean => {
    const lower = part.toLowerCase();
    if (MONTHS.has(said)) return MONTHS.has(lower) && lower !== said;
    if (NUMBER.test(said)) return NUMBER.test(part) && part.length === said.length && part !== said;
    return false;
  };
  const matching = words.filter(sameKind);
  if (matching.length === 1) {
    const at = parts.indexOf(matching[0] ?? '');
    const renamed = parts.map((part, index) => (index === at ? written(said, part) : part)).join('');
    return `${folder}${renamed}${extension}`;
  }
  // A one-word name ("garbanzos.md") is swapped whole for another word; a number or month it has no part for is not.
  if (words.length === 1 && /^\p{L}+$/u.test(name) && !MONTHS.has(said) && !NUMBER.test(said) && said !== name.toLowerCase()) {
    return `${folder}${written(said, name)}${extension}`;
  }
  return undefined;
}

/** `word` written as `like` is: a short month as a short one, in its capitals ("Apr" for "april" in place of "Mar"). */
function written(word: string, like: string): string {
  const month = MONTHS.get(word);
  const short = month !== undefined && like.length === 3 && MONTHS.get(like.toLowerCase()) !== undefined ? word.slice(0, 3) : word;
  if (like === like.toUpperCase() && /\p{L}/u.test(like)) return short.toUpperCase();
  if (like[0] === like[0]?.toUpperCase() && /\p{L}/u.test(like[0] ?? '')) return `${short[0]?.toUpperCase()}${short.slice(1)}`;
  return short;
}
