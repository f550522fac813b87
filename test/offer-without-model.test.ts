import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashApiKey, IngressServer } from '@switchyard/ingress';
import { createLogger } from '@switchyard/platform';
import { ingressClient } from './support/ingress-client.js';
import { runNode } from './support/processes.js';
import { servers, startStack, type Stack } from './support/stack.js';
import { deletePrefix, freshPrefix, REDIS_URL, tempWorkspace } from './support/test-config.js';

const BIN = 'packages/cli/dist/bin.js';
const RECIPE = 'Whisk two eggs into the flour.\n';
// No model, and an offer threshold no decision reaches: every plan is offered, never run unasked.
const UNSURE = { models: { default: { offerThreshold: 1 } } };

function workspaceWithRecipe() {
  const workspace = tempWorkspace({ 'notes.txt': 'x\n' });
  mkdirSync(join(workspace.dir, 'recipes'));
  writeFileSync(join(workspace.dir, 'recipes', 'pancakes.md'), RECIPE);
  return { ...workspace, recipe: join(workspace.dir, 'recipes', 'pancakes.md') };
}

describe('switchyard ask without a model, when the engine is not sure', () => {
  const workspace = workspaceWithRecipe();
  const configFile = join(workspace.dir, 'switchyard.config.json');
  writeFileSync(configFile, JSON.stringify({ mcpServers: { filesystem: servers.filesystem(workspace.dir) }, ...UNSURE }));
  const prefix = freshPrefix('offer-cli');
  const env = { SWITCHYARD_PREFIX: prefix, REDIS_URL };
  const ask = (message: string, answer: string, json = true) =>
    runNode(BIN, ['ask', message, ...(json ? ['--json'] : []), '--config', configFile], env, 60_000, answer);

  afterAll(async () => {
    await deletePrefix(prefix);
    workspace.cleanup();
  });

  it('offers its plan as a question, and a yes runs exactly that plan', async () => {
    const result = await ask(`read the file ${workspace.recipe}`, 'yes\n');
    expect(result.code, result.stderr).toBe(0);
    const packet = JSON.parse(result.stdout);
    expect(packet.plan).toMatchObject({ offered: true, steps: [{ server: 'filesystem', arguments: { path: workspace.recipe } }] });
    expect(packet.approval.question).toMatch(new RegExp(`^I can \\w+ ${workspace.recipe} with filesystem\\.\\w+ — shall I\\?`));
    expect(packet.approval.state).toBe('approved');
    expect(packet.status.state).toBe('done');
    expect(packet.execution.steps).toEqual([expect.objectContaining({ ok: true, tool: packet.plan.steps[0].tool, arguments: packet.plan.steps[0].arguments })]);
    expect(packet.reply.text).toContain('Whisk two eggs');
    // The transcript of a piped answer shows what was agreed to: the question, then the yes.
    expect(result.stderr).toContain(`${packet.approval.question}\n(yes/no) yes`);
  });

  it('runs nothing on a no', async () => {
    const target = join(workspace.dir, 'later');
    const result = await ask(`create the directory ${target}`, 'no\n');
    expect(result.code, result.stderr).toBe(0);
    const packet = JSON.parse(result.stdout);
    expect(packet.approval.question).toMatch(/^I can .* — shall I\?/);
    expect(packet.approval.state).toBe('denied');
    expect(packet.execution?.steps ?? []).toEqual([]);
    expect(packet.reply.text).toMatch(/nothing was run/);
    expect(existsSync(target)).toBe(false);
  });

  it('runs nothing on silence: the question waits, with how to answer it', async () => {
    const result = await ask(`read the file ${workspace.recipe}`, '', false);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/I can \w+ .*pancakes\.md with filesystem\.\w+ — shall I\?/);
    expect(result.stdout).toMatch(/approve: SWITCHYARD_PREFIX=\S+ npx switchyard approve [0-9a-f-]{36}/);
    expect(result.stdout).not.toContain('Whisk two eggs');
  });

  it('takes a yes given later as the next message of the same session (`ask --session`)', async () => {
    const session = `chat-${randomUUID()}`;
    const first = await runNode(BIN, ['ask', `read the file ${workspace.recipe}`, '--json', '--session', session, '--config', configFile], env, 60_000, '');
    const parked = JSON.parse(first.stdout);
    expect(parked.status.state).toBe('awaiting_approval');
    const yes = await runNode(BIN, ['ask', 'yes', '--json', '--session', session, '--config', configFile], env, 60_000, '');
    expect(yes.code, yes.stderr).toBe(0);
    const done = JSON.parse(yes.stdout);
    expect(done).toMatchObject({ id: parked.id, approval: { state: 'approved' }, status: { state: 'done' } });
    expect(done.reply.text).toContain('Whisk two eggs');
  });

  it('keeps the "no language model" answer for requests no tool could help with', async () => {
    const result = await ask('tell me a joke', '');
    const packet = JSON.parse(result.stdout);
    expect(packet.approval).toBeUndefined();
    expect(packet.reply.text).toMatch(/no language model/);
    // And what to say instead, in case it was about the user's own things.
    expect(packet.reply.text).toContain('If this is about something your tools hold (filesystem), name the file, folder or entry and ask again.');
  });
});

