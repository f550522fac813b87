/**
 * What a parameter's name and description say it wants: a path or a URL, a
 * date, a place, a clock time, a currency. Read once per parameter with its
 * cue words (when the catalog is prepared), not once per message, clause and
 * candidate tool: these tests were a good share of every extraction.
 */
import type { JsonSchema } from '../types.js';
import { asksForCityAndState } from '../text/us-cities.js';
import { stem } from '../text/tokenize.js';

export type TextShape = 'path' | 'url' | 'email' | 'text';

export interface ParameterTraits {
  /** The kind of text the parameter wants, by its name first, then its description. */
  shape: TextShape;
  /** Asks for a date (in its name or doc): takes dates, and drops pieces of them. */
  wantsDate: boolean;
  /** Worth offering dates: asks for one, or its name says day, when, deadline, birthday or time. */
  triesDates: boolean;
  wantsPlace: boolean;
  /** A place documented as "City, State" ("e.g. Seattle, WA"). */
  wantsCityAndState: boolean;
  /** Named for a unit or a scale, so a capitalised unit word may be its value. */
  namedForUnit: boolean;
  /** One of its name words is "unit": it takes the unit a message writes its quantities in. */
  hasUnitNameWord: boolean;
  /** Named for a year ("year", "birth_year", "startYear"). */
  namedForYear: boolean;
  /** Named for a count, size or limit: a spelled number before a noun may be its value. */
  countLike: boolean;
  /** Documented as negative for losses ("If lose, provide as negative value"). */
  negativeForLoss: boolean;
  wantsClockTime: boolean;
  wantsHour: boolean;
  wantsMinute: boolean;
  /** An hour parameter read on a 24-hour clock ("24-hour format", "closing time"). */
  twentyFourHour: boolean;
  /** About an initial velocity or speed, which "from rest" sets to 0. */
  initialMotion: boolean;
  wantsYearRange: boolean;
  wantsCurrency: boolean;
  wantsColor: boolean;
  /** Named for a language ("target_language", "lang", "locale"), or described as one. */
  wantsLanguage: boolean;
  /** A string that may well hold a number: a year, season, id, code, version. */
  numberish: boolean;
}

const PATH_WORDS = /\b(path|file|filename|directory|folder|dir)s?\b/i;
const URL_WORDS = /\b(url|uri|link|website|endpoint|href)s?\b/i;
const EMAIL_WORDS = /\be-?mail/i;
/** A description that asks for an address ("The email address to send to."), not for a message's subject or body. */
const EMAIL_ADDRESS_WORDS = /\be-?mail address(?:es)?\b/i;

const PLACE_WORDS =
  /\b(location|city|cities|region|country|countries|place|state|area|address|destination|origin|town|venue|where|locale|neighbou?rhood|county|province)\b/i;

const COUNT_LIKE = /count|number|num|limit|top|quantity|size|^n$|^k$|amount|total|max|results|items|times/i;

const INITIAL_MOTION = /\b(initial|starting|start)\b.*\b(velocity|speed)\b|\b(velocity|speed)\b.*\b(initial|start|starting|beginning)\b/i;

const NUMBERISH_STRING =
  /\b(year|season|id|ids|identifier|code|number|num|no|zip|postal|version|quantity|amount|time|hour|size|value|score|rating|level|count|digits?)\b/i;

const UNIT_STEMS = new Set([stem('unit'), stem('units')]);

/**
 * Parameters asking for the same things share one record, which nothing edits: real catalogs have a few
 * hundred distinct ones, against one parameter each in a 10,000-tool catalog. Past the bound (tools crafted to
 * differ in every trait) a record is simply not shared, so the table cannot grow without end.
 */
const distinctTraits = new Map<string, ParameterTraits>();
const MAX_DISTINCT_TRAITS = 4_096;

/** The parameter's traits; `nameStems` are its cue stems from its name. */
export function readTraits(name: string, schema: JsonSchema, nameStems: ReadonlySet<string>): ParameterTraits {
  const traits = traitsOf(name, schema, nameStems);
  const key = JSON.stringify(traits);
  const shared = distinctTraits.get(key);
  if (shared) return shared;
  if (distinctTraits.size < MAX_DISTINCT_TRAITS) distinctTraits.set(key, traits);
  return traits;
}

function traitsOf(name: string, schema: JsonSchema, nameStems: ReadonlySet<string>): ParameterTraits {
  const description = schema.description ?? '';
  const spacedName = name.replace(/[_.-]/g, ' ');
  const label = `${spacedName} ${description}`;
  const lowerName = name.toLowerCase();
  const wantsDate = /\bdate\b/i.test(label);
  const wantsPlace = PLACE_WORDS.test(label);
  return {
    shape: textShape(spacedName, label),
    wantsDate,
    triesDates: wantsDate || /\b(day|when|deadline|birthday|time)\b/i.test(spacedName),
    wantsPlace,
    wantsCityAndState: wantsPlace && asksForCityAndState(description),
    namedForUnit: /\b(unit|units|scale)\b/i.test(spacedName),
    hasUnitNameWord: [...nameStems].some((term) => UNIT_STEMS.has(term)),
    namedForYear: /(^|_)year($|_)|^year|Year$/.test(name),
    countLike: COUNT_LIKE.test(name),
    negativeForLoss: /\bnegative\b/i.test(description),
    wantsClockTime: /\b(time|hour|when|clock|at)\b/i.test(label),
    wantsHour: /hour/.test(lowerName) || (/time|hours/.test(lowerName) && /24|hour/i.test(description)),
    wantsMinute: /minute/.test(lowerName),
    twentyFourHour: /24|military/i.test(description) || /operating|until|close|open/i.test(lowerName),
    initialMotion: INITIAL_MOTION.test(label),
    wantsYearRange: /\b(season|years?|period|range|span)\b/i.test(label),
    wantsCurrency: /currenc/i.test(label),
    wantsColor: /colou?r/i.test(name),
    wantsLanguage: /lang|locale/i.test(name) || /^\s*(?:the\s+)?(?:(?:target|source|output|input|original|desired)\s+)?language\b/i.test(description),
    numberish: NUMBERISH_STRING.test(label),
  };
}

/** A name that says URL, e-mail or path decides; otherwise the description may say URL, path or e-mail address. */
function textShape(spacedName: string, label: string): TextShape {
  if (URL_WORDS.test(spacedName)) return 'url';
  if (EMAIL_WORDS.test(spacedName)) return 'email';
  if (PATH_WORDS.test(spacedName)) return 'path';
  if (URL_WORDS.test(label) && !PATH_WORDS.test(label)) return 'url';
  if (PATH_WORDS.test(label)) return 'path';
  if (EMAIL_ADDRESS_WORDS.test(label)) return 'email';
  return 'text';
}
