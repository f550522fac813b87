import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { newPacket } from '@switchyard/packet-schema';
import { LearnedChoices, NO_MODEL_ANSWER, OFFER_BELOW, selectCalls, type ToolSpec } from '@switchyard/local-engine';
import { resolveModelSettings, StageModel, type ChatModel } from '@switchyard/models';
import { loadConfig } from '@switchyard/platform';
import type { ToolDescriptor } from '@switchyard/tools';
import { selectWithModel } from './select-with-model.js';

// Two tools the engine cannot tell apart by their words: it hands such turns to the model.
const tools: ToolSpec[] = [
  {
    name: 'weather_now',
    description: 'Current weather for a city',
    parameters: { type: 'object', properties: { city: { type: 'string', description: 'City' } }, required: ['city'] },
  },
  {
    name: 'weather_current',
    description: 'Current weather for a city',
    parameters: { type: 'object', properties: { city: { type: 'string', description: 'City' } }, required: ['city'] },
  },
];
const byName = new Map<string, ToolDescriptor>(tools.map((t) => [t.name, { server: 'demo', name: t.name, inputSchema: t.parameters ?? {} }]));

function cascadeModel(answerTool: () => string): { model: StageModel; asked: () => number } {
  let asked = 0;
  const chat: ChatModel = {
    provider: 'anthropic',
    model: 'stub',
    async complete() {
      asked += 1;
      const value = { calls: [{ tool: answerTool(), arguments: { city: 'Paris' }, why: 'stub', confidence: 0.9 }], confidence: 0.9, reasoning: 'stub' };
      return { value, text: JSON.stringify(value), usage: { inputTokens: 1, outputTokens: 1 } };
    },
  };
  const config = loadConfig({
    env: {},
    cwd: '/',
    // A gate above any tie's confidence: what is tested is the learning, not where a refit puts a tie between twins.
    overrides: {
      models: {
        selector: { provider: 'anthropic', model: 'stub', mode: 'local-then-model', apiKeyEnv: 'UNUSED_KEY', cascadeThreshold: { tool: 0.99, direct: 0.99 } },
      },
    },
  });
  return { model: new StageModel(resolveModelSettings(config, 'selector'), chat, config.prices), asked: () => asked };
}

function packet(message: string, tenant = 'acme') {
  const fresh = newPacket({ sessionId: 's', userId: 'u', agentId: 'a', message, history: [] });
  return { ...fresh, turn: { ...fresh.turn, tenant } };
}

describe('selector cascade that learns from the model', () => {
  const localChoice = selectCalls({ message: 'What is the weather in Paris?', tools }).calls[0]?.tool ?? '';

  it('hands an ambiguous turn to the model until the model and the engine have chosen the same tools for its form', async () => {
    expect(selectCalls({ message: 'What is the weather in Paris?', tools }).handOver).toEqual(['no clear margin over the next tool']);
    const { model, asked } = cascadeModel(() => localChoice);
    const learned = new LearnedChoices();
    const options = { shortlist: 8, modelView: { maxTools: 40, maxTokens: 16_000 } };
    // The model's choice is the engine's own doubted one: two independent votes for the same tool.
    await selectWithModel(packet('What is the weather in Paris?'), tools, byName, options, model, { memory: learned, tenant: 'acme' });
    expect(asked()).toBe(1);
    const second = await selectWithModel(packet('What is the weather in Oslo?'), tools, byName, options, model, { memory: learned, tenant: 'acme' });
    expect(asked()).toBe(1);
    expect(second.plan).toMatchObject({ decidedBy: 'local', steps: [{ tool: localChoice, arguments: { city: 'Oslo' } }] });
    expect(second.usage).toEqual([expect.objectContaining({ provider: 'local' })]);
    // Another tenant's turns learned nothing.
    await selectWithModel(packet('What is the weather in Oslo?', 'globex'), tools, byName, options, model, { memory: learned, tenant: 'globex' });
    expect(asked()).toBe(2);
  });

  it('keeps asking when the model chose differently from the engine', async () => {
    const other = tools.find((t) => t.name !== localChoice)?.name ?? '';
    const { model, asked } = cascadeModel(() => other);
    const learned = new LearnedChoices();
    for (const city of ['Paris', 'Rome', 'Oslo'])
      await selectWithModel(packet(`What is the weather in ${city}?`), tools, byName, { shortlist: 8, modelView: { maxTools: 40, maxTokens: 16_000 } }, model, {
        memory: learned,
        tenant: 'acme',
      });
    expect(asked()).toBe(3);
  });
});

