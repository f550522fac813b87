import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modelView, type ToolSpec } from '@switchyard/local-engine';
import { AnthropicWireServer, anthropicToolUse, forcedTool } from './support/anthropic-wire-server.js';
import { OpenAIWireServer, answerName, openaiContent } from './support/openai-wire-server.js';
import { promptOf } from './support/model-answers.js';
import { servers, startStack, type Stack } from './support/stack.js';
import { tempWorkspace } from './support/test-config.js';
import type { RecordedRequest } from './support/wire-server.js';

const KEY_ENV = 'SWITCHYARD_TEST_PROVIDER_KEY';
const TARGET = 'filesystem.list_allowed_directories';
/** Shares no word with the tool's name, description or parameters. */
const REQUEST = 'Which places can you get into?';
/** No word the lexical ranking can read at all. */
const OTHER_SCRIPT = 'どこを見てもいいですか';
const SEARCH_WORDS = 'allowed directories';

/** What one model request showed and allowed, whichever provider it went to. */
interface Seen {
  answer: string;
  tools: string[];
  canSearch: boolean;
  prompt: string;
}

const PROVIDERS = {
  anthropic: {
    start: (answer: (seen: Seen) => unknown) =>
      AnthropicWireServer.start((req) => anthropicToolUse(forcedTool(req), answer(seenIn(req, forcedTool(req), req.body.tools[0].input_schema)))),
    baseUrl: (url: string) => url,
    requests: (server: AnthropicWireServer | OpenAIWireServer) => (server as AnthropicWireServer).messages,
    seen: (req: RecordedRequest) => seenIn(req, forcedTool(req), req.body.tools[0].input_schema),
  },
  openai: {
    start: (answer: (seen: Seen) => unknown) =>
      OpenAIWireServer.start((req) => openaiContent(answer(seenIn(req, answerName(req), req.body.response_format.json_schema.schema)))),
    baseUrl: (url: string) => `${url}/v1`,
    requests: (server: AnthropicWireServer | OpenAIWireServer) => (server as OpenAIWireServer).completions,
    seen: (req: RecordedRequest) => seenIn(req, answerName(req), req.body.response_format.json_schema.schema),
  },
} as const;

function seenIn(req: RecordedRequest, answer: string, schema: { properties?: Record<string, unknown> }): Seen {
  const prompt = typeof req.body.messages[0].content === 'string' ? promptOf(req) : req.body.messages[0].content[0].text;
  const pattern = answer === 'route_decision' ? /^- (\S+): /gm : /^### (\S+)$/gm;
  return { answer, tools: [...prompt.matchAll(pattern)].map((m) => m[1]!), canSearch: 'searchTools' in (schema.properties ?? {}), prompt };
}

/** A model that understands the request: it takes the tool when shown it, else asks for a search when it may. */
function understandingModel(seen: Seen): unknown {
  const shown = seen.tools.includes(TARGET);
  const search = !shown && seen.canSearch ? { searchTools: SEARCH_WORDS } : {};
  if (seen.answer === 'route_decision') {
    return { needsTool: shown, goal: 'list the folders I may use', rationale: shown ? 'a tool lists them' : 'not listed', confidence: 0.9, ...search };
  }
  const calls = shown ? [{ tool: TARGET, arguments: {}, why: 'lists the allowed folders', confidence: 0.9 }] : [];
  return { calls, confidence: shown ? 0.9 : 0.2, reasoning: shown ? 'the listing tool' : 'none listed', ...search };
}

const CASES = [
  { provider: 'anthropic', budget: 'within', thresholds: {} },
  { provider: 'openai', budget: 'past', thresholds: { modelView: { maxTools: 4 } } },
  { provider: 'anthropic', budget: 'past', thresholds: { modelView: { maxTools: 40, maxTokens: 500 } } },
  { provider: 'openai', budget: 'within', thresholds: {} },
] as const;

