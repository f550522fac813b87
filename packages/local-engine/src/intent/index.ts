/** What a request asks to do and what each tool does: the stable surface of the intent reading. */
export type { Action, ObjectKind, RequestAction, Scope, ToolAction } from './action.js';
export { JOB_ACTIONS, onlyAnswers } from './action.js';
export { readRequestAction, asksToDestroy } from './request-action.js';
export { readToolAction } from './tool-action.js';
export { actionFit, destroysOtherKind, doesOtherThing, NEUTRAL_FIT, sendsOut } from './action-fit.js';
export { readability } from './readability.js';
export { recallToolFor, toolBuiltFor } from './job-tool.js';
