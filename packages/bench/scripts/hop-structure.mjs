// What separates the runtime's pass-through path from the bare chain besides the code a visit runs: the bare
// chain as `switchyard bench` builds it, then copies of it that each take one of the runtime's differences
// (its job and worker options, a job's return value, the metrics wrapper, one record script per visit, the
// runtime's own record code without audit entries, the producer's own connections, its look-up of an earlier
// result, its waiter's timer, the final packet on the result channel, the idle timers worker), one with all of
// them but the runtime's record code, and the runtime itself with pass-through stages (its log at info and at
// warn). All in one process on one Redis, rounds alternating with the order rotating; prints per variant the
// median CPU per turn at saturation, its system part, and the median of its per-round ratio to the bare chain
// (with SERIES=1, each round's CPU per turn too: the first rounds show the code warming up).
// Run after `npm run build`: node packages/bench/scripts/hop-structure.mjs [rounds] [turns per round] [variant,...]
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Writable } from 'node:stream';
import { Queue, Worker } from 'bullmq';
import { composerStage } from '@switchyard/composer';
import { createExecutorStage } from '@switchyard/executor';
import { createLogger, createRedis, Deployment, inStartupOrder, metrics, purgePrefix, StageRuntime, TurnProducer } from '@switchyard/platform';
import { reviewerStage } from '@switchyard/reviewer';
import { routerStage } from '@switchyard/router';
import { selectorStage } from '@switchyard/selector';
import { benchConfig } from '../dist/bench-config.js';
import { benchTransports } from '../dist/bench-servers.js';
import { passThroughStages } from '../dist/pass-through-stages.js';
import { startDiscardingTracing } from '../dist/quiet.js';

const ROUNDS = Number(process.argv[2] ?? 10);
const TURNS = Number(process.argv[3] ?? 200);
const ONLY = process.argv[4]?.split(',');
const HOPS = ['router', 'selector', 'reviewer', 'executor', 'composer'];
// A record the size the runtime sends between stages (progress, stage event), the final event on the last.
const RECORD = `redis.call('SET', KEYS[1], ARGV[1], 'EX', 600) redis.call('PUBLISH', KEYS[2], ARGV[2])
if ARGV[3] ~= '' then redis.call('SET', KEYS[3], ARGV[3], 'EX', 600) redis.call('PUBLISH', KEYS[4], ARGV[3]) end return 1`;
const FILLER = 'x'.repeat(400);
const ALL = [
  'jobOptions',
  'workerOptions',
  'returnValue',
  'metricsWrapper',
  'record',
  'producerConnections',
  'lookUp',
  'waiterTimer',
  'fullResult',
  'timersWorker',
];

