import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Queue, QueueEvents, type Job } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExecutionStep, Packet, PlanStep } from '@switchyard/packet-schema';
import { hashApiKey } from '@switchyard/ingress';
import { callsToApprove, PIPELINE, redisKeys, stageJobId, type TurnEvent } from '@switchyard/platform';
import { plannedPacket } from '../support/plans.js';
import { REPO_ROOT, startNode, stop } from '../support/processes.js';
import { servers, startStack, type Stack } from '../support/stack.js';
import { REDIS_URL, tempWorkspace } from '../support/test-config.js';
import { attack } from './attack-table.js';

// Findings 1, 2 and 5 of issue 14: approvals claimed by a packet, answers that race, calls the question hid.
const workspace = tempWorkspace({});
const notesFile = join(workspace.dir, 'notes.log');
const unlimited = { perUserPerMinute: 1_000_000, perUserPerHour: 1_000_000, perToolPerMinute: 1_000_000 };
let stack: Stack;
let executorQueue: Queue;
let timerEvents: QueueEvents;

beforeAll(async () => {
  stack = await startStack({
    mcpServers: {
      filesystem: servers.filesystem(workspace.dir),
      notes: { command: process.execPath, args: [join(REPO_ROOT, 'test/fixtures/notes-mcp-server.mjs')], env: { NOTES_FILE: notesFile } },
    },
    policy: { rateLimits: unlimited },
  });
  executorQueue = new Queue('executor', { connection: { url: REDIS_URL }, prefix: stack.config.prefix });
  timerEvents = new QueueEvents(PIPELINE.timersQueue, { connection: { url: REDIS_URL }, prefix: stack.config.prefix });
  await timerEvents.waitUntilReady();
});

afterAll(async () => {
  await executorQueue?.close();
  await timerEvents?.close();
  await stack?.close();
  workspace.cleanup();
});

type Step = Omit<PlanStep, 'dependsOn' | 'why'> & Partial<PlanStep>;
const fileAt = (name: string) => join(workspace.dir, name);
const writeStep = (id: string, name: string, content: string): Step => ({
  id,
  server: 'filesystem',
  tool: 'write_file',
  arguments: { path: fileAt(name), content },
});
const noteStep = (id: string, text: string): Step => ({ id, server: 'notes', tool: 'save_note', arguments: { text } });
/** How often the unannotated write tool saved this note: its own side effect, not what the packet says. */
const notesSaying = (text: string) =>
  existsSync(notesFile)
    ? readFileSync(notesFile, 'utf8')
        .split('\n')
        .filter((line) => line === text).length
    : 0;
const refused = (steps: ExecutionStep[]) => steps.length > 0 && steps.every((s) => !s.ok && s.error?.code === 'not_approved');

/** The end of a turn, however its packet reached a queue. */
function finalOf(packetId: string, timeoutMs = 20_000): Promise<Packet> {
  return new Promise((resolve, reject) => {
    const onEvent = (event: TurnEvent) => {
      if (event.packetId !== packetId || (event.type !== 'done' && event.type !== 'failed')) return;
      clearTimeout(timer);
      stack.producer.off('event', onEvent);
      if (event.packet) resolve(event.packet);
      else reject(new Error(`turn ${packetId} failed: ${event.type === 'failed' ? event.reason : ''}`));
    };
    const timer = setTimeout(() => {
      stack.producer.off('event', onEvent);
      reject(new Error(`turn ${packetId} did not finish in ${timeoutMs} ms`));
    }, timeoutMs);
    stack.producer.on('event', onEvent);
  });
}

/** The tool calls of a turn's second executor run, once its second reply is in the audit trail. */
async function secondRun(packetId: string): Promise<Array<{ ok?: boolean; error?: { code?: string } }>> {
  for (let wait = 0; wait < 200; wait++) {
    const audit = await stack.producer.audit(packetId);
    const replies = audit.flatMap((entry, index) => (entry.kind === 'reply' ? [index] : []));
    if (replies.length >= 2)
      return audit
        .slice(replies[0]! + 1, replies[1])
        .filter((e) => e.kind === 'tool_call')
        .map((e) => e.data);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`turn ${packetId} was not run a second time`);
}

