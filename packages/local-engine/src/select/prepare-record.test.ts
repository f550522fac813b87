import { describe, expect, it } from 'vitest';
import { addFacts, addressBook, createPeople, findPeople } from '../../test-support/address-book.js';
import { selectCalls } from './select-calls.js';

const book = addressBook;

const planned = (message: string, tools = book) =>
  selectCalls({ message, tools }).calls.map((call) => ({
    tool: call.tool,
    arguments: call.arguments,
    prepare: call.prepare && [call.prepare.tool, call.prepare.arguments],
    settle: call.settle && [call.settle.tool, call.settle.arguments],
  }));
/** The record a plan makes: the creating call's arguments. */
const made = (message: string) => planned(message).find((call) => call.tool === 'book.create_people')?.arguments;

describe('adding a fact about someone the memory may not hold yet', () => {
  it('makes the record with the fact in it, then adds the same fact, which keeps it where the record was there already', () => {
    expect(planned("remember that Omar's birthday is 4 June")).toEqual([
      {
        tool: 'book.create_people',
        arguments: { people: [{ name: 'Omar', kind: 'person', facts: ['birthday is 4 June'] }] },
        prepare: undefined,
        settle: ['book.add_facts', { additions: [{ personName: 'Omar', facts: ['birthday is 4 June'] }] }],
      },
    ]);
    // What people do or are, said of the name, makes it a person.
    for (const message of ['remember Ilse is vegetarian', 'remember that Ilse works at the bakery', "remember that Ilse's favourite colour is green"]) {
      expect(made(message), message).toMatchObject({ people: [{ name: 'Ilse', kind: 'person' }] });
    }
    // The kind is what the request calls the record.
    expect(made('remember that my cat Miso hates the vacuum')).toMatchObject({ people: [{ name: 'Miso', kind: 'cat' }] });
  });

  it('does the same for someone introduced by their tie', () => {
    for (const message of ['remember that my friend Omar plays the cello', "remember that my friend Omar's favourite colour is green"]) {
      const [call] = planned(message);
      expect(call).toMatchObject({ tool: 'book.create_people', arguments: { people: [{ name: 'Omar', kind: 'person' }] } });
      expect(call?.settle?.[0]).toBe('book.add_facts');
      expect(JSON.stringify(call?.settle?.[1])).toContain('Omar');
    }
    // Without a tool that adds to kept records, the record is made with the fact in it, and that is all.
    expect(planned('remember that my friend Omar plays the cello', [createPeople, findPeople])[0]).toMatchObject({
      tool: 'book.create_people',
      prepare: undefined,
      settle: undefined,
    });
  });

  it('does not make a record the request speaks of as kept, or the conversation named', () => {
    expect(planned("add to Omar's entry that he moved to Graz")[0]).toMatchObject({ tool: 'book.add_facts', prepare: undefined });
    expect(planned('add the observation "plays chess" to Omar')[0]).toMatchObject({ tool: 'book.add_facts', prepare: undefined });
    const history = [
      { role: 'user' as const, content: "remember that Jonas's birthday is 2 May" },
      { role: 'assistant' as const, content: 'Added facts "Jonas" (birthday is 2 May).' },
    ];
    const followUp = selectCalls({ message: 'also remember he hates cilantro', history, tools: book }).calls[0];
    expect(followUp?.tool).toBe('book.add_facts');
    expect(followUp?.prepare).toBeUndefined();
    expect(JSON.stringify(followUp?.arguments)).toContain('Jonas');
  });

  it('makes a record whose kind the request does not say with the kind left out, so that it is asked for, never adds alone', () => {
    for (const [message, name] of [
      ['remember that Apollo is due in May', 'Apollo'],
      ['Zoe just started at the bakery downtown, remember it', 'Zoe'],
      ['save this: Marcus owes me 20 bucks', 'Marcus'],
    ] as const) {
      const people = (made(message) as { people: Array<Record<string, unknown>> } | undefined)?.people;
      expect(people?.[0]?.name, message).toBe(name);
      expect(people?.[0], message).not.toHaveProperty('kind');
    }
  });

  it('reads a tie to the user in another language, after the name as before it, as a person', () => {
    expect(made('Rappelle-toi que Camille est ma voisine')).toMatchObject({ people: [{ name: 'Camille', kind: 'person' }] });
  });

  it('needs a tool that creates what the adding tool adds to', () => {
    expect(planned("remember that Omar's birthday is 4 June", [addFacts, findPeople])[0]).toMatchObject({
      tool: 'book.add_facts',
      prepare: undefined,
      settle: undefined,
    });
  });
});
