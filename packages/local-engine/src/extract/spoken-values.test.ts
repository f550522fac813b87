import { describe, expect, it } from 'vitest';
import { madeUpTool } from '../../test-support/made-up-tool.js';
import { extractArguments } from './extract-arguments.js';

const tool = madeUpTool;

const listing = tool('list_folder', 'List the entries of a folder', { path: { type: 'string' } }, ['path']);
const finder = tool('find_files', 'Find files matching a glob pattern under a folder', { path: { type: 'string' }, pattern: { type: 'string' } }, [
  'path',
  'pattern',
]);
const writer = tool('save_note', 'Write a note to a file', { path: { type: 'string' }, content: { type: 'string' } }, ['path', 'content']);
const mover = tool('relocate', 'Move a file or a directory', { source: { type: 'string' }, destination: { type: 'string' } }, ['source', 'destination']);
const repeater = tool('repeat', 'Repeat the given words back', { message: { type: 'string' } }, ['message']);

describe('values written in everyday words', () => {
  it('reads a folder named with its folder noun, a command, or a bare name after "in", in several languages', () => {
    expect(extractArguments('what sits in the invoices folder?', listing).arguments).toEqual({ path: 'invoices' });
    expect(extractArguments('ls -la music', listing).arguments).toEqual({ path: 'music' });
    expect(extractArguments('anything new in drafts?', listing).arguments).toEqual({ path: 'drafts' });
    expect(extractArguments('muéstrame la carpeta facturas', listing).arguments).toEqual({ path: 'facturas' });
    expect(extractArguments('music フォルダを見せて', listing).arguments).toEqual({ path: 'music' });
    expect(extractArguments('list the folder called trips', listing).arguments).toEqual({ path: 'trips' });
  });

  it('keeps a written path whole and a year is no folder', () => {
    expect(extractArguments('was ist auf pics/trip/lake.png', listing).arguments).toEqual({ path: 'pics/trip/lake.png' });
    expect(extractArguments('show what I made in 2021', listing).arguments).toEqual({ path: '.' });
  });

  it('reads a search pattern from a glob, a kind of file, a name, or the thing looked for', () => {
    expect(extractArguments('find -name "*.bak"', finder).arguments).toMatchObject({ pattern: '*.bak' });
    expect(extractArguments('any pdfs in letters?', finder).arguments).toEqual({ path: 'letters', pattern: '*.pdf' });
    expect(extractArguments('find the csv files in reports', finder).arguments).toEqual({ path: 'reports', pattern: '*.csv' });
    expect(extractArguments('look for something named receipts', finder).arguments).toMatchObject({ pattern: 'receipts' });
    expect(extractArguments('find my visa things', finder).arguments).toMatchObject({ pattern: 'visa' });
  });

  it('hands over the text after a colon or "saying" whole, commas and all', () => {
    expect(extractArguments('new note lists/camping.md: tent, stove, matches', writer).arguments).toEqual({
      path: 'lists/camping.md',
      content: 'tent, stove, matches',
    });
    expect(extractArguments('add a line to logs/day.md saying the roof is fixed', writer).arguments).toEqual({
      path: 'logs/day.md',
      content: 'the roof is fixed',
    });
    expect(extractArguments('repeat good morning', repeater).arguments).toEqual({ message: 'good morning' });
  });

  it('puts the two ends of a move in the order written, and a file moved into a folder keeps its name there', () => {
    expect(extractArguments('verschiebe docs/a.txt nach docs/old', mover).arguments).toEqual({ source: 'docs/a.txt', destination: 'docs/old/a.txt' });
    expect(extractArguments('put docs/a.txt in the old folder', mover).arguments).toEqual({ source: 'docs/a.txt', destination: 'old/a.txt' });
    // A rename takes the new name as written.
    expect(extractArguments('rename docs/a.txt to docs/b', mover).arguments).toEqual({ source: 'docs/a.txt', destination: 'docs/b' });
  });
});

describe('the root folder', () => {
  it('a listing or search tool asked with no folder named works on the root', () => {
    expect(extractArguments('ls', listing).arguments).toEqual({ path: '.' });
    expect(extractArguments('find my visa things', finder).arguments).toEqual({ path: '.', pattern: 'visa' });
    expect(extractArguments('show it', writer).missing).toContain('path');
  });
});

describe('numbers documented with a placeholder', () => {
  const reader = tool(
    'peek',
    'Read a file',
    {
      path: { type: 'string' },
      tail: { type: 'number', description: 'If given, only the last N lines' },
      head: { type: 'number', description: 'If given, only the first N lines' },
    },
    ['path'],
  );
  it('tells twin parameters apart by the word before the placeholder', () => {
    expect(extractArguments('first 7 lines of logs/x.txt', reader).arguments).toEqual({ path: 'logs/x.txt', head: 7 });
    expect(extractArguments('the last 3 lines of logs/x.txt', reader).arguments).toEqual({ path: 'logs/x.txt', tail: 3 });
  });
});
