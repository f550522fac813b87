import { createRedis, inStartupOrder, purgePrefix, StageRuntime, TurnProducer, type StageDefinition } from '@switchyard/platform';
import type { Packet } from '@switchyard/packet-schema';
import { composerStage } from '@switchyard/composer';
import { createExecutorStage } from '@switchyard/executor';
import { reviewerStage } from '@switchyard/reviewer';
import { routerStage } from '@switchyard/router';
import { selectorStage } from '@switchyard/selector';
import { benchConfig } from './bench-config.js';
import { benchTransports } from './bench-servers.js';
import { discardingLogger, startDiscardingTracing } from './quiet.js';
import { contender, sideBySide } from './side-by-side.js';
import { percentile, round } from './stats.js';

export interface DirectAnswer {
  /** A turn that needs no tool, where no model composes: written in the router's visit (one hop). */
  directOneHopCpuMsPerTurn: number;
  directOneHopP50Ms: number;
  /** The same turn sent on to the composer's queue, as before (two hops). */
  directTwoHopsCpuMsPerTurn: number;
  directTwoHopsP50Ms: number;
  /** One hop against two: CPU per turn and single-turn latency (p50). */
  directCpuRatio: number;
  directLatencyRatio: number;
}

const GREETING = 'hello, how are you?';

/** The router as it was before it composed direct answers: it hands over no work, so its visit sends the packet on to the composer. */
const routerThatForwards: StageDefinition = {
  name: 'router',
  async create(deps) {
    const handler = await routerStage.create(deps);
    return {
      handle: async (packet, ctx) => {
        const { inPlace: _composedHere, ...result } = await handler.handle(packet, ctx);
        return result;
      },
      close: () => handler.close?.() ?? Promise.resolve(),
    };
  },
};

async function startDirect(label: string, router: StageDefinition) {
  const config = benchConfig(label);
  const executor = createExecutorStage({ transports: benchTransports() });
  const runtime = await StageRuntime.start(
    inStartupOrder({ router, selector: selectorStage, reviewer: reviewerStage, executor, composer: composerStage }),
    config,
    discardingLogger(),
  );
  const producer = await TurnProducer.connect(config);
  const ask = async (i: number): Promise<Packet> => {
    const packet = await producer.submitTurn({ sessionId: `direct-${i}`, userId: 'bench', agentId: 'bench', message: GREETING }, { timeoutMs: 120_000 });
    if (packet.route?.needsTool !== false || !packet.reply)
      throw new Error(`the direct turn was not answered directly: ${packet.status.error ?? packet.route?.rationale}`);
    return packet;
  };
  return {
    ask,
    prefix: config.prefix,
    url: config.redis.url,
    close: async () => {
      await producer.close();
      await runtime.close();
    },
  };
}

/**
 * A direct answer (no tool, no model composing) written in the router's visit, against the same
 * turn sent on to the composer: the same stages, tools and tracing, measured side by side.
 */
export async function directAnswer(turns: number, latencyTurns: number): Promise<DirectAnswer> {
  const stopTracing = startDiscardingTracing();
  const started: Array<Awaited<ReturnType<typeof startDirect>>> = [];
  try {
    const oneHop = await startDirect('direct1', routerStage);
    started.push(oneHop);
    const twoHops = await startDirect('direct2', routerThatForwards);
    started.push(twoHops);
    const sample = await twoHops.ask(-100);
    if (sample.status.log.length !== 2) throw new Error('the direct turn did not take two stages');
    const one = contender(oneHop.ask);
    const two = contender(twoHops.ask);
    await sideBySide([one, two], turns, latencyTurns);
    const p50 = (values: number[]) => percentile(values, 0.5);
    return {
      directOneHopCpuMsPerTurn: round(one.cpuMs / turns),
      directOneHopP50Ms: round(p50(one.latencies), 2),
      directTwoHopsCpuMsPerTurn: round(two.cpuMs / turns),
      directTwoHopsP50Ms: round(p50(two.latencies), 2),
      directCpuRatio: round(one.cpuMs / two.cpuMs),
      directLatencyRatio: round(p50(one.latencies) / p50(two.latencies)),
    };
  } finally {
    for (const run of started.reverse()) await run.close();
    await stopTracing();
    if (started.length > 0) {
      const redis = createRedis(started[0]!.url, 'bench-cleanup');
      for (const run of started) await purgePrefix(redis, run.prefix);
      redis.disconnect();
    }
  }
}
