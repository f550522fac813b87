export type { ToolSpec, PlannedCall, Selection } from './types.js';
export { decideRoute } from './route/decide-route.js';
export { selectCalls } from './select/select-calls.js';
export { combineWithCatalog } from './rank/combined-catalog.js';
export { shortlistNames, shortlistTools } from './rank/shortlist.js';
export { prepareTools, warmUpEngine } from './warm-up.js';
export { MARGIN_REASON, COVERAGE_REASON, TOOL_CHOICE_DOUBTS } from './trust/selection-trust.js';
export { TRUST_GATES } from './weights.js';
export { LearnedChoices, learningScope } from './learn/learned-choices.js';
