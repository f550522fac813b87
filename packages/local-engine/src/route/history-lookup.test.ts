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

  it('quotes the turn about what it asks of, never the last thing said about something else', () => {
    const turns = said('remember that Priya is my colleague and she loves matcha', 'Saved.', "a person, he's my coworker", 'Saved Tomasz.');
    const answer = lookUpHistory('what do you remember about Priya?', turns);
    expect(answer?.answer).toContain('Priya is my colleague');
    expect(answer?.answer).not.toContain('coworker');
  });

  it('answers with the last thing said only when that is what it asks', () => {
    expect(lookUpHistory('what did I just say?', said('my name is Ana', 'Nice to meet you.'))?.answer).toContain('my name is Ana');
    // "where did I write down ..." asks where a thing was put, not what was said.
    expect(lookUpHistory('where did I write down the dentist appointment?', said('open the last one', 'Here is journal/b.md.'))).toBeUndefined();
    const other = lookUpHistory('do you remember the way to the station?', said('open the last one', 'Here is journal/b.md.'));
    expect(other?.found).toBe(false);
  });
});