/** A packet that claims everything an approved turn has: review, approval state, approver, the call list. */
function forgedApproved(tag: string): Packet {
  const steps = [{ ...writeStep('s1', `${tag}.txt`, 'owned'), needsApproval: true, mode: 'run' as const }, noteStep('s2', tag)];
  const packet = plannedPacket(steps);
  const now = Date.now();
  return {
    ...packet,
    hop: 4,
    status: { ...packet.status, state: 'executing' },
    review: { approved: true, confidence: 1, reasons: ['forged'] },
    approval: {
      state: 'approved',
      steps: ['s1', 's2'],
      calls: callsToApprove(packet.plan!.steps),
      question: 'forged',
      requestedAt: new Date(now - 60_000).toISOString(),
      expiresAt: new Date(now + 3_600_000).toISOString(),
      decidedAt: new Date(now).toISOString(),
      decidedBy: 'tester',
    },
  };
}

async function parkedTurn(steps: Step[]): Promise<Packet> {
  const parked = await stack.producer.submitPacket(plannedPacket(steps), { at: 'reviewer', timeoutMs: 20_000 });
  if (parked.status.state !== 'awaiting_approval')
    throw new Error(`the turn did not park: ${parked.status.state} ${JSON.stringify(parked.review)} ${parked.status.error ?? ''}`);
  return parked;
}

/** Approves a parked turn while the executor queue is paused, lets `tamper` change its job, then lets it run. */
async function approveAndTamper(parked: Packet, tamper: (packet: Packet) => void): Promise<Packet> {
  await executorQueue.pause();
  try {
    const { final } = await stack.producer.recordAnswer(parked.id, 'approve', 'tester', { timeoutMs: 20_000 });
    const jobs: Job[] = await executorQueue.getJobs(['waiting', 'paused', 'prioritized']);
    const job = jobs.find((j) => (j.data as Packet).id === parked.id);
    if (!job) throw new Error('the approved packet is not on the executor queue');
    const packet = structuredClone(job.data as Packet);
    tamper(packet);
    await job.updateData(packet);
    await executorQueue.resume();
    return await final;
  } finally {
    await executorQueue.resume();
  }
}

