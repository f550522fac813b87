import { describe, expect, it } from 'vitest';
import { madeUpTool } from '../../test-support/made-up-tool.js';
import { extractArguments } from './extract-arguments.js';

// Made-up tools in the shape of a folder lister, a record search and a record remover: not any server's own.
const listFolder = madeUpTool('show_folder', 'List the entries of a directory', { path: { type: 'string', description: 'Directory to list' } }, ['path']);
const searchRecords = madeUpTool(
  'find_records',
  'Search the remembered records for a query',
  { query: { type: 'string', description: 'Text to match against names and facts' } },
  ['query'],
);
const forgetRecords = madeUpTool(
  'drop_records',
  'Delete remembered records by their names from the memory',
  { entityNames: { type: 'array', items: { type: 'string' }, description: 'Names of the records to delete' } },
  ['entityNames'],
);

describe('the words a request asks about', () => {
  it('reads no name in an opening word after "¿" or in "I\'ve"', () => {
    expect(extractArguments('¿Qué archivos hay en Descargas?', listFolder).arguments).toEqual({ path: 'Descargas' });
    expect(extractArguments('¿Qué recuerdas sobre Greenleaf Cafe?', searchRecords).arguments).toEqual({ query: 'Greenleaf Cafe' });
    expect(extractArguments("Do you recall anything I've told you about my book club?", searchRecords).arguments).toEqual({ query: 'book club' });
  });

  it('reads a folder before chat words that end the request ("rn", "now", "again")', () => {
    expect(extractArguments('whats in shoots rn', listFolder).arguments).toEqual({ path: 'shoots' });
  });

  it('reads what the one asked after does, and the thing told of', () => {
    expect(extractArguments('anyone in memory who likes chess?', searchRecords).arguments).toEqual({ query: 'chess' });
    // Searched as its singular: "regular" finds the "regular customer" kept, "regulars" would not.
    expect(extractArguments('who are the regulars i told you about', searchRecords).arguments).toEqual({ query: 'regular' });
  });

  it('reads whom to forget when who they are follows the name', () => {
    expect(extractArguments('forget everything about dave the plumber', forgetRecords).arguments).toEqual({ entityNames: ['dave'] });
    expect(extractArguments('forget zayd hes not my friend anymore', forgetRecords).arguments).toEqual({ entityNames: ['zayd'] });
  });
});
