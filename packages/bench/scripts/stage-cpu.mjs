// Where the full pipeline's CPU goes, stage by stage: the bench's five real stages in one process, one turn at a
// time (so the process CPU between a handler's call and its promise settling is that handler's), warmed, then per
// turn the CPU of each stage's handler and of the whole turn; the rest of the turn is the runtime around the
// handlers (fetch, packet checks, record, forward, the producer's side). With `--pass-through`, the runtime with
// pass-through stages carrying the pipeline's final packet, measured the same way: what the runtime costs one
// turn at a time when the stages do nothing. Run after `npm run build`:
// node packages/bench/scripts/stage-cpu.mjs [turns] [--pass-through] (ALONE=<stage>: only that handler alone;
// PROFILE=<file>: a CPU profile of the alone part)
import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { createRedis, purgePrefix, StageRuntime, TurnProducer } from '@switchyard/platform';
import { benchConfig } from '../dist/bench-config.js';
import { passThroughStages } from '../dist/pass-through-stages.js';
import { pipelineStages } from '../dist/pipeline-stages.js';
import { discardingLogger, startDiscardingTracing } from '../dist/quiet.js';
import { withHandle } from './with-handle.mjs';

const passThrough = process.argv.includes('--pass-through');
const TURNS = Number(process.argv.slice(2).find((arg) => !arg.startsWith('--')) ?? 400);
const cpu = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1_000;
};
const spent = new Map();
let counting = false;
/** Each stage's handler and the arguments of its last call, to call it again alone. */
const lastCall = new Map();
/** The stage with its handler timed: CPU from its call until its promise settles. */
const timed = (definition) =>
  withHandle(definition, (handler) => async (...args) => {
    lastCall.set(definition.name, { handler, args });
    const at = cpu();
    try {
      return await handler.handle(...args);
    } finally {
      if (counting) spent.set(definition.name, (spent.get(definition.name) ?? 0) + cpu() - at);
    }
  });
const stopTracing = startDiscardingTracing();
const config = benchConfig('stage-cpu', { jobs: { keepCompletedSeconds: 600 } });
let runtime = await StageRuntime.start(pipelineStages().map(timed), config, discardingLogger());
let producer = await TurnProducer.connect(config);
let n = 0;
let turn = () => {
  n += 1;
  return producer.submitTurn({ sessionId: `s-${n}`, userId: 'bench', agentId: 'bench', message: `look up the record with key "rec-${n}"` });
};
if (passThrough) {
  // Only the pipeline's final packet is wanted from it: the largest it sends.
  const sample = await turn();
  await producer.close();
  await runtime.close();
  runtime = await StageRuntime.start(passThroughStages().map(timed), config, discardingLogger());
  producer = await TurnProducer.connect(config);
  turn = () => producer.submitPacket({ ...sample, id: randomUUID(), hop: 0, status: { state: 'queued', log: [] } }, { timeoutMs: 120_000 });
}
for (let i = 0; i < 100; i += 1) await turn();
counting = true;
const started = cpu();
for (let i = 0; i < TURNS; i += 1) await turn();
const total = (cpu() - started) / TURNS;
const perStage = Object.fromEntries([...spent].map(([stage, ms]) => [stage, Number((ms / TURNS).toFixed(3))]));
const handlers = [...spent.values()].reduce((sum, ms) => sum + ms, 0) / TURNS;
// Then each handler alone, on the last packet it was given (with a session and a message of its own), while nothing
// else runs: a handler that awaits Redis or a tool shares its visit's CPU with whatever else the process does
// meanwhile (the previous stage's finishing, the workers' fetches), which the in-turn figure above counts as its own.
const alone = {};
// PROFILE=<file>: a CPU profile of the handlers' alone part only (with ALONE, of that one handler).
const profiler = process.env.PROFILE ? new Session() : undefined;
if (profiler) {
  profiler.connect();
  await profiler.post('Profiler.enable');
  await profiler.post('Profiler.start');
}
for (const [stage, { handler, args }] of lastCall) {
  if (process.env.ALONE && process.env.ALONE !== stage) continue;
  // Each call a new session's, on a message of its own, as each bench turn is (the engine keeps what it read of a
  // message; a session's store keeps its exchanges).
  const [packet, ctx] = args;
  const call = (i) =>
    handler.handle({ ...packet, turn: { ...packet.turn, sessionId: `${stage}-${i}`, message: `look up the record with key "${stage}-${i}"` } }, ctx);
  for (let i = 0; i < 50; i += 1) await call(-1 - i);
  const at = cpu();
  for (let i = 0; i < TURNS; i += 1) await call(i);
  alone[stage] = Number(((cpu() - at) / TURNS).toFixed(3));
}
if (profiler) writeFileSync(process.env.PROFILE, JSON.stringify((await profiler.post('Profiler.stop')).profile));
console.log(
  JSON.stringify({
    turnCpuMs: Number(total.toFixed(3)),
    handlersCpuMs: perStage,
    aroundHandlersCpuMs: Number((total - handlers).toFixed(3)),
    handlersAloneCpuMs: alone,
  }),
);
await producer.close();
await runtime.close();
await stopTracing();
const redis = createRedis(config.redis.url, 'stage-cpu-cleanup');
await purgePrefix(redis, config.prefix);
redis.disconnect();
process.exit(0);
