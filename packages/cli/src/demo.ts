// `npm run demo`: the five stages in this process, a handful of real turns
// against the bundled example workspace, each reply and timeline printed.
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Packet } from '@switchyard/packet-schema';
import { qualifiedToolName } from '@switchyard/packet-schema';
import { assertRedisReachable, createLogger, createRedis, purgePrefix, loadConfig, StageRuntime, SwitchyardError, TurnProducer } from '@switchyard/platform';
import { stagesNamed } from './all-stages.js';
import { formatTurn } from './format-turn.js';

const examples = fileURLToPath(new URL('../../../examples/', import.meta.url));

interface DemoTurn {
  title: string;
  message: string;
  /** What must hold for the demo to count this turn as shown. */
  expect: (packet: Packet) => string | undefined;
  /** The turn parks for approval, and the demo answers yes as a person would. */
  approve?: boolean;
}

const ranTools = (p: Packet) => (p.execution?.steps ?? []).filter((s) => s.ok).map((s) => qualifiedToolName(s));

const TURNS: DemoTurn[] = [
  {
    title: 'A direct answer: no tool needed',
    message: 'hello, how are you?',
    expect: (p) => (p.execution ? 'a tool ran' : undefined),
  },
  {
    title: 'A file read',
    message: 'read the file notes/todo.md',
    expect: (p) => (p.reply?.text.includes('TLS certificate') ? undefined : 'the reply lacks the file content'),
  },
  {
    title: 'A two-file read',
    message: 'read the files notes/todo.md and notes/ideas.md',
    expect: (p) => (p.reply?.text.includes('TLS certificate') && p.reply.text.includes('weekly digest') ? undefined : 'the reply lacks one of the files'),
  },
  {
    title: 'A memory-graph write (it changes state, so it waits for approval; the demo approves)',
    approve: true,
    message: 'create an entity named "Switchyard" of type "project" with the observation "routes chat turns to tools"',
    expect: (p) => (ranTools(p).some((t) => t.startsWith('memory.')) ? undefined : 'no memory tool ran'),
  },
  {
    title: '… and read-back',
    message: 'search the memory graph for "Switchyard"',
    expect: (p) => (p.reply?.text.includes('routes chat turns to tools') ? undefined : 'the observation was not read back'),
  },
  {
    title: 'A low-confidence turn: the plan is not executed',
    message: 'read the file',
    expect: (p) => (p.execution ? 'tools ran below the confidence gate' : undefined),
  },
];

/** The demo's config, as the user would name it from here: what the approval hint repeats. */
const configFile = `${examples}switchyard.config.json`;
const hints = { config: relative(process.cwd(), configFile) };

async function main(): Promise<number> {
  rmSync(`${examples}memory.jsonl`, { force: true });
  const config = loadConfig({
    file: configFile,
    // Its own prefix, so leftovers of other runs on this Redis never mix in.
    overrides: { prefix: `switchyard-demo-${randomBytes(3).toString('hex')}` },
  });
  await assertRedisReachable(config.redis.url);
  const runtime = await StageRuntime.start(stagesNamed(), config, createLogger({ name: 'demo', level: process.env.LOG_LEVEL ?? 'warn' }));
  const producer = await TurnProducer.connect(config);
  let failures = 0;
  try {
    for (const [index, turn] of TURNS.entries()) {
      const started = performance.now();
      let packet = await producer.submitTurn({ sessionId: 'demo', userId: 'demo-user', agentId: 'demo', message: turn.message });
      process.stdout.write(`\n━━ ${index + 1}. ${turn.title}\n> ${turn.message}\n\n`);
      // A plan the engine offers because it is not sure is answered yes, as a person would who asked for it.
      if ((turn.approve || packet.plan?.offered) && packet.status.state === 'awaiting_approval') {
        process.stdout.write(`${formatTurn(packet, undefined, hints)}\n\n… ${packet.plan?.offered ? 'answering yes' : 'approving'} as demo-user\n\n`);
        packet = await producer.answerApproval(packet.id, 'approve', 'demo-user');
      }
      const problem = packet.status.state === 'failed' ? `the turn failed: ${packet.status.error}` : turn.expect(packet);
      if (problem) failures += 1;
      process.stdout.write(`${formatTurn(packet, performance.now() - started, hints)}\n`);
      process.stdout.write(problem ? `  ✗ ${problem}\n` : '');
    }
  } finally {
    await producer.close();
    const redis = createRedis(config.redis.url, 'demo-cleanup');
    await runtime.close();
    await purgePrefix(redis, config.prefix);
    redis.disconnect();
  }
  process.stdout.write(`\n${TURNS.length - failures}/${TURNS.length} turns showed what they should.\n`);
  return failures === 0 ? 0 : 1;
}

main().then(
  (code) => (process.exitCode = code),
  (error: unknown) => {
    process.stderr.write(`demo: ${error instanceof SwitchyardError ? error.message : ((error as Error).stack ?? String(error))}\n`);
    process.exitCode = 1;
  },
);
