import { formatEvalReport, runEval, DEFAULT_THRESHOLD } from '@switchyard/local-engine';
import { ConfigError } from '@switchyard/runtime';

export interface EvalOptions {
  json?: boolean;
  extraTools?: string;
  threshold?: string;
  model?: string[];
}

/** A one-line progress bar on stderr, redrawn in place; only when stderr is a terminal. */
function progress(): { tick: (done: number) => void; end: () => void } {
  if (!process.stderr.isTTY) return { tick: () => {}, end: () => {} };
  let last = 0;
  return {
    tick: (done) => {
      const now = Date.now();
      if (now - last < 100) return;
      last = now;
      process.stderr.write(`\r  evaluating… ${done} cases`);
    },
    end: () => process.stderr.write('\r\x1b[K'),
  };
}

/** `switchyard eval FILE...`: routing quality of the local engine over benchmark cases. */
export async function evaluate(files: string[], options: EvalOptions): Promise<number> {
  for (const choice of options.model ?? []) {
    const [stage, provider] = choice.split('=');
    if (!stage || !provider) throw new ConfigError(`--model takes STAGE=PROVIDER (e.g. selector=local), not "${choice}"`);
    if (provider !== 'local') {
      throw new ConfigError(`--model ${choice}: eval runs the local engine only for now; remote providers are not wired into eval yet`);
    }
  }
  const threshold = options.threshold === undefined ? DEFAULT_THRESHOLD : Number(options.threshold);
  if (!Number.isFinite(threshold) || threshold < 0 || threshold > 1) throw new ConfigError('--threshold takes a number from 0 to 1');
  const bar = progress();
  try {
    const report = await runEval(files, {
      threshold,
      onProgress: bar.tick,
      ...(options.extraTools ? { extraTools: options.extraTools } : {}),
    });
    bar.end();
    process.stdout.write(options.json ? `${JSON.stringify(report, null, 2)}\n` : `${formatEvalReport(report)}\n`);
    return 0;
  } catch (error) {
    bar.end();
    throw new ConfigError((error as Error).message);
  }
}
