import { assertRedisReachable, createLogger, loadConfig, runUntilSignal, StageRuntime, withoutConfigFile } from '@switchyard/platform';
import { stagesNamed } from '../all-stages.js';
import { reportProblems } from '../session.js';

/** Runs the chosen stages (all by default) in this process until SIGTERM/SIGINT. */
export async function up(options: { config?: string; stages?: string }): Promise<void> {
  const config = loadConfig(options.config ? { file: options.config } : {});
  await assertRedisReachable(config.redis.url);
  const names = options.stages
    ?.split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const log = createLogger({ name: 'switchyard', quietOnTerminal: true });
  if (!config.source) log.warn(`${withoutConfigFile(config)} (or pass --config FILE)`);
  await runUntilSignal('switchyard', log, async () => {
    const runtime = await StageRuntime.start(stagesNamed(names), config, log);
    process.stderr.write(`switchyard: ${runtime.stageWorkers.length} stage(s) running on prefix "${config.prefix}"; Ctrl-C to stop\n`);
    await reportProblems(runtime);
    return [runtime];
  });
}
