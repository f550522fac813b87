/**
 * String candidates that are not names or quotes: explicit assignments
 * ("a=2", "size to 12x18"), the modifier in front of a cue noun ("luxury
 * room" → room type), options listed in the parameter's description
 * ("'list' or 'dictionary'"), units for unit parameters and numbers for
 * string parameters such as a season "2021".
 */
import { GENERIC_TERMS, STOPWORDS, splitIdentifier } from '../text/tokenize.js';
import { cueAffinity, type MessageToken } from './parameter-cues.js';
import { enumCandidates, numericValue, type Candidate, type ParameterContext } from './candidates.js';
import type { MessageFacts } from './message-facts.js';
import { findNumbers } from './number-mentions.js';
import { unitWord } from '../text/units.js';
import { isRegionName } from '../text/places.js';
import { memoByText } from '../text/bounded-memo.js';
import { EXTRACT } from '../weights.js';

const P = EXTRACT.phrase;

const ASSIGNMENT_VALUE = String.raw`("[^"]+"|'[^']+'|\$?-?[\d.,]*\d(?:e-?\d+)?%?(?:\s?(?:hundred|thousand|million|billion|trillion)\b)?|[A-Za-z][\w./+-]*(?:\s+[A-Za-z][\w./+-]*){0,2})`;

/** What may follow a parameter's name: an operator, then the value (sticky: tried only where the name ends). */
const AFTER_LONG_NAME = new RegExp(String.raw`\s*(?:=|:|\bis\b|\bequals?\b|\bto\b|\bas\b|\bof\b)\s*${ASSIGNMENT_VALUE}`, 'iy');
// One-letter names ("a", "x") only count with "=" or ":" — "a" is also an article.
const AFTER_SHORT_NAME = new RegExp(String.raw`\s*(?:=|:)\s*${ASSIGNMENT_VALUE}`, 'y');

const spokenCache = new Map<string, string[]>();

/** The ways a parameter name is written in prose: "sample_size" → "sample size", "sample_size", "sample-size", "samplesize". */
function spokenForms(name: string): string[] {
  let forms = spokenCache.get(name);
  if (!forms) {
    const parts = splitIdentifier(name);
    forms = [...new Set([' ', '_', '-', ''].map((joiner) => parts.join(joiner)))].filter((form) => form.length > 0);
    if (spokenCache.size > 5000) spokenCache.clear();
    spokenCache.set(name, forms);
  }
  return forms;
}

/** Offsets just past each whole-word occurrence of the parameter's name. */
function nameEnds(facts: MessageFacts, name: string): number[] {
  const short = name.length <= 2;
  const haystack = short ? facts.text : facts.lowerText;
  const ends: number[] = [];
  for (const form of short ? [name] : spokenForms(name)) {
    for (let index = haystack.indexOf(form); index >= 0; index = haystack.indexOf(form, index + 1)) {
      const end = index + form.length;
      if (/[\w]/.test(haystack[index - 1] ?? '') || /[\w]/.test(haystack[end] ?? '')) continue;
      ends.push(end);
    }
  }
  return ends;
}

