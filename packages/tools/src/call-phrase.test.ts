import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { baseForm, doneWords, everyPlaceBecomes, offerWords, pastTense, type PhrasedTool } from './call-phrase.js';

/** The three reference servers' tools as they list them (eval/corpus/reference-tools.mjs writes the snapshot). */
const reference = new Map(
  (JSON.parse(readFileSync(new URL('../../../eval/corpus/data/reference_tools.json', import.meta.url), 'utf8')) as PhrasedTool[]).map((t) => [t.name, t]),
);

function call(name: string, args: Record<string, unknown>) {
  const [server, ...tool] = name.split('.');
  return { server: server!, tool: tool.join('.'), arguments: args };
}

const offer = (name: string, args: Record<string, unknown>, tool = reference.get(name)) => offerWords(call(name, args), tool);
const done = (name: string, args: Record<string, unknown>, tool = reference.get(name)) => doneWords(call(name, args), tool);

describe('a tool call in plain words', () => {
  it('reads the filesystem server as a person would say it, folders as folders', () => {
    expect(offer('filesystem.read_text_file', { path: 'recipes/pancakes.md' })).toBe('read recipes/pancakes.md');
    expect(offer('filesystem.read_multiple_files', { paths: ['a.md', 'b.md'] })).toBe('read a.md and b.md');
    expect(offer('filesystem.list_directory', { path: 'recipes' })).toBe('list the folder recipes');
    expect(offer('filesystem.list_directory_with_sizes', { path: 'recipes' })).toBe('list the folder recipes with sizes');
    expect(offer('filesystem.create_directory', { path: 'recipes/new' })).toBe('create the folder recipes/new');
    expect(offer('filesystem.move_file', { source: 'a.md', destination: 'b.md' })).toBe('move a.md to b.md');
    expect(offer('filesystem.write_file', { path: 'notes/shopping.md', content: 'milk, eggs' })).toBe('write notes/shopping.md with content "milk, eggs"');
    expect(offer('filesystem.search_files', { path: 'notes', pattern: '*.md' })).toBe('search files in notes with pattern "*.md"');
    expect(offer('filesystem.get_file_info', { path: 'photos/cat.jpg' })).toBe('get the file information of photos/cat.jpg');
    // The top folder is said in words, and a second "with" becomes "and".
    expect(offer('filesystem.list_directory', { path: '.' })).toBe('list your top folder');
    expect(offer('filesystem.list_directory_with_sizes', { path: 'recipes', sortBy: 'size' })).toBe('list the folder recipes with sizes and sort by "size"');
  });

  it('takes the verb from the description when the name opens with a noun: never "directory recipes"', () => {
    expect(offer('filesystem.directory_tree', { path: 'recipes' })).toBe('get the folder tree of recipes');
    expect(done('filesystem.directory_tree', { path: 'recipes' })).toBe('Got the folder tree of recipes');
  });

  it('reads the memory server with the values it works on', () => {
    expect(offer('memory.search_nodes', { query: 'Priya' })).toBe('search nodes for "Priya"');
    expect(offer('memory.open_nodes', { names: ['Priya', 'Alex'] })).toBe('open nodes "Priya" and "Alex"');
    expect(offer('memory.read_graph', {})).toBe('read the graph');
    expect(offer('memory.add_observations', { observations: [{ entityName: 'Priya', contents: ['prefers Slack'] }] })).toBe(
      'add observations "Priya" (prefers Slack)',
    );
    expect(done('memory.delete_entities', { entityNames: ['Priya'] })).toBe('Deleted entities "Priya"');
  });

  it('reads the everything server, whose names are kebab-case', () => {
    expect(offer('everything.echo', { message: 'hello' })).toBe('echo "hello"');
    expect(offer('everything.get-sum', { a: 2, b: 3 })).toBe('get the sum with a 2 and b 3');
    expect(offer('everything.get-env', {})).toBe('get the environment');
    expect(done('everything.toggle-simulated-logging', {})).toBe('Toggled the simulated logging');
    expect(done('everything.echo', { message: 'hello' })).toBe('Echoed "hello"');
  });

  it('reads a tool of any other source the same way, from its own description', () => {
    const lookup = { name: 'customer_lookup', description: 'Looks up a customer by email address.' };
    expect(offer('crm.customer_lookup', { email: 'ana@example.com' }, lookup)).toBe('look up customer for "ana@example.com"');
    expect(done('crm.customer_lookup', { email: 'ana@example.com' }, lookup)).toBe('Looked up customer for "ana@example.com"');
    const weather = { name: 'get_current_weather', description: 'Get the current weather in a given location' };
    expect(offer('weather.get_current_weather', { location: 'Paris', unit: 'celsius' }, weather)).toBe(
      'get the current weather with location "Paris" and unit "celsius"',
    );
    // Neither a verb in the name nor a description: the tool is named, not guessed at.
    expect(offer('lab.zap', {}, undefined)).toBe('use lab.zap');
    expect(offer('lab.zap', { level: 3 }, { name: 'zap', description: 'The zapper.' })).toBe('use lab.zap on 3');
  });

  it("says a value taken from an earlier step's result by that step, never as the reference itself", () => {
    expect(offer('filesystem.write_file', { path: 'backup/a.txt', content: { $ref: 's1.output' } })).toBe('write backup/a.txt with content from s1');
    expect(offer('everything.echo', { message: { $ref: 's2.lines[0]' } })).toBe('echo the result of s2');
    expect(offer('filesystem.write_file', { path: 'todo.txt', content: { $append: { to: 's1.output', line: 'milk' } } })).toBe(
      'write todo.txt with content from s1 with "milk" added at the end',
    );
    expect(offer('everything.echo', { message: { $append: { to: 's2.output', line: 'milk' } } })).toBe('echo the result of s2 with "milk" added at the end');
    // An append of a wrong shape is no step's result: it is said as the data it is (and the executor refuses it).
    expect(offer('everything.echo', { message: { $append: { to: 's2.lines[0]', line: 'milk' } } })).not.toContain('result of s2');
  });

  it('says a replace of every place of a text as the result it edits and what every place becomes', () => {
    const replace = (old: string, replacement: string) => ({ $replace: { in: 's1.output', old, new: replacement } });
    expect(offer('filesystem.edit_file', { path: 'log.md', edits: replace('Hive B', 'Hive E') })).toBe(
      'edit log.md with edits from s1 with every "Hive B" changed to "Hive E"',
    );
    expect(offer('everything.echo', { message: replace(' (draft)', '') })).toBe('echo the result of s1 with every " (draft)" taken out');
    expect(everyPlaceBecomes('Hive B', 'Hive E')).toBe('every "Hive B" becomes "Hive E"');
    expect(everyPlaceBecomes(' (draft)', '')).toBe('every " (draft)" is taken out');
    // A replace of a wrong shape is no step's result either.
    expect(offer('everything.echo', { message: { $replace: { in: 's1.output', old: 'a', new: 'a' } } })).not.toContain('result of s1');
  });

  it('forms verbs by English rules, not a list of tools', () => {
    expect(['Returns', 'Echoes', 'Compresses', 'Applies', 'Toggles', 'Lists'].map(baseForm)).toEqual(['return', 'echo', 'compress', 'apply', 'toggle', 'list']);
    expect(['list', 'read', 'gzip', 'toggle', 'apply', 'open', 'edit'].map(pastTense)).toEqual([
      'listed',
      'read',
      'gzipped',
      'toggled',
      'applied',
      'opened',
      'edited',
    ]);
  });
});
