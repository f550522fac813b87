import { describe, expect, it } from 'vitest';
import { ScoredTools, type ScoredTool } from './scored-tools.js';

/** Scores with many ties, as a catalog of renamed copies gives. */
function board(): { tools: ScoredTools; sorted: ScoredTool[] } {
  const scores = new Float64Array(200);
  const positions: number[] = [];
  for (let position = 199; position >= 0; position -= 1) {
    if (position % 7 === 3) continue; // tools that share no term with the query
    scores[position] = ((position * 37) % 11) + 0.5;
    positions.push(position);
  }
  const sorted = positions.map((position) => ({ position, score: scores[position]! })).sort((a, b) => b.score - a.score || a.position - b.position);
  return { tools: new ScoredTools(scores, positions), sorted };
}

describe('ScoredTools', () => {
  it('gives the same leaders as sorting every scored tool, ties in catalog order', () => {
    for (const k of [0, 1, 4, 8, 30, 150, 500]) {
      const { tools, sorted } = board();
      expect(tools.best(k)).toEqual(sorted.slice(0, k));
    }
  });

  it('answers a longer request after a shorter one, and a shorter after a longer', () => {
    const { tools, sorted } = board();
    expect(tools.best(4)).toEqual(sorted.slice(0, 4));
    expect(tools.best(30)).toEqual(sorted.slice(0, 30));
    expect(tools.best(8)).toEqual(sorted.slice(0, 8));
  });

  it('ranks only the given positions, leaving out those without a score', () => {
    const { tools, sorted } = board();
    const among = new Set([3, 10, 17, 50, 51, 120, 199]);
    expect(tools.bestAt(among, 4)).toEqual(sorted.filter(({ position }) => among.has(position)).slice(0, 4));
    expect(tools.size).toBe(sorted.length);
  });
});
