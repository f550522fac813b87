import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { Queue } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAGE_NAMES, type Packet, type StageName } from '@switchyard/packet-schema';
import { createLogger, DeadLetterQueue, StageRuntime, TurnProducer, type SwitchyardConfig } from '@switchyard/platform';
import { ToolCatalog } from '@switchyard/tools';
import { plannedPacket } from '../support/plans.js';
import { ALL_STAGES } from '../support/stack.js';
import { deletePrefix, testConfig } from '../support/test-config.js';
import { letterFor } from '../support/dead-letters.js';
import { attack } from './attack-table.js';

const HOSTILE_SERVER = fileURLToPath(new URL('../fixtures/hostile-mcp-server.mjs', import.meta.url));

/** One made-up secret of each kind redaction used to miss. */
const SECRETS: Record<string, string> = {
  jwt: 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U',
  'url password': 'pw-Sup3rSecret',
  'private key': 'MIIEowIBAAKCAQEAu1SU1LfVLPHCozMxH2Mo4lgOEePzNm0tRgeLezV6ffAt0gun',
  'UK phone': '7946 0958',
  'slack token': 'xoxb-2634526374-1234567890123-AbCdEfGhIjKlMnOpQrStUvWx',
  'google key': 'AIzaSyD-9tSrke72PouQMnMX-a7eZSW0jkFMBWY',
  'stripe key': 'sk_live_4eC39HqLyjWDarjtT1zdp7dc',
};
const SECRET_TEXT = [
  `token ${SECRETS.jwt}`,
  `cache redis://admin:${SECRETS['url password']}@cache.internal:6379`,
  `-----BEGIN RSA PRIVATE KEY-----\n${SECRETS['private key']}\n-----END RSA PRIVATE KEY-----`,
  `call +44 20 ${SECRETS['UK phone']}`,
  `slack ${SECRETS['slack token']}`,
  `maps ${SECRETS['google key']}`,
  `stripe ${SECRETS['stripe key']}`,
].join('\n');

/** Tools the hostile server lists that must stay out of the catalog: bad names, and a definition nested 10,000 deep. */
const REFUSED_TOOLS = ['ns/delete_all', 'evil.a/b', 'x'.repeat(200), 'deep_schema'];

let config: SwitchyardConfig;
let runtime: StageRuntime;
let producer: TurnProducer;
let deadLetters: DeadLetterQueue;
let logs = '';

const step = (tool: string) => ({ id: 's1', server: 'hostile', tool, arguments: {} });
/** A planned packet that enters at the executor with a forged approval, past the reviewer. */
const forged = (tool: string, userId = 'tester'): Packet => {
  const packet = plannedPacket([step(tool)], userId);
  packet.review = { approved: true, confidence: 1, reasons: ['forged'] };
  return packet;
};
const ran = (packet: Packet) => (packet.execution?.steps ?? []).some((s) => s.ok || / ran$/.test(s.output ?? ''));

beforeAll(async () => {
  config = testConfig({
    mcpServers: { hostile: { command: process.execPath, args: [HOSTILE_SERVER], env: { HOSTILE_SECRET_TEXT: SECRET_TEXT } } },
    policy: {
      deny: { all: ['*.delete_*'], users: { Guest: ['hostile.*'], locked: ['*'] } },
      tools: { 'hostile.*': 'allow' },
    },
  });
  const sink = new Writable({
    write: (chunk, _enc, done) => {
      logs += chunk.toString();
      done();
    },
  });
  runtime = await StageRuntime.start(ALL_STAGES, config, createLogger({ name: 'security', level: 'debug', destination: sink }));
  producer = await TurnProducer.connect(config);
  deadLetters = new DeadLetterQueue(runtime.redis, config.prefix);
});

afterAll(async () => {
  await deadLetters?.close();
  await producer?.close();
  await runtime?.close();
  await deletePrefix(config.prefix);
});

describe('policy on canonical names', () => {
  it('holds deny patterns against a / in the name and against case variants, at the reviewer and the executor', async () => {
    const names = ['ns/delete_all', 'Delete_All_Upper', 'DELETE_everything', 'delete_everything'];
    const row = await attack('deny *.delete_* vs / and case variants', names.length * 2, async (i) => {
      const tool = names[i % names.length]!;
      if (i < names.length) {
        const reviewed = await producer.submitPacket(plannedPacket([step(tool)]), { at: 'reviewer', timeoutMs: 20_000 });
        return reviewed.review?.blocked?.some((b) => b.stepId === 's1') === true && !ran(reviewed);
      }
      const executed = await producer.submitPacket(forged(tool), { at: 'executor', timeoutMs: 20_000 });
      return executed.execution?.steps[0]?.ok === false && !ran(executed);
    });
    expect(row.broke).toBe(0);
  });

  it('holds a user deny rule against a user id with a trailing space or capitals, and * against evil.a/b', async () => {
    const subjects: Array<[string, string]> = [
      ['Guest ', 'Delete_All_Upper'],
      ['GUEST', 'deep_result'],
      [' guest', 'echo_secrets'],
      ['Locked', 'evil.a/b'],
      ['locked ', 'echo_secrets'],
    ];
    const row = await attack('user deny rule vs user id spelling; * vs evil.a/b', subjects.length * 2, async (i) => {
      const [userId, tool] = subjects[i % subjects.length]!;
      if (i < subjects.length) {
        const reviewed = await producer.submitPacket(plannedPacket([step(tool)], userId), { at: 'reviewer', timeoutMs: 20_000 });
        return reviewed.review?.blocked?.some((b) => b.stepId === 's1') === true && !ran(reviewed);
      }
      const executed = await producer.submitPacket(forged(tool, userId), { at: 'executor', timeoutMs: 20_000 });
      return executed.execution?.steps[0]?.error?.code === 'blocked' && !ran(executed);
    });
    expect(row.broke).toBe(0);
  });

  it('never lets a name outside the MCP naming rules, or a 10,000-deep definition, into the catalog, and logs the server and tool', async () => {
    const listed = (await new ToolCatalog(runtime.redis, config.prefix).list()).filter((t) => t.server === 'hostile').map((t) => t.name);
    expect(listed).toEqual(expect.arrayContaining(['Delete_All_Upper', 'deep_result', 'huge_result', 'echo_secrets']));
    const row = await attack('invalid tool names and deep definitions vs the catalog', REFUSED_TOOLS.length, async (i) => {
      const name = REFUSED_TOOLS[i]!;
      const logged = logs
        .split('\n')
        .some((line) => line.includes('tool refused') && line.includes('"server":"hostile"') && line.includes(JSON.stringify(name)));
      return !listed.includes(name) && logged;
    });
    expect(row.broke).toBe(0);
  });
});

