import { ErrorCode, McpError } from '@modelcontextprotocol/sdk/types.js';
import type { StepError } from '@switchyard/packet-schema';
import { StepRefusedError } from './step-refused-error.js';

/** A tool call's failure as the packet records it: a code, a message, and whether trying again may help. */
export function toStepError(error: unknown): StepError {
  if (error instanceof StepRefusedError) return { code: error.code, message: error.message, retryable: false };
  if (error instanceof McpError) {
    if (error.code === ErrorCode.RequestTimeout) return { code: 'timeout', message: error.message, retryable: true };
    if (error.code === ErrorCode.ConnectionClosed) return { code: 'transport', message: error.message, retryable: true };
    if (error.code === ErrorCode.InvalidParams) return { code: 'invalid_arguments', message: error.message, retryable: false };
    if (error.code === ErrorCode.MethodNotFound) return { code: 'unknown_tool', message: error.message, retryable: false };
    return { code: `mcp_${error.code}`, message: error.message, retryable: error.code === ErrorCode.InternalError };
  }
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof Error && error.name === 'AbortError') return { code: 'aborted', message, retryable: false };
  return { code: 'transport', message, retryable: true };
}
