/**
 * The tool a request names by its own identifier: "use read_file to open
 * a.txt", "call get-env". The user chose it, so it is taken over a tool the
 * ranking would prefer (a deprecated one included). A plain word ("read",
 * "echo") names nothing: only an identifier with a dash or an underscore does.
 * Text the request hands over or quotes ("write 'never run delete_file' to
 * todo.txt", "overwrite log.txt with delete_file a.md") is what the user says,
 * not which tool they choose: an identifier there names nothing, unless the
 * quote holds the identifier alone ("use `read_file`").
 */
import type { ToolSpec } from '../types.js';
import { memoByText } from '../text/bounded-memo.js';
import { findPayloads } from '../extract/payload.js';
import { findQuoted } from '../extract/text-mentions.js';
import { perCatalog } from '../per-catalog.js';

/** A tool's identifier without its server ("filesystem.read_file" → read_file), when it is not a plain word. */
function ownIdentifier(tool: ToolSpec): string | undefined {
  const own = (tool.name.split('.').pop() ?? tool.name).toLowerCase();
  return /[-_]/.test(own) && own.length <= 200 ? own : undefined;
}

const IDENTIFIER = /[\p{L}\p{N}][\p{L}\p{N}_-]*[-_][\p{L}\p{N}_-]*[\p{L}\p{N}]/u;
const WHOLE_IDENTIFIER = new RegExp(`^${IDENTIFIER.source}$`, 'u');

/** The text with what it hands over or quotes blanked out, offsets kept; a quote of one identifier stays. */
function requestOwnWords(text: string): string {
  const spans = [...findPayloads(text, undefined), ...findQuoted(text).filter((quote) => !WHOLE_IDENTIFIER.test(quote.text))];
  let own = text;
  for (const span of spans) own = own.slice(0, span.start) + ' '.repeat(span.end - span.start) + own.slice(span.end);
  return own;
}

/** A quote of a few plain words, which may say an identifier's words: "ask you for the \"get env\"". */
const SPOKEN_QUOTE = /^[\p{L}\p{N}]+(?: [\p{L}\p{N}]+){1,4}$/u;

/**
 * The identifiers a text writes: runs of letters, digits, dashes and underscores holding a dash or an underscore; and
 * a quote of a few words, read with a dash or an underscore between them.
 */
const writtenIdentifiers = memoByText(2_000, (text: string): ReadonlySet<string> => {
  const found = requestOwnWords(text).toLowerCase().match(new RegExp(IDENTIFIER.source, 'gu')) ?? [];
  // Only a quote the request does not hand over: 'write "delete entities" to notes.txt' names no tool.
  const handed = findPayloads(text, undefined);
  const spoken = findQuoted(text)
    .filter((quote) => !handed.some((span) => quote.start < span.end && span.start < quote.end))
    .map((quote) => quote.text.trim().toLowerCase())
    .filter((quote) => SPOKEN_QUOTE.test(quote))
    .flatMap((quote) => [quote.replace(/ /g, '-'), quote.replace(/ /g, '_')]);
  return new Set([...found, ...spoken]);
});

/** The one tool among `tools` the text names by its identifier; none when it names none or several. */
export function toolNamedIn(text: string, tools: readonly ToolSpec[]): ToolSpec | undefined {
  if (!/[-_"'“‘`]/.test(text)) return undefined;
  const byIdentifier = toolsByIdentifier(tools);
  const named = [...writtenIdentifiers(text)].flatMap((identifier) => byIdentifier.get(identifier) ?? []);
  return named.length === 1 ? named[0] : undefined;
}

/** Each catalog's tools by their identifier, found once per catalog (an inventory of thousands is asked on every turn). */
const toolsByIdentifier = perCatalog((tools): ReadonlyMap<string, readonly ToolSpec[]> => {
  const byIdentifier = new Map<string, ToolSpec[]>();
  for (const tool of tools) {
    const own = ownIdentifier(tool);
    if (own !== undefined) byIdentifier.set(own, [...(byIdentifier.get(own) ?? []), tool]);
  }
  return byIdentifier;
});
