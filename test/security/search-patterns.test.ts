import { describe, expect, it } from 'vitest';
import { decideRoute, selectCalls, type ToolSpec } from '@switchyard/local-engine';
import { toolSpec as tool } from '../support/tool-specs.js';
import { attack } from './attack-table.js';

// A file search's pattern is read from the request: a kind of file written with its dot (".md", and now any
// extension before a word for files, ".R files"), a two-letter name ("cv"). Such a request must not make a pattern
// that matches everything or leaves the folder, and a 64 KB one, where every short word is such a place, stays fast.
const text = { type: 'string' };
const TOOLS: ToolSpec[] = [
  tool('fs.read_text_file', 'Read the complete contents of a file as text.', { path: text }, ['path']),
  tool('fs.list_directory', 'Get a detailed listing of all files and directories in a path.', { path: text }, ['path']),
  tool('fs.search_files', 'Recursively search for files and directories matching a pattern.', { path: text, pattern: text }, ['path', 'pattern']),
];

/** Whether a pattern the engine wrote itself names some files, not all of them, and stays in the folder searched. */
function boundedPattern(pattern: unknown): boolean {
  if (typeof pattern !== 'string') return true;
  return /[\p{L}\p{N}]/u.test(pattern) && !/(?:^|\/)\.\.(?:\/|$)|^[/~]/.test(pattern);
}

describe('search patterns read from extensions and short names', () => {
  it('a dot, stars, slashes or invisible marks around an extension make no pattern for every file or outside the folder', async () => {
    const messages = [
      'find every .* files',
      'find all . files',
      'find every .. files',
      'find every ./ files',
      'find every ..R files',
      'find every .R.. files',
      'find every .R/.. files',
      'find every .a.b files',
      'find every .\u202eR files',
      'find every .R\u200b files',
      'find all .㎏ files',
      'find every .ﬁ files',
      'find my .. files in notes',
      `find every .${'R.'.repeat(2_000)} files`,
    ];
    const row = await attack('".R files"-shaped requests with dots, stars and slashes', messages.length, async (i) => {
      const message = messages[i]!;
      const calls = selectCalls({ message, history: [], tools: TOOLS }).calls;
      return calls.every((call) => boundedPattern(call.arguments.pattern));
    });
    expect(row.broke).toBe(0);
  });

  it('64 KB of one-letter words, short names or dotted extensions is routed and selected within 1.5 seconds', { timeout: 120_000 }, async () => {
    // Every word of one to five letters was read against the whole text before it: 4.4 s for "a " repeated.
    const shapes = [
      `find ${'a '.repeat(31_997)}`,
      `find ${'.R '.repeat(21_331)}files`,
      `find every ${'.R files '.repeat(7_110)}`,
      `find ${'x y '.repeat(15_998)}`,
    ];
    const row = await attack('64 KB of one-letter words or ".R files"', shapes.length, async (i) => {
      const message = shapes[i]!;
      const started = performance.now();
      decideRoute({ message, history: [], tools: TOOLS });
      selectCalls({ message, history: [], tools: TOOLS });
      return performance.now() - started < 1_500;
    });
    expect(row.broke).toBe(0);
  });
});