/** The bare chain of `bare-chain.ts`, with the differences named in `has` added. */
class Variant {
  constructor(name, has, url) {
    this.name = name;
    const on = (difference) => has.includes(difference);
    this.on = on;
    // The runtime's own record (its preparation, its tick's batch, its script), without audit entries.
    this.deployment = on('stageRecord') ? Deployment.connect(benchConfig(`structure-${name}`), `structure-${name}`) : undefined;
    this.prefix = this.deployment?.prefix ?? `sy-bench-structure-${name}-${randomUUID().slice(0, 6)}`;
    this.redis = this.deployment?.queueRedis ?? createRedis(url, `structure-${name}`);
    this.subscriber = createRedis(url, `structure-${name}-sub`);
    this.own = on('producerConnections') || on('lookUp') ? createRedis(url, `structure-${name}-producer`) : this.redis;
    this.channel = `${this.prefix}:done`;
    this.waiters = new Map();
    this.options = (jobId) =>
      on('jobOptions')
        ? { jobId, attempts: 3, backoff: { type: 'exponential', delay: 500 }, removeOnComplete: { age: 600 }, removeOnFail: { age: 7 * 86_400 } }
        : { jobId, removeOnComplete: { age: 600 } };
    this.queues = HOPS.map((hop) => new Queue(hop, { connection: this.redis, prefix: this.prefix }));
    this.entry = on('producerConnections') ? new Queue(HOPS[0], { connection: this.own, prefix: this.prefix }) : this.queues[0];
    this.workers = HOPS.map((hop, i) => {
      const visit = async (job) => {
        const next = this.queues[i + 1];
        const { data } = job;
        const record = on('record')
          ? this.redis.evalsha(
              this.sha,
              4,
              `${this.prefix}:progress:${data.id}`,
              `${this.prefix}:stages`,
              `${this.prefix}:result:${data.id}`,
              `${this.channel}:results`,
              JSON.stringify({ packetId: data.id, stage: hop, at: new Date().toISOString(), FILLER }),
              JSON.stringify({ type: 'stage', packetId: data.id, stage: hop, FILLER }),
              next ? '' : JSON.stringify({ type: 'done', packetId: data.id, packet: data }),
            )
          : undefined;
        if (this.deployment) return this.visitWithStageRecord(hop, data, next, job.id, i);
        if (next) {
          const add = next.add(HOPS[i + 1], data, this.options(`${job.id}-${i + 1}`));
          await (record ? Promise.all([record, add]) : add);
        } else {
          await record;
          await this.redis.publish(this.channel, on('fullResult') ? JSON.stringify({ type: 'done', packetId: data.id, packet: data }) : String(data.id));
        }
        return on('returnValue') ? { next: HOPS[i + 1] ?? 'done' } : undefined;
      };
      const processor = on('metricsWrapper')
        ? (job) =>
            metrics.observeJob(
              hop,
              () => visit(job),
              () => 'ok',
            )
        : visit;
      const common = { connection: this.redis, prefix: this.prefix, concurrency: 4 };
      const options = on('workerOptions') ? { ...common, autorun: false, lockDuration: 30_000, stalledInterval: 30_000, maxStalledCount: 3 } : common;
      const worker = new Worker(hop, processor, options);
      if (on('metricsWrapper')) for (const event of ['failed', 'error']) worker.on(event, () => undefined);
      if (on('workerOptions')) void worker.run();
      return worker;
    });
    if (on('timersWorker')) this.timers = new Worker('timers', async () => 'none', { connection: this.redis, prefix: this.prefix });
  }

  async visitWithStageRecord(hop, data, next, jobId, i) {
    data.status.log.push({ stage: hop, at: new Date().toISOString(), ms: 0, note: 'pass' });
    const visit = { stage: hop, packet: data, next: next ? HOPS[i + 1] : 'done', ms: 0, note: 'pass', entries: [] };
    const prepared = this.deployment.stageRecord.prepare(visit);
    const call = this.deployment.stageRecords.queue([prepared.command]);
    if (next) {
      await call.written;
      await Promise.all([prepared.confirm(call.replies), next.add(HOPS[i + 1], data, this.options(`${jobId}-${i + 1}`))]);
    } else {
      await prepared.confirm(call.replies);
      await this.redis.publish(this.channel, String(data.id));
    }
    return undefined;
  }

  async start() {
    if (this.deployment) await this.deployment.stageRecord.load();
    if (this.on('record')) this.sha = await this.redis.script('LOAD', RECORD);
    this.subscriber.on('message', (_channel, message) => {
      const id = this.on('fullResult') ? JSON.parse(message).packetId : message;
      this.waiters.get(id)?.();
      this.waiters.delete(id);
    });
    await this.subscriber.subscribe(this.channel);
  }

  async run(sample) {
    const id = randomUUID();
    const done = new Promise((resolve) => {
      const timer = this.on('waiterTimer') ? setTimeout(() => undefined, 120_000) : undefined;
      this.waiters.set(id, () => {
        clearTimeout(timer);
        resolve();
      });
    });
    if (this.deployment) sample = { ...sample, status: { state: 'queued', log: [] } };
    if (this.on('lookUp')) await this.own.get(`${this.prefix}:result:${id}`);
    void this.entry.add(HOPS[0], { ...sample, id }, this.options(id));
    return done;
  }

  async close() {
    await Promise.all([...this.workers, ...(this.timers ? [this.timers] : [])].map((w) => w.close()));
    await Promise.all([...new Set([...this.queues, this.entry])].map((q) => q.close()));
    await purgePrefix(this.redis, this.prefix);
    if (this.deployment) await this.deployment.close();
    for (const connection of new Set([this.subscriber, this.redis, this.own])) connection.disconnect();
  }
}

