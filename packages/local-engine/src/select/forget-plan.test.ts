import { describe, expect, it } from 'vitest';
import { madeUpTool } from '../../test-support/made-up-tool.js';
import type { EngineMessage, ToolSpec } from '../types.js';
import { FORGET_REASON } from './forget-plan.js';
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

  it('plans as before without a reader of records by name, and for a delete of a whole record', () => {
    const withoutReader = select("remove the fact that Tomás Ruiz can't do Sunday mornings", [], [deleteFacts, deletePeople]).calls;
    expect(withoutReader.every((call) => call.prepare === undefined && call.wordedFacts === undefined)).toBe(true);
    const whole = select('delete Tomás Ruiz from the address book entirely').calls;
    expect(whole.map((call) => call.tool)).toEqual(['book.delete_people']);
    expect(whole[0]?.wordedFacts).toBeUndefined();
  });
});
