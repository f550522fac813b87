/** Made-up tools in the shape of a document store, shared by the tests that read requests to one: not any server's own. */
import { madeUpTool as tool } from './made-up-tool.js';

export const showDoc = tool(
  'show_document',
  'Show a document as text',
  {
    path: { type: 'string' },
    fromStart: { type: 'number', description: 'Show only the first N lines' },
    fromEnd: { type: 'number', description: 'Show only the last N lines' },
  },
  ['path'],
);
export const saveDoc = tool('save_document', 'Save text to a document, replacing it', { path: { type: 'string' }, body: { type: 'string' } }, ['path', 'body']);
export const reviseDoc = tool(
  'revise_document',
  'Make text replacements in a document',
  {
    path: { type: 'string' },
    changes: {
      type: 'array',
      items: { type: 'object', properties: { oldValue: { type: 'string' }, newValue: { type: 'string' } }, required: ['oldValue', 'newValue'] },
    },
  },
  ['path', 'changes'],
);
