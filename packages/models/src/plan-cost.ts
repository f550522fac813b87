import type { Plan } from '@switchyard/packet-schema';
import { qualifiedToolName } from '@switchyard/packet-schema';
import type { SwitchyardConfig } from '@switchyard/platform';
import { estimateCostUsd, estimateTokens } from './model-cost.js';
import { resolveModelSettings } from './model-settings.js';

/** Output tokens assumed per model call still to come. */
const OUTPUT_TOKENS = 300;
/** Tool output assumed per step for the composer's input (the real size is known only after execution). */
const OUTPUT_CHARS_PER_STEP = 1_000;
/** System prompt and framing around each call. */
const PROMPT_OVERHEAD_TOKENS = 200;

/**
 * What the rest of the turn should cost, before anything runs: the reviewer's
 * and the composer's model calls (from the plan's size and the price table)
 * plus the priced tools of the plan. Needs no API key: it reads settings only.
 */
export function estimatePlanCostUsd(config: SwitchyardConfig, plan: Plan, message: string): number {
  const planText = `${message}\n${JSON.stringify(plan.steps)}`;
  const inputs = { reviewer: planText, composer: `${planText}\n${'x'.repeat(OUTPUT_CHARS_PER_STEP * plan.steps.length)}` };
  let usd = 0;
  for (const stage of ['reviewer', 'composer'] as const) {
    const settings = resolveModelSettings(config, stage);
    if (settings.provider === 'local') continue;
    usd += estimateCostUsd(config.prices, settings.model, {
      inputTokens: estimateTokens(inputs[stage]) + PROMPT_OVERHEAD_TOKENS,
      outputTokens: Math.min(settings.maxTokens, OUTPUT_TOKENS),
    });
  }
  for (const step of plan.steps) usd += config.prices.tools[qualifiedToolName(step)] ?? 0;
  return Math.round(usd * 1e8) / 1e8;
}
