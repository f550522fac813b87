/** Made-up tools in the shape of a contact book with links between people: not any server's own. */
import type { ToolSpec } from '../src/types.js';
import { madeUpTool } from './made-up-tool.js';

export const linkPeople = madeUpTool(
  'link_people',
  'Record relations between people in the contact book',
  {
    links: {
      type: 'array',
      items: {
        type: 'object',
        properties: { from: { type: 'string' }, to: { type: 'string' }, relationType: { type: 'string' } },
        required: ['from', 'to', 'relationType'],
      },
    },
  },
  ['links'],
);

export const unlinkPeople = madeUpTool(
  'unlink_people',
  'Remove relations between people in the contact book',
  { source: { type: 'string' }, target: { type: 'string' }, relation: { type: 'string' } },
  ['source', 'target', 'relation'],
);

/** A tool that takes facts filed under a person's name: what it does with them is its name and description. */
export const personFactsTool = (name: string, description: string): ToolSpec =>
  madeUpTool(
    name,
    description,
    {
      items: {
        type: 'array',
        items: {
          type: 'object',
          properties: { personName: { type: 'string' }, facts: { type: 'array', items: { type: 'string' } } },
          required: ['personName', 'facts'],
        },
      },
    },
    ['items'],
  );
