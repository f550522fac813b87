import { PROVIDERS, STAGE_NAMES } from '@switchyard/packet-schema';
import { ConfigError } from './errors.js';
import { MODEL_STAGES } from './model-stages.js';

/**
 * The environment's part of the configuration: `REDIS_URL`, `SWITCHYARD_*`
 * variables, merged over the file's values (and under explicit overrides).
 */
export function envOverrides(env: NodeJS.ProcessEnv, raw: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (env.REDIS_URL) out.redis = { url: env.REDIS_URL };
  if (env.SWITCHYARD_PREFIX) out.prefix = env.SWITCHYARD_PREFIX;
  const stages: Record<string, unknown> = { ...(raw.stages as Record<string, unknown> | undefined) };
  let stagesChanged = false;
  for (const stage of STAGE_NAMES) {
    const value = env[`SWITCHYARD_CONCURRENCY_${stage.toUpperCase()}`];
    if (value === undefined) continue;
    stages[stage] = { concurrency: envNumber(`SWITCHYARD_CONCURRENCY_${stage.toUpperCase()}`, value) };
    stagesChanged = true;
  }
  if (stagesChanged) out.stages = stages;
  if (env.SWITCHYARD_CONFIDENCE_GATE !== undefined) {
    out.thresholds = {
      ...(raw.thresholds as Record<string, unknown> | undefined),
      confidenceGate: envNumber('SWITCHYARD_CONFIDENCE_GATE', env.SWITCHYARD_CONFIDENCE_GATE),
    };
  }
  const policy = policyOverrides(env, raw.policy as Record<string, unknown> | undefined);
  if (policy) out.policy = policy;
  const models = modelOverrides(env, raw.models as Record<string, unknown> | undefined);
  if (models) out.models = models;
  return out;
}

function policyOverrides(env: NodeJS.ProcessEnv, raw: Record<string, unknown> = {}): Record<string, unknown> | undefined {
  const out: Record<string, unknown> = { ...raw };
  let changed = false;
  if (env.SWITCHYARD_POLICY_DEFAULT_ACTION) {
    out.defaultAction = env.SWITCHYARD_POLICY_DEFAULT_ACTION;
    changed = true;
  }
  if (env.SWITCHYARD_POLICY_MAX_STEPS) {
    out.maxSteps = envNumber('SWITCHYARD_POLICY_MAX_STEPS', env.SWITCHYARD_POLICY_MAX_STEPS);
    changed = true;
  }
  if (env.SWITCHYARD_POLICY_TOOLS) {
    try {
      out.tools = { ...(raw.tools as Record<string, unknown> | undefined), ...JSON.parse(env.SWITCHYARD_POLICY_TOOLS) };
    } catch {
      throw new ConfigError('SWITCHYARD_POLICY_TOOLS must be a JSON object of tool pattern → action');
    }
    changed = true;
  }
  return changed ? out : undefined;
}

/** `SWITCHYARD_MODEL_<STAGE>=[local-then-model:]provider[:model]` (also `_DEFAULT`); the model name may hold colons. */
function modelOverrides(env: NodeJS.ProcessEnv, raw: Record<string, unknown> = {}): Record<string, unknown> | undefined {
  const out: Record<string, unknown> = { ...raw };
  let changed = false;
  for (const stage of ['default', ...MODEL_STAGES]) {
    const name = `SWITCHYARD_MODEL_${stage.toUpperCase()}`;
    let value = env[name]?.trim();
    if (!value) continue;
    const cascade = value.startsWith('local-then-model:');
    if (cascade) value = value.slice('local-then-model:'.length);
    const [provider, ...rest] = value.split(':');
    if (!(PROVIDERS as readonly string[]).includes(provider ?? '')) {
      throw new ConfigError(
        `${name}=${JSON.stringify(env[name])}: expected [local-then-model:]provider[:model] with provider ${PROVIDERS.slice(0, -1).join(', ')} or ${PROVIDERS.at(-1)}`,
      );
    }
    const model = rest.join(':');
    out[stage] = {
      ...(raw[stage] as Record<string, unknown> | undefined),
      provider,
      ...(model ? { model } : {}),
      ...(cascade ? { mode: 'local-then-model' } : {}),
    };
    changed = true;
  }
  return changed ? out : undefined;
}

function envNumber(name: string, value: string): number {
  const number = Number(value);
  if (value.trim() === '' || !Number.isFinite(number)) {
    throw new ConfigError(`${name}=${JSON.stringify(value)} is not a number`);
  }
  return number;
}