/** The five stages without a model and an ingress in front of them, for one API key. */
async function unsureIngress(root: string, key: string): Promise<{ stack: Stack; ingress: IngressServer }> {
  const apiKeys = [{ name: 'tester', sha256: hashApiKey(key) }];
  const stack = await startStack({ mcpServers: { filesystem: servers.filesystem(root) }, ...UNSURE, ingress: { apiKeys, replyTimeoutMs: 20_000 } });
  return { stack, ingress: await IngressServer.start(stack.config, createLogger({ name: 'test', level: 'silent' }), { port: 0, host: '127.0.0.1' }) };
}

describe('the ingress without a model: the offer over SSE, and the approval resumes the turn', () => {
  const workspace = workspaceWithRecipe();
  const KEY = `sk-${randomUUID()}`;
  let served: { stack: Stack; ingress: IngressServer } | undefined;
  const call = ingressClient(() => served!.ingress.port, KEY);

  beforeAll(async () => {
    served = await unsureIngress(workspace.dir, KEY);
  });
  afterAll(async () => {
    await served?.ingress.close();
    await served?.stack.close();
    workspace.cleanup();
  });

  /** The turn's event stream, read one event at a time as it comes. */
  async function follow(id: string) {
    const stream = await fetch(`http://127.0.0.1:${served!.ingress.port}/v1/turns/${id}/events`, { headers: { authorization: `Bearer ${KEY}` } });
    const reader = stream.body!.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    return async (): Promise<{ type: string; data: Record<string, any> } | undefined> => {
      for (;;) {
        const match = /event: (\w+)\ndata: (.*)\n\n/.exec(buffer);
        if (match) {
          buffer = buffer.slice(match.index + match[0].length);
          return { type: match[1]!, data: JSON.parse(match[2]!) };
        }
        const { value, done } = await reader.read();
        if (done) return undefined;
        buffer += decoder.decode(value, { stream: true });
      }
    };
  }

  it('streams the stages and the offer, and after the approval the rest of the turn, on one stream', async () => {
    const id = randomUUID();
    const posted = await call('/v1/turns', { method: 'POST', body: JSON.stringify({ id, message: `read the file ${workspace.recipe}`, wait: false }) });
    expect(posted.status, posted.text).toBe(202);
    const next = await follow(id);
    const before: Array<{ type: string; data: Record<string, any> }> = [];
    let event = await next();
    while (event && event.type !== 'parked') {
      before.push(event);
      event = await next();
    }
    expect(event).toMatchObject({
      type: 'parked',
      data: {
        packetId: id,
        state: 'awaiting_approval',
        approval: { state: 'pending', question: expect.stringMatching(/^I can .*pancakes\.md with filesystem\.\w+ — shall I\?/) },
      },
    });
    expect(before.filter((e) => e.type === 'stage').map((e) => e.data.stage)).toEqual(['router', 'selector', 'reviewer']);

    const approved = await call(`/v1/turns/${id}/approval`, { method: 'POST', body: JSON.stringify({ decision: 'approve' }) });
    expect(approved.status, approved.text).toBe(200);
    expect(approved.json()).toMatchObject({ state: 'done', approval: { state: 'approved' } });
    expect(approved.json().reply.text).toContain('Whisk two eggs');
    const after: Array<{ type: string; data: Record<string, any> }> = [];
    for (let more = await next(); more; more = await next()) after.push(more);
    expect(after.filter((e) => e.type === 'stage').map((e) => e.data.stage)).toEqual(expect.arrayContaining(['executor', 'composer']));
    expect(after.at(-1)).toMatchObject({ type: 'done', data: { state: 'done' } });
  });
});
