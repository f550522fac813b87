import { describe, expect, it } from 'vitest';
import { newPacket, type Packet } from '@switchyard/packet-schema';
import { createLogger } from './logger.js';
import type { StageHandler } from './stage.js';
import { runStage } from './stage-run.js';

const log = createLogger({ name: 'test', level: 'silent' });
const packet = () => newPacket({ sessionId: 's', userId: 'u', agentId: 'a', message: 'hello', history: [] });
const visit = (stage: 'router' | 'selector' | 'composer', handler: StageHandler) => ({
  stage,
  handler,
  log,
  attempt: 1,
  mayRetry: false,
  cancelled: false as const,
});
/** What a stage queue hands the next worker: the data as JSON carried it. */
const asJobData = (p: Packet): unknown => JSON.parse(JSON.stringify(p));

describe('runStage', () => {
  it('a stage sending an invalid packet on gets it dead-lettered by the next stage, which parses every job in full', async () => {
    const breaks: StageHandler = {
      handle: async (p) => ({ packet: { ...p, turn: { ...p.turn, message: 42 } } as unknown as Packet, edge: 'needsTool', note: 'x' }),
    };
    const sent = await runStage(asJobData(packet()), visit('router', breaks));
    expect(sent.kind).toBe('moved');
    if (sent.kind !== 'moved') return;
    const next = await runStage(asJobData(sent.packet), visit('selector', { handle: async (p) => ({ packet: p, edge: 'planned', note: 'x' }) }));
    expect(next).toMatchObject({ kind: 'rejected', reason: expect.stringMatching(/^rejected by selector: .*packet\.turn\.message/s) });
  });

  it('a packet leaving the queues (done) is parsed in full before it is delivered', async () => {
    const breaks: StageHandler = {
      handle: async (p) => ({ packet: { ...p, turn: { ...p.turn, message: 42 } } as unknown as Packet, edge: 'replied', note: 'x' }),
    };
    const run = await runStage(asJobData(packet()), visit('composer', breaks));
    expect(run).toMatchObject({ kind: 'rejected', reason: expect.stringMatching(/^composer produced an invalid packet/) });
  });

  it('a packet without the id, hop or timeline the runtime stamps is rejected by the stage that made it', async () => {
    const noTimeline: StageHandler = { handle: async (p) => ({ packet: { ...p, status: undefined } as unknown as Packet, edge: 'needsTool', note: 'x' }) };
    const run = await runStage(asJobData(packet()), visit('router', noTimeline));
    expect(run).toMatchObject({ kind: 'rejected', reason: 'router produced an invalid packet: no status timeline' });
  });
});