/** The runtime with pass-through stages and its producer, as `switchyard bench` runs it. */
class Runtime {
  constructor(name, level) {
    this.name = name;
    this.level = level;
  }

  async start() {
    this.config = benchConfig(`structure-${this.name}`, { jobs: { keepCompletedSeconds: 600 } });
    const log = createLogger({ name: 'bench', level: this.level, destination: new Writable({ write: (_chunk, _encoding, done) => done() }) });
    this.runtime = await StageRuntime.start(passThroughStages(), this.config, log);
    this.producer = await TurnProducer.connect(this.config);
  }

  run(sample) {
    return this.producer.submitPacket({ ...sample, id: randomUUID(), hop: 0, status: { state: 'queued', log: [] } }, { timeoutMs: 120_000 });
  }

  async close() {
    await this.runtime.close();
    await this.producer.close();
    const redis = createRedis(this.config.redis.url, 'structure-cleanup');
    await purgePrefix(redis, this.config.prefix);
    redis.disconnect();
  }
}

const stopTracing = startDiscardingTracing();
const url = benchConfig('structure').redis.url;
// The packet every variant carries: the real pipeline's final one, as `switchyard bench` does.
const pipelineConfig = benchConfig('structure-pipeline');
const pipeline = await StageRuntime.start(
  inStartupOrder({
    router: routerStage,
    selector: selectorStage,
    reviewer: reviewerStage,
    composer: composerStage,
    executor: createExecutorStage({ transports: benchTransports() }),
  }),
  pipelineConfig,
  createLogger({ name: 'bench', level: 'warn', destination: new Writable({ write: (_chunk, _encoding, done) => done() }) }),
);
const pipelineProducer = await TurnProducer.connect(pipelineConfig);
const sample = await pipelineProducer.submitTurn({ sessionId: 'structure', userId: 'bench', agentId: 'bench', message: 'look up the record with key "rec-1"' });
await pipelineProducer.close();
await pipeline.close();

const wanted = (name) => !ONLY || name === 'bare' || ONLY.includes(name);
const sides = [
  new Variant('bare', [], url),
  ...ALL.map((difference) => new Variant(difference, [difference], url)),
  new Variant('stageRecord', ['stageRecord'], url),
  new Variant('all', ALL, url),
  new Runtime('runtime', 'info'),
  new Runtime('runtimeAtWarn', 'warn'),
].filter((side) => wanted(side.name));
for (const side of sides) await side.start();
for (const side of sides) for (let i = 0; i < 30; i += 1) await side.run(sample);
const usage = () => process.cpuUsage();
const cpu = Object.fromEntries(sides.map((side) => [side.name, []]));
const system = Object.fromEntries(sides.map((side) => [side.name, []]));
for (let round = 0; round < ROUNDS; round += 1) {
  for (let k = 0; k < sides.length; k += 1) {
    const side = sides[(round + k) % sides.length];
    const before = usage();
    await Promise.all(Array.from({ length: TURNS }, () => side.run(sample)));
    const { user, system: sys } = process.cpuUsage(before);
    cpu[side.name].push((user + sys) / 1_000 / TURNS);
    system[side.name].push(sys / 1_000 / TURNS);
  }
}
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const round3 = (value) => Math.round(value * 1_000) / 1_000;
const report = {
  rounds: ROUNDS,
  turnsPerRound: TURNS,
  loadAverage: readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' '),
  variants: Object.fromEntries(
    sides.map((side) => [
      side.name,
      {
        cpuMsPerTurn: round3(median(cpu[side.name])),
        systemMsPerTurn: round3(median(system[side.name])),
        ratioToBare: round3(median(cpu[side.name].map((value, i) => value / cpu.bare[i]))),
        ...(process.env.SERIES ? { series: cpu[side.name].map(round3) } : {}),
      },
    ]),
  ),
};
console.log(JSON.stringify(report, null, 2));
for (const side of sides) await side.close();
await stopTracing();
const redis = createRedis(url, 'structure-cleanup');
await purgePrefix(redis, pipelineConfig.prefix);
redis.disconnect();
process.exit(0);
