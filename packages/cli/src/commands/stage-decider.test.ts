import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runCase, type EvalCase } from '@switchyard/engine-eval';
import { resolveModelSettings, StageModel, type ChatModel, type ModelRequest } from '@switchyard/models';
import { loadConfig, type ModelStage } from '@switchyard/platform';
import { decideWithStages } from './stage-decider.js';

/** A model that answers every request with a fixed, valid answer and counts how often it was asked. */
function countingModel(): ChatModel & { asked: number } {
  const model = {
    provider: 'anthropic' as const,
    model: 'stub',
    asked: 0,
    async complete(request: ModelRequest) {
      model.asked += 1;
      const value =
        request.name === 'route_decision'
          ? { needsTool: true, goal: 'stub', rationale: 'stub', confidence: 0.5 }
          : { calls: [], confidence: 0.5, reasoning: 'stub' };
      return { value, text: JSON.stringify(value), usage: { inputTokens: 1, outputTokens: 1 } };
    },
  };
  return model;
}

const config = loadConfig({
  env: {},
  cwd: '/',
  overrides: {
    models: {
      router: { provider: 'anthropic', model: 'stub', mode: 'local-then-model', apiKeyEnv: 'UNUSED_KEY' },
      selector: { provider: 'anthropic', model: 'stub', mode: 'local-then-model', apiKeyEnv: 'UNUSED_KEY' },
    },
  },
});
const cascade = (stage: ModelStage) => new StageModel(resolveModelSettings(config, stage), countingModel(), config.prices);

/** Public cases of several kinds (tool requests, assistant requests that need no tool), from the converted corpus. */
function corpusCases(file: string, count: number): EvalCase[] {
  const path = fileURLToPath(new URL(`../../../../eval/corpus/data/${file}`, import.meta.url));
  return readFileSync(path, 'utf8')
    .trim()
    .split('\n')
    .slice(0, count)
    .map((line) => JSON.parse(line) as EvalCase);
}

describe('decided alone', () => {
  it('is what the router and selector stages do in local-then-model mode', async () => {
    const router = cascade('router');
    const selector = cascade('selector');
    const threshold = router.settings.cascadeThreshold;
    const shortlist = config.selector.shortlist;
    const decide = decideWithStages(router, selector, shortlist);
    const cases = [...corpusCases('seal_tools.jsonl', 60), ...corpusCases('assistant_mix.jsonl', 40), ...corpusCases('nestful_glaive.jsonl', 10)];
    const verdicts = { alone: 0, handedOver: 0 };
    for (const testCase of cases) {
      const local = runCase(testCase, [], threshold, shortlist);
      const staged = await decide(testCase, testCase.tools);
      expect({ id: testCase.id, decidedAlone: local.decidedAlone }).toEqual({ id: testCase.id, decidedAlone: staged.localDecided });
      if (local.decidedAlone) {
        // Decided alone, the stages' calls are the engine's own.
        expect(staged.calls).toEqual(local.calls.map((call) => ({ tool: call.tool, arguments: call.arguments })));
        verdicts.alone += 1;
      } else verdicts.handedOver += 1;
    }
    // Both outcomes occur, so the comparison means something.
    expect(verdicts.alone).toBeGreaterThan(5);
    expect(verdicts.handedOver).toBeGreaterThan(5);
  });
});
