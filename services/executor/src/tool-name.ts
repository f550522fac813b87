/** MCP's tool naming rule: 1 to 128 characters of letters, digits, `_`, `.` and `-`. */
const TOOL_NAME = /^[A-Za-z0-9_.-]{1,128}$/;

export function isValidToolName(name: unknown): name is string {
  return typeof name === 'string' && TOOL_NAME.test(name);
}
