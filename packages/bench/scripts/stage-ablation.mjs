// What each stage costs the full pipeline at saturation, as `switchyard bench --quick` runs it (a message of its
// own each turn, 40 turns in flight): the pipeline with all five real stages, then with one stage at a time
// replaced by a stand-in that hands on what that stage made of a recorded turn (its fields copied onto the packet
// it is given, the same edge and note), then with all five replaced. A stage's cost is the pipeline's CPU per turn
// less that of the pipeline without it: its handler, and whatever its work adds around it (promises, allocations
// and the collector, its own round trips). All run at once and take turns in rounds, the order rotating, so a shared
// machine's load falls on all alike; prints the median CPU per turn of each. Run after `npm run build`:
// node packages/bench/scripts/stage-ablation.mjs [rounds] [turns per round]
// (ONLY=<variant>,<variant>: only those, as labelled in the table; PROFILE_DIR=<folder>: CPU profiles of the last round)
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { createRedis, purgePrefix, StageRuntime, TurnProducer } from '@switchyard/platform';
import { benchConfig } from '../dist/bench-config.js';
import { pipelineStages } from '../dist/pipeline-stages.js';
import { discardingLogger, startDiscardingTracing } from '../dist/quiet.js';
import { withHandle } from './with-handle.mjs';

const ROUNDS = Number(process.argv[2] ?? 5);
const TURNS = Number(process.argv[3] ?? 200);
const IN_FLIGHT = 40;
/** The packet's own fields, which every turn has its own of: never copied from the recorded turn. */
const OWN = new Set(['id', 'schemaVersion', 'createdAt', 'hop', 'turn', 'status', 'trace']);
const cpu = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1_000;
};

/** Each stage's recorded visit: the fields it changed, its edge and its note. */
const recorded = new Map();
const recording = (definition) =>
  withHandle(definition, (handler) => async (packet, ctx) => {
    const before = structuredClone(packet);
    const result = await handler.handle(packet, ctx);
    const changed = Object.keys({ ...before, ...result.packet }).filter(
      (key) => !OWN.has(key) && JSON.stringify(before[key]) !== JSON.stringify(result.packet[key]),
    );
    const fields = Object.fromEntries(changed.map((key) => [key, result.packet[key]]));
    recorded.set(definition.name, { fields: structuredClone(fields), edge: result.edge, note: result.note });
    return result;
  });
/**
 * A stage that does no work on the turn: the recorded visit's fields on the packet it is given. It is still made
 * as the real one is (the executor's connects its servers and publishes the catalog the router reads).
 */
const standIn = (definition) =>
  withHandle(definition, () => {
    const { fields, edge, note } = recorded.get(definition.name);
    return async (packet) => ({ packet: { ...packet, ...structuredClone(fields) }, edge, note });
  });

const stopTracing = startDiscardingTracing();
const real = pipelineStages();
const names = real.map((stage) => stage.name);
{
  const config = benchConfig('ablation-record', { jobs: { keepCompletedSeconds: 600 } });
  const runtime = await StageRuntime.start(real.map(recording), config, discardingLogger());
  const producer = await TurnProducer.connect(config);
  await producer.submitTurn({ sessionId: 'record', userId: 'bench', agentId: 'bench', message: 'look up the record with key "rec-0"' });
  await producer.close();
  await runtime.close();
  const redis = createRedis(config.redis.url, 'ablation-cleanup');
  await purgePrefix(redis, config.prefix);
  redis.disconnect();
}
const variants = [
  { label: 'all real', stages: real },
  ...names.map((name) => ({ label: `without ${name}`, stages: real.map((stage) => (stage.name === name ? standIn(stage) : stage)) })),
  { label: 'none real', stages: real.map(standIn) },
].filter((v) => !process.env.ONLY || process.env.ONLY.split(',').includes(v.label));
// PROFILE_DIR=<folder>: a CPU profile of each variant's measured turns in the last round.
const profiler = process.env.PROFILE_DIR ? new Session() : undefined;
if (profiler) {
  profiler.connect();
  await profiler.post('Profiler.enable');
}
// All variants run at once, each on a prefix of its own, and take turns (as the bench's contenders do): a
// runtime's start and close take longer than its turns.
const running = [];
for (const variant of variants) {
  const config = benchConfig('ablation', { jobs: { keepCompletedSeconds: 600 } });
  const runtime = await StageRuntime.start(variant.stages, config, discardingLogger());
  const producer = await TurnProducer.connect(config);
  running.push({ ...variant, config, runtime, producer, cpuMs: [] });
}
let n = 0;
const turnOf = (producer) => async () => {
  n += 1;
  const packet = await producer.submitTurn({ sessionId: `bench-${n}`, userId: 'bench', agentId: 'bench', message: `look up the record with key "rec-${n}"` });
  if (packet.status.state !== 'done' || !packet.execution?.steps[0]?.ok)
    throw new Error(`a turn did not run its tool: ${packet.status.error ?? packet.reply?.text}`);
};
for (const { producer } of running) for (let i = 0; i < 40; i += 1) await turnOf(producer)();
for (let round = 0; round < ROUNDS; round += 1) {
  for (let k = 0; k < running.length; k += 1) {
    const variant = running[(round + k) % running.length];
    const turn = turnOf(variant.producer);
    const profiling = profiler && round === ROUNDS - 1;
    if (profiling) await profiler.post('Profiler.start');
    const at = cpu();
    for (let done = 0; done < TURNS; done += IN_FLIGHT) await Promise.all(Array.from({ length: Math.min(IN_FLIGHT, TURNS - done) }, turn));
    variant.cpuMs.push((cpu() - at) / TURNS);
    if (profiling) {
      const { profile } = await profiler.post('Profiler.stop');
      writeFileSync(`${process.env.PROFILE_DIR}/${variant.label.replace(/ /g, '-')}.cpuprofile`, JSON.stringify(profile));
    }
  }
}
const redis = createRedis(running[0].config.redis.url, 'ablation-cleanup');
for (const { runtime, producer, config } of running) {
  await producer.close();
  await runtime.close();
  await purgePrefix(redis, config.prefix);
}
redis.disconnect();
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const all = median(running.find((v) => v.label === 'all real')?.cpuMs ?? [Number.NaN]);
const rows = running.map(({ label, cpuMs }) => {
  const ms = median(cpuMs);
  return { variant: label, cpuMsPerTurn: Number(ms.toFixed(3)), lessThanAllReal: Number((all - ms).toFixed(3)) };
});
console.table(rows);
await stopTracing();
process.exit(0);
