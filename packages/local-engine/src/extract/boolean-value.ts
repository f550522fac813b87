/** Booleans: set when the message names the flag ("including its opponent", "detailed"), false when it negates it. */
import { stem } from '../text/tokenize.js';
import type { ParameterContext } from './candidates.js';
import type { MessageFacts } from './message-facts.js';
import { asksPreview, previewsChanges } from './preview-request.js';

const NEGATION = /\b(no|not|without|exclude|excluding|don'?t|do not|skip|never|omit|disable)\b/i;

/** Verbs and helpers in flag names ("include_", "is_", "get_", "use_") that say nothing about the subject. */
const FLAG_FILLER = new Set(
  [
    'is',
    'has',
    'have',
    'use',
    'enable',
    'show',
    'get',
    'return',
    'flag',
    'include',
    'with',
    'do',
    'should',
    'allow',
    'want',
    'need',
    'calculate',
    'compute',
    'find',
    'fetch',
    'retrieve',
    'provide',
    'add',
    'consider',
    'apply',
    'perform',
    'make',
    'only',
    'all',
    'to',
    'as',
    'in',
    'by',
    'for',
  ].map(stem),
);

export function booleanValue(context: ParameterContext, facts: MessageFacts): boolean | undefined {
  // "just show me the diff": a request to see the change first sets a flag that previews it, named as it may be.
  if (previewsChanges(context.name, context.schema) && asksPreview(facts.text)) return true;
  const specific = [...context.cues.nameStems].filter((term) => !FLAG_FILLER.has(term));
  if (specific.length === 0) return undefined;
  const hit = facts.tokens.find((token) => specific.includes(token.stem));
  if (!hit) return undefined;
  const before = facts.text.slice(Math.max(0, hit.start - 30), hit.start);
  return !NEGATION.test(before.split(/[,.;]/).pop() ?? '');
}
