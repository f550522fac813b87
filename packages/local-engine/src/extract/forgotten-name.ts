/**
 * "forget everything about jess", "delete kuba from memory", "forget marta completely", "forget everything about dave the
 * plumber" (who he is said after the name), "forget zayd hes not my friend anymore" (why, said after): whom to forget, named in
 * lower case as people type in a hurry. Capitalised names are read with every other name (`findNames`); a word in
 * lower case is a name here only where a name stands after a verb of forgetting and ends the clause, or is said to
 * go from the memory ("from memory", "completely"). A word of the English lexicon there names a thing ("forget the
 * notes") unless the memory is said.
 */
import { isKnownStem } from '../text/synonyms.js';
import { STOPWORDS, stem } from '../text/tokenize.js';
import type { TextMention } from './text-mentions.js';

const FORGOTTEN =
  /\b(?:forget|delete|remove|erase|wipe|drop)\s+(?:(?:everything|all|anything)\s+(?:you\s+(?:know|have)\s+)?(?:about|on|of)\s+)?([\p{Ll}][\p{Ll}'’-]{2,})(?:\s+(?:the|my|our)\s+[\p{Ll}'’-]{3,})?(?:(\s+(?:from\s+(?:your\s+|the\s+|my\s+)?(?:memory|memories|notes|records)|completely|entirely|altogether|for good))|(?=\s*(?:$|[,.;!?]))|(?=\s+(?:he|she|they|hes|shes|he's|she's|they're|theyre|cuz|cause|because|since|coz)\s))/gu;

/**
 * Words that point or count rather than name, with their chat spellings ("dat", "dem", "tht"): "delete both" or
 * "delete dat" asks to delete what the conversation showed, not someone called Both or Dat.
 */
const POINTS_OR_COUNTS =
  /^(?:it|that|this|them|him|her|everything|all|anything|about|me|u|you|both|either|neither|others?|rest|ones|everyone|everybody|anyone|anybody|someone|somebody|something|nothing|stuff|dat|dis|dem|dose|tht|ths|thm|thos|thse|em|'em|itt)$/u;

export function findForgottenNames(text: string): TextMention[] {
  if (!/\b(?:forget|delete|remove|erase|wipe|drop)\b/.test(text)) return [];
  return [...text.matchAll(FORGOTTEN)].flatMap((match) => {
    const name = match[1] ?? '';
    const memorySaid = match[2] !== undefined;
    if (STOPWORDS.has(name) || POINTS_OR_COUNTS.test(name)) return [];
    if (!memorySaid && isKnownStem(stem(name))) return [];
    const start = match.index + match[0].indexOf(name, match[0].length - name.length - (match[2]?.length ?? 0));
    return [{ text: name, start, end: start + name.length, kind: 'name' as const }];
  });
}
