/**
 * "inside projects make three folders: drafts, final and archive", "create folders a1 and b2 under work", "make a
 * folder called drafts inside projects": folders named in a list, made in a folder the request places them in. Each
 * named folder is one inside that place, so the request is written with their paths ("make folders projects/drafts,
 * projects/final and projects/archive") and reads as if the user had written them.
 */

/**
 * A place word and the folder after it: "inside projects", "in the work folder", "under my Documents", and a path
 * the user wrote from the root, the home or here ("in /srv/www", "under ~/work", "in ./build").
 */
const PLACE = String.raw`(?:in|inside|under|within)\s+(?:(?:the|my|our)\s+)?((?:~\/|\.\/|\/)?[\p{L}\p{N}_][\p{L}\p{N}_.\/-]*)(?:\s+(?:folder|directory))?`;
/**
 * Past this many folders, or a place this long, the list is read as written: each name is written again with the
 * place, so a 64 KB list of one-letter names would become a request three times as long to read.
 */
const MOST_FOLDERS = 24;
const LONGEST_PLACE = 255;
/** "in my top folder", "in the home folder", "in the main directory": the folder the tools start from, which no path part names. */
const ROOT_PLACE = /^(?:top|home|main|root|base|top-level|toplevel|own)$/i;
/** A folder's path inside a place: written from the top folder ("./arquivo") when the place is that folder. */
const inside = (place: string, name: string): string => {
  if (/\s/.test(name)) return ROOT_PLACE.test(place) ? `"${name}"` : `"${place}/${name}"`;
  return ROOT_PLACE.test(place) ? `./${name}` : `${place}/${name}`;
};
/** A quote mark inside a name would close the quotes the rewrite puts around it and let its rest read as a request. */
const QUOTE_MARK = /["'“”‘’`]/u;
/** A `..` part names no folder to make things in: it is where the place leaves itself. */
const PARENT_PART = /(?:^|\/)\.\.(?:\/|$)/;
/** Words a request may open with before its verb: "ok create …", "please make …", "so can you set up …". */
const OPENING = String.raw`(?:(?:ok(?:ay)?|so|now|and|alright|right)[,\s]+)?(?:(?:please|pls|can you|could you)\s+)?`;
/** A folder's name in the list: one word, or a quoted name. */
const ITEM = String.raw`(?:"[^"\n]{1,80}"|'[^'\n]{1,80}'|[\p{L}\p{N}_][\p{L}\p{N}_.-]*)`;
/** The place said first: "inside projects, make …". */
const LEADING_PLACE = new RegExp(String.raw`^${PLACE}\s*,?\s+(?=\S)`, 'iu');
/** A request to make folders, the place between the noun and the list or after the list, then the list. */
const MAKE_FOLDERS = new RegExp(
  String.raw`^((?:${OPENING})?(?:make|create|add|set up)\s+(?:(?:\d+|a|an|one|two|three|four|five|six|some|a few|few|the|new|empty)\s+)*(?:sub)?(?:folders?|director(?:y|ies)|dirs?))(?:\s+${PLACE})?(?:\s*:|\s+(?:called|named))?\s+(${ITEM}(?:\s*,\s*${ITEM})*(?:\s*,?\s+(?:and|&)\s+${ITEM})?)(?:\s+${PLACE})?\s*[.!]?\s*$`,
  'iu',
);
const ITEMS = new RegExp(ITEM, 'gu');
/** Words that stand in the list's place without naming folders ("make folders for it", "make folders there"). */
const NOT_FOLDER_NAMES = /^(?:and|for|there|here|it|them|please|pls|now|too|inside|in|under|within|with|of|to)$/i;

/** A request that opens by making one folder: "make a folder", "please create a new directory". */
const MAKES_ONE_FOLDER = new RegExp(
  String.raw`^((?:${OPENING})?(?:make|create|add|set up)\s+(?:(?:a|an|one|new)\s+)*(?:sub)?(?:folder|directory|dir))\b`,
  'iu',
);
/** Its name said last: "… call it weddings", "… named cosecha 2025", up to three words to the end. */
const NAMED_LAST =
  /\b(?:call(?:ed)?|name(?:d)?)(?:\s+(?:it|that))?\s+("[^"\n]{1,80}"|'[^'\n]{1,80}'|[\p{L}\p{N}_][\p{L}\p{N}_.-]*(?:\s+[\p{L}\p{N}_][\p{L}\p{N}_.-]*){0,2})\s*[.!]?\s*$/iu;
const PLACES = new RegExp(String.raw`(?:^|\s)${PLACE}`, 'giu');

/**
 * "make a folder in Gigs for the wedding stuff call it weddings", "make a folder for the 2025 harvest inside Finca
 * call it cosecha 2025": one folder, placed in one folder somewhere in the sentence and named last.
 */
function namedFolderPlaced(message: string): string | undefined {
  const made = MAKES_ONE_FOLDER.exec(message);
  const named = made ? NAMED_LAST.exec(message) : null;
  if (!made?.[1] || !named?.[1]) return undefined;
  const places = [...message.slice(0, named.index).matchAll(PLACES)].map((match) => (match[1] ?? '').replace(/\/+$/, '').replace(/\.+$/, ''));
  const place = places[0];
  const name = named[1].replace(/^["']|["']$/g, '').replace(/(?<=[^.])\.+$/, '');
  if (places.length !== 1 || !place || PARENT_PART.test(place) || place.length > LONGEST_PLACE || NOT_FOLDER_NAMES.test(place)) return undefined;
  if (NOT_FOLDER_NAMES.test(name) || name.includes('/') || QUOTE_MARK.test(name)) return undefined;
  return `${made[1]} ${inside(place, name)}`;
}

/** The request with each listed folder written inside the place it is made in; undefined when it is no such request. */
export function foldersMadeInside(message: string): string | undefined {
  const leading = LEADING_PLACE.exec(message);
  const rest = leading ? message.slice(leading[0].length) : message;
  const made = MAKE_FOLDERS.exec(rest);
  if (!made) return leading ? undefined : namedFolderPlaced(message);
  const places = [leading?.[1], made[2], made[4]].filter((place): place is string => place !== undefined);
  if (places.length !== 1) return undefined;
  // "inside Shop.": the dot ends the sentence, not the folder's name.
  const place = (places[0] ?? '').replace(/\/+$/, '').replace(/\.+$/, '');
  if (PARENT_PART.test(place) || place.length > LONGEST_PLACE) return undefined;
  const names = [...(made[3] ?? '').replace(/\s+(?:and|&)\s+/giu, ', ').matchAll(ITEMS)].map((item) =>
    item[0].replace(/^["']|["']$/g, '').replace(/(?<=[^.])\.+$/, ''),
  );
  if (names.length === 0 || names.length > MOST_FOLDERS || names.some((name) => NOT_FOLDER_NAMES.test(name) || name.includes('/') || QUOTE_MARK.test(name)))
    return undefined;
  const paths = names.map((name) => inside(place, name));
  const listed = paths.length === 1 ? paths[0] : `${paths.slice(0, -1).join(', ')} and ${paths.at(-1)}`;
  return `${made[1]} ${listed}`;
}
