/**
 * Candidate values for one parameter, each tied to the span of the message it
 * came from and scored by how strongly the message's wording points at it.
 */
import type { JsonSchema } from '../types.js';
import { stem, words } from '../text/tokenize.js';
import { memoByText } from '../text/bounded-memo.js';
import { parameterDimension, unitDimension, unitWord } from '../text/units.js';
import { isRegionName } from '../text/places.js';
import { stateOfCity } from '../text/us-cities.js';
import { findDates } from './date-values.js';
import { OPTIONAL_MIN_AFFINITY } from './extraction-quality.js';
import { findEnumValue, spokenForm } from './enum-match.js';
import type { MessageFacts } from './message-facts.js';
import type { NumberMention } from './number-mentions.js';
import { cueAffinity, findCueHits, parameterCues, type CueHit, type ParameterCues } from './parameter-cues.js';
import type { ParameterTraits, TextShape } from './parameter-traits.js';
import { schemaKind, type SchemaKind } from './schema-kind.js';
import { enclosingSpan, findPaths, type TextMention } from './text-mentions.js';
import { contentNamed } from './content-words.js';
import { FOREIGN_ADDING } from '../intent/other-languages.js';
import { clockPartCandidates, atRestCandidates, clockTimeCandidates, colorCandidates, currencyCandidates, yearRangeCandidates } from './special-values.js';
import { listedWordCandidates } from './listed-words.js';
import { languageCandidates, translatedTextCandidates } from './language-values.js';
import { expressionCandidates } from './expression-values.js';
import { roleOf } from './roles.js';
import { findSpokenPaths, SPOKEN_PATH_SCORE } from './spoken-paths.js';
import { ownKeptPlace } from '../intent/stored-things.js';
import { findExcludedNames } from './excluded-names.js';
import { findStatedRelation, namedForRelationKind } from './stated-relation.js';
import { findReplacementPair, findReplacementPairs, PAIR_SCORE } from './replacement-pair.js';
import { findPayloads, findRecipient, findStatedFact, namesTheSubject, PAYLOAD_SCORE, takesFreeText, takesRecipient } from './payload.js';
import { eitherCaseStart, findPatternValues, isSoughtFile, namedForPattern, PATTERN_SCORE, type PatternValue } from './glob-pattern.js';
import { descriptionOptionCandidates, modifierCandidates, numberAsStringCandidates, unitCandidates } from './phrase-candidates.js';
import { EXTRACT } from '../weights.js';

const N = EXTRACT.number;
const T = EXTRACT.text;

export interface Candidate {
  value: unknown;
  start: number;
  end: number;
  /** 0..~2: how strongly the message points this value at this parameter. */
  score: number;
  /** How much of the score comes from cue words near the value. */
  affinity: number;
  /** Written as a bracketed list ("[1, 2, 3]", "(45, 60)"). */
  bracketed?: boolean;
}

export interface ParameterContext {
  name: string;
  schema: JsonSchema;
  kind: SchemaKind;
  required: boolean;
  cues: ParameterCues;
  /** What its name and description ask for, read once per parameter. */
  traits: ParameterTraits;
  hits: CueHit[];
}

export function parameterContext(name: string, schema: JsonSchema, required: boolean, facts: MessageFacts): ParameterContext {
  const cues = parameterCues(name, schema);
  return { name, schema, kind: schemaKind(schema), required, cues, traits: cues.traits, hits: findCueHits(facts.tokens, cues) };
}

const SPELLED_BEFORE_NOUN = /^\s+(?!(?:and|or|plus|minus|times|by|to|with|from|than|divided|multiplied|over|then|is|are|was|were|together|please)\b)[a-z]+/;

export function numberCandidates(context: ParameterContext, facts: MessageFacts): Candidate[] {
  const hasDigits = facts.numbers.some((mention) => !mention.spelled && !mention.embedded);
  const wantsYear = context.traits.namedForYear;
  return [
    ...clockPartCandidates(context, facts),
    ...atRestCandidates(context, facts),
    ...impliedOneCandidates(context, facts),
    ...facts.numbers.flatMap((mention) => {
      if (mention.inPath) return [];
      const affinity = cueAffinity(facts.tokens, context.hits, mention.start, mention.end);
      const placeholder = placeholderFit(context, facts, mention);
      let score = N.base + affinity + unitBonus(context, mention) + placeholder;
      if (mention.embedded) score += N.embedded;
      // A calendar year for a parameter named "year" needs no other cue.
      const yearBonus =
        wantsYear && !mention.embedded && Number.isInteger(mention.value) && mention.value >= 1000 && mention.value <= 2100 ? N.calendarYear : 0;
      score += yearBonus;
      if (mention.spelled && hasDigits) score += N.spelledBesideDigits;
      // "two charged bodies", "three sides": a spelled number before a noun counts things, which only count-like parameters want.
      // "forty-two and eighteen", "twelve plus 30": a joining or operator word after it is no noun.
      if (mention.spelled && SPELLED_BEFORE_NOUN.test(facts.text.slice(mention.end)) && !context.traits.countLike && !countsCueNoun(context, facts, mention))
        score -= 1;
      if (context.kind === 'integer' && (mention.decimal || !Number.isInteger(mention.value))) score += N.fractionForInteger;
      return {
        value: signed(context, facts, mention, numericValue(context, mention)),
        start: mention.start,
        end: mention.end,
        score,
        // "for 10 seconds" for a duration documented "in seconds": the unit its own doc names is a cue in itself.
        affinity: affinity + yearBonus + (mention.unit ? wordUnitBonus(context, mention.unit) : 0) + placeholder,
      };
    }),
  ];
}

