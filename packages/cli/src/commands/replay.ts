import { newPacket, type Packet } from '@switchyard/packet-schema';
import type { StageName } from '@switchyard/packet-schema';
import {
  assertRedisReachable,
  ConfigError,
  createLogger,
  Deployment,
  loadConfig,
  MODEL_STAGES,
  NonRetryableError,
  PIPELINE,
  runStage,
  TurnProducer,
  type Destination,
  type StageDefinition,
  destinationOf,
} from '@switchyard/platform';
import { reviewerStage } from '@switchyard/reviewer';
import { routerStage } from '@switchyard/router';
import { selectorStage } from '@switchyard/selector';
import { NoToolCatalogError } from '@switchyard/tools';
import { cliCommand } from '../cli-command.js';
import { ReplayNeedsStagesError } from '../replay-needs-stages-error.js';

export interface ReplayOptions {
  config?: string;
  model?: string[];
  execute?: boolean;
  json?: boolean;
  timeout?: string;
}

/** The routing decisions of a turn, in the shape both columns are printed in. */
interface Decisions {
  route: string;
  plan: string[];
  review: string;
  next: string;
  reply?: string;
}

/**
 * `switchyard replay <packetId>`: runs the router, selector and reviewer again
 * on a recorded turn (with other models if asked) and prints their decisions
 * next to the recorded ones. Tools run only with `--execute` (as a new turn).
 */
export async function replay(packetId: string, options: ReplayOptions): Promise<number> {
  const config = loadConfig({ ...(options.config ? { file: options.config } : {}), env: { ...process.env, ...modelEnv(options.model ?? []) } });
  await assertRedisReachable(config.redis.url);
  const deployment = Deployment.connect(config, 'switchyard-replay');
  try {
    const recorded = await deployment.results.get(packetId);
    if (!recorded?.packet) {
      throw new NonRetryableError(`no recorded turn ${packetId}: finished turns are kept for jobs.resultTtlSeconds (${config.jobs.resultTtlSeconds} s)`);
    }
    const original = recorded.packet;
    const published = await deployment.catalog.snapshot().then(
      () => true,
      (error: unknown) => (error instanceof NoToolCatalogError ? false : Promise.reject(error)),
    );
    if (!published) throw new ReplayNeedsStagesError(config.prefix, cliCommand(['up'], options));
    const replayed = await rerunRouting(original, deployment);
    let executed: Packet | undefined;
    if (options.execute && replayed.next === ACTING_STAGE) {
      const producer = await TurnProducer.over(deployment);
      try {
        executed = await producer.submitPacket(replayed.packet, { at: ACTING_STAGE, timeoutMs: Number(options.timeout ?? 120_000) });
      } finally {
        await producer.close();
      }
    }
    const before = decisionsOf(original, original.status.state);
    const stoppedAt = executed ? executed.status.state : replayed.next === ACTING_STAGE ? `${ACTING_STAGE} (tools not run)` : replayed.next;
    const after = decisionsOf(executed ?? replayed.packet, stoppedAt, executed !== undefined);
    if (options.json) {
      process.stdout.write(`${JSON.stringify({ recorded: before, replay: after, replayPacket: executed ?? replayed.packet }, null, 2)}\n`);
    } else {
      process.stdout.write(`${sideBySide(before, after)}\n`);
      if (options.execute && !executed) process.stdout.write(`\nnothing executed: the replayed turn went to ${replayed.next}, not the executor\n`);
    }
    return 0;
  } finally {
    await deployment.close();
  }
}

/** `router=openai:gpt-4o-mini` → `SWITCHYARD_MODEL_ROUTER=openai:gpt-4o-mini` (the config's own override syntax). */
function modelEnv(choices: string[]): Record<string, string> {
  const env: Record<string, string> = {};
  for (const choice of choices) {
    const [stage, provider] = [choice.slice(0, choice.indexOf('=')), choice.slice(choice.indexOf('=') + 1)];
    if (!choice.includes('=') || !provider || !(MODEL_STAGES as readonly string[]).includes(stage)) {
      throw new ConfigError(`--model takes STAGE=PROVIDER[:MODEL] with STAGE one of ${MODEL_STAGES.join(', ')}, not "${choice}"`);
    }
    env[`SWITCHYARD_MODEL_${stage.toUpperCase()}`] = provider;
  }
  return env;
}

