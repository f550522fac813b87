import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { madeUpTool } from '../../test-support/made-up-tool.js';
import type { EngineMessage, ToolSpec } from '../types.js';
import { FORGET_REASON, FORGET_RECORD_REASON } from './forget-plan.js';
import { selectCalls } from './select-calls.js';

// A made-up address book in the shape of a remembered graph: a reader of people by name, a tool that deletes facts
// from people, and one that deletes people. Not any server's own tools.
const facts = { type: 'array', items: { type: 'string' } };
const openPeople = madeUpTool(
  'book.open_people',
  'Open specific people in the remembered address book by their names, with the facts kept of them',
  { names: facts },
  ['names'],
);
const deleteFacts = madeUpTool(
  'book.delete_facts',
  'Delete specific facts from people in the remembered address book',
  { deletions: { type: 'array', items: { type: 'object', properties: { personName: { type: 'string' }, facts }, required: ['personName', 'facts'] } } },
  ['deletions'],
);
const deletePeople = madeUpTool('book.delete_people', 'Delete multiple people from the remembered address book', { personNames: facts }, ['personNames']);
const book: ToolSpec[] = [openPeople, deleteFacts, deletePeople];
const searchPeople = madeUpTool(
  'book.search_people',
  'Search the remembered address book for people and the facts kept of them by a query',
  { query: { type: 'string' } },
  ['query'],
);

const select = (message: string, history: EngineMessage[] = [], tools = book) => selectCalls({ message, history, tools });

describe('forgetting a fact said in the words of the request', () => {
  it('reads the record first and marks where the words of each fact sit, never deciding alone', () => {
    const selection = select("remove the fact that Tomás Ruiz can't do Sunday mornings");
    expect(selection.calls).toMatchObject([
      {
        tool: 'book.delete_facts',
        arguments: { deletions: [{ personName: 'Tomás Ruiz', facts: ["can't do Sunday mornings"] }] },
        prepare: { tool: 'book.open_people', arguments: { names: ['Tomás Ruiz'] } },
        wordedFacts: { entity: 'Tomás Ruiz', at: [['deletions', 0, 'facts', 0]] },
      },
    ]);
    expect(selection.handOver).toContain(FORGET_REASON);
  });

  it('reads the person the conversation named for "he"', () => {
    const history: EngineMessage[] = [
      { role: 'user', content: "remember that Tomás Ruiz plays George and can't do Sunday mornings" },
      { role: 'assistant', content: 'Added observations to Tomás Ruiz.' },
    ];
    expect(select("forget that he can't do sunday mornings", history).calls[0]).toMatchObject({
      prepare: { arguments: { names: ['Tomás Ruiz'] } },
      wordedFacts: { entity: 'Tomás Ruiz' },
    });
  });

  it('reads the record by the search of records when the catalog has one: a name typed in lower case finds it', () => {
    expect(select('forget that sepp lives in kirchzarten', [], [...book, searchPeople]).calls[0]).toMatchObject({
      tool: 'book.delete_facts',
      prepare: { tool: 'book.search_people', arguments: { query: 'sepp' } },
      wordedFacts: { entity: 'sepp', at: [['deletions', 0, 'facts', 0]] },
    });
  });

  it('plans as before without a reader of records by name', () => {
    const withoutReader = select("remove the fact that Tomás Ruiz can't do Sunday mornings", [], [deleteFacts, deletePeople]).calls;
    expect(withoutReader.every((call) => call.prepare === undefined && call.wordedFacts === undefined)).toBe(true);
    expect(select('delete Tomás Ruiz from the address book entirely', [], [deleteFacts, deletePeople]).calls[0]?.prepare).toBeUndefined();
  });
});