describe.each(CASES)(
  '$provider models of the router and selector, $budget the view budget (real SDK, local wire server)',
  ({ provider, budget, thresholds }) => {
    const p = PROVIDERS[provider];
    const workspace = tempWorkspace({ 'notes.txt': 'hello\n' });
    let server: AnthropicWireServer | OpenAIWireServer;
    let stack: Stack;

    beforeAll(async () => {
      process.env[KEY_ENV] = 'test-key-not-secret';
      server = await p.start(understandingModel);
      const stageModel = { provider, model: 'test-model', baseUrl: p.baseUrl(server.url), apiKeyEnv: KEY_ENV, maxRetries: 0 };
      stack = await startStack({
        mcpServers: { filesystem: servers.filesystem(workspace.dir) },
        selector: { shortlist: 2 },
        thresholds,
        models: { router: stageModel, selector: stageModel },
      });
    });
    afterAll(async () => {
      await stack?.close();
      await server?.close();
      workspace.cleanup();
    });

    it('a request sharing no word with its tool reaches models that see the tool, and the tool runs', async () => {
      const { specs } = await stack.runtime.deployment.catalog.snapshot();
      // The lexical shortlist misses the tool, and so does the ranked view past the budget: only the whole view or a search shows it.
      const names = (view: { tools: ToolSpec[] }) => view.tools.map((t) => t.name);
      expect(names(modelView(REQUEST, specs, { maxTools: 1, maxTokens: 100, shortlist: 2 }))).not.toContain(TARGET);
      const configured = modelView(REQUEST, specs, { ...stack.config.thresholds.modelView, shortlist: stack.config.selector.shortlist });
      expect(configured.whole).toBe(budget === 'within');
      if (budget === 'past') expect(names(configured)).not.toContain(TARGET);
      const before = p.requests(server).length;
      const packet = await stack.ask(REQUEST);
      expect(packet.status.state, packet.status.error).toBe('done');
      const seen = p.requests(server).slice(before).map(p.seen);
      const routerSeen = seen.filter((s) => s.answer === 'route_decision');
      const selectorSeen = seen.filter((s) => s.answer === 'tool_selection');
      if (budget === 'within') {
        // One request each, showing every tool, with no search offered.
        for (const asked of [routerSeen, selectorSeen]) {
          expect(asked).toHaveLength(1);
          expect(asked[0]!.tools).toHaveLength(specs.length);
          expect(asked[0]!.canSearch).toBe(false);
        }
      } else {
        // Shown the shortlist first (never the whole inventory), each model searches once and then sees the tool.
        for (const asked of [routerSeen, selectorSeen]) {
          expect(asked).toHaveLength(2);
          expect(asked[0]!.tools).not.toContain(TARGET);
          expect(asked[0]!.tools.length).toBeGreaterThan(0);
          expect(asked[0]!.canSearch).toBe(true);
          expect(asked[1]!.tools).toContain(TARGET);
          expect(asked[1]!.canSearch).toBe(false);
        }
      }
      expect(routerSeen.at(-1)!.tools).toContain(TARGET);
      expect(packet.route).toMatchObject({ needsTool: true, decidedBy: provider });
      expect(packet.plan).toMatchObject({ decidedBy: provider, steps: [{ server: 'filesystem', tool: 'list_allowed_directories' }] });
      expect(packet.execution?.steps[0]?.ok).toBe(true);
      expect(packet.execution?.steps[0]?.output).toContain(workspace.dir);
    });

    it('a request the ranking cannot read still shows both models tools, never an empty list', async () => {
      const before = p.requests(server).length;
      const packet = await stack.ask(OTHER_SCRIPT);
      expect(packet.status.state, packet.status.error).toBe('done');
      const seen = p.requests(server).slice(before).map(p.seen);
      expect(seen.map((s) => s.answer)).toContain('tool_selection');
      for (const asked of seen) {
        expect(asked.tools.length).toBeGreaterThan(0);
        expect(asked.prompt).not.toContain('(none)');
      }
      expect(packet.plan?.steps[0]).toMatchObject({ tool: 'list_allowed_directories' });
    });
  },
);