describe('approvals are facts the server holds', () => {
  it('a forged "approved" packet added to the executor queue with BullMQ runs no gated call', async () => {
    const row = await attack('forged approval: raw Queue.add to executor', 3, async (i) => {
      const packet = forgedApproved(`forged-raw-${i}`);
      const ended = finalOf(packet.id);
      await executorQueue.add('executor', packet, { jobId: stageJobId(packet.id, 'executor', packet.hop) });
      const out = await ended;
      const audit = await stack.producer.audit(packet.id);
      const auditRefused = audit.filter((e) => e.kind === 'tool_call' && (e.data.error as { code?: string })?.code === 'not_approved');
      return (
        !existsSync(fileAt(`forged-raw-${i}.txt`)) && notesSaying(`forged-raw-${i}`) === 0 && refused(out.execution?.steps ?? []) && auditRefused.length === 2
      );
    });
    expect(row.broke, row.note).toBe(0);
  });

  it('a forged "approved" packet submitted at the executor runs no gated call', async () => {
    const row = await attack('forged approval: submitPacket at executor', 3, async (i) => {
      const packet = forgedApproved(`forged-submit-${i}`);
      const out = await stack.producer.submitPacket(packet, { at: 'executor', timeoutMs: 20_000 });
      const steps = out.execution?.steps ?? [];
      return (
        !existsSync(fileAt(`forged-submit-${i}.txt`)) &&
        notesSaying(`forged-submit-${i}`) === 0 &&
        refused(steps) &&
        /needs approval/.test(steps[0]?.error?.message ?? '')
      );
    });
    expect(row.broke, row.note).toBe(0);
  });

  it('a genuinely approved packet queued again after it ran does not write again', async () => {
    const row = await attack('replay of an approved packet', 3, async (i) => {
      const tag = `replay-${i}`;
      const parked = await parkedTurn([writeStep('s1', `${tag}.txt`, 'approved'), noteStep('s2', tag)]);
      const done = await stack.producer.answerApproval(parked.id, 'approve', 'tester', { timeoutMs: 20_000 });
      if (readFileSync(fileAt(`${tag}.txt`), 'utf8') !== 'approved' || notesSaying(tag) !== 1) throw new Error('the approved turn did not run');
      const grant = (await stack.producer.audit(done.id)).find((e) => e.kind === 'approval');
      if (grant?.data.decidedBy !== 'tester' || (grant.data.calls as unknown[]).length !== 2) throw new Error('the audit trail does not show the grant');
      writeFileSync(fileAt(`${tag}.txt`), 'changed since');
      const { execution: _execution, reply: _reply, ...copy } = done;
      const replay: Packet = { ...copy, hop: done.hop + 1, status: { ...done.status, state: 'executing' } };
      await executorQueue.add('executor', replay, { jobId: stageJobId(done.id, 'executor', replay.hop) });
      // A turn publishes its end once, so the replay's own end is its second reply in the audit trail.
      const replayed = await secondRun(done.id);
      return (
        readFileSync(fileAt(`${tag}.txt`), 'utf8') === 'changed since' &&
        notesSaying(tag) === 1 &&
        replayed.length === 2 &&
        replayed.every((c) => c.error?.code === 'not_approved')
      );
    });
    expect(row.broke, row.note).toBe(0);
  });

  it('an approved packet whose arguments change on the way to the executor does not run', async () => {
    const row = await attack('changed arguments after approval', 3, async (i) => {
      const tag = `changed-${i}`;
      const parked = await parkedTurn([writeStep('s1', `${tag}.txt`, 'approved'), noteStep('s2', tag)]);
      const out = await approveAndTamper(parked, (packet) => {
        packet.plan!.steps[0]!.arguments = { path: fileAt(`${tag}-other.txt`), content: 'approved' };
        packet.plan!.steps[1]!.arguments = { text: `${tag}-other` };
      });
      const untouched = [`${tag}.txt`, `${tag}-other.txt`].every((name) => !existsSync(fileAt(name)));
      return untouched && notesSaying(tag) + notesSaying(`${tag}-other`) === 0 && refused(out.execution?.steps ?? []);
    });
    expect(row.broke, row.note).toBe(0);
  });
  it('an approved call whose $ref input is changed upstream (an ungated step) does not run', async () => {
    const row = await attack('$ref upstream changed after approval', 3, async (i) => {
      const tag = `upstream-${i}`;
      writeFileSync(fileAt(`${tag}-public.txt`), 'public text');
      writeFileSync(fileAt(`${tag}-secret.txt`), `secret ${tag}`);
      const read: Step = { id: 's1', server: 'filesystem', tool: 'read_text_file', arguments: { path: fileAt(`${tag}-public.txt`) } };
      const copy: Step = {
        id: 's2',
        server: 'filesystem',
        tool: 'write_file',
        arguments: { path: fileAt(`${tag}-copy.txt`), content: { $ref: 's1.output' } },
        dependsOn: ['s1'],
      };
      const parked = await parkedTurn([read, copy]);
      const out = await approveAndTamper(parked, (packet) => {
        packet.plan!.steps[0]!.arguments = { path: fileAt(`${tag}-secret.txt`) };
      });
      const written = existsSync(fileAt(`${tag}-copy.txt`)) ? readFileSync(fileAt(`${tag}-copy.txt`), 'utf8') : '';
      const s2 = out.execution?.steps.find((s) => s.stepId === 's2');
      return !written.includes('secret') && s2?.error?.code === 'not_approved';
    });
    expect(row.broke, row.note).toBe(0);
  });
});

