/**
 * The tool a request names by its own identifier: "use read_file to open
 * a.txt", "call get-env". The user chose it, so it is taken over a tool the
 * ranking would prefer (a deprecated one included). A plain word ("read",
 * "echo") names nothing: only an identifier with a dash or an underscore does.
 */
import type { ToolSpec } from '../types.js';
import { memoByText } from '../text/bounded-memo.js';

/** A tool's identifier without its server ("filesystem.read_file" → read_file), when it is not a plain word. */
function ownIdentifier(tool: ToolSpec): string | undefined {
  const own = (tool.name.split('.').pop() ?? tool.name).toLowerCase();
  return /[-_]/.test(own) && own.length <= 200 ? own : undefined;
}

/** The identifiers a text writes: runs of letters, digits, dashes and underscores holding a dash or an underscore. */
const writtenIdentifiers = memoByText(2_000, (text: string): ReadonlySet<string> => {
  const found = text.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}_-]*[-_][\p{L}\p{N}_-]*[\p{L}\p{N}]/gu) ?? [];
  return new Set(found);
});

/** The one tool among `tools` the text names by its identifier; none when it names none or several. */
export function toolNamedIn(text: string, tools: readonly ToolSpec[]): ToolSpec | undefined {
  if (!/[-_]/.test(text)) return undefined;
  const written = writtenIdentifiers(text);
  const named = tools.filter((tool) => {
    const own = ownIdentifier(tool);
    return own !== undefined && written.has(own);
  });
  return named.length === 1 ? named[0] : undefined;
}
