export { reviewerStage } from './stage.js';
export { decideReview } from './decide-review.js';
export { guardPlan } from './guard-plan.js';
export type { GuardResult } from './guard-plan.js';
export { reviewPlan } from './review-plan.js';
export type { ReviewSettings } from './review-plan.js';
export { ArgumentValidator } from './argument-validator.js';
