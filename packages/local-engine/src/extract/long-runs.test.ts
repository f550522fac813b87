import { describe, expect, it } from 'vitest';
import { findPatternValues } from './glob-pattern.js';
import { findSpokenPaths } from './spoken-paths.js';
import { fastestRead } from '../../test-support/fastest-read.js';

// A long run of path characters with no star, or ending in dots and slashes, is read in time linear in its length:
// a request of 60,000 such characters took over three seconds when every start inside the run was tried.

describe('long runs of path characters', () => {
  it('a run of "../" with no star, or one at its end, is read quickly', () => {
    expect(fastestRead((attempt) => findPatternValues(`find ${'../'.repeat(20_000 + attempt)}Margaret`, []))).toBeLessThan(500);
    expect(fastestRead((attempt) => findPatternValues(`find ${'../'.repeat(20_000 + attempt)} *`, []))).toBeLessThan(500);
    expect(fastestRead((attempt) => findSpokenPaths(`find ${'../'.repeat(20_000 + attempt)}Margaret in my files`))).toBeLessThan(500);
  });

  it('still finds the pattern a run holds, whole, and nothing in a run with no star', () => {
    const patterns = (text: string) => findPatternValues(text, []).map((found) => found.value);
    expect(patterns('find notes/*.md please')).toContain('notes/*.md');
    expect(patterns('find draft-*.txt')).toContain('draft-*.txt');
    expect(patterns('find a_b.*')).toContain('a_b.*');
    expect(patterns('find ../notes/x.md')).toEqual(expect.not.arrayContaining([expect.stringMatching(/x\.md$/)]));
    expect(patterns('find **/*.pdf')).toContain('**/*.pdf');
  });

  it('a name ending in dots or slashes is named without them', () => {
    expect(findSpokenPaths('open the folder called reports/').map((path) => path.text)).toContain('reports');
    expect(findSpokenPaths('open the folder called reports...').map((path) => path.text)).toContain('reports');
  });
});