/**
 * "returns only the first N lines": a doc that writes its number as a placeholder between words says how the
 * number is asked for. The number said between the same words ("first 5 lines") fits it; the word right
 * before the placeholder ("first" against "last") tells twin parameters apart.
 */
function placeholderFit(context: ParameterContext, facts: MessageFacts, mention: NumberMention): number {
  const around = placeholderWords(context.schema.description ?? '');
  if (!around) return 0;
  const before = /([\p{L}]+)\s*$/u.exec(facts.lowerText.slice(Math.max(0, mention.start - 30), mention.start))?.[1];
  const after = /^\s*([\p{L}]+)/u.exec(facts.lowerText.slice(mention.end, mention.end + 30))?.[1];
  // "les 5 premières lignes" puts the position after the number; "前 10 行" writes it in one character before it.
  const position =
    (before !== undefined && samePosition(before, around.before)) ||
    (after !== undefined && POSITION_WORDS.has(after) && samePosition(after, around.before)) ||
    (POSITION_WORDS.has(around.before) && cjkPosition(facts.text.slice(Math.max(0, mention.start - 4), mention.start)) === POSITION_WORDS.get(around.before));
  const fits = (position ? 1 : 0) + (after !== undefined && stem(after) === around.after ? 0.5 : 0);
  return fits >= 1 ? PLACEHOLDER_FIT * fits : 0;
}

/** "前", "最初の" before a number say "first"; "后", "最後の" say "last". */
function cjkPosition(before: string): string | undefined {
  const trimmed = before.trim();
  if (/(?:前|最初の?|頭の?)$/u.test(trimmed)) return 'first';
  if (/(?:后|後|最后|最後の?|末尾の?)$/u.test(trimmed)) return 'last';
  return undefined;
}

/** Words for the two ends of a sequence: "top" and "opening" say "first", "bottom" and "final" say "last". */
const POSITION_WORDS: ReadonlyMap<string, string> = new Map([
  ...[
    ...['first', 'top', 'opening', 'beginning', 'initial', 'leading', 'starting'],
    // The same in the languages people most often write to the engine in.
    ...['primeras', 'primeros', 'primera', 'primer', 'primero', 'premières', 'premiers', 'première', 'premier', 'ersten', 'erste', 'erstes'],
    ...['prime', 'primi', 'prima', 'primo', 'primeiras', 'primeiros', 'primeira', 'primeiro'],
  ].map((word): [string, string] => [word, 'first']),
  ...[
    ...['last', 'bottom', 'final', 'ending', 'closing', 'trailing', 'latest'],
    ...['últimas', 'últimos', 'última', 'último', 'dernières', 'derniers', 'dernière', 'dernier', 'letzten', 'letzte', 'letztes'],
    ...['ultime', 'ultimi', 'ultima', 'ultimo'],
  ].map((word): [string, string] => [word, 'last']),
]);

function samePosition(said: string, documented: string): boolean {
  return said === documented || (POSITION_WORDS.has(documented) && POSITION_WORDS.get(said) === POSITION_WORDS.get(documented));
}

/**
 * "the first line of todo.md", "the last entry": the placeholder's own words with no number between them and the
 * counted noun in the singular ask for one.
 */
function impliedOneCandidates(context: ParameterContext, facts: MessageFacts): Candidate[] {
  const around = placeholderWords(context.schema.description ?? '');
  if (!around || !POSITION_WORDS.has(around.before)) return [];
  const out: Candidate[] = [];
  for (const match of facts.lowerText.matchAll(/\b(\p{L}+)(?=(\s+)(\p{L}+)\b)/gu)) {
    const [word, position, space, noun] = match;
    if (!position || !space || !noun || !samePosition(position, around.before) || noun.endsWith('s') || stem(noun) !== around.after) continue;
    const fit = PLACEHOLDER_FIT * 1.5;
    out.push({ value: 1, start: match.index, end: match.index + word.length + space.length + noun.length, score: N.base + fit, affinity: fit });
  }
  return out;
}

const PLACEHOLDER_FIT = 0.5;

const placeholderWords = memoByText(2_000, (description: string): { before: string; after: string } | undefined => {
  const match = /\b([a-z]+) (?:N|X|K|n) ([a-z]+)\b/.exec(description);
  return match?.[1] && match[2] ? { before: match[1].toLowerCase(), after: stem(match[2].toLowerCase()) } : undefined;
});

/** Words that make the amount after them a loss, an outflow or a fall. */
const LOSS_WORDS =
  /\b(loss|losses|lost|lose|losing|deficit|decrease|decreased|decline|declined|drop|dropped|fell|fall|outflow|outflows|spent|spend|withdrew|withdraw|withdrawal|debt|minus)\b[^.;,!?]{0,12}$/i;

