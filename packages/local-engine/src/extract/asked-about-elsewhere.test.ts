import { describe, expect, it } from 'vitest';
import { fastestRead } from '../../test-support/fastest-read.js';
import { askedAboutElsewhere, withoutTitle } from './asked-about-elsewhere.js';

describe('whom a question asks about, in other languages', () => {
  it('reads the name after the word for "about"', () => {
    expect(askedAboutElsewhere('ماذا تتذكر عن ليلى؟')).toBe('ليلى');
    expect(askedAboutElsewhere('ما هي المعلومات التي عندك عن الحاج إدريس؟')).toBe('إدريس');
    expect(askedAboutElsewhere('was weißt du über den huber')).toBe('huber');
    expect(askedAboutElsewhere('Was weißt du noch über meinen Vermieter, Herrn Krause?')).toBe('Vermieter');
    expect(askedAboutElsewhere('o que você sabe sobre a Ana?')).toBe('Ana');
    expect(askedAboutElsewhere('co wiesz o Ewie?')).toBe('Ewie');
  });

  it('reads the name before the words for "about" where they come after it', () => {
    expect(askedAboutElsewhere('neha ke baare mein kya yaad hai tujhe')).toBe('neha');
    expect(askedAboutElsewhere('민지 씨에 대해 뭐 기억하고 있어?')).toBe('민지');
  });

  it('leaves a title out and a question about nobody unread', () => {
    expect(withoutTitle('Mr Karam')).toBe('Karam');
    expect(withoutTitle('Herrn Krause')).toBe('Krause');
    expect(withoutTitle('Mrs. Nguyen')).toBe('Nguyen');
    expect(withoutTitle('Drew Barry')).toBe('Drew Barry');
    expect(askedAboutElsewhere('¿Qué hora es?')).toBeUndefined();
  });

  it('stays quick on long hostile text', () => {
    expect(
      fastestRead((attempt) => {
        for (const text of ['عن '.repeat(20000), 'o '.repeat(30000), 'ke baare '.repeat(7000), ','.repeat(65536), 'a'.repeat(65536)])
          askedAboutElsewhere(text.slice(attempt));
      }),
    ).toBeLessThan(300);
  });
});
