/**
 * A relation between two named things as people state it: "Jake lives with Emma", "make Carol a mentor of Dan",
 * "Priya is Raj's wife", "link Ana and Tom as cousins", "unlink Sara from Project X (the 'leads' relation)".
 * It fills a tool's two ends (from/to, source/target) and the kind of relation, in the direction the sentence
 * says: the first name is where the relation starts.
 */
import { NAME_TITLE } from '../text/name-titles.js';
import { memoByText } from '../text/bounded-memo.js';
import { PEOPLE_WORDS } from '../intent/lexicon.js';

export interface RelationPart {
  value: string;
  start: number;
  end: number;
}

export interface StatedRelation {
  from: RelationPart;
  to: RelationPart;
  /** What the relation is ("lives with", "mentor of"); absent when the request does not say. */
  kind?: RelationPart;
}

/** A parameter that holds the kind of a relation: "relationType", "relation", "relationship", "edge_type". */
export function namedForRelationKind(name: string, description: string | undefined): boolean {
  const spaced = name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  if (/\brelation(?:ship)?s?\b/.test(spaced) && !/\bid\b|\bname\b/.test(spaced)) return true;
  return /^(?:type|kind|label|edge type|link type)$/.test(spaced) && /\brelation/i.test(description ?? '');
}

/** Capitalised words that name no one: a question's opening ("When is Tom's birthday?") or a pronoun. */
const NOT_A_NAME = String.raw`(?!(?:When|Where|What|Who|Whom|Whose|Which|Why|How|It|This|That|There|Here|He|She|They|We|You|I)(?![\p{L}\p{N}'’-]))`;
/** A name: capitalised words ("Project X", "Dr. Patel", "Mary-Jane"), read as the sentence writes them. */
const NAME = String.raw`((?:${NAME_TITLE}\s+){0,2}${NOT_A_NAME}\p{Lu}[\p{L}\p{N}'’-]*(?:\s+(?:\p{Lu}[\p{L}\p{N}'’-]*|\p{N}+))*)`;
/** A kind of relation said in words: one to three lower-case words. */
const KIND = String.raw`(\p{Ll}[\p{Ll}-]*(?:\s+\p{Ll}[\p{Ll}-]*){0,2}?)`;
const ARTICLE = String.raw`(?:(?:a|an|the|my|his|her|their|le|la|un|une|el|una|der|die|das|ein|eine|il|lo|o)\s+|l['’])?`;
/** Words that open a request or frame a fact without being part of the relation. */
const LEAD = String.raw`(?:^|[.!?;:]\s+|\b(?:that|fyi|remember|note|btw|que|dass|che)\s+)`;

const LINK = new RegExp(
  String.raw`\b(?:link|connect|relate|pair|join|associate)\s+${NAME}\s+(?:and|with|to)\s+${NAME}\s+as\s+${ARTICLE}${KIND}(?=\s*(?:$|[.,;!?)]))`,
  'u',
);
const UNLINK = new RegExp(String.raw`\b(?:unlink|disconnect|detach|separate|remove|delete|drop|cut)\s+${NAME}\s+(?:from|and)\s+${NAME}`, 'u');
const MAKE = new RegExp(String.raw`\b(?:make|set|mark|record|add|list)\s+${NAME}\s+(?:as\s+)?${ARTICLE}${KIND}\s+(of|to|for|at|with)\s+${NAME}`, 'u');
const POSSESSIVE = new RegExp(String.raw`${LEAD}${NAME}\s+(?:is|was)\s+${NAME}['’]s\s+${KIND}(?=\s*(?:$|[.,;!?)]))`, 'u');
/** "Sam's mum is Lisa Reid", "Priya's dad is Raj Shah": the tie said of the first, the second the one who holds it. */
const OWNED_TIE = new RegExp(
  String.raw`${LEAD}${NAME}['’]s\s+(\p{Ll}+)\s+(?:is|was)\s+(?:called\s+|named\s+)?${NAME}(?=\s*(?:$|[.,;!?)]|\s+and\s+(?:she|he|they)\b))`,
  'u',
);
const IS_OF = new RegExp(
  String.raw`${LEAD}${NAME}\s+(?:is|was|est|es|ist|è|é)\s+${ARTICLE}${KIND}\s+(of|to|for|at|with|de|du|von|di|del|da|do)\s+${NAME}`,
  'u',
);
/** "Jake lives with Emma", "Ana works for Acme", "Tom reports to Lea", "Sam knows Kim". */
const VERB = new RegExp(
  String.raw`${LEAD}${NAME}\s+(\p{Ll}+s(?:\s+(?:with|for|to|at|on|in|under|beside|alongside|from))?)\s+${NAME}(?=\s*(?:$|[.,;!?)]|\s+(?:now|too|as well)\b))`,
  'u',
);
/** "(the 'leads' relation)", "the leads link": a kind named beside the word for a relation. */
const NAMED_KIND =
  /(?:["'“‘]([^"'”’\n]{1,40})["'”’]\s+(?:relation(?:ship)?|link|edge|connection)|(?:relation(?:ship)?|link|edge|connection)\s+["'“‘]([^"'”’\n]{1,40})["'”’])/iu;

