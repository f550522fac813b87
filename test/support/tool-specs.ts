import type { ToolSpec } from '@switchyard/local-engine';

/** A tool as the engine reads it: a name, a description and an object of parameters. */
export const toolSpec = (name: string, description: string, properties: Record<string, unknown>, required: string[]): ToolSpec => ({
  name,
  description,
  parameters: { type: 'object', properties, required } as ToolSpec['parameters'],
});
