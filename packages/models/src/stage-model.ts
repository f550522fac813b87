import { performance } from 'node:perf_hooks';
import type { z } from 'zod';
import type { ModelUsage } from '@switchyard/packet-schema';
import { redactText, traceModelCall, type ModelStage, type SwitchyardConfig } from '@switchyard/platform';
import type { ChatModel, ModelMessage, ModelRequest, TokenUsage } from './chat-model.js';
import { createChatModel } from './create-chat-model.js';
import { estimateCostUsd, type PriceTable } from './model-cost.js';
import { ModelUnavailableError } from './model-errors.js';
import { resolveModelSettings, type ModelSettings } from './model-settings.js';

export interface StructuredRequest<T> {
  name: string;
  description: string;
  schema: z.ZodType<T>;
  system: string;
  messages: ModelMessage[];
}

/** A model's answer that passed its schema, or why there is none (the stage then degrades). */
export type ModelAnswer<T> = { ok: true; value: T; usage: ModelUsage[] } | { ok: false; reason: string; usage: ModelUsage[] };

/** How much of a rejected answer is shown back to the model. */
const ECHO_CHARS = 4_000;

/**
 * The model behind one stage, as configured: `local` (no model), a provider,
 * or `local-then-model`. Asks for schema-checked answers with one repair try,
 * and reports every call's tokens, cost and time for the packet.
 */
export class StageModel {
  constructor(
    readonly settings: ModelSettings,
    private readonly chat: ChatModel | undefined,
    private readonly prices: PriceTable,
  ) {}

  /** Fails fast (ConfigError) on a missing model name or API key, when the stage starts. */
  static fromConfig(config: SwitchyardConfig, stage: ModelStage, env: NodeJS.ProcessEnv = process.env): StageModel {
    const settings = resolveModelSettings(config, stage);
    return new StageModel(settings, createChatModel(settings, env), config.prices);
  }

  get usesModel(): boolean {
    return this.chat !== undefined;
  }

  get cascade(): boolean {
    return this.usesModel && this.settings.mode === 'local-then-model';
  }

  /**
   * Whether the local engine's answer stands: always without a model; in a cascade, when it is confident enough
   * for its kind (a tool decision, or a "no tool" answer: `direct`) and not one the engine must hand over
   * (`neverAlone`: read poorly, or of a kind that always waits for a model), whatever its confidence.
   */
  localDecides(confidence: number, kind: 'tool' | 'direct', neverAlone = false): boolean {
    if (!this.chat) return true;
    return this.cascade && !neverAlone && confidence >= this.settings.cascadeThreshold[kind];
  }

  /**
   * Without a model, a decision below `offerThreshold`, or one the engine must hand over (`neverAlone`), is not
   * taken but offered to the user as a question: a yes runs it, a no or silence runs nothing. None is offered where
   * offers are turned off (`offerThreshold: 0`).
   */
  offersInstead(confidence: number, neverAlone = false): boolean {
    return this.offers() && (neverAlone || confidence < this.settings.offerThreshold);
  }

  /** The confidence below which a decision is offered instead of taken (`offerThreshold`). */
  offerThreshold(): number {
    return this.settings.offerThreshold;
  }

  /** Whether this stage offers plans for a yes at all: no model, and an `offerThreshold` above 0 (0 turns offers off). */
  offers(): boolean {
    return !this.chat && this.settings.offerThreshold > 0;
  }

  /** A cascade counts the local engine's decisions next to the model's. */
  localUsage(ms: number): ModelUsage[] {
    if (!this.cascade) return [];
    return [
      { stage: this.settings.stage, provider: 'local', model: 'local-engine', inputTokens: 0, outputTokens: 0, costUsd: 0, ms: round(ms), outcome: 'ok' },
    ];
  }

  /**
   * An answer matching `request.schema`. Everything sent is redacted first. A
   * malformed answer is retried once with the answer and the validation error
   * shown to the model; a second failure, or a provider still unavailable after
   * the SDK's retries, gives `ok: false` with the reason. Auth and request errors throw.
   */
  async answer<T>(request: StructuredRequest<T>): Promise<ModelAnswer<T>> {
    const chat = this.chat;
    if (!chat) throw new Error(`stage ${this.settings.stage} has no model configured`);
    const base: ModelRequest = {
      name: request.name,
      description: request.description,
      schema: request.schema,
      system: redactText(request.system),
      messages: request.messages.map((m) => ({ role: m.role, content: redactText(m.content) })),
      temperature: this.settings.temperature,
      maxTokens: this.settings.maxTokens,
    };
    const usage: ModelUsage[] = [];
    let current = base;
    for (let attempt = 1; ; attempt++) {
      const started = performance.now();
      let reply: Awaited<ReturnType<typeof chat.complete>>;
      try {
        const sent = current;
        // A span and the model metrics per call, under the turn's trace.
        reply = await traceModelCall(
          { stage: this.settings.stage, provider: chat.provider, model: chat.model },
          () => chat.complete(sent),
          (r) => r.usage,
        );
      } catch (error) {
        if (!(error instanceof ModelUnavailableError)) throw error;
        usage.push(this.record({ inputTokens: 0, outputTokens: 0 }, performance.now() - started, 'error'));
        return { ok: false, reason: error.message, usage };
      }
      const checked = reply.syntaxError === undefined ? request.schema.safeParse(reply.value) : undefined;
      const problem = reply.syntaxError ?? (checked && !checked.success ? describeIssues(checked.error) : undefined);
      usage.push(this.record(reply.usage, performance.now() - started, problem ? 'invalid' : 'ok'));
      if (checked?.success) return { ok: true, value: checked.data, usage };
      if (attempt >= 2) return { ok: false, reason: `${chat.provider} answer failed its schema twice: ${problem}`, usage };
      current = {
        ...base,
        messages: [
          ...base.messages,
          { role: 'assistant', content: redactText(reply.text.slice(0, ECHO_CHARS)) || '(empty answer)' },
          {
            role: 'user',
            content: `Your previous answer was rejected: ${problem}\nAnswer again with a corrected ${request.name} that matches the schema exactly.`,
          },
        ],
      };
    }
  }

  private record(tokens: TokenUsage, ms: number, outcome: 'ok' | 'invalid' | 'error'): ModelUsage {
    const chat = this.chat!;
    return {
      stage: this.settings.stage,
      provider: chat.provider,
      model: chat.model,
      inputTokens: tokens.inputTokens,
      outputTokens: tokens.outputTokens,
      costUsd: estimateCostUsd(this.prices, chat.model, tokens),
      ms: round(ms),
      outcome,
    };
  }
}

function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 10)
    .map((issue) => `${issue.path.length > 0 ? issue.path.join('.') : '(answer)'}: ${issue.message}`)
    .join('; ');
}

function round(ms: number): number {
  return Math.round(ms * 10) / 10;
}
