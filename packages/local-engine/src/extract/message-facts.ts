/** Everything extraction needs to know about a message, computed once per message. */
import { findNumbers, type NumberMention } from './number-mentions.js';
import { findTextMentions, type TextMention } from './text-mentions.js';
import { tokenizeWithOffsets, type MessageToken } from './parameter-cues.js';

export interface MessageFacts {
  text: string;
  lowerText: string;
  tokens: MessageToken[];
  numbers: NumberMention[];
  mentions: TextMention[];
  /** Stems of the tool being filled (its name and description), to spot phrases that merely echo it. */
  toolStems?: ReadonlySet<string>;
}

const factsCache = new Map<string, MessageFacts>();

export function messageFacts(text: string): MessageFacts {
  let facts = factsCache.get(text);
  if (!facts) {
    facts = { text, lowerText: text.toLowerCase(), tokens: tokenizeWithOffsets(text), numbers: findNumbers(text), mentions: findTextMentions(text) };
    // A small cache: the selector extracts the same message for several tools.
    if (factsCache.size > 256) factsCache.clear();
    factsCache.set(text, facts);
  }
  return facts;
}
