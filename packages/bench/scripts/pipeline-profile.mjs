// The full pipeline alone: CPU per turn at saturation (what `node --cpu-prof` of it profiles), then single-turn p50 latency.
// Run after `npm run build`: node --cpu-prof packages/bench/scripts/pipeline-profile.mjs [turns]
import { composerStage } from '@switchyard/composer';
import { createExecutorStage } from '@switchyard/executor';
import { createRedis, inStartupOrder, purgePrefix, StageRuntime, TurnProducer } from '@switchyard/platform';
import { reviewerStage } from '@switchyard/reviewer';
import { routerStage } from '@switchyard/router';
import { selectorStage } from '@switchyard/selector';
import { benchConfig } from '../dist/bench-config.js';
import { benchTransports } from '../dist/bench-servers.js';
import { discardingLogger, startDiscardingTracing } from '../dist/quiet.js';

const TURNS = Number(process.argv[2] ?? 2000);
const BATCH = 100;
const stopTracing = startDiscardingTracing();
const config = benchConfig('pipeline-profile');
const stages = { router: routerStage, selector: selectorStage, reviewer: reviewerStage, composer: composerStage };
const pipeline = await StageRuntime.start(
  inStartupOrder({ ...stages, executor: createExecutorStage({ transports: benchTransports() }) }),
  config,
  discardingLogger(),
);
const producer = await TurnProducer.connect(config);
let n = 0;
const turn = () => {
  n += 1;
  return producer.submitTurn({ sessionId: `p-${n}`, userId: 'bench', agentId: 'bench', message: 'look up the record with key "rec-1"' });
};
for (let i = 0; i < 40; i += 1) await turn();
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
console.log(JSON.stringify({ pipelineCpuMsPerTurn: Math.round(cpuMsPerTurn * 100) / 100, pipelineP50Ms: Math.round(latencies[50] * 100) / 100 }));
await pipeline.close();
await producer.close();
await stopTracing();
const redis = createRedis(config.redis.url, 'profile-cleanup');
await purgePrefix(redis, config.prefix);
redis.disconnect();
process.exit(0);
