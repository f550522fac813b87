import { describe, expect, it } from 'vitest';
import type { ToolSpec } from '../types.js';
import { extractArguments } from './extract-arguments.js';

const research: ToolSpec = {
  name: 'everything.simulate-research-query',
  description: 'Simulates a deep research operation that gathers, analyzes, and synthesizes information.',
  parameters: {
    type: 'object',
    properties: {
      topic: { type: 'string', description: 'The research topic to investigate' },
      ambiguous: {
        type: 'boolean',
        default: false,
        description: 'Simulate an ambiguous query that requires clarification (triggers input_required status)',
      },
    },
    required: ['topic'],
  },
};

const gzip: ToolSpec = {
  name: 'everything.gzip-file-as-resource',
  description: 'Compresses a single file using gzip compression.',
  parameters: {
    type: 'object',
    properties: {
      name: { type: 'string', default: 'README.md.gz', description: 'Name of the output file' },
      data: { type: 'string', format: 'uri', description: 'URL or data URI of the file content to compress' },
    },
  },
};

describe('arguments of tools that act out a case', () => {
  it('takes a research topic whole and does not ask for an ambiguous run when the request says simulate', () => {
    expect(extractArguments('simulate research on best pos systems for small shops', research).arguments).toEqual({
      topic: 'best pos systems for small shops',
    });
    expect(extractArguments('simulate an ambiguous research query on tide pools', research).arguments.ambiguous).toBe(true);
  });

  it('gives a URI parameter no bare file name', () => {
    expect(extractArguments('compress notes.txt with gzip', gzip).arguments.data).toBeUndefined();
  });
});
