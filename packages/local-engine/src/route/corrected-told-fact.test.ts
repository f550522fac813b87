import { describe, expect, it } from 'vitest';
import type { EngineMessage } from '../types.js';
import { correctedToldFactRequest } from './corrected-told-fact.js';

const after = (told: string): EngineMessage[] => [
  { role: 'user', content: told },
  { role: 'assistant', content: 'Noted.' },
];

describe('a fact just told, corrected in the words that differ', () => {
  it('is the fact as told forgotten and the fact with the new words remembered', () => {
    expect(
      correctedToldFactRequest('I am sorry, it is Wednesday, not Tuesday.', after("Please remember that the choir rehearses on Tuesdays at six o'clock.")),
    ).toBe("forget that the choir rehearses on Tuesdays at six o'clock and remember that the choir rehearses on Wednesdays at six o'clock");
    expect(correctedToldFactRequest('actually its the 15th not the 14th, fix that', after('remember that my colleague Jess covers my shift on the 14th'))).toBe(
      'forget that my colleague Jess covers my shift on the 14th and remember that my colleague Jess covers my shift on the 15th',
    );
  });

  it('says once the words the new side repeats from the fact ("17 june" for "14" of "14 june")', () => {
    expect(correctedToldFactRequest('sorry its 17 june not 14', after('remember my OSCE date is 14 june in northampton'))).toBe(
      'forget that my OSCE date is 14 june in northampton and remember that my OSCE date is 17 june in northampton',
    );
    expect(
      correctedToldFactRequest(
        'Sorry, correction. It is 12 years, not 11.',
        after('Please remember that Selvi is my senior salesgirl and she has been with me for 11 years.'),
      ),
    ).toBe(
      'forget that Selvi is my senior salesgirl and she has been with me for 11 years and remember that Selvi is my senior salesgirl and she has been with me for 12 years',
    );
  });

  it('corrects one fact of a run-on told at once, keeping the others as they were told', () => {
    expect(
      correctedToldFactRequest(
        "no, it's Thursday not Monday",
        after('remember the bins go out on Monday, and the recycling every other week, and Ana has the spare key'),
      ),
    ).toBe(
      'forget that the bins go out on Monday, and the recycling every other week, and Ana has the spare key and remember that the bins go out on Thursday, and the recycling every other week, and Ana has the spare key',
    );
  });

  it('is not read when the turn before told no fact, the old words are not in it, or nothing came before', () => {
    expect(correctedToldFactRequest("it's Wednesday, not Tuesday", after('what day is the market?'))).toBeUndefined();
    expect(correctedToldFactRequest('its 12 not 11', after('what is 5 plus 6'))).toBeUndefined();
    expect(correctedToldFactRequest("it's Wednesday, not Tuesday", after('remember that the choir rehearses on Fridays'))).toBeUndefined();
    expect(correctedToldFactRequest("it's Wednesday, not Tuesday", [])).toBeUndefined();
    expect(correctedToldFactRequest('remember it is Wednesday', after('remember that the choir rehearses on Tuesdays'))).toBeUndefined();
  });

  it('finds the old words as whole words, not inside another ("11" is not in "110")', () => {
    expect(correctedToldFactRequest("it's 12, not 11", after('remember the gate code is 1104'))).toBeUndefined();
  });
});
