import { describe, expect, it } from 'vitest';
import type { Plan } from '@switchyard/packet-schema';
import { loadConfig } from '@switchyard/platform';
import { usageTotals } from './packet-records.js';
import { estimatePlanCostUsd } from './plan-cost.js';

const plan: Plan = {
  steps: [{ id: 's1', server: 'search', tool: 'web', arguments: { q: 'x' }, dependsOn: [], why: 'look it up' }],
  confidence: 0.9,
  reasoning: '',
  alternatives: [],
  decidedBy: 'local',
};

describe('cost estimates', () => {
  it('estimates a plan from the models still to come and the priced tools, before anything runs', () => {
    const local = loadConfig({ cwd: '/', env: {}, overrides: { prices: { tools: { 'search.web': 0.005 } } } });
    expect(estimatePlanCostUsd(local, plan, 'find x')).toBe(0.005);
    const withModels = loadConfig({
      cwd: '/',
      env: {},
      overrides: {
        models: { reviewer: { provider: 'anthropic', model: 'big' }, composer: { provider: 'anthropic', model: 'big' } },
        prices: { models: { big: { inputPerMTok: 3, outputPerMTok: 15 } }, tools: { 'search.web': 0.005 } },
      },
    });
    const estimate = estimatePlanCostUsd(withModels, plan, 'find x');
    // Two calls of at least 200 prompt tokens and 300 output tokens each, on top of the tool.
    expect(estimate).toBeGreaterThan(0.005 + (2 * (200 * 3 + 300 * 15)) / 1e6);
    expect(estimate).toBeLessThan(0.02);
  });

  it('adds up a turn, counting local decisions apart from model calls', () => {
    const call = { stage: 'selector' as const, provider: 'anthropic' as const, model: 'm', inputTokens: 100, outputTokens: 10, costUsd: 0.001, ms: 5 };
    const totals = usageTotals({ usage: [call, { ...call, stage: 'composer' }, { ...call, provider: 'local', inputTokens: 0, outputTokens: 0, costUsd: 0 }] });
    expect(totals).toEqual({ modelCalls: 2, localDecisions: 1, inputTokens: 200, outputTokens: 20, costUsd: 0.002 });
  });
});
