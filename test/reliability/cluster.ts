import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { STAGE_NAMES, type StageName } from '@switchyard/packet-schema';
import { createRedis, loadConfig, purgePrefix, TurnProducer, type SwitchyardConfig } from '@switchyard/platform';
import { startNode, stop } from '../support/processes.js';
import { freshPrefix, REDIS_URL } from '../support/test-config.js';

export interface StageProcess {
  stage: StageName;
  child: Awaited<ReturnType<typeof startNode>>['child'];
  output: () => string;
}

/**
 * Real stage processes (`node services/<stage>/dist/main.js`) on one prefix,
 * started and killed by the test; every pid is tracked.
 */
export class Cluster {
  readonly processes: StageProcess[] = [];
  readonly killed: number[] = [];
  readonly config: SwitchyardConfig;
  private readonly env: NodeJS.ProcessEnv;

  constructor(dir: string, fileConfig: Record<string, unknown>, label: string) {
    const configFile = join(dir, `switchyard-${label}.config.json`);
    writeFileSync(configFile, JSON.stringify(fileConfig));
    const prefix = freshPrefix(label);
    this.env = { SWITCHYARD_CONFIG: configFile, SWITCHYARD_PREFIX: prefix, REDIS_URL, LOG_LEVEL: 'warn' };
    this.config = loadConfig({ env: this.env, cwd: dir });
  }

  private connected: TurnProducer | undefined;

  /** The producer `start()` connected. */
  get producer(): TurnProducer {
    if (!this.connected) throw new Error('start the cluster first');
    return this.connected;
  }

  /**
   * Starts `perStage` processes of every stage, the executors first (they
   * publish the tool catalog), and connects a producer.
   */
  async start(perStage = 1): Promise<void> {
    for (let i = 0; i < perStage; i += 1) await this.spawn('executor');
    await Promise.all(STAGE_NAMES.filter((s) => s !== 'executor').flatMap((s) => Array.from({ length: perStage }, () => this.spawn(s))));
    this.connected = await TurnProducer.connect(this.config);
  }

  async spawn(stage: StageName): Promise<StageProcess> {
    // LOG_LEVEL=info only for the ready line; the rest stays quiet enough for long runs.
    const started = await startNode(`services/${stage}/dist/main.js`, { ...this.env, LOG_LEVEL: 'info' }, 'stages ready', 60_000);
    const proc = { stage, child: started.child, output: started.output };
    this.processes.push(proc);
    return proc;
  }

  /** `kill -9` one live process of the stage, then starts a replacement. Returns the killed pid. */
  async crash(stage: StageName): Promise<number> {
    const victim = this.processes.find((p) => p.stage === stage && p.child.exitCode === null && p.child.signalCode === null);
    if (!victim?.child.pid) throw new Error(`no live ${stage} process to kill`);
    const pid = victim.child.pid;
    victim.child.kill('SIGKILL');
    this.killed.push(pid);
    this.processes.splice(this.processes.indexOf(victim), 1);
    await this.spawn(stage);
    return pid;
  }

  /** Resident memory (MB) of each live process, by stage. */
  memory(): Array<{ stage: StageName; pid: number; rssMb: number }> {
    return this.processes
      .filter((p) => p.child.pid && p.child.exitCode === null)
      .map((p) => {
        const status = readFileSync(`/proc/${p.child.pid}/status`, 'utf8');
        const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
        return { stage: p.stage, pid: p.child.pid as number, rssMb: Math.round(kb / 102.4) / 10 };
      });
  }

  /** Closes the producer, stops every process and removes every key of the prefix. */
  async stop(): Promise<void> {
    await this.connected?.close();
    await Promise.all(this.processes.map((p) => stop(p.child)));
    this.processes.length = 0;
    const redis = createRedis(this.config.redis.url);
    await purgePrefix(redis, this.config.prefix);
    redis.disconnect();
  }
}
