/**
 * The arithmetic a request asks, for a parameter that takes an expression ("calculator: expression, e.g.
 * 2*(3+4)"): "what is 15% of 80" gives "15/100*80", the expression the engine would otherwise work out itself.
 */
import type { Candidate, ParameterContext } from './candidates.js';
import type { MessageFacts } from './message-facts.js';
import { evaluateArithmetic } from '../route/arithmetic.js';
import { EXTRACT } from '../weights.js';
import { TAKES_EXPRESSION } from '../intent/arithmetic-operations.js';

const S = EXTRACT.special;

export function expressionCandidates(context: ParameterContext, facts: MessageFacts): Candidate[] {
  if (!TAKES_EXPRESSION.test(`${context.name} ${context.schema.description ?? ''}`)) return [];
  const sum = evaluateArithmetic(facts.text);
  if (sum === undefined) return [];
  // Where the asked arithmetic stands in the message, so no other value is read from inside it.
  const at = facts.text.indexOf(sum.asked);
  const start = Math.max(at, 0);
  const end = at < 0 ? facts.text.length : at + sum.asked.length;
  return [{ value: sum.expression.replace(/\s+/g, ''), start, end, score: S.expression, affinity: S.codeAffinity }];
}
