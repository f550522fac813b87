import { redactText } from './redact.js';

let installed = false;

/**
 * Libraries warn on the console beside the logger: the MCP client warns with an authorization
 * server's refusal word for word, and a hostile one can quote the client's assertion or secret
 * in it. Every string of a `console.warn` passes the same redactor as the logs first. Only
 * warnings: the command line prints replies and tool output with `console.log`, as they are.
 * Installed once per process.
 */
export function redactConsole(): void {
  if (installed) return;
  installed = true;
  const warn = console.warn.bind(console);
  console.warn = (...args: unknown[]) => warn(...args.map((arg) => (typeof arg === 'string' ? redactText(arg) : arg)));
}
