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

/** A parameter that takes what to look for: "query", "q", "search", "keywords", "topic". */
const LOOKS_FOR = /^(?:q|query|search|search_?query|keywords?|terms?|topic)$/i;
/** "anything about my landlord", "what do you know on the plumber": the thing asked about. */
const ABOUT = /\b(?:about|regarding|concerning|on)\s+(?:(?:my|our|the|his|her|their|that|this)\s+)?([\p{L}\p{N}][\p{L}\p{N}' -]*)/iu;

/** For a required look-up parameter with no better value: the short noun phrase a question is about. */
export function topicAsked(context: ParameterContext, facts: MessageFacts): string | undefined {
  if (!LOOKS_FOR.test(context.name)) return undefined;
  const match = ABOUT.exec(facts.text);
  const clause = (match?.[1] ?? '').split(/\b(?:and|with|from|by|that|which|who|again|so far|before|already)\b/i)[0] ?? '';
  const words = clause.trim().split(/\s+/).filter(Boolean).slice(0, 3);
  while (words.length > 0 && STOPWORDS.has((words[words.length - 1] ?? '').toLowerCase())) words.pop();
  return words.length > 0 ? words.join(' ') : undefined;
}
