/** A tool spec made up for a test: what a rule reads, not any server's own tool. */
import type { ToolSpec } from '../src/types.js';

export const madeUpTool = (name: string, description: string, properties: Record<string, unknown>, required: string[]): ToolSpec => ({
  name,
  description,
  parameters: { type: 'object', properties: properties as Record<string, never>, required },
});
