import { describe, expect, it } from 'vitest';
import type { ToolSpec } from '../types.js';
import { extractArguments } from './extract-arguments.js';

const tool = (name: string, description: string, properties: Record<string, unknown>, required: string[]): ToolSpec => ({
  name,
  description,
  parameters: { type: 'object', properties: properties as Record<string, never>, required },
});

// Made-up tools in the shape of a document store: not any server's own.
const openDocs = tool(
  'open_documents',
  'Open several documents at once and return their text',
  { documents: { type: 'array', items: { type: 'string' }, description: 'File paths of the documents to open' } },
  ['documents'],
);
const showDoc = tool(
  'show_document',
  'Show a document as text',
  {
    path: { type: 'string' },
    fromStart: { type: 'number', description: 'Show only the first N lines' },
    fromEnd: { type: 'number', description: 'Show only the last N lines' },
  },
  ['path'],
);
const saveDoc = tool('save_document', 'Save text to a document, replacing it', { path: { type: 'string' }, body: { type: 'string' } }, ['path', 'body']);
const reviseDoc = tool(
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
const relocate = tool('relocate_file', 'Move a file or directory to a new place', { source: { type: 'string' }, destination: { type: 'string' } }, [
  'source',
  'destination',
]);

describe('everyday readings of a request', () => {
  it('gives a list of files every path the request names, however they are joined', () => {
    expect(extractArguments('compare budget/2023.csv with budget/2024.csv', openDocs).arguments).toEqual({
      documents: ['budget/2023.csv', 'budget/2024.csv'],
    });
    expect(extractArguments('diff old/a.md against new/a.md', openDocs).arguments).toEqual({ documents: ['old/a.md', 'new/a.md'] });
    expect(extractArguments('open todo.txt done.txt and later.txt', openDocs).arguments).toEqual({ documents: ['todo.txt', 'done.txt', 'later.txt'] });
  });

  it('reads a file name with a space after its folder as one path', () => {
    expect(extractArguments('show drafts/cover letter.docx', showDoc).arguments).toEqual({ path: 'drafts/cover letter.docx' });
    expect(extractArguments('show drafts/my old cv.pdf', showDoc).arguments).toEqual({ path: 'drafts/my old cv.pdf' });
    // Words that join two paths keep them apart.
    expect(extractArguments('open drafts/old and notes.txt', openDocs).arguments).toEqual({ documents: ['drafts/old', 'notes.txt'] });
  });

  it('reads "top N" as the first N and "the first line" as one', () => {
    expect(extractArguments('show me the top 5 lines of data/users.csv', showDoc).arguments).toEqual({ path: 'data/users.csv', fromStart: 5 });
    expect(extractArguments('bottom 3 lines of logs/app.log', showDoc).arguments).toEqual({ path: 'logs/app.log', fromEnd: 3 });
    expect(extractArguments("what's the first line of notes/todo.md?", showDoc).arguments).toEqual({ path: 'notes/todo.md', fromStart: 1 });
    expect(extractArguments('what is the last line of journal/today.txt', showDoc).arguments).toEqual({ path: 'journal/today.txt', fromEnd: 1 });
    expect(extractArguments('read the lines of logs/app.log', showDoc).arguments).toEqual({ path: 'logs/app.log' });
  });

  it('hands over quoted text whole, punctuation and all, and text after "that just says"', () => {
    expect(extractArguments("put a card at cards/sam.txt that says 'Happy 30th, Sam! Drinks on me.'", saveDoc).arguments).toEqual({
      path: 'cards/sam.txt',
      body: 'Happy 30th, Sam! Drinks on me.',
    });
    expect(extractArguments('create notes/hi.txt that just says hello world', saveDoc).arguments).toEqual({ path: 'notes/hi.txt', body: 'hello world' });
  });

  it('hands over every line below a colon that ends a line', () => {
    expect(extractArguments('save this poem to letters/poem.txt:\nroses are red\nthe kettle is hot', saveDoc).arguments).toEqual({
      path: 'letters/poem.txt',
      body: 'roses are red\nthe kettle is hot',
    });
  });

  it('keeps the sides of a stated replacement out of the path, and reads several replacements as several changes', () => {
    expect(extractArguments("'Friday' should be 'Saturday'", reviseDoc).arguments.path).toBeUndefined();
    expect(extractArguments("in letters/invite.md swap 'June' for 'July' and 'noon' for '1pm'", reviseDoc).arguments).toEqual({
      path: 'letters/invite.md',
      changes: [
        { oldValue: 'June', newValue: 'July' },
        { oldValue: 'noon', newValue: '1pm' },
      ],
    });
    expect(extractArguments('change draft to final and red to blue in docs/report.md', reviseDoc).arguments).toEqual({
      path: 'docs/report.md',
      changes: [
        { oldValue: 'draft', newValue: 'final' },
        { oldValue: 'red', newValue: 'blue' },
      ],
    });
  });

  it('moves the thing after "move" into the folder named, keeping its file name', () => {
    expect(extractArguments('move pics/beach.jpg into folder vacation/', relocate).arguments).toEqual({
      source: 'pics/beach.jpg',
      destination: 'vacation/beach.jpg',
    });
    expect(extractArguments('make a folder archive/old and move notes/2019.txt into it', relocate).arguments).toEqual({
      source: 'notes/2019.txt',
      destination: 'archive/old/2019.txt',
    });
  });
});