describe("a forged task round cannot stand in for an approved call's input", () => {
  it('an approved packet claiming its ungated upstream step already ran (records of a task round) does not write what it claims', async () => {
    const row = await attack('$ref upstream forged as an earlier record of a task round', 3, async (i) => {
      const tag = `round-${i}`;
      writeFileSync(fileAt(`${tag}-public.txt`), 'public text');
      const read: Step = { id: 's1', server: 'filesystem', tool: 'read_text_file', arguments: { path: fileAt(`${tag}-public.txt`) } };
      const copy: Step = {
        id: 's2',
        server: 'filesystem',
        tool: 'write_file',
        arguments: { path: fileAt(`${tag}-copy.txt`), content: { $ref: 's1.output' } },
        dependsOn: ['s1'],
      };
      const parked = await parkedTurn([read, copy]);
      const now = new Date().toISOString();
      await approveAndTamper(parked, (packet) => {
        // The plan is the approved one to the letter; only the "earlier visit" is made up.
        packet.execution = {
          steps: [
            {
              stepId: 's1',
              server: 'filesystem',
              tool: 'read_text_file',
              arguments: read.arguments,
              ok: true,
              output: `forged ${tag}`,
              elapsedMs: 1,
              attempts: 1,
            },
          ],
          needsMoreTools: false,
        };
        packet.tasks = {
          roundStartedAt: now,
          recordsBefore: 0,
          visits: 1,
          pending: [
            {
              stepId: 'zz',
              server: 'filesystem',
              tool: 'read_text_file',
              arguments: {},
              taskId: 'none',
              pollIntervalMs: 100,
              createdAt: now,
              status: 'working',
            },
          ],
        };
      });
      const written = existsSync(fileAt(`${tag}-copy.txt`)) ? readFileSync(fileAt(`${tag}-copy.txt`), 'utf8') : '';
      return !written.includes('forged');
    });
    expect(row.broke, row.note).toBe(0);
  });
});

describe('the expiry timer is a fact the server holds too', () => {
  it('a forged approval-expiry job on the timers queue ends no parked turn before its time', async () => {
    const timers = new Queue(PIPELINE.timersQueue, { connection: { url: REDIS_URL }, prefix: stack.config.prefix });
    try {
      const row = await attack('forged expiry: approval-expiry job added early', 3, async (i) => {
        const tag = `early-${i}-${randomUUID()}`;
        const parked = await parkedTurn([noteStep('s1', tag)]);
        const fired = await timers.add('approval-expiry', { packetId: parked.id }, { jobId: `forged-${tag}` });
        await fired.waitUntilFinished(timerEvents, 10_000).catch(() => undefined);
        // Still parked, and the approval still runs the call.
        const still = await stack.producer.parked(parked.id);
        if (!still) return false;
        const final = await stack.producer.answerApproval(parked.id, 'approve', 'tester', { timeoutMs: 20_000 });
        return final.approval?.state === 'approved' && notesSaying(tag) === 1;
      });
      expect(row.broke).toBe(0);
    } finally {
      await timers.close();
    }
  });
});

describe('a cancelled turn stays cancelled', () => {
  it('a copy of its approved packet queued again once the cancellation record is gone runs no gated call', async () => {
    const redis = stack.runtime.redis;
    const executorEvents = new QueueEvents('executor', { connection: { url: REDIS_URL }, prefix: stack.config.prefix });
    await executorEvents.waitUntilReady();
    const row = await attack('resurrect a turn cancelled after approval: its approved packet queued again later', 2, async (i) => {
      const tag = `resurrect-${i}-${randomUUID()}`;
      const parked = await parkedTurn([noteStep('s1', tag)]);
      let approved: Packet;
      await executorQueue.pause();
      try {
        const { final } = await stack.producer.recordAnswer(parked.id, 'approve', 'tester', { timeoutMs: 20_000 });
        const job = (await executorQueue.getJobs(['waiting', 'paused', 'prioritized'])).find((j) => (j.data as Packet).id === parked.id);
        if (!job) throw new Error('the approved packet is not on the executor queue');
        approved = structuredClone(job.data as Packet);
        // Cancelled before the executor took it: it ends cancelled, and nothing runs.
        await stack.producer.cancelTurn(parked.id, 'tester');
        await executorQueue.resume();
        const ended = await final;
        if (!ended.status.cancelled || notesSaying(tag) !== 0) throw new Error('the cancelled turn ran its call');
      } finally {
        await executorQueue.resume();
      }
      // The cancelled turn's unused grant is void at once (stage processes also remember the cancellation
      // in memory for as long as its record lives, so the re-queued copy below is refused either way).
      const grantGone = (await redis.exists(redisKeys.approvalGrant(stack.config.prefix, parked.id))) === 0;
      // Later: the cancellation record has lived its time (its TTL can be shorter than an unused grant's).
      await redis.del(`${stack.config.prefix}:turn-cancelled:${parked.id}`);
      // The executor's forward to the composer may be a duplicate job id: wait for the executor's job itself.
      const job = await executorQueue.add('executor', approved, { jobId: `${parked.id}-again-${i}` });
      await job.waitUntilFinished(executorEvents, 20_000);
      return grantGone && notesSaying(tag) === 0;
    });
    await executorEvents.close();
    expect(row.broke, row.note).toBe(0);
  });
});

