import type { ExecutionStep, PlanStep } from '@switchyard/packet-schema';
import { describe, expect, it } from 'vitest';
import { doneSentence, keptNothingLine } from './plain-words.js';

const ran = (server: string, tool: string, args: Record<string, unknown>, ok = true, extra: Partial<ExecutionStep> = {}): ExecutionStep =>
  ({ stepId: tool, server, tool, arguments: args, ok, attempts: 1, elapsedMs: 3, ...extra }) as ExecutionStep;

describe('doneSentence: what a turn did, in plain words', () => {
  it('names the files read, not the number of calls', () => {
    expect(doneSentence([ran('filesystem', 'read_text_file', { path: 'notes/todo.md' })])).toBe('Read notes/todo.md.');
    expect(
      doneSentence([ran('filesystem', 'read_text_file', { path: 'notes/todo.md' }), ran('filesystem', 'read_text_file', { path: 'notes/ideas.md' })]),
    ).toBe('Read notes/todo.md and notes/ideas.md.');
  });

  it('reads other tools by their verb and the values they worked on, and counts what failed', () => {
    expect(doneSentence([ran('memory', 'search_nodes', { query: 'Switchyard' })])).toBe('Searched nodes for "Switchyard".');
    expect(doneSentence([ran('memory', 'createEntities', { entities: [{ name: 'Priya', entityType: 'person' }] })])).toBe('Created entities "Priya" (person).');
    expect(doneSentence([ran('everything', 'zap', {})])).toBe('Used everything.zap.');
    expect(
      doneSentence([
        ran('filesystem', 'list_directory', { path: 'notes' }),
        ran('filesystem', 'read_text_file', { path: 'x' }, false, { error: { code: 'timeout', message: 'timed out', retryable: true } }),
      ]),
    ).toBe('Listed the folder notes; 1 of 2 calls failed.');
  });

  it("takes the verb from a tool's description when its name has none", () => {
    const tools = new Map([['filesystem.directory_tree', { name: 'directory_tree', description: 'Get a recursive tree view of files and directories.' }]]);
    expect(doneSentence([ran('filesystem', 'directory_tree', { path: 'recipes' })], tools)).toBe('Got the folder tree of recipes.');
    expect(doneSentence([ran('filesystem', 'list_directory', { path: 'notes' }), ran('filesystem', 'directory_tree', { path: 'recipes' })], tools)).toBe(
      'Listed the folder notes and got the folder tree of recipes.',
    );
  });
});

