import { describe, expect, it } from 'vitest';
import { fastestRead } from '../../test-support/fastest-read.js';
import { renamedEnds } from './renamed-ends.js';

describe('the two names of a rename', () => {
  it('gives a bare old name the extension the new one shows', () => {
    expect(renamedEnds('rename mums_jollof to mum_jollof_recipe.txt')).toEqual({ from: 'mums_jollof.txt', to: 'mum_jollof_recipe.txt' });
    expect(renamedEnds('rename the file notes to notes_old.txt')).toEqual({ from: 'notes.txt', to: 'notes_old.txt' });
    expect(renamedEnds('renombra lista_compras a lista_2025.txt')).toEqual({ from: 'lista_compras.txt', to: 'lista_2025.txt' });
    expect(renamedEnds('pls rename invoice-march to invoice-march-paid.pdf')).toEqual({ from: 'invoice-march.pdf', to: 'invoice-march-paid.pdf' });
  });

  it('gives a bare new name the extension the old one shows', () => {
    expect(renamedEnds('rename egusi.txt to egusi-soup')).toEqual({ from: 'egusi.txt', to: 'egusi-soup.txt' });
    expect(renamedEnds('rename drafts/v2.txt to final')).toEqual({ from: 'drafts/v2.txt', to: 'final.txt' });
  });

  it('keeps names that both show their extension, and a folder renamed as written', () => {
    expect(renamedEnds('rename notes.txt to notes.md')).toEqual({ from: 'notes.txt', to: 'notes.md' });
    expect(renamedEnds('rename the folder old to archive.bak')).toEqual({ from: 'old', to: 'archive.bak' });
  });

  it('reads no rename of two bare words, of text, or of no rename at all', () => {
    expect(renamedEnds('rename Draft to Final in notes.md')).toBeUndefined();
    expect(renamedEnds('rename night-playlist to playlist-nocna')).toBeUndefined();
    expect(renamedEnds('move report.pdf to archive')).toBeUndefined();
    expect(renamedEnds('rename it to holiday.mp4')).toBeUndefined();
  });

  it('stays fast on long hostile runs', () => {
    for (const text of [`rename ${'a'.repeat(65536)}`, `rename ${'a.'.repeat(30000)} to b.txt`, 'rename '.repeat(9000), `rename ${'a_'.repeat(30000)}`]) {
      expect(
        fastestRead((attempt) => {
          renamedEnds(text.slice(attempt));
        }),
      ).toBeLessThan(300);
    }
  });
});

describe('a new name that runs on', () => {
  it('is no rename read short', () => {
    expect(renamedEnds('rename notes/untitled.md to Meeting 2024-06-03.md')).toBeUndefined();
    expect(renamedEnds('rename egusi.txt to egusi soup')).toBeUndefined();
  });

  it('still ends before a word that closes or joins the request', () => {
    expect(renamedEnds('rename egusi.txt to egusi-soup please')).toEqual({ from: 'egusi.txt', to: 'egusi-soup.txt' });
    expect(renamedEnds('rename lista_tripulacion to tripulacion_2025.txt and open it')).toEqual({
      from: 'lista_tripulacion.txt',
      to: 'tripulacion_2025.txt',
    });
  });
});

describe('a new name written as a path', () => {
  it('is taken as written', () => {
    expect(renamedEnds('rename docs/a.txt to docs/b')).toEqual({ from: 'docs/a.txt', to: 'docs/b' });
  });
});
