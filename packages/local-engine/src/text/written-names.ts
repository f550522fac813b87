/**
 * Paths and file names written in a message ("recepten/appeltaart.md", "notes\todo.txt", "omzet-2024.csv") are
 * names, in whatever language their owner named them: they say nothing of the language the request is asked in.
 * The readers that tell a request's language read the message with them taken out.
 */

/** Marks that close a sentence or a quotation after a name ("read notes/todo.md.", "(see a.txt)"). */
const CLOSERS = new Set(['.', ',', ';', ':', '!', '?', ')', ']', '}', "'", '"', '’', '”', '»']);
/** Marks that open a quotation or a parenthesis before a name. */
const OPENERS = new Set(['(', '[', '{', "'", '"', '‘', '“', '«']);
const LETTER = /\p{L}/u;
/** A name with an extension: letters, digits and joiners, a dot, then a short extension that starts with a letter. */
const FILE_NAME = /^[\p{L}\p{N}_~-][\p{L}\p{N}_.~-]*\.\p{L}[\p{L}\p{N}]{0,5}$/u;
const TOKEN = /\S+/g;

/** Whether one whitespace-delimited token is written as a path or a file name. */
export function isWrittenName(token: string): boolean {
  let start = 0;
  let end = token.length;
  while (start < end && OPENERS.has(token[start] as string)) start += 1;
  while (end > start && CLOSERS.has(token[end - 1] as string)) end -= 1;
  const core = token.slice(start, end);
  if (!LETTER.test(core)) return false; // "12/03", "1.20": a date or a number, not a name
  if (core.length > 1 && (core.includes('/') || core.includes('\\'))) return true;
  return FILE_NAME.test(core);
}

/** The message with each path or file name it writes replaced by a space. */
export function withoutWrittenNames(text: string): string {
  if (!/[/\\.]/.test(text)) return text;
  return text.replace(TOKEN, (token) => (isWrittenName(token) ? ' ' : token));
}
