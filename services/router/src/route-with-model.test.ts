import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { newPacket } from '@switchyard/packet-schema';
import type { ToolSpec } from '@switchyard/local-engine';
import { resolveModelSettings, StageModel } from '@switchyard/models';
import { loadConfig } from '@switchyard/platform';
import { routeWithModel } from './route-with-model.js';

// The three reference servers' tools as they list them (eval/corpus/reference-tools.mjs).
const tools = JSON.parse(readFileSync(new URL('../../../eval/corpus/data/reference_tools.json', import.meta.url), 'utf8')) as ToolSpec[];
const config = loadConfig({ env: {}, cwd: '/', overrides: {} });
const noModel = new StageModel(resolveModelSettings(config, 'router'), undefined, config.prices);
const budget = { ...config.thresholds.modelView, shortlist: 8 };
const route = async (message: string) =>
  (await routeWithModel(newPacket({ sessionId: 's', userId: 'u', agentId: 'a', message, history: [] }), tools, noModel, budget)).route;

describe('router without a model', () => {
  it('passes on every "no tool" it cannot answer itself, however sure, so the selector can offer a plan', async () => {
    const decided = await route("what's the difference between affect and effect?");
    // Still marked as the engine's "no tool": its answer stays for when no plan is worth offering.
    expect(decided).toMatchObject({ needsTool: true, decidedBy: 'local', directAnswer: expect.stringMatching(/no language model/) });
    expect(decided.rationale).toMatch(/looking for a plan to offer/);
  });

  it('answers what it recognises itself: small talk is never turned into an offer', async () => {
    expect(await route('hello, how are you?')).toMatchObject({ needsTool: false });
    expect(await route('thanks, that was helpful')).toMatchObject({ needsTool: false });
    // A word of assent before the thanks or the goodbye keeps it small talk, not an open question to offer a plan for.
    for (const message of ['ok cheers, bye', 'ok thanks!', 'great, thank you']) {
      expect(await route(message), message).toMatchObject({ needsTool: false, directAnswer: expect.not.stringMatching(/no language model/) });
    }
  });

  it('passes on a question about someone the user named with its "no language model" answer, for the selector to offer a lookup', async () => {
    for (const message of ['who is Leo Brennan', 'what team is Sam on?', 'is anyone allergic to nuts?']) {
      expect(await route(message), message).toMatchObject({ needsTool: true, directAnswer: expect.stringMatching(/no language model/) });
    }
  });

  it('tells a bare yes or no that became a turn, in any of its forms, that nothing waits for it; "ok" stays an acknowledgement', async () => {
    for (const message of ['yes please', 'no thanks', 'ok go ahead', 'ja', 'sí', 'да', 'sure, go ahead then', 'yes']) {
      expect(await route(message), message).toMatchObject({
        needsTool: false,
        directAnswer: expect.stringMatching(/^Nothing of mine is waiting for a yes or no/),
      });
    }
    expect((await route('ok')).directAnswer).toMatch(/Anything else/);
    // A question that only starts with a yes is not an answer: it stays the engine's open question.
    expect((await route('yes but what is the difference between affect and effect?')).directAnswer).toMatch(/no language model/);
  });
});
