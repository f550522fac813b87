/** The short noun phrase after a parameter's cue word, for free-text parameters with no better candidate. */
import { STOPWORDS } from '../text/tokenize.js';
import type { ParameterContext } from './candidates.js';
import type { MessageFacts } from './message-facts.js';

const LEADING_FILLER = new Set(['the', 'a', 'an', 'of', 'for', 'about', 'on', 'in', 'to', 'is', 'are', 'called', 'named']);

export function phraseAfterCue(context: ParameterContext, facts: MessageFacts): string | undefined {
  const strongest = [...context.hits].sort((a, b) => b.strength - a.strength)[0];
  if (!strongest || strongest.strength < 1) return undefined;
  const rest = facts.text.slice(strongest.end);
  const clause = rest.split(/[,.;:!?\n]|\b(?:and|with|from|by|using|that|which|who|in order)\b/i)[0] ?? '';
  const words = clause.trim().split(/\s+/).filter(Boolean);
  while (words.length > 0 && LEADING_FILLER.has((words[0] ?? '').toLowerCase())) words.shift();
  const phrase = words.slice(0, 4);
  while (phrase.length > 0 && STOPWORDS.has((phrase[phrase.length - 1] ?? '').toLowerCase())) phrase.pop();
  const text = phrase.join(' ').replace(/^['"“]|['"”]$/g, '');
  return text.length > 0 ? text : undefined;
}
