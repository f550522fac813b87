/**
 * A tiny, safe arithmetic evaluator (recursive descent, no eval) for turns such
 * as "what is 12 * (3 + 4)?" or "how much is 7 times 8". Anything that is not a
 * plain expression is left to the router's other rules.
 */

const LEAD_IN = /^\s*(?:please\s+)?(?:(?:can|could) you\s+)?(?:what(?:['’]?s| is)|how much is|calculate|compute|evaluate|work out|solve)\s*:?\s*/i;

/** Spoken operators rewritten as symbols, longest phrases first. */
const SPOKEN_OPERATORS: Array<[RegExp, string]> = [
  // "17% of 240", "5 percent of 80": a share of, not the remainder ("%" alone stays modulo).
  [/(\d+(?:\.\d+)?)\s*(?:%|per ?cent)\s+of\b/gi, '$1/100*'],
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
  [/(\d)\s*x\s*(?=\d)/gi, '$1*'],
  [/×/g, '*'],
  [/÷/g, '/'],
];
import { withoutFloatNoise, writeNumber } from './format-number.js';

export interface ArithmeticAnswer {
  /** What is computed, in symbols ("15/100* 1240"). */
  expression: string;
  /** The question in the person's own words ("15% of 1240"), for the answer to repeat. */
  asked: string;
  value: number;
}

/** The answer as a person writes it: "15% of 1240 = 186", "10/3 ≈ 3.33". */
export function arithmeticReply(answer: ArithmeticAnswer): string {
  const { text, rounded } = writeNumber(answer.value);
  return `${answer.asked} ${rounded ? '≈' : '='} ${text}`;
}

/** The value of a message that is nothing but an arithmetic question, else undefined. */
export function evaluateArithmetic(message: string): ArithmeticAnswer | undefined {
  // Every expression needs a number, and the rewrites below add digits only after "^": skip the rewriting.
  if (!/\d/.test(message)) return undefined;
  let text = message
    .replace(LEAD_IN, '')
    .replace(/[?=!.\s]+$/, '')
    .trim();
  const asked = text.replace(/\s+/g, ' ');
  for (const [pattern, symbol] of SPOKEN_OPERATORS) text = text.replace(pattern, symbol);
  text = text.replace(/(\d),(?=\d{3}\b)/g, '$1');
  if (!/^[\d\s+\-*/^%().sqrt]+$/.test(text) || !/[+\-*/^%]|sqrt/.test(text)) return undefined;
  if (!/\d/.test(text)) return undefined;
  try {
    const value = parseExpression(text);
    if (!Number.isFinite(value)) return undefined;
    return { expression: text.replace(/\s+/g, ' '), asked, value: withoutFloatNoise(value) };
  } catch {
    return undefined;
  }
}

/** Grammar: expr = term (('+'|'-') term)*; term = power (('*'|'/'|'%') power)*; power = unary ('^' power)?; unary = '-' unary | 'sqrt' unary | atom. */
export function parseExpression(source: string): number {
  const tokens = source.match(/\d+(?:\.\d+)?|\.\d+|sqrt|[+\-*/^%()]/g) ?? [];
  if (tokens.join('') !== source.replace(/\s+/g, '')) throw new Error(`unexpected input in "${source}"`);
  let position = 0;
  const peek = (): string | undefined => tokens[position];
  const next = (): string => {
    const token = tokens[position++];
    if (token === undefined) throw new Error('unexpected end of expression');
    return token;
  };
  const expression = (): number => {
    let value = term();
    while (peek() === '+' || peek() === '-') value = next() === '+' ? value + term() : value - term();
    return value;
  };
  const term = (): number => {
    let value = power();
    for (let op = peek(); op === '*' || op === '/' || op === '%'; op = peek()) {
      next();
      const right = power();
      if ((op === '/' || op === '%') && right === 0) throw new Error('division by zero');
      value = op === '*' ? value * right : op === '/' ? value / right : value % right;
    }
    return value;
  };
  const power = (): number => {
    const base = unary();
    if (peek() !== '^') return base;
    next();
    return base ** power();
  };
  const unary = (): number => {
    if (peek() === '-') {
      next();
      return -unary();
    }
    if (peek() === '+') {
      next();
      return unary();
    }
    if (peek() === 'sqrt') {
      next();
      const value = unary();
      if (value < 0) throw new Error('square root of a negative number');
      return Math.sqrt(value);
    }
    return atom();
  };
  const atom = (): number => {
    const token = next();
    if (token === '(') {
      const value = expression();
      if (next() !== ')') throw new Error('missing closing parenthesis');
      return value;
    }
    const value = Number(token);
    if (Number.isNaN(value)) throw new Error(`unexpected "${token}"`);
    return value;
  };
  const value = expression();
  if (position !== tokens.length) throw new Error(`unexpected "${tokens[position]}"`);
  return value;
}
