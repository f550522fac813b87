import { Readable } from 'node:stream';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ONLY_YES_OR_NO, readAnswer } from './read-answer.js';

const later = () => new Date(Date.now() + 60_000).toISOString();
const answer = (...lines: string[]) => readAnswer('shall I?', later(), Readable.from([lines.map((line) => `${line}\n`).join('')]));

describe('readAnswer', () => {
  afterEach(() => vi.restoreAllMocks());

  it('takes yes and no in English and the everyday words of a few other languages', async () => {
    for (const yes of ['yes', 'Y', 'ok, go ahead', 'yes please', 'ja', 'Sí', 'oui!', 'да', 'はい。']) expect(await answer(yes), yes).toBe('approve');
    for (const no of ['no', 'nope', 'no thanks', 'nein', 'non', 'нет', 'não']) expect(await answer(no), no).toBe('deny');
  });

  it('leaves anything else, and words that only start like an answer, unanswered', async () => {
    for (const other of ['maybe', 'yesterday', 'day', 'nothing', 'jamais', 'дальше', '']) expect(await answer(other), other).toBeUndefined();
  });

  it('a yes that asks for more or for something else approves nothing: it is told only yes or no answers, and asked again', async () => {
    const said: string[] = [];
    vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => said.push(String(chunk)) > 0);
    for (const more of ['yes but only notes/z.txt instead', 'ok but write bye instead', 'sure, and also delete everything', 'yes and no']) {
      expect(await answer(more), more).toBeUndefined();
      expect(await answer(more, 'no'), more).toBe('deny');
      expect(await answer(more, 'yes'), more).toBe('approve');
    }
    expect(said.join('')).toContain(ONLY_YES_OR_NO);
  });
});
