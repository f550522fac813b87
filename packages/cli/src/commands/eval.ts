import { createWriteStream, type WriteStream } from 'node:fs';
import { once } from 'node:events';
import { formatEvalReport, runEval, DEFAULT_THRESHOLD, sameGate, type CaseDecider, type CaseResult } from '@switchyard/engine-eval';
import { ConfigError, loadConfig } from '@switchyard/platform';
import { stageDecider } from './stage-decider.js';

export interface EvalOptions {
  json?: boolean;
  extraTools?: string;
  threshold?: string;
  model?: string[];
  config?: string;
  cold?: boolean;
  shortlist?: string;
  casesOut?: string;
}

/** One case as `--cases-out` writes it. */
export function caseLine(result: CaseResult): string {
  return JSON.stringify({
    id: result.testCase.id,
    source: result.testCase.source,
    needsTool: result.needsTool,
    decidedAlone: result.decidedAlone,
    confidence: result.confidence,
    calls: result.calls.map((call) => ({ tool: call.tool, arguments: call.arguments })),
    shortlist: result.shortlist,
  });
}

/** The stages eval runs: the ones that decide whether and which tools. */
const EVAL_STAGES = ['router', 'selector'];

/**
 * `--model STAGE=SPEC` (SPEC as in SWITCHYARD_MODEL_<STAGE>: `[local-then-model:]provider[:model]`):
 * with any, the router and selector decide as the stages would with this configuration
 * (file, environment, then these flags); without, the bare local engine decides.
 */
function modelDecider(choices: readonly string[], configFile: string | undefined): CaseDecider | undefined {
  if (choices.length === 0) return undefined;
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const choice of choices) {
    const at = choice.indexOf('=');
    const stage = choice.slice(0, at);
    if (at <= 0 || !EVAL_STAGES.includes(stage) || choice.length === at + 1) {
      throw new ConfigError(
        `--model takes STAGE=[local-then-model:]provider[:model] with STAGE router or selector (e.g. selector=local-then-model:anthropic:claude-sonnet-4-5), not "${choice}"`,
      );
    }
    env[`SWITCHYARD_MODEL_${stage.toUpperCase()}`] = choice.slice(at + 1);
  }
  return stageDecider(loadConfig({ ...(configFile ? { file: configFile } : {}), env }));
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

/** `switchyard eval FILE...`: routing quality of the local engine (or the stages' models) over benchmark cases. */
export async function evaluate(files: string[], options: EvalOptions): Promise<number> {
  const decide = modelDecider(options.model ?? [], options.config);
  const one = options.threshold === undefined ? undefined : Number(options.threshold);
  if (one !== undefined && (!Number.isFinite(one) || one < 0 || one > 1)) throw new ConfigError('--threshold takes a number from 0 to 1');
  const threshold = one === undefined ? DEFAULT_THRESHOLD : sameGate(one);
  const config = loadConfig(options.config ? { file: options.config } : {});
  const shortlist = options.shortlist === undefined ? config.selector.shortlist : Number(options.shortlist);
  if (!Number.isInteger(shortlist) || shortlist < 1) throw new ConfigError('--shortlist takes a whole number of at least 1');
  const bar = progress();
  const out: WriteStream | undefined = options.casesOut ? createWriteStream(options.casesOut) : undefined;
  try {
    const report = await runEval(files, {
      threshold,
      shortlist,
      modelView: config.thresholds.modelView,
      cold: options.cold === true,
      onProgress: bar.tick,
      ...(out ? { onCase: (result: CaseResult) => void out.write(`${caseLine(result)}\n`) } : {}),
      ...(decide ? { decide } : {}),
      ...(options.extraTools ? { extraTools: options.extraTools } : {}),
    });
    bar.end();
    if (out) {
      out.end();
      await once(out, 'finish');
    }
    process.stdout.write(options.json ? `${JSON.stringify(report, null, 2)}\n` : `${formatEvalReport(report)}\n`);
    return 0;
  } catch (error) {
    bar.end();
    out?.destroy();
    throw new ConfigError((error as Error).message);
  }
}
