import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Queue } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Packet } from '@switchyard/packet-schema';
import { AuditTrail, Elicitations, stageJobId, TurnResults } from '@switchyard/platform';
import { ownedPlan } from '../support/plans.js';
import { REPO_ROOT, runNode, startNode, stop } from '../support/processes.js';
import { startStack, type Stack } from '../support/stack.js';
import { REDIS_URL } from '../support/test-config.js';
import { attack } from './attack-table.js';

// A 2026-07-28 server's `inputRequests` (answers to `input_required`): what it asks is bounded by the call's
// question cap and round limit, roots and sampling get their fixed answers, and a question's form cannot make
// the process that checks the user's answer spin.
const SERVER = join(REPO_ROOT, 'test/security/fixtures/scoped-modern-mcp-server.mjs');
/** Backtracks catastrophically on an ordinary sentence that ends in punctuation. */
const BACKTRACKING = '^(\\w+\\s?)*$';
const SENTENCE = 'I would like the report for the last quarter of the year and the one before it please, thank you';

const dir = mkdtempSync(join(tmpdir(), 'input-requests-'));
const recordFile = join(dir, 'record.jsonl');
let remote: { child: ChildProcess };
let stack: Stack;
let elicitations: Elicitations;

beforeAll(async () => {
  const started = await startNode(SERVER, { RECORD_FILE: recordFile }, 'listening on port', 30_000);
  remote = started;
  stack = await startStack({
    mcpServers: {
      scoped: { url: `http://127.0.0.1:${/listening on port (\d+)/.exec(started.output())?.[1]}/mcp`, headers: { Authorization: 'Bearer alice' } },
    },
    executor: { attempts: 2, elicitation: { enabled: true, timeoutMs: 15_000, maxQuestionsPerCall: 2, maxQuestionsPerTurn: 3 } },
    policy: { tools: { 'scoped.*': 'allow' } },
  });
  const { redis } = stack.runtime;
  const { prefix } = stack.config;
  elicitations = new Elicitations(redis, prefix, new TurnResults(redis, prefix, 60), new AuditTrail(redis, prefix, { maxEntries: 100, ttlSeconds: 60 }));
});
afterAll(async () => {
  await stack?.close();
  if (remote) await stop(remote.child);
  rmSync(dir, { recursive: true, force: true });
});

/** The calls of `asker` the server got so far, each with how many input responses came back. */
function calls(): Array<{ responses?: number; firstResponse?: unknown }> {
  return existsSync(recordFile)
    ? readFileSync(recordFile, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line))
        .filter((r) => r.method === 'tools/call' && r.tool === 'asker')
    : [];
}

/** One turn calling `asker` with the `inputRequests` that `spec` describes, entered at the executor. */
async function askerTurn(spec: Record<string, unknown>): Promise<{ packet: Packet; done: Promise<Packet> }> {
  const packet = await ownedPlan(stack.config.prefix, [{ id: 's1', server: 'scoped', tool: 'asker', arguments: { spec } }]);
  return { packet, done: stack.producer.submitPacket(packet, { at: 'executor', timeoutMs: 60_000 }) };
}

