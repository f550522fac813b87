import { ConfigError, type ModelStage, type StageModelConfig, type SwitchyardConfig } from '@switchyard/platform';
import type { Provider } from '@switchyard/packet-schema';
import { DECIDE_ALONE_GATES, OFFER_BELOW, type DecideAloneGates } from '@switchyard/local-engine';

/** Everything a stage needs to call its model, with the seeds filled in. */
export interface ModelSettings {
  stage: ModelStage;
  provider: Provider;
  model: string;
  mode: 'model' | 'local-then-model';
  temperature: number;
  maxTokens: number;
  timeoutMs: number;
  maxRetries: number;
  baseUrl?: string;
  apiKeyEnv?: string;
  /** Per kind of decision (`DECIDE_ALONE_GATES` by default); a configured number stands for both. */
  cascadeThreshold: DecideAloneGates;
  /** Without a model, plans below this confidence are offered as a question (`OFFER_BELOW` by default). */
  offerThreshold: number;
  structuredOutput: 'json_schema' | 'tools';
}

/** Seeds per stage: low temperature for decisions (selection ~0.15, review ~0.3), more room for the reply. */
const STAGE_SEEDS: Record<ModelStage, { temperature: number; maxTokens: number }> = {
  router: { temperature: 0.1, maxTokens: 512 },
  selector: { temperature: 0.15, maxTokens: 1_024 },
  reviewer: { temperature: 0.3, maxTokens: 512 },
  composer: { temperature: 0.4, maxTokens: 1_024 },
};

const DEFAULT_KEY_ENV = { anthropic: 'ANTHROPIC_API_KEY', openai: 'OPENAI_API_KEY' } as const;

/** A stage's model settings: seeds < `models.default` < `models.<stage>` (env overrides are already merged by loadConfig). */
export function resolveModelSettings(config: SwitchyardConfig, stage: ModelStage): ModelSettings {
  const merged: StageModelConfig = { ...config.models.default, ...config.models[stage] };
  const provider = merged.provider ?? 'local';
  if (provider !== 'local' && !merged.model) {
    throw new ConfigError(
      `models.${stage} uses ${provider} but names no model: set models.${stage}.model (or SWITCHYARD_MODEL_${stage.toUpperCase()}=${provider}:<model>)`,
    );
  }
  const apiKeyEnv = merged.apiKeyEnv ?? (provider === 'local' ? undefined : DEFAULT_KEY_ENV[provider]);
  return {
    stage,
    provider,
    model: merged.model ?? 'local-engine',
    mode: merged.mode ?? 'model',
    temperature: merged.temperature ?? STAGE_SEEDS[stage].temperature,
    maxTokens: merged.maxTokens ?? STAGE_SEEDS[stage].maxTokens,
    timeoutMs: merged.timeoutMs ?? 30_000,
    maxRetries: merged.maxRetries ?? 2,
    cascadeThreshold: gatesOf(merged.cascadeThreshold),
    offerThreshold: merged.offerThreshold ?? OFFER_BELOW,
    structuredOutput: merged.structuredOutput ?? 'json_schema',
    ...(merged.baseUrl ? { baseUrl: merged.baseUrl } : {}),
    ...(apiKeyEnv ? { apiKeyEnv } : {}),
  };
}

function gatesOf(configured: StageModelConfig['cascadeThreshold']): DecideAloneGates {
  if (configured === undefined) return DECIDE_ALONE_GATES;
  return typeof configured === 'number' ? { tool: configured, direct: configured } : configured;
}