/** "Omar doesn't manage Dana anymore", "Kai no longer works at Acme": a relation said as ended, named as it was. */
const ENDED = new RegExp(
  String.raw`${LEAD}${NAME}\s+(?:doesn['’]?t|does not|didn['’]?t|no longer)\s+(\p{Ll}+(?:\s+(?:with|for|to|at|on|in|under|from))?)\s+${NAME}`,
  'u',
);
/** "Jo and Kim got married", "Carla and Ben broke up, remove the dating link": two names joined, the kind said apart. */
const PAIR = new RegExp(String.raw`${LEAD}${NAME}\s+and\s+${NAME}\s+(?:are|were|got|just got|have|had|split|broke|just)\b`, 'u');
/** A kind named beside the word for a relation without quotes: "the dating link", "the works at relation". */
const PLAIN_KIND = /\b(?:the|that|this|a)\s+(\p{Ll}+(?:\s+\p{Ll}+){0,2}?)\s+(?:relation(?:ship)?|link|edge|connection)\b/u;
/** Ties that hold between two people and are said of both at once ("got married", "are engaged"). */
const PAIRED_TIE = /\b(?:got|are|were|just got)\s+(married|engaged)\b/u;
const PAIRED_TIE_WORD = /^(?:married|engaged)$/;
/** "are sisters", "are old friends", "were neighbours": a tie in the plural, said of two people at once. */
const PLURAL_TIE = /\b(?:are|were)\s+(?:(?:best|close|old|good|twin|half|step)[\s-]+)?(\p{Ll}+?)s\b/u;
/**
 * "Tomás left Stripe. remove the works at relation": the kind named apart, between the first two names the message
 * writes (the first where the relation starts).
 */
const TWO_NAMES = new RegExp(String.raw`${LEAD}${NAME}\b[^.!?;]*?\s${NAME}`, 'u');

/** Words before "relation" that are no kind ("that", "the new"). */
const NO_KIND = /^(?:new|old|whole|same|other|that|this|existing)$/;

/**
 * "link Omar to project Zephyr, he runs it", "connect Vera to the chess club as a member": a link asked for with its
 * two ends, the second a name or a few lower-case words after "the"; the kind said after it, if at all.
 */