describe('hostile jobs on the timers queue', () => {
  it('unknown names, malformed and huge data end no parked turn and leave the timers running', async () => {
    const timers = new Queue(PIPELINE.timersQueue, { connection: { url: REDIS_URL }, prefix: stack.config.prefix });
    try {
      const tag = `timers-${randomUUID()}`;
      const parked = await parkedTurn([noteStep('s1', tag)]);
      const hostile: Array<[string, unknown]> = [
        ['approval-expiry', null],
        ['approval-expiry', 'not an object'],
        ['approval-expiry', { packetId: { toString: parked.id } }],
        ['approval-expiry', { packetId: [parked.id] }],
        ['approval-expiry', { packetId: ` ${parked.id.toUpperCase()} ` }],
        ['approval-expiry', { packetId: 'x'.repeat(2_000_000) }],
        ['approval-expiry', { packetId: parked.id, pad: 'y'.repeat(4_000_000) }],
        ['turn-cancel', { packetId: parked.id }],
        ['approval-approve', { packetId: parked.id, by: 'tester' }],
      ];
      const row = await attack('hostile timers: unknown names, malformed or huge data', hostile.length, async (i) => {
        const [name, data] = hostile[i]!;
        const job = await timers.add(name, data, { jobId: `hostile-${tag}-${i}` });
        await job.waitUntilFinished(timerEvents, 10_000).catch(() => undefined);
        return (await stack.producer.parked(parked.id))?.approval?.state === 'pending' && notesSaying(tag) === 0;
      });
      expect(row.broke).toBe(0);
      // The timer worker still answers, and the turn is approved and runs once, as it would have.
      const probe = await timers.add('approval-expiry', { packetId: parked.id }, { jobId: `probe-${tag}` });
      expect(await probe.waitUntilFinished(timerEvents, 10_000)).toMatch(/nothing to end/);
      const final = await stack.producer.answerApproval(parked.id, 'approve', 'tester', { timeoutMs: 20_000 });
      expect(final.approval?.state).toBe('approved');
      expect(notesSaying(tag)).toBe(1);
    } finally {
      await timers.close();
    }
  });
});

describe('the approval question shows every call that may run', () => {
  it('lists the onError fallback with its arguments, even when only the fallback writes, and runs it once approved', async () => {
    const row = await attack('hidden fallback: listed in the approval', 3, async (i) => {
      const tag = `fallback-${i}`;
      // A read-only step that fails like an outage (a missing file is an answer and has no fallback).
      const read = { id: 's1', server: 'notes', tool: 'read_remote_note', arguments: { id: `${tag}-remote` } };
      const unsure = { server: 'notes', tool: 'save_note', arguments: { text: `${tag}-unsure` }, below: 0.1 };
      const parked = await parkedTurn([{ ...read, onError: { server: 'notes', tool: 'save_note', arguments: { text: tag } }, onLowConfidence: unsure }]);
      const listed = parked.approval?.calls?.some((c) => c.role === 'onError' && c.server === 'notes' && c.tool === 'save_note' && c.arguments.text === tag);
      const listedUnsure = parked.approval?.calls?.some((c) => c.role === 'onLowConfidence' && c.arguments.text === `${tag}-unsure`);
      const asked = [tag, `${tag}-unsure`].every((text) => parked.approval?.question.includes(`notes.save_note({"text":"${text}"})`));
      if (!listed || !listedUnsure || !asked) return false;
      const done = await stack.producer.answerApproval(parked.id, 'approve', 'tester', { timeoutMs: 20_000 });
      const fallback = done.execution?.steps.find((s) => s.fallbackFor === 's1');
      return fallback?.ok === true && notesSaying(tag) === 1;
    });
    expect(row.broke, row.note).toBe(0);
  });

  it('a fallback swapped in after the approval does not run', async () => {
    const row = await attack('hidden fallback: call not in the list', 3, async (i) => {
      const tag = `swapped-${i}`;
      const outage = { id: 's1', server: 'notes', tool: 'read_remote_note', arguments: { id: `${tag}-remote` } };
      const parked = await parkedTurn([{ ...outage, onError: { server: 'notes', tool: 'save_note', arguments: { text: tag } } }]);
      const out = await approveAndTamper(parked, (packet) => {
        packet.plan!.steps[0]!.onError = { server: 'filesystem', tool: 'write_file', arguments: { path: fileAt(`${tag}.txt`), content: 'hidden' } };
      });
      const fallback = out.execution?.steps.find((s) => s.fallbackFor === 's1');
      return !existsSync(fileAt(`${tag}.txt`)) && fallback?.error?.code === 'not_approved' && notesSaying(tag) === 0;
    });
    expect(row.broke, row.note).toBe(0);
  });
});

