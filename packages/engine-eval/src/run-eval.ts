/**
 * `switchyard eval`: streams JSON Lines case files, runs the router and the
 * selector on each case (no queue, no Redis) and scores them.
 */
import { stat } from 'node:fs/promises';
import { performance } from 'node:perf_hooks';
import {
  combineWithCatalog,
  DECIDE_ALONE_GATES,
  decideAloneGate,
  type DecideAloneGates,
  decideRoute,
  prepareTools,
  selectCalls,
  shortlistNames,
  warmUpEngine,
  type ModelViewBudget,
  type PlannedCall,
  type ToolSpec,
} from '@switchyard/local-engine';
import { parseCaseLine, parseToolLine, type EvalCase } from './eval-case.js';
import { readJsonLines } from './read-lines.js';
import { expandFiles } from './expand-files.js';
import { buildReport, type CaseOutcome, type EvalReport } from './report.js';
import { scoreCase } from './score-case.js';
import { decidesAlone } from './decides-alone.js';
import { inModelView } from './view-recall.js';
import { withFoundPaths } from './found-path.js';

export interface RunEvalOptions {
  /** A JSON Lines tool catalog (one tool a line) added to every case as distractors. */
  extraTools?: string;
  /** Confidences at or above which the local engine would decide alone (default: the fitted gates, `DECIDE_ALONE_GATES`). */
  threshold?: DecideAloneGates;
  /** Shortlist size the selector is configured with (default 8): recall@k and each case's shortlist use it. */
  shortlist?: number;
  /** What the stages' models may be shown (`thresholds.modelView`): with it, the report gives the model's view recall. */
  modelView?: Omit<ModelViewBudget, 'shortlist'>;
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
  /** Probability that the whole decision (route, tools, arguments) is right. */
  confidence: number;
  calls: Array<Pick<PlannedCall, 'tool' | 'arguments'>>;
  /** Exactly what the stages would do in `local-then-model` mode: take this decision without a model. */
  decidedAlone: boolean;
  /** The tools a model would be shown, best first (at least the shortlist size when the inventory has that many). */
  shortlist: string[];
  outcome: CaseOutcome;
}

/** The decide-alone gates the fit chose on held-out sources; `--threshold` overrides both. */
export const DEFAULT_THRESHOLD: DecideAloneGates = DECIDE_ALONE_GATES;
export const DEFAULT_SHORTLIST = 8;
/** Ranks at which shortlist recall is reported, besides the configured shortlist size. */
const RECALL_RANKS = [1, 5];

/** Evaluate case files (or folders of `*.jsonl` files). */
export async function runEval(files: string | readonly string[], options: RunEvalOptions = {}): Promise<EvalReport> {
  const threshold = options.threshold ?? DEFAULT_THRESHOLD;
  const shortlist = options.shortlist ?? DEFAULT_SHORTLIST;
  const extraTools = options.extraTools ? await readCatalog(options.extraTools) : [];
  const outcomes: CaseOutcome[] = [];
  if (!options.cold) warmUpEngine();
  for (const file of await expandFiles(typeof files === 'string' ? [files] : files)) {
    for await (const { line, lineNumber } of readJsonLines(file)) {
      const testCase = parseCaseLine(line, file, lineNumber);
      const view = options.modelView ? { ...options.modelView, shortlist } : undefined;
      const result = options.decide
        ? await decideCase(options.decide, testCase, extraTools, shortlist, view)
        : runCase(testCase, extraTools, threshold, shortlist, view);
      outcomes.push(result.outcome);
      options.onCase?.(result);
      options.onProgress?.(outcomes.length);
    }
  }
  return buildReport(outcomes, threshold, options.decide ? 'stages' : 'local-engine', shortlist);
}

