/**
 * Without a language model, a turn the engine cannot answer ("who is Leo Brennan", "what does Sam play?", "wats in
 * orders") may still be one a read-only lookup answers: the memory may hold the person the user named, a folder may
 * be the thing asked about. This reads that lookup, to be offered as a question and never run unasked. A name the
 * lexicon or the region list holds ("Einstein", "France") is general knowledge, not one of the user's people.
 */
import { isRegionName } from '../text/places.js';
import { STOPWORDS, stem } from '../text/tokenize.js';
import { isKnownStem } from '../text/synonyms.js';
import { acquaintanceSubject } from '../intent/acquaintance-fact.js';
import type { Action, ObjectKind } from '../intent/action.js';
import { readToolAction } from '../intent/tool-action.js';
import type { PlannedCall, SelectInput, ToolSpec } from '../types.js';

/** "who is ...", "who's ...": a question about someone, whatever names follow. */
const ASKS_WHO = /^(?:who|whos|who's|who’s)\b/i;
/**
 * Capitalised words in a row after the first word ("Leo Brennan", "Sam"), read as someone when the question asks who,
 * when they own something ("Sam's"), or when they do something ("what does Sam play", "tell me about Leo"): a product
 * or a topic ("how do I install Docker", "what is Kubernetes") is not looked for in the memory.
 */
const NAME_RUN = /(?<=\s)\p{Lu}\p{Ll}{2,}(?:\s+\p{Lu}\p{Ll}{2,})*(?:['’]s)?(?![\p{L}])/gu;
const DOER_BEFORE = /\b(?:does|did|will|has|about)\s$/i;
/** "is anyone allergic to nuts?", "who here plays the cello": asks which of the user's people has something. */
const ANYONE =
  /^(?:is|does|do|has|have|did)\s+(?:anyone|anybody|someone|somebody)\s+(.+?)\s*\??$|^who\s+(?:else\s+)?(?:here\s+)?(?!is\b|are\b|was\b|were\b)(\p{L}+s)\s+(.+?)\s*\??$/iu;
/** "what's in orders", "wats in my invoices": what a folder named by one word holds. */
const WHATS_IN = /^(?:what'?s|whats|wats|wots|what is|what are)\s+in\s+(?:the\s+|my\s+)?([\p{L}\d_-]{3,})(?:\s+folder)?\s*\??$/iu;

/** A word general knowledge holds (the lexicon, a stopword or a region): not a name only the user's memory knows. */
function generallyKnown(word: string): boolean {
  const lower = word.toLowerCase();
  return STOPWORDS.has(lower) || isRegionName(word) || isKnownStem(stem(lower));
}

/** The tool that does `action` on one of `objects`, and the parameter that takes the looked-up words. */
function lookupTool(tools: readonly ToolSpec[], action: Action, objects: readonly ObjectKind[]): { tool: ToolSpec; parameter: string } | undefined {
  for (const tool of tools) {
    const read = readToolAction(tool);
    if (read.action !== action || !objects.some((o) => read.objects.has(o))) continue;
    const required = ((tool.parameters as { required?: string[] } | undefined)?.required ?? []) as string[];
    // One required parameter: the lookup needs no value the message does not give.
    if (required.length === 1 && required[0]) return { tool, parameter: required[0] };
  }
  return undefined;
}

/** What the memory would be searched for: one of the user's people or things named in the message. */
function memorySubject(message: string): string | undefined {
  const text = message.trim();
  const told = acquaintanceSubject(text);
  if (told) return told;
  const anyone = ANYONE.exec(text);
  if (anyone) {
    // What they have or do: "allergic to nuts", "plays the cello" (its object, not the verb).
    const words = (anyone[1] ?? anyone[3] ?? '').split(/[^\p{L}'’-]+/u).filter((w) => w.length > 2 && !STOPWORDS.has(w.toLowerCase()));
    return words[0];
  }
  const asksWho = ASKS_WHO.test(text);
  for (const match of text.matchAll(NAME_RUN)) {
    const name = match[0].replace(/['’]s$/, '');
    const person = asksWho || name !== match[0] || DOER_BEFORE.test(text.slice(0, match.index));
    if (!person) continue;
    if (name.split(/\s+/).some((word) => !generallyKnown(word))) return name;
  }
  return undefined;
}

/** A read-only lookup worth offering for a turn the engine cannot answer, or undefined when none would help. */
export function lookupOffer(input: SelectInput): PlannedCall | undefined {
  const folder = WHATS_IN.exec(input.message.trim())?.[1];
  const listing = folder ? lookupTool(input.tools, 'list', ['directory']) : undefined;
  if (folder && listing) return offered(listing.tool, listing.parameter, folder, `list what the folder "${folder}" holds`);
  const subject = memorySubject(input.message);
  const search = subject ? lookupTool(input.tools, 'search', ['memory']) : undefined;
  if (subject && search) return offered(search.tool, search.parameter, subject, `search the memory for ${subject}`);
  return undefined;
}

function offered(tool: ToolSpec, parameter: string, value: string, why: string): PlannedCall {
  // Low on purpose: a guess at what might help, only ever asked about.
  return { tool: tool.name, arguments: { [parameter]: value }, confidence: 0.3, why, missing: [] };
}
