export type {
  JsonSchema,
  ToolSpec,
  EngineMessage,
  RouteInput,
  RouteResult,
  RankedTool,
  PlannedCall,
  Selection,
  SelectInput,
} from './types.js';
export { decideRoute } from './route/decide-route.js';
export { rankTools } from './rank/rank-tools.js';
export { combineWithCatalog } from './rank/combined-catalog.js';
export { extractArguments } from './extract/extract-arguments.js';
export type { ArgumentExtraction } from './extract/extract-arguments.js';
export { selectCalls } from './select/select-calls.js';
export { prepareTools, warmUpEngine } from './warm-up.js';
export { runEval, runCase, decideCase, DEFAULT_THRESHOLD, DEFAULT_SHORTLIST } from './eval/run-eval.js';
export { collectCatalog, writeCatalog } from './eval/build-catalog.js';
export type { RunEvalOptions, CaseResult, CaseDecision, CaseDecider } from './eval/run-eval.js';
export { formatEvalReport } from './eval/format-report.js';
export type { EvalReport, EvalScores } from './eval/report.js';
export type { EvalCase } from './eval/eval-case.js';
export { decidesAlone, reachesThreshold } from './trust/decides-alone.js';
export { assessSelectionTrust, TRUST_GATES, MARGIN_REASON, COVERAGE_REASON, TOOL_CHOICE_DOUBTS } from './trust/selection-trust.js';
export { scoreCase } from './eval/score-case.js';
export { parseCaseLine, parseToolLine } from './eval/eval-case.js';
export { shortlistNames, shortlistTools } from './rank/shortlist.js';
export { LearnedChoices, learningScope, messageShape, withoutValues, DEFAULT_LEARNING_LIMITS } from './learn/learned-choices.js';
export type { LearningLimits } from './learn/learned-choices.js';