describe('selector model searching the whole inventory', () => {
  const trip = (i: number): ToolSpec => ({
    name: `trip_planner_${i}`,
    description: `Plan a trip itinerary, variant ${i}`,
    parameters: { type: 'object', properties: {} },
  });
  const foreignExchange: ToolSpec = {
    name: 'fx_swap',
    description: 'Swap funds into a foreign denomination',
    parameters: { type: 'object', properties: { to: { type: 'string' } }, required: ['to'] },
  };
  const inventory = [...Array.from({ length: 6 }, (_, i) => trip(i)), foreignExchange];
  const names = new Map<string, ToolDescriptor>(inventory.map((t) => [t.name, { server: 'demo', name: t.name, inputSchema: t.parameters ?? {} }]));

  it('searches once when no listed tool fits, then chooses among what the search found', async () => {
    const shown: string[][] = [];
    const chat: ChatModel = {
      provider: 'anthropic',
      model: 'stub',
      async complete(request) {
        const listed = [...request.messages[0]!.content.matchAll(/^### (\S+)/gm)].map((m) => m[1]!);
        shown.push(listed);
        const value = listed.includes('fx_swap')
          ? { calls: [{ tool: 'fx_swap', arguments: { to: 'JPY' }, why: 'found', confidence: 0.9 }], confidence: 0.9, reasoning: 'found it' }
          : { calls: [], confidence: 0.2, reasoning: 'nothing fits', searchTools: 'swap into a foreign denomination' };
        return { value, text: JSON.stringify(value), usage: { inputTokens: 1, outputTokens: 1 } };
      },
    };
    const config = loadConfig({
      env: {},
      cwd: '/',
      overrides: { models: { selector: { provider: 'anthropic', model: 'stub', mode: 'model', apiKeyEnv: 'UNUSED_KEY' } } },
    });
    const model = new StageModel(resolveModelSettings(config, 'selector'), chat, config.prices);
    // Seven tools past a budget of three: the model sees the shortlist and may search.
    const result = await selectWithModel(
      packet('Get yen for my trip'),
      inventory,
      names,
      { shortlist: 3, modelView: { maxTools: 3, maxTokens: 16_000 } },
      model,
    );
    expect(shown).toHaveLength(2);
    expect(shown[0]).not.toContain('fx_swap');
    expect(shown[1]).toContain('fx_swap');
    expect(result.plan.steps).toEqual([expect.objectContaining({ tool: 'fx_swap', arguments: { to: 'JPY' } })]);
    expect(result.usage).toHaveLength(2);
  });
});

describe('selector without a model, when the engine is not sure', () => {
  const config = loadConfig({ env: {}, cwd: '/', overrides: {} });
  const noModel = new StageModel(resolveModelSettings(config, 'selector'), undefined, config.prices);
  const options = { shortlist: 8, modelView: config.thresholds.modelView };
  const routed = (message: string, route: { needsTool: boolean; confidence: number; directAnswer?: string }) => ({
    ...packet(message),
    route: { ...route, needsTool: true, rationale: 'r', goal: 'g', decidedBy: 'local' as const },
  });

  it('offers a complete plan instead of taking it', async () => {
    const { plan, usage } = await selectWithModel(
      // A route below the fitted offer threshold: the plan is offered, however sure the selection is.
      routed('What is the weather in Paris?', { needsTool: true, confidence: OFFER_BELOW - 0.1 }),
      tools,
      byName,
      options,
      noModel,
    );
    expect(plan).toMatchObject({ offered: true, steps: [{ arguments: { city: 'Paris' } }] });
    expect(usage).toEqual([]);
  });

  it('keeps the router\'s own answer when an unsure "no tool" finds no plan that could run', async () => {
    const turn = routed('What is the weather?', { needsTool: false, confidence: 0.6, directAnswer: 'no model' });
    const { plan } = await selectWithModel(turn, tools, byName, options, noModel);
    expect(plan.offered).toBeUndefined();
    expect(plan.steps).toEqual([]);
  });

  describe('a "no tool" the router was sure of', () => {
    // The filesystem server's tools as it lists them (eval/corpus/reference-tools.mjs).
    const files = (JSON.parse(readFileSync(new URL('../../../eval/corpus/data/reference_tools.json', import.meta.url), 'utf8')) as ToolSpec[]).filter((t) =>
      t.name.startsWith('filesystem.'),
    );
    const filesByName = new Map<string, ToolDescriptor>(
      files.map((t) => [t.name, { server: 'filesystem', name: t.name.slice('filesystem.'.length), inputSchema: t.parameters ?? {} }]),
    );
    const sure = (message: string) => routed(message, { needsTool: false, confidence: 0.95, directAnswer: 'no language model' });

    it('is offered a plan when a tool could help: the canned answer is not the reply', async () => {
      const { plan } = await selectWithModel(sure('show me notes/todo.md'), files, filesByName, options, noModel);
      expect(plan).toMatchObject({ offered: true, steps: [{ tool: 'read_text_file', arguments: { path: 'notes/todo.md' } }] });
    });

    it('keeps its answer when the best plan is a guess the engine is not sure of', async () => {
      const { plan } = await selectWithModel(sure('explain how TLS works'), files, filesByName, options, noModel);
      expect(plan.offered).toBeUndefined();
      expect(plan.steps).toEqual([]);
    });
  });

  describe('calls below the reviewer gate', () => {
    // The filesystem and memory servers' tools, marked read-only as the servers mark them.
    const both = (JSON.parse(readFileSync(new URL('../../../eval/corpus/data/reference_tools.json', import.meta.url), 'utf8')) as ToolSpec[]).filter(
      (t) => t.name.startsWith('filesystem.') || t.name.startsWith('memory.'),
    );
    const reads = /\.(?:read|list|search|get|directory|open)/;
    const bothByName = new Map<string, ToolDescriptor>(
      both.map((t) => {
        const [server = '', name = ''] = t.name.split('.');
        return [t.name, { server, name, inputSchema: t.parameters ?? {}, annotations: { readOnlyHint: reads.test(t.name) } }];
      }),
    );
    const gated = { ...options, confidenceGate: config.thresholds.confidenceGate };

    it('are offered for a yes, not left for the reviewer to refuse', async () => {
      const turn = routed("what's on my todo list?", { needsTool: true, confidence: 0.83 });
      const { plan, offerWhy } = await selectWithModel(turn, both, bothByName, gated, noModel);
      expect(plan.confidence).toBeLessThan(config.thresholds.confidenceGate);
      // The todo list is looked for, then the one file found is read.
      expect(plan).toMatchObject({ offered: true, steps: [{ tool: 'search_files' }, { tool: 'read_text_file', arguments: { path: { $ref: 's1.path' } } }] });
      // Three decimals beside the threshold: a confidence just under it never prints as equal to it.
      expect(offerWhy).toMatch(/^not sure enough of the whole request \(confidence 0\.\d{3}, below 0\.\d{3}\)/);
      expect(offerWhy).not.toContain('changes things');
    });

    it('say when a call waits for a yes because it changes things', async () => {
      const turn = routed("remember that Priya's favourite colour is green", { needsTool: true, confidence: 0.95 });
      const { plan, offerWhy } = await selectWithModel(turn, both, bothByName, gated, noModel);
      expect(plan.offered).toBe(true);
      expect(offerWhy).toContain('memory.create_entities, memory.add_observations change things, so they wait for a yes');
    });
  });

  describe('a "no tool" whose answer would be the "no language model" one', () => {
    // The filesystem and memory servers' tools as they list them.
    const reference = (JSON.parse(readFileSync(new URL('../../../eval/corpus/data/reference_tools.json', import.meta.url), 'utf8')) as ToolSpec[]).filter(
      (t) => t.name.startsWith('filesystem.') || t.name.startsWith('memory.'),
    );
    const referenceByName = new Map<string, ToolDescriptor>(
      reference.map((t) => {
        const [server = '', name = ''] = t.name.split('.');
        return [t.name, { server, name, inputSchema: t.parameters ?? {} }];
      }),
    );
    const cannot = (message: string, directAnswer = NO_MODEL_ANSWER) => routed(message, { needsTool: false, confidence: 0.95, directAnswer });

    it('is offered a read-only lookup that might answer: the memory for a named person, a folder it names', async () => {
      const expected: Record<string, { tool: string; arguments: Record<string, unknown> }> = {
        'who is Leo Brennan': { tool: 'search_nodes', arguments: { query: 'Leo Brennan' } },
        'what does Sam play?': { tool: 'search_nodes', arguments: { query: 'Sam' } },
        'is anyone allergic to nuts?': { tool: 'search_nodes', arguments: { query: 'allergic' } },
        'wats in orders': { tool: 'list_directory', arguments: { path: 'orders' } },
      };
      for (const [message, step] of Object.entries(expected)) {
        const { plan } = await selectWithModel(cannot(message), reference, referenceByName, options, noModel);
        expect(plan, message).toMatchObject({ offered: true, steps: [step] });
      }
      // Offers turned off (`offerThreshold: 0`): no lookup is offered either.
      const offersOff = loadConfig({ env: {}, cwd: '/', overrides: { models: { default: { offerThreshold: 0 } } } });
      const never = new StageModel(resolveModelSettings(offersOff, 'selector'), undefined, offersOff.prices);
      const { plan } = await selectWithModel(cannot('who is Leo Brennan'), reference, referenceByName, options, never);
      expect(plan.steps).toEqual([]);
    });

    it('keeps the answer for general knowledge, and for an answer that is not the "no language model" one', async () => {
      for (const message of ["what's the capital of France", 'who is Einstein', 'what is the weather in Paris']) {
        const { plan } = await selectWithModel(cannot(message), reference, referenceByName, options, noModel);
        expect(plan.steps, message).toEqual([]);
      }
      const { plan } = await selectWithModel(
        cannot('who is Leo Brennan', 'None of the tools I can use does this.'),
        reference,
        referenceByName,
        options,
        noModel,
      );
      expect(plan.steps).toEqual([]);
    });
  });
});