const LINK_TO = new RegExp(
  String.raw`\b(?:link|connect|relate|associate|tie)\s+${NAME}\s+(?:to|with)\s+(?:(?:project|team|company|the)\s+)?(${NAME.slice(1, -1)}|\p{Ll}+(?:\s+\p{Ll}+){0,2}?)(?=\s*(?:$|[.,;!?]|\s+as\b))`,
  'u',
);
/** The kind after a link: "as a member" (member of), ", he runs it" (runs), ", she's the lead" (lead of). */
const LINK_KIND =
  /^\s*(?:as\s+(?:a|an|the|its|their)?\s*(\p{Ll}+)|[,;]\s*(?:he|she|they)\s+(\p{Ll}+s)\s+(?:it|them)\b|[,;]\s*(?:he|she)['’]s\s+(?:the|a|an|its)\s+(\p{Ll}+))/u;

/** Verbs of the third person that state no relation between the two names ("Tom says Hi"). */
const NOT_RELATIONS = new Set(['says', 'asks', 'tells', 'thinks', 'is', 'was', 'has', 'does']);

export const findStatedRelation: (text: string) => StatedRelation | undefined = memoByText(2_000, (text: string) => {
  const link = LINK.exec(text);
  if (link) return relation(link, 1, 2, 3);
  const linkTo = LINK_TO.exec(text);
  if (linkTo) return linkedRelation(linkTo, text);
  const unlink = UNLINK.exec(text);
  if (unlink) {
    const found = relation(unlink, 1, 2);
    const named = NAMED_KIND.exec(text);
    const kindText = named?.[1] ?? named?.[2];
    if (found && named && kindText) {
      const at = named.index + named[0].indexOf(kindText);
      return { ...found, kind: { value: kindText, start: at, end: at + kindText.length } };
    }
    return found;
  }
  const make = MAKE.exec(text);
  if (make) return relation(make, 1, 4, 2, 3);
  // Only a tie between people ("mum", "boss"): "Sam's birthday is May 3" names a date, not a relation.
  const owned = OWNED_TIE.exec(text);
  if (owned && PEOPLE_WORDS.has(owned[2] ?? '')) return relation(owned, 3, 1, 2, 'of');
  const possessive = POSSESSIVE.exec(text);
  if (possessive) return relation(possessive, 1, 2, 3, 'of');
  const isOf = IS_OF.exec(text);
  if (isOf) return relation(isOf, 1, 4, 2, 3);
  const verb = VERB.exec(text);
  if (verb && !NOT_RELATIONS.has((verb[2] ?? '').split(/\s+/)[0] ?? '')) return relation(verb, 1, 3, 2);
  const ended = ENDED.exec(text);
  if (ended) return endedRelation(ended);
  const pair = PAIR.exec(text);
  if (pair) return pairedRelation(pair, text);
  return namedKindBetween(text);
});

/** The parts of a match: the groups holding from, to, the kind and the preposition that ends the kind ("mentor" + "of"). */
function relation(match: RegExpExecArray, from: number, to: number, kind?: number, joiner?: number | string): StatedRelation | undefined {
  const fromPart = part(match, from);
  const toPart = part(match, to);
  if (!fromPart || !toPart || fromPart.value === toPart.value) return undefined;
  const kindPart = kind === undefined ? undefined : part(match, kind);
  if (!kindPart) return { from: fromPart, to: toPart };
  const word = typeof joiner === 'number' ? match[joiner] : joiner;
  return { from: fromPart, to: toPart, kind: word ? { ...kindPart, value: `${kindPart.value} ${word}` } : kindPart };
}

function part(match: RegExpExecArray, group: number): RelationPart | undefined {
  const value = match[group];
  if (!value) return undefined;
  const start = groupStart(match, group);
  return { value, start, end: start + value.length };
}

/** Where a group starts: searched in the match after the groups before it, so a repeated word is found in its place. */
function groupStart(match: RegExpExecArray, group: number): number {
  let from = 0;
  for (let index = 1; index < group; index += 1) {
    const earlier = match[index];
    if (!earlier) continue;
    const at = match[0].indexOf(earlier, from);
    if (at >= 0) from = at + earlier.length;
  }
  const value = match[group] ?? '';
  const at = match[0].indexOf(value, from);
  return match.index + (at >= 0 ? at : match[0].indexOf(value));
}

/** The relation as it held: "doesn't manage" was "manages", "no longer works at" was "works at". */
function endedRelation(match: RegExpExecArray): StatedRelation | undefined {
  const found = relation(match, 1, 3, 2);
  if (!found?.kind) return found;
  const [verb = '', ...rest] = found.kind.value.split(/\s+/);
  const held = /^(?:no longer)/.test(match[0].slice(match[0].indexOf(match[1] ?? '') + (match[1] ?? '').length).trim()) ? verb : thirdPerson(verb);
  return { ...found, kind: { ...found.kind, value: [held, ...rest].join(' ') } };
}

function thirdPerson(verb: string): string {
  if (/(?:s|sh|ch|x|z|o)$/.test(verb)) return `${verb}es`;
  if (/[^aeiou]y$/.test(verb)) return `${verb.slice(0, -1)}ies`;
  return `${verb}s`;
}

/** Two names joined by "and": the kind named beside the word for a relation, or a tie said of both. */
function pairedRelation(match: RegExpExecArray, text: string): StatedRelation | undefined {
  const found = relation(match, 1, 2);
  if (!found) return undefined;
  const plain = PLAIN_KIND.exec(text);
  const plainKind = plain?.[1];
  if (plain && plainKind && !NO_KIND.test(plainKind)) {
    const at = plain.index + plain[0].indexOf(plainKind);
    // "the married link" is the tie as it holds between the two: married to.
    const value = PAIRED_TIE_WORD.test(plainKind) ? `${plainKind} to` : plainKind;
    return { ...found, kind: { value, start: at, end: at + plainKind.length } };
  }
  // "Jess and Mere are sisters", "Tom and Ana are old friends": a tie said of both, each the other's.
  const plural = PLURAL_TIE.exec(text);
  const singular = plural?.[1];
  if (plural && singular && PEOPLE_WORDS.has(singular)) {
    const at = plural.index + plural[0].lastIndexOf(singular);
    return { ...found, kind: { value: `${singular} of`, start: at, end: at + singular.length } };
  }
  const tie = PAIRED_TIE.exec(text);
  const tieWord = tie?.[1];
  if (tie && tieWord) {
    const at = tie.index + tie[0].lastIndexOf(tieWord);
    return { ...found, kind: { value: `${tieWord} to`, start: at, end: at + tieWord.length } };
  }
  return found;
}

/** A link asked for, with the kind the words after it say: a role is of the other end, a verb holds as said. */
function linkedRelation(match: RegExpExecArray, text: string): StatedRelation | undefined {
  const found = relation(match, 1, 2);
  if (!found) return undefined;
  const after = match.index + match[0].length;
  const said = LINK_KIND.exec(text.slice(after));
  const role = said?.[1] ?? said?.[3];
  const verb = said?.[2];
  const word = role ?? verb;
  if (!said || !word) return found;
  const at = after + said.index + said[0].lastIndexOf(word);
  return { ...found, kind: { value: role ? `${role} of` : word, start: at, end: at + word.length } };
}

/** A kind named beside the word for a relation, between the first two names written before it. */
function namedKindBetween(text: string): StatedRelation | undefined {
  const plain = PLAIN_KIND.exec(text);
  const kind = plain?.[1];
  if (!plain || !kind || NO_KIND.test(kind)) return undefined;
  const names = TWO_NAMES.exec(text.slice(0, plain.index));
  if (!names) return undefined;
  const found = relation(names, 1, 2);
  if (!found) return undefined;
  const at = plain.index + plain[0].indexOf(kind);
  return { ...found, kind: { value: kind, start: at, end: at + kind.length } };
}
