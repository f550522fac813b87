import { oneLine } from './memory-graph-lines.js';

/** How many lines a folder tree shows: a home folder's tree can hold thousands of entries. */
const MAX_LINES = 200;
/** How deep a tree is drawn; deeper entries are counted, not drawn. */
const MAX_DEPTH = 24;
/** How much of one entry's name a line quotes. */
const NAME_CHARS = 200;

interface TreeNode {
  name: string;
  type: 'file' | 'directory';
  children?: unknown[];
}

/** A file or folder as a tree-listing tool returns it: a name, a type, and a folder's children; nothing else. */
function isTreeNode(value: unknown): value is TreeNode {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const item = value as Record<string, unknown>;
  if (!Object.keys(item).every((key) => key === 'name' || key === 'type' || key === 'children')) return false;
  if (typeof item.name !== 'string' || (item.type !== 'file' && item.type !== 'directory')) return false;
  return item.children === undefined || Array.isArray(item.children);
}

/**
 * A folder tree (`[{name, type, children}]`) as indented lines, folders ending in "/": what a person reads, where the
 * JSON the tool returns is for programs. Undefined when the value is not such a tree, so it is shown as it came.
 * Walked with a stack, not recursion: the tree comes from a server and may be nested as deep as its bounded size allows.
 */
export function treeLines(value: unknown): string[] | undefined {
  if (!Array.isArray(value) || value.length === 0 || !value.every(isTreeNode)) return undefined;
  const lines: string[] = [];
  let hidden = 0;
  const stack: Array<{ node: unknown; depth: number }> = value.map((node) => ({ node, depth: 0 })).reverse();
  while (stack.length > 0) {
    const { node, depth } = stack.pop() as { node: unknown; depth: number };
    if (!isTreeNode(node)) return undefined;
    if (lines.length >= MAX_LINES || depth > MAX_DEPTH) {
      hidden += 1;
    } else {
      const folder = node.type === 'directory';
      lines.push(`${'  '.repeat(depth)}${oneLine(node.name, NAME_CHARS)}${folder ? '/' : ''}`);
    }
    const children = node.children ?? [];
    for (let index = children.length - 1; index >= 0; index -= 1) stack.push({ node: children[index], depth: depth + 1 });
  }
  if (hidden > 0) lines.push(`… and ${hidden} more ${hidden === 1 ? 'entry' : 'entries'}`);
  return lines;
}
