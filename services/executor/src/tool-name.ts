import { checkShape, describeShapeViolation, TOOL_RESULT_SHAPE } from '@switchyard/packet-schema';

/** MCP's tool naming rule: 1 to 128 characters of letters, digits, `_`, `.` and `-`. */
const TOOL_NAME = /^[A-Za-z0-9_.-]{1,128}$/;

export function isValidToolName(name: unknown): name is string {
  return typeof name === 'string' && TOOL_NAME.test(name);
}

/** Why a listed tool is kept out of the catalog, or undefined when it may go in. */
export function toolRefusal(tool: { name: unknown }): string | undefined {
  if (!isValidToolName(tool.name)) return 'its name breaks the MCP naming rules (1-128 of A-Z a-z 0-9 _ . -)';
  // A definition is bounded like a tool's result: it is serialised into the catalog and read by every stage.
  const violation = checkShape(tool, TOOL_RESULT_SHAPE);
  return violation ? describeShapeViolation('its definition', violation) : undefined;
}
