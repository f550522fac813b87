import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { decideRoute, prepareTools, selectCalls, warmUpEngine, type ToolSpec } from '@switchyard/local-engine';
import { percentile, round } from './stats.js';

export interface RoutingLatency {
  routeP50MsAt100: number;
  routeP50MsAt1000: number;
  routeP50MsAt10000: number;
  routeP99MsAt10000: number;
  queries: number;
  /** Where the tools and queries came from: the public eval cases, or made up because none were found. */
  routingCorpus: 'eval cases' | 'made-up';
}

interface Corpus {
  tools: ToolSpec[];
  queries: string[];
  /** The tools offered with each query, by the query's position. */
  offered: ToolSpec[][];
  /** No eval cases were found: the tools and queries are generated, and say nothing about real inventories. */
  madeUp: boolean;
}

/** Tools and queries of the public eval cases in `evalDir`, else generated ones (marked `madeUp`). */
export function loadCorpus(evalDir: string): Corpus {
  const tools = new Map<string, ToolSpec>();
  const queries: string[] = [];
  const offered: ToolSpec[][] = [];
  if (existsSync(evalDir)) {
    for (const file of readdirSync(evalDir).filter((f) => f.endsWith('.jsonl'))) {
      for (const line of readFileSync(join(evalDir, file), 'utf8').split('\n')) {
        if (!line.trim()) continue;
        const c = JSON.parse(line) as { query: string; tools: ToolSpec[] };
        queries.push(c.query);
        offered.push(c.tools);
        for (const t of c.tools) tools.set(t.name, t);
      }
    }
  }
  const madeUp = tools.size === 0;
  if (madeUp) {
    for (let i = 0; i < 500; i += 1) {
      tools.set(`tool_${i}`, {
        name: `tool_${i}`,
        description: `Computes quantity ${i} from a value and a unit`,
        parameters: { type: 'object', properties: { value: { type: 'number' } } },
      });
      queries.push(`compute quantity ${i} for 42 units`);
      offered.push([tools.get(`tool_${i}`)!]);
    }
  }
  return { tools: [...tools.values()], queries, offered, madeUp };
}

/** A catalog of exactly `size` tools: the corpus, then renamed copies of it as further distractors. */
export function catalogOf(tools: readonly ToolSpec[], size: number): ToolSpec[] {
  return Array.from({ length: size }, (_, i) => {
    const base = tools[i % tools.length]!;
    const copy = Math.floor(i / tools.length);
    return copy === 0 ? base : { ...base, name: `${base.name}_v${copy}` };
  });
}

/** At most this many untimed queries bring the engine to its steady state before each inventory size is timed. */
const STEADY_STATE_TURNS = 1_000;

interface Timed {
  p50: number;
  p99: number;
  count: number;
}

/** Inventory sizes timed, each with queries of its own. */
const SIZES = [100, 1_000, 10_000] as const;

/** The local decision (route, then select when a tool is needed) per query, by inventory size. */
export function routingLatency(evalDir: string, queryCount: number): RoutingLatency {
  const corpus = loadCorpus(evalDir);
  // Each size times queries no other size timed: the engine keeps what it read of a message, and a size timed on
  // messages an earlier size had read would time a second reading, not a router's first.
  const wanted = queryCount * SIZES.length;
  const firstAt = new Map<string, number>();
  corpus.queries.forEach((query, i) => {
    if (!firstAt.has(query)) firstAt.set(query, i);
  });
  const firstOfText = [...firstAt.values()];
  const stride = Math.max(1, Math.floor(firstOfText.length / wanted));
  const picked = firstOfText.filter((_, at) => at % stride === 0).slice(0, wanted);
  // Dealt out in turn, so each size has queries from all over the corpus.
  const timedAt = SIZES.map((_, k) => picked.filter((_, at) => at % SIZES.length === k));
  // The other queries of the corpus, none with the text of a timed one, are the traffic a router saw before.
  const timedTexts = new Set(picked.map((i) => corpus.queries[i]!));
  const earlierTurns = corpus.queries.filter((query) => !timedTexts.has(query)).slice(0, STEADY_STATE_TURNS);
  // The inventory holds the tools the asked queries were offered, then the other eval tools: users ask for
  // what the inventory has (an inventory of only unrelated tools would time the no-match path alone).
  const inventory = new Map<string, ToolSpec>();
  for (const tool of [...picked.flatMap((i) => corpus.offered[i] ?? []), ...corpus.tools]) if (!inventory.has(tool.name)) inventory.set(tool.name, tool);
  // A running router has optimised code and an indexed catalog; a fresh process has neither.
  warmUpEngine();
  const p = (size: number, timed: readonly number[]) => {
    // Tool objects of its own: what the engine keeps per tool and message must not hand a query timed at
    // the previous size its own answer (a router decides each message once).
    const tools = catalogOf([...inventory.values()], size).map((tool) => ({ ...tool }));
    prepareTools(tools);
    // A running router has decided many real requests against its catalog: its code is optimised for them (the
    // engine's own warm-up sentences exercise far fewer paths, so the first size timed used to pay for compiling
    // them), and its per-message memos hold other messages. Deciding the corpus's untimed queries first models
    // that; every timed query is decided for the first time when it is timed.
    for (const query of earlierTurns) decide(query, tools);
    const samples = timed.map((i) => {
      const query = corpus.queries[i]!;
      const t = performance.now();
      decide(query, tools);
      return performance.now() - t;
    });
    return { p50: percentile(samples, 0.5), p99: percentile(samples, 0.99), count: samples.length };
  };
  const [at100, at1000, at10000] = SIZES.map((size, k) => p(size, timedAt[k]!)) as [Timed, Timed, Timed];
  return {
    routeP50MsAt100: round(at100.p50),
    routeP50MsAt1000: round(at1000.p50),
    routeP50MsAt10000: round(at10000.p50),
    routeP99MsAt10000: round(at10000.p99),
    queries: at100.count,
    routingCorpus: corpus.madeUp ? 'made-up' : 'eval cases',
  };
}

function decide(message: string, tools: ToolSpec[]): void {
  const route = decideRoute({ message, history: [], tools });
  if (route.needsTool) selectCalls({ message, tools });
}
