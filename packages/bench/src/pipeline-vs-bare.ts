import { randomUUID } from 'node:crypto';
import { createRedis, purgePrefix, StageRuntime, TurnProducer } from '@switchyard/platform';
import { BareChain } from './bare-chain.js';
import { benchConfig } from './bench-config.js';
import { passThroughStages } from './pass-through-stages.js';
import { pipelineStages } from './pipeline-stages.js';
import { discardingLogger, startDiscardingTracing } from './quiet.js';
import { contender, sideBySide, type Contender } from './side-by-side.js';
import { percentile, round } from './stats.js';

export interface PipelineVsBare {
  pipelineTurnsPerSec: number;
  passThroughTurnsPerSec: number;
  bareTurnsPerSec: number;
  throughputRatio: number;
  pipelineP50Ms: number;
  pipelineP99Ms: number;
  passThroughP50Ms: number;
  bareP50Ms: number;
  bareP99Ms: number;
  latencyRatio: number;
  /** Of the pipeline's single-turn latency (p50): time inside the five stage handlers, and the rest (queue hops, delivery). */
  pipelineInStagesP50Ms: number;
  pipelineBetweenStagesP50Ms: number;
  /** The same split for the runtime with pass-through stages: what five hops cost beside the bare chain's five. */
  passThroughBetweenStagesP50Ms: number;
  betweenStagesRatio: number;
  /** Process CPU per turn at saturation (user + system, this process only; Redis is another process). */
  bareCpuMsPerTurn: number;
  passThroughCpuMsPerTurn: number;
  pipelineCpuMsPerTurn: number;
  passThroughCpuRatio: number;
  packetBytes: number;
}

const message = (i: number) => `look up the record with key "rec-${i}"`;

/**
 * The full five-stage pipeline (validation, info logging, tracing with a
 * discarding exporter, local engine, an in-process MCP server), the same
 * runtime with stages that pass the packet on, and a bare five-queue chain
 * carrying a packet of the same size: same Redis, same process, same
 * concurrency, measured side by side.
 */
export async function pipelineVsBare(turns: number, latencyTurns: number): Promise<PipelineVsBare> {
  const config = benchConfig('pipeline', { jobs: { keepCompletedSeconds: 600 } });
  const passConfig = benchConfig('pass', { jobs: { keepCompletedSeconds: 600 } });
  const bareConfig = benchConfig('bare');
  const stopTracing = startDiscardingTracing();
  const closers: Array<() => Promise<void>> = [];
  try {
    const runtime = await StageRuntime.start(pipelineStages(), config, discardingLogger());
    closers.push(() => runtime.close());
    const producer = await TurnProducer.connect(config);
    closers.push(() => producer.close());
    const pipeline = contender(async (i) => {
      const packet = await producer.submitTurn({ sessionId: `bench-${i}`, userId: 'bench', agentId: 'bench', message: message(i) }, { timeoutMs: 120_000 });
      if (!packet.execution?.steps[0]?.ok) throw new Error(`the benchmark turn did not run its tool: ${packet.reply?.text ?? packet.status.error}`);
      return packet;
    });
    // The bare chain and the pass-through stages carry the pipeline's final packet: the largest it ever sends.
    const sample = await pipeline.runOne(-100);
    if (!sample) throw new Error('the benchmark turn returned no packet');

    const passRuntime = await StageRuntime.start(passThroughStages(), passConfig, discardingLogger());
    closers.push(() => passRuntime.close());
    const passProducer = await TurnProducer.connect(passConfig);
    closers.push(() => passProducer.close());
    const passThrough = contender(() =>
      passProducer.submitPacket({ ...sample, id: randomUUID(), hop: 0, status: { state: 'queued', log: [] } }, { timeoutMs: 120_000 }),
    );

    const chain = await BareChain.start(bareConfig.redis.url, bareConfig.prefix, config.stages.router.concurrency);
    closers.push(() => chain.close());
    const payload = sample as unknown as Record<string, unknown>;
    const bare = contender(async () => {
      await chain.run(randomUUID(), payload);
      return undefined;
    });

    await sideBySide([bare, passThrough, pipeline], turns, latencyTurns);

    const p50 = (values: number[]) => percentile(values, 0.5);
    const inStages = pipeline.latencies.map((ms, i) => ms - pipeline.between[i]!);
    const perTurn = (c: Contender) => c.cpuMs / turns;
    return {
      pipelineTurnsPerSec: round(turns / (pipeline.wallMs / 1_000), 1),
      passThroughTurnsPerSec: round(turns / (passThrough.wallMs / 1_000), 1),
      bareTurnsPerSec: round(turns / (bare.wallMs / 1_000), 1),
      throughputRatio: round(bare.wallMs / pipeline.wallMs),
      pipelineP50Ms: round(p50(pipeline.latencies), 2),
      pipelineP99Ms: round(percentile(pipeline.latencies, 0.99), 2),
      passThroughP50Ms: round(p50(passThrough.latencies), 2),
      bareP50Ms: round(p50(bare.latencies), 2),
      bareP99Ms: round(percentile(bare.latencies, 0.99), 2),
      latencyRatio: round(p50(pipeline.latencies) / p50(bare.latencies)),
      pipelineInStagesP50Ms: round(p50(inStages), 2),
      pipelineBetweenStagesP50Ms: round(p50(pipeline.between), 2),
      passThroughBetweenStagesP50Ms: round(p50(passThrough.between), 2),
      betweenStagesRatio: round(p50(passThrough.between) / p50(bare.latencies)),
      bareCpuMsPerTurn: round(perTurn(bare)),
      passThroughCpuMsPerTurn: round(perTurn(passThrough)),
      pipelineCpuMsPerTurn: round(perTurn(pipeline)),
      passThroughCpuRatio: round(passThrough.cpuMs / bare.cpuMs),
      packetBytes: Buffer.byteLength(JSON.stringify(payload)),
    };
  } finally {
    for (const close of closers.reverse()) await close();
    await stopTracing();
    const redis = createRedis(config.redis.url, 'bench-cleanup');
    for (const prefix of [config.prefix, passConfig.prefix, bareConfig.prefix]) await purgePrefix(redis, prefix);
    redis.disconnect();
  }
}
