import { OAuthError, ProtocolError, ProtocolErrorCode, SdkError, SdkErrorCode, UnauthorizedError } from '@modelcontextprotocol/client';
import type { StepError } from '@switchyard/packet-schema';
import { SwitchyardError } from '@switchyard/platform';
import { StepReferenceError } from './step-references.js';
import { StepRefusedError } from './step-refused-error.js';
import { TaskHandleRejectedError } from './task-handle-rejected-error.js';
import { ToolResultRejectedError } from './tool-result-error.js';
import { UnconfiguredServerError } from './unconfigured-server-error.js';

const INVALID_OUTPUT =
  /Structured content does not match the tool's output schema|has an output schema but did not return structured content|Failed to validate structured content|has an invalid outputSchema/;

/** A tool call's failure as the packet records it: a code, a message, and whether trying again may help. */
export function toStepError(error: unknown): StepError {
  if (error instanceof StepRefusedError) return { code: error.code, message: error.message, retryable: false };
  if (error instanceof ToolResultRejectedError) return { code: error.code, message: error.message, retryable: false };
  if (error instanceof UnconfiguredServerError) return { code: error.code, message: error.message, retryable: false };
  if (error instanceof TaskHandleRejectedError) return { code: error.code, message: error.message, retryable: false };
  if (error instanceof StepReferenceError) return { code: 'bad_reference', message: error.message, retryable: false };
  // Ours, and says whether trying again may help (e.g. no server of that name is configured).
  if (error instanceof SwitchyardError) return { code: error.retryable ? 'transport' : 'not_runnable', message: error.message, retryable: error.retryable };
  if (error instanceof SdkError) return sdkStepError(error);
  // The authorization server refused the client's credentials or refresh token: only the operator can fix that.
  if (error instanceof UnauthorizedError) return { code: 'unauthorized', message: error.message, retryable: false };
  if (error instanceof OAuthError) return { code: 'unauthorized', message: `the authorization server refused: ${error.message}`, retryable: false };
  if (error instanceof ProtocolError) {
    // The client checks structuredContent against the tool's outputSchema and throws these: the tool's fault, not the caller's.
    if (INVALID_OUTPUT.test(error.message))
      return { code: 'invalid_output', message: `the tool's result does not match its output schema: ${error.message}`, retryable: false };
    if (error.code === ProtocolErrorCode.InvalidParams) return { code: 'invalid_arguments', message: error.message, retryable: false };
    if (error.code === ProtocolErrorCode.MethodNotFound) return { code: 'unknown_tool', message: error.message, retryable: false };
    // A server marks an error worth retrying with `data.retryable`; internal errors are assumed transient.
    const marked = (error.data as { retryable?: unknown } | undefined)?.retryable === true;
    return { code: `mcp_${error.code}`, message: error.message, retryable: marked || error.code === ProtocolErrorCode.InternalError };
  }
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof Error && error.name === 'AbortError') return { code: 'aborted', message, retryable: false };
  return { code: 'transport', message, retryable: true };
}

/** The client's own failures (nothing the server said): a timeout or a lost connection may pass, a refused login or a missing capability will not. */
function sdkStepError(error: SdkError): StepError {
  switch (error.code) {
    case SdkErrorCode.RequestTimeout:
      return { code: 'timeout', message: error.message, retryable: true };
    case SdkErrorCode.ClientHttpAuthentication:
    case SdkErrorCode.ClientHttpForbidden:
      return { code: 'unauthorized', message: error.message, retryable: false };
    case SdkErrorCode.CapabilityNotSupported:
    case SdkErrorCode.MethodNotSupportedByProtocolVersion:
      return { code: 'not_runnable', message: error.message, retryable: false };
    default:
      return { code: 'transport', message: error.message, retryable: true };
  }
}
