/**
 * "overwrite notes/a.md with notes/b.md", "replace config.yml with backup/config.yml": the user speaks of files, one
 * to take the other's place. Read as text, the second file's name became what is written ("notes/b.md" as a.md's
 * whole content) or the text an edit looks for. A change whose text to write or find is only a name of a file the
 * request gives is no change the request asked in those words.
 */
import { findPaths } from '../extract/text-mentions.js';
import type { PlannedCall } from '../types.js';

/** Parameters that say which file or folder a call acts on: their values are meant to be names of files. */
const WHERE = /path|file|dir|folder|source|destination|src|dest|target|root|location/i;
/** Deeper than this, an argument holds no text a request wrote. */
const DEEPEST = 6;

/** Whether a text argument (not one saying where) of the call is, as a whole, a path the request names. */
export function writesFileNameAsText(message: string, call: PlannedCall): boolean {
  const named = new Set(findPaths(message).map((mention) => mention.text));
  if (named.size === 0) return false;
  return textLeaves(call.arguments, 0).some((value) => named.has(value.trim()) && !quoted(message, value.trim()));
}

/** A value the user put in quotes is text handed over as written ("write 'see notes/b.md' to notes/a.md"). */
function quoted(message: string, value: string): boolean {
  return [`"${value}"`, `'${value}'`, `“${value}”`, `\`${value}\``].some((form) => message.includes(form));
}

function textLeaves(value: unknown, depth: number, key = ''): string[] {
  if (depth > DEEPEST || WHERE.test(key)) return [];
  if (typeof value === 'string') return depth === 0 ? [] : [value];
  if (Array.isArray(value)) return value.flatMap((item) => textLeaves(item, depth + 1, key));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([name, item]) => textLeaves(item, depth + 1, name));
  return [];
}

/**
 * "in choir/rehearsal_rota.md change 19 Dec: Piotr to 19 Dec: Ewa": a text of a change (what an edit looks for or
 * writes) that is, unquoted, the very path the call acts on is no text the request gave. It is left out and asked
 * for, rather than offered as an edit that looks for the file's own name.
 */
export function withoutOwnPathAsText(message: string, call: PlannedCall): PlannedCall {
  const named = new Set(findPaths(message).map((mention) => mention.text));
  const places = new Set(
    Object.entries(call.arguments)
      .filter(([name, value]) => WHERE.test(name) && typeof value === 'string' && named.has(value.trim()))
      .map(([, value]) => (value as string).trim()),
  );
  if (places.size === 0) return call;
  const dropped: string[] = [];
  const strip = (value: unknown, at: string, key: string, depth: number): unknown => {
    if (depth > DEEPEST || WHERE.test(key)) return value;
    if (typeof value === 'string') {
      if (!places.has(value.trim()) || quoted(message, value.trim())) return value;
      dropped.push(at);
      return undefined;
    }
    if (Array.isArray(value)) return value.map((item, index) => strip(item, `${at}[${index}]`, key, depth + 1));
    if (value && typeof value === 'object')
      return Object.fromEntries(
        Object.entries(value).flatMap(([name, item]) => {
          const kept = strip(item, at ? `${at}.${name}` : name, name, depth + 1);
          return kept === undefined ? [] : [[name, kept]];
        }),
      );
    return value;
  };
  const args = strip(call.arguments, '', '', 0) as Record<string, unknown>;
  if (dropped.length === 0) return call;
  return { ...call, arguments: args, missing: [...call.missing, ...dropped.filter((at) => !call.missing.includes(at))] };
}
