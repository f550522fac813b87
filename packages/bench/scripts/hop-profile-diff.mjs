// Where the runtime's pass-through path spends beyond the bare chain, function by function: each side alone (the
// bare chain, then the runtime with pass-through stages, both carrying the pipeline's final packet, 40 turns in
// flight as `--quick` sends them), warmed first, then profiled in-process over the same number of turns: the CPU
// profiler's self time, the collector's pauses, and the sampling heap profiler's allocations, each per turn, and what
// is still alive while a round is in flight (what each young-generation collection must copy), with the functions
// whose share grows most listed beside the bare chain's. Profiler samples count wall time on the main thread (a
// descheduled syscall included), so read the busy totals beside `process.cpuUsage`'s CPU per turn, printed too.
// Run after `npm run build`: node packages/bench/scripts/hop-profile-diff.mjs [turns] [rows]
import { randomUUID } from 'node:crypto';
import { Session } from 'node:inspector/promises';
import { basename } from 'node:path';
import { PerformanceObserver } from 'node:perf_hooks';
import { createRedis, purgePrefix, StageRuntime, TurnProducer } from '@switchyard/platform';
import { BareChain } from '../dist/bare-chain.js';
import { benchConfig } from '../dist/bench-config.js';
import { passThroughStages } from '../dist/pass-through-stages.js';
import { pipelineStages } from '../dist/pipeline-stages.js';
import { discardingLogger, startDiscardingTracing } from '../dist/quiet.js';

const TURNS = Number(process.argv[2] ?? 4000);
const ROWS = Number(process.argv[3] ?? 25);
const IN_FLIGHT = 40;

const stopTracing = startDiscardingTracing();
const prefixes = [];
const config = (label) => {
  const made = benchConfig(label, { jobs: { keepCompletedSeconds: 600 } });
  prefixes.push(made.prefix);
  return made;
};

// The pipeline's final packet: the largest it sends, as `switchyard bench` has both sides carry.
const pipelineConfig = config('diff-pipeline');
const pipeline = await StageRuntime.start(pipelineStages(), pipelineConfig, discardingLogger());
const pipelineProducer = await TurnProducer.connect(pipelineConfig);
const sample = await pipelineProducer.submitTurn({ sessionId: 'diff', userId: 'bench', agentId: 'bench', message: 'look up the record with key "rec-1"' });
await pipelineProducer.close();
await pipeline.close();

async function bareSide() {
  const { redis, prefix, stages } = config('diff-bare');
  const chain = await BareChain.start(redis.url, prefix, stages.router.concurrency);
  return { turn: () => chain.run(randomUUID(), sample), close: () => chain.close() };
}

async function passThroughSide() {
  const passConfig = config('diff-pass');
  const runtime = await StageRuntime.start(passThroughStages(), passConfig, discardingLogger());
  const producer = await TurnProducer.connect(passConfig);
  return {
    turn: () => producer.submitPacket({ ...sample, id: randomUUID(), hop: 0, status: { state: 'queued', log: [] } }, { timeoutMs: 120_000 }),
    close: async () => {
      await producer.close();
      await runtime.close();
    },
  };
}

const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1_000;
};

async function turns(side, count) {
  for (let done = 0; done < count; done += IN_FLIGHT) await Promise.all(Array.from({ length: IN_FLIGHT }, side.turn));
}

/** The collector's pauses on the main thread, young-generation (minor) and the rest apart. */
let pauses = [];
new PerformanceObserver((list) => pauses.push(...list.getEntries())).observe({ entryTypes: ['gc'] });
const MINOR_GC = 1;

const frameName = ({ functionName, url, lineNumber }) => `${functionName || '(anonymous)'} ${url ? basename(url) : ''}:${lineNumber + 1}`;

/** Self time per function, in µs per turn. */
function selfTimes(profile) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const times = new Map();
  profile.samples.forEach((id, i) => {
    const name = frameName(byId.get(id).callFrame);
    times.set(name, (times.get(name) ?? 0) + profile.timeDeltas[i] / TURNS);
  });
  return times;
}

/** Bytes allocated per function (those still alive when sampling stopped, without `includeObjectsCollected…`), in KB per turn. */
function allocations(profile, turnCount) {
  const sizes = new Map();
  const visit = (node) => {
    const name = frameName(node.callFrame);
    sizes.set(name, (sizes.get(name) ?? 0) + node.selfSize / 1024 / turnCount);
    for (const child of node.children) visit(child);
  };
  visit(profile.head);
  return sizes;
}

