import { ErrorCode, McpError } from '@modelcontextprotocol/sdk/types.js';
import type { StepError } from '@switchyard/packet-schema';
import { SwitchyardError } from '@switchyard/platform';
import { StepReferenceError } from './step-references.js';
import { StepRefusedError } from './step-refused-error.js';
import { ToolResultRejectedError } from './tool-result-error.js';
import { UnconfiguredServerError } from './unconfigured-server-error.js';

const INVALID_OUTPUT = /Structured content does not match the tool's output schema|has an output schema but did not return structured content|Failed to validate structured content/;

/** A tool call's failure as the packet records it: a code, a message, and whether trying again may help. */
export function toStepError(error: unknown): StepError {
  if (error instanceof StepRefusedError) return { code: error.code, message: error.message, retryable: false };
  if (error instanceof ToolResultRejectedError) return { code: error.code, message: error.message, retryable: false };
  if (error instanceof UnconfiguredServerError) return { code: error.code, message: error.message, retryable: false };
  if (error instanceof StepReferenceError) return { code: 'bad_reference', message: error.message, retryable: false };
  // Ours, and says whether trying again may help (e.g. no server of that name is configured).
  if (error instanceof SwitchyardError) return { code: error.retryable ? 'transport' : 'not_runnable', message: error.message, retryable: error.retryable };
  if (error instanceof McpError) {
    if (error.code === ErrorCode.RequestTimeout) return { code: 'timeout', message: error.message, retryable: true };
    if (error.code === ErrorCode.ConnectionClosed) return { code: 'transport', message: error.message, retryable: true };
    // The SDK's client checks structuredContent against the tool's outputSchema and throws these: the tool's fault, not the caller's.
    if (INVALID_OUTPUT.test(error.message)) return { code: 'invalid_output', message: `the tool's result does not match its output schema: ${error.message}`, retryable: false };
    if (error.code === ErrorCode.InvalidParams) return { code: 'invalid_arguments', message: error.message, retryable: false };
    if (error.code === ErrorCode.MethodNotFound) return { code: 'unknown_tool', message: error.message, retryable: false };
    // A server marks an error worth retrying with `data.retryable`; internal errors are assumed transient.
    const marked = (error.data as { retryable?: unknown } | undefined)?.retryable === true;
    return { code: `mcp_${error.code}`, message: error.message, retryable: marked || error.code === ErrorCode.InternalError };
  }
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof Error && error.name === 'AbortError') return { code: 'aborted', message, retryable: false };
  return { code: 'transport', message, retryable: true };
}
