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
  /** The tool's own documentation says a pattern needs "**\/" to reach subfolders ("'**\/*.ext' to match files in all subdirectories"). */
  globsNeedDepth?: boolean;
}

const factsCache = new Map<string, MessageFacts>();

export function messageFacts(text: string): MessageFacts {
  let facts = factsCache.get(text);
  if (!facts) {
    const mentions = findTextMentions(text);
    // A number inside a name ("Maroon 5", "Yamaha P125") or a path ("Tax Return 2023 file") is part of it, not a quantity.
    const inside = (number: { start: number; end: number }, mention: { kind: string; start: number; end: number }): boolean =>
      number.end <= mention.end && (mention.kind === 'name' ? number.start > mention.start : mention.kind === 'path' && number.start >= mention.start);
    const numbers = findNumbers(text).map((number) => {
      const holder = mentions.find((mention) => inside(number, mention));
      return holder ? { ...number, embedded: true, ...(holder.kind === 'path' ? { inPath: true } : {}) } : number;
    });
    facts = { text, lowerText: text.toLowerCase(), tokens: tokenizeWithOffsets(text), numbers, mentions };
    // A small cache: the selector extracts the same message for several tools.
    if (factsCache.size > 256) factsCache.clear();
    factsCache.set(text, facts);
  }
  return facts;
}
