import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { newPacket, type Packet } from '@switchyard/packet-schema';
import { AuditTrail } from './audit-trail.js';
import { loadConfig } from './config.js';
import { ConversationStore } from './conversation-store.js';
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
    subscriber.on('message', (channel: string, message: string) => {
      events.push(message);
      // Each event on its channel: the stage events apart, the result on the turn's.
      expect(channel).toBe(message.startsWith('{"type":"stage"') ? results.stageChannel : results.channel);
    });
    // Stage events have a channel of their own; one connection on both hears them in the order they were published.
    await subscriber.subscribe(results.channel, results.stageChannel);
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
    // Stage events have a channel of their own; one connection on both hears them in the order they were published.
    await subscriber.subscribe(results.channel, results.stageChannel);
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

describe("a session's save kept with the record", () => {
  const record = new StageRecord(redis, config);
  const results = new TurnResults(redis, config.prefix, config.jobs.resultTtlSeconds);
  const audit = new AuditTrail(redis, config.prefix, config.policy.audit);
  const batch = new TickBatch(redis);
  const store = new ConversationStore(redis, config.prefix, { maxMessages: 3, summaryChars: 600, ttlSeconds: 60 });
  const say = (content: string) => ({ role: 'user' as const, content });
  const reply = (p: Packet, sessionId: string, ...messages: string[]) => {
    const done = { ...p, status: { ...p.status, state: 'done' as const } };
    const save = store.saveOf({ userId: 'u', sessionId }, messages.map(say))!;
    const prepared = record.prepare({ stage: 'composer', packet: done, next: 'done', ms: 1, note: 'replied', entries: [], save });
    return prepared.confirm(batch.queue([prepared.command]).replies);
  };
  const kept = async (sessionId: string) => (await store.recent({ userId: 'u', sessionId })).map((m) => m.content);

  it('is applied with the reply, capped and expiring, and not again by a visit run after the turn finished', async () => {
    await record.load();
    await store.append({ userId: 'u', sessionId: 's-1' }, [say('zero'), say('one')]);
    const p = packet();
    await reply(p, 's-1', 'two', 'three');
    expect(await results.get(p.id)).toMatchObject({ type: 'done', packetId: p.id });
    expect(await kept('s-1')).toEqual(['one', 'two', 'three']);
    expect(await redis.ttl(store.saveOf({ userId: 'u', sessionId: 's-1' }, [say('x')])!.key)).toBeGreaterThan(0);
    // The visit run again after a crash between its record and the job's completion: the exchange is not kept twice.
    await reply(p, 's-1', 'two', 'three');
    expect(await kept('s-1')).toEqual(['one', 'two', 'three']);
    // Another turn of the session keeps its own.
    await reply(packet(), 's-1', 'four');
    expect(await kept('s-1')).toEqual(['two', 'three', 'four']);
  });

  it('refuses the whole record, announcing nothing, when the session key holds another type', async () => {
    const p = packet();
    const { key } = store.saveOf({ userId: 'u', sessionId: 's-string' }, [say('x')])!;
    await redis.set(key, 'not a list');
    await expect(reply(p, 's-string', 'hi')).rejects.toThrow(/WRONGTYPE/);
    expect(await redis.get(key)).toBe('not a list');
    expect(await results.get(p.id)).toBeUndefined();
    expect(await results.progress(p.id)).toBeUndefined();
    expect(await audit.read(p.id)).toEqual([]);
  });

  it('is sent whole with the script when Redis no longer holds it', async () => {
    const p = packet();
    const save = store.saveOf({ userId: 'u', sessionId: 's-noscript' }, [say('hello')])!;
    const prepared = record.prepare({ stage: 'composer', packet: p, next: 'done', ms: 1, note: 'replied', entries: [], save });
    await prepared.confirm(Promise.resolve([[new Error('NOSCRIPT No matching script. Please use EVAL.'), null]] as BatchReplies));
    expect(await kept('s-noscript')).toEqual(['hello']);
    expect(() =>
      record.prepare(
        { stage: 'router', packet: p, next: 'composer', ms: 1, note: '', entries: [], save },
        { stage: 'composer', packet: p, next: 'done', ms: 1, note: '', entries: [], save },
      ),
    ).toThrow(/one session/);
  });
});