/** Route and select one case, timing the whole decision. */
export function runCase(
  testCase: EvalCase,
  extraTools: readonly ToolSpec[],
  threshold: DecideAloneGates,
  shortlist = DEFAULT_SHORTLIST,
  view?: ModelViewBudget,
): CaseResult {
  // The catalog is indexed once; each case only adds its own few tools to it.
  const tools = extraTools.length > 0 ? combineWithCatalog(extraTools, testCase.tools) : testCase.tools;
  // A running router indexed its tools when they were published, not on the turn.
  prepareTools(tools);
  const started = performance.now();
  const route = decideRoute({ message: testCase.query, history: testCase.history, tools });
  const selection = route.needsTool ? selectCalls({ message: testCase.query, history: testCase.history, tools, shortlist }) : undefined;
  const latencyMs = performance.now() - started;
  // A path an earlier search finds is scored by whether that search finds the case's file (`found-path.ts`).
  const calls = withFoundPaths(selection?.calls ?? []);
  const decidedAlone = decidesAlone(route, selection, threshold);
  return finish(testCase, tools, shortlist, view, {
    needsTool: route.needsTool,
    // A tool decision stands alone only if the route and the selection both reach the gate (`decidesAlone`).
    confidence: selection ? Math.min(route.confidence, selection.aloneConfidence) : route.confidence,
    calls,
    decidedAlone,
    latencyMs,
    routeConfident: route.confidence >= decideAloneGate(threshold, route.needsTool),
  });
}

interface Decided {
  needsTool: boolean;
  confidence: number;
  calls: Array<Pick<PlannedCall, 'tool' | 'arguments'>>;
  decidedAlone: boolean;
  latencyMs: number;
  routeConfident: boolean;
}

/** Scores a decision and ranks the shortlist a model would see (outside the timed decision). */
function finish(testCase: EvalCase, tools: readonly ToolSpec[], shortlist: number, view: ModelViewBudget | undefined, decided: Decided): CaseResult {
  const score = scoreCase(testCase, decided.needsTool, decided.calls);
  const ranked = shortlistNames(testCase.query, tools, Math.max(shortlist, ...RECALL_RANKS));
  const expected = [...new Set(testCase.expected.calls.map((call) => call.name))];
  const recall =
    expected.length === 0
      ? undefined
      : Object.fromEntries([...RECALL_RANKS, shortlist].map((k) => [k, expected.filter((name) => ranked.slice(0, k).includes(name)).length / expected.length]));
  const inView = view ? inModelView(testCase.query, tools, expected, view) : undefined;
  const wholeCorrect = score.toolNeededCorrect && score.toolNameCorrect !== false && score.argumentsCorrect !== false;
  return {
    testCase,
    needsTool: decided.needsTool,
    confidence: decided.confidence,
    calls: decided.calls,
    decidedAlone: decided.decidedAlone,
    shortlist: ranked,
    outcome: {
      ...score,
      source: testCase.source,
      latencyMs: decided.latencyMs,
      confident: decided.routeConfident,
      confidence: decided.confidence,
      decidedAlone: decided.decidedAlone,
      wholeCorrect,
      multiTool: expected.length > 1,
      ...(recall ? { recall } : {}),
      ...(inView !== undefined ? { inView } : {}),
    },
  };
}

/** One case through a decider, timed the same way as `runCase`. */
export async function decideCase(
  decide: CaseDecider,
  testCase: EvalCase,
  extraTools: readonly ToolSpec[],
  shortlist = DEFAULT_SHORTLIST,
  view?: ModelViewBudget,
): Promise<CaseResult> {
  const tools = extraTools.length > 0 ? combineWithCatalog(extraTools, testCase.tools) : testCase.tools;
  prepareTools(tools);
  const started = performance.now();
  const decision = await decide(testCase, tools);
  const latencyMs = performance.now() - started;
  return finish(testCase, tools, shortlist, view, {
    needsTool: decision.needsTool,
    confidence: decision.confidence,
    calls: decision.calls,
    decidedAlone: decision.localDecided,
    latencyMs,
    routeConfident: decision.localDecided,
  });
}

async function readCatalog(file: string): Promise<ToolSpec[]> {
  await stat(file).catch(() => {
    throw new Error(`${file}: no such tool catalog`);
  });
  const tools: ToolSpec[] = [];
  for await (const { line, lineNumber } of readJsonLines(file)) tools.push(parseToolLine(line, file, lineNumber));
  return tools;
}
