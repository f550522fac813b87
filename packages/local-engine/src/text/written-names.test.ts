import { describe, expect, it } from 'vitest';
import { fastestRead } from '../../test-support/fastest-read.js';
import { readsOtherLanguage } from '../intent/other-languages.js';
import { isWrittenName, withoutWrittenNames } from './written-names.js';

describe('paths and file names are names, not the language of the request', () => {
  it('reads an English request that names folders and files in another language as English', () => {
    for (const message of [
      'read recepten/appeltaart.md',
      'move recepten/speculaas.md to recepten/kerst/speculaas.md',
      'show me Rezepte/Apfelkuchen.txt',
      'open documentos\\facturas\\enero.pdf please',
      'how big is boekhouding/omzet-2024.csv?',
      'delete brouillon-lettre.docx',
    ]) {
      expect(readsOtherLanguage(message), message).toBe(false);
    }
  });

  it('still reads a request in another language as one, whatever its paths are named', () => {
    for (const message of [
      'lees recepten/appeltaart.md',
      'wat staat er in lijsten/leveranciers.md?',
      'öffne notes/todo.md',
      'muestra el archivo notes.txt',
      'Was steht in der Verein/protokoll.txt?',
    ]) {
      expect(readsOtherLanguage(message), message).toBe(true);
    }
  });

  it('takes out tokens written as paths or with an extension, not numbers, dates, titles or sentence ends', () => {
    expect(withoutWrittenNames('read "recepten/appeltaart.md".').trim()).toBe('read');
    for (const token of ['lijsten/todo.md', '(omzet-2024.csv)', 'C:\\Users\\anna', 'notes.txt,']) expect(isWrittenName(token), token).toBe(true);
    for (const token of ['1.20', '12/03', 'Mrs.', 'home.', '18,50', '/']) expect(isWrittenName(token), token).toBe(false);
  });

  it('reads long runs of marks in linear time', () => {
    for (const text of [','.repeat(65536), '. '.repeat(30000), 'a '.repeat(30000), 'a'.repeat(65536), 'a.'.repeat(30000), '/'.repeat(65536)]) {
      expect(
        fastestRead((attempt) => {
          withoutWrittenNames(text.slice(attempt));
          readsOtherLanguage(text.slice(attempt));
        }),
      ).toBeLessThan(300);
    }
  });
});
