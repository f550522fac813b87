import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AnthropicWireServer, anthropicToolUse, cascadeSelector, forcedTool, type RecordedRequest } from './support/anthropic-wire-server.js';
import { servers, startStack, type Stack } from './support/stack.js';
import { tempWorkspace } from './support/test-config.js';

const KEY_ENV = 'SWITCHYARD_TEST_PROVIDER_KEY';
const TARGET = 'filesystem.list_directory_with_sizes';

/** The tools a selector request showed the model. */
function listed(request: RecordedRequest): string[] {
  const prompt: string = request.body?.messages?.[0]?.content?.[0]?.text ?? request.body?.messages?.[0]?.content ?? '';
  return [...prompt.matchAll(/^### (\S+)/gm)].map((m) => m[1]!);
}

describe('a selector model that searches the whole inventory, over the wire', () => {
  const workspace = tempWorkspace({ 'notes.txt': 'twelve bytes', 'plan.md': '# plan\n' });
  let server: AnthropicWireServer;
  let stack: Stack;

  beforeAll(async () => {
    process.env[KEY_ENV] = 'test-key-not-secret';
    // The model calls the tool when it is shown it; otherwise it asks for a search by a few words.
    server = await AnthropicWireServer.start((req) =>
      anthropicToolUse(
        forcedTool(req),
        listed(req).includes(TARGET)
          ? {
              calls: [{ tool: TARGET, arguments: { path: workspace.dir }, why: 'sizes of the files', confidence: 0.9 }],
              confidence: 0.9,
              reasoning: 'found by the search',
            }
          : { calls: [], confidence: 0.4, reasoning: 'no listed tool gives sizes', searchTools: 'list directory with sizes' },
      ),
    );
    stack = await startStack({
      mcpServers: { filesystem: servers.filesystem(workspace.dir) },
      // The filesystem server's 14 tools are past a budget of 1: the model sees the best-ranked tool and may search.
      selector: { shortlist: 1 },
      thresholds: { modelView: { maxTools: 1 } },
      models: {
        selector: cascadeSelector(server.url, KEY_ENV),
      },
    });
  });
  afterAll(async () => {
    await stack?.close();
    await server?.close();
    workspace.cleanup();
  });

  it('asks once, searches with the words the model gave, asks again with what was found, and runs it', async () => {
    const result = await stack.ask('How big are the files in the workspace?');
    const requests = server.messages;
    expect(requests, JSON.stringify({ route: result.route, plan: result.plan })).toHaveLength(2);
    expect(listed(requests[0]!)).not.toContain(TARGET);
    expect(listed(requests[1]!)).toContain(TARGET);
    expect(result.plan).toMatchObject({ decidedBy: 'anthropic', steps: [{ tool: 'list_directory_with_sizes', arguments: { path: workspace.dir } }] });
    expect(result.execution?.steps[0]?.output).toContain('notes.txt');
    expect(result.usage?.filter((u) => u.provider === 'anthropic')).toHaveLength(2);
  });
});
