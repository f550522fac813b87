/**
 * A made-up address book in the shape of a remembered graph (not any server's own tools): one tool adds facts to
 * people it holds, one creates people, one searches them.
 */
import type { ToolSpec } from '../src/types.js';
import { madeUpTool } from './made-up-tool.js';

const facts = { type: 'array', items: { type: 'string' } };
export const addFacts = madeUpTool(
  'book.add_facts',
  'Add new facts to existing people in the remembered address book',
  { additions: { type: 'array', items: { type: 'object', properties: { personName: { type: 'string' }, facts }, required: ['personName', 'facts'] } } },
  ['additions'],
);
export const createPeople = madeUpTool(
  'book.create_people',
  'Create new people in the remembered address book',
  {
    people: {
      type: 'array',
      items: { type: 'object', properties: { name: { type: 'string' }, kind: { type: 'string' }, facts }, required: ['name', 'kind', 'facts'] },
    },
  },
  ['people'],
);
export const findPeople = madeUpTool('book.find_people', 'Search the remembered address book for people', { query: { type: 'string' } }, ['query']);
export const addressBook: ToolSpec[] = [addFacts, createPeople, findPeople];
