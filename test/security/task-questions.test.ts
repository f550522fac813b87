import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Packet } from '@switchyard/packet-schema';
import { createLogger, type TurnEvent } from '@switchyard/platform';
import { hashApiKey, IngressServer } from '@switchyard/ingress';
import { ingressClient } from '../support/ingress-client.js';
import { ownedPlan, plannedPacket } from '../support/plans.js';
import { REPO_ROOT } from '../support/processes.js';
import { startStack, type Stack } from '../support/stack.js';
import { attack } from './attack-table.js';

// Issue 24, "a task's input_required question": a server whose call runs long (a task that parks and resumes,
// or a call of several rounds of input) asks its user past every limit. The question cap holds per call,
// whatever visits, rounds or retries the call takes; the trail keeps one line for the excess; the turn
// deadline ends it; only the turn's own tenant answers.
const CAP = 3;
const DEADLINE_MS = 6_000;
const FLOOD = 200;
// The 2026-07-28 server: rounds of input (or task updates) per attempt, and questions per task poll.
const ROUNDS = 4;
const PER_POLL = 20;
const KEYS = { acme: `sk-${randomUUID()}`, globex: `sk-${randomUUID()}`, globexBot: `sk-${randomUUID()}` };
let stack: Stack;
let ingress: IngressServer;
const call = ingressClient(() => ingress.port, KEYS.acme);

