import { describe, expect, it } from 'vitest';
import type { EngineMessage } from '../types.js';
import { lookUpHistory } from './history-lookup.js';

const said = (...contents: string[]): EngineMessage[] => contents.map((content, at) => ({ role: at % 2 === 0 ? 'user' : 'assistant', content }));

describe('a question about what was said earlier', () => {
  it('is answered from the turn about what it asks of', () => {
    const answer = lookUpHistory('what did I tell you about Greta?', said('Greta keeps bees', 'Noted.'));
    expect(answer?.found).toBe(true);
  });

  it('is not answered by the conversation when no turn speaks of what it asks about', () => {
    const answer = lookUpHistory('what did I tell you about Omar?', said('what did I tell you about Greta', 'You told me Greta keeps bees.'));
    expect(answer?.found).toBe(false);
  });
});