/**
 * "a loss of $1000" is -1000 for a parameter whose doc asks for losses as negative values
 * ("If lose, provide as negative value", "outflows as negative values"); other parameters keep the amount as said.
 */
function signed(context: ParameterContext, facts: MessageFacts, mention: NumberMention, value: number): number {
  if (value <= 0 || !context.traits.negativeForLoss) return value;
  const before = facts.text.slice(Math.max(0, mention.start - 40), mention.start);
  return LOSS_WORDS.test(before) ? -value : value;
}

/** "two adults" for `no_of_adults`: the counted noun is the parameter's own word. */
function countsCueNoun(context: ParameterContext, facts: MessageFacts, mention: NumberMention): boolean {
  const next = facts.tokens.find((token) => token.start >= mention.end);
  return next !== undefined && context.hits.some((hit) => hit.start === next.start && hit.strength >= 1);
}

function unitBonus(context: ParameterContext, mention: NumberMention): number {
  if (!mention.unit) return 0;
  // "100 m" is a length: a velocity parameter should not take it, a height parameter should.
  const wanted = parameterDimension(context.name);
  const given = mention.percent ? undefined : unitDimension(mention.unit);
  if (wanted && given && wanted !== given) return N.unitMismatch;
  return Math.max(wanted && given ? N.unitMatch : 0, wordUnitBonus(context, mention.unit));
}

/** The stem of a unit as written after a number ("kg" → kilogram), read once per unit. */
const unitStem = memoByText(2_000, (mentionUnit: string): string => stem(unitWord(mentionUnit).replace(/[^a-z%°]/g, '')));

function wordUnitBonus(context: ParameterContext, mentionUnit: string): number {
  const unit = unitStem(mentionUnit);
  if (unit.length === 0) return 0;
  if (context.cues.nameStems.has(unit)) return N.unitInName;
  if (context.cues.unitStems.has(unit)) return N.unitInUnits;
  if (context.cues.descriptionStems.has(unit)) return N.unitInDescription;
  return 0;
}

/** Percentages become fractions for float "rate"-like parameters, stay whole otherwise. */
export function numericValue(context: ParameterContext, mention: NumberMention): number {
  if (mention.percent && context.kind === 'number') {
    const label = `${context.name} ${context.schema.description ?? ''}`;
    const wantsPercentNumber = /\bpercent(age)?\b|\bin %|\(%\)|0-100|0 to 100/i.test(label) && !/\bdecimal\b|fraction/i.test(label);
    if (!wantsPercentNumber) return Math.round((mention.value / 100) * 1e10) / 1e10;
  }
  return mention.value;
}

export function enumCandidates(context: ParameterContext, facts: MessageFacts, values: readonly unknown[]): Candidate[] {
  const lower = facts.lowerText;
  const out: Candidate[] = [];
  for (const value of values) {
    const spoken = spokenForm(String(value));
    if (spoken.length === 0) continue;
    const match = findEnumValue(lower, spoken);
    if (!match) continue;
    const start = match.index;
    const end = start + match[0].length;
    const affinity = cueAffinity(facts.tokens, context.hits, start, end);
    out.push({ value, start, end, score: N.spokenNumber + affinity + spoken.length / 100, affinity });
  }
  // "vice president" said: the option "president" inside it was not.
  return out.filter(
    (candidate) =>
      !out.some((other) => other.start <= candidate.start && other.end >= candidate.end && other.end - other.start > candidate.end - candidate.start),
  );
}

export function dateCandidates(context: ParameterContext, facts: MessageFacts): Candidate[] {
  return findDates(facts.text, context.schema).map((date) => {
    const affinity = cueAffinity(facts.tokens, context.hits, date.start, date.end);
    return { value: date.value, start: date.start, end: date.end, score: T.date + affinity, affinity };
  });
}

/**
 * A date the message states is evidence enough for an optional parameter that asks for a date ("weather in
 * Lisbon on 2026-01-10"), cue words or not; one that asks for a time of day still needs its cue. "Today" and
 * "now" never are: they are what a tool assumes when no date is given.
 */
function optionalDateAffinity(context: ParameterContext, facts: MessageFacts, candidate: Candidate, wantsDate: boolean): number {
  if (context.required || !wantsDate || /^(?:now|today|tonight)$/i.test(facts.text.slice(candidate.start, candidate.end).trim())) return candidate.affinity;
  return Math.max(candidate.affinity, OPTIONAL_MIN_AFFINITY);
}

