export type { ChatModel, ModelRequest } from './chat-model.js';
export { ModelAuthError, ModelRequestError, ModelUnavailableError } from './model-errors.js';
export { resolveModelSettings } from './model-settings.js';
export { StageModel } from './stage-model.js';
export { usageTotals, recordModelStep, type DegradationLog } from './packet-records.js';
export type { ModelStepRecord } from './packet-records.js';
export { estimatePlanCostUsd } from './plan-cost.js';
export { modelViewBudget } from './model-view-budget.js';
