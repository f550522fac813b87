/**
 * `switchyard eval`: streams JSON Lines case files, runs the router and the
 * selector on each case (no queue, no Redis) and scores them.
 */
import { stat } from 'node:fs/promises';
import { performance } from 'node:perf_hooks';
import type { PlannedCall, ToolSpec } from '../types.js';
import { decideRoute } from '../route/decide-route.js';
import { selectCalls } from '../select/select-calls.js';
import { combineWithCatalog } from '../rank/combined-catalog.js';
import { prepareTools, warmUpEngine } from '../warm-up.js';
import { parseCaseLine, parseToolLine, type EvalCase } from './eval-case.js';
import { readJsonLines } from './read-lines.js';
import { expandFiles } from './expand-files.js';
import { buildReport, type CaseOutcome, type EvalReport } from './report.js';
import { scoreCase } from './score-case.js';

export interface RunEvalOptions {
  /** A JSON Lines tool catalog (one tool a line) added to every case as distractors. */
  extraTools?: string;
  /** Route confidence at or above which the local engine would decide alone (default 0.8). */
  threshold?: number;
  /** Called after each case with the number of cases done. */
  onProgress?: (done: number) => void;
  /** Called for each case with what the engine did (for verbose or failure listings). */
  onCase?: (result: CaseResult) => void;
  /**
   * Decides each case instead of the local engine alone (e.g. the stages' own
   * cascade with a model behind them). Timed like the local decision.
   */
  decide?: CaseDecider;
  /**
   * Time the first decisions of a fresh process too. By default the engine is
   * warmed up on made-up turns first, so latency is that of a running router.
   */
  cold?: boolean;
}

/** One case's decision when something other than the bare local engine decides. */
export interface CaseDecision {
  needsTool: boolean;
  confidence: number;
  calls: Array<Pick<PlannedCall, 'tool' | 'arguments'>>;
  /** Whether the local engine decided without asking a model (counted as "confident"). */
  localDecided: boolean;
}

export type CaseDecider = (testCase: EvalCase, tools: readonly ToolSpec[]) => Promise<CaseDecision>;

export interface CaseResult {
  testCase: EvalCase;
  needsTool: boolean;
  confidence: number;
  calls: Array<Pick<PlannedCall, 'tool' | 'arguments'>>;
  outcome: CaseOutcome;
}

export const DEFAULT_THRESHOLD = 0.8;

/** Evaluate case files (or folders of `*.jsonl` files). */
export async function runEval(files: string | readonly string[], options: RunEvalOptions = {}): Promise<EvalReport> {
  const threshold = options.threshold ?? DEFAULT_THRESHOLD;
  const extraTools = options.extraTools ? await readCatalog(options.extraTools) : [];
  const outcomes: CaseOutcome[] = [];
  if (!options.cold) warmUpEngine();
  for (const file of await expandFiles(typeof files === 'string' ? [files] : files)) {
    for await (const { line, lineNumber } of readJsonLines(file)) {
      const testCase = parseCaseLine(line, file, lineNumber);
      const result = options.decide ? await decideCase(options.decide, testCase, extraTools) : runCase(testCase, extraTools, threshold);
      outcomes.push(result.outcome);
      options.onCase?.(result);
      options.onProgress?.(outcomes.length);
    }
  }
  return buildReport(outcomes, threshold, options.decide ? 'stages' : 'local-engine');
}

/** Route and select one case, timing the whole decision. */
export function runCase(testCase: EvalCase, extraTools: readonly ToolSpec[], threshold: number): CaseResult {
  // The catalog is indexed once; each case only adds its own few tools to it.
  const tools = extraTools.length > 0 ? combineWithCatalog(extraTools, testCase.tools) : testCase.tools;
  // A running router indexed its tools when they were published, not on the turn.
  prepareTools(tools);
  const started = performance.now();
  const route = decideRoute({ message: testCase.query, history: testCase.history, tools });
  const calls = route.needsTool ? selectCalls({ message: testCase.query, history: testCase.history, tools }).calls : [];
  const latencyMs = performance.now() - started;
  const score = scoreCase(testCase, route.needsTool, calls);
  return {
    testCase,
    needsTool: route.needsTool,
    confidence: route.confidence,
    calls,
    outcome: { ...score, source: testCase.source, latencyMs, confident: route.confidence >= threshold },
  };
}

/** One case through a decider, timed the same way as `runCase`. */
export async function decideCase(decide: CaseDecider, testCase: EvalCase, extraTools: readonly ToolSpec[]): Promise<CaseResult> {
  const tools = extraTools.length > 0 ? combineWithCatalog(extraTools, testCase.tools) : testCase.tools;
  prepareTools(tools);
  const started = performance.now();
  const decision = await decide(testCase, tools);
  const latencyMs = performance.now() - started;
  const score = scoreCase(testCase, decision.needsTool, decision.calls);
  return {
    testCase,
    needsTool: decision.needsTool,
    confidence: decision.confidence,
    calls: decision.calls,
    outcome: { ...score, source: testCase.source, latencyMs, confident: decision.localDecided },
  };
}

async function readCatalog(file: string): Promise<ToolSpec[]> {
  await stat(file).catch(() => {
    throw new Error(`${file}: no such tool catalog`);
  });
  const tools: ToolSpec[] = [];
  for await (const { line, lineNumber } of readJsonLines(file)) tools.push(parseToolLine(line, file, lineNumber));
  return tools;
}
