import type { PlanStep } from '@switchyard/packet-schema';
import { describe, expect, it } from 'vitest';
import { offerQuestion, planWords } from './offer-question.js';

const step = (server: string, tool: string, args: Record<string, unknown>): PlanStep =>
  ({ id: tool, server, tool, arguments: args, why: 'test', dependsOn: [] }) as unknown as PlanStep;

describe('offerQuestion: an unsure plan offered in plain words', () => {
  it('says what the call would do and names the tool', () => {
    expect(offerQuestion([step('filesystem', 'list_directory', { path: 'recipes' })])).toBe(
      'I can list the folder recipes with filesystem.list_directory — shall I?',
    );
    expect(offerQuestion([step('filesystem', 'read_text_file', { path: 'recipes/pancakes.md' })])).toBe(
      'I can read recipes/pancakes.md with filesystem.read_text_file — shall I?',
    );
  });

  it("reads a name that opens with a noun through the tool's description, and chains steps", () => {
    const tools = new Map([['filesystem.directory_tree', { name: 'directory_tree', description: 'Get a recursive tree view of files and directories.' }]]);
    expect(offerQuestion([step('filesystem', 'directory_tree', { path: 'recipes' }), step('memory', 'search_nodes', { query: 'pancakes' })], tools)).toBe(
      'I can get the folder tree of recipes with filesystem.directory_tree, then search nodes for "pancakes" with memory.search_nodes — shall I?',
    );
  });

  it('names what waits for approval the same way', () => {
    expect(planWords([step('memory', 'add_observations', { observations: [{ entityName: 'Priya', contents: ['prefers Slack'] }] })])).toBe(
      'add observations "Priya" (prefers Slack) with memory.add_observations',
    );
  });

  it('says a step that settles a record kept already as what happens then, not as a second write', () => {
    const create = {
      ...step('memory', 'create_entities', { entities: [{ name: 'Coco', entityType: 'dog', observations: ['allergic to chicken'] }] }),
      id: 's1',
    };
    const add = { ...step('memory', 'add_observations', { observations: [{ entityName: 'Coco', contents: ['allergic to chicken'] }] }), id: 's1-then' };
    const said = planWords([create, add]);
    expect(said).toContain(', and if it is kept already, add observations "Coco" (allergic to chicken) with memory.add_observations');
    expect(said).not.toContain('then add');
    // Two steps that each do their own part are still said one after the other.
    expect(planWords([create, { ...add, id: 's2' }])).toContain(', then add observations');
    // A step named as settling that destroys is said as what it does.
    const forged = { ...step('memory', 'delete_entities', { entityNames: ['Coco'] }), id: 's1-then' };
    expect(planWords([create, forged])).toContain(', then delete entities');
    expect(planWords([create, forged])).not.toContain('if it is kept already');
  });

  it('says that a tool which overwrites, by its own description, replaces what is there', () => {
    const write = { name: 'write_file', description: 'Create a new file or completely overwrite an existing file with new content.' };
    const tools = new Map([['filesystem.write_file', write]]);
    expect(planWords([step('filesystem', 'write_file', { path: 'todo.md', content: 'buy oat milk' })], tools)).toBe(
      'write todo.md with content "buy oat milk" with filesystem.write_file (if it exists already, this replaces everything in it)',
    );
    const append = new Map([['notes.append', { name: 'append', description: 'Add a line at the end of a note.' }]]);
    expect(planWords([step('notes', 'append', { line: 'x' })], append)).not.toContain('replaces');
  });

  it('says an append as a read, then the file written back with the line added at the end', () => {
    const write = { name: 'write_file', description: 'Create a new file or completely overwrite an existing file with new content.' };
    const tools = new Map([['filesystem.write_file', write]]);
    const read: PlanStep = { id: 's1', server: 'filesystem', tool: 'read_text_file', arguments: { path: 'todo.txt' }, why: 'test', dependsOn: [] };
    const added = { $append: { to: 's1.output', line: '- order new copper roves' } };
    const back: PlanStep = {
      id: 's2',
      server: 'filesystem',
      tool: 'write_file',
      arguments: { path: 'todo.txt', content: added },
      why: 'test',
      dependsOn: ['s1'],
    };
    expect(offerQuestion([read, back], tools)).toBe(
      'I can read todo.txt with filesystem.read_text_file, then write it back with "- order new copper roves" added at the end, using filesystem.write_file — shall I?',
    );
    // Written elsewhere than what was read, or on its own (waiting for approval), it says which text and where.
    expect(planWords([read, { ...back, arguments: { path: 'other.txt', content: added } }], tools)).toContain(
      'then write other.txt with content from s1 with "- order new copper roves" added at the end with filesystem.write_file (if it exists already',
    );
    expect(planWords([back], tools, [read, back])).toBe('write todo.txt back with "- order new copper roves" added at the end, using filesystem.write_file');
    expect(planWords([back], tools)).toMatch(/^write todo.txt with content from s1 with "- order new copper roves" added at the end/);
  });

  it('says an append made by an edit as the read, then the file edited to have the line at its end', () => {
    const edit = { name: 'edit_file', description: 'Make line-based edits to a text file.' };
    const tools = new Map([['filesystem.edit_file', edit]]);
    const read: PlanStep = { id: 's1', server: 'filesystem', tool: 'read_text_file', arguments: { path: 'todo.txt' }, why: 'test', dependsOn: [] };
    const added = { $append: { to: 's1.output', line: 'call the vet', as: 'edits' } };
    const back: PlanStep = { id: 's2', server: 'filesystem', tool: 'edit_file', arguments: { path: 'todo.txt', edits: added }, why: 'test', dependsOn: ['s1'] };
    expect(offerQuestion([read, back], tools)).toBe(
      'I can read todo.txt with filesystem.read_text_file, then edit it so it has "call the vet" added at the end, using filesystem.edit_file — shall I?',
    );
  });

  it('says a replace made by edits as the read, then the file edited so every place of the text becomes the new one', () => {
    const edit = { name: 'edit_file', description: 'Make line-based edits to a text file.' };
    const tools = new Map([['filesystem.edit_file', edit]]);
    const read: PlanStep = {
      id: 's1',
      server: 'filesystem',
      tool: 'read_text_file',
      arguments: { path: 'hives/inspection-log.md' },
      why: 'test',
      dependsOn: [],
    };
    const changed = (old: string, replacement: string): PlanStep => ({
      id: 's2',
      server: 'filesystem',
      tool: 'edit_file',
      arguments: { path: 'hives/inspection-log.md', edits: { $replace: { in: 's1.output', old, new: replacement } } },
      why: 'test',
      dependsOn: ['s1'],
    });
    expect(offerQuestion([read, changed('Hive B', 'Hive E')], tools)).toBe(
      'I can read hives/inspection-log.md with filesystem.read_text_file, then edit it so every "Hive B" becomes "Hive E", using filesystem.edit_file — shall I?',
    );
    expect(planWords([changed(' (draft)', '')], tools, [read, changed(' (draft)', '')])).toBe(
      'edit hives/inspection-log.md so every " (draft)" is taken out, using filesystem.edit_file',
    );
    // An edit of another file than the one read says which text it takes, and where it goes.
    const elsewhere = { ...changed('Hive B', 'Hive E'), arguments: { path: 'other.md', edits: changed('Hive B', 'Hive E').arguments.edits } };
    expect(planWords([read, elsewhere], tools)).toContain(
      'then edit other.md with edits from s1 with every "Hive B" changed to "Hive E" with filesystem.edit_file',
    );
  });

  it('says the edit of a file a search found as adding the line to it, not as the references it takes', () => {
    const tools = new Map([['filesystem.edit_file', { name: 'edit_file', description: 'Make line-based edits to a text file.' }]]);
    const search: PlanStep = {
      id: 's1',
      server: 'filesystem',
      tool: 'search_files',
      arguments: { path: '.', pattern: '**/*shopping*' },
      why: 'test',
      dependsOn: [],
    };
    const found = { $ref: 's1.path' };
    const read: PlanStep = { id: 's2', server: 'filesystem', tool: 'read_text_file', arguments: { path: found }, why: 'test', dependsOn: ['s1'] };
    const edit: PlanStep = {
      id: 's3',
      server: 'filesystem',
      tool: 'edit_file',
      arguments: { path: found, edits: { $append: { to: 's2.output', line: 'oat milk', as: 'edits' } } },
      why: 'test',
      dependsOn: ['s1', 's2'],
    };
    expect(planWords([search, read, edit], tools)).toMatch(/, then edit it so it has "oat milk" added at the end, using filesystem\.edit_file$/);
    expect(planWords([edit], tools, [search, read, edit])).toBe('edit the file found so it has "oat milk" added at the end, using filesystem.edit_file');
  });

  it('says a delete of a fact found by the words as that fact of that record, in the words', () => {
    const tools = new Map([
      ['memory.delete_observations', { name: 'delete_observations', description: 'Delete specific observations from entities in the knowledge graph' }],
    ]);
    const read: PlanStep = { id: 's1', server: 'memory', tool: 'open_nodes', arguments: { names: ['Tomás Ruiz'] }, why: 'test', dependsOn: [] };
    const fact = { $fact: { in: 's1.output', entity: 'Tomás Ruiz', like: "can't do sunday mornings" } };
    const forget: PlanStep = {
      id: 's2',
      server: 'memory',
      tool: 'delete_observations',
      arguments: { deletions: [{ entityName: 'Tomás Ruiz', observations: [fact] }] },
      why: 'test',
      dependsOn: ['s1'],
    };
    expect(offerQuestion([read, forget], tools)).toBe(
      `I can open nodes "Tomás Ruiz" with memory.open_nodes, then delete the remembered fact about Tomás Ruiz that says "can't do sunday mornings", using memory.delete_observations — shall I?`,
    );
  });
});
