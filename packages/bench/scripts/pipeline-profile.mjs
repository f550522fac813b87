// The full pipeline alone, or with `--pass-through` the runtime with pass-through stages carrying the pipeline's
// final packet (as `switchyard bench` runs it): CPU per turn at saturation (what `node --cpu-prof` of it profiles),
// then single-turn p50 latency.
// Run after `npm run build`: node_modules/.bin/node --cpu-prof packages/bench/scripts/pipeline-profile.mjs [turns] [--pass-through]
import { randomUUID } from 'node:crypto';
import { composerStage } from '@switchyard/composer';
import { createExecutorStage } from '@switchyard/executor';
import { createRedis, inStartupOrder, purgePrefix, StageRuntime, TurnProducer } from '@switchyard/platform';
import { reviewerStage } from '@switchyard/reviewer';
import { routerStage } from '@switchyard/router';
import { selectorStage } from '@switchyard/selector';
import { benchConfig } from '../dist/bench-config.js';
import { benchTransports } from '../dist/bench-servers.js';
import { passThroughStages } from '../dist/pass-through-stages.js';
import { discardingLogger, startDiscardingTracing } from '../dist/quiet.js';

const passThrough = process.argv.includes('--pass-through');
const TURNS = Number(process.argv.slice(2).find((arg) => !arg.startsWith('--')) ?? 2000);
const BATCH = 100;
const name = passThrough ? 'passThrough' : 'pipeline';
const stopTracing = startDiscardingTracing();
const config = benchConfig('pipeline-profile', { jobs: { keepCompletedSeconds: 600 } });
const stages = { router: routerStage, selector: selectorStage, reviewer: reviewerStage, composer: composerStage };
const pipeline = await StageRuntime.start(
  inStartupOrder({ ...stages, executor: createExecutorStage({ transports: benchTransports() }) }),
  config,
  discardingLogger(),
);
const producer = await TurnProducer.connect(config);
let n = 0;
const pipelineTurn = () => {
  n += 1;
  return producer.submitTurn({ sessionId: `p-${n}`, userId: 'bench', agentId: 'bench', message: 'look up the record with key "rec-1"' });
};
let turn = pipelineTurn;
let closers = [() => pipeline.close(), () => producer.close()];
if (passThrough) {
  // Only the pipeline's final packet is wanted from it: the largest it sends.
  const sample = await pipelineTurn();
  for (const close of closers) await close();
  const runtime = await StageRuntime.start(passThroughStages(), config, discardingLogger());
  const passProducer = await TurnProducer.connect(config);
  turn = () => passProducer.submitPacket({ ...sample, id: randomUUID(), hop: 0, status: { state: 'queued', log: [] } }, { timeoutMs: 120_000 });
  closers = [() => runtime.close(), () => passProducer.close()];
}
for (let i = 0; i < (passThrough ? 200 : 40); i += 1) await turn();
const cpu = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1_000;
};
const started = cpu();
for (let done = 0; done < TURNS; done += BATCH) await Promise.all(Array.from({ length: BATCH }, turn));
const cpuMsPerTurn = (cpu() - started) / TURNS;
// Then one turn at a time: the single-turn latency.
const latencies = [];
for (let i = 0; i < 100; i += 1) {
  const at = performance.now();
  await turn();
  latencies.push(performance.now() - at);
}
latencies.sort((a, b) => a - b);
console.log(JSON.stringify({ [`${name}CpuMsPerTurn`]: Math.round(cpuMsPerTurn * 1000) / 1000, [`${name}P50Ms`]: Math.round(latencies[50] * 100) / 100 }));
for (const close of closers) await close();
await stopTracing();
const redis = createRedis(config.redis.url, 'profile-cleanup');
await purgePrefix(redis, config.prefix);
redis.disconnect();
process.exit(0);
