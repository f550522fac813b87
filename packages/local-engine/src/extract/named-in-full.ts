/**
 * A name as it is kept, from the case form a question puts it in. Polish, Russian and Ukrainian change a name's ending
 * after the word for "about": "co wiesz o Marcie?" asks of Marta, "Что ты знаешь о Прие?" of Прия, "Що я тобі казав
 * про Ігоря?" of Ігор. A memory keeps the name as it was told, in its own form, and a search for "Marcie" finds no
 * Marta. Only endings that say one form back are read; others are left as written ("о Иване" may be Иван or Ивана).
 */

/** After "o" in Polish: the endings of the locative that give back one nominative. */
const POLISH_LOCATIVE: ReadonlyArray<[RegExp, string]> = [
  [/(\p{Lu}\p{Ll}+)cie$/u, '$1ta'], // Marcie → Marta, Agacie → Agata
  [/(\p{Lu}\p{Ll}+)dzie$/u, '$1da'], // Wandzie → Wanda
  [/(\p{Lu}\p{Ll}+)rze$/u, '$1r'], // Piotrze → Piotr
  [/(\p{Lu}\p{Ll}*[^aeiouyąęó])ku$/u, '$1ek'], // Tomku → Tomek, Jacku → Jacek
];
/** After "о"/"об" in Russian: the prepositional of a name in -ия. */
const RUSSIAN_PREPOSITIONAL: ReadonlyArray<[RegExp, string]> = [[/(\p{Lu}\p{Ll}*)(?:ие|ии)$/u, '$1ия']];
/**
 * After "про" in Russian and Ukrainian: the accusative of a man's name in a consonant, or a woman's in -а/-я. A name
 * left in -а after "про" ("про Анна") loses its ending too: what is left starts the name, which a search finds.
 */
const EAST_SLAVIC_ACCUSATIVE: ReadonlyArray<[RegExp, string]> = [
  [/(\p{Lu}\p{Ll}*[бвгґджзклмнпрстфхцчшщ])[ая]$/u, '$1'], // Ігоря → Ігор, Ивана → Иван
  [/(\p{Lu}\p{Ll}*)ю$/u, '$1я'], // Марію → Марія
  [/(\p{Lu}\p{Ll}*)у$/u, '$1а'], // Ольгу → Ольга
];

/** The name as it is kept, given the word for "about" before it (lower case), or the name as written. */
export function namedInFull(about: string, name: string): string {
  const rules = about === 'o' ? POLISH_LOCATIVE : about === 'о' || about === 'об' ? RUSSIAN_PREPOSITIONAL : about === 'про' ? EAST_SLAVIC_ACCUSATIVE : [];
  if (name.includes(' ')) return name;
  for (const [ending, nominative] of rules) if (ending.test(name)) return name.replace(ending, nominative);
  return name;
}
