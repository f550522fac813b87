/**
 * Where in the message a parameter is talked about: the words of its name
 * (strong cue), specific words of its description (weak cue), and the unit its
 * description mentions ("in minutes", "in Tesla").
 */
import type { JsonSchema } from '../types.js';
import { isSpecificTerm, splitIdentifier, stem, STOPWORDS, terms } from '../text/tokenize.js';
import { bestSimilarity } from '../text/term-match.js';
import { EXTRACT } from '../weights.js';
import { readTraits, type ParameterTraits } from './parameter-traits.js';

export interface MessageToken {
  word: string;
  stem: string;
  start: number;
  end: number;
  /** Index of the clause the token is in (commas, full stops and "and"/"or"/"but" separate clauses). */
  clause: number;
}

export interface ParameterCues {
  /** The parameter name's first word, lower-cased, as written. */
  firstWord: string;
  nameStems: Set<string>;
  descriptionStems: Set<string>;
  unitStems: Set<string>;
  /** What the name and description ask for (a path, a date, a place...), read with the cues. */
  traits: ParameterTraits;
}

/** Word tokens of the message with character offsets. */
export function tokenizeWithOffsets(text: string): MessageToken[] {
  let clause = 0;
  let previousEnd = 0;
  return [...text.matchAll(/[A-Za-z][A-Za-z']*/g)].map((match) => {
    const word = match[0].replace(/'s?$/, '').toLowerCase();
    if (CLAUSE_BREAK.test(text.slice(previousEnd, match.index)) || CLAUSE_WORDS.has(word)) clause += 1;
    previousEnd = match.index + match[0].length;
    return { word, stem: stem(word), start: match.index, end: previousEnd, clause };
  });
}

/** Punctuation that ends a clause: followed by a space, or right before the next word. */
const CLAUSE_BREAK = /[,;.!?:](?:\s|$)/;

/** Words that open a new clause: a cue on the far side of one rarely describes the value. */
const CLAUSE_WORDS = new Set(['and', 'or', 'but', 'while', 'whereas', 'then', 'also', 'plus']);

const cueCache = new WeakMap<JsonSchema, Map<string, ParameterCues>>();

/** Cue stems of one parameter (cached per schema object: catalogs are reused turn after turn). */
export function parameterCues(name: string, schema: JsonSchema): ParameterCues {
  let byName = cueCache.get(schema);
  if (!byName) {
    byName = new Map();
    cueCache.set(schema, byName);
  }
  let cues = byName.get(name);
  if (!cues) {
    cues = computeCues(name, schema);
    byName.set(name, cues);
  }
  return cues;
}

function computeCues(name: string, schema: JsonSchema): ParameterCues {
  const nameStems = new Set(
    splitIdentifier(name)
      .filter((word) => !STOPWORDS.has(word) && word.length > 1)
      .map(stem),
  );
  const description = schema.description ?? '';
  const descriptionStems = new Set(terms(description).filter((term) => isSpecificTerm(term) && !nameStems.has(term)));
  const unitStems = new Set<string>();
  for (const match of description.matchAll(/\b(?:in|of|as|per)\s+(?:the\s+)?([A-Za-z%°][\w/^%°]*)/g)) {
    if (match[1]) unitStems.add(stem(match[1].toLowerCase()));
  }
  for (const match of description.matchAll(/\(([^)]{1,30})\)/g)) {
    for (const word of match[1]?.split(/[^A-Za-z%°]+/) ?? []) if (word) unitStems.add(stem(word.toLowerCase()));
  }
  return { firstWord: splitIdentifier(name)[0] ?? '', nameStems, descriptionStems, unitStems, traits: readTraits(name, schema, nameStems) };
}

export interface CueHit {
  stem: string;
  tokenIndex: number;
  start: number;
  end: number;
  strength: number;
}

/** Tokens of the message that cue this parameter, with a strength (name words count more). */
export function findCueHits(tokens: readonly MessageToken[], cues: ParameterCues): CueHit[] {
  const strengths = cueStrengthsOf(cues);
  const hits: CueHit[] = [];
  tokens.forEach((token, tokenIndex) => {
    let strength = strengths.get(token.word);
    if (strength === undefined) {
      strength = cueStrength(token, cues);
      strengths.set(token.word, strength);
      cueStrengthCount += 1;
    }
    if (strength > 0) hits.push({ stem: token.stem, tokenIndex, start: token.start, end: token.end, strength });
  });
  return hits;
}

/** How strongly one word cues a parameter (0 for none). */
function cueStrength(token: MessageToken, cues: ParameterCues): number {
  if (STOPWORDS.has(token.word)) return 0;
  // "weighs" cues `weight`: stems of one family may differ in their endings; "std" abbreviates "standard".
  return (
    1 * bestSimilarity(token.stem, cues.nameStems) ||
    EXTRACT.cue.nameAbbreviation * abbreviationMatch(token.word, cues.nameStems) ||
    EXTRACT.cue.descriptionWord * bestSimilarity(token.stem, cues.descriptionStems)
  );
}

/**
 * Per parameter, the strength of each word met so far: the message, its clauses and fragments, and the next
 * messages repeat most words. A word's stem follows from the word, so the word is the key; the table is cleared
 * whole when it holds too many words.
 */
const cueStrengths = new Map<ParameterCues, Map<string, number>>();
let cueStrengthCount = 0;
const CUE_STRENGTHS = 100_000;

function cueStrengthsOf(cues: ParameterCues): Map<string, number> {
  if (cueStrengthCount >= CUE_STRENGTHS) {
    cueStrengths.clear();
    cueStrengthCount = 0;
  }
  let strengths = cueStrengths.get(cues);
  if (!strengths) {
    strengths = new Map();
    cueStrengths.set(cues, strengths);
  }
  return strengths;
}

/**
 * 1 when a short name word abbreviates the message word: a prefix ("dev" →
 * "deviation") or the word's leading consonants in order ("std" → "standard").
 */
function abbreviationMatch(word: string, nameStems: ReadonlySet<string>): number {
  if (word.length < 4) return 0;
  for (const short of nameStems) {
    if (short.length < 2 || short.length > 4 || short[0] !== word[0] || short.length >= word.length) continue;
    if (word.startsWith(short)) return 1;
    let position = 1;
    for (const letter of short.slice(1)) {
      position = word.indexOf(letter, position) + 1;
      if (position === 0) break;
    }
    if (position > 0 && !/[aeiou]/.test(short.slice(1))) return 1;
  }
  return 0;
}

/** Index of the first token that starts at or after a character offset. */
export function tokenIndexAt(tokens: readonly MessageToken[], offset: number): number {
  let low = 0;
  let high = tokens.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((tokens[middle]?.start ?? Infinity) < offset) low = middle + 1;
    else high = middle;
  }
  return low;
}

