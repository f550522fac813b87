import { describe, expect, it } from 'vitest';
import { correctedFact, correctionRequest } from './corrected-fact.js';

describe('a fact told before, corrected', () => {
  it('is the old fact forgotten and the new one kept, where the words say a change', () => {
    expect(correctionRequest('Piotr sings tenor now, not bass')).toBe('forget that Piotr sings bass and remember that Piotr sings tenor');
    expect(correctionRequest('tanaka san goes to the rihga royal now not new otani fix that')).toBe(
      'forget that tanaka san goes to the new otani and remember that tanaka san goes to the rihga royal',
    );
    expect(correctedFact("Anna isn't vegan any more, she's vegetarian")).toEqual({ subject: 'Anna', old: 'is vegan', now: 'is vegetarian' });
    expect(correctedFact('Lena lives in Porto now, not in Lisbon')).toEqual({ subject: 'Lena', old: 'lives in Lisbon', now: 'lives in Porto' });
    expect(correctedFact('actually Tom plays golf, not tennis')).toEqual({ subject: 'Tom', old: 'plays tennis', now: 'plays golf' });
    expect(correctedFact('Ana Lima is not my neighbour but my landlady')?.subject).toBe('Ana Lima');
  });

  it('is read in the other languages people write in, the copula kept with each side', () => {
    expect(correctedFact('Xose no es mi primo es mi cuñado, corrige eso')).toEqual({ subject: 'Xose', old: 'es mi primo', now: 'es mi cuñado' });
    expect(correctedFact("Marie n'est pas ma cousine, c'est ma belle-soeur")).toEqual({ subject: 'Marie', old: 'est ma cousine', now: 'est ma belle-soeur' });
    expect(correctedFact('Jan ist nicht mein Cousin, er ist mein Schwager')).toEqual({ subject: 'Jan', old: 'ist mein Cousin', now: 'ist mein Schwager' });
  });

  it('is not read without a word of change, nor of what names no one', () => {
    for (const message of [
      'Paris is the capital, not Lyon',
      'the meeting is at 3 now, not 2',
      'it is sunny now, not raining',
      'I live in Leeds now, not York',
      'Piotr sings tenor',
      'remember that Piotr sings tenor',
    ]) {
      expect(correctionRequest(message), message).toBeUndefined();
    }
  });
});
