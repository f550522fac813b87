// What five hops cost, the bare chain beside the runtime with pass-through stages, in one process:
// process CPU per turn at saturation (rounds interleaved), single-turn latency and time between
// stages, and the Redis commands and socket writes each side sends per turn, counted on the client
// (BullMQ's included); the full pipeline's CPU, commands and writes per turn beside them.
// Run after `npm run build`: node packages/bench/scripts/hop-cost.mjs [turns]
import { randomUUID } from 'node:crypto';
import { Socket } from 'node:net';
import { composerStage } from '@switchyard/composer';
import { createExecutorStage } from '@switchyard/executor';
import { createRedis, inStartupOrder, purgePrefix, Redis, StageRuntime, TurnProducer } from '@switchyard/platform';
import { reviewerStage } from '@switchyard/reviewer';
import { routerStage } from '@switchyard/router';
import { selectorStage } from '@switchyard/selector';
import { BareChain } from '../dist/bare-chain.js';
import { benchConfig } from '../dist/bench-config.js';
import { benchTransports } from '../dist/bench-servers.js';
import { passThroughStages } from '../dist/pass-through-stages.js';
import { discardingLogger, startDiscardingTracing } from '../dist/quiet.js';

const TURNS = Number(process.argv[2] ?? 500);
const ROUNDS = 5;
const LATENCY_TURNS = 80;
const COUNTED_TURNS = 100;

const counted = new Map();
let counting = false;
const send = Redis.prototype.sendCommand;
Redis.prototype.sendCommand = function (command, ...rest) {
  if (counting) counted.set(command.name, (counted.get(command.name) ?? 0) + 1);
  return send.call(this, command, ...rest);
};
// One call per write handed to the kernel (a corked batch of commands is one).
let socketWrites = 0;
const writeGeneric = Socket.prototype._writeGeneric;
Socket.prototype._writeGeneric = function (...args) {
  if (counting) socketWrites += 1;
  return writeGeneric.apply(this, args);
};
const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1_000;
};
const p50 = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const stopTracing = startDiscardingTracing();
const configs = [benchConfig('hop-pipeline'), benchConfig('hop-pass', { jobs: { keepCompletedSeconds: 600 } }), benchConfig('hop-bare')];
const [pipelineConfig, passConfig, bareConfig] = configs;
const closers = [];
try {
  // The packet both sides carry: the real pipeline's final one, as `switchyard bench` does.
  const stages = { router: routerStage, selector: selectorStage, reviewer: reviewerStage, composer: composerStage };
  const pipeline = await StageRuntime.start(
    inStartupOrder({ ...stages, executor: createExecutorStage({ transports: benchTransports() }) }),
    pipelineConfig,
    discardingLogger(),
  );
  const pipelineProducer = await TurnProducer.connect(pipelineConfig);
  const sample = await pipelineProducer.submitTurn({
    sessionId: 'hop-cost',
    userId: 'bench',
    agentId: 'bench',
    message: 'look up the record with key "rec-1"',
  });
  closers.push(
    () => pipeline.close(),
    () => pipelineProducer.close(),
  );

  const passRuntime = await StageRuntime.start(passThroughStages(), passConfig, discardingLogger());
  closers.push(() => passRuntime.close());
  const passProducer = await TurnProducer.connect(passConfig);
  closers.push(() => passProducer.close());
  const chain = await BareChain.start(bareConfig.redis.url, bareConfig.prefix, passConfig.stages.router.concurrency);
  closers.push(() => chain.close());
  let pipelineTurns = 0;
  const nextSession = () => {
    pipelineTurns += 1;
    return `hop-cost-${pipelineTurns}`;
  };
  const sides = {
    pipeline: {
      run: () =>
        pipelineProducer.submitTurn({
          sessionId: nextSession(),
          userId: 'bench',
          agentId: 'bench',
          message: 'look up the record with key "rec-1"',
        }),
      cpu: 0,
      latencies: [],
      between: [],
    },
    bare: { run: () => chain.run(randomUUID(), sample), cpu: 0, latencies: [], between: [] },
    passThrough: {
      run: () => passProducer.submitPacket({ ...sample, id: randomUUID(), hop: 0, status: { state: 'queued', log: [] } }, { timeoutMs: 120_000 }),
      cpu: 0,
      latencies: [],
      between: [],
    },
  };
  const names = Object.keys(sides);
  for (const name of names) for (let i = 0; i < 20; i += 1) await sides[name].run();
  const commandsPerTurn = {};
  for (const name of names) {
    counted.clear();
    socketWrites = 0;
    counting = true;
    await Promise.all(Array.from({ length: COUNTED_TURNS }, () => sides[name].run()));
    counting = false;
    const byCommand = Object.fromEntries([...counted].sort((a, b) => b[1] - a[1]).map(([command, n]) => [command, n / COUNTED_TURNS]));
    commandsPerTurn[name] = { total: Object.values(byCommand).reduce((a, b) => a + b, 0), socketWrites: socketWrites / COUNTED_TURNS, byCommand };
  }
  for (let r = 0; r < ROUNDS; r += 1) {
    for (let k = 0; k < names.length; k += 1) {
      const side = sides[names[(r + k) % names.length]];
      const started = cpuMs();
      await Promise.all(Array.from({ length: TURNS / ROUNDS }, () => side.run()));
      side.cpu += cpuMs() - started;
    }
  }
  for (let i = 0; i < LATENCY_TURNS; i += 1) {
    for (const name of ['bare', 'passThrough']) {
      const started = performance.now();
      const packet = await sides[name].run();
      const ms = performance.now() - started;
      sides[name].latencies.push(ms);
      sides[name].between.push(ms - (packet?.status.log.reduce((sum, entry) => sum + entry.ms, 0) ?? 0));
    }
  }
  const { bare, passThrough, pipeline: full } = sides;
  const report = {
    pipelineCpuMsPerTurn: full.cpu / TURNS,
    bareCpuMsPerTurn: bare.cpu / TURNS,
    passThroughCpuMsPerTurn: passThrough.cpu / TURNS,
    passThroughCpuRatio: passThrough.cpu / bare.cpu,
    bareP50Ms: p50(bare.latencies),
    passThroughBetweenStagesP50Ms: p50(passThrough.between),
    betweenStagesRatio: p50(passThrough.between) / p50(bare.latencies),
    commandsPerTurn,
  };
  console.log(JSON.stringify(report, (_key, value) => (typeof value === 'number' ? Math.round(value * 100) / 100 : value), 2));
} finally {
  for (const close of closers.reverse()) await close();
  await stopTracing();
  const redis = createRedis(passConfig.redis.url, 'hop-cost-cleanup');
  for (const config of configs) await purgePrefix(redis, config.prefix);
  redis.disconnect();
}
process.exit(0);
