import { fileURLToPath } from 'node:url';
import { formatBench, runBench } from '@switchyard/bench';
import { assertRedisReachable, ConfigError, loadConfig } from '@switchyard/runtime';

const EVAL_DIR = fileURLToPath(new URL('../../../../../shared/eval', import.meta.url));

/** `switchyard bench`: our overhead as ratios, measured side by side in one run. */
export async function bench(options: { json?: boolean; turns?: string; quick?: boolean; evalDir?: string }): Promise<number> {
  const turns = options.turns === undefined ? undefined : Number(options.turns);
  if (turns !== undefined && (!Number.isInteger(turns) || turns < 1)) throw new ConfigError('--turns takes a whole number ≥ 1');
  await assertRedisReachable(loadConfig().redis.url);
  const report = await runBench({
    quick: options.quick ?? false,
    evalDir: options.evalDir ?? EVAL_DIR,
    ...(turns !== undefined ? { turns } : {}),
    onProgress: (what) => process.stderr.write(`bench: ${what}…\n`),
  });
  process.stdout.write(options.json ? `${JSON.stringify(report, null, 2)}\n` : `${formatBench(report)}\n`);
  return 0;
}