/** "name = value", "name: value", "name is value", "set name to value". */
export function assignmentCandidates(context: ParameterContext, facts: MessageFacts): Candidate[] {
  const first = context.cues.firstWord;
  if (!first || !facts.lowerText.includes(first)) return [];
  const pattern = context.name.length <= 2 ? AFTER_SHORT_NAME : AFTER_LONG_NAME;
  const out: Candidate[] = [];
  for (const end of nameEnds(facts, context.name)) {
    pattern.lastIndex = end;
    const match = pattern.exec(facts.text);
    const raw = match?.[1];
    if (!match || !raw) continue;
    const start = match.index + match[0].length - raw.length;
    if (setInPlace(facts.text, end, match[0])) continue;
    const value = typedValue(context, raw.replace(/^["']|["']$/g, ''));
    if (value === undefined) continue;
    out.push({ value, start, end: start + raw.length, score: P.assigned, affinity: P.assignedAffinity });
  }
  return out;
}

/** A place said with its preposition right before the name: "in the living room", "at the front door". */
const PLACE_BEFORE_NAME = /\b(?:in|on|at|inside|near)\s+(?:(?:the|my|our|a|an)\s+)?(?:[\p{L}-]+\s+){0,2}[\p{L}_-]+$/iu;

/**
 * Whether "name to value" is no assignment: "set the thermostat in the living room to 72" (a name inside the place
 * the request acts in is not what is set) or "send a message to Priya" (no verb sets anything).
 */
function setInPlace(text: string, nameEnd: number, operatorAndValue: string): boolean {
  if (!/^\s*to\b/i.test(operatorAndValue)) return false;
  const before = text.slice(Math.max(0, nameEnd - 60), nameEnd);
  // "send a message to Priya": "to" gives a value only after a verb of setting ("set", "change", "turn … up to").
  return PLACE_BEFORE_NAME.test(before) || !SETTING_VERB.test(before);
}

/** Verbs that set a thing to a value, in the clause before the name. */
const SETTING_VERB =
  /\b(?:set|sets|setting|change|changes|changing|update|updating|switch|turn|make|adjust|increase|decrease|raise|lower|reset|modify|edit|configure|bump|put|move|rename|convert|round|scale|limit|cap)\b[^.;!?\n]*$/i;

function typedValue(context: ParameterContext, raw: string): unknown {
  if (context.kind === 'integer' || context.kind === 'number') {
    const [number] = findNumbers(raw);
    if (!number) return undefined;
    const value = numericValue(context, number);
    return context.kind === 'integer' && !Number.isInteger(value) ? undefined : value;
  }
  if (context.kind === 'string') {
    const words = raw.replace(/[.,;:!?]+$/, '').split(/\s+/);
    // A capitalised value is a name: keep its capitalised run ("San Francisco tomorrow" → "San Francisco").
    if (/^[A-Z]/.test(words[0] ?? '')) {
      const name: string[] = [];
      for (const word of words) {
        if (!/^[A-Z0-9]/.test(word)) break;
        name.push(word);
      }
      return name.join(' ');
    }
    // Otherwise stop at the first function word: "medium to oil and change size" → "oil".
    const kept: string[] = [];
    for (const word of words) {
      if (STOPWORDS.has(word.toLowerCase()) && kept.length > 0) break;
      if (STOPWORDS.has(word.toLowerCase())) return undefined;
      kept.push(word);
    }
    return kept.join(' ');
  }
  return undefined;
}

/** The word right before a cue noun: "luxury room" → "luxury", "red dominant color" → "red". */
export function modifierCandidates(context: ParameterContext, facts: MessageFacts): Candidate[] {
  const out: Candidate[] = [];
  for (const hit of context.hits) {
    if (hit.strength < 1) continue;
    let index = hit.tokenIndex - 1;
    // Skip over other cue words of the same parameter ("dominant color").
    while (index >= 0 && context.cues.nameStems.has(facts.tokens[index]?.stem ?? '')) index -= 1;
    const token = facts.tokens[index];
    if (!token || !adjacent(facts, token, facts.tokens[index + 1])) continue;
    if (!isContentWord(token) || /^[A-Z]/.test(facts.text.slice(token.start, token.end))) continue;
    const raw = hyphenated(facts.text, token);
    // A parameter that is the noun's own name ("room": "Room name") takes the whole name: "living room", not "living".
    const noun = facts.tokens[index + 1];
    if (noun && namesTheNoun(context, noun)) {
      out.push({
        value: facts.text.slice(raw.start, noun.end),
        start: raw.start,
        end: noun.end,
        score: P.modifierBeforeCue,
        affinity: P.modifierBeforeCueAffinity,
      });
      continue;
    }
    out.push({ value: raw.text, start: raw.start, end: raw.end, score: P.modifierBeforeCue, affinity: P.modifierBeforeCueAffinity });
  }
  return out;
}

function namesTheNoun(context: ParameterContext, noun: MessageToken): boolean {
  const parts = splitIdentifier(context.name);
  return parts.length === 1 && parts[0]?.toLowerCase() === noun.word && /\bname\b/i.test(context.schema.description ?? '');
}

function adjacent(facts: MessageFacts, left: MessageToken, right: MessageToken | undefined): boolean {
  return right !== undefined && /^[\s-]+$/.test(facts.text.slice(left.end, right.start));
}

function isContentWord(token: MessageToken): boolean {
  return !STOPWORDS.has(token.word) && !GENERIC_TERMS.has(token.stem) && token.word.length > 2 && !MODIFIER_NOISE.has(token.word);
}

/** Words that often precede a noun without being its value. */
const MODIFIER_NOISE = new Set([
  'nearest',
  'nearby',
  'best',
  'top',
  'latest',
  'current',
  'next',
  'last',
  'same',
  'another',
  'different',
  'following',
  'total',
  'average',
  'entire',
  'whole',
  'certain',
  'given',
  'specified',
  'specific',
  'particular',
  'favorite',
  'favourite',
  'own',
  'new',
  'old',
  'good',
  'great',
  'main',
  'more',
  'most',
  'less',
  'least',
  'few',
  'several',
  'many',
  'much',
  'various',
  'detailed',
  'such',
]);

/** Extend a token over hyphens: "multi-band", "gas-powered". */
function hyphenated(text: string, token: MessageToken): { text: string; start: number; end: number } {
  let start = token.start;
  let end = token.end;
  while (start > 1 && text[start - 1] === '-' && /[A-Za-z]/.test(text[start - 2] ?? '')) {
    start -= 2;
    while (start > 0 && /[A-Za-z]/.test(text[start - 1] ?? '')) start -= 1;
  }
  while (text[end] === '-' && /[A-Za-z]/.test(text[end + 1] ?? '')) {
    end += 1;
    while (end < text.length && /[A-Za-z]/.test(text[end] ?? '')) end += 1;
  }
  return { text: text.slice(start, end), start, end };
}

/** Options a description lists in quotes ("'list' or 'dictionary'") or after "e.g."/"such as"/"options". */
export function descriptionOptionCandidates(context: ParameterContext, facts: MessageFacts): Candidate[] {
  const description = context.schema.description ?? '';
  const options = descriptionOptions(description);
  if (options.length === 0) return [];
  const said = enumCandidates(context, facts, options).map((candidate) => ({
    ...candidate,
    score: candidate.score + P.describedOption,
    affinity: Math.max(candidate.affinity, P.describedOptionAffinity),
  }));
  return [...said, ...abbreviatedOptions(options, description, facts, said)];
}

/**
 * An option the description abbreviates and explains ("'asc' for ascending order"), said in full in the
 * message ("in ascending order"): the option, not the word, is the value.
 */
function abbreviatedOptions(options: readonly string[], description: string, facts: MessageFacts, said: readonly Candidate[]): Candidate[] {
  const explained = description.toLowerCase();
  return options.flatMap((option) => {
    const short = option.toLowerCase();
    if (!/^[a-z]{2,5}$/.test(short) || said.some((candidate) => candidate.value === option)) return [];
    const token = facts.tokens.find(
      (candidate) => candidate.word.length > short.length + 2 && candidate.word.startsWith(short) && explained.includes(candidate.word),
    );
    // Scored above the full word itself, which other readings offer for the same span.
    return token ? [{ value: option, start: token.start, end: token.end, score: P.abbreviatedOption, affinity: P.optionAffinity }] : [];
  });
}

/** Read once per description: the same parameter is filled from many messages and clauses. */
const descriptionOptions = memoByText(5_000, (description: string): readonly string[] => {
  const options = new Set<string>();
  for (const match of description.matchAll(/['"“]([^'"”]{1,40})['"”]/g)) if (match[1]) options.add(match[1]);
  const listed = /\b(?:e\.g\.?|i\.e\.?|such as|options?(?: are| include)?|one of|either|can be|like|includes?|values?(?: are)?)[:\s]+([^.;()]{1,120})/i.exec(
    description,
  )?.[1];
  // Listed categories ("e.g. jazz, rock", "e.g. PlayStation, Xbox") are choices; a place ("e.g. Boston, MA") only shows a format.
  const parts = (listed ?? '').split(/,|\bor\b|\band\b|\//).map((part) => part.trim().replace(/^['"]|['"]$/g, ''));
  if (!parts.some((part) => isRegionName(part))) {
    for (const option of parts) if (option.length > 1 && option.split(/\s+/).length <= 3) options.add(option);
  }
  return [...options];
});

/** The unit written after a number, for parameters that ask for a unit. */
export function unitCandidates(context: ParameterContext, facts: MessageFacts): Candidate[] {
  if (!context.traits.hasUnitNameWord) return [];
  // "in km/h", "in miles", "in grams/mole": the unit the answer should come in.
  const explicit = [...facts.text.matchAll(/\bin\s+(?:the\s+)?(?:units?\s+of\s+)?([A-Za-z°µ][A-Za-z°µ]*(?:\/[A-Za-z°µ^0-9]+)?)(?=[\s?.!,]|$)/g)].flatMap(
    (match) => {
      const unit = match[1] ?? '';
      if (!/\//.test(unit) && !KNOWN_UNIT_WORDS.test(unit)) return [];
      const start = match.index + match[0].length - unit.length;
      return [{ value: unit, start, end: start + unit.length, score: P.unit, affinity: P.optionAffinity }];
    },
  );
  if (explicit.length > 0) return explicit;
  // Otherwise the unit the quantities share ("6cm and 10cm"); mixed units ("85 kg and 180 cm") name no single unit.
  const written = facts.numbers.flatMap((number) => {
    // "four circles" counts circles; only written quantities carry units.
    if (!number.unit || number.percent || number.spelled) return [];
    const match = /^\s?([A-Za-z°µ][A-Za-z°µ/^0-9]*)/.exec(facts.text.slice(number.end));
    if (!match?.[1] || STOPWORDS.has(match[1].toLowerCase())) return [];
    const start = number.end + match[0].length - match[1].length;
    return [{ value: match[1], start, end: start + match[1].length, score: P.countedNoun, affinity: P.countedNounAffinity }];
  });
  const kinds = new Set(written.map((candidate) => unitWord(candidate.value)));
  return kinds.size === 1 ? written : [];
}

const KNOWN_UNIT_WORDS =
  /^(?:k?m|cm|mm|mi|miles?|km|kilomet(?:er|re)s?|met(?:er|re)s?|feet|foot|ft|inch(?:es)?|yards?|grams?|kg|kilograms?|pounds?|lbs?|ounces?|celsius|fahrenheit|kelvin|seconds?|minutes?|hours?|days?|weeks?|years?|liters?|litres?|gallons?|mph|kph|percent|percentage|degrees?|radians?|joules?|calories?|watts?|volts?|amperes?|newtons?|pascals?|atm|bar|hz|hertz|usd|eur|dollars?|euros?|metric|imperial)$/i;

/** Numbers for string parameters ("season 2021", "id 12345"), kept as written. */
export function numberAsStringCandidates(context: ParameterContext, facts: MessageFacts): Candidate[] {
  if (!context.traits.numberish) return [];
  return facts.numbers.flatMap((number) => {
    if (number.spelled) return [];
    const affinity = cueAffinity(facts.tokens, context.hits, number.start, number.end);
    const text = facts.text.slice(number.start, number.end).replace(/^\$/, '');
    return [{ value: text, start: number.start, end: number.end, score: P.numberAsText + affinity + (number.embedded ? P.embeddedNumber : 0), affinity }];
  });
}
