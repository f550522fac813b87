import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ToolSpec } from '../types.js';
import { selectCalls } from './select-calls.js';
import { AMBIGUOUS_EDIT_REASONING } from './ambiguous-edit.js';

/** The filesystem, memory and everything servers' tools, as offered to the engine. */
const tools = JSON.parse(readFileSync(new URL('../../../../eval/corpus/data/reference_tools.json', import.meta.url), 'utf8')) as ToolSpec[];
const plan = (message: string) => selectCalls({ message, history: [], tools });

describe('an edit of a short bare number', () => {
  it('reads the file first: "8" also stands in "£18", and an edit changes the first it finds', () => {
    const price = plan('change the spoon rest price from 8 to 9 in pottery/price-list.md');
    expect(price.calls.map((call) => [call.tool, call.arguments])).toEqual([['filesystem.read_text_file', { path: 'pottery/price-list.md' }]]);
    expect(price.reasoning).toBe(AMBIGUOUS_EDIT_REASONING);
  });

  it('edits as asked when the old text says enough to be found once', () => {
    const line = plan("change 'Spoon rest £8' to 'Spoon rest £9' in pottery/price-list.md");
    expect(line.calls.map((call) => call.tool)).toEqual(['filesystem.edit_file']);
    expect(plan('change the port from 8080 to 3000 in projects/api/.env').calls.map((call) => call.tool)).toEqual(['filesystem.edit_file']);
  });
});
