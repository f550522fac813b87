import { describe, expect, it } from 'vitest';
import { fastestRead } from '../../test-support/fastest-read.js';
import { ownsMistake, withoutOwnedMistake } from './owned-mistake.js';
import { correctedFact } from './corrected-fact.js';
import { standaloneRequest } from './standalone-request.js';

describe('a message that owns a mistake in what was said before', () => {
  it('owns it at its start or in a remark after, and is read without them', () => {
    expect(withoutOwnedMistake('I was mistaken — Father Giorgi needs three days notice, not two.')).toEqual({
      text: 'Father Giorgi needs three days notice, not two.',
      owns: true,
    });
    expect(withoutOwnedMistake('sorry dmitri is russian not ukrainian, i mix up')).toEqual({ text: 'dmitri is russian not ukrainian', owns: true });
    expect(withoutOwnedMistake('achieng bday is 5th may not 3rd, i mixed her up with my cousin').text).toBe('achieng bday is 5th may not 3rd');
    expect(ownsMistake('no sorry ffion comes wensdays not thursdays')).toBe(true);
    expect(ownsMistake('Correction: the vet is at the Kaleva clinic now')).toBe(true);
    expect(withoutOwnedMistake('rex was adopted by the Melnychuk family not Melnyk, typo').text).toBe('rex was adopted by the Melnychuk family not Melnyk');
    expect(withoutOwnedMistake('I made an error the other day. Pastor Dave came to us from McPherson, not Salina. My apologies.').text).toBe(
      'Pastor Dave came to us from McPherson, not Salina',
    );
    expect(ownsMistake('Forgive me, the lesson is on Tuesday, not Monday')).toBe(true);
  });

  it('reads what someone did as a fact set right, and "actually" as a change', () => {
    const told = correctedFact('I made an error the other day. Pastor Dave came to us from McPherson, not Salina. My apologies.');
    expect(told).toMatchObject({ subject: 'Pastor Dave', now: 'came to us from McPherson' });
    expect(told?.old).toMatch(/^came to .*Salina$/);
    expect(correctedFact('Linda has a bad left hip actually, not the knee')).toEqual({ subject: 'Linda', old: 'has the knee', now: 'has a bad left hip' });
    expect(correctedFact('Priya was born in Leeds, not London')).toBeUndefined();
    // The old thing takes the new one's place after its preposition: a bare "Bob" would be any fact that names Bob.
    expect(correctedFact('Tom was married to Anna, not Bob, typo')).toEqual({ subject: 'Tom', old: 'was married to Bob', now: 'was married to Anna' });
    // A judgement at the end owns no mistake.
    expect(ownsMistake('Tom was home alone, not with Bob — bad.')).toBe(false);
    expect(correctedFact('Tom was home alone, not with Bob — bad.')).toBeUndefined();
  });

  it('is not a plain statement, nor a remark about someone else', () => {
    for (const message of ['Tom likes cats, not dogs', 'Nora mixed up the dates, she told me', 'the meeting is at 3 now', 'notes on the trip']) {
      expect(ownsMistake(message), message).toBe(false);
    }
  });
});

describe('a correction whose opening owns the mistake', () => {
  it('reads "A, not B" as the fact set right, even where the opening was cut before', () => {
    expect(correctedFact('ffion comes wensdays not thursdays', true)).toEqual({ subject: 'ffion', old: 'comes thursdays', now: 'comes wensdays' });
    expect(correctedFact('I was mistaken — Father Giorgi needs three days notice, not two.')?.subject).toBe('Father Giorgi');
    expect(standaloneRequest('no sorry ffion comes wensdays not thursdays', [])).toBe(
      'forget that ffion comes thursdays and remember that ffion comes wensdays',
    );
    expect(standaloneRequest('wait no achieng bday is 5th may not 3rd, i mixed her up with my cousin', [])).toBe(
      'forget that achieng bday is 3rd and remember that achieng bday is 5th may',
    );
  });

  it('reads the one who serves the user, named by the part ("the vet"), as someone', () => {
    expect(correctedFact('Correction: the vet is at the Kaleva clinic now, not Hervanta.')?.subject).toBe('the vet');
    // A thing named by "the" is no one.
    expect(correctedFact('Correction: the meeting is at 3 now, not 2')).toBeUndefined();
  });

  it('leaves a contrast drawn for its own sake as it is', () => {
    expect(correctedFact('Tom likes cats, not dogs')).toBeUndefined();
    expect(standaloneRequest('Tom likes cats, not dogs', [])).toBe('Tom likes cats, not dogs');
  });
});

describe('a long message read for an owned mistake', () => {
  it('finishes quickly on runs of separators and repeated remarks, and still finds a remark at the end', () => {
    expect(
      fastestRead((attempt) => {
        withoutOwnedMistake(`Tom comes wednesdays ${'-'.repeat(60_000 + attempt)}x`);
        withoutOwnedMistake(`Tom comes wednesdays${' — i mix'.repeat(8_000 + attempt)}?`);
        withoutOwnedMistake(`Tom comes wednesdays${' - i was thinking of'.repeat(3_000 + attempt)}?`);
      }),
    ).toBeLessThan(500);
    const long = `${'Tom comes wednesdays and '.repeat(2_000)}not thursdays, i mix up`;
    expect(withoutOwnedMistake(long)).toEqual({ text: long.slice(0, long.lastIndexOf(', i mix up')), owns: true });
  });
});
