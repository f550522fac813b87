import { describe, expect, it } from 'vitest';
import { madeUpTool } from '../../test-support/made-up-tool.js';
import type { PlannedCall } from '../types.js';
import { pathEvidence } from './path-evidence.js';

const readDoc = madeUpTool('read_doc', 'Read a document', { path: { type: 'string' } }, ['path']);
const moveDoc = madeUpTool('move_doc', 'Move a document', { source: { type: 'string' }, destination: { type: 'string' } }, ['source', 'destination']);
const call = (tool: string, args: Record<string, unknown>): PlannedCall => ({ tool, arguments: args, confidence: 0.9, why: '', missing: [] });
const evidence = (...calls: PlannedCall[]) => pathEvidence(calls, [readDoc, moveDoc]);

describe('how a call came by its paths', () => {
  it('tells a word taken as a name from a file named without its folder, and both from a path written out', () => {
    expect(evidence(call('read_doc', { path: 'todo' }))).toEqual({ wordAsPath: 1, fileWithoutFolder: 0 });
    expect(evidence(call('move_doc', { source: 'egusi.txt', destination: 'recipes/egusi.txt' }))).toEqual({ wordAsPath: 0, fileWithoutFolder: 1 });
    expect(evidence(call('read_doc', { path: 'notes/todo.md' }))).toEqual({ wordAsPath: 0, fileWithoutFolder: 0 });
    // The whole folder is named by no word.
    expect(evidence(call('read_doc', { path: '.' }))).toEqual({ wordAsPath: 0, fileWithoutFolder: 0 });
  });
});
