import { describe, expect, it } from 'vitest';
import { newPacket, type Packet } from '@switchyard/packet-schema';
import { createLogger } from './logger.js';
import type { SessionSave } from './conversation-store.js';
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

  describe("the next stage's work done in place (the router's `answered`)", () => {
    const reply = async (p: Packet) => ({
      packet: { ...p, reply: { text: p.status.cancelled ? 'cancelled' : 'hi', summary: 'answered directly' } },
      edge: 'replied' as const,
      note: 'answered directly',
    });
    const answers: StageHandler = { handle: async (p) => ({ packet: p, edge: 'answered', note: 'direct answer', inPlace: reply }) };

    it('ends the turn in the visit, stamped as the router and then the composer, hop as with two', async () => {
      const run = await runStage(asJobData(packet()), { ...visit('router', answers), inPlace: { cancelled: async () => false as const } });
      expect(run).toMatchObject({ kind: 'moved', stage: 'composer', destination: 'done', edge: 'replied' });
      if (run.kind !== 'moved') return;
      expect(run.earlier).toMatchObject({ stage: 'router', destination: 'composer', edge: 'answered', note: 'direct answer' });
      expect(run.packet.status.log.map((e) => e.stage)).toEqual(['router', 'composer']);
      expect(run.packet).toMatchObject({ hop: 1, status: { state: 'done' }, reply: { text: 'hi' } });
    });

    it('writes the cancelled reply for a turn cancelled during the router visit, as the composer would', async () => {
      const cancellation = { by: 'u', at: new Date().toISOString() };
      const run = await runStage(asJobData(packet()), { ...visit('router', answers), inPlace: { cancelled: async () => cancellation } });
      expect(run).toMatchObject({ kind: 'moved', stage: 'composer', packet: { reply: { text: 'cancelled' }, status: { cancelled: cancellation } } });
    });

    it('goes to the composer queue instead where the visit may not (replay)', async () => {
      const run = await runStage(asJobData(packet()), visit('router', answers));
      expect(run).toMatchObject({ kind: 'moved', stage: 'router', destination: 'composer', edge: 'direct' });
      if (run.kind === 'moved') expect(run.packet.reply).toBeUndefined();
    });

    it('a failure of the work done in place is rejected in the name of the stage whose work it was', async () => {
      const fails: StageHandler = {
        handle: async (p) => ({ packet: p, edge: 'answered', note: 'x', inPlace: async () => Promise.reject(new Error('boom')) }),
      };
      const run = await runStage(asJobData(packet()), { ...visit('router', fails), inPlace: { cancelled: async () => false as const } });
      expect(run).toMatchObject({ kind: 'rejected', reason: 'composer failed: boom' });
    });
  });

  it('a write handed over with settleBeforeDone is waited for by the caller, or by the visit itself in replay, and its failure fails the visit', async () => {
    let land: () => void = () => undefined;
    const write = new Promise<void>((resolve) => {
      land = resolve;
    });
    const saves: StageHandler = {
      handle: async (p, ctx) => {
        ctx.settleBeforeDone(write);
        return { packet: p, edge: 'replied', note: 'x' };
      },
    };
    const unsettled: Array<Promise<unknown>> = [];
    const run = await runStage(asJobData(packet()), { ...visit('composer', saves), unsettled });
    expect(run.kind).toBe('moved');
    expect(unsettled).toEqual([write]);

    let replayed = false;
    const replay = runStage(asJobData(packet()), visit('composer', saves)).then((r) => {
      replayed = true;
      return r;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(replayed).toBe(false);
    land();
    expect((await replay).kind).toBe('moved');

    const fails: StageHandler = {
      handle: async (p, ctx) => {
        ctx.settleBeforeDone(Promise.reject(new Error('connection lost')));
        return { packet: p, edge: 'replied', note: 'x' };
      },
    };
    expect(await runStage(asJobData(packet()), visit('composer', fails))).toMatchObject({ kind: 'rejected', reason: 'composer failed: connection lost' });
  });

  it('a save kept with the record is handed to the caller for the record, or written alone in replay', async () => {
    const written: string[] = [];
    const save = (key: string): SessionSave => ({
      key,
      keep: 10,
      ttlSeconds: 60,
      messages: ['{}'],
      writeAlone: async () => {
        written.push(key);
      },
    });
    const keeps: StageHandler = {
      handle: async (p, ctx) => {
        ctx.keepWithRecord(save('k'));
        return { packet: p, edge: 'replied', note: 'x' };
      },
    };
    const keptWithRecord: SessionSave[] = [];
    const run = await runStage(asJobData(packet()), { ...visit('composer', keeps), unsettled: [], keptWithRecord });
    expect(run.kind).toBe('moved');
    expect(keptWithRecord.map((s) => s.key)).toEqual(['k']);
    expect(written).toEqual([]);

    expect((await runStage(asJobData(packet()), visit('composer', keeps))).kind).toBe('moved');
    expect(written).toEqual(['k']);
  });
});
