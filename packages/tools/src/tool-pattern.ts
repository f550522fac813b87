/**
 * A compiled `server.tool` pattern, matched against the canonical name. `*`
 * stands for any run of characters — `/` included, since a hostile server may
 * put one in a tool name — and `?` for one character. Matching ignores case,
 * so `Delete_All` cannot dodge `*.delete_*`.
 */
export type ToolMatcher = (qualifiedName: string) => boolean;

export function compileToolPattern(pattern: string): ToolMatcher {
  const body = [...pattern].map((c) => (c === '*' ? '.*' : c === '?' ? '.' : c.replace(/[\\^$.|+()[\]{}]/g, '\\$&'))).join('');
  const regex = new RegExp(`^${body}$`, 'is');
  return (qualifiedName) => regex.test(canonicalToolName(qualifiedName));
}

/** The name patterns are matched against: a `/` or `\\` namespace separator reads as `.`, so `ns/delete_all` meets `*.delete_*`. */
export function canonicalToolName(qualifiedName: string): string {
  return qualifiedName.replace(/[/\\]/g, '.');
}
