/**
 * Questions about someone only the user's memory knows, in forms `acquaintance-fact.ts` does not read by name or tie:
 *
 * - the question's word order left plain, as people write who learnt English as adults or type fast: "When Bekov
 *   wants the report?", "where marek lives?" (a name the lexicon does not hold, then its verb);
 * - what someone called by a name the lexicon does not hold takes, owes or orders: "What does Subramanian take?";
 * - someone named by the part they play, asked again: "who was the engineer again on the library", "who's the new
 *   setter again" ("again" says it was told; the part is what a memory is searched for);
 * - someone the user met somewhere, named by where: "who was the cash guy from the bakery";
 * - which of the people who serve the user does something: "which florist needs 3 weeks notice?", "which plumber did
 *   we use last time". The user's florists are theirs; general knowledge answers "which painter painted ...".
 *
 * Each returns what a memory is searched for. "who is the president of France", "what does ibuprofen do", "when is
 * Easter this year" name no one the user knows: a word the lexicon holds is no one's name here.
 */
import { STOPWORDS } from '../text/tokenize.js';

/**
 * "When Bekov wants the report?": a question word, a name, then its verb with no auxiliary before them. A plural
 * noun followed by the auxiliary ("where log files are kept") is the question's subject, not a name and its verb.
 */
const PLAIN_ORDER = /^(?:what time|which day|when|where)\s+(\p{L}[\p{L}'’-]{2,})\s+(\p{Ll}+s)\b(?!\s+(?:does|do|did|is|are|was|were|has|have|can|will)\b)/u;
/** Verbs whose third person ends in "s" but are not one ("is", "was", "has" stand for "is"). */
const NOT_A_VERB = /^(?:is|was|has|does|this|us|its|his|hers|yes|less|plus|across|thus|always|sometimes|perhaps)$/i;
/** "What does Subramanian take?": what someone takes, owes, orders or is owed, the things a pharmacy or a shop keeps. */
const WHAT_THEY_TAKE =
  /^(?:what|which \p{L}+|how much)\s+(?:does|did|do)\s+(\p{Lu}[\p{L}'’-]{2,}(?:\s+\p{Lu}[\p{L}'’-]+)?)\s+(?:take|owe|order|usually order|buy|pay|charge|use|drive|wear|teach|say|want)\b[^?]*\??\s*$/u;
/** "who was the engineer again on the library", "who's the new setter again": a part, asked again. */
const PART_AGAIN =
  /^(?:who is|whos|who's|who’s|who was)\s+(?:the|that)\s+((?:[\p{L}-]+\s+){0,2}?[\p{L}-]+)\s+again\b(?:\s+(?:on|for|at|from|in|with)\s+(?:the|my|our|that)?\s*([\p{L}\p{N}' -]+?))?\s*[?.!]*$/iu;
/** Words that say which of the part's holders, not what the part is. */
const WHICH_HOLDER = /^(?:(?:new|current|old|former|usual|regular|present|latest|other)\s+)+/i;
/** Parts the famous hold: asked again, these are still general knowledge ("who was the first man on the moon again"). */
const RANKED = /\b(?:first|last|best|worst|greatest|richest|oldest|youngest|\p{L}+est)\b/iu;
/** "who was the cash guy from the bakery", "who's that woman at the bank": someone met at a place, named by it. */
const MET_AT_PLACE =
  /^(?:who is|whos|who's|who’s|who was)\s+(?:the|that)\s+(?:[\p{L}-]+\s+)?(?:guy|man|woman|lady|bloke|chap|girl|boy|fella|dude|person)\s+(?:from|at|in)\s+(?:the|my|our|that)\s+((?:[\p{L}-]+\s+)?[\p{L}-]+)\s*(?:again)?\s*[?.!]*$/iu;
/** People who serve someone, whom a user keeps track of. */
const SERVERS =
  'priest|pastor|vicar|imam|rabbi|interpreter|physio|florist|caterer|baker|plumber|electrician|builder|mechanic|accountant|solicitor|lawyer|dentist|vet|tutor|cleaner|gardener|babysitter|nanny|photographer|hairdresser|barber|tailor|supplier|vendor|decorator|carpenter|roofer|locksmith|courier|driver|contractor|installer|landlord|broker';
/** "which florist needs 3 weeks notice?", "which plumber did we use": one of the user's, by what they do now. */
const WHICH_SERVER = new RegExp(
  String.raw`^which\s+(?:of\s+(?:the|my|our)\s+)?(${SERVERS})s?\s+(?:(?:needs|wants|takes|charges|does|delivers|works|has|is|was|asked|gave|came|comes|prefers|likes)\b|(?:did|do)\s+(?:i|we)\b)`,
  'iu',
);

/**
 * "Hannah what she eat again", "Dai, when does he come?": the name said first, then a question about them that takes
 * it up with a pronoun (a topic put before its question, as people say and type it).
 */
const NAME_THEN_QUESTION = /^(\p{L}[\p{Ll}]{2,})[,:]?\s+(?:what|when|where|which|who|how)\b[^?]*?\b(?:she|he|they|her|his|him|them|their)\b/u;

/**
 * What a question about someone only the user's memory knows asks after (see the file comment), or undefined.
 * `isName` says whether a word is a name (not a word of the lexicon).
 */
export function keptPersonAsked(message: string, isName: (word: string) => boolean): string | undefined {
  const text = message.trim();
  // The question word may be capitalised; the name's own capital is what the patterns read, so only the first letter
  // is set in lower case.
  const asked = `${text.charAt(0).toLowerCase()}${text.slice(1)}`;
  const topic = nameThenQuestion(text, isName);
  if (topic) return topic;
  const plain = PLAIN_ORDER.exec(asked);
  if (plain?.[1] && plain[2] && !NOT_A_VERB.test(plain[2]) && isName(plain[1])) return plain[1];
  const taker = WHAT_THEY_TAKE.exec(asked)?.[1];
  if (taker?.split(/\s+/).every(isName)) return taker;
  const part = PART_AGAIN.exec(text)?.[1]?.replace(WHICH_HOLDER, '');
  if (part && !RANKED.test(part) && !STOPWORDS.has(part.toLowerCase())) return part;
  const place = MET_AT_PLACE.exec(text)?.[1]?.replace(/\s+again$/i, '');
  if (place) return place;
  return WHICH_SERVER.exec(text)?.[1]?.toLowerCase();
}

/** The name a question put after it takes up ("Hannah what she eat again"), when it is a capitalised name. */
export function nameThenQuestion(message: string, isName: (word: string) => boolean): string | undefined {
  const topic = NAME_THEN_QUESTION.exec(message.trim())?.[1];
  return topic && /^\p{Lu}/u.test(topic) && isName(topic) ? topic : undefined;
}