async function measure(side) {
  await turns(side, 10 * IN_FLIGHT);
  const inspector = new Session();
  inspector.connect();
  await inspector.post('Profiler.enable');
  await inspector.post('Profiler.start');
  pauses = [];
  const started = cpuMs();
  await turns(side, TURNS);
  const cpuMsPerTurn = (cpuMs() - started) / TURNS;
  const { profile } = await inspector.post('Profiler.stop');
  const minor = pauses.filter((pause) => pause.detail?.kind === MINOR_GC);
  const pauseMs = (list) => list.reduce((total, pause) => total + pause.duration, 0);
  const collector = {
    minorPerThousandTurns: round((minor.length * 1_000) / TURNS, 1),
    minorMsEach: round(pauseMs(minor) / Math.max(1, minor.length), 2),
    pauseMsPerTurn: round(pauseMs(pauses) / TURNS),
  };
  await inspector.post('HeapProfiler.enable');
  await inspector.post('HeapProfiler.startSampling', {
    samplingInterval: 4096,
    includeObjectsCollectedByMajorGC: true,
    includeObjectsCollectedByMinorGC: true,
  });
  await turns(side, TURNS / 2);
  const { profile: heap } = await inspector.post('HeapProfiler.stopSampling');
  // Then what is alive halfway through a round (allocated since sampling began, and not collected since).
  await inspector.post('HeapProfiler.startSampling', { samplingInterval: 1024 });
  await turns(side, 10 * IN_FLIGHT);
  const inFlight = Promise.all(Array.from({ length: IN_FLIGHT }, side.turn));
  await new Promise((resolve) => setTimeout(resolve, 15));
  const { profile: live } = await inspector.post('HeapProfiler.stopSampling');
  await inFlight;
  inspector.disconnect();
  return { cpuMsPerTurn, collector, self: selfTimes(profile), allocated: allocations(heap, TURNS / 2), live: allocations(live, 1) };
}

const sum = (map, skip = () => false) => [...map].reduce((total, [name, value]) => (skip(name) ? total : total + value), 0);
const round = (value, places = 3) => Math.round(value * 10 ** places) / 10 ** places;

/** The rows whose value grows most from the bare chain to the runtime. */
function grown(bare, pass, places) {
  const names = new Set([...bare.keys(), ...pass.keys()]);
  return [...names]
    .map((name) => [name, bare.get(name) ?? 0, pass.get(name) ?? 0])
    .sort((a, b) => b[2] - b[1] - (a[2] - a[1]))
    .slice(0, ROWS)
    .map(([name, before, after]) => ({ name, bare: round(before, places), passThrough: round(after, places), more: round(after - before, places) }));
}

const sides = {};
for (const [name, start] of [
  ['bare', bareSide],
  ['passThrough', passThroughSide],
]) {
  const side = await start();
  sides[name] = await measure(side);
  await side.close();
}
const idle = (name) => name.startsWith('(idle)');
const { bare, passThrough } = sides;
console.log(
  JSON.stringify(
    {
      turns: TURNS,
      inFlight: IN_FLIGHT,
      cpuMsPerTurn: { bare: round(bare.cpuMsPerTurn), passThrough: round(passThrough.cpuMsPerTurn) },
      collector: { bare: bare.collector, passThrough: passThrough.collector },
      sampledBusyMsPerTurn: { bare: round(sum(bare.self, idle) / 1_000), passThrough: round(sum(passThrough.self, idle) / 1_000) },
      selfMicrosecondsPerTurn: grown(bare.self, passThrough.self, 1),
      allocatedKbPerTurn: { bare: round(sum(bare.allocated), 1), passThrough: round(sum(passThrough.allocated), 1) },
      allocatedKbPerTurnByFunction: grown(bare.allocated, passThrough.allocated, 2),
      aliveKbInFlight: { bare: round(sum(bare.live), 1), passThrough: round(sum(passThrough.live), 1) },
      aliveKbInFlightByFunction: grown(bare.live, passThrough.live, 2),
    },
    null,
    2,
  ),
);
await stopTracing();
const redis = createRedis(pipelineConfig.redis.url, 'diff-cleanup');
for (const prefix of prefixes) await purgePrefix(redis, prefix);
redis.disconnect();
process.exit(0);
