import { randomUUID } from 'node:crypto';
import { clipText } from '@switchyard/packet-schema';
import { combineWithCatalog, LearnedChoices, learningScope, type ToolSpec } from '@switchyard/local-engine';
import { redactText, redisKeys, type Redis } from '@switchyard/platform';

export interface LearningSettings {
  enabled: boolean;
  maxEntries: number;
  maxTextLength: number;
  ttlDays: number;
  refreshMs: number;
}

/** One model decision as kept in Redis: the redacted, clipped message, the model's tools and the engine's doubted ones. */
interface LearnedEntry {
  id: string;
  text: string;
  tools: string[];
  engine: string[];
  /** The model's calls were exactly the engine's (no value is kept, only this verdict). */
  same?: boolean;
  at: number;
}

interface ScopeState {
  readAt: number;
  newest?: string;
  entries: LearnedEntry[];
  choices: LearnedChoices;
  base?: readonly ToolSpec[];
  enriched?: ToolSpec[];
}

/** Messages a tool was chosen for, kept in its document: enough to carry the users' words, few enough to stay cheap. */
const EXAMPLES_PER_TOOL = 5;
/** Tenant-and-catalog scopes one process keeps in memory. */
const SCOPES_IN_MEMORY = 50;

/**
 * What the model decided, shared by every selector process through Redis and
 * fed back into the local engine: the agreement record (a request form the
 * model and the engine chose the same tools for is taken alone next time) and
 * the tools' documents (enriched with the messages that led to them).
 */
export class SharedLearning {
  private readonly scopes = new Map<string, ScopeState>();

  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly settings: LearningSettings,
  ) {}

  /** The catalog as the engine should index it for this tenant: tools enriched with what the model chose them for. */
  async specsFor(tenant: string | undefined, specs: ToolSpec[]): Promise<ToolSpec[]> {
    if (!this.settings.enabled) return specs;
    const state = await this.state(learningScope(tenant, specs));
    if (state.base !== specs || !state.enriched) {
      state.base = specs;
      state.enriched = enrich(specs, state.entries);
    }
    return state.enriched;
  }

  recall(scope: string, message: string): string[] | undefined {
    return this.scopes.get(scope)?.choices.recall(scope, redactText(message));
  }

  engineAgreed(scope: string, message: string): boolean {
    return this.scopes.get(scope)?.choices.engineAgreed(scope, redactText(message)) ?? false;
  }

  /** Keep a model decision: in Redis for every process (bounded, expiring) and at once in this one. */
  async record(scope: string, message: string, tools: readonly string[], engineTools: readonly string[] = [], sameCalls?: boolean): Promise<void> {
    if (!this.settings.enabled) return;
    const entry: LearnedEntry = {
      id: randomUUID(),
      text: clipText(redactText(message), this.settings.maxTextLength),
      tools: [...tools],
      engine: [...engineTools],
      ...(sameCalls === undefined ? {} : { same: sameCalls }),
      at: Date.now(),
    };
    const key = redisKeys.learnedChoices(this.prefix, scope);
    await this.redis
      .multi()
      .lpush(key, JSON.stringify(entry))
      .ltrim(key, 0, this.settings.maxEntries - 1)
      .pexpire(key, this.ttlMs())
      .exec();
    const state = this.scopes.get(scope);
    if (state) {
      state.entries.unshift(entry);
      state.entries.length = Math.min(state.entries.length, this.settings.maxEntries);
      state.choices.record(scope, entry.text, entry.tools, entry.engine, entry.same);
    }
  }

  private ttlMs(): number {
    return Math.round(this.settings.ttlDays * 86_400_000);
  }

  /** The scope's record, read again from Redis at most once per refresh window. */
  private async state(scope: string): Promise<ScopeState> {
    let state = this.scopes.get(scope);
    if (state && Date.now() - state.readAt < this.settings.refreshMs) return state;
    const raw = await this.redis.lrange(redisKeys.learnedChoices(this.prefix, scope), 0, this.settings.maxEntries - 1);
    const oldest = Date.now() - this.ttlMs();
    const entries = raw.flatMap((line) => parseEntry(line)).filter((entry) => entry.at >= oldest);
    if (!state || state.newest !== entries[0]?.id || state.entries.length !== entries.length) {
      const choices = new LearnedChoices({ scopes: 1, shapesPerScope: this.settings.maxEntries, agreement: 2 });
      for (const entry of [...entries].reverse()) choices.record(scope, entry.text, entry.tools, entry.engine, entry.same);
      state = { readAt: Date.now(), newest: entries[0]?.id, entries, choices };
    } else state.readAt = Date.now();
    this.scopes.delete(scope);
    this.scopes.set(scope, state);
    while (this.scopes.size > SCOPES_IN_MEMORY) this.scopes.delete(this.scopes.keys().next().value as string);
    return state;
  }
}

function parseEntry(line: string): LearnedEntry[] {
  try {
    const entry = JSON.parse(line) as LearnedEntry;
    return typeof entry.text === 'string' && Array.isArray(entry.tools) && typeof entry.at === 'number' ? [{ ...entry, engine: entry.engine ?? [] }] : [];
  } catch {
    return [];
  }
}

/** Each tool chosen by the model gets the newest messages it was chosen for as examples. */
function enrich(specs: ToolSpec[], entries: readonly LearnedEntry[]): ToolSpec[] {
  const examples = new Map<string, string[]>();
  for (const entry of entries) {
    for (const tool of entry.tools) {
      const list = examples.get(tool) ?? [];
      if (list.length < EXAMPLES_PER_TOOL) examples.set(tool, [...list, entry.text]);
    }
  }
  if (examples.size === 0) return specs;
  const enriched = specs.flatMap((spec) => {
    const learned = examples.get(spec.name);
    return learned ? [{ ...spec, examples: [...(spec.examples ?? []), ...learned] }] : [];
  });
  // The enriched tools replace their plain selves on top of the catalog's index: only they are indexed again.
  return combineWithCatalog(specs, enriched);
}

/** The catalog with the configured example requests per tool (`selector.toolExamples`), built once per catalog array. */
export function withConfiguredExamples(examples: Record<string, string[]>): (specs: ToolSpec[]) => ToolSpec[] {
  const cache = new WeakMap<ToolSpec[], ToolSpec[]>();
  if (Object.keys(examples).length === 0) return (specs) => specs;
  return (specs) => {
    let out = cache.get(specs);
    if (!out) {
      out = specs.map((spec) => (examples[spec.name] ? { ...spec, examples: [...(spec.examples ?? []), ...examples[spec.name]!] } : spec));
      cache.set(specs, out);
    }
    return out;
  };
}
