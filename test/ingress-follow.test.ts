import { randomUUID } from 'node:crypto';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashApiKey } from '@switchyard/ingress';
import { startNode, stop, SEVERAL_PROCESSES_MS } from './support/processes.js';
import { follow } from './support/event-stream.js';
import { servers } from './support/stack.js';
import { deletePrefix, freshPrefix, REDIS_URL, tempWorkspace } from './support/test-config.js';

const BIN = 'packages/cli/dist/bin.js';

/** A client following turns of a real ingress (switchyard serve) over real stages (switchyard up). */
describe('one event stream follows a turn through approval to its reply', () => {
  const workspace = tempWorkspace({ 'notes.txt': 'hello\n' });
  const configFile = join(workspace.dir, 'switchyard.config.json');
  writeFileSync(configFile, JSON.stringify({ mcpServers: { filesystem: servers.filesystem(workspace.dir) } }));
  const prefix = freshPrefix('follow');
  const key = `sk-${randomUUID()}`;
  const env = { SWITCHYARD_PREFIX: prefix, REDIS_URL, LOG_LEVEL: 'info', SWITCHYARD_INGRESS_API_KEYS: `me=${hashApiKey(key)}` };
  const children: Awaited<ReturnType<typeof startNode>>[] = [];
  let base = '';
  const post = async (path: string, body: unknown) => {
    const response = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: response.status, json: (await response.json()) as Record<string, unknown> };
  };

  beforeAll(async () => {
    // Side by side: the two cold starts share what CPU a loaded machine leaves, instead of adding up.
    const [up, ingress] = await Promise.all([
      startNode(BIN, env, 'stages ready', 90_000, ['up', '--config', configFile]),
      startNode(BIN, env, 'ingress listening', 90_000, ['serve', '--config', configFile, '--port', '0', '--host', '127.0.0.1']),
    ]);
    children.push(up, ingress);
    base = `http://127.0.0.1:${/"port":(\d+)[^\n]*ingress listening/.exec(ingress.output())![1]}`;
  }, SEVERAL_PROCESSES_MS);

  afterAll(async () => {
    await Promise.all(children.map((c) => stop(c.child)));
    await deletePrefix(prefix);
    workspace.cleanup();
  });

  it('parked, then approved with "wait": false, then the reply: all on the stream opened first', { timeout: 120_000 }, async () => {
    const target = join(workspace.dir, 'made-by-approval');
    const posted = await post('/v1/turns', { message: `create the directory ${target}`, wait: false });
    expect(posted.status).toBe(202);
    const id = posted.json.id as string;
    const stream = await follow(`${base}/v1/turns/${id}/events`, key);
    expect((await stream.until('parked')).data).toMatchObject({ packetId: id, state: 'awaiting_approval' });
    expect(stream.ended()).toBe(false);
    expect(existsSync(target)).toBe(false);

    const approved = await post(`/v1/turns/${id}/approval`, { decision: 'approve', wait: false });
    expect(approved.status).toBe(202);
    expect((await stream.until('done')).data).toMatchObject({ packetId: id, state: 'done' });
    await stream.toEnd();
    const types = stream.events.map((e) => e.type);
    expect(types.indexOf('parked')).toBeLessThan(types.lastIndexOf('stage'));
    expect(stream.events.filter((e) => e.type === 'stage').map((e) => e.data.stage)).toContain('executor');
    expect(existsSync(target)).toBe(true);
  });

  it('a stream opened after a fast turn ended replays its stage events, then done', { timeout: 120_000 }, async () => {
    const posted = await post('/v1/turns', { message: 'hello there' });
    expect(posted.status).toBe(200);
    const stream = await follow(`${base}/v1/turns/${posted.json.id}/events`, key);
    await stream.toEnd();
    const stages = stream.events.filter((e) => e.type === 'stage');
    // A greeting the engine is not sure of visits the selector too, for an offer it does not find.
    const visited = stages.map((e) => e.data.stage);
    expect(visited[0]).toBe('router');
    expect(visited.at(-1)).toBe('composer');
    expect(stages.every((e) => e.data.replayed === true)).toBe(true);
    expect(stream.events.at(-1)).toMatchObject({ type: 'done', data: { state: 'done' } });
  });
});