/** Where an approved plan goes: the first stage that acts in the world, where replay stops unless told to execute. */
const ACTING_STAGE = destinationOf('reviewer', 'approved');

/** The stages replay runs again: those that decide, before anything acts in the world. */
const DECIDING_STAGES: Partial<Record<StageName, StageDefinition>> = { router: routerStage, selector: selectorStage, reviewer: reviewerStage };

/**
 * The deciding stages in this process, on a fresh packet of the recorded turn,
 * through the same visit as a queued worker (validation, state, timeline) and
 * along the pipeline's edges; nothing is queued.
 */
async function rerunRouting(original: Packet, deployment: Deployment): Promise<{ packet: Packet; next: Destination }> {
  const { config } = deployment;
  const log = createLogger({ name: 'switchyard-replay', level: process.env.LOG_LEVEL ?? 'warn' });
  const deps = { config, log, deployment };
  // The recorded history, exactly; an empty summary keeps the router from reading the session (which now holds this turn).
  const turn = { ...structuredClone(original.turn), historySummary: original.turn.historySummary ?? '' };
  let packet = newPacket(turn, { maxReinjections: config.executor.maxReinjections });
  let next: Destination = PIPELINE.entry;
  for (let definition = DECIDING_STAGES[next]; definition; definition = next === 'done' || next === 'park' ? undefined : DECIDING_STAGES[next]) {
    const handler = await definition.create({ ...deps, log: log.child({ stage: definition.name }) });
    try {
      const run = await runStage(packet, { stage: definition.name, handler, log, attempt: 1, mayRetry: false });
      if (run.kind !== 'moved')
        throw new NonRetryableError(`replay stopped in ${definition.name}: ${run.kind === 'rejected' ? run.reason : String(run.error)}`);
      ({ packet, destination: next } = run);
    } finally {
      await handler.close?.();
    }
  }
  return { packet, next };
}

function decisionsOf(packet: Packet, next: string, withReply = true): Decisions {
  const route = packet.route;
  return {
    route: route ? `${route.needsTool ? 'needs a tool' : 'no tool'} (${route.decidedBy}, ${route.confidence.toFixed(2)})` : '-',
    plan: (packet.plan?.steps ?? []).map((s) => `${s.server}.${s.tool} ${JSON.stringify(s.arguments)}`),
    review: packet.review ? `${packet.review.approved ? 'approved' : 'not approved'} (${packet.review.confidence.toFixed(2)})` : '-',
    next,
    ...(withReply && packet.reply ? { reply: packet.reply.text } : {}),
  };
}

/** Two columns, one row per decision; rows that differ are marked with `*`. */
function sideBySide(before: Decisions, after: Decisions): string {
  const rows: [string, string, string][] = [
    ['route', before.route, after.route],
    ['review', before.review, after.review],
    ['ends at', before.next, after.next],
  ];
  const steps = Math.max(before.plan.length, after.plan.length, 1);
  for (let i = 0; i < steps; i++)
    rows.splice(1 + i, 0, [i === 0 ? 'plan' : '', before.plan[i] ?? (i === 0 ? '(none)' : ''), after.plan[i] ?? (i === 0 ? '(none)' : '')]);
  if (after.reply !== undefined) rows.push(['reply', clip(before.reply ?? '-'), clip(after.reply)]);
  const width = Math.min(60, Math.max(8, ...rows.map((r) => r[1].length)));
  // Only decisions are compared: where a replay without --execute stops says nothing about the strategy.
  const compared = (label: string) => label !== '' && label !== 'ends at';
  const line = (label: string, a: string, b: string) =>
    `${a === b || !compared(label) ? ' ' : '*'} ${label.padEnd(8)} ${clip(a, width).padEnd(width)} | ${clip(b, 60)}`;
  return [line('', 'recorded', 'replay'), ...rows.map(([label, a, b]) => line(label, a, b))].join('\n');
}

function clip(text: string, max = 60): string {
  const flat = text.replace(/\s+/g, ' ');
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}