describe("a turn's stage log", () => {
  const record = new StageRecord(redis, config);
  const results = new TurnResults(redis, config.prefix, config.jobs.resultTtlSeconds);
  const batch = new TickBatch(redis);
  type Stage = Parameters<StageRecord['prepare']>[0]['stage'];
  /** The packet as a visit of `stage` sends it on: the log it came with and the visit's own entry. */
  let clock = Date.now();
  /** Each visit's own time, as visits that follow one another have (a run made again comes later). */
  const now = () => {
    clock += 7;
    return new Date(clock).toISOString();
  };
  const visited = (p: Packet, stage: Stage, note: string, ms = 1): Packet => ({
    ...p,
    status: { ...p.status, log: [...p.status.log, { stage, at: now(), ms, note }] },
  });
  const write = async (...visits: Array<{ stage: Stage; packet: Packet; next?: 'selector' | 'reviewer' | 'executor' | 'composer' | 'done' }>) => {
    const [first, ...rest] = visits.map((v) => ({ stage: v.stage, packet: v.packet, next: v.next ?? ('executor' as const), ms: 1, note: '', entries: [] }));
    const prepared = record.prepare(first!, ...rest);
    await prepared.confirm(batch.queue([prepared.command]).replies);
  };
  const logKey = (id: string) => `${config.prefix}:progress-log:${id}`;

  it('adds one entry per visit, in order, and reads back the whole log with the progress', async () => {
    await record.load();
    const routed = visited(packet(), 'router', 'routed');
    await write({ stage: 'router', packet: routed, next: 'selector' });
    const selected = visited(routed, 'selector', 'selected');
    await write({ stage: 'selector', packet: selected, next: 'reviewer' });
    const reviewed = visited(selected, 'reviewer', 'reviewed');
    await write({ stage: 'reviewer', packet: reviewed, next: 'executor' });
    expect((await results.progress(reviewed.id))?.log).toEqual(reviewed.status.log);
    expect(await redis.llen(logKey(reviewed.id))).toBe(3);
    // The record itself carries no log: its size does not grow with the turn.
    expect(JSON.parse((await redis.get(`${config.prefix}:progress:${reviewed.id}`))!)).not.toHaveProperty('log');
    const ttl = await redis.ttl(logKey(reviewed.id));
    expect(ttl).toBeGreaterThan(config.jobs.resultTtlSeconds - 5);
    expect(ttl).toBeLessThanOrEqual(config.jobs.resultTtlSeconds);
  });

  it('keeps one entry for a visit run again (after a crash), and drops what a run before wrote after it', async () => {
    const routed = visited(packet(), 'router', 'routed');
    await write({ stage: 'router', packet: routed, next: 'selector' });
    const selected = visited(routed, 'selector', 'first run', 2);
    await write({ stage: 'selector', packet: selected, next: 'reviewer' });
    await write({ stage: 'reviewer', packet: visited(selected, 'reviewer', 'reviewed'), next: 'executor' });
    // The selector's job runs again from the same packet (its first run's forward was lost, say).
    const again = visited(routed, 'selector', 'second run', 3);
    await write({ stage: 'selector', packet: again, next: 'reviewer' });
    await write({ stage: 'selector', packet: again, next: 'reviewer' });
    expect((await results.progress(again.id))?.log).toEqual(again.status.log);
  });

  it('follows the packet that went on when a visit ran twice and the first run was the one forwarded', async () => {
    const routed = visited(packet(), 'router', 'routed');
    await write({ stage: 'router', packet: routed, next: 'selector' });
    const forwarded = visited(routed, 'selector', 'first run', 2);
    await write({ stage: 'selector', packet: forwarded, next: 'reviewer' });
    // Run again before the reviewer took the packet: the rerun's forward is a no-op, the first run's packet goes on.
    await write({ stage: 'selector', packet: visited(routed, 'selector', 'second run', 3), next: 'reviewer' });
    const reviewed = visited(forwarded, 'reviewer', 'reviewed');
    await write({ stage: 'reviewer', packet: reviewed, next: 'executor' });
    expect((await results.progress(reviewed.id))?.log).toEqual(reviewed.status.log);
    // Run again after the stages after it: its log until the next visit (as the progress record held), then the next one's.
    await write({ stage: 'selector', packet: visited(routed, 'selector', 'third run', 4), next: 'reviewer' });
    expect((await results.progress(reviewed.id))?.log?.map((e) => e.note)).toEqual(['routed', 'third run']);
    const executed = visited(reviewed, 'executor', 'ran');
    await write({ stage: 'executor', packet: executed, next: 'composer' });
    expect((await results.progress(executed.id))?.log).toEqual(executed.status.log);
  });

  it('starts the list again when the first visit runs again', async () => {
    const first = visited(packet(), 'router', 'first run');
    await write({ stage: 'router', packet: first, next: 'selector' });
    await write({ stage: 'selector', packet: visited(first, 'selector', 'selected'), next: 'reviewer' });
    const again = visited({ ...first, status: { ...first.status, log: [] } }, 'router', 'second run');
    await write({ stage: 'router', packet: again, next: 'selector' });
    expect((await results.progress(again.id))?.log).toEqual(again.status.log);
  });

  it("writes both entries of a visit that did the next stage's work in place, in order", async () => {
    const routed = visited(packet(), 'router', 'direct answer');
    const composed = visited(routed, 'composer', 'replied');
    await write({ stage: 'router', packet: routed, next: 'composer' }, { stage: 'composer', packet: composed, next: 'done' });
    expect((await results.progress(composed.id))?.log).toEqual(composed.status.log);
    expect((await results.get(composed.id))?.packet?.status.log).toEqual(composed.status.log);
  });

  it('writes the whole log when the list lacks earlier entries (a turn begun with its own log, or whose list expired)', async () => {
    const routed = visited(packet(), 'router', 'routed');
    const selected = visited(routed, 'selector', 'selected');
    const reviewed = visited(selected, 'reviewer', 'reviewed');
    // Nothing recorded the first two visits here.
    await write({ stage: 'reviewer', packet: reviewed, next: 'executor' });
    expect((await results.progress(reviewed.id))?.log).toEqual(reviewed.status.log);
    await redis.del(logKey(reviewed.id));
    const executed = visited(reviewed, 'executor', 'ran');
    await write({ stage: 'executor', packet: executed, next: 'composer' });
    expect((await results.progress(executed.id))?.log).toEqual(executed.status.log);
    expect(await redis.ttl(logKey(executed.id))).toBeGreaterThan(0);
  });

  it('reads a record written with its log inline, as records were before', async () => {
    const p = visited(packet(), 'router', 'routed');
    await redis.set(
      `${config.prefix}:progress:${p.id}`,
      JSON.stringify({ packetId: p.id, state: 'selecting', stage: 'router', next: 'selector', at, log: p.status.log }),
    );
    expect((await results.progress(p.id))?.log).toEqual(p.status.log);
  });
});
