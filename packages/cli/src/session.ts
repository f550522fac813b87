import { assertRedisReachable, createLogger, Deployment, loadConfig, StageRuntime, TurnProducer, type SwitchyardConfig } from '@switchyard/platform';
import type { StageName } from '@switchyard/packet-schema';
import { stagesNamed } from './all-stages.js';
import { requireOwnPrefix, requireWorkers } from './require-workers.js';

export interface SessionOptions {
  config?: string;
  /** Submit to workers already running instead of starting the stages here. */
  remote?: boolean;
  stages?: string[];
  /** With `remote`: fail at once unless a worker of this stage listens. */
  requireStage?: StageName;
}

/**
 * What a CLI command needs: validated config, a reachable Redis, optionally the
 * stages running in this process, and a producer. `close()` undoes all of it.
 */
export class CliSession {
  private constructor(
    readonly config: SwitchyardConfig,
    readonly deployment: Deployment,
    readonly producer: TurnProducer,
    private readonly runtime: StageRuntime | undefined,
  ) {}

  static async open(options: SessionOptions): Promise<CliSession> {
    const config = loadConfig(options.config ? { file: options.config } : {});
    await assertRedisReachable(config.redis.url);
    const log = createLogger({ name: 'switchyard', level: process.env.LOG_LEVEL ?? 'warn' });
    if (options.remote && options.requireStage) await requireWorkers(config, options.requireStage, log, options);
    const stages = options.remote ? [] : stagesNamed(options.stages);
    if (!options.remote)
      await requireOwnPrefix(
        config,
        stages.map((stage) => stage.name),
        log,
      );
    const runtime = options.remote ? undefined : await StageRuntime.start(stages, config, log, { reportsProblems: true });
    if (runtime) await reportProblems(runtime);
    const deployment = Deployment.connect(config, 'switchyard-cli');
    try {
      return new CliSession(config, deployment, await TurnProducer.over(deployment), runtime);
    } catch (error) {
      await deployment.close();
      await runtime?.close();
      throw error;
    }
  }

  async close(): Promise<void> {
    await this.producer.close();
    await this.deployment.close();
    await this.runtime?.close();
  }
}

/** What keeps the stages from being ready (an MCP server that failed to start, and why), one line each on stderr. */
export async function reportProblems(runtime: StageRuntime): Promise<void> {
  for (const problem of await runtime.readiness()) process.stderr.write(`switchyard: ${problem}\n`);
}
