/**
 * The form in which a memory is searched: a search matches inside what is kept, so the fewest, plainest words find
 * the most. Titles, honorifics and plural endings are what people say, not what is kept.
 */
import { isKnownStem } from '../text/synonyms.js';
import { stem } from '../text/tokenize.js';
import { readToolAction } from '../intent/index.js';
import { nameAskedElsewhere } from '../intent/named-asked-elsewhere.js';
import { acquaintanceSubject } from '../intent/acquaintance-fact.js';
import type { ToolSpec } from '../types.js';
import { withoutTitle } from './asked-about-elsewhere.js';
import { namedInFull } from './named-in-full.js';
import { escapeRegExp } from '../text/escape-regexp.js';

/** "Tanaka-san", "Mehta ji": the honorific of address after a name, which a memory does not keep with it. */
const HONORIFIC_AFTER = /(?:-|\s+)(?:san|sama|kun|chan|sensei|ji|bhai|didi|sahib|saab)$/iu;

/**
 * What a memory is searched for, in the form that finds most: without a title before a name or an honorific after it
 * ("Mrs. Nguyen" → "Nguyen", "Tanaka-san" → "Tanaka"), and a plural word in lower case as its singular ("payments" →
 * "payment", "regulars" → "regular"): a search matches inside what is kept, so the singular finds the plural too.
 */
export function searchedForm(phrase: string): string {
  const bare = withoutTitle(phrase).replace(HONORIFIC_AFTER, '');
  // Only a word the lexicon holds: "jonas" is a name, not the plural of "jona".
  if (!/^\p{Ll}[\p{Ll}-]{3,}s$/u.test(bare) || /(?:ss|us|is)$/.test(bare) || !isKnownStem(stem(bare))) return bare;
  return bare.endsWith('ies') ? `${bare.slice(0, -3)}y` : bare.slice(0, -1);
}

/** A parameter that takes what to look for. */
const LOOKS_FOR = /^(?:q|query|search|search_?query|keywords?|terms?)$/i;

/** The arguments of a tool that searches a memory, with what it looks for in its searched form (`searchedForm`). */
export function inSearchedForm(args: Record<string, unknown>, tool: ToolSpec, message: string): Record<string, unknown> {
  const looked = Object.keys(args).filter((name) => LOOKS_FOR.test(name) && typeof args[name] === 'string');
  if (looked.length === 0) return args;
  const action = readToolAction(tool);
  if (action.action !== 'search' || !action.objects.has('memory')) return args;
  // "Wann hat Lena Geburtstag?": the one asked about, not the capitalised noun after the name.
  const asked = nameAskedElsewhere(message);
  // "whats Gethins phone number": a name with the possessive's "s" and no apostrophe is searched as the name.
  const owner = acquaintanceSubject(message);
  const form = (said: string): string => {
    if (asked && said.startsWith(`${asked} `)) return asked;
    if (owner && said.toLowerCase() === `${owner.toLowerCase()}s`) return said.slice(0, -1);
    return searchedForm(inKeptCase(said, message));
  };
  return { ...args, ...Object.fromEntries(looked.map((name) => [name, form(args[name] as string)])) };
}

/** The word for "about" that changes a name's case, right before the name in the message ("o Marcie", "про Ігоря"). */
function inKeptCase(name: string, message: string): string {
  const about = new RegExp(String.raw`(?<![\p{L}])(o|о|об|про)\s+${escapeRegExp(name)}(?![\p{L}])`, 'iu').exec(message)?.[1];
  return about === undefined ? name : namedInFull(about.toLowerCase(), name);
}
