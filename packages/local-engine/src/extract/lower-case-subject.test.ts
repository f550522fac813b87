import { describe, expect, it } from 'vitest';
import { findStatedFact } from './payload.js';
import { lowerCaseSubject } from './lower-case-subject.js';

describe('a fact about someone named in lower case', () => {
  it('reads the name after what they are to the user, or a name that opens the fact', () => {
    expect(lowerCaseSubject('my cat sushi is 7 and hates the vacuum')).toEqual({ start: 7, name: 'sushi' });
    expect(lowerCaseSubject('the drummer kuba owes me 150 zł')).toEqual({ start: 12, name: 'kuba' });
    expect(lowerCaseSubject('ben ortiz wants the fox with a crescent moon')).toEqual({ start: 0, name: 'ben ortiz' });
  });

  it('reads no name where words of the lexicon open the fact', () => {
    expect(lowerCaseSubject('the meeting is at 5')).toBeUndefined();
    expect(lowerCaseSubject('rent is due on friday')).toBeUndefined();
    expect(lowerCaseSubject('it is cold')).toBeUndefined();
  });

  it('gives the stated fact its subject and what is said of it', () => {
    const fact = findStatedFact('remember the drummer kuba owes me 150 zł for the hotel');
    expect(fact?.subject?.value).toBe('kuba');
    expect(fact?.value).toBe('owes me 150 zł for the hotel');
  });
});
