/**
 * The BM25 scores of one query against one index, by position. In a large
 * catalog thousands of tools share some common word with the query, and
 * callers want the best four, eight or thirty (or the best of a shortlist's
 * few tools): picking those out costs far less than sorting every scored tool.
 */

export interface ScoredTool {
  position: number;
  score: number;
}

/** Better score first; equal scores in catalog order (the order a full sort would give). */
function ranksBefore(score: number, position: number, other: ScoredTool): boolean {
  return score > other.score || (score === other.score && position < other.position);
}

function byRank(a: ScoredTool, b: ScoredTool): number {
  return b.score - a.score || a.position - b.position;
}

/** Below this many wanted tools per scored tool, keeping a short sorted list beats sorting them all. */
const SELECT_SHARE = 8;

export class ScoredTools {
  /** Score by position: 0 for a tool that shares no term with the query (every real score is positive). */
  readonly #scores: Float64Array;
  /** Positions with a score, in no particular order. */
  readonly #positions: readonly number[];
  /** A prefix of the full ranking, as long as the longest one asked for so far. */
  #leaders: ScoredTool[] = [];

  constructor(scores: Float64Array, positions: readonly number[]) {
    this.#scores = scores;
    this.#positions = positions;
  }

  /** How many tools share at least one term with the query. */
  get size(): number {
    return this.#positions.length;
  }

  /** The `k` best, best first. */
  best(k: number): ScoredTool[] {
    const wanted = Math.max(0, k);
    if (wanted > this.#leaders.length && this.#leaders.length < this.#positions.length) {
      this.#leaders = wanted * SELECT_SHARE < this.#positions.length ? this.#select(wanted) : this.#sortAll();
    }
    return this.#leaders.slice(0, wanted);
  }

  /** The score of the tool at `position` (0 when it shares no term with the query). */
  scoreAt(position: number): number {
    return this.#scores[position] ?? 0;
  }

  /** The `k` best among the tools at `positions` (tools without a score are left out). */
  bestAt(positions: Iterable<number>, k: number): ScoredTool[] {
    const scored: ScoredTool[] = [];
    for (const position of positions) {
      const score = this.#scores[position] ?? 0;
      if (score > 0) scored.push({ position, score });
    }
    return scored.sort(byRank).slice(0, Math.max(0, k));
  }

  #sortAll(): ScoredTool[] {
    return this.#positions.map((position) => ({ position, score: this.#scores[position]! })).sort(byRank);
  }

  /** The `k` best by insertion into a sorted list of `k`: most tools fall below its last place at once. */
  #select(k: number): ScoredTool[] {
    const top: ScoredTool[] = [];
    for (const position of this.#positions) {
      const score = this.#scores[position]!;
      if (top.length === k) {
        if (!ranksBefore(score, position, top[k - 1]!)) continue;
        top.pop();
      }
      let at = top.length;
      while (at > 0 && ranksBefore(score, position, top[at - 1]!)) at -= 1;
      top.splice(at, 0, { position, score });
    }
    return top;
  }
}
