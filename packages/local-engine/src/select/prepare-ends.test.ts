import { describe, expect, it } from 'vitest';
import { madeUpTool } from '../../test-support/made-up-tool.js';
import type { ToolSpec } from '../types.js';
import { recordKind } from './prepare-record.js';
import { selectCalls } from './select-calls.js';

// A made-up address book that links the people it holds. Not any server's own tools.
const name = (end: string) => ({ type: 'string', description: `The name of the person where the relation ${end}` });
const tiePeople = madeUpTool(
  'book.create_relations',
  'Create new relations between people in the remembered address book',
  {
    relations: {
      type: 'array',
      items: {
        type: 'object',
        properties: { from: name('starts'), to: name('ends'), relationType: { type: 'string' } },
        required: ['from', 'to', 'relationType'],
      },
    },
  },
  ['relations'],
);
const createPeople = madeUpTool(
  'book.create_people',
  'Create new people in the remembered address book',
  {
    people: {
      type: 'array',
      items: {
        type: 'object',
        properties: { name: { type: 'string' }, kind: { type: 'string' }, facts: { type: 'array', items: { type: 'string' } } },
        required: ['name', 'kind', 'facts'],
      },
    },
  },
  ['people'],
);
const book: ToolSpec[] = [tiePeople, createPeople];

const planned = (message: string) =>
  selectCalls({ message, tools: book }).calls.map((call) => [call.tool, call.prepare && [call.prepare.tool, call.prepare.arguments]]);

describe('linking two people the memory may not hold yet', () => {
  it('first makes the bare records of both ends, people by the tie between them', () => {
    expect(planned("remember that Lisa Reid is Sam Reid's sister")).toEqual([
      [
        'book.create_relations',
        [
          'book.create_people',
          {
            people: [
              { name: 'Lisa Reid', kind: 'person', facts: [] },
              { name: 'Sam Reid', kind: 'person', facts: [] },
            ],
          },
        ],
      ],
    ]);
  });

  it('makes up no end whose kind the request does not say', () => {
    expect(planned('link Priya to Project Falcon, she leads it')).not.toContainEqual(['book.create_relations', expect.anything()]);
  });
});

describe('what the request says of someone makes them a person', () => {
  it('reads a role held somewhere, or being late, as a person, and the place as no person', () => {
    const message = 'remember that Barbara Voss is the venue manager at Maple Street Hall';
    expect(recordKind(message, 'Barbara Voss')).toBe('person');
    expect(recordKind(message, 'Maple Street Hall', false)).toBeUndefined();
    expect(recordKind('note that Anne Okafor is running late on march 9', 'Anne Okafor')).toBe('person');
  });
});
