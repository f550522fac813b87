import { describe, expect, it } from 'vitest';
import { madeUpTool } from '../../test-support/made-up-tool.js';
import { extractArguments } from './extract-arguments.js';

const writer = madeUpTool(
  'write_file',
  'Create a new file or completely overwrite an existing file with new content.',
  { path: { type: 'string', description: 'Path of the file' }, content: { type: 'string', description: 'Text to write' } },
  ['path', 'content'],
);
const search = madeUpTool(
  'search_files',
  'Recursively search for files and directories matching a pattern.',
  { path: { type: 'string', description: 'Directory to start in' }, pattern: { type: 'string', description: 'Glob pattern of names' } },
  ['path', 'pattern'],
);

describe('a quote put somewhere, and a name a file is asked to mention, are no place', () => {
  it('takes a quote put on a list as what is put, in English and its neighbours', () => {
    for (const message of [
      "add 'vanilla' to the shopping list",
      "zet 'vanillestokjes' op de boodschappenlijst",
      "voeg 'vanillestokjes' toe aan de boodschappenlijst",
      "ajoute 'vanille' à la liste de courses",
      "añade 'vainilla' a la lista de la compra",
    ]) {
      expect(extractArguments(message, writer).arguments.path, message).toBeUndefined();
    }
    // A quote that is a path is still the place.
    expect(extractArguments("voeg 'melk' toe aan 'lijsten/boodschappen.md'", writer).arguments.path).toBe('lijsten/boodschappen.md');
  });

  it('never takes the person a file mentions for the folder to look in', () => {
    for (const message of ['which of my files mention Mrs. Visser?', 'which documents mention Dr. Jansen?', 'which files mention Henk?']) {
      expect(extractArguments(message, search).arguments.path, message).not.toMatch(/Visser|Jansen|Henk/);
    }
  });
});