describe('doneSentence: a call that kept nothing new', () => {
  const priya = { entities: [{ name: 'Priya', entityType: 'person', observations: ['favourite colour is green'] }] };

  it('says the record was there already when creating it returned an empty list', () => {
    const sentence = doneSentence([ran('memory', 'create_entities', priya, true, { output: '[]' })]);
    expect(sentence).toBe('Priya was already in memory; nothing new was added.');
    expect(sentence).not.toContain('Created');
  });

  it('says so when an added list is empty or the result says nothing was added, and keeps what was done', () => {
    const added = (list: string[]) => JSON.stringify([{ entityName: 'Priya', addedObservations: list }]);
    const observations = { observations: [{ entityName: 'Priya', contents: ['likes tea'] }] };
    expect(doneSentence([ran('memory', 'add_observations', observations, true, { output: added([]) })])).toBe(
      'Priya was already in memory; nothing new was added.',
    );
    const both = doneSentence([
      ran('memory', 'create_entities', priya, true, { output: '[]' }),
      ran('memory', 'add_observations', observations, true, { output: added(['likes tea']) }),
    ]);
    expect(both).toMatch(/^Priya was already in memory; nothing new was added and added observations/);
    // A step that only made sure the record was there (s1-prep, for s1) is not news when it was.
    const prepared = doneSentence([
      ran('memory', 'create_entities', priya, true, { output: '[]', stepId: 's1-prep' }),
      ran('memory', 'add_observations', observations, true, { output: added(['likes tea']), stepId: 's1' }),
    ]);
    expect(prepared).toMatch(/^Added observations "Priya"/);
    expect(
      doneSentence([
        ran('memory', 'create_entities', priya, true, { output: '[]', stepId: 's1-prep' }),
        ran('memory', 'add_observations', observations, true, { output: added([]), stepId: 's1' }),
      ]),
    ).toBe('Priya was already in memory; nothing new was added.');
    // A record made with its facts, then the facts added (s1, s1-then): whichever kept them says so; the other is passed over.
    const made = doneSentence([
      ran('memory', 'create_entities', priya, true, { output: JSON.stringify(priya.entities), stepId: 's1' }),
      ran('memory', 'add_observations', observations, true, { output: added([]), stepId: 's1-then' }),
    ]);
    expect(made).toMatch(/^Created entities "Priya"/);
    expect(made).not.toMatch(/nothing new was added/);
    const kept = doneSentence([
      ran('memory', 'create_entities', priya, true, { output: '[]', stepId: 's1' }),
      ran('memory', 'add_observations', observations, true, { output: added(['likes tea']), stepId: 's1-then' }),
    ]);
    expect(kept).toMatch(/^Added observations "Priya"/);
    expect(
      doneSentence([
        ran('memory', 'create_entities', priya, true, { output: '[]', stepId: 's1' }),
        ran('memory', 'add_observations', observations, true, { output: added([]), stepId: 's1-then' }),
      ]),
    ).toBe('Priya was already in memory; nothing new was added.');
    expect(doneSentence([ran('memory', 'create_entities', priya, true, { output: 'No new entities were created' })])).toContain('nothing new was added');
    // A call that did create something is said as done.
    expect(doneSentence([ran('memory', 'create_entities', priya, true, { output: JSON.stringify(priya.entities) })])).toMatch(/^Created entities "Priya"/);
  });

  it('says which of the names given were kept when the result lists only some', () => {
    const both = {
      entities: [
        { name: 'Lisa Reid', entityType: 'person' },
        { name: 'Sam Reid', entityType: 'person' },
      ],
    };
    const onlyLisa = JSON.stringify([{ name: 'Lisa Reid', entityType: 'person', observations: [] }]);
    expect(doneSentence([ran('memory', 'create_entities', both, true, { output: onlyLisa })])).toBe(
      'Lisa Reid was added to memory; Sam Reid was already there.',
    );
    // All of them kept: said as done.
    expect(doneSentence([ran('memory', 'create_entities', both, true, { output: JSON.stringify(both.entities) })])).toMatch(/^Created entities/);
  });

  it('says an append as the line added to the end of the file, not as a read and a whole write', () => {
    const planned: PlanStep[] = [
      { id: 's1', server: 'filesystem', tool: 'read_text_file', arguments: { path: 'todo.txt' }, dependsOn: [], why: '' },
      {
        id: 's2',
        server: 'filesystem',
        tool: 'write_file',
        arguments: { path: 'todo.txt', content: { $append: { to: 's1.output', line: '- order new copper roves' } } },
        dependsOn: ['s1'],
        why: '',
      },
    ];
    const read = ran('filesystem', 'read_text_file', { path: 'todo.txt' }, true, { stepId: 's1', output: 'glue\n' });
    const write = ran('filesystem', 'write_file', { path: 'todo.txt', content: 'glue\n- order new copper roves\n' }, true, { stepId: 's2' });
    expect(doneSentence([read, write], new Map(), planned)).toBe('Added "- order new copper roves" to the end of todo.txt.');
    // The write failed: what ran is said, and the failure counted; nothing claims the line was added.
    const failed = { ...write, ok: false, error: { code: 'denied', message: 'no', retryable: false } };
    expect(doneSentence([read, failed], new Map(), planned)).toBe('Read todo.txt; 1 of 2 calls failed.');
  });

  it('says a replace as every place of the text changed in the file, not as a read and an edit', () => {
    const planned = (old: string, replacement: string): PlanStep[] => [
      { id: 's1', server: 'filesystem', tool: 'read_text_file', arguments: { path: 'log.md' }, dependsOn: [], why: '' },
      {
        id: 's2',
        server: 'filesystem',
        tool: 'edit_file',
        arguments: { path: 'log.md', edits: { $replace: { in: 's1.output', old, new: replacement } } },
        dependsOn: ['s1'],
        why: '',
      },
    ];
    const read = ran('filesystem', 'read_text_file', { path: 'log.md' }, true, { stepId: 's1', output: 'Hive B\n' });
    const edit = ran('filesystem', 'edit_file', { path: 'log.md', edits: [{ oldText: 'Hive B\n', newText: 'Hive E\n' }] }, true, { stepId: 's2' });
    expect(doneSentence([read, edit], new Map(), planned('Hive B', 'Hive E'))).toBe('Changed every "Hive B" to "Hive E" in log.md.');
    expect(doneSentence([read, edit], new Map(), planned(' (draft)', ''))).toBe('Took every " (draft)" out of log.md.');
    // The edit failed ("does not stand in"): nothing claims a change.
    const failed = { ...edit, ok: false, error: { code: 'bad_reference', message: 'no', retryable: false } };
    expect(doneSentence([read, failed], new Map(), planned('Hive B', 'Hive E'))).toBe('Read log.md; 1 of 2 calls failed.');
  });

  it('says a fact found by the words as deleted the way it was kept, not as a read and a delete of a record', () => {
    const fact = { $fact: { in: 's1.output', entity: 'Tomás Ruiz', like: "can't do sunday mornings" } };
    const planned: PlanStep[] = [
      { id: 's1', server: 'memory', tool: 'open_nodes', arguments: { names: ['Tomás Ruiz'] }, dependsOn: [], why: '' },
      {
        id: 's2',
        server: 'memory',
        tool: 'delete_observations',
        arguments: { deletions: [{ entityName: 'Tomás Ruiz', observations: [fact] }] },
        dependsOn: ['s1'],
        why: '',
      },
    ];
    const read = ran('memory', 'open_nodes', { names: ['Tomás Ruiz'] }, true, { stepId: 's1', output: '{}' });
    const deleted = ran('memory', 'delete_observations', { deletions: [{ entityName: 'Tomás Ruiz', observations: ["Can't do Sunday mornings"] }] }, true, {
      stepId: 's2',
    });
    expect(doneSentence([read, deleted], new Map(), planned)).toBe(`Deleted "Can't do Sunday mornings" from what is remembered about Tomás Ruiz.`);
    // No fact was like the words: the delete was not made, and nothing says it was.
    const refused = { ...deleted, ok: false, attempts: 0, error: { code: 'bad_reference', message: 'nothing was deleted', retryable: false } };
    expect(doneSentence([read, refused], new Map(), planned)).toBe('Opened nodes "Tomás Ruiz"; 1 of 2 calls failed.');
  });

  it('says facts of two records deleted in one call each with its own record', () => {
    const of = (entity: string, like: string) => ({ entityName: entity, observations: [{ $fact: { in: 's1.output', entity, like } }] });
    const planned: PlanStep[] = [
      { id: 's1', server: 'memory', tool: 'open_nodes', arguments: { names: ['Ana', 'Tomás Ruiz'] }, dependsOn: [], why: '' },
      {
        id: 's2',
        server: 'memory',
        tool: 'delete_observations',
        arguments: { deletions: [of('Ana', 'plays viola'), of('Tomás Ruiz', 'plays george')] },
        dependsOn: ['s1'],
        why: '',
      },
    ];
    const read = ran('memory', 'open_nodes', { names: ['Ana', 'Tomás Ruiz'] }, true, { stepId: 's1', output: '{}' });
    const sent = [
      { entityName: 'Ana', observations: ['plays Viola'] },
      { entityName: 'Tomás Ruiz', observations: ['plays George'] },
    ];
    const deleted = ran('memory', 'delete_observations', { deletions: sent }, true, { stepId: 's2' });
    expect(doneSentence([read, deleted], new Map(), planned)).toBe(
      'Deleted "plays Viola" from what is remembered about Ana and "plays George" from what is remembered about Tomás Ruiz.',
    );
  });

  it('says a whole record found by the name said as deleted under the name it was kept by', () => {
    const planned: PlanStep[] = [
      { id: 's1-prep', server: 'memory', tool: 'search_nodes', arguments: { query: 'Pete' }, dependsOn: [], why: '' },
      {
        id: 's1',
        server: 'memory',
        tool: 'delete_entities',
        arguments: { entityNames: [{ $fact: { in: 's1-prep.output', entity: 'Pete' } }] },
        dependsOn: ['s1-prep'],
        why: '',
      },
    ];
    const read = ran('memory', 'search_nodes', { query: 'Pete' }, true, { stepId: 's1-prep', output: '{}' });
    const deleted = ran('memory', 'delete_entities', { entityNames: ['Pete Lindqvist'] }, true, { stepId: 's1' });
    expect(doneSentence([read, deleted], new Map(), planned)).toBe('Deleted everything remembered about Pete Lindqvist.');
  });
});

