import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ToolSpec } from '../types.js';
import { selectCalls } from './select-calls.js';

const tools = JSON.parse(readFileSync(new URL('../../../../eval/corpus/data/reference_tools.json', import.meta.url), 'utf8')) as ToolSpec[];
const planned = (message: string) => selectCalls({ message, tools }).calls.map((call) => call.tool);

describe("a fact added to someone's entry", () => {
  it('is added to what the memory keeps of them, whatever function words the fact holds', () => {
    // "without" is in the file writer's description ("overwrite existing files without warning"): a shared function
    // word is no evidence of a file.
    expect(planned("add to Margaret's entry that she takes her coffee without sugar")).toEqual(['memory.add_observations']);
    expect(planned("add to Tom's entry that he likes tea")).toEqual(['memory.add_observations']);
  });
});
