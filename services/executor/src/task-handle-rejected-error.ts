import { NonRetryableError } from '@switchyard/platform';

/**
 * A server named its new task with an id the turn cannot keep (longer than a packet holds, or with
 * control characters): the id is the server's word, so the step fails here, once, instead of the
 * turn's packet failing its schema later.
 */
export class TaskHandleRejectedError extends NonRetryableError {
  override readonly name = 'TaskHandleRejectedError';
  readonly code = 'task_handle_rejected';
}
