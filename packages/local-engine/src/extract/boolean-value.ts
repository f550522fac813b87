/** Booleans: set when the message names the flag ("including its opponent", "detailed"), false when it negates it. */
import { GENERIC_TERMS } from '../text/tokenize.js';
import type { ParameterContext } from './candidates.js';
import type { MessageFacts } from './message-facts.js';

const NEGATION = /\b(no|not|without|exclude|excluding|don'?t|do not|skip|never|omit|disable)\b/i;

export function booleanValue(context: ParameterContext, facts: MessageFacts): boolean | undefined {
  const specific = [...context.cues.nameStems].filter((term) => !GENERIC_TERMS.has(term) && !/^(is|has|use|enable|show|flag|allow)$/.test(term));
  if (specific.length === 0) return undefined;
  const hit = facts.tokens.find((token) => specific.includes(token.stem));
  if (!hit) return undefined;
  const before = facts.text.slice(Math.max(0, hit.start - 30), hit.start);
  return !NEGATION.test(before.split(/[,.;]/).pop() ?? '');
}
