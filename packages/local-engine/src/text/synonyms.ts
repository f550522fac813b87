/**
 * A small thesaurus of words that users and tool authors use for the same
 * thing ("movie"/"film", "king"/"monarch", "euro"/"currency"). Lexical ranking
 * cannot bridge these on its own; query words are expanded with their group.
 * Groups are general English, not taken from any test case.
 */
import { stem } from './tokenize.js';
import { WORDNET_SYNONYMS } from './wordnet-synonyms.js';

const GROUPS: string[][] = [
  ['movie', 'film', 'cinema'],
  ['song', 'music', 'track', 'tune'],
  ['king', 'queen', 'monarch', 'ruler', 'emperor'],
  ['lawyer', 'attorney', 'law', 'legal', 'counsel'],
  ['doctor', 'physician', 'medic'],
  ['car', 'vehicle', 'automobile', 'auto'],
  ['house', 'home', 'property', 'villa', 'apartment', 'flat', 'condo', 'realestate', 'real estate'],
  ['price', 'cost', 'fee', 'charge'],
  ['buy', 'purchase', 'order', 'shop'],
  ['euro', 'dollar', 'usd', 'eur', 'gbp', 'yen', 'jpy', 'pound', 'currency', 'money', 'cad', 'aud', 'inr', 'rupee'],
  ['city', 'town', 'place', 'location', 'area'],
  ['country', 'nation', 'state'],
  ['picture', 'image', 'photo', 'painting', 'artwork', 'art'],
  ['sculpture', 'statue', 'artwork'],
  ['trip', 'travel', 'journey', 'route', 'directions'],
  ['hotel', 'accommodation', 'lodging', 'room'],
  ['restaurant', 'eatery', 'diner', 'food', 'cuisine'],
  ['recipe', 'dish', 'cook', 'meal'],
  ['mail', 'email', 'e-mail', 'message'],
  ['delete', 'remove', 'erase'],
  ['begin', 'start'],
  ['end', 'finish', 'stop'],
  ['folder', 'directory', 'dir'],
  ['size', 'sizes', 'biggest', 'largest', 'smallest'],
  ['document', 'file', 'doc'],
  ['news', 'article', 'headline'],
  ['player', 'athlete', 'sportsman'],
  ['team', 'club', 'squad'],
  ['game', 'match'],
  ['population', 'people', 'inhabitants', 'residents'],
  ['weather', 'temperature', 'forecast', 'humidity', 'rain', 'wind'],
  ['stock', 'share', 'ticker', 'equity'],
  ['translate', 'translation'],
  ['sick', 'disease', 'illness', 'condition'],
  ['medicine', 'drug', 'medication'],
  ['kid', 'child', 'children'],
  ['probability', 'odds', 'chance', 'likelihood'],
  ['average', 'mean'],
  ['job', 'career', 'employment', 'occupation'],
  ['book', 'novel'],
  ['book', 'reserve', 'reservation'],
  ['event', 'happening', 'occasion'],
  ['battle', 'war', 'conflict'],
  ['discover', 'discovery', 'discoverer', 'invent', 'inventor', 'invention'],
  ['date', 'day', 'when'],
  ['year', 'century', 'decade'],
  ['speed', 'velocity'],
  ['distance', 'length', 'far'],
  ['calories', 'nutrition', 'diet'],
  ['friend', 'contact'],
  ['convert', 'conversion', 'exchange'],
  ['remember', 'memorize', 'memorise', 'memory', 'store', 'save', 'record', 'create', 'add'],
  ['entity', 'node', 'person', 'people', 'organization', 'organisation'],
  ['folder', 'directory', 'listing'],
];

/** Stem → stems of the words in the same groups, and of the word's most frequent WordNet sense; built on first use (about 15 ms), not on load. */
let RELATED: Map<string, readonly string[]> | undefined;

function buildRelated(): Map<string, string[]> {
  const related = new Map<string, Set<string>>();
  // The WordNet table is generated (scripts/build-synonyms.mjs): about 6,000 entries.
  for (const entry of WORDNET_SYNONYMS.split(' ')) {
    const [word, list] = entry.split(':') as [string, string];
    related.set(word, new Set(list.split(',')));
  }
  for (const group of GROUPS) {
    const stems = group.map((word) => stem(word.replace(/\s+/g, '')));
    for (const member of stems) {
      const set = related.get(member) ?? new Set<string>();
      for (const other of stems) if (other !== member) set.add(other);
      related.set(member, set);
    }
  }
  return new Map([...related].map(([key, set]) => [key, [...set]]));
}

/** Stems related to a stem by the thesaurus (empty when none). */
export function relatedStems(term: string): readonly string[] {
  RELATED ??= buildRelated();
  return RELATED.get(term) ?? [];
}

/** The same relation as sets, for membership tests. */
let RELATED_SETS: Map<string, ReadonlySet<string>> | undefined;
const NO_STEMS: ReadonlySet<string> = new Set();

/**
 * Whether the thesaurus relates the stem to any of `terms`: walks the smaller side (a parameter's cue words are one
 * to three stems, a word's relations often more), which is what matching every message word against every candidate
 * parameter and tool asks for.
 */
export function relatesToAny(term: string, terms: ReadonlySet<string>): boolean {
  RELATED ??= buildRelated();
  RELATED_SETS ??= new Map([...RELATED].map(([key, list]) => [key, new Set(list)]));
  const related = RELATED_SETS.get(term) ?? NO_STEMS;
  if (related.size === 0 || terms.size === 0) return false;
  if (terms.size < related.size) {
    for (const other of terms) if (related.has(other)) return true;
    return false;
  }
  for (const other of related) if (terms.has(other)) return true;
  return false;
}

let KNOWN: ReadonlySet<string> | undefined;

/** Whether a stem is an English word the thesaurus knows: a rough lexicon, for telling English from other languages. */
export function isKnownStem(term: string): boolean {
  RELATED ??= buildRelated();
  KNOWN ??= new Set([...RELATED.keys(), ...[...RELATED.values()].flat()]);
  return KNOWN.has(term);
}