/** Strings: quoted text, paths/URLs/e-mails for parameters that want them, names near cue words. */
export function stringCandidates(context: ParameterContext, facts: MessageFacts): Candidate[] {
  const { shape, wantsDate, wantsPlace } = context.traits;
  // A parameter that asks for a date (in its name or doc) takes dates; "day", "when", "time" in its name make it try them.
  const dates: Candidate[] = context.traits.triesDates
    ? dateCandidates(context, facts).map((c) => ({ ...c, score: c.score + T.optionalDate, affinity: optionalDateAffinity(context, facts, c, wantsDate) }))
    : [];
  const out: Candidate[] = [...dates];
  const pathy = takesPaths(context, facts);
  const cityAndState = context.traits.wantsCityAndState;
  const asksForUnit = context.traits.namedForUnit;
  // "write to Ana at ana@example.org": where the message writes the address a parameter asks for, a name beside its
  // cue word is not that address.
  const formWritten = (shape === 'email' || shape === 'url') && facts.mentions.some((mention) => mention.kind === shape);
  for (const mention of facts.mentions) {
    const affinity = formWritten && mention.kind !== shape ? 0 : cueAffinity(facts.tokens, context.hits, mention.start, mention.end);
    const name = mention.kind === 'name' ? readName(mention, facts) : undefined;
    let placeBonus = 0;
    let placeAffinity = 0;
    // "in Seattle", "near Berlin": a name after a place preposition is a place; place parameters want it, others do not.
    if (name) {
      if (name.place && wantsPlace) placeBonus = T.placeWanted;
      // "Los Angeles, CA" or "France" is a place: a genre or a name parameter should not take it.
      if (!wantsPlace && name.placeName) placeBonus = T.placeUnwanted;
      // A known region or city, or a name right after "near"/"around", is evidence enough even for an optional place.
      if (wantsPlace && (name.placeName || name.afterNear)) placeAffinity = T.placeAffinity;
    }
    // A capitalised phrase that only repeats the tool's own words ("Population Density") is not an argument.
    const echo = name && echoesTool(mention.text, facts) ? T.echoesTool : 0;
    const label = name?.labelsNextValue ? T.labelsNextValue : 0;
    // "25 degrees Celsius": a unit written with a capital is no name for a parameter that does not ask for a unit.
    const unit = name && !asksForUnit && name.capitalisedUnit ? 1 : 0;
    const score = baseScore(pathy ? 'path' : shape, mention, pathy && isQuotedPath(mention, facts)) + affinity + placeBonus - echo - label - unit;
    out.push({ value: mention.text, start: mention.start, end: mention.end, score, affinity: affinity + placeAffinity });
    out.push(...placePartCandidates(context, mention, score, affinity + placeAffinity));
    // "in Chicago" for a parameter documented as "City, State" ("e.g. Seattle, WA"): "Chicago, IL".
    const state = cityAndState && name && !mention.text.includes(',') ? stateOfCity(mention.text) : undefined;
    if (state)
      out.push({ value: `${mention.text}, ${state}`, start: mention.start, end: mention.end, score: score + T.withState, affinity: affinity + placeAffinity });
    // "Id B1004", "Number 5": a leading label word is not part of the value.
    const trimmed = name?.trimmed;
    if (trimmed) {
      const start = mention.end - trimmed.length;
      out.push({
        value: trimmed,
        start,
        end: mention.end,
        score: baseScore(shape, mention) + affinity + placeBonus + T.labelTrimmed,
        affinity: affinity + placeAffinity,
      });
    }
  }
  if (pathy) out.push(...spokenPathCandidates(context, facts), ...ownKeptPlaceCandidates(facts));
  if (pathy) inMentionOrder(context, out);
  if (pathy) dropReplacedText(out, facts);
  if (pathy) dropPathsInQuotedText(out, facts);
  if (pathy) dropPutText(out, facts);
  if (pathy) dropContentNamed(out, facts);
  if (pathy || namedForPattern(context.name)) dropExcluded(out, facts);
  if (pathy && roleOf(context.name) === 'first') favourMovedThing(out, facts);
  if (namedForPattern(context.name)) out.push(...patternCandidates(facts));
  const role = roleOf(context.name);
  const pair = role ? findReplacementPair(facts.text) : undefined;
  // "rename notes to notes-old", 'rename "untitled folder" to "Kids Art"': for the two ends of a move, the sides of
  // a rename are the old and the new name.
  if (pair && role && (!pathy || RENAMES.test(facts.text.slice(0, pair.first.start)))) {
    const side = role === 'first' ? pair.first : pair.second;
    out.push({ ...side, score: PAIR_SCORE, affinity: PAIR_SCORE });
  }
  out.push(...relationCandidates(context, facts));
  // The name a stated fact opens with is whom it is about: the entity it is filed under.
  const fact = shape === 'text' && namesTheSubject(context.name) ? findStatedFact(facts.text) : undefined;
  if (fact?.subject) {
    // A name inside what is said ("got a dog named Pepper") belongs to the fact, not to whom it is filed under.
    const kept = out.filter((candidate) => candidate.start < 0 || candidate.end <= fact.start || candidate.start >= fact.end);
    out.splice(0, out.length, ...kept, { ...fact.subject, score: PAYLOAD_SCORE + T.factSubject, affinity: OPTIONAL_MIN_AFFINITY });
  }
  // "tell mum I'll be home by 8" beside a tool that sends: "mum" is whom it goes to.
  const recipient = shape === 'text' && takesRecipient(`${context.name}\n${context.schema.description ?? ''}`) ? findRecipient(facts.text) : undefined;
  if (recipient) out.push({ ...recipient, score: PAYLOAD_SCORE + T.recipient, affinity: OPTIONAL_MIN_AFFINITY });
  if (shape === 'text' && takesFreeText(context.name)) {
    for (const payload of findPayloads(facts.text, facts.toolStems)) {
      out.push({ ...payload, score: PAYLOAD_SCORE, affinity: OPTIONAL_MIN_AFFINITY });
    }
  }
  if (shape === 'text') {
    out.push(
      ...clockTimeCandidates(context, facts),
      ...yearRangeCandidates(context, facts),
      ...currencyCandidates(context, facts),
      ...languageCandidates(context, facts),
      ...translatedTextCandidates(context, facts),
      ...expressionCandidates(context, facts),
      ...colorCandidates(context, facts),
      ...modifierCandidates(context, facts),
      ...descriptionOptionCandidates(context, facts),
      ...unitCandidates(context, facts),
      ...numberAsStringCandidates(context, facts),
      ...listedWordCandidates(context, facts),
    );
  }
  // For a parameter that asks for a date, a piece of a stated date ("4pm" of "next Tuesday at 4pm") is no value of its own.
  if (dates.length === 0 || !wantsDate) return out;
  return out.filter((candidate) => dates.includes(candidate) || !dates.some((date) => candidate.start >= date.start && candidate.end <= date.end));
}

