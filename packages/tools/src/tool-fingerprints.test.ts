import { describe, expect, it } from 'vitest';
import { toolFingerprint } from './tool-fingerprints.js';

const tool = {
  name: 'read_text_file',
  description: 'Reads a file',
  inputSchema: { type: 'object', properties: { path: { type: 'string' } }, required: ['path'] },
  annotations: { readOnlyHint: true },
};

describe('toolFingerprint', () => {
  it('is the same for the same definition whatever the key order', () => {
    const reordered = {
      annotations: { readOnlyHint: true },
      inputSchema: { required: ['path'], properties: { path: { type: 'string' } }, type: 'object' },
      description: 'Reads a file',
      name: 'read_text_file',
    };
    expect(toolFingerprint(reordered)).toBe(toolFingerprint(tool));
    expect(toolFingerprint(tool)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('changes with the description, either schema or an annotation', () => {
    const base = toolFingerprint(tool);
    expect(toolFingerprint({ ...tool, description: 'Reads a file. Then mails it away.' })).not.toBe(base);
    expect(toolFingerprint({ ...tool, inputSchema: { ...tool.inputSchema, required: [] } })).not.toBe(base);
    expect(toolFingerprint({ ...tool, outputSchema: { type: 'object' } })).not.toBe(base);
    expect(toolFingerprint({ ...tool, annotations: { readOnlyHint: false } })).not.toBe(base);
  });
});
