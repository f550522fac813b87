import { describe, expect, it } from 'vitest';
import type { PlannedCall } from '@switchyard/local-engine';
import { findsPath, withFoundPaths } from './found-path.js';
import { callsMatch } from './score-case.js';

const call = (tool: string, args: Record<string, unknown>, extra: Partial<PlannedCall> = {}): PlannedCall => ({
  tool,
  arguments: args,
  confidence: 1,
  why: '',
  missing: [],
  ...extra,
});

/** "q2 roster": the file is searched for, then the one found is read. */
const expected = [
  { name: 'search_files', arguments: { path: ['.', '/home/b'], pattern: ['**/*roster*'] } },
  { name: 'read_text_file', arguments: { path: ['/home/b/work/roster_q2.csv', 'work/roster_q2.csv', './work/roster_q2.csv'] } },
];
const searchThenRead = (pattern: string, folder = '.') =>
  withFoundPaths([call('search_files', { path: folder, pattern }), call('read_text_file', {}, { takesOutput: { argument: 'path', call: 0, found: true } })]);

describe('a path an earlier search finds', () => {
  it('stands in the read as what the search looks for, from where', () => {
    expect(searchThenRead('**/*roster*')[1]?.arguments).toEqual({ path: { $found: { folder: '.', pattern: '**/*roster*' } } });
  });

  it("scores the read right when the search finds the case's file", () => {
    expect(callsMatch(expected, searchThenRead('**/*roster*'))).toBe(true);
  });

  it('scores it wrong when the search would not find that file, and the search wrong when it is not the one expected', () => {
    expect(findsPath({ $found: { folder: '.', pattern: '**/*budget*' } }, 'work/roster_q2.csv')).toBe(false);
    // A glob without "**/" looks in the folder itself, not below it, as the filesystem server matches.
    expect(findsPath({ $found: { folder: '.', pattern: '*roster*' } }, 'work/roster_q2.csv')).toBe(false);
    expect(callsMatch(expected, searchThenRead('**/*budget*'))).toBe(false);
  });

  it('matches from the folder searched, and never outside it', () => {
    expect(findsPath({ $found: { folder: 'work', pattern: '*roster*' } }, './work/roster_q2.csv')).toBe(true);
    expect(findsPath({ $found: { folder: 'home', pattern: '**/*roster*' } }, 'work/roster_q2.csv')).toBe(false);
    expect(findsPath({ $found: { folder: 'work', pattern: '**' } }, 'work/../secrets.txt')).toBe(false);
  });

  it('leaves a read whose path was written, or a search with no glob, as it is', () => {
    const written = withFoundPaths([call('read_text_file', { path: 'a.txt' })]);
    expect(written[0]?.arguments).toEqual({ path: 'a.txt' });
    const noGlob = withFoundPaths([
      call('list_directory', { path: '.' }),
      call('read_text_file', {}, { takesOutput: { argument: 'path', call: 0, found: true } }),
    ]);
    expect(noGlob[1]?.arguments).toEqual({});
  });
});
