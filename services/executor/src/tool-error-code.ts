import { type AnswerErrorCode, isAnswerError } from '@switchyard/packet-schema';

// MCP servers report these as `isError` text; the wording is theirs, so match what
// the common ones say (Node's errno names, the SDK's input validation, "access denied").
const ANSWERS: Array<[AnswerErrorCode, RegExp]> = [
  ['not_found', /\bENOENT\b|no such file or directory|\bnot found\b|does not exist|doesn't exist/i],
  ['access_denied', /\bEACCES\b|\bEPERM\b|access denied|permission denied|not permitted|forbidden|outside (the )?allowed director/i],
  ['invalid_arguments', /input validation error|invalid arguments?|invalid params|-32602|\bEISDIR\b|\bENOTDIR\b/i],
];

// The server does not have the tool (or has it switched off): another tool may well do the job.
const MISSING_TOOL = /\btool\b[^\n]{0,80}\b(not found|disabled|unknown)\b|unknown tool/i;

/**
 * The code of a tool's `isError` result: an answer (not found, access denied,
 * invalid arguments) when its text says so and the tool did not mark it
 * retryable, else `tool_error`.
 */
export function toolErrorCode(text: string, retryable: boolean): AnswerErrorCode | 'tool_error' {
  if (retryable) return 'tool_error';
  const head = text.slice(0, 500);
  if (MISSING_TOOL.test(head)) return 'tool_error';
  return ANSWERS.find(([, pattern]) => pattern.test(head))?.[0] ?? 'tool_error';
}

/**
 * Whether a call's result counts against the tool in its stats: an error, unless
 * the tool answered about the user's thing (not found, access denied, invalid
 * arguments). An answer is the tool working; counted as a failure, a few reads
 * of missing files would pass a good tool over for a worse one.
 */
export function failedCall(output: { isError: boolean; text: string; retryable?: boolean }): boolean {
  return output.isError && !isAnswerError({ code: toolErrorCode(output.text, output.retryable === true) });
}
