/**
 * "more polite please", "Make it third person and a bit warmer.", "shorter, and mention the dyno", "less warm. she's a
 * lawyer": a turn that asks the assistant to rework the text it just wrote. What it works on is that reply, so it needs
 * no tool and does not carry on the request before it, whatever that needed. Only a reply the assistant wrote is
 * reworked this way: after a tool ran, or a reply that shows a file, "make it shorter" may ask to change the file.
 */
import { findPaths } from '../extract/text-mentions.js';
import type { EngineMessage } from '../types.js';
import { lastExchangeUsedTool, lastReplyShowedFiles } from './follow-up.js';

/** Thanks, assent or a polite frame before the instruction ("Thank you. Would you be so kind as to ..."). */
const LEAD =
  /^(?:(?:thanks?(?: you)?|ok(?:ay)?|good|great|nice|hm+|right|yes|yeah|now|but|and|pls|please|just|actually|hmm+)\b[\s,.!]*)*(?:(?:can|could|would|will) (?:you|u)(?: (?:please|pls|maybe|just))?(?: be so kind as to)?\s+|(?:please|pls)\s+)?/i;

/** Adjectives of style and tone whose comparative asks for the same text done differently. */
const STYLE_COMPARATIVES =
  'shorter|longer|simpler|warmer|cooler|friendlier|funnier|firmer|softer|gentler|kinder|nicer|politer|clearer|punchier|snappier|crisper|tighter|briefer|plainer|stronger|stricter|harsher|livelier|happier|calmer|sweeter|cuter|easier|smoother|bolder|louder|quieter|sharper|cleaner|neater|lighter|darker|richer|deeper|wittier|sadder';

/** How a reworked text is wanted: "more polite", "less warm", "a bit shorter", "third person", "3 bullet points". */
const HOW_WANTED = String.raw`(?:(?:a (?:bit|little|lot|touch|tad)|slightly|much|way|even|bit|somewhat|abit|lil)\s+)?(?:(?:more|less)\s+[a-z'-]+|${STYLE_COMPARATIVES}|(?:in(?:to)?|as)\s+(?:the\s+)?(?:\w+\s+){0,2}(?:person|bullets?|bullet points?|points|list|paragraphs?|lines?|sentences?|words|style|tone|english|language|verse|rhymes?|haiku|tweet)|(?:first|second|third) person|\d+\s+(?:bullet points?|bullets|points|lines|sentences|words|paragraphs))`;

/** The instruction itself, at the start of the turn. */
const REWORK = new RegExp(
  [
    // "make it warmer", "make the opening less cringe", "make it 3 bullet points", "keep it shorter"
    String.raw`(?:make|keep|get)\s+(?:it|this|that|them|the\s+(?:opening|intro|ending|end|start|first (?:line|part|paragraph)|last (?:line|part|paragraph)|tone|wording|text|message|letter|email|note|post|caption|bio|reply|answer|speech|toast|poem))\b(?:\s+(?:a\s+(?:bit|little|lot|touch|tad)|slightly|much|way|even|bit|somewhat))?\s+(?:more|less|sound|into|in|as|${STYLE_COMPARATIVES}|[a-z]+er\b|(?:first|second|third) person|\d+)`,
    // "shorter, and mention the dyno", "more polite please", "less warm"
    String.raw`(?:make\s+)?${HOW_WANTED}(?=$|[\s,.!?;:])`,
    // "rephrase it", "tone it down", "say it in French", "put it in bullet points", "turn it into a haiku"
    String.raw`(?:rewrite|rephrase|reword|redo|shorten|simplify|soften|tighten|polish|condense|trim)\s+(?:it|this|that|them)\b`,
    String.raw`tone\s+(?:it|this|that)\s+(?:down|up)\b|(?:say|put|write)\s+(?:it|this|that)\s+(?:again|differently|${HOW_WANTED})|turn\s+(?:it|this|that)\s+into\s+(?:an?\s+)?\w+`,
    // The common forms of other languages: "más corto", "plus poli", "kürzer bitte", "più formale".
    String.raw`(?:más|menos|plus|moins|più|meno|mais)\s+(?:corto|breve|formal|formale|formel|amable|gentile|poli|court|courte|chaleureux|curto|educado|simple|sencillo)|kürzer|höflicher|freundlicher|förmlicher|lockerer|korter|vriendelijker|krócej|grzeczniej`,
  ]
    .map((form) => `^(?:${form})`)
    .join('|'),
  'iu',
);

/**
 * Asking for more than the text: to keep, send or file it somewhere ("make it shorter and save it to notes.md",
 * "shorter, then email it to Ana"). Those need a tool whatever the rework.
 */
const ASKS_BEYOND_TEXT =
  /\b(?:save|saving|store|keep it in|remember|note (?:it |this |that )?down|write (?:it |this |that )?(?:to|into|down|in)\b|put (?:it|this|that) (?:in|into) (?:the |my )?[\w-]+ (?:file|folder|notes?|doc)|add (?:it|this|that) to|append|send|email|e-mail|mail|text (?:it|him|her|them)|post (?:it|this|that)|upload|share|print|copy|move|delete|overwrite|replace the|update the (?:file|doc|note))\b/i;

/** A reply this short is an answer or a question, not a text to rework. */
const REPLY_WORDS = 6;

/** Whether the conversation's last turn is text the assistant wrote: no tool ran since the user's turn, and it shows no file. */
export function lastReplyIsOwnText(history: readonly EngineMessage[]): boolean {
  const last = history.at(-1);
  if (last?.role !== 'assistant' || lastExchangeUsedTool(history) || lastReplyShowedFiles(history)) return false;
  return last.content.trim().split(/\s+/).length >= REPLY_WORDS;
}

/** Whether the message asks to rework the assistant's own last reply, and nothing beyond it. */
export function reworksLastReply(message: string, history: readonly EngineMessage[]): boolean {
  const text = message.trim();
  if (!lastReplyIsOwnText(history)) return false;
  if (ASKS_BEYOND_TEXT.test(text) || findPaths(text).length > 0) return false;
  const instruction = text.replace(LEAD, '');
  return REWORK.test(instruction);
}