/**
 * A parameter that holds a file or folder: one named for it, or the two ends of a file tool's move or copy
 * ("source", "destination" of a tool about files and directories).
 */
function takesPaths(context: ParameterContext, facts: MessageFacts): boolean {
  if (context.traits.shape === 'path') return true;
  // "oldText"/"newText" are the two sides of a replacement, not places.
  if (context.traits.shape !== 'text' || roleOf(context.name) === undefined || TEXT_NAME.test(context.name)) return false;
  return facts.toolStems?.has('file') === true || facts.toolStems?.has('directori') === true;
}

/** Folders and files named in words ("the recipes folder", "in projects"): below a written path, above a stray word. */
function spokenPathCandidates(context: ParameterContext, facts: MessageFacts): Candidate[] {
  const written = facts.mentions.filter((mention) => mention.kind === 'path' || mention.kind === 'url');
  // One place asked for and a path written: a bare word after "in" or "into" ("translate notes/menu.txt into
  // french") is no second guess at it. The two ends of a move still take a folder said in words.
  // A path the request leaves out ("tree for website, skip .git") or looks for ("find budget.xlsx in documents") is
  // not the place asked for.
  const excluded = findExcludedNames(facts.text);
  const single =
    roleOf(context.name) === undefined &&
    written.some(
      (mention) =>
        mention.kind === 'path' && !excluded.some((name) => name.start < mention.end && mention.start < name.end) && !isSoughtFile(facts.text, mention),
    );
  // Both ends of a move written as paths ("rename 'a/x.txt' to 'a/y.txt' so it is easier to find"): a bare word
  // after "to" is no third place.
  const bothEnds = roleOf(context.name) !== undefined && written.filter((mention) => mention.kind === 'path').length >= 2;
  const spokenOnly = findSpokenPaths(facts.text).filter(
    (spoken) => !written.some((path) => spoken.start < path.end && path.start < spoken.end) && !((single || bothEnds) && spoken.strength < 1),
  );
  return spokenOnly.map((spoken) => {
    // "put x.txt in the archive folder": the folder a thing goes in is where it ends up.
    const destination = roleOf(context.name) === 'second' && INTO.test(facts.text.slice(Math.max(0, spoken.start - 16), spoken.start));
    const affinity = cueAffinity(facts.tokens, context.hits, spoken.start, spoken.end) + (destination ? EXTRACT.assign.roleMatch : 0);
    return {
      value: spoken.text,
      start: spoken.start,
      end: spoken.end,
      score: SPOKEN_PATH_SCORE * spoken.strength + affinity,
      affinity: Math.max(affinity, OPTIONAL_MIN_AFFINITY * spoken.strength),
    };
  });
}

/**
 * "which invoices have I made this year?", "what have I got in clients": the user's things named by their kind or
 * place are a folder of theirs, as strong as a folder said in words.
 */
function ownKeptPlaceCandidates(facts: MessageFacts): Candidate[] {
  // A folder written or said as one ("They are all in the Recipes folder") names the place better.
  if (facts.mentions.some((mention) => mention.kind === 'path' || mention.kind === 'url') || findSpokenPaths(facts.text).length > 0) return [];
  const place = ownKeptPlace(facts.text);
  if (!place) return [];
  return [{ value: place.text, start: place.start, end: place.end, score: SPOKEN_PATH_SCORE, affinity: OPTIONAL_MIN_AFFINITY }];
}

/** Search patterns ("*.md", "called budget", "my tax stuff"): a spelled one wins its span even from a path parameter. */
function patternCandidates(facts: MessageFacts): Candidate[] {
  const paths = facts.mentions.filter((mention) => mention.kind === 'path');
  return findPatternValues(facts.text, paths).map((found) => ({
    value: facts.globsNeedDepth ? deepPattern(found) : found.value,
    start: found.start,
    end: found.end,
    score: PATTERN_SCORE * found.strength,
    affinity: OPTIONAL_MIN_AFFINITY * found.strength,
  }));
}

/**
 * A pattern for a tool whose globs reach subfolders only through "**\/": a kind of file ("*.md") or a name
 * looked for ("budget", "notes.txt", "2023*") is meant wherever it is. A glob the message writes is kept as written.
 */
