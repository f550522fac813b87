import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Packet } from '@switchyard/packet-schema';
import { runNode, SEVERAL_PROCESSES_MS } from './support/processes.js';
import { servers } from './support/stack.js';
import { deletePrefix, freshPrefix, REDIS_URL, tempWorkspace } from './support/test-config.js';

const BIN = 'packages/cli/dist/bin.js';

/** A new user's own folder, no model: what the replies say when a turn cannot do what was asked. */
describe('replies in plain words when a turn cannot do what was asked', () => {
  const workspace = tempWorkspace({});
  mkdirSync(join(workspace.dir, 'my-notes'));
  writeFileSync(join(workspace.dir, 'my-notes', 'todo.md'), '# To do\n- water the plants\n');
  const configFile = join(workspace.dir, 'switchyard.config.json');
  writeFileSync(
    configFile,
    JSON.stringify({
      mcpServers: { filesystem: servers.filesystem(join(workspace.dir, 'my-notes')), memory: servers.memory(join(workspace.dir, 'memory.jsonl')) },
    }),
  );
  const prefix = freshPrefix('plain-replies');
  const env = { SWITCHYARD_PREFIX: prefix, REDIS_URL, LOG_LEVEL: 'silent' };
  const ask = (message: string) => runNode(BIN, ['ask', message, '--json', '--config', configFile], env, 90_000);

  afterAll(async () => {
    await deletePrefix(prefix);
    workspace.cleanup();
  });

  it('a plan that lacks an argument asks for it in everyday words, from the schema, and nothing else', {
    timeout: SEVERAL_PROCESSES_MS,
  }, async () => {
    const result = await ask('add an observation to Priya');
    expect(result.code, result.stderr).toBe(0);
    const packet = JSON.parse(result.stdout) as Packet;
    expect(packet.execution?.steps ?? []).toEqual([]);
    expect(packet.reply?.text).toBe('What should I remember about Priya?\nAnswer with just that, or say the request again with it in.');
    // The reviewer's reasons are kept for the timeline and the audit trail, not put in the reply.
    expect(packet.review?.reasons.join('\n')).toContain("must have required property 'contents'");
  });

  it('arithmetic is answered in the words it was asked, the number as a person writes it', { timeout: SEVERAL_PROCESSES_MS }, async () => {
    const share = JSON.parse((await ask("what's 15% of 1240")).stdout) as Packet;
    expect(share.reply?.text).toBe('15% of 1240 = 186');
    const third = JSON.parse((await ask('what is 10 divided by 3?')).stdout) as Packet;
    expect(third.reply?.text).toBe('10 divided by 3 ≈ 3.33');
  });

  it('a file the server could not find: the reply names the path asked for and the one the server looked for, from its folder', {
    timeout: SEVERAL_PROCESSES_MS,
  }, async () => {
    const result = await ask('read the file my-notes/todo.md');
    const packet = JSON.parse(result.stdout) as Packet;
    // Where it looked, from the server's folder (my-notes) down, never the machine's folders above it.
    expect(packet.reply?.text).toBe('I could not find my-notes/todo.md (the server looked for my-notes/my-notes/todo.md).');
    expect(packet.reply?.text).not.toContain(workspace.dir);
  });

  it("an offer shows the calls, without the engine's reasons next to them", { timeout: SEVERAL_PROCESSES_MS }, async () => {
    // An offer threshold no decision reaches: every plan is offered as a question.
    const unsure = join(workspace.dir, 'unsure.config.json');
    writeFileSync(
      unsure,
      JSON.stringify({ mcpServers: { filesystem: servers.filesystem(join(workspace.dir, 'my-notes')) }, models: { default: { offerThreshold: 1 } } }),
    );
    const result = await runNode(BIN, ['ask', 'read the file todo.md', '--config', unsure], env, 90_000);
    expect(result.code, result.stderr).toBe(0);
    const offer = result.stdout.slice(0, result.stdout.indexOf('timeline'));
    expect(offer).toContain('shall I?');
    expect(offer).toMatch(/^- s1: filesystem\.\w+\(\{"path":"todo\.md"\}\)$/m);
  });
});
