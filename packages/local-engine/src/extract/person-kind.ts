import { PEOPLE_WORDS, ROLE_WORDS, TIE_SAID_ELSEWHERE } from '../intent/lexicon.js';
import { escapeRegExp } from '../text/escape-regexp.js';
import type { ParameterContext } from './candidates.js';
import type { JsonSchema } from '../types.js';

/** A parameter that asks what kind of thing a record is ("entityType", "kind", "The type of the entity"). */
const KIND_NAME = /(?:^|[a-z_])(?:type|kind|category)$/i;
const KIND_DESCRIPTION = /\b(?:type|kind|category) of\b/i;

const PEOPLE = [...PEOPLE_WORDS].join('|');
/** "my sister Maya", "Maya, my sister", "our neighbour Tom", "Dr. Patel": the user says the record is a person. */
const TOLD_A_PERSON = new RegExp(
  String.raw`\b(?:my|our)\s+(?:${PEOPLE})\b|\b(?:dr|mr|mrs|ms|prof|pan|pani|frau|herr|signora|signor|señor|señora|senor|senora|madame|monsieur|mme)\.?\s+\p{Lu}`,
  'iu',
);

/**
 * The kind for a required kind-of-record parameter left empty, when the message says what the record is to the
 * user and a sibling field names it: "person" for "remember that my sister Maya's birthday is ...", "dog" for "my
 * dog is called Biscuit": what a person would write there, where asking "what is Maya's entity type?" would only
 * puzzle them. Undefined otherwise.
 */
export function toldKindOfPerson(context: ParameterContext, values: Record<string, unknown>, text: string): string | undefined {
  if (!asksKindOfRecord(context.name, context.schema) || !Object.values(values).some((value) => typeof value === 'string' && value.length > 0))
    return undefined;
  const named = Object.values(values).filter((value): value is string => typeof value === 'string' && value.length > 0);
  if (toldAPerson(text) || named.some((name) => saidOfAPerson(text, name))) return 'person';
  return named.map((name) => kindSaidBeforeName(text, name) ?? kindSaidAfterName(text, name)).find((kind) => kind !== undefined);
}

/** Words that close a noun phrase said of a name: punctuation, the end, or a word that starts what follows. */
const PHRASE_END = String.raw`(?=\s*(?:[,.;:()!?]|$|\s+(?:who|that|which|and|with|from|of|at|in|on|for|but|called|named)\b))`;

/** The kind said after a name, from where the name ends: "is a dog (husky)", "is a toy poodle", ", a tabby cat,", "the husky". */
const KIND_AFTER_NAME = [
  new RegExp(String.raw`(?:\s+(?:is|was)|['’]s|,)\s+(?:a|an|the|my|our)\s+((?:\p{Ll}[\p{Ll}-]*\s+)?\p{Ll}[\p{Ll}-]+)${PHRASE_END}`, 'uy'),
  /\s+the\s+(\p{Ll}[\p{Ll}-]+)(?![\p{L}])/uy,
];

/**
 * What the one named is, said after the name: "Rocky is a dog (husky)", "Coco is a toy poodle", "Rocky the husky",
 * "Coco, a toy poodle,": the phrase's last word ("poodle"), or "person" when it is someone in one's life or a role
 * ("Jordan is my employee"). A pet called "he" is still a dog: this is read before a pronoun says "person". Each way
 * of saying it is tried where the name ends, so no pattern is compiled per name.
 */
export function kindSaidAfterName(text: string, name: string): string | undefined {
  const places = placesNamed(text, name);
  let phrase: string | undefined;
  for (const after of KIND_AFTER_NAME) {
    phrase = places
      .map((at) => {
        after.lastIndex = at + name.length;
        return after.exec(text)?.[1];
      })
      .find((found) => found !== undefined);
    if (phrase) break;
  }
  const noun = phrase?.split(/\s+/).at(-1);
  if (!noun) return undefined;
  return PEOPLE_WORDS.has(noun) || ROLE_WORDS.has(noun) || PERSON_NOUNS.has(noun) ? 'person' : noun;
}

