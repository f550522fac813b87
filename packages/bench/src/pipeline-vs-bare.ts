import { randomUUID } from 'node:crypto';
import type { Packet } from '@switchyard/packet-schema';
import { createRedis, inStartupOrder, purgePrefix, StageRuntime, TurnProducer } from '@switchyard/platform';
import { composerStage } from '@switchyard/composer';
import { createExecutorStage } from '@switchyard/executor';
import { reviewerStage } from '@switchyard/reviewer';
import { routerStage } from '@switchyard/router';
import { selectorStage } from '@switchyard/selector';
import { BareChain } from './bare-chain.js';
import { benchConfig } from './bench-config.js';
import { benchTransports } from './bench-servers.js';
import { discardingLogger, startDiscardingTracing } from './quiet.js';
import { percentile, round } from './stats.js';

export interface PipelineVsBare {
  pipelineTurnsPerSec: number;
  bareTurnsPerSec: number;
  throughputRatio: number;
  pipelineP50Ms: number;
  pipelineP99Ms: number;
  bareP50Ms: number;
  bareP99Ms: number;
  latencyRatio: number;
  /** Of the pipeline's single-turn latency (p50): time inside the five stage handlers, and the rest (queue hops, delivery). */
  pipelineInStagesP50Ms: number;
  pipelineBetweenStagesP50Ms: number;
  packetBytes: number;
}

const message = (i: number) => `look up the record with key "rec-${i}"`;

/** Throughput at saturation (all turns at once) and single-turn latency (one at a time). */
async function measure(runOne: (i: number) => Promise<unknown>, turns: number, latencyTurns: number) {
  for (let i = 0; i < 20; i += 1) await runOne(-1 - i); // warm-up
  const started = performance.now();
  await Promise.all(Array.from({ length: turns }, (_, i) => runOne(i)));
  const turnsPerSec = turns / ((performance.now() - started) / 1_000);
  const latencies: number[] = [];
  for (let i = 0; i < latencyTurns; i += 1) {
    const t = performance.now();
    await runOne(turns + i);
    latencies.push(performance.now() - t);
  }
  return { turnsPerSec, latencies, p50: percentile(latencies, 0.5), p99: percentile(latencies, 0.99) };
}

/**
 * The full five-stage pipeline (validation, info logging, tracing with a
 * discarding exporter, local engine, an in-process MCP server) against a bare
 * five-queue chain carrying a packet of the same size, on the same Redis, in
 * the same process, with the same concurrency.
 */
export async function pipelineVsBare(turns: number, latencyTurns: number): Promise<PipelineVsBare> {
  const config = benchConfig('pipeline', { jobs: { keepCompletedSeconds: 600 } });
  const stopTracing = startDiscardingTracing();
  const runtime = await StageRuntime.start(
    inStartupOrder({
      router: routerStage,
      selector: selectorStage,
      reviewer: reviewerStage,
      executor: createExecutorStage({ transports: benchTransports() }),
      composer: composerStage,
    }),
    config,
    discardingLogger(),
  );
  const producer = await TurnProducer.connect(config);
  let sample: Packet | undefined;
  const latencyPackets: Packet[] = [];
  const turn = async (i: number) => {
    const packet = await producer.submitTurn({ sessionId: `bench-${i}`, userId: 'bench', agentId: 'bench', message: message(i) }, { timeoutMs: 120_000 });
    if (!packet.execution?.steps[0]?.ok) throw new Error(`the benchmark turn did not run its tool: ${packet.reply?.text ?? packet.status.error}`);
    sample ??= packet;
    if (i >= turns) latencyPackets.push(packet);
    return packet;
  };
  let pipeline: Awaited<ReturnType<typeof measure>>;
  try {
    pipeline = await measure(turn, turns, latencyTurns);
  } finally {
    await producer.close();
    await runtime.close();
    await stopTracing();
  }

  // The bare chain carries the pipeline's final packet: the largest it ever sends.
  const payload = sample as unknown as Record<string, unknown>;
  const bareConfig = benchConfig('bare');
  const chain = await BareChain.start(bareConfig.redis.url, bareConfig.prefix, config.stages.router.concurrency);
  let bare: Awaited<ReturnType<typeof measure>>;
  try {
    bare = await measure(() => chain.run(randomUUID(), payload), turns, latencyTurns);
  } finally {
    await chain.close();
  }

  const inStages = latencyPackets.map((packet) => packet.status.log.reduce((sum, entry) => sum + entry.ms, 0));
  const betweenStages = inStages.map((ms, i) => (pipeline.latencies[i] ?? ms) - ms);
  const redis = createRedis(config.redis.url, 'bench-cleanup');
  await purgePrefix(redis, config.prefix);
  await purgePrefix(redis, bareConfig.prefix);
  redis.disconnect();
  return {
    pipelineTurnsPerSec: round(pipeline.turnsPerSec, 1),
    bareTurnsPerSec: round(bare.turnsPerSec, 1),
    throughputRatio: round(pipeline.turnsPerSec / bare.turnsPerSec),
    pipelineP50Ms: round(pipeline.p50, 2),
    pipelineP99Ms: round(pipeline.p99, 2),
    bareP50Ms: round(bare.p50, 2),
    bareP99Ms: round(bare.p99, 2),
    latencyRatio: round(pipeline.p50 / bare.p50),
    pipelineInStagesP50Ms: round(percentile(inStages, 0.5), 2),
    pipelineBetweenStagesP50Ms: round(percentile(betweenStages, 0.5), 2),
    packetBytes: Buffer.byteLength(JSON.stringify(payload)),
  };
}
