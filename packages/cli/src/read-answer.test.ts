import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { readAnswer } from './read-answer.js';

const later = () => new Date(Date.now() + 60_000).toISOString();
const answer = (line: string) => readAnswer('shall I?', later(), Readable.from([`${line}\n`]));

describe('readAnswer', () => {
  it('takes yes and no in English and the everyday words of a few other languages', async () => {
    for (const yes of ['yes', 'Y', 'ok, go', 'ja', 'Sí', 'oui!', 'да', 'はい。']) expect(await answer(yes), yes).toBe('approve');
    for (const no of ['no', 'nope', 'nein', 'non', 'нет', 'não']) expect(await answer(no), no).toBe('deny');
  });

  it('leaves anything else, and words that only start like an answer, unanswered', async () => {
    for (const other of ['maybe', 'yesterday', 'day', 'nothing', 'jamais', 'дальше', '']) expect(await answer(other), other).toBeUndefined();
  });
});
