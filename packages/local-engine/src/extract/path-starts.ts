/**
 * Where a path (the PATH pattern of text-mentions) may start in a text holding long runs of dots, dashes, slashes or
 * tildes. Every path holds a letter or digit, and what comes before its first one is made of these marks only, so a
 * path starting inside such a run goes on past the run with a character a path may hold, and ends within its longest
 * length (255 + 1 + 1,024 + 1 characters). A run followed by anything else starts none, nor does its part farther
 * than that from its end: each run is read once instead of from every one of its characters.
 */
const RUN_MARK = /[~./-]/;
/** Characters a path may hold other than the marks: letters, digits and signs of the scripts its names are written in. */
const PATH_CHARACTER = /^[\p{L}\p{M}\p{N}_\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}]/u;
/** The longest path, with a margin. */
const LONGEST_PATH = 1_300;
/** Runs shorter than this cost little to read from each character; the plain search is faster then. */
export const LONG_RUN = /[~./-]{64}/;

export function pathStarts(text: string): (from: number) => number {
  let runStart = 0;
  let runEnd = 0; // the run last measured: [runStart, runEnd)
  return (from) => {
    if (!RUN_MARK.test(text[from] ?? '')) return from;
    if (from < runStart || from >= runEnd) {
      runStart = from;
      runEnd = from;
      while (runEnd < text.length && RUN_MARK.test(text[runEnd] ?? '')) runEnd++;
    }
    if (!PATH_CHARACTER.test(text.slice(runEnd, runEnd + 2))) return runEnd;
    return Math.max(from, runEnd - LONGEST_PATH);
  };
}