describe('keptNothingLine: the line for a call that kept nothing, in place of its raw result', () => {
  const priya = { entities: [{ name: 'Priya', entityType: 'person', observations: ['likes tea'] }] };
  const observations = { observations: [{ entityName: 'Priya', contents: ['likes tea'] }] };
  const added = (list: string[]) => JSON.stringify([{ entityName: 'Priya', addedObservations: list }]);
  const none = new Map();

  it('says the second of a made-then-added pair had nothing more to keep when the first kept it', () => {
    const made = ran('memory', 'create_entities', priya, true, { output: JSON.stringify(priya.entities), stepId: 's1' });
    const then = ran('memory', 'add_observations', observations, true, { output: added([]), stepId: 's1-then' });
    expect(keptNothingLine(then, [made, then], none)).toBe('Nothing more to keep: memory.create_entities kept it.');
    expect(keptNothingLine(made, [made, then], none)).toBeUndefined();
  });

  it('says a record was there already, and leaves a call that kept something to its own lines', () => {
    const made = ran('memory', 'create_entities', priya, true, { output: '[]', stepId: 's1' });
    const then = ran('memory', 'add_observations', observations, true, { output: added(['likes tea']), stepId: 's1-then' });
    expect(keptNothingLine(made, [made], none)).toBe('Priya was already in memory; nothing new was added.');
    expect(keptNothingLine(then, [made, then], none)).toBeUndefined();
    expect(keptNothingLine(ran('memory', 'search_nodes', { query: 'Priya' }, true, { output: '[]' }), [], none)).toBeUndefined();
  });
});
