export { reviewerStage } from './stage.js';
export { reviewPlan } from './review-plan.js';
export type { ReviewSettings } from './review-plan.js';
export { ArgumentValidator } from './argument-validator.js';
