/**
 * "and the other one?" after "letters has: landlord.txt, gran.txt" and a read of landlord.txt: the thing a listing
 * held that the turns since have not named. With more than one such thing, "the other" names none of them.
 */
import type { EngineMessage } from '../types.js';
import { listedItems, listingFolder } from './listed-items.js';

/**
 * "the other one", "the other file", "and the other?", "l'altro", "el otro", "l'autre", "der andere", "o outro"; not
 * "the other day" or "the other way round".
 */
export const THE_OTHER =
  /\b(?:the other(?: (?:one|file|folder|note|document|entry)\b|(?=\s*(?:[?.!,]|$)))|(?:l['’]altr[oa]|el otro|la otra|l['’]autre|(?:der|die|das) andere|o outro|a outra)(?=\s*(?:[?.!,]|$)))/iu;

/** A file's or folder's name as a listing gives it: with an extension, a slash, or both. */
const ENTRY = /\.[\p{L}\p{N}]{1,5}$|\//u;

/** How many exchanges back a listing may be for "the other" to pick from it. */
const REACH = 3;

/** The one listed thing not named since its listing, in the listing's folder; undefined when none or several are left. */
export function otherListedItem(history: readonly EngineMessage[]): string | undefined {
  for (let at = history.length - 1, exchanges = 0; at >= 0 && exchanges < REACH; at -= 1) {
    const turn = history[at];
    if (turn?.role !== 'assistant') continue;
    exchanges += 1;
    // Only names of files and folders: a reply quoting a file's text ("pancakes.md: flour, eggs, milk") lists none.
    const items = listedItems(turn.content).filter((item) => ENTRY.test(item));
    if (items.length < 2) continue;
    const since = history
      .slice(at + 1)
      .map((later) => later.content.toLowerCase())
      .join('\n');
    const left = items.filter((item) => !since.includes(baseName(item).toLowerCase()));
    if (left.length !== 1 || left[0] === undefined) return undefined;
    const folder = listingFolder(history.slice(0, at + 1));
    return left[0].includes('/') || !folder ? left[0] : `${folder}/${left[0]}`;
  }
  return undefined;
}

function baseName(item: string): string {
  const bare = item.replace(/\/$/, '');
  return bare.slice(bare.lastIndexOf('/') + 1);
}