const CROSS_CLAUSE_DAMPING = EXTRACT.cue.crossClause;

/**
 * How strongly the cue hits point at a span: close cues count more, a cue just
 * before the value ("base of 10") more than one after it. Several different cue
 * words near the value add up ("final value of $3000" fits `final_value` better
 * than `initial_value`).
 */
export function cueAffinity(tokens: readonly MessageToken[], hits: readonly CueHit[], spanStart: number, spanEnd: number): number {
  if (hits.length === 0) return 0; // most parameters have no cue in a given message
  const before = tokenIndexAt(tokens, spanStart);
  const after = tokenIndexAt(tokens, spanEnd);
  // The value's clause: that of the last word before it (a value ends its clause more often than it opens one).
  const spanClause = tokens[Math.max(0, before - 1)]?.clause ?? 0;
  const scoreOf = (hit: CueHit): number => {
    let distance: number;
    let direction: number;
    if (hit.end <= spanStart) {
      distance = before - hit.tokenIndex;
      direction = 1;
    } else if (hit.start >= spanEnd) {
      distance = hit.tokenIndex - after + 1;
      direction = EXTRACT.cue.after;
    } else {
      distance = 0;
      direction = EXTRACT.cue.inside;
    }
    const hitClause = tokens[hit.tokenIndex]?.clause ?? 0;
    const crossing = Math.abs(hitClause - spanClause) > 0 ? CROSS_CLAUSE_DAMPING : 1;
    return (crossing * hit.strength * direction) / (1 + EXTRACT.cue.distanceDecay * Math.max(0, distance - 1));
  };
  // One cue (the usual case): its score is the whole answer, without the bookkeeping below.
  if (hits.length === 1) {
    const only = scoreOf(hits[0] as CueHit);
    return Math.max(only, 0);
  }
  const bestByStem = new Map<string, number>();
  for (const hit of hits) {
    const score = scoreOf(hit);
    if (score > (bestByStem.get(hit.stem) ?? 0)) bestByStem.set(hit.stem, score);
  }
  const scores = [...bestByStem.values()].sort((a, b) => b - a);
  const [best = 0, ...rest] = scores;
  return best + EXTRACT.cue.furtherCues * rest.reduce((total, score) => total + score, 0);
}
