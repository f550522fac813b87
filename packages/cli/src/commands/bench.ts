import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { formatBench, runBench } from '@switchyard/bench';
import { assertRedisReachable, ConfigError, loadConfig } from '@switchyard/platform';

/** The development cases vendored in the repo (eval/bfcl). */
const EVAL_DIR = fileURLToPath(new URL('../../../../eval/bfcl', import.meta.url));

/** `switchyard bench`: our overhead as ratios, measured side by side in one run. */
export async function bench(options: { json?: boolean; turns?: string; quick?: boolean; evalDir?: string }): Promise<number> {
  const turns = options.turns === undefined ? undefined : Number(options.turns);
  if (turns !== undefined && (!Number.isInteger(turns) || turns < 1)) throw new ConfigError('--turns takes a whole number ≥ 1');
  const evalDir = options.evalDir ?? EVAL_DIR;
  // A mistyped folder would silently time made-up tools instead.
  if (options.evalDir !== undefined && !existsSync(evalDir)) throw new ConfigError(`--eval-dir ${evalDir}: no such folder`);
  await assertRedisReachable(loadConfig().redis.url);
  const report = await runBench({
    quick: options.quick ?? false,
    evalDir,
    ...(turns !== undefined ? { turns } : {}),
    onProgress: (what) => process.stderr.write(`bench: ${what}…\n`),
  });
  if (report.routingCorpus === 'made-up')
    process.stderr.write(`bench: no eval cases in ${evalDir}: routing latency ran on made-up tools and its goals are not measured\n`);
  process.stdout.write(options.json ? `${JSON.stringify(report, null, 2)}\n` : `${formatBench(report)}\n`);
  return 0;
}
