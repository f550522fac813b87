/**
 * Splits a message into the separate requests it makes: sentences, and clauses
 * joined by "then", "also", "and <verb>" ("Find X and calculate Y").
 */

import { stem } from '../text/tokenize.js';
import { findQuoted } from '../extract/text-mentions.js';

export interface RequestClause {
  text: string;
  start: number;
}

const ACTION_VERBS =
  'find|get|calculate|compute|show|list|tell|give|fetch|retrieve|search|look|check|create|make|book|send|read|write|open|play|order|determine|estimate|predict|identify|convert|plan|suggest|recommend|schedule|update|delete|remove|add|analy[sz]e|perform|run|provide|display|return|what|how|who|where|when|which|is|are|can|could|please|i|let|generate|compare|buy|sell|invest|translate|count|measure|evaluate|solve|draw|plot|lookup|query|obtain|sort|reserve|cancel|set|move|copy|rename|save|download|upload|post|share|visit|locate|track|monitor|assess|verify|validate|test|simulate|forecast|project|design|build|prepare|organi[sz]e|arrange|use|do|then';

// "forget that Tom plays tennis and remember that he plays golf": a fact of its own opens a clause after "and"; not
// "…, remember that (link)", which frames the fact before it.
const CLAUSE_BREAK = new RegExp(
  String.raw`(?<=[.?!])\s+(?=["'“(]?[A-Z0-9])|;\s*|\n+|,?\s+(?:and\s+)?then\s+|,?\s+(?:and\s+)?also\s+|,?\s+as well as\s+(?=(?:${ACTION_VERBS})\b)|,?\s+and\s+(?=(?:${ACTION_VERBS})\b)|,?\s+and\s+(?=(?:remember|forget)\s+that\s+\S+\s+\S)|,\s+(?=(?:${ACTION_VERBS})\b)`,
  'gi',
);

/** Connectors that open a clause without being part of the request. */
const LEADING_CONNECTOR = /^(?:(?:and|then|also|lastly|finally|additionally|furthermore|moreover|next|after that|afterwards|besides)\b[,\s]*)+/i;

/**
 * `toolWords` (stems of the candidate tools' name words) also start a clause
 * after "and": in "invest $2000 in Google and withdraw $1000" the word
 * "withdraw" names a tool, so it opens a second request.
 */
export function splitRequests(message: string, toolWords: ReadonlySet<string> = new Set()): RequestClause[] {
  const clauses: RequestClause[] = [];
  let last = 0;
  const breaks = [...message.matchAll(CLAUSE_BREAK)].map((match) => ({ index: match.index, length: match[0].length }));
  if (toolWords.size > 0) {
    for (const match of message.matchAll(/,?\s+and\s+([A-Za-z]+)/gi)) {
      if (match[1] && toolWords.has(stem(match[1].toLowerCase())) && !breaks.some((other) => Math.abs(other.index - match.index) < 3)) {
        breaks.push({ index: match.index, length: match[0].length - match[1].length });
      }
    }
    breaks.sort((a, b) => a.index - b.index);
  }
  // A break inside quotes is part of the quoted text ('write "a; b" to x.txt' is one request).
  // (Breaks and quotes both come in order: one walk through the quotes, not a search of them per break.)
  const quotes = findQuoted(message);
  let quote = 0;
  for (const { index, length } of breaks) {
    while (quote < quotes.length && (quotes[quote]?.end ?? 0) <= index) quote += 1;
    const inQuote = quote < quotes.length && (quotes[quote]?.start ?? Number.POSITIVE_INFINITY) <= index;
    if (index < last || inQuote) continue;
    push(clauses, message, last, index);
    last = index + length;
  }
  push(clauses, message, last, message.length);
  return clauses;
}

function push(clauses: RequestClause[], message: string, start: number, end: number): void {
  const raw = message.slice(start, end);
  const text = raw.trim().replace(LEADING_CONNECTOR, '');
  if (text.replace(/[^A-Za-z0-9]/g, '').length < 3) return;
  clauses.push({ text, start: start + raw.indexOf(text) });
}
