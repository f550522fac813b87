import { describe, expect, it } from 'vitest';
import { madeUpTool } from '../../test-support/made-up-tool.js';
import { extractArguments } from './extract-arguments.js';
import { findSpokenPaths } from './spoken-paths.js';
import { findPaths } from './text-mentions.js';

// A made-up tool in the shape of a file store: not any server's own.
const relocate = madeUpTool('relocate_file', 'Move or rename a file or directory', { source: { type: 'string' }, destination: { type: 'string' } }, [
  'source',
  'destination',
]);
const moved = (text: string) => extractArguments(text, relocate).arguments;
const pathsIn = (text: string) => findPaths(text).map((path) => path.text);
const spokenIn = (text: string) => findSpokenPaths(text).map((path) => path.text);

describe('a rename written as two names', () => {
  it('moves the old name, with the extension the new one shows, to the new one', () => {
    expect(moved('rename mums_jollof to mum_jollof_recipe.txt')).toEqual({ source: 'mums_jollof.txt', destination: 'mum_jollof_recipe.txt' });
    expect(moved('renombra lista_compras a lista_2025.txt')).toEqual({ source: 'lista_compras.txt', destination: 'lista_2025.txt' });
    expect(moved('rename egusi.txt to egusi-soup')).toEqual({ source: 'egusi.txt', destination: 'egusi-soup.txt' });
  });

  it('keeps the folder an end was read in', () => {
    expect(moved('rename recipes/lefse.txt to lefse-mormor.txt')).toEqual({ source: 'recipes/lefse.txt', destination: 'recipes/lefse-mormor.txt' });
    expect(moved('rename drafts/v2.txt to final')).toEqual({ source: 'drafts/v2.txt', destination: 'drafts/final.txt' });
  });
});

describe('a name joined with underscores or dashes, moved', () => {
  it('is the thing moved when the move opens with it and says where it goes', () => {
    expect(spokenIn('move old_notes into archive/2023')).toContain('old_notes');
    expect(spokenIn('mueve lista-2024 a viejos')).toContain('lista-2024');
    expect(moved('move old_notes into archive/2023')).toEqual({ source: 'old_notes', destination: 'archive/2023/old_notes' });
  });

  it('is no name of its own where it describes what is moved', () => {
    expect(spokenIn('move the well-known stuff to old')).not.toContain('well-known');
  });

  it('is no word of the next path’s spaced name', () => {
    expect(pathsIn('mv old_notes archive/old_notes')).toEqual(['archive/old_notes']);
    expect(pathsIn('listen to voice memos/memo 12.m4a')).toEqual(['voice memos/memo 12.m4a']);
  });
});

describe('two paths joined by a word of another language', () => {
  it('stay two paths', () => {
    expect(pathsIn('flytta turer/2023 till arkiv/turer-2023')).toEqual(['turer/2023', 'arkiv/turer-2023']);
    expect(pathsIn('verschiebe fotos/2023 nach archiv/fotos')).toEqual(['fotos/2023', 'archiv/fotos']);
    expect(pathsIn('open clients/Greenleaf Cafe/quote.txt')).toEqual(['clients/Greenleaf Cafe/quote.txt']);
  });
});

describe('a folder written first, then the listing verb', () => {
  it('is the folder alone', () => {
    expect(pathsIn('jobs/2024 list')).toEqual(['jobs/2024']);
    expect(pathsIn('photos/2024 ls')).toEqual(['photos/2024']);
  });

  it('keeps a last word of a name where the verb came first', () => {
    expect(pathsIn('open notes/shopping list')).toEqual(['notes/shopping list']);
  });
});