function deepPattern(found: PatternValue): string {
  if (found.strength >= 1 || found.value.includes('/')) return found.value;
  if (found.value.includes('*') || /\.[\p{L}\p{N}]{1,5}$/u.test(found.value)) return `**/${found.value}`;
  return `**/*${eitherCaseStart(found.value)}*`;
}

/**
 * The two ends of a move in the order written when nothing else tells them apart ("déplace a.jpg dans photos"):
 * the first-role parameter leans to the earlier path, the second to the later.
 */
function inMentionOrder(context: ParameterContext, candidates: Candidate[]): void {
  const role = roleOf(context.name);
  if (!role) return;
  const starts = [...new Set(candidates.filter((candidate) => candidate.start >= 0).map((candidate) => candidate.start))].sort((a, b) => a - b);
  for (const candidate of candidates) {
    const rank = starts.indexOf(candidate.start);
    if (rank < 0) continue;
    candidate.score += (role === 'first' ? -rank : rank) * ORDER_STEP;
  }
}

const ORDER_STEP = 0.01;

/** "search src but not tests": what the request leaves out is not where or what to look for. */
function dropExcluded(candidates: Candidate[], facts: MessageFacts): void {
  const excluded = findExcludedNames(facts.text);
  if (excluded.length === 0) return;
  const kept = candidates.filter((candidate) => !excluded.some((name) => candidate.start < name.end && name.start < candidate.end));
  candidates.splice(0, candidates.length, ...kept);
}

const RELATION_STEM = stem('relation');

/**
 * For a tool about relations, a relation the request states ("Jake lives with Emma"): its first name for the
 * end the relation starts from, its second for the other, its kind for the parameter that holds the kind.
 */
function relationCandidates(context: ParameterContext, facts: MessageFacts): Candidate[] {
  if (!facts.toolStems?.has(RELATION_STEM)) return [];
  const relation = findStatedRelation(facts.text);
  if (!relation) return [];
  const role = roleOf(context.name);
  const part = namedForRelationKind(context.name, context.schema.description)
    ? relation.kind
    : role === 'first'
      ? relation.from
      : role === 'second'
        ? relation.to
        : undefined;
  return part ? [{ ...part, score: PAIR_SCORE, affinity: PAIR_SCORE }] : [];
}

/** A verb that moves or copies a thing, right before it: "move notes/2019.txt into it", "copy the file a.txt to ...". */
const MOVED_THING =
  /\b(?:move|moving|copy|copying|rename|renaming|relocate|transfer|put|place|mv|cp|mueve|mover|déplace|déplacer|verschiebe|verschieben|sposta|spostare|mova)\s+(?:the\s+|my\s+|this\s+|that\s+)?(?:file\s+|folder\s+|directory\s+)?$/i;

/**
 * The thing a request moves is what its verb takes ("make a folder archive/old and move notes/2019.txt into it"):
 * the path right after "move" or "copy" is where the move starts, whatever else the request names first.
 */
function favourMovedThing(candidates: Candidate[], facts: MessageFacts): void {
  for (const candidate of candidates) {
    if (candidate.start < 0 || !MOVED_THING.test(facts.text.slice(Math.max(0, candidate.start - 30), candidate.start))) continue;
    candidate.score += EXTRACT.assign.roleMatch;
    candidate.affinity += EXTRACT.assign.roleMatch;
  }
}

/**
 * "'Friday' should be 'Saturday' in notes/plan.md": the two sides of a stated replacement are the text to edit,
 * not the file it is in, unless a side is itself written as a path ("rename 'a.txt' to 'b.txt'").
 */
function dropReplacedText(candidates: Candidate[], facts: MessageFacts): void {
  const sides = findReplacementPairs(facts.text)
    .flatMap((pair) => [pair.first, pair.second])
    .filter((side) => !/[/\\]|\.[\p{L}\p{N}]{1,5}$/u.test(side.value));
  if (sides.length === 0) return;
  const kept = candidates.filter((candidate) => !sides.some((side) => candidate.start < side.end && side.start < candidate.end));
  candidates.splice(0, candidates.length, ...kept);
}

const TEXT_NAME = /text|content|string|value|word|line|phrase/i;