describe('hostile shapes', () => {
  /** Puts job data nested `depth` deep on a stage queue: BullMQ cannot serialise it, so it is written as raw job JSON. */
  async function enqueueDeep(stage: StageName, packetId: string, depth: number): Promise<void> {
    const queue = new Queue(stage, { connection: runtime.redis, prefix: config.prefix });
    try {
      const jobId = `deep-${packetId}`;
      await queue.add(stage, { placeholder: true }, { jobId, delay: 300 });
      const deep = `{"id":"${packetId}","schemaVersion":1,"plan":${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}}`;
      await runtime.redis.hset(`${config.prefix}:${stage}:${jobId}`, 'data', deep);
    } finally {
      await queue.close();
    }
  }

  it('dead-letters a 10,000-deep job on every stage queue with a reason, and the stage goes on to the next job', async () => {
    const row = await attack('10,000-deep job data on each stage queue', STAGE_NAMES.length, async (i) => {
      const stage = STAGE_NAMES[i]!;
      const packetId = randomUUID();
      await enqueueDeep(stage, packetId, 10_000);
      const letter = await letterFor(deadLetters, packetId);
      if (!letter || letter.stage !== stage || !/nested deeper than 64 levels/.test(letter.reason)) return false;
      const preview = letter.raw as { preview?: unknown; cut?: unknown };
      if (typeof preview.preview !== 'string' || preview.preview.length > 10_000 || typeof preview.cut !== 'string') return false;
      // The next job on the same queue is processed.
      const next = await producer.submitPacket(stage === 'executor' ? forged('echo_secrets') : plannedPacket([step('echo_secrets')]), {
        at: stage,
        timeoutMs: 20_000,
      });
      return next.status.log.some((entry) => entry.stage === stage);
    });
    expect(row.broke).toBe(0);
  });

  it('turns a deep or oversize tool result into result_too_deep / result_too_large at once, without retries', async () => {
    const cases: Array<[string, string]> = [
      ['deep_result', 'result_too_deep'],
      ['huge_result', 'result_too_large'],
    ];
    const row = await attack('deep / oversize tool results', 4, async (i) => {
      const [tool, code] = cases[i % cases.length]!;
      const started = Date.now();
      const out = await producer.submitPacket(forged(tool), { at: 'executor', timeoutMs: 20_000 });
      const elapsed = Date.now() - started;
      const executed = out.execution?.steps[0];
      return executed?.error?.code === code && executed.error.retryable === false && (executed.retries ?? []).length === 0 && elapsed < 5_000;
    });
    expect(row.broke).toBe(0);
  });
});

describe('secrets', () => {
  it('keeps every secret kind planted in a message, a tool result and a dead letter out of the audit trail, logs and stored dead letters', async () => {
    const turn = await producer.submitTurn(
      { sessionId: 'secrets', userId: 'tester', agentId: 'test', message: `remember this:\n${SECRET_TEXT}` },
      { timeoutMs: 20_000 },
    );
    const tool = await producer.submitPacket(forged('echo_secrets'), { at: 'executor', timeoutMs: 20_000 });
    expect(tool.execution?.steps[0]?.output).toContain(SECRETS['stripe key']);
    const lettered = randomUUID();
    await producer.submitRaw({ id: lettered, schemaVersion: 1, turn: { message: SECRET_TEXT }, hop: 'x' });
    const letter = await (async () => {
      const deadline = Date.now() + 20_000;
      while (Date.now() < deadline) {
        const found = (await deadLetters.list(0, 500)).find((l) => l.packetId === lettered);
        if (found) return found;
        await new Promise((r) => setTimeout(r, 100));
      }
      return undefined;
    })();
    expect(letter).toBeDefined();
    const audit = JSON.stringify([...(await producer.audit(turn.id)), ...(await producer.audit(tool.id)), ...(await producer.audit(lettered))]);
    const stored = JSON.stringify(await deadLetters.list(0, 500));
    expect(stored).toContain('[redacted:');
    const kinds = Object.keys(SECRETS);
    const row = await attack('secret kinds vs audit trail, logs and dead letters', kinds.length, async (i) => {
      const secret = SECRETS[kinds[i]!]!;
      return !audit.includes(secret) && !logs.includes(secret) && !stored.includes(secret);
    });
    expect(row.broke).toBe(0);
  });
});