/** Nouns that say a person whatever their tie: "Sam is a nice guy". */
const PERSON_NOUNS = new Set(['person', 'human', 'man', 'woman', 'guy', 'lady', 'girl', 'boy', 'employee', 'worker', 'staff', 'partner', 'kid']);

/** The kind said before a name, up to where the name starts: "my cat Biscuit", "my dog is called Biscuit", "our cat's name is Miso". */
const KIND_BEFORE_NAME = [
  /\b(?:my|our|the|his|her|their)\s+(?:\p{Ll}[\p{Ll}-]*\s+)?(\p{Ll}[\p{Ll}-]+)\s+$/u,
  /\b(?:my|our|his|her|their)\s+(?:\p{Ll}[\p{Ll}-]*\s+)?(\p{Ll}[\p{Ll}-]+)(?:\s+is\s+(?:called|named)|['’]s\s+name\s+is)\s+$/u,
];

/**
 * What the one named is, said before the name: "my cat Biscuit", "my dog is called Biscuit", "our cat's name is Miso".
 * Each way of saying it is tried on the text before each place the name stands alone, so no pattern is compiled per name.
 */
export function kindSaidBeforeName(text: string, name: string): string | undefined {
  const places = placesNamed(text, name);
  let noun: string | undefined;
  for (const before of KIND_BEFORE_NAME) {
    noun = places.map((at) => before.exec(textBefore(text, at))?.[1]).find((found) => found !== undefined);
    if (noun) break;
  }
  if (!noun) return undefined;
  return PEOPLE_WORDS.has(noun) ? 'person' : noun;
}

/**
 * The words just before a place in the text: what is said before a name is said within a few words of it, and a
 * pattern ending at the place, tried on all the text before each of thousands of places, would read it all each time.
 */
const SAID_BEFORE_REACH = 160;

function textBefore(text: string, at: number): string {
  return text.slice(Math.max(0, at - SAID_BEFORE_REACH), at);
}

/** Where the name is said as written, not followed by a letter (each start, a later one beginning inside an earlier one too). */
function placesNamed(text: string, name: string): number[] {
  const places: number[] = [];
  for (let at = text.indexOf(name); at >= 0; at = at < text.length ? text.indexOf(name, at + 1) : -1) {
    LETTER_AT.lastIndex = at + name.length;
    if (!LETTER_AT.test(text)) places.push(at);
  }
  return places;
}

/** Whether a parameter asks what kind of thing a record is. */
export function asksKindOfRecord(name: string, schema: JsonSchema): boolean {
  return KIND_NAME.test(name) || KIND_DESCRIPTION.test(schema.description ?? '');
}

/** Whether the message says who someone is to the user (in English or another language it reads), or calls them by a title: the record is a person. */
export function toldAPerson(text: string): boolean {
  return TOLD_A_PERSON.test(text) || TIE_SAID_ELSEWHERE.test(text);
}

/** Things only people have, said as the name's ("Tom's birthday", "Lena's phone number"). */
const PERSONAL_THINGS = ['birthday', 'anniversary', 'phone', 'email', 'address', 'surname', 'favou?rite', ...PEOPLE_WORDS].join('|');
/** The same things said before the name in other languages: "o aniversário do Pedro", "el cumpleaños de Ana", "der Geburtstag von Jan". */
const PERSONAL_THINGS_ELSEWHERE =
  'anivers[áa]rio|cumplea[ñn]os|anniversaire|geburtstag|compleanno|urodziny|verjaardag|f[öo]delsedag|telefone|tel[ée]fono|t[ée]l[ée]phone|telefonnummer|adresse?|endere[çc]o|direcci[óo]n|indirizzo';
const OF_BEFORE_NAME = '(?:de|do|da|di|del|della|du|von|van|der)';
/**
 * The same in other languages: a birthday had ("a Beatriz faz anos a 14 de março", "Ana cumple años el 3 de mayo",
 * "Jan hat am 5. Mai Geburtstag"), where one lives or works ("a Rita mora em Londres", "Jan wohnt in Köln").
 */
const PERSON_VERBS_ELSEWHERE = String.raw`(?:faz anos|fará anos|cumple(?: años)?|hat\s+(?:am\s+[\p{L}\d. ]{1,20}\s+)?geburtstag|compie(?: gli anni)?|fête son anniversaire|ma urodziny|mora|morava|trabalha|trabaja|vive|wohnt|arbeitet|habite|travaille|abita|lavora|mieszka|pracuje)(?![\p{L}])`;
/** What people do or are, said right after the name ("Mira is allergic to peanuts", "Tomas works at the bakery"). */
const ROLES = [...ROLE_WORDS].join('|');
const PERSON_PREDICATES = String.raw`(?:is|was|'s|’s)\s+(?:allergic|married|engaged|divorced|pregnant|retired|vegan|vegetarian|born|left-handed|moving|running late|off sick|on (?:holiday|leave|vacation))|(?:is|was)\s+(?:the|a|an|our|my|their)\s+(?:[\p{L}-]+\s+){0,2}(?:${ROLES}|${PEOPLE}|person|human|man|woman|guy|lady|girl|boy)s?\b|(?:works|worked|lives|lived|likes|liked|loves|loved|hates|prefers|speaks|studies|studied|plays|drinks|eats|grew up|was born|moved|teaches|runs|owns|wants|needs|reads|writes|cooks|drives|goes)\b|${PERSON_VERBS_ELSEWHERE}`;

/** Where someone is from, said between their name and what they do ("Manuel Pires from Padaria Estrela prefers ..."). */
const FROM_PLACE = String.raw`(?:\s+(?:from|at|of)\s+(?:the\s+)?\p{Lu}[\p{L}'’&.-]*(?:\s+\p{Lu}[\p{L}'’&.-]*){0,3})?`;

/** What follows a person's name said of them ("'s birthday", " from Padaria Estrela prefers"): tried where the name ends. */
const SAID_AFTER_NAME = new RegExp(String.raw`['’]s\s+(?:${PERSONAL_THINGS})\b|${FROM_PLACE}\s+(?:${PERSON_PREDICATES})`, 'iuy');
/** What another language says before a person's name ("el cumpleaños de"): tried on the text up to where the name starts. */
const SAID_BEFORE_NAME = new RegExp(String.raw`(?<![\p{L}])(?:${PERSONAL_THINGS_ELSEWHERE})\s+${OF_BEFORE_NAME}\s+$`, 'iu');
const LETTER_AT = /\p{L}/uy;

/**
 * Whether the message says of the name what only a person has, does or is ("Mira is allergic", "Tom's birthday",
 * "Barbara Voss is the venue manager", "Sofia is my best friend", "Manuel Pires from Padaria Estrela prefers calls").
 * The long patterns are compiled once and tried at each place the name is said: one pattern made with the name in it
 * was compiled on every call, most of a routing decision's time at a catalog with a kind-of-record field.
 */
/** Longer than any name people give: a pattern built from thousands of characters overflows the regex compiler's stack. */
const NAME_CHARS = 200;

export function saidOfAPerson(text: string, name: string): boolean {
  if (name.length > NAME_CHARS) return false;
  const said = new RegExp(escapeRegExp(name), 'giu');
  for (let found = said.exec(text); found; found = said.exec(text)) {
    const end = found.index + found[0].length;
    SAID_AFTER_NAME.lastIndex = end;
    if (SAID_AFTER_NAME.test(text)) return true;
    LETTER_AT.lastIndex = end;
    if (!LETTER_AT.test(text) && SAID_BEFORE_NAME.test(textBefore(text, found.index))) return true;
    // On to the next code point: a later saying of the name may begin inside this one.
    said.lastIndex = found.index + ((text.codePointAt(found.index) ?? 0) > 0xffff ? 2 : 1);
  }
  return false;
}