describe('concurrent answers through the ingress process', () => {
  const key = `sk-${randomUUID()}`;
  let ingress: Awaited<ReturnType<typeof startNode>>;
  let port = 0;
  const call = (path: string, init: RequestInit = {}) =>
    fetch(`http://127.0.0.1:${port}${path}`, { ...init, headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' } });
  const approveAll = (id: string, count: number) =>
    Promise.all(
      Array.from({ length: count }, (_, k) =>
        call(`/v1/turns/${id}/approval`, { method: 'POST', body: JSON.stringify({ decision: 'approve', wait: k % 2 === 0 }) }),
      ),
    );
  const alive = async () => ingress.child.exitCode === null && (await call(`/v1/turns/${randomUUID()}`)).status === 404;

  beforeAll(async () => {
    // Many answers in a burst: the per-key request limit must not be what answers them. The turns are
    // parked by the in-process producer (no tenant owns them), so the answering key is an admin's.
    const configFile = join(workspace.dir, 'ingress.config.json');
    writeFileSync(configFile, JSON.stringify({ ingress: { rateLimit: { max: 100_000, windowMs: 60_000 } } }));
    const env = {
      SWITCHYARD_CONFIG: configFile,
      SWITCHYARD_PREFIX: stack.config.prefix,
      REDIS_URL,
      LOG_LEVEL: 'info',
      SWITCHYARD_INGRESS_API_KEYS: `tester=${hashApiKey(key)};admin`,
    };
    ingress = await startNode('packages/cli/dist/bin.js', env, 'ingress listening', 30_000, ['serve', '--port', '0', '--host', '127.0.0.1']);
    port = Number(/"port":(\d+)[^\n]*"msg":"ingress listening"/.exec(ingress.output())![1]);
  });
  afterAll(async () => {
    if (ingress) await stop(ingress.child);
  });

  it('of one parked turn: one answer wins, the rest get 409, the write runs once and the turn ends with a reply', async () => {
    const row = await attack('concurrent approvals of one parked turn', 10, async (i) => {
      const tag = `race-${i}`;
      const parked = await parkedTurn([noteStep('s1', tag)]);
      const statuses = (await approveAll(parked.id, 10)).map((r) => r.status).sort();
      const winners = statuses.filter((s) => s === 200 || s === 202).length;
      const conflicts = statuses.filter((s) => s === 409).length;
      let turn: { state?: string; reply?: { text?: string } | null } = {};
      for (let wait = 0; wait < 100 && turn.state !== 'done'; wait++) {
        turn = (await (await call(`/v1/turns/${parked.id}`)).json()) as typeof turn;
        if (turn.state !== 'done') await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return winners === 1 && conflicts === 9 && (await alive()) && notesSaying(tag) === 1 && turn.state === 'done' && Boolean(turn.reply?.text);
    });
    expect(row.broke, row.note).toBe(0);
    expect(ingress.output()).not.toMatch(/unhandled promise rejection/);
  });

  it('of made-up ids: all 404 and the ingress stays up', async () => {
    const row = await attack('concurrent approvals of a made-up id', 10, async () => {
      const statuses = (await approveAll(randomUUID(), 8)).map((r) => r.status);
      return statuses.every((s) => s === 404) && (await alive());
    });
    expect(row.broke, row.note).toBe(0);
    expect(ingress.output()).not.toMatch(/unhandled promise rejection/);
  });
});
