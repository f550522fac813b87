/**
 * A run of whitespace longer than anyone types is cut to that length before the engine reads a message: several
 * readings look at a run from each of its places, so a 64 KB run of spaces would cost seconds, and no reading
 * needs more than a few of them.
 */
const LONGEST_RUN = 64;
const LONG_RUN = /\s{65,}/g;

export function boundWhitespace(message: string): string {
  return message.length > LONGEST_RUN ? message.replace(LONG_RUN, (run) => run.slice(0, LONGEST_RUN)) : message;
}