describe('a form whose field is nested past the depth the answer check strips patterns to', () => {
  it("keeps the server's pattern out of the check of the user's answer", async () => {
    const row = await attack('input_required form: a backtracking pattern nested 16 anyOfs deep, met by an ordinary answer', 2, async () => {
      const { packet, done } = await askerTurn({ kind: 'form', depth: 16, pattern: BACKTRACKING });
      try {
        while (!(await elicitations.pending(packet.id))) await new Promise((resolve) => setTimeout(resolve, 20));
        // The check `switchyard answer` and the ingress run, in a process of its own: a spinning one is killed.
        const script = [
          "import { AuditTrail, createRedis, Elicitations, TurnResults } from '@switchyard/platform';",
          'const redis = createRedis(process.env.REDIS_URL);',
          'const p = process.env.PREFIX;',
          'const desk = new Elicitations(redis, p, new TurnResults(redis, p, 60), new AuditTrail(redis, p, { maxEntries: 100, ttlSeconds: 60 }));',
          'const started = Date.now();',
          "const outcome = await desk.answer(process.env.PACKET, { action: 'accept', content: { answer: process.env.ANSWER } }).then(() => 'accepted', (e) => e.name);",
          'console.log(JSON.stringify({ outcome, ms: Date.now() - started }));',
          'redis.disconnect();',
        ].join('\n');
        const answered = await runNode(
          '--input-type=module',
          ['-e', script],
          { REDIS_URL, PREFIX: stack.config.prefix, PACKET: packet.id, ANSWER: SENTENCE },
          30_000,
        ).catch((error: unknown) => {
          throw new Error(`the answer check spun past 30 s on a ${SENTENCE.length}-character answer: ${String(error).slice(0, 80)}`);
        });
        const { outcome, ms } = JSON.parse(answered.stdout) as { outcome: string; ms: number };
        // Checked (accepted or refused), not found gone: the answer met the form while the question waited.
        return (outcome === 'accepted' || outcome === 'ElicitationAnswerError') && ms < 2_000;
      } finally {
        await stack.producer.cancelTurn(packet.id, 'test').catch(() => undefined);
        await done.catch(() => undefined);
      }
    });
    expect(row.broke, row.note).toBe(0);
  });
});

