/**
 * Questions about someone called by name, in other languages the engine reads: who they are ("Wer ist Lena?",
 * "quem é a Rita?"), where they live or work ("Wo wohnt Margaret Hughes?", "onde mora a Rita?", "¿dónde trabaja
 * Ana?"), when their birthday is ("Wann hat Lena Geburtstag?", "quando faz anos a Beatriz Lopes?"). As in English
 * ("who is Lena?", "where does Lily live"), a name asked so is someone the user knows, whom a memory may hold.
 * A question about a thing ("Wo liegt Berlin?") or about someone by their office ("Wer ist der Präsident?") names
 * no one so.
 */

/** "Wer ist", "quem é", "quién es", "qui est", "chi è", "kim jest", "wie is", "vem är", "hvem er". */
const WHO_IS = String.raw`(?:wer ist|quem é|quem e|quién es|quien es|qui est|chi è|chi e|kim jest|kto to jest|wie is|vem är|hvem er)`;
/** Where someone lives or works: the question word, then the verb. */
const WHERE_LIVES = String.raw`(?:wo|onde|dónde|donde|où|ou|dove|gdzie|waar|var|hvor)\s+(?:wohnt|arbeitet|mora|trabalha|vive|trabaja|habite|travaille|abita|lavora|mieszka|pracuje|woont|werkt|bor|jobbar|arbejder)`;
/** When someone's birthday is: "quando faz anos", "cuándo cumple (años)", "wann hat", "kiedy ... ma urodziny". */
const WHEN_BIRTHDAY = String.raw`(?:quando faz anos|quando fará anos|cuándo cumple(?: años)?|cuando cumple(?: años)?|wann hat|quand est l['’]anniversaire de|kiedy ma urodziny|kiedy urodziny ma|wanneer is)`;
/**
 * Articles and titles some languages put before a name ("a Rita", "pani Marta", "Frau Keller"). Not German "der" or
 * "die": German writes every noun with a capital, and after its article one is a noun ("der Papst").
 */
const BEFORE_NAME = String.raw`(?:(?:a|o|la|el|le|pan|pani|frau|herr|senhora|senhor|señora|señor)\s+)?`;
/** One name or a first name and a surname, each capitalised (a birthday's noun after it is no surname). */
const NAME = String.raw`(\p{Lu}\p{Ll}{1,}(?:[-'’]\p{Lu}?\p{Ll}+)?(?:\s+(?!(?:geburtstag|urodziny)\b)\p{Lu}\p{Ll}{1,}(?:[-'’]\p{Lu}?\p{Ll}+)?)?)`;
/** What may end the question after the name: its birthday's word, "again" said in those languages. */
const AFTER_NAME = String.raw`(?:\s+(?:geburtstag|urodziny|jarig|nochmal|noch mal|de novo|otra vez|déjà|ancora))*`;

const ASKED = new RegExp(String.raw`^(?:${WHO_IS}|${WHERE_LIVES}|${WHEN_BIRTHDAY})\s+${BEFORE_NAME}${NAME}${AFTER_NAME}\s*[?？.!]*\s*$`, 'iu');

/** Birthday nouns a capitalising language writes like a name: never the name asked about. */
const NOT_A_NAME = /^(?:geburtstag|urodziny)$/i;

/** The name a question of another language asks about, as in the file comment, or undefined. */
export function nameAskedElsewhere(message: string): string | undefined {
  const text = message.trim().replace(/^[¿¡]/, '');
  if (text.length > 120) return undefined;
  const match = ASKED.exec(text);
  const name = match?.[1];
  // The name's own capital is what says it is a name: the pattern reads letters in either case for the question words.
  if (!name || !/^\p{Lu}/u.test(name) || name.split(/\s+/).some((word) => NOT_A_NAME.test(word))) return undefined;
  return name;
}
