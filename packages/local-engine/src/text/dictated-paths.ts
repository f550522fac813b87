/**
 * Voice typing writes a path as it is said: "open logbook slash 2024 dash week dash 23 dot txt", "make a folder
 * called routes slash 2024", "rename notes dot txt to road notes dot txt". Such a run is written back as the path
 * it says ("logbook/2024-week-23.txt") before anything else reads the request. A run is a path only where it ends
 * on "dot" and a file extension, or holds a "slash" in a request about files or folders: "my coworker slash
 * roommate" is a person, and a quoted text is what to write, word for word.
 */
import { FILE_EXTENSIONS } from './file-kinds.js';
import { memoByText } from './bounded-memo.js';
import { STOPWORDS, stem } from './tokenize.js';
import { readsOtherLanguage, OBJECT_STEMS, VERB_STEMS } from '../intent/lexicon.js';

const PART = String.raw`[\p{L}\p{N}_][\p{L}\p{N}_'-]*`;
const SPOKEN_SEPARATOR = String.raw` (?:slash|dash|hyphen|underscore) `;
const EXTENSION = String.raw` dot (${[...FILE_EXTENSIONS].join('|')})(?![\p{L}\p{N}])`;
/** One part and the separators and parts after it, then maybe an extension; or one part and an extension. */
const SPOKEN_RUN = new RegExp(String.raw`(?<![\p{L}\p{N}_'-])${PART}(?:(?:${SPOKEN_SEPARATOR}${PART})+(?:${EXTENSION})?|${EXTENSION})`, 'giu');
const SAID_SEPARATOR = /^(?:slash|dash|hyphen|underscore)$/i;
const WRITTEN: Record<string, string> = { slash: '/', dash: '-', hyphen: '-', underscore: '_' };
const SAYS_DICTATION = / (?:slash|dot|dash|hyphen|underscore) /i;
/** Words that place or name a path ("to slash etc", "called slash data"): before a first said slash, not a part of it. */
const PLACING = new Set(['to', 'into', 'from', 'in', 'inside', 'at', 'on', 'under', 'onto', 'called', 'named', 'as']);
const QUOTED = /"[^"\n]*"|“[^”\n]*”|(?<![\p{L}])'[^'\n]*'(?![\p{L}])/gu;
/** What a request about files and folders asks ("open", "list", "make a folder"): a slash there joins a path. */
const FILE_ACTIONS = new Set(['read', 'list', 'info', 'search', 'create', 'move', 'destroy']);

export const withDictatedPaths: (text: string) => string = memoByText(2_000, (text: string): string => {
  if (!SAYS_DICTATION.test(text) || readsOtherLanguage(text)) return text;
  const quoted = [...text.matchAll(QUOTED)].map((match) => [match.index, match.index + match[0].length] as const);
  const aboutFiles = asksAboutFiles(text);
  let nextQuote = 0;
  return text.replace(SPOKEN_RUN, (run: string, afterParts?: string, alone?: string, offset = 0) => {
    const extension = afterParts ?? alone;
    // Runs come in order and quotes do not overlap: one pass over both, not every quote for every run.
    while (nextQuote < quoted.length && (quoted[nextQuote]?.[1] ?? 0) <= offset) nextQuote += 1;
    if (offset >= (quoted[nextQuote]?.[0] ?? Number.POSITIVE_INFINITY)) return run;
    const words = run.split(' ');
    if (extension === undefined && !aboutFiles) return run;
    // "a dot txt file": a function word before the extension names no file.
    if (words.length === 3 && STOPWORDS.has((words[0] ?? '').toLowerCase())) return run;
    // "rename notes dot txt to slash etc slash cron", "open slash etc": a run said from its first slash is a path
    // from the root; the verb or placing word before it stays a word, never the path's first folder ("to/etc/cron").
    const lead = (words[0] ?? '').toLowerCase();
    // A verb counts only where it opens the request: "open archive slash 2023 dot zip" names the folder archive.
    const fromRoot = words[1]?.toLowerCase() === 'slash' && (PLACING.has(lead) || (offset === 0 && VERB_STEMS.has(stem(lead))));
    let path = fromRoot ? `${words[0]} /` : '';
    for (let i = fromRoot ? 2 : 0; i < words.length; i += 1) {
      const word = words[i] ?? '';
      const lower = word.toLowerCase();
      if (extension !== undefined && lower === 'dot' && i === words.length - 2) path += '.';
      else if (SAID_SEPARATOR.test(word) && i > 0 && i < words.length - 1) path += WRITTEN[lower];
      else path += word;
    }
    return path;
  });
});

function asksAboutFiles(text: string): boolean {
  for (const word of text.toLowerCase().match(/[a-z]+/g) ?? []) {
    const key = stem(word);
    const kind = OBJECT_STEMS.get(key);
    if (kind === 'file' || kind === 'directory') return true;
    const verb = VERB_STEMS.get(key);
    if (verb && verb.strength === 1 && FILE_ACTIONS.has(verb.action)) return true;
  }
  return false;
}