/** A rename right before the first side of a stated pair ("rename the folder "a" to ..."). */
const RENAMES = /\brenam(?:e|ing)\s+(?:(?:the|my)\s+)?(?:(?:file|folder|directory|dir)\s+)?["'“]?$/i;

const INTO = /\b(?:in|inside|into|to)\s+(?:the\s+|my\s+)?$/i;

const REGION_PARAMETER = /(^|[_\s.-])(state|country|region|province)($|[_\s.-])/i;
const CITY_PARAMETER = /(^|[_\s.-])(city|town)($|[_\s.-])/i;

/**
 * "Chicago, Illinois": a parameter named for the state or country takes the region part, one named
 * for the city takes the city part (unless its doc asks for "City, State" itself). The whole
 * place stays a candidate for plain location parameters.
 */
function placePartCandidates(context: ParameterContext, mention: TextMention, score: number, affinity: number): Candidate[] {
  if (mention.kind !== 'name') return [];
  const comma = mention.text.lastIndexOf(',');
  if (comma <= 0) return [];
  const city = mention.text.slice(0, comma).trim();
  const region = mention.text.slice(comma + 1).trim();
  if (city.includes(',') || !isRegionName(region)) return [];
  const name = context.name;
  if (REGION_PARAMETER.test(name) && !CITY_PARAMETER.test(name)) {
    const start = mention.end - region.length;
    return [{ value: region, start, end: mention.end, score: score + T.region, affinity }];
  }
  if (CITY_PARAMETER.test(name) && !REGION_PARAMETER.test(name) && !/,|\bstate\b|\bcountry\b/i.test(context.schema.description ?? '')) {
    return [{ value: city, start: mention.start, end: mention.start + city.length, score: score + T.city, affinity }];
  }
  return [];
}

/** A region, "City, Region", or a large city known by name ("Los Angeles"). */
function isPlaceName(text: string): boolean {
  const last = text.split(/,\s*/).pop() ?? text;
  return isRegionName(text) || (text.includes(',') && isRegionName(last)) || stateOfCity(text) !== undefined;
}

const PLACE_PREPOSITION = /\b(in|near|around|within)\s+(?:the\s+)?$/i;
const NEAR_PREPOSITION = /\b(near|around|within)\s+(?:the\s+)?$/i;

/** What a name mention is, whatever parameter it is offered to. */
interface NameReading {
  /** A region, or a name after "in", "near", "around" or "within". */
  place: boolean;
  /** A region, "City, Region", or a large city known by name. */
  placeName: boolean;
  /** Right after "near", "around" or "within". */
  afterNear: boolean;
  labelsNextValue: boolean;
  /** One capitalised word that is a unit ("Celsius"). */
  capitalisedUnit: boolean;
  /** The name without its leading label words ("Id B1004" → "B1004"), when it has some. */
  trimmed: string | undefined;
}

/**
 * Per name mention, read once: every string parameter of every candidate tool is offered the same mentions of a
 * message (a mention belongs to its message's facts, so the reading follows it).
 */
const nameReadings = new WeakMap<TextMention, NameReading>();

function readName(mention: TextMention, facts: MessageFacts): NameReading {
  let reading = nameReadings.get(mention);
  if (!reading) {
    const before = facts.text.slice(Math.max(0, mention.start - 12), mention.start);
    reading = {
      place: isRegionName(mention.text) || PLACE_PREPOSITION.test(before),
      placeName: isPlaceName(mention.text),
      afterNear: NEAR_PREPOSITION.test(before),
      labelsNextValue: labelsNextValue(mention, facts),
      capitalisedUnit: /^[A-Z][a-z]{3,}$/.test(mention.text) && unitDimension(mention.text) !== undefined,
      trimmed: trimLabelWords(mention.text),
    };
    nameReadings.set(mention, reading);
  }
  return reading;
}

const LABEL_WORDS = new Set(['id', 'no', 'number', 'num', 'code', 'ref', 'reference', 'name', 'title', 'type']);

/** "Case No 28473", "Flight Number BA117": a name that ends in a label word and is followed by a code labels it. */
function labelsNextValue(mention: TextMention, facts: MessageFacts): boolean {
  const last = mention.text.split(/\s+/).at(-1)?.toLowerCase().replace(/\.$/, '') ?? '';
  return LABEL_WORDS.has(last) && /^\s*[:#.]?\s*[A-Z]*\d/.test(facts.text.slice(mention.end));
}

function trimLabelWords(text: string): string | undefined {
  const words = text.split(/\s+/);
  let index = 0;
  while (index < words.length - 1 && LABEL_WORDS.has((words[index] ?? '').toLowerCase().replace(/\.$/, ''))) index += 1;
  const rest = words.slice(index);
  return index > 0 && /^[A-Z0-9]/.test(rest[0] ?? '') ? rest.join(' ') : undefined;
}

export function echoesTool(text: string, facts: MessageFacts): boolean {
  if (!facts.toolStems || facts.toolStems.size === 0) return false;
  const stems = wordStems(text);
  return stems.length > 0 && stems.every((term) => facts.toolStems?.has(term));
}

/** A mention's word stems, read once: every candidate tool asks whether the mention only repeats its words. */
const wordStems = memoByText(5_000, (text: string): readonly string[] => words(text).map(stem));

function baseScore(shape: TextShape, mention: TextMention, quotedPath = false): number {
  // "'my projects/plan.md'": a path in quotes is written whole, spaces and all, above the path read inside it.
  if (shape === 'path' && quotedPath) return T.shapeMatch + QUOTED_PATH_MARGIN;
  if (shape === 'path') return mention.kind === 'path' ? T.shapeMatch : mention.kind === 'quoted' ? T.quotedForPath : T.shapeMismatch;
  if (shape === 'url') return mention.kind === 'url' ? T.shapeMatch : T.shapeMismatch;
  if (shape === 'email') return mention.kind === 'email' ? T.shapeMatch : T.shapeMismatch;
  switch (mention.kind) {
    case 'quoted':
      return T.quoted;
    case 'name':
      return T.name;
    case 'path':
      return T.path;
    default:
      return T.other;
  }
}

/**
 * "write 'see notes/a.md for details' to notes/b.md": a path inside a quoted text is part of that text when the
 * request writes a path outside quotes; only a quote that is a path itself stands for one.
 */
function dropPathsInQuotedText(candidates: Candidate[], facts: MessageFacts): void {
  const quotes = facts.mentions.filter((mention) => mention.kind === 'quoted');
  if (quotes.length === 0) return;
  const paths = findPaths(facts.text);
  if (!paths.some((path) => !enclosingSpan(quotes, path))) return;
  const texts = quotes.filter((quote) => quote.text.trim().split(/\s+/).length > 1 && !looksLikeQuotedPath(quote));
  const kept = candidates.filter((candidate) => candidate.start < 0 || !enclosingSpan(texts, candidate));
  candidates.splice(0, candidates.length, ...kept);
}

/**
 * "add 'bread flour' to my shopping list", "put 'call mum' on the list": a quote put somewhere is what is put, not
 * the place it goes, unless it is written as a path itself.
 */
function dropPutText(candidates: Candidate[], facts: MessageFacts): void {
  const put = facts.mentions.filter(
    (mention) =>
      mention.kind === 'quoted' &&
      !looksLikeQuotedPath(mention) &&
      PUT_SOMEWHERE.test(facts.text.slice(mention.end, mention.end + 40)) &&
      putsBefore(facts.text.slice(Math.max(0, mention.start - 40), mention.start)),
  );
  if (put.length === 0) return;
  const kept = candidates.filter((candidate) => !put.some((mention) => candidate.start === mention.start && candidate.end === mention.end));
  candidates.splice(0, candidates.length, ...kept);
}
/** Where a put thing goes, in English and its neighbours: "to", "op", "aan", "auf", "zur", "à", "en", "nella", "na". */
const PUT_SOMEWHERE =
  /^['"”’»]?\s+(?:(?:toe\s+)?(?:to|into|onto|on|aan|op|bij|zu|zur|zum|auf|à|al|a|en|dans|sur|nella|nel|sulla|alla|na|no|hinzu)\s+\S|(?:toe|hinzu)\s*[.!?]?$)/i;
const PUTTING_VERB = /\b(?:add|append|put|write|jot|insert|stick|pop|note)\b/i;
/** A verb of putting before the quote: English, or a verb of adding of another language ("voeg", "zet", "füge", "ajoute"). */
function putsBefore(text: string): boolean {
  return PUTTING_VERB.test(text) || Array.from(text.toLowerCase().matchAll(/\p{L}[\p{L}\p{M}]*/gu), ([word]) => word).some((word) => FOREIGN_ADDING.has(word));
}

/** "which files mention Mrs. Visser": what a file's text is asked to hold is no place to look in. */
function dropContentNamed(candidates: Candidate[], facts: MessageFacts): void {
  const held = contentNamed(facts.text);
  if (!held) return;
  const kept = candidates.filter((candidate) => candidate.start < 0 || candidate.end <= held.start - 8 || candidate.start >= held.end);
  candidates.splice(0, candidates.length, ...kept);
}

/** A short quote on one line that ends as a path does ("'my docs/a b.txt'"). */
function looksLikeQuotedPath(quote: TextMention): boolean {
  return ENDS_AS_PATH.test(quote.text) && !quote.text.includes('\n') && quote.text.split(/\s+/).length <= 4;
}

/** Ends as a path ends: a file name with its extension, or a folder and a name with no space after the slash. */
const ENDS_AS_PATH = /(?:[\p{L}\p{N}_-]\.[\p{L}\p{N}]{1,5}|[/\\][\p{L}\p{N}_.-]+)$/u;

/**
 * A quote that holds a written path and ends as one ("'my projects/plan.md'") is that path with spaces in its
 * name, when the request writes no path outside quotes: a quoted text that merely mentions a file
 * ("write 'see notes/a.md' to notes/b.md") leaves the written path its place.
 */
function isQuotedPath(mention: TextMention, facts: MessageFacts): boolean {
  if (mention.kind !== 'quoted' || !looksLikeQuotedPath(mention)) return false;
  const placing = quotedPathsOf(facts);
  return placing.allQuoted && placing.holdingPath.has(mention.start);
}

/** Where the message's paths sit among its quotes, read once per message (every quoted mention asks). */
interface QuotedPaths {
  allQuoted: boolean;
  /** The starts of the quotes that hold a path. */
  holdingPath: ReadonlySet<number>;
}
const quotedPathsByFacts = new WeakMap<MessageFacts, QuotedPaths>();

function quotedPathsOf(facts: MessageFacts): QuotedPaths {
  let placing = quotedPathsByFacts.get(facts);
  if (!placing) {
    // Quotes come in order and do not overlap: each path's quote is found by halving, not by reading them all.
    const quotes = facts.mentions.filter((other) => other.kind === 'quoted');
    const holders = findPaths(facts.text).map((path) => enclosingSpan(quotes, path));
    placing = { allQuoted: holders.every((quote) => quote !== undefined), holdingPath: new Set(holders.map((quote) => quote?.start ?? -1)) };
    quotedPathsByFacts.set(facts, placing);
  }
  return placing;
}
const QUOTED_PATH_MARGIN = 0.05;
