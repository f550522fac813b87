import { describe, expect, it } from 'vitest';
import { namedInFull } from './named-in-full.js';
import { askedAboutElsewhere } from './asked-about-elsewhere.js';

/** The word for "about", the name as the question puts it, and the name as it is kept. */
type Row = [about: string, asked: string, kept: string];

describe('a name as it is kept, from the case "about" puts it in', () => {
  it('gives back the Polish, Russian and Ukrainian name after the word for "about"', () => {
    const rows: Row[] = [
      ['o', 'Marcie', 'Marta'],
      ['o', 'Piotrze', 'Piotr'],
      ['o', 'Tomku', 'Tomek'],
      ['о', 'Прие', 'Прия'],
      ['про', 'Ігоря', 'Ігор'],
      ['про', 'Марію', 'Марія'],
    ];
    for (const [about, asked, kept] of rows) expect(namedInFull(about, asked), asked).toBe(kept);
    expect(askedAboutElsewhere('co wiesz o Marcie?')).toBe('Marta');
  });

  it('leaves a name whose ending says no one form, another language, and two words as written', () => {
    const rows: Row[] = [
      ['о', 'Иване', 'Иване'],
      ['o', 'Pedro', 'Pedro'],
      ['sobre', 'Marcie', 'Marcie'],
      ['o', 'Anna Kowalczyk', 'Anna Kowalczyk'],
      ['про', 'Олег', 'Олег'],
    ];
    for (const [about, asked, kept] of rows) expect(namedInFull(about, asked), asked).toBe(kept);
  });
});