describe('forgetting a whole record by the name the request says', () => {
  // The deleter of people says it takes what is kept of them from memory, as a memory's deleter of records does.
  const dropPeople = madeUpTool(
    'book.drop_people',
    'Delete multiple people and the facts kept of them from the remembered address book',
    { personNames: facts },
    ['personNames'],
  );
  const records = [openPeople, dropPeople];

  it('opens the names first and marks each as a record to find, never deciding alone', () => {
    const selection = select('delete Tomás Ruiz from the address book entirely', [], records);
    expect(selection.calls).toMatchObject([
      {
        tool: 'book.drop_people',
        arguments: { personNames: ['Tomás Ruiz'] },
        prepare: { tool: 'book.open_people', arguments: { names: ['Tomás Ruiz'] } },
        wordedFacts: { at: [['personNames', 0]] },
      },
    ]);
    expect(selection.calls[0]?.wordedFacts?.entity).toBeUndefined();
    expect(selection.handOver).toContain(FORGET_RECORD_REASON);
  });

  it('searches for one name when the catalog searches records, so a record kept under a longer name is found', () => {
    const selection = select('delete Pete from the address book entirely', [], [...records, searchPeople]);
    expect(selection.calls[0]).toMatchObject({
      prepare: { tool: 'book.search_people', arguments: { query: 'Pete' } },
      wordedFacts: { at: [['personNames', 0]] },
    });
  });
});

describe('a fact to forget beside a tool that deletes relations', () => {
  // The reference memory's tools: its relation's record "starts" at an entity, a word that is no reason to pick it.
  const reference = JSON.parse(readFileSync(new URL('../../../../eval/corpus/data/reference_tools.json', import.meta.url), 'utf8')) as ToolSpec[];
  it('deletes the fact, whose record the request fills, not a relation it fills only at one end', () => {
    const selection = select('forget that Bartek starts on 1 july', [], reference);
    expect(selection.calls.map((call) => call.tool)).toEqual(['memory.delete_observations']);
    expect(selection.calls[0]?.arguments).toMatchObject({ deletions: [{ entityName: 'Bartek', observations: ['starts on 1 july'] }] });
  });

  it("forgets one fact and keeps another in two calls, the second clause's pronoun the person the first one named", () => {
    const selection = select('forget that Piotr sings bass and remember that he sings tenor', [], reference);
    expect(selection.calls.map((call) => [call.tool, call.arguments])).toEqual([
      ['memory.delete_observations', { deletions: [{ entityName: 'Piotr', observations: ['sings bass'] }] }],
      ['memory.add_observations', { observations: [{ entityName: 'Piotr', contents: ['sings tenor'] }] }],
    ]);
    expect(selection.neverAlone).toBe(true);
  });

  it("still deletes the fact when the relation's records pad their required fields (twice, numbers, names of no field)", () => {
    for (const pad of [Array(50).fill('from'), Array(50).fill(0), Array.from({ length: 50 }, (_, at) => `field${at}`)]) {
      const tools = JSON.parse(JSON.stringify(reference)) as ToolSpec[];
      const relations = (
        tools.find((spec) => spec.name === 'memory.delete_relations')!.parameters as { properties: { relations: { items: { required: unknown[] } } } }
      ).properties.relations;
      relations.items.required.push(...pad);
      expect(select('forget that Bartek starts on 1 july', [], tools).calls.map((call) => call.tool)).toEqual(['memory.delete_observations']);
    }
  });
});

// The same book with a link between people, kept apart from their facts.
const deleteLinks = madeUpTool(
  'book.delete_links',
  'Delete specific links between people in the remembered address book',
  {
    links: {
      type: 'array',
      items: {
        type: 'object',
        properties: { from: { type: 'string' }, to: { type: 'string' }, linkType: { type: 'string' } },
        required: ['from', 'to', 'linkType'],
      },
    },
  },
  ['links'],
);

describe('a fact that reads as a link, and a link between two people', () => {
  const withLinks = [...book, deleteLinks];
  it('deletes "Sepp lives in Kirchzarten" as a fact found in the record, not as a link deleted unseen', () => {
    const tools = select('forget that Sepp lives in Kirchzarten', [], withLinks).calls.map((call) => call.tool);
    expect(tools).toContain('book.delete_facts');
    expect(tools).not.toContain('book.delete_links');
  });

  it('deletes the link a request speaks of, never the two people at its ends', () => {
    const calls = select('remove the link between Mo and Ana', [], withLinks).calls;
    expect(calls.map((call) => call.tool)).not.toContain('book.delete_people');
  });
});
