import type { StepError } from './schemas.js';

/**
 * Error codes of a step whose tool answered "no": the thing is not there, the
 * arguments are not valid, access is denied. Another tool or a fallback would
 * get the same answer, so these are reported, not worked around.
 */
export const ANSWER_ERROR_CODES = ['not_found', 'invalid_arguments', 'access_denied'] as const;
export type AnswerErrorCode = (typeof ANSWER_ERROR_CODES)[number];

/** Whether a step's error is an answer (see ANSWER_ERROR_CODES) rather than a failure another tool might fix. */
export function isAnswerError(error: Pick<StepError, 'code'> | undefined): error is StepError & { code: AnswerErrorCode } {
  return error !== undefined && (ANSWER_ERROR_CODES as readonly string[]).includes(error.code);
}
