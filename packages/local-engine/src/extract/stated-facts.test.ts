import { describe, expect, it } from 'vitest';
import { madeUpTool } from '../../test-support/made-up-tool.js';
import { extractArguments } from './extract-arguments.js';
import { findStatedFact } from './payload.js';

const tool = madeUpTool;

// Made-up tools in the shape of a notebook about people and a file finder: not any server's own.
const noteFacts = tool(
  'append_facts',
  'Append facts to a person in the address book',
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
const dropFacts = tool('drop_facts', 'Drop facts from a person in the address book', { subject: { type: 'string' }, statement: { type: 'string' } }, [
  'subject',
  'statement',
]);
const deepFinder = tool(
  'locate',
  "Recursively search directories for files matching a glob. Use '*.ext' for the current folder and '**/*.ext' for every subfolder.",
  { path: { type: 'string' }, pattern: { type: 'string' } },
  ['path', 'pattern'],
);

describe('facts to keep or drop', () => {
  it('hands over what is said of someone without the words that frame it, filed under the name it is about', () => {
    expect(extractArguments('remember that my cousin Lea is allergic to kiwis', noteFacts).arguments).toEqual({
      items: [{ personName: 'Lea', facts: ['allergic to kiwis'] }],
    });
    expect(extractArguments("Omar's anniversary is June 2nd, don't let me forget", noteFacts).arguments).toEqual({
      items: [{ personName: 'Omar', facts: ['anniversary is June 2nd'] }],
    });
    expect(extractArguments('recuerda que mi prima Lea es alérgica a los kiwis', noteFacts).arguments).toEqual({
      items: [{ personName: 'Lea', facts: ['alérgica a los kiwis'] }],
    });
    expect(extractArguments('forget that Ivo plays chess', dropFacts).arguments).toEqual({ subject: 'Ivo', statement: 'plays chess' });
    // Why the user says it is no part of the fact.
    expect(extractArguments('remove the note about Ivo being a vegan, that was wrong', dropFacts).arguments).toEqual({ subject: 'Ivo', statement: 'a vegan' });
  });

  it('reads no fact where a file is written to or a question is asked', () => {
    expect(findStatedFact('note in garden/plan.md that the beans go left')).toBeUndefined();
    expect(findStatedFact("save 'buy stamps' to errands.txt")).toBeUndefined();
    expect(findStatedFact('do you remember what Ivo said')).toBeUndefined();
  });
});

describe('what a look-up is about', () => {
  it('takes the noun phrase after "about" for a required query when nothing better names it', () => {
    const lookUp = tool('notebook.lookup', 'Look up people in the address book', { query: { type: 'string' } }, ['query']);
    expect(extractArguments('do you remember anything about my landlord', lookUp).arguments).toEqual({ query: 'landlord' });
    expect(extractArguments('what do you know about Ivo', lookUp).arguments).toEqual({ query: 'Ivo' });
  });
});

describe('search patterns for a tool whose globs need "**/" to reach subfolders', () => {
  it('looks for a kind of file or a name everywhere, and keeps a glob as written', () => {
    expect(extractArguments('find all my markdown files', deepFinder).arguments).toEqual({ path: '.', pattern: '**/*.md' });
    expect(extractArguments('find every pdf I have', deepFinder).arguments).toEqual({ path: '.', pattern: '**/*.pdf' });
    expect(extractArguments('найди все pdf файлы', deepFinder).arguments).toEqual({ path: '.', pattern: '**/*.pdf' });
    expect(extractArguments('look for anything called taxes', deepFinder).arguments).toEqual({ path: '.', pattern: '**/*taxes*' });
    expect(extractArguments('find -name "*.bak"', deepFinder).arguments).toMatchObject({ pattern: '*.bak' });
  });
});
