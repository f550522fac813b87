import { fromJsonSchema, type CallToolResult, type JsonSchemaType, type StandardSchemaV1 } from '@modelcontextprotocol/client';
import type { ToolDescriptor } from '@switchyard/tools';

/** Compiled once per listed definition: a changed definition is a new object. */
const compiled = new WeakMap<object, StandardSchemaV1>();

/**
 * What the SDK client checks of a `tools/call` result, for the results it does not see itself (a
 * task's `tasks/result`): a tool with an outputSchema returns structured content that matches it.
 * Undefined when the result holds; else why not, in the client's words.
 */
export function outputMismatch(tool: Pick<ToolDescriptor, 'name' | 'outputSchema'> | undefined, result: CallToolResult): string | undefined {
  if (!tool?.outputSchema || result.isError) return undefined;
  if (result.structuredContent === undefined) return `Tool ${tool.name} has an output schema but did not return structured content`;
  let schema = compiled.get(tool.outputSchema);
  try {
    if (!schema) {
      schema = fromJsonSchema(tool.outputSchema as JsonSchemaType);
      compiled.set(tool.outputSchema, schema);
    }
    const checked = schema['~standard'].validate(result.structuredContent);
    if (checked instanceof Promise) return `Failed to validate structured content: the validator is asynchronous`;
    if (!checked.issues) return undefined;
    return `Structured content does not match the tool's output schema: ${checked.issues.map((i) => `${(i.path ?? []).map((p) => String(typeof p === 'object' ? p.key : p)).join('.') || '(root)'}: ${i.message}`).join('; ')}`;
  } catch (error) {
    return `Failed to validate structured content: ${error instanceof Error ? error.message : String(error)}`;
  }
}