beforeAll(async () => {
  stack = await startStack({
    mcpServers: {
      nagging: {
        command: process.execPath,
        args: [join(REPO_ROOT, 'test/security/fixtures/nagging-task-mcp-server.mjs')],
        env: { FLOOD: String(FLOOD) },
        trusted: true,
      },
      modern: {
        command: process.execPath,
        args: [join(REPO_ROOT, 'test/security/fixtures/nagging-modern-mcp-server.mjs')],
        env: { ROUNDS: String(ROUNDS), PER_POLL: String(PER_POLL) },
        protocolVersion: '2026-07-28',
        trusted: true,
      },
    },
    executor: {
      attempts: 3,
      backoffMs: 10,
      backoffMaxMs: 20,
      turnDeadlineMs: DEADLINE_MS,
      tasks: { minPollMs: 50, maxPollMs: 200 },
      elicitation: { enabled: true, timeoutMs: 3_000, maxQuestionsPerCall: CAP },
    },
    policy: { rateLimits: { perToolPerMinute: 1_000 }, audit: { maxEntries: 1_000 } },
    ingress: {
      apiKeys: [
        { name: 'acme-app', tenant: 'acme', sha256: hashApiKey(KEYS.acme) },
        { name: 'globex-app', tenant: 'globex', sha256: hashApiKey(KEYS.globex) },
        { name: 'globex-bot', tenant: 'globex', speaksForUsers: true, sha256: hashApiKey(KEYS.globexBot) },
      ],
      rateLimit: { max: 1_000, windowMs: 60_000 },
    },
  });
  ingress = await IngressServer.start(stack.config, createLogger({ name: 'test', level: 'silent' }), { port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await ingress?.close();
  await stack?.close();
});

type Question = Extract<TurnEvent, { type: 'elicitation' }>;

/** Runs the turn to its end, answering each question put to its user with `answer`; says how many were put. */
async function answeredTurn(packet: Packet, answer: (question: Question) => Promise<void>, approve = false) {
  const asked: Question[] = [];
  const answering: Promise<void>[] = [];
  const listen = (event: TurnEvent) => {
    if (event.type !== 'elicitation' || event.packetId !== packet.id) return;
    asked.push(event);
    answering.push(answer(event).catch(() => undefined));
  };
  stack.producer.on('event', listen);
  const started = Date.now();
  try {
    let final = await stack.producer.submitPacket(packet, { at: 'reviewer', timeoutMs: 60_000 });
    if (approve) {
      if (final.status.state !== 'awaiting_approval') throw new Error(`the write did not park: ${final.status.state}`);
      final = await stack.producer.answerApproval(packet.id, 'approve', 'tester', { timeoutMs: 60_000 });
    }
    await Promise.all(answering);
    return { final, asked, ms: Date.now() - started };
  } finally {
    stack.producer.off('event', listen);
  }
}

const accept = (packetId: string) => () =>
  stack.runtime.deployment.elicitations.answer(packetId, { action: 'accept', content: { answer: 'yes' } }).then(() => undefined);

describe("a long call's questions stay within the cap of one call", () => {
  it('a task that parks and resumes asks again at every visit: its user is asked at most the cap, within the deadline', { timeout: 120_000 }, async () => {
    const row = await attack(`a server's task asks again at every executor visit (parks, resumes, asks; cap ${CAP} per call)`, 2, async (i) => {
      const packet = plannedPacket([{ id: 's1', server: 'nagging', tool: 'nagging_job', arguments: { topic: `t${i}` } }]);
      const { final, asked, ms } = await answeredTurn(packet, accept(packet.id));
      const step = final.execution?.steps[0];
      const notes = `${asked.length} questions put to the user (cap ${CAP}); turn ${final.status.state} after ${ms} ms; step ${JSON.stringify(step?.error ?? step?.ok ?? null)}`;
      if (asked.length > CAP || ms > DEADLINE_MS + 6_000 || step?.ok !== false) throw new Error(notes);
      return true;
    });
    expect(row.broke, row.note).toBe(0);
  });

  it('an approved task that floods questions at every visit keeps the approval, and the trail one line for the excess', { timeout: 120_000 }, async () => {
    const row = await attack(`an approved task sends ${FLOOD} questions at every executor visit to flood the trail`, 2, async (i) => {
      const packet = plannedPacket([{ id: 's1', server: 'nagging', tool: 'flooding_job', arguments: { topic: `f${i}` } }]);
      const { final, asked, ms } = await answeredTurn(packet, accept(packet.id), true);
      const trail = await stack.producer.audit(packet.id);
      const kinds = trail.map((e) => e.kind);
      const questions = trail.filter((e) => e.kind === 'elicitation');
      const excess = questions.filter((e) => typeof e.data.declined === 'number');
      const approval = trail.find((e) => e.kind === 'approval');
      const gone = ['review', 'approval_request', 'approval', 'tool_call', 'reply'].filter((kind) => !kinds.includes(kind as (typeof kinds)[number]));
      const notes = `${asked.length} questions put, ${questions.length} elicitation entries (${excess.length} for the excess: ${excess.map((e) => e.data.declined).join('+')}), gone: ${gone.join(', ') || 'none'}, ${ms} ms`;
      if (gone.length > 0 || approval?.data.decidedBy !== 'tester') throw new Error(notes);
      // At most the cap asked (one by one in the trail), and one line counting every question past it.
      if (asked.length > CAP || questions.length > CAP + 1 || excess.length !== 1 || Number(excess[0]?.data.declined) < FLOOD) throw new Error(notes);
      // Ended by the turn deadline, as the task never finishes.
      const step = final.execution?.steps[0];
      if (ms > DEADLINE_MS + 8_000 || step?.error?.code !== 'deadline')
        throw new Error(`${notes}; turn ${final.status.state}, step ${JSON.stringify(step?.error ?? step?.ok ?? null)}`);
      return true;
    });
    expect(row.broke, row.note).toBe(0);
  });

  it('a call of several rounds of input that fails as worth retrying asks no more across its retries', { timeout: 120_000 }, async () => {
    const row = await attack(`a 2026-07-28 server asks a question per round, then fails retryably so each retry asks again (cap ${CAP})`, 2, async (i) => {
      const packet = plannedPacket([{ id: 's1', server: 'modern', tool: 'retried_asker', arguments: { topic: `r${i}` } }]);
      const { final, asked } = await answeredTurn(packet, accept(packet.id));
      const step = final.execution?.steps[0];
      const trail = await stack.producer.audit(packet.id);
      const excess = trail.filter((e) => e.kind === 'elicitation' && typeof e.data.declined === 'number');
      const notes = `${asked.length} questions put over ${step?.attempts} attempts (cap ${CAP}); ${excess.length} excess lines`;
      // The call was retried (the server's word), and still its user heard at most the cap.
      if (step?.attempts !== 3 || asked.length > CAP || excess.length !== 1) throw new Error(notes);
      return true;
    });
    expect(row.broke, row.note).toBe(0);
  });
});

describe("a 2026-07-28 task's questions stay within the cap of its call", () => {
  it('a task that asks at every poll and then fails a poll asks no more across the retries of its call', { timeout: 120_000 }, async () => {
    const row = await attack(
      `a 2026-07-28 task asks ${PER_POLL} questions at every poll (tasks/get input_required), then fails a poll so the call is retried (cap ${CAP})`,
      2,
      async (i) => {
        const packet = plannedPacket([{ id: 's1', server: 'modern', tool: 'asking_task', arguments: { topic: `k${i}` } }]);
        const { final, asked } = await answeredTurn(packet, accept(packet.id));
        const step = final.execution?.steps[0];
        const trail = await stack.producer.audit(packet.id);
        const excess = trail.filter((e) => e.kind === 'elicitation' && typeof e.data.declined === 'number');
        const notes = `${asked.length} questions put over ${step?.attempts} attempts (cap ${CAP}); excess lines: ${excess.map((e) => e.data.declined).join('+') || 'none'}`;
        // Three attempts of ROUNDS polls of PER_POLL questions: all but the cap declined, counted in one line.
        if (step?.attempts !== 3 || asked.length > CAP || excess.length !== 1 || excess[0]?.data.declined !== 3 * ROUNDS * PER_POLL - CAP)
          throw new Error(notes);
        return true;
      },
    );
    expect(row.broke, row.note).toBe(0);
  });
});

describe("a task's question is its own tenant's to answer", () => {
  const post = (id: string, key: string, body: unknown) => call(`/v1/turns/${id}/elicitation`, { method: 'POST', key, body: JSON.stringify(body) });

  it("another tenant's key (app or bot) cannot answer a task's question; the turn's tenant can", { timeout: 120_000 }, async () => {
    const row = await attack("another tenant answers a task's input_required question through the ingress", 2, async (i) => {
      const packet = await ownedPlan(stack.config.prefix, [{ id: 's1', server: 'nagging', tool: 'one_question_job', arguments: { topic: `o${i}` } }], 'acme');
      const tries: number[] = [];
      let stillWaiting = false;
      const { final } = await answeredTurn(packet, async () => {
        for (const key of [KEYS.globex, KEYS.globexBot])
          tries.push((await post(packet.id, key, { action: 'accept', content: { answer: `globex-${i}` } })).status);
        stillWaiting = (await stack.runtime.deployment.elicitations.pending(packet.id)) !== undefined;
        tries.push((await post(packet.id, KEYS.acme, { action: 'accept', content: { answer: `acme-${i}` } })).status);
      });
      const output = final.execution?.steps[0]?.output ?? '';
      if (tries.join() !== '404,404,200' || !stillWaiting || !output.includes(`acme-${i}`) || output.includes('globex')) {
        throw new Error(`answers ${tries.join()}, still waiting ${stillWaiting}, output ${output.slice(0, 200)}`);
      }
      return true;
    });
    expect(row.broke, row.note).toBe(0);
  });
});
