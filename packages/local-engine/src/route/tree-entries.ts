/**
 * A folder tree as the filesystem server returns it (`[{"name":"meetings","type":"directory","children":[...]}]`),
 * shown in a reply: each entry's path below the folder listed ("meetings/standup.md", a folder with its slash), so a
 * follow-up that picks "the standup notes" finds it where it is, not beside the folder's top entries.
 */

/** How much of a reply is read as a tree, and how deep: a tree shown whole is small; a hostile one is cut short. */
const MAX_TREE_CHARS = 200_000;
const MAX_DEPTH = 32;

interface TreeNode {
  name?: unknown;
  type?: unknown;
  children?: unknown;
}

/** The entries of the first folder tree a reply shows, each a path below the folder listed; none when it shows none. */
export function treeEntries(reply: string): string[] {
  const start = reply.indexOf('[');
  const end = reply.lastIndexOf(']');
  if (start < 0 || end <= start || end - start > MAX_TREE_CHARS || !reply.includes('"children"')) return [];
  let tree: unknown;
  try {
    tree = JSON.parse(reply.slice(start, end + 1));
  } catch {
    return [];
  }
  const entries: string[] = [];
  walk(tree, '', 0, entries);
  return entries;
}

function walk(nodes: unknown, prefix: string, depth: number, into: string[]): void {
  if (!Array.isArray(nodes) || depth > MAX_DEPTH) return;
  for (const node of nodes as TreeNode[]) {
    // A name is one part of a path: none that climbs out ("..") or stands for the folder itself (".").
    if (typeof node?.name !== 'string' || node.name.length === 0 || node.name.includes('/') || node.name === '.' || node.name === '..') continue;
    const folder = node.type === 'directory';
    into.push(`${prefix}${node.name}${folder ? '/' : ''}`);
    if (folder) walk(node.children, `${prefix}${node.name}/`, depth + 1, into);
  }
}
