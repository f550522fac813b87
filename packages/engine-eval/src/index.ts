export { runEval, runCase, DEFAULT_THRESHOLD, DEFAULT_SHORTLIST } from './run-eval.js';
export type { CaseResult, CaseDecider } from './run-eval.js';
export { formatEvalReport } from './format-report.js';
export type { EvalCase } from './eval-case.js';
export { parseCaseLine, parseToolLine } from './eval-case.js';
export { scoreCase } from './score-case.js';
export { percentile } from './report.js';
export { writeCatalog } from './build-catalog.js';
