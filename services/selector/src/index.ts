export { selectorStage } from './stage.js';
export { selectPlan } from './select-plan.js';
export type { SelectPlanOptions } from './select-plan.js';
export { selectWithModel, selectionSchema } from './select-with-model.js';