describe('inputRequests maps that are huge, malformed or never end', () => {
  it('puts at most the cap of a flood of questions to the user, and gives the call up after 8 rounds', async () => {
    const before = calls().length;
    const row = await attack('input_required: 2,000 form questions a round, every round (cap 2 per call)', 1, async () => {
      const { packet, done } = await askerTurn({ kind: 'form', count: 2_000 });
      // The user declines each question that reaches them, as soon as it does.
      let ended = false;
      const finishing = done.finally(() => (ended = true));
      while (!ended) {
        if (await elicitations.pending(packet.id)) await elicitations.answer(packet.id, { action: 'decline' }).catch(() => undefined);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const finished = await finishing;
      const step = finished.execution?.steps[0];
      const trail = await new AuditTrail(stack.runtime.redis, stack.config.prefix, { maxEntries: 100, ttlSeconds: 60 }).read(packet.id);
      const asked = trail.filter((e) => e.kind === 'elicitation' && (e.data as { declined?: number }).declined === undefined);
      const excess = trail.filter((e) => e.kind === 'elicitation' && typeof (e.data as { declined?: number }).declined === 'number');
      if (asked.length > 2) throw new Error(`${asked.length} questions reached the user (cap 2)`);
      // Not retried: the 8-round limit is the server's doing, and a retry would start 8 more.
      const rounds = calls().length - before;
      return step?.ok === false && /after 8 rounds/.test(step.error?.message ?? '') && rounds <= 9 && excess.length === 1;
    });
    expect(row.broke, row.note).toBe(0);
  });

  it('answers 5,000 roots requests a round with empty lists and stops at 8 rounds', async () => {
    const before = calls().length;
    const row = await attack('input_required: 5,000 roots/list requests a round, every round', 1, async () => {
      const { done } = await askerTurn({ kind: 'roots', count: 5_000 });
      const step = (await done).execution?.steps[0];
      const seen = calls().slice(before);
      const onlyEmptyRoots = seen.slice(1).every((c) => c.responses === 5_000 && JSON.stringify(c.firstResponse) === '{"roots":[]}');
      return step?.ok === false && /after 8 rounds/.test(step.error?.message ?? '') && seen.length <= 9 && onlyEmptyRoots;
    });
    expect(row.broke, row.note).toBe(0);
  });

  it('declines a malformed, oversized sampling request or a request that is no object, at once and in a bounded message', async () => {
    const specs = [
      { kind: 'sampling-malformed', bytes: 1_000_000 },
      { kind: 'not-an-object', count: 3 },
      { kind: 'unknown', count: 1 },
    ];
    const row = await attack('input_required: 1 MB malformed sampling request, a non-object request, an unknown method', specs.length, async (i) => {
      const before = calls().length;
      const { done } = await askerTurn(specs[i]!);
      const step = (await done).execution?.steps[0];
      const message = step?.error?.message ?? '';
      // One call, no answer sent back (nothing was fulfilled), and the error names no more than it must.
      return step?.ok === false && calls().length - before === 1 && message.length < 600 && !message.includes('xxxxxxxxxx');
    });
    expect(row.broke, row.note).toBe(0);
  });
});

describe('forged executor jobs of one turn', () => {
  /** Questions of `packetId` that reached its user (the trail's entries of asked questions, not the one line of those past the cap). */
  async function askedOf(packetId: string): Promise<number> {
    const trail = await new AuditTrail(stack.runtime.redis, stack.config.prefix, { maxEntries: 100, ttlSeconds: 60 }).read(packetId);
    return trail.filter((e) => e.kind === 'elicitation' && (e.data as { declined?: number }).declined === undefined).length;
  }
  /** Declines each question of the turn as soon as it waits, until `over` says so. */
  async function declineUntil(packetId: string, over: () => boolean): Promise<void> {
    while (!over()) {
      if (await elicitations.pending(packetId)) await elicitations.answer(packetId, { action: 'decline' }).catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  /** A turn of the asker tool, its questions declined until it ends. */
  async function declinedTurn(): Promise<Packet> {
    const { packet, done } = await askerTurn({ kind: 'form', count: 1 });
    let ended = false;
    const finishing = done.finally(() => (ended = true));
    await declineUntil(packet.id, () => ended);
    await finishing;
    return packet;
  }
  /** Adds `forged` as anyone who can write to the queue may, under a job id of its own, and declines until its call is given up (8 rounds). */
  async function runForged(queue: Queue, forged: Packet): Promise<void> {
    const before = calls().length;
    await queue.add('executor', forged, { jobId: stageJobId(forged.id, 'executor', forged.hop) });
    const deadline = Date.now() + 30_000;
    await declineUntil(forged.id, () => calls().length - before >= 9 || Date.now() > deadline);
  }

  it("share the call's question cap", async () => {
    const queue = new Queue('executor', { connection: { url: REDIS_URL }, prefix: stack.config.prefix });
    try {
      const row = await attack('question cap: a forged executor job of a turn whose call used its cap, the same round', 2, async () => {
        const packet = await declinedTurn();
        const first = await askedOf(packet.id);
        // The same job again: it runs the call again, 8 rounds of one question each.
        await runForged(queue, { ...packet, hop: packet.hop + 10 });
        await new Promise((resolve) => setTimeout(resolve, 300));
        const total = await askedOf(packet.id);
        if (total > 2) throw new Error(`${total} questions reached the user (first job ${first}, cap 2 per call)`);
        return first <= 2;
      });
      expect(row.broke, row.note).toBe(0);
    } finally {
      await queue.close();
    }
  });

  it("cannot start a new count by naming another round or step: the turn's cap holds", async () => {
    const queue = new Queue('executor', { connection: { url: REDIS_URL }, prefix: stack.config.prefix });
    try {
      const row = await attack('question cap: forged executor jobs of one turn naming rounds 1 and 2 and their step ids', 2, async () => {
        const packet = await declinedTurn();
        // Each forged job claims a later round, with the step ids a real later round would have.
        for (const round of [1, 2]) {
          await runForged(queue, {
            ...packet,
            hop: packet.hop + 10 * round,
            reinjection: { count: round, max: 3 },
            plan: { ...packet.plan!, steps: packet.plan!.steps.map((step) => ({ ...step, id: `r${round}${step.id}` })) },
          });
        }
        await new Promise((resolve) => setTimeout(resolve, 300));
        const total = await askedOf(packet.id);
        if (total > 3) throw new Error(`${total} questions reached the user (cap 2 per call, 3 per turn)`);
        return total >= 1;
      });
      expect(row.broke, row.note).toBe(0);
    } finally {
      await queue.close();
    }
  });
});
