/**
 * "copy notes/a.txt to backup/a.txt", "duplicate a.md as b.md", "save a copy of it as archive/x.txt" beside tools
 * none of which copies: reading the two files (what the word match picks) would report a copy that never happened.
 * A copy is a read of the source and a whole-file write of what it returned to the destination, so the plan is
 * exactly that: the write's text is the read's output, and the write waits for the read. It is never decided alone
 * (the write may replace a file). Without a reader and a whole-file writer there is no plan: no tool does it.
 */
import type { PlannedCall, ToolSpec } from '../types.js';
import { readRequestAction } from '../intent/request-action.js';
import { MEDIA_EXTENSION } from '../intent/lexicon.js';
import { splitIdentifier } from '../text/tokenize.js';
import { fileReader, wholeWriter } from './append-plan.js';

/** Why a copy is handed over. */
export const COPY_REASON = 'the request copies a file, and no tool copies: the plan reads it and writes what it read, which may replace a file';
/** What the reply says when no tool can read and write a file whole. */
export const NO_COPY_REASONING = 'No available tool copies files, and none reads one and writes its text whole elsewhere, so nothing was planned.';

/** What the reply says when the file is not text: a copy through its text would be damaged. */
export const NOT_TEXT_REASONING =
  'No available tool copies files, and this one is not text: writing what a text read returns would damage the copy, so nothing was planned.';
/** Files that are not text: media, archives, office documents and programs. */
const NOT_TEXT = /\.(?:pdf|zip|gz|tgz|7z|rar|docx|xlsx|pptx|odt|ods|odp|exe|bin|dmg|iso|sqlite|db)$/i;

/**
 * Copying asked for as an act: "copy/cp/duplicate/clone X" opening a clause, or "make/save/keep a copy". A copy
 * spoken of as a thing ("a scanned copy of my letter", "copy paste") is not, and neither is a copy word in another
 * language's phrase unless it opens the request.
 */
const COPY_VERB =
  /(?:^|[,;.!?:]\s*|\b(?:and|then|please|pls|plz|can you|could you|would you|to|me)\s+)(?:copy|cp|duplicate|clone)\s+(?!paste\b)|\b(?:make|save|keep|create|put|store)\s+(?:a\s+|another\s+|one\s+)?(?:backup\s+)?(?:copy|duplicate)\b|^\s*(?:copia|copie|copiez|copiar|copier|kopiere|kopieren|kopier|kopieer|kopiuj)\s/iu;
/** Tool words that say the tool copies by itself. */
const COPYING_WORDS = new Set(['copy', 'copies', 'duplicate', 'duplicates', 'clone', 'cp']);
/** "... to backup", "... into the archive folder": a folder named without a slash after the source. */
const INTO_FOLDER = /\b(?:to|into|in)\s+(?:the\s+|my\s+)?([\p{L}\p{N}_.-]+)(?:\s+(?:folder|directory|dir))?\s*[.!?]*\s*$/iu;
/** "cp notes/a.txt backup": one word after the source and nothing else is where it goes, as the shell reads it. */
const SHELL_DESTINATION = /^\s+([\p{L}\p{N}_.-]+)\s*$/u;

/** The calls for a copy when the request asks for one and no tool copies; the calls as they were otherwise. */
export function copyPlan(
  message: string,
  calls: readonly PlannedCall[],
  tools: readonly ToolSpec[],
): { calls: PlannedCall[]; copies: boolean; reasoning?: string } {
  const unchanged = { calls: [...calls], copies: false };
  if (!COPY_VERB.test(message) || tools.some(copiesItself)) return unchanged;
  const ends = copyEnds(message);
  if (!ends) return unchanged;
  if (MEDIA_EXTENSION.test(ends.source) || NOT_TEXT.test(ends.source)) return { calls: [], copies: true, reasoning: NOT_TEXT_REASONING };
  const reader = fileReader(tools);
  const writer = wholeWriter(tools);
  if (!reader || !writer) return { calls: [], copies: true, reasoning: NO_COPY_REASONING };
  const confidence = calls.length > 0 ? Math.min(...calls.map((call) => call.confidence)) : 0.5;
  const why = `no tool copies: the copy of ${ends.source} is its text, read and written to ${ends.destination ?? 'where the copy goes'}`;
  // "make a copy of notes/a.txt": where it goes is asked for, not guessed; the read waits with the write.
  const destination = ends.destination === undefined ? {} : { [writer.path]: ends.destination };
  return {
    copies: true,
    calls: [
      { tool: reader.tool.name, arguments: { [reader.path]: ends.source }, confidence, why, missing: [] },
      {
        tool: writer.tool.name,
        arguments: destination,
        confidence,
        why,
        missing: ends.destination === undefined ? [writer.path] : [],
        takesOutput: { argument: writer.text, call: 0 },
      },
    ],
  };
}

/** A tool that copies by itself, by its name or its description's first verb. */
function copiesItself(tool: ToolSpec): boolean {
  const name = splitIdentifier(tool.name.split('.').pop() ?? tool.name).map((word) => word.toLowerCase());
  const opening = /^\s*(\p{L}+)/u.exec(tool.description ?? '')?.[1]?.toLowerCase();
  return name.some((word) => COPYING_WORDS.has(word)) || (opening !== undefined && COPYING_WORDS.has(opening));
}

/** The file copied and where the copy goes: the first path named and the last, or a folder named after "to"; none said, none read. */
function copyEnds(message: string): { source: string; destination?: string } | undefined {
  const paths = [...new Set(readRequestAction(message).paths)];
  const source = paths[0];
  if (!source) return undefined;
  const after = message.slice(message.indexOf(source) + source.length);
  const named = paths.length > 1 ? paths.at(-1) : (INTO_FOLDER.exec(after)?.[1] ?? SHELL_DESTINATION.exec(after)?.[1]);
  return named && named !== source ? { source, destination: intoFolder(named, source) } : { source };
}

/** "backup/" or "backup" for "notes/a.txt" is "backup/a.txt": a destination without a file name keeps the source's. */
function intoFolder(destination: string, source: string): string {
  const base = source.split(/[\\/]/).pop() ?? source;
  if (/[\\/]$/.test(destination)) return `${destination}${base}`;
  const last = destination.split(/[\\/]/).pop() ?? destination;
  return /\.[\p{L}\p{N}]{1,6}$/u.test(last) || !/\.[\p{L}\p{N}]{1,6}$/u.test(base) ? destination : `${destination}/${base}`;
}
