import { describe, expect, it } from 'vitest';
import { fastestRead } from '../../test-support/fastest-read.js';
import { findSpokenPaths } from './spoken-paths.js';

const spokenIn = (text: string) => findSpokenPaths(text).map((path) => path.text);

describe('a folder named after its noun, inside another, in other languages', () => {
  it('is the inner folder inside the outer one', () => {
    expect(spokenIn('cria uma pasta Torneio_Gramado dentro de Sub12')).toContain('Sub12/Torneio_Gramado');
    expect(spokenIn('crée un dossier factures dans compta')).toContain('compta/factures');
    expect(spokenIn('erstelle einen Ordner Rechnungen in Finanzen')).toContain('Finanzen/Rechnungen');
    expect(spokenIn('φτιάξε φάκελο archive μέσα στο syntages')).toContain('syntages/archive');
    expect(spokenIn('crea la carpeta viejos dentro de la carpeta fotos')).toContain('fotos/viejos');
  });

  it('is the folder alone when nothing places it, or a function word follows the place word', () => {
    expect(spokenIn('muéstrame la carpeta fotos')).toEqual(['fotos']);
    expect(spokenIn('crea una carpeta viejos en el escritorio por favor')).not.toContain('el/viejos');
  });

  it('stays fast on long hostile runs', () => {
    for (const text of [','.repeat(65536), '. '.repeat(30000), 'a '.repeat(30000), 'a'.repeat(65536), `carpeta x${' dentro de'.repeat(6000)}`]) {
      expect(
        fastestRead((attempt) => {
          findSpokenPaths(text.slice(attempt));
        }),
      ).toBeLessThan(300);
    }
  });
});
