import { describe, expect, it } from 'vitest';
import { addFacts, addressBook, findPeople } from '../../test-support/address-book.js';
import type { EngineMessage } from '../types.js';
import { selectCalls } from './select-calls.js';

const book = addressBook;
const first = (message: string, history: EngineMessage[] = []) => selectCalls({ message, history, tools: book }).calls[0];

describe('a fact to keep about someone the engine could not read apart', () => {
  it('makes the record when nothing says it is kept, asking for what was not read', () => {
    expect(first('remember gurpreet from singh spices delivers on tuesdays only')).toMatchObject({ tool: 'book.create_people', missing: ['people'] });
    expect(first("add my coworker Raj to memory, he's on the design team and likes chess")).toMatchObject({
      tool: 'book.create_people',
      arguments: { people: [{ name: 'Raj', kind: 'person' }] },
      missing: [],
    });
    // The fact not read apart from its subject: the record keeps it as the request words it.
    expect(first('Запомни, что у Ольги день рождения 5 мая')).toMatchObject({
      tool: 'book.create_people',
      arguments: { people: [{ name: 'Ольги', facts: ['у Ольги день рождения 5 мая'] }] },
      missing: [],
    });
    expect(first('lembra-te que o meu pai se chama Rui')).toMatchObject({
      tool: 'book.create_people',
      arguments: { people: [{ name: 'Rui', facts: ['o meu pai se chama Rui'] }] },
    });
  });

  it('adds to the record when the request tells of a change, adds to what was said, or points back at the conversation', () => {
    expect(first('note: gurpreet delivers on tuesdays now')?.tool).toBe('book.add_facts');
    expect(first('also remember gurpreet from singh spices delivers on tuesdays only')?.tool).toBe('book.add_facts');
    const history: EngineMessage[] = [
      { role: 'user', content: 'who brings the spices?' },
      { role: 'assistant', content: 'Gurpreet from Singh Spices brings them.' },
    ];
    expect(first('remember he only delivers on tuesdays', history)?.tool).toBe('book.add_facts');
  });

  it('leaves the adding tool where nothing creates what it adds to', () => {
    const call = selectCalls({ message: 'remember gurpreet from singh spices delivers on tuesdays only', tools: [addFacts, findPeople] }).calls[0];
    expect(call?.tool).toBe('book.add_facts');
  });
});
