/**
 * A tiny, safe arithmetic evaluator (recursive descent, no eval) for turns such
 * as "what is 12 * (3 + 4)?" or "how much is 7 times 8". Anything that is not a
 * plain expression is left to the router's other rules.
 */

const LEAD_IN =
  /^\s*(?:(?:so|and|ok|okay|right|well|now|alright|oh|hmm|um)\b[,.!]?\s+)*[¿¡]?\s*(?:please\s+)?(?:(?:can|could) you\s+)?(?:what(?:['’]?s| is)|how much is|calculate|compute|evaluate|work out|solve|cu[aá]nto (?:es|son)|combien (?:font|fait|est)|wie ?viel ist|was ist|quanto (?:è|e|fa|fanno|é|são)|hoeveel is|ile (?:to )?(?:jest|będzie|bedzie|wynosi|daje)|ile to)\s*:?\s*(?:(?:the|el|la|le|les|das|der|die|il|lo|o|a|het|de)\s+(?=[$€£¥]?\d))?/iu;

/** The question words of LEAD_IN that are not English: the request is in a language that writes a decimal comma. */
const OTHER_LANGUAGE_LEAD_IN =
  /^\s*[¿¡]?\s*(?:cu[aá]nto (?:es|son)|combien (?:font|fait|est)|wie ?viel ist|was ist|quanto (?:è|e|fa|fanno|é|são)|hoeveel is|ile (?:to )?(?:jest|będzie|bedzie|wynosi|daje)|ile to)(?![\p{L}])/iu;

/** Spoken operators rewritten as symbols, longest phrases first. */
const SPOKEN_OPERATORS: Array<[RegExp, string]> = [
  // "17% of 240", "5 percent of 80": a share of, not the remainder ("%" alone stays modulo). Read from a
  // number's first digit only: tried from each digit, a long run of digits took time in the square of its length.
  [/(?<!\d)(\d+(?:\.\d+)?)\s*(?:%|per ?cent)\s+of\b/gi, '$1/100*'],
  // "an 18% tip on 64.50", "8% tax on 120": the share charged on an amount.
  [
    /(?<!\d)(\d+(?:\.\d+)?)\s*(?:%|per ?cent)\s+(?:tip|tax|sales tax|vat|gst|hst|pst|qst|tva|iva|mwst|interest|commission|gratuity|service charge)\s+on\b/gi,
    '$1/100*',
  ],
  // "3/4 of 500", "2/3 of 90": a fraction of an amount. Read from the numerator's first digit only, as above.
  [/(?<![\d.])(\d+)\s*\/\s*(\d+)\s+of\b/gi, '($1/$2)*'],
  // "19% VAT on 340 euro", "$12 plus 30 dollars": a currency said beside an amount is no part of the expression.
  [/(?<=\d)\s*(?:euros?|eur|dollars?|usd|pounds?|gbp|francs?|chf|zł|zloty|kr|€|£|¥)(?![\p{L}])/giu, ''],
  [/[$€£¥](?=\s*\d)/gu, ''],
  // "20% off 34": what is left once the share is taken off.
  [/(?<![\d.])(\d+(?:\.\d+)?)\s*(?:%|per ?cent)\s+off\s+(?:of\s+)?(\d+(?:\.\d+)?)(?![\d.])/gi, '($2-$2*$1/100)'],
  // "15% de 1240", "20 % von 80", "il 10% di 50": a share of, in other languages.
  [/(?<!\d)(\d+(?:\.\d+)?)\s*%\s+(?:de|del|von|vom|di|du|des|van|dos|das|da)\s+(?=\d)/giu, '$1/100*'],
  [/\bto the power of\b/gi, '^'],
  [/\bmultiplied by\b/gi, '*'],
  [/\bdivided by\b/gi, '/'],
  [/\btimes\b/gi, '*'],
  [/\bplus\b/gi, '+'],
  [/\bminus\b/gi, '-'],
  [/\bover\b/gi, '/'],
  [/\bmod(?:ulo)?\b/gi, '%'],
  [/\bsquared\b/gi, '^2'],
  [/\bcubed\b/gi, '^3'],
  [/\bsquare root of\b/gi, 'sqrt'],
  // "3 x 4", "3x4"; not "0x10", a number written in hexadecimal, which is left unread.
  [/(?<![\d.])(?!0x)(\d+(?:\.\d+)?)\s*x\s*(?=\d)/gi, '$1*'],
  [/×/g, '*'],
  [/÷/g, '/'],
];
import { FRACTIONS, nearestNumber, writesExactly, type Fraction } from './exact-fractions.js';
import { withoutFloatNoise, writeNumber } from './format-number.js';
import { numberListExpression } from './number-lists.js';
import { OPERATORS_ABROAD, withDecimalPoints } from './operators-abroad.js';
import { statedAmountsExpression } from './stated-amounts.js';
import { readsOtherLanguage } from '../intent/other-languages.js';

export interface ArithmeticAnswer {
  /** What is computed, in symbols ("15/100* 1240"). */
  expression: string;
  /** The question in the person's own words ("15% of 1240"), for the answer to repeat. */
  asked: string;
  value: number;
}

/**
 * The answer as a person writes it: "15% of 1240 = 186", "10/3 ≈ 3.33". "=" only when the number written is
 * the exact value: floats lose digits past the 16th (10^17 + 1 - 10^17 is 0 in them), so it is computed and checked in fractions.
 */
export function arithmeticReply(answer: ArithmeticAnswer): string {
  const exact = computeExact(answer.expression);
  const { text, rounded } = writeNumber(nearestNumber(exact) ?? answer.value);
  return `${answer.asked} ${!rounded && writesExactly(text, exact) ? '=' : '≈'} ${withPlacesOfAmounts(text, answer.expression)}`;
}

/**
 * A sum or difference of amounts all written to the same decimal places is written to those places too, as
 * amounts are: "142.30 + 131.90 = 274.20", not "274.2". Any other operation keeps the number as computed.
 */
function withPlacesOfAmounts(text: string, expression: string): string {
  if (!/^[\d.\s+-]+$/.test(expression) || !/^-?\d+(?:\.\d+)?$/.test(text)) return text;
  const places = new Set(expression.match(/\d+(?:\.\d+)?/g)?.map((number) => number.split('.')[1]?.length ?? 0));
  const [wanted] = [...places];
  const written = text.split('.')[1]?.length ?? 0;
  if (places.size !== 1 || wanted === undefined || wanted === 0 || written >= wanted) return text;
  return `${text}${written === 0 ? '.' : ''}${'0'.repeat(wanted - written)}`;
}

function computeExact(expression: string): Fraction | undefined {
  try {
    return computeExpression(expression, FRACTIONS);
  } catch {
    return undefined;
  }
}

/** The value of a message that is nothing but an arithmetic question, else undefined. */
export function evaluateArithmetic(message: string): ArithmeticAnswer | undefined {
  // Every expression needs a number, and the rewrites below add digits only after "^": skip the rewriting.
  if (!/\d/.test(message)) return undefined;
  let text = message
    .replace(LEAD_IN, '')
    .replace(/[?=!.\s]+$/, '')
    .trim();
  let asked = text.replace(/\s+/g, ' ');
  const priced = pricedCount(text);
  if (priced) asked = priced.asked;
  text = withoutCountedThings(priced?.expression ?? text);
  for (const [pattern, symbol] of SPOKEN_OPERATORS) text = text.replace(pattern, symbol);
  for (const [pattern, symbol] of OPERATORS_ABROAD) text = text.replace(pattern, symbol);
  // "add 12, 30 and 7", "subtract 5 from 20": the operation said once, before its numbers.
  const listed = numberListExpression(text.replace(/\s+/g, ' '));
  if (listed) {
    text = listed.expression;
    asked = listed.asked;
  }
  // "18,50 keer 3", "hoeveel is 2,5 plus 1,25": a decimal comma where the request is in a language that writes one (read
  // from the whole message or its question words); in English "1,5 + 2,5" may be a list, and gets no number.
  const writesDecimalComma = readsOtherLanguage(message) || OTHER_LANGUAGE_LEAD_IN.test(message);
  text = (writesDecimalComma ? withDecimalPoints(text) : text).replace(/(\d),(?=\d{3}\b)/g, '$1');
  if (!/^[\d\s+\-*/^%().sqrt]+$/.test(text) || !/[+\-*/^%]|sqrt/.test(text)) {
    // "if I paid 142.30 in January and 131.90 in February, what's the total?": amounts told, and their total asked.
    const stated = statedAmountsExpression(message, writesDecimalComma);
    if (!stated) return undefined;
    ({ expression: text, asked } = stated);
  }
  if (!/\d/.test(text)) return undefined;
  try {
    const value = parseExpression(text);
    if (!Number.isFinite(value)) return undefined;
    return { expression: text.replace(/\s+/g, ' '), asked, value: withoutFloatNoise(value) };
  } catch {
    return undefined;
  }
}

/** The operations an expression is computed with: binary floats to answer, exact fractions to check the answer. */
export interface Arithmetic<T> {
  read(token: string): T;
  add(a: T, b: T): T;
  subtract(a: T, b: T): T;
  multiply(a: T, b: T): T;
  divide(a: T, b: T): T;
  remainder(a: T, b: T): T;
  power(a: T, b: T): T;
  negate(a: T): T;
  squareRoot(a: T): T;
}

const FLOATS: Arithmetic<number> = {
  read: (token) => {
    const value = Number(token);
    if (Number.isNaN(value)) throw new Error(`unexpected "${token}"`);
    return value;
  },
  add: (a, b) => a + b,
  subtract: (a, b) => a - b,
  multiply: (a, b) => a * b,
  divide: (a, b) => {
    if (b === 0) throw new Error('division by zero');
    return a / b;
  },
  remainder: (a, b) => {
    if (b === 0) throw new Error('division by zero');
    return a % b;
  },
  power: (a, b) => a ** b,
  negate: (a) => -a,
  squareRoot: (a) => {
    if (a < 0) throw new Error('square root of a negative number');
    return Math.sqrt(a);
  },
};

export function parseExpression(source: string): number {
  return computeExpression(source, FLOATS);
}

/**
 * Grammar: expr = term (('+'|'-') term)*; term = unary (('*'|'/'|'%') unary)*; unary = '-' unary | 'sqrt' unary |
 * power; power = atom ('^' unary)?. A sign binds looser than a power, as people write it: -2^2 is -4, 2^-1 is 0.5.
 */
export function computeExpression<T>(source: string, math: Arithmetic<T>): T {
  const tokens = source.match(/\d+(?:\.\d+)?|\.\d+|sqrt|[+\-*/^%()]/g) ?? [];
  if (tokens.join('') !== source.replace(/\s+/g, '')) throw new Error(`unexpected input in "${source}"`);
  let position = 0;
  const peek = (): string | undefined => tokens[position];
  const next = (): string => {
    const token = tokens[position++];
    if (token === undefined) throw new Error('unexpected end of expression');
    return token;
  };
  const expression = (): T => {
    let value = term();
    while (peek() === '+' || peek() === '-') value = next() === '+' ? math.add(value, term()) : math.subtract(value, term());
    return value;
  };
  const term = (): T => {
    let value = unary();
    for (let op = peek(); op === '*' || op === '/' || op === '%'; op = peek()) {
      next();
      const right = unary();
      value = op === '*' ? math.multiply(value, right) : op === '/' ? math.divide(value, right) : math.remainder(value, right);
    }
    return value;
  };
  const power = (): T => {
    const base = atom();
    if (peek() !== '^') return base;
    next();
    return math.power(base, unary());
  };
  const unary = (): T => {
    if (peek() === '-') {
      next();
      return math.negate(unary());
    }
    if (peek() === '+') {
      next();
      return unary();
    }
    if (peek() === 'sqrt') {
      next();
      return math.squareRoot(unary());
    }
    return power();
  };
  const atom = (): T => {
    const token = next();
    if (token === '(') {
      const value = expression();
      if (next() !== ')') throw new Error('missing closing parenthesis');
      return value;
    }
    return math.read(token);
  };
  const value = expression();
  if (position !== tokens.length) throw new Error(`unexpected "${tokens[position]}"`);
  return value;
}

/** Two numbers an operator word joins, each maybe with the one word of what it counts: "23 walks times 38". */
const COUNTED_PAIR = /^(\d+(?:\.\d+)?)(?:\s+(\p{L}+))?\s+(times|plus|minus|multiplied by|divided by)\s+(\d+(?:\.\d+)?)(?:\s+(\p{L}+))?$/iu;

/**
 * "23 walks times 38", "12 hours times 18.50", "2 apples plus 3 apples": what is counted is no part of the expression.
 * Two different things added or taken away ("3 days minus 2 hours") are left unread: no one sum answers them.
 */
function withoutCountedThings(text: string): string {
  const pair = COUNTED_PAIR.exec(text);
  if (!pair || (pair[2] === undefined && pair[5] === undefined)) return text;
  const [, left, leftThing, operator, right, rightThing] = pair;
  const joins = /^(?:plus|minus)$/i.test(operator as string);
  if (joins && leftThing !== undefined && rightThing !== undefined && leftThing.toLowerCase() !== rightThing.toLowerCase()) return text;
  return `${left} ${operator} ${right}`;
}

/**
 * "3 nights at 95 pound a night", "5 tickets at $12 each", "2 kilos at 3.50 a kilo, how much is that": a count of
 * things at a price for each is their product. The thing the price is for must be the thing counted ("3 nights at 95 a
 * week", "3 weeks at 95 a weekend" are no product).
 */
const PRICED_COUNT =
  /^((\d+(?:\.\d+)?)\s+(\p{L}+)\s+at\s+[$€£¥]?\s*(\d+(?:\.\d+)?)\s*(?:pounds?|quid|dollars?|bucks|euros?|€|£|\$)?\s*(?:each|apiece|a piece|(?:a|an|per|every)\s+(\p{L}+)))((?:[,\s]+(?:how much (?:is|would) (?:that|it|this)(?: be| come to)?|what(?:['’]?s| is| would be) the (?:total|cost)|in total|altogether|all together))?)$/iu;

function pricedCount(text: string): { expression: string; asked: string } | undefined {
  const priced = PRICED_COUNT.exec(text);
  if (!priced) return undefined;
  const [, asked = '', count, thing = '', price, each] = priced;
  // The same thing, one of it or several: "nights" and "a night", "kilos" and "a kilo"; not "weeks" and "a weekend".
  const one = (word: string) => word.toLowerCase().replace(/(?:e?s)$/u, '');
  if (each !== undefined && one(each) !== one(thing)) return undefined;
  return { expression: `${count} * ${price}`, asked: asked.replace(/\s+/g, ' ') };
}
