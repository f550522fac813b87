/**
 * Which arithmetic a request asks for and which a tool does: a tool that names operations ("get-sum: returns the
 * sum of two numbers") does those only, on as many numbers as it takes; a calculator that names none does any.
 */
import { findNumbers } from '../extract/number-mentions.js';
import type { ToolSpec } from '../types.js';

/** What a computing request asks: its operations in words and symbols, and how many numbers it combines. */
export interface ArithmeticAsked {
  operations: ReadonlySet<string>;
  operands: number;
}

/** What a computing tool does: the operations its name and description name, and how many numbers one call takes. */
export interface ArithmeticOffered {
  operations: ReadonlySet<string>;
  operands: number;
}

/** Arithmetic operations in words and symbols: a tool that names one is built for that one only. */
const OPERATIONS: ReadonlyArray<readonly [string, RegExp]> = [
  ['add', /\b(?:add(?:s|ing|ed)?|sum|plus|total|addition)\b|\d\s*\+\s*\d/i],
  ['subtract', /\b(?:subtract(?:s|ing|ed)?|minus|difference|subtraction)\b|\d\s+-\s+\d/i],
  // "4 packets at £2.75 each": a count at a price each is a product, whatever word asks for its total.
  [
    'multiply',
    /\b(?:multipl(?:y|ies|ied|ying|ication)|times|product)\b|\d\s*[*×x]\s*\d|\b(?:at|@)\s*(?:rs\.?\s*|₹|£|\$|€)?\d[\d.,]*\s*(?:€|£|\$)?\s*(?:each|apiece|a piece)\b/i,
  ],
  ['divide', /\b(?:divid(?:e|es|ed|ing)|division|quotient|split)\b|\d\s*[/÷]\s*\d/i],
  ['percent', /%|\bper ?cent(?:age)?\b/i],
  ['power', /\b(?:squared|cubed|power|exponent|square root|root)\b|\d\s*\^\s*\d/i],
];

export function operationsIn(text: string): ReadonlySet<string> {
  return new Set(OPERATIONS.filter(([, pattern]) => pattern.test(text)).map(([name]) => name));
}

/** "two numbers", "3 values": a count of the numbers meant, not one of them. */
const COUNTS_NUMBERS = /^(?:numbers|values|operands|figures|digits)$/;

/**
 * "they are the two harvest festival collections", "add all three", "both of these": a number spelled after a word
 * that points at things already named counts them; it is not one more number to add.
 */
const POINTS_AT_THINGS = /\b(?:the|these|those|all|both|my|our|its|their)\s+$/i;

/** The arithmetic a message asks for. */
export function arithmeticAsked(message: string): ArithmeticAsked {
  const operands = findNumbers(message).filter(
    (number) => !COUNTS_NUMBERS.test(number.unit ?? '') && !(number.spelled && POINTS_AT_THINGS.test(message.slice(0, number.start))),
  );
  return { operations: operationsIn(message), operands: operands.length };
}

/** A parameter whose name or description says it takes an expression, a formula or an equation. */
export const TAKES_EXPRESSION = /expression|formula|equation/i;

/** The arithmetic a tool does: a list parameter, or one that takes an expression, takes any count of numbers. */
export function arithmeticOffered(tool: ToolSpec): ArithmeticOffered {
  const properties = Object.entries(tool.parameters?.properties ?? {});
  const fields = properties.map(([, field]) => field);
  const takesExpression = properties.some(([name, field]) => field.type === 'string' && TAKES_EXPRESSION.test(`${name} ${field.description ?? ''}`));
  const operands =
    takesExpression || fields.some((field) => field.type === 'array')
      ? Number.POSITIVE_INFINITY
      : fields.filter((field) => field.type === 'number' || field.type === 'integer').length;
  return { operations: operationsIn(`${tool.name.replace(/[_-]+/g, ' ')} ${tool.description ?? ''}`), operands };
}

/**
 * "100 divided by 4" or "1450 times 12" is no job for a tool that returns a sum, nor "54.20 + 38.75 + 61.10" for one
 * that adds two numbers: one call could take only two of them.
 */
export function servesArithmetic(asked: ArithmeticAsked, offered: ArithmeticOffered): boolean {
  if (asked.operands > 2 && offered.operands < asked.operands) return false;
  if (asked.operations.size === 0 || offered.operations.size === 0) return true;
  return [...asked.operations].every((operation) => offered.operations.has(operation));
}
