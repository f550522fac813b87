import { describe, expect, it } from 'vitest';
import { fastestRead } from '../../test-support/fastest-read.js';
import { evaluateArithmetic } from './arithmetic.js';
import { withDecimalPoints } from './operators-abroad.js';

describe('arithmetic said in other languages', () => {
  it('reads the words for times, divided by, plus and minus between numbers', () => {
    expect(evaluateArithmetic('hoeveel is 18,50 keer 3?')?.value).toBe(55.5);
    expect(evaluateArithmetic('wie viel ist 7 mal 8?')?.value).toBe(56);
    expect(evaluateArithmetic('cuánto es 12 por 4')?.value).toBe(48);
    expect(evaluateArithmetic('combien font 3 fois 9 ?')?.value).toBe(27);
    expect(evaluateArithmetic('was ist 100 geteilt durch 8')?.value).toBe(12.5);
    expect(evaluateArithmetic('quanto fa 20 meno 5?')?.value).toBe(15);
    expect(evaluateArithmetic('quanto é 6 vezes 7')?.value).toBe(42);
    expect(evaluateArithmetic('hoeveel is 2,5 plus 1,25')?.value).toBe(3.75);
    expect(evaluateArithmetic('hoeveel is 10 gedeeld door 4')?.value).toBe(2.5);
  });

  it('leaves thousands groups, lists and words away from numbers as they were', () => {
    expect(evaluateArithmetic('what is 1,200 + 5')?.value).toBe(1205);
    expect(evaluateArithmetic('add 12, 30 and 7')?.value).toBe(49);
    expect(evaluateArithmetic('what is 3,5,7')).toBeUndefined();
    expect(evaluateArithmetic('mal sehen, 3 Äpfel')).toBeUndefined();
    expect(withDecimalPoints('1,5,7 and 1,200 and 18,50')).toBe('1,5,7 and 1,200 and 18.50');
  });

  it('reads long runs in linear time', () => {
    for (const text of [','.repeat(65536), '. '.repeat(30000), '1 '.repeat(30000), `1${' mal'.repeat(16000)}`, '1,'.repeat(30000)]) {
      expect(
        fastestRead((attempt) => {
          evaluateArithmetic(text.slice(attempt));
        }),
      ).toBeLessThan(300);
    }
  });
});
