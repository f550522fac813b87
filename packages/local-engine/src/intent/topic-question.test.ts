import { describe, expect, it } from 'vitest';
import { asksTopicOfTheirs } from './topic-question.js';
import { asksWhatOwnRecordsHold } from './own-record.js';

describe('a thing of theirs named first, then a question of it', () => {
  it('asks what their records hold when the question is the speaker’s or of a time of theirs', () => {
    for (const message of [
      'the rowing crew, who is in the boat this year',
      'fixtures!! when we play Labasa?',
      'My sugar measurements... is it better this month?',
      'courses, what do I need to buy for the weekend?',
      'harvest grades, how many A grade last harvest',
      'lice count from last week / was it over the limit?',
      'the list of sponsors ads, which ones i read tomorrow',
      'the Oscars pool, who did we pick this year?',
    ]) {
      expect(asksTopicOfTheirs(message), message).toBe(true);
      expect(asksWhatOwnRecordsHold(message), message).toBe(true);
    }
  });

  it('asks nothing of a record in advice, in what would happen, in a topic in general, or after a greeting', () => {
    for (const message of [
      'python lists, how do I sort them?',
      'Paris, what should we see?',
      'my knee, is it bad if I run?',
      'photosynthesis, how does it work?',
      'the french revolution, when did it start?',
      'ok, when is my dentist appointment?',
      'thanks, what time is it now?',
      'the cria have diarrhea two days, what I do before the vet comes',
      'what is the capital of France, and when did it become the capital this year',
      // A public occasion or team, made theirs by no speaker.
      'the Oscars, who won this year?',
      'Manchester United, who is in the squad now',
    ])
      expect(asksTopicOfTheirs(message), message).toBe(false);
  });

  it('reads a record named with its article before the question', () => {
    expect(asksWhatOwnRecordsHold('The species list, do we have the Sowerby beaked whale on it?')).toBe(true);
    expect(asksWhatOwnRecordsHold('the list of presidents, who was first?')).toBe(false);
  });
});
