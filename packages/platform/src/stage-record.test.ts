import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { newPacket, type Packet } from '@switchyard/packet-schema';
import { AuditTrail } from './audit-trail.js';
import { loadConfig } from './config.js';
import { createRedis, purgePrefix } from './redis.js';
import { StageRecord } from './stage-record.js';
import { TickBatch, type BatchReplies } from './tick-batch.js';
import { TurnResults } from './turn-results.js';

const config = loadConfig({
  file: undefined,
  env: { REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379' },
  overrides: { prefix: `sy-record-${randomBytes(4).toString('hex')}` },
});
const redis = createRedis(config.redis.url, 'stage-record-test');
const subscriber = createRedis(config.redis.url, 'stage-record-test-events');
const packet = (): Packet => newPacket({ sessionId: 's', userId: 'u', agentId: 'a', message: 'hello', history: [] });
const at = new Date().toISOString();

afterAll(async () => {
  await purgePrefix(redis, config.prefix);
  subscriber.disconnect();
  redis.disconnect();
});

describe('a stage visit record', () => {
  const record = new StageRecord(redis, config);
  const results = new TurnResults(redis, config.prefix, config.jobs.resultTtlSeconds);
  const audit = new AuditTrail(redis, config.prefix, config.policy.audit);
  const batch = new TickBatch(redis);

  it('writes the audit entries on their streams, the progress and the stage event; on the last stage the result once', async () => {
    await record.load();
    const events: string[] = [];
    subscriber.on('message', (_channel: string, message: string) => events.push(message));
    await subscriber.subscribe(results.channel);
    const p = packet();
    p.status.state = 'composing';
    const visit = (next: 'composer' | 'done', entries: Parameters<StageRecord['prepare']>[0]['entries']) => {
      const prepared = record.prepare({ stage: 'executor', packet: p, next, ms: 1.5, note: 'ran', entries });
      return prepared.confirm(batch.queue([prepared.command]).replies);
    };
    await visit('composer', [
      { kind: 'tool_call', stage: 'executor', at, data: { tool: 'fs.read', arguments: { password: 'hunter2' } } },
      { kind: 'reply', stage: 'executor', at, data: { summary: 'x' } },
    ]);
    expect((await audit.read(p.id)).map((e) => e.kind).sort()).toEqual(['reply', 'tool_call']);
    expect(JSON.stringify(await audit.read(p.id))).not.toContain('hunter2');
    expect(await redis.ttl(`${config.prefix}:audit-calls:${p.id}`)).toBeGreaterThan(0);
    expect(await results.progress(p.id)).toMatchObject({ stage: 'executor', next: 'composer', state: 'composing' });

    p.status.state = 'done';
    await visit('done', []);
    await visit('done', []);
    expect(await results.get(p.id)).toMatchObject({ type: 'done', packetId: p.id });
    await new Promise((r) => setTimeout(r, 100));
    const types = events
      .map((e) => JSON.parse(e) as { type: string; packetId: string })
      .filter((e) => e.packetId === p.id)
      .map((e) => e.type);
    // Each visit announces itself; the result only once, after the stage event of the visit that stored it.
    expect(types).toEqual(['stage', 'stage', 'done', 'stage']);
  });

  it("writes a visit's own record and then the next stage's, done in place, in one call", async () => {
    const events: Array<{ type: string; packetId: string; stage?: string }> = [];
    subscriber.on('message', (_channel: string, message: string) => events.push(JSON.parse(message)));
    await subscriber.subscribe(results.channel);
    const p = packet();
    const routed = { ...p, status: { ...p.status, state: 'composing' as const } };
    p.status.state = 'done';
    const prepared = record.prepare(
      {
        stage: 'router',
        packet: routed,
        next: 'composer',
        ms: 1,
        note: 'direct answer',
        entries: [{ kind: 'route', stage: 'router', at, data: { needsTool: false } }],
      },
      { stage: 'composer', packet: p, next: 'done', ms: 1, note: 'replied', entries: [{ kind: 'reply', stage: 'composer', at, data: { summary: 'hi' } }] },
    );
    await prepared.confirm(batch.queue([prepared.command]).replies);
    expect((await audit.read(p.id)).map((e) => e.kind)).toEqual(['route', 'reply']);
    expect(await results.progress(p.id)).toMatchObject({ stage: 'composer', next: 'done', state: 'done' });
    expect(await results.get(p.id)).toMatchObject({ type: 'done', packetId: p.id });
    await new Promise((r) => setTimeout(r, 100));
    expect(events.filter((e) => e.packetId === p.id).map((e) => `${e.type}:${e.stage ?? ''}`)).toEqual(['stage:router', 'stage:composer', 'done:']);
    expect(() =>
      record.prepare(
        { stage: 'router', packet: routed, next: 'composer', ms: 1, note: '', entries: [] },
        { stage: 'composer', packet: packet(), next: 'done', ms: 1, note: '', entries: [] },
      ),
    ).toThrow(/one turn/);
  });

  it('runs the whole script when Redis no longer holds it (restarted or flushed)', async () => {
    const p = packet();
    const prepared = record.prepare({ stage: 'router', packet: p, next: 'selector', ms: 1, note: 'routed', entries: [] });
    const noScript: BatchReplies = [[new Error('NOSCRIPT No matching script. Please use EVAL.'), null]];
    await prepared.confirm(Promise.resolve(noScript));
    expect(await results.progress(p.id)).toMatchObject({ stage: 'router', next: 'selector' });
    await expect(prepared.confirm(Promise.resolve([[new Error('WRONGTYPE'), null]] as BatchReplies))).rejects.toThrow('WRONGTYPE');
  });
});
