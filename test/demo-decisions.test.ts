/**
 * The turns of `npm run demo` and the README's `ask` examples keep their decisions: the embedded engine,
 * over the example configuration's servers (filesystem and memory), routes and selects them as the demo
 * and the README show. A change to how the engine decides or how sure it is must not change these.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decideRoute, selectCalls, type ToolSpec } from '@switchyard/local-engine';

const reference = JSON.parse(readFileSync(new URL('../eval/corpus/data/reference_tools.json', import.meta.url), 'utf8')) as ToolSpec[];
/** The servers of examples/switchyard.config.json. */
const tools = reference.filter((tool) => tool.name.startsWith('filesystem.') || tool.name.startsWith('memory.'));
const READS = ['filesystem.read_text_file', 'filesystem.read_file'];

function decide(message: string) {
  const route = decideRoute({ message, history: [], tools });
  const selection = route.needsTool ? selectCalls({ message, tools }) : undefined;
  return { route, calls: selection?.calls ?? [], planConfidence: selection?.confidence };
}

describe('the demo and the README ask examples', () => {
  it('answer small talk directly (demo turn 1, README "hello, how are you?")', () => {
    const { route } = decide('hello, how are you?');
    expect(route).toMatchObject({ needsTool: false, source: 'direct' });
    expect(route.directAnswer).toBeTruthy();
  });

  it('read one file (demo turn 2, README "read the file notes/todo.md")', () => {
    const { route, calls } = decide('read the file notes/todo.md');
    expect(route.needsTool).toBe(true);
    expect(calls).toHaveLength(1);
    expect(READS).toContain(calls[0]?.tool);
    expect(calls[0]?.arguments).toEqual({ path: 'notes/todo.md' });
  });

  it('read two files in one plan (demo turn 3)', () => {
    const { calls } = decide('read the files notes/todo.md and notes/ideas.md');
    const paths = calls.flatMap((call) => (call.tool === 'filesystem.read_multiple_files' ? (call.arguments.paths as string[]) : [call.arguments.path]));
    expect([...paths].sort()).toEqual(['notes/ideas.md', 'notes/todo.md']);
  });

  it('write to the memory graph and read it back (demo turns 4 and 5)', () => {
    const write = decide('create an entity named "Switchyard" of type "project" with the observation "routes chat turns to tools"');
    expect(write.calls.map((call) => call.tool)).toEqual(['memory.create_entities']);
    expect(write.calls[0]?.arguments).toEqual({ entities: [{ name: 'Switchyard', entityType: 'project', observations: ['routes chat turns to tools'] }] });
    const read = decide('search the memory graph for "Switchyard"');
    expect(read.calls).toEqual([expect.objectContaining({ tool: 'memory.search_nodes', arguments: { query: 'Switchyard' } })]);
  });

  it('plan below the confidence gate when the file is not named (demo turn 6)', () => {
    const config = JSON.parse(readFileSync(new URL('../examples/switchyard.config.json', import.meta.url), 'utf8')) as {
      thresholds: { confidenceGate: number };
    };
    const { route, calls, planConfidence } = decide('read the file');
    expect(route.needsTool).toBe(true);
    expect(calls[0]?.missing).toContain('path');
    expect(planConfidence).toBeLessThan(config.thresholds.confidenceGate);
  });
});
