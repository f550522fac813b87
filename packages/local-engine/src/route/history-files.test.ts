import { describe, expect, it } from 'vitest';
import type { EngineMessage } from '../types.js';
import { lookUpHistory } from './history-lookup.js';

const said = (...contents: string[]): EngineMessage[] => contents.map((content, at) => ({ role: at % 2 === 0 ? 'user' : 'assistant', content }));

const turns = said(
  'read recepten/appeltaart.md',
  'Read recepten/appeltaart.md.',
  'if a stroopwafel costs 1.20 and the café takes 40, what do they pay?',
  'I cannot answer that without a model.',
  'what is 3/4 of 48',
  '3/4 of 48 = 36',
);

describe('a question about which file was named earlier is answered with a file', () => {
  it('asks of the last, first or earlier file asked for, read or named', () => {
    for (const question of [
      'what was the last file I asked you to read?',
      'which file did I mention earlier?',
      'what file did I open before?',
      'which was the last document you read?',
      'what was the file I asked you about?',
    ]) {
      const answer = lookUpHistory(question, turns);
      expect(answer?.found, question).toBe(true);
      expect(answer?.answer, question).toContain('recepten/appeltaart.md');
    }
  });

  it('never takes a price or a fraction for a file', () => {
    const numbersOnly = said('if a stroopwafel costs 1.20, what do 40 cost?', 'That is 48.', 'and 3/4 of that?', '36');
    const answer = lookUpHistory('which file did I mention earlier?', numbersOnly);
    expect(answer?.answer ?? '').not.toMatch(/1\.20|3\/4/);
    // A number asked for is still found.
    expect(lookUpHistory('what price did I mention?', said('a stroopwafel costs 1.20', 'Noted.'))?.answer).toContain('1.20');
  });
});
