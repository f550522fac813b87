import { describe, expect, it } from 'vitest';
import type { EngineMessage } from '../types.js';
import { siblingFileRequest } from './sibling-file.js';

const after = (request: string): EngineMessage[] => [
  { role: 'user', content: request },
  { role: 'assistant', content: 'Here it is.' },
];

describe('siblingFileRequest', () => {
  it('changes the month of a name for another month', () => {
    expect(siblingFileRequest('and the april one?', after('open rota/march_nights.txt'))).toBe('open rota/april_nights.txt');
    expect(siblingFileRequest('same for the march one', after('when was rota/april_nights.txt last changed'))).toBe(
      'when was rota/march_nights.txt last changed',
    );
    expect(siblingFileRequest('what about the jun one', after('show reports/Budget-May.csv'))).toBe('show reports/Budget-Jun.csv');
  });

  it('reads a month or a number said alone the same way', () => {
    expect(siblingFileRequest('same for March', after('show me invoices/invoice-feb.csv'))).toBe('show me invoices/invoice-mar.csv');
    expect(siblingFileRequest('and april?', after('open rota/march_nights.txt'))).toBe('open rota/april_nights.txt');
    expect(siblingFileRequest('what about 2023', after('how big is taxes/2022_return.pdf'))).toBe('how big is taxes/2023_return.pdf');
    // A name said alone is another follow-up's to read ("and Maria?"), not a file's.
    expect(siblingFileRequest('and Maria?', after('open notes/jun.txt'))).toBeUndefined();
  });

  it('changes a number for a number of the same length', () => {
    expect(siblingFileRequest('and the 2023 one?', after('how big is taxes/2022_return.pdf'))).toBe('how big is taxes/2023_return.pdf');
    expect(siblingFileRequest('and the 7 one?', after('how big is taxes/2022_return.pdf'))).toBeUndefined();
  });

  it('swaps a one-word name whole, in other languages too', () => {
    expect(siblingFileRequest('y el de lentejas?', after('muéstrame recetas/garbanzos.md'))).toBe('muéstrame recetas/lentejas.md');
    expect(siblingFileRequest('and the lasagna one', after('open recipes/pancakes.md'))).toBe('open recipes/lasagna.md');
  });

  it('leaves what it cannot place alone', () => {
    // "other", "next": words that tell a file from another, not its name.
    expect(siblingFileRequest('and the other one?', after('open recipes/pancakes.md'))).toBeUndefined();
    expect(siblingFileRequest('the next one', after('open recipes/pancakes.md'))).toBeUndefined();
    // A name of several words has no one part of a plain word's kind.
    expect(siblingFileRequest('and the carrot one', after('open recipes/banana_bread.md'))).toBeUndefined();
    // Two files before: which one is meant is not said.
    expect(siblingFileRequest('and the april one', after('compare rota/march.txt and rota/may.txt'))).toBeUndefined();
    // More is asked than the file.
    expect(siblingFileRequest('and the april one, then delete everything', after('open rota/march.txt'))).toBeUndefined();
    expect(siblingFileRequest('and the april one?', [])).toBeUndefined();
  });
});
