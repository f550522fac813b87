/**
 * What a request asks to leave out: "but skip archive", "not in tests", "ignore anything in the drafts folder",
 * "except *.tmp", "excluding node_modules and dist". The names fill a parameter that takes exclusions
 * ("excludePatterns", "ignore", "skip"), and a folder or pattern parameter must not take them as what to search.
 */
import { memoByText } from '../text/bounded-memo.js';
import { STOPWORDS } from '../text/tokenize.js';

export interface ExcludedName {
  value: string;
  start: number;
  end: number;
}

/** A parameter that takes what to leave out, by its name. */
export function takesExclusions(name: string): boolean {
  return /exclu|ignor|skip|omit|except/i.test(name);
}

/** The cue, then optional filler ("anything in the", "the files in"), then the first name. */
const CUE = String.raw`(?:but\s+)?(?:skip(?:ping)?|ignor(?:e|ing)|exclud(?:e|ing)|except(?:\s+for)?|leav(?:e|ing)\s+out|without|not\s+(?:in|inside|under|from|including)|apart\s+from|other\s+than|excepto|salvo|sauf|except[ée]|hormis|außer|ausgenommen|tranne|eccetto|exceto)`;
const FILLER = String.raw`(?:(?:any(?:thing|\s+files?)?|everything|all|the|ones?|files?|stuff|things|folders?|directories|dirs?|my|those|that(?:'s|\s+is)?|are|is|in|inside|under|within|from|of|en|dans|im|nel|nella|na|no|de|del|la|le|les|los|las|el|der|die|das|den|dem)\s+)*`;
const NAME = String.raw`["'“]?([\p{L}\p{N}_*.~][\p{L}\p{N}_*.\-/]*[\p{L}\p{N}_*/]|[\p{L}\p{N}_*])["'”]?`;
const EXCLUDED = new RegExp(String.raw`\b${CUE}\s+${FILLER}${NAME}`, 'giu');
/** "..., tests and dist": further names joined to the first. */
const MORE = new RegExp(String.raw`^(?:\s*(?:,|and|or|&)\s*)+(?:the\s+)?${NAME}`, 'iu');
const FOLDER_AFTER = /^\s+(?:folders?|director(?:y|ies)|dirs?)\b/i;

/** Nouns that say what kind of thing the name is ("the drafts folder"): not part of it. */
const KIND_NOUNS = new Set(['folder', 'folders', 'directory', 'directories', 'dir', 'dirs', 'files', 'file']);

export const findExcludedNames: (text: string) => readonly ExcludedName[] = memoByText(2_000, (text: string): ExcludedName[] => {
  if (!/skip|ignor|exclud|except|leav|without|not\s|apart|other\s+than|salvo|sauf|hormis|außer|ausgenommen|tranne|eccetto/i.test(text)) return [];
  const found: ExcludedName[] = [];
  const add = (value: string | undefined, at: number): boolean => {
    if (!value) return false;
    const clean = value.replace(/[.]+$/, '');
    if (clean.length === 0 || STOPWORDS.has(clean.toLowerCase()) || KIND_NOUNS.has(clean.toLowerCase())) return false;
    if (found.some((other) => other.start === at)) return false;
    found.push({ value: clean, start: at, end: at + clean.length });
    return true;
  };
  for (const match of text.matchAll(EXCLUDED)) {
    const name = match[1];
    const at = match.index + match[0].lastIndexOf(name ?? '');
    // "skip the pictures": a plain word after "the" is a kind of thing, not a name, unless a folder noun follows it
    // ("ignore the drafts folder") or it is written as names are ("the node_modules").
    const kindOfThing =
      /\bthe\s+$/i.test(text.slice(match.index, at)) && /^[\p{L}]+$/u.test(name ?? '') && !FOLDER_AFTER.test(text.slice(at + (name?.length ?? 0)));
    if (kindOfThing || !add(name, at)) continue;
    let end = match.index + match[0].length;
    for (let more = MORE.exec(text.slice(end)); more?.[1]; more = MORE.exec(text.slice(end))) {
      if (!add(more[1], end + more[0].lastIndexOf(more[1]))) break;
      end += more[0].length;
    }
  }
  return found.sort((a, b) => a.start - b.start);
});
