import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPacket, type Packet, type StageName } from '@switchyard/packet-schema';
import { createLogger, Deployment, type Destination } from '@switchyard/platform';
import { hashApiKey, IngressServer } from '@switchyard/ingress';
import { follow } from './support/event-stream.js';
import { ingressClient } from './support/ingress-client.js';
import { deletePrefix, testConfig } from './support/test-config.js';

/**
 * No stage runs here: the visits of a turn are written as the stages write them (each visit's record,
 * its one entry of the stage log), so an event stream can be opened at a chosen point of the turn.
 */
describe('an event stream opened mid-turn', () => {
  const KEY = `sk-${randomUUID()}`;
  const config = testConfig({ ingress: { apiKeys: [{ name: 'app', sha256: hashApiKey(KEY) }] } });
  const deployment = Deployment.connect(config, 'mid-turn-test');
  let ingress: IngressServer;
  const call = ingressClient(() => ingress.port, KEY);

  beforeAll(async () => {
    ingress = await IngressServer.start(config, createLogger({ name: 'test', level: 'silent' }), { port: 0, host: '127.0.0.1' });
    await deployment.stageRecord.load();
  });
  afterAll(async () => {
    await ingress?.close();
    await deployment.close();
    await deletePrefix(config.prefix);
  });

  /** One visit as a stage records it: the packet with its own log entry, its record (written before the packet moves on). */
  const visit = async (packet: Packet, stage: StageName, next: Destination, note: string, ms: number): Promise<Packet> => {
    const out: Packet = { ...packet, status: { ...packet.status, log: [...packet.status.log, { stage, at: new Date().toISOString(), ms, note }] } };
    const prepared = deployment.stageRecord.prepare({ stage, packet: out, next, ms, note, entries: [] });
    await prepared.confirm(deployment.stageRecords.queue([prepared.command]).replies);
    return out;
  };

  it('replays every visit so far once and in order, then the visits that follow live, each once', { timeout: 30_000 }, async () => {
    const posted = await call('/v1/turns', { method: 'POST', body: JSON.stringify({ message: 'hello there', wait: false }) });
    expect(posted.status, posted.text).toBe(202);
    const id = posted.json().id as string;
    const start: Packet = { ...newPacket({ sessionId: 's', userId: 'u', agentId: 'a', message: 'hello there', history: [] }), id };
    const routed = await visit({ ...start, status: { state: 'selecting', log: [] } }, 'router', 'selector', 'routed', 1.25);
    const firstRun = await visit({ ...routed, status: { ...routed.status, state: 'reviewing' } }, 'selector', 'reviewer', 'selected once', 2.5);
    // The selector's visit runs again (its job retried): the stream shows the second run only.
    const selected = await visit({ ...routed, status: { ...routed.status, state: 'reviewing' } }, 'selector', 'reviewer', 'selected again', 3.5);
    expect(firstRun.status.log).toHaveLength(selected.status.log.length);

    const stream = await follow(`http://127.0.0.1:${ingress.port}/v1/turns/${id}/events`, KEY);
    // The replay is written before the turn goes on.
    await stream.until('stage');
    await new Promise((r) => setTimeout(r, 200));
    const reviewed = await visit({ ...selected, status: { ...selected.status, state: 'composing' } }, 'reviewer', 'composer', 'reviewed', 4.5);
    const composed = await visit({ ...reviewed, status: { ...reviewed.status, state: 'done' } }, 'composer', 'done', 'replied', 5.5);
    await stream.until('done');
    await stream.toEnd();
    const { events } = stream;

    const stages = events.filter((e) => e.type === 'stage').map((e) => e.data);
    expect(stages.map((s) => [s.stage, s.note, s.replayed ?? false])).toEqual([
      ['router', 'routed', true],
      ['selector', 'selected again', true],
      ['reviewer', 'reviewed', false],
      ['composer', 'replied', false],
    ]);
    expect(stages.slice(0, 2).map((s) => s.next)).toEqual(['selector', 'reviewing']);
    expect(events.at(-1)).toMatchObject({ type: 'done', data: { state: 'done' } });
    expect(composed.status.log.map((e) => e.note)).toEqual(['routed', 'selected again', 'reviewed', 'replied']);
  });
});
