import { describe, expect, it } from 'vitest';
import { askedAmongOwnPeople, someoneAsked } from './someone-asked.js';
import { acquaintanceSubject, asksAcquaintanceFact } from './acquaintance-fact.js';

const UNKNOWN = new Set(['kuba', 'haruto', 'numpy', 'anna', 'kubernetes']);
const isName = (word: string) => UNKNOWN.has(word.toLowerCase());

describe('someoneAsked', () => {
  it('reads the person a question is about, by where they stand in it', () => {
    expect(someoneAsked('Does Madame Dupont have any allergies? I forget these things.', isName)).toBe('Madame Dupont');
    expect(someoneAsked('does kuba still owe me money?', isName)).toBe('kuba');
    // "ben" is a word of the lexicon; "his" says a person is meant.
    expect(someoneAsked('what did ben want for his tattoo again', isName)).toBe('ben');
    expect(someoneAsked('who on the team has asthma', isName)).toBe('asthma');
    expect(someoneAsked('is Anna allergic to anything?', isName)).toBe('Anna');
    expect(someoneAsked('does Anna have any allergies?', isName)).toBe('Anna');
  });

  it('leaves questions about things and pronouns alone', () => {
    expect(someoneAsked('does python still have a GIL?', isName)).toBeUndefined();
    expect(someoneAsked('does numpy still support python 2?', isName)).toBeUndefined();
    expect(someoneAsked('is it still raining?', isName)).toBeUndefined();
    expect(someoneAsked('did he tell you my address?', isName)).toBeUndefined();
    expect(someoneAsked('Tell Mrs Smith I will be late', isName)).toBeUndefined();
    // A name typed in lower case, or a question of what a thing does, needs a tie to the user.
    expect(someoneAsked('is anna allergic to anything?', isName)).toBeUndefined();
    expect(someoneAsked('does Kubernetes support windows nodes?', isName)).toBeUndefined();
  });

  it("reads what is asked among the user's own people", () => {
    expect(askedAmongOwnPeople('which of the kids in my class are allergic to nuts?')).toBe('allergic to nuts');
    expect(askedAmongOwnPeople('who in the band plays a left-handed bass?')).toBe('left-handed bass');
    expect(askedAmongOwnPeople('who won the world cup in 1998?')).toBeUndefined();
  });

  it('reads a bare "mati bday?" or "the number of zbyszek the mechanic" as a fact of someone the user knows', () => {
    for (const [question, who] of [
      ['mama ngozi phone no?', 'mama ngozi'],
      ['mati bday?', 'mati'],
      ['whats the number of zbyszek the mechanic', 'zbyszek'],
      ['who is chidi teacher again', 'chidi'],
    ] as const) {
      expect(asksAcquaintanceFact(question)).toBe(true);
      expect(acquaintanceSubject(question)).toBe(who);
    }
    // Names everybody knows, or no name at all.
    for (const question of ['pizza hut phone number?', 'what is the address of the white house', 'phone number?', 'capital of peru']) {
      expect(acquaintanceSubject(question)).toBeUndefined();
    }
  });
});
