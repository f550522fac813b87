/**
 * "which of my files mention Mrs. Visser?", "notes that talk about the dentist", "documents containing Henk",
 * "welke bestanden noemen Visser", "Dateien, die Henk erwähnen": what a file's text is asked to hold. The thing named
 * after a verb of mentioning or holding is the word looked for, never a folder to look in, and the verb is no name.
 * Read from a lexicon of those verbs (English and its neighbours), the thing after them, a title ("Mrs.", "Dr.",
 * "Herr") passed over to the name.
 */

/** Verbs that say what a text holds or speaks of, as a request asks them (present, participle, plural). */
const CONTENT_VERBS = [
  'mention mentions mentioned mentioning contain contains containing include includes including cite cites citing discuss discusses discussing',
  'talk_about talks_about talking_about refer_to refers_to referring_to speak_of speaks_of speak_about speaks_about say_anything_about says_anything_about',
  'noemen noemt vermelden vermeldt bevatten bevat gaan_over gaat_over', // nl
  'erwähnen erwähnt enthalten enthält', // de
  'mencionan menciona mencionen contienen contiene hablan_de habla_de', // es
  'mentionnent mentionne contiennent contient parlent_de parle_de', // fr
  'menzionano menziona contengono contiene parlano_di parla_di', // it
  'mencionam mencionem contêm contém falam_de fala_de', // pt
]
  .join(' ')
  .split(' ')
  .map((verb) => verb.replace(/_/g, '\\s+'))
  .sort((a, b) => b.length - a.length);

/** Articles, and the nouns that say a word or a name follows ("the word", "de naam"). */
const LEAD = String.raw`(?:(?:the|a|an|de|het|die|der|das|den|el|la|le|les|il|lo|o)\s+)?(?:(?:word|name|term|woord|naam|wort|namen|palabra|nombre|mot|nom|parola|nome|palavra)\s+)?`;
/** Titles before a surname: the surname is what a text names. */
const TITLE = String.raw`(?:(?:mr|mrs|ms|miss|dr|prof|mevr|mevrouw|meneer|dhr|herr|frau|sr|sra|señor|señora|mme|mlle|signor|signora)\.?\s+)?`;

const NAMED = new RegExp(String.raw`(?<![\p{L}])(?:${CONTENT_VERBS.join('|')})\s+${LEAD}["'“‘]?${TITLE}([\p{L}\p{N}_][\p{L}\p{N}_.-]*)`, 'iu');

/** Words that name no thing a text holds ("mention it", "contain anything"). */
const NOT_NAMES = new Set('it them this that anything something everything what which whom who me you us him her'.split(' '));

/** What the request asks a file's text to hold, with where it is written; undefined when it asks none. */
export function contentNamed(text: string): { value: string; start: number; end: number } | undefined {
  const match = NAMED.exec(text);
  const value = match?.[1]?.replace(/[.]+$/, '');
  if (!match || !value || NOT_NAMES.has(value.toLowerCase())) return undefined;
  const start = match.index + match[0].length - (match[1] ?? '').length;
  return { value, start, end: start + value.length };
}

/** Whether a word is one of those verbs ("mention", "contains"): what a file holds is asked, not a name. */
export function isContentVerb(word: string): boolean {
  return CONTENT_WORDS.has(word.toLowerCase());
}
const CONTENT_WORDS: ReadonlySet<string> = new Set(CONTENT_VERBS.map((verb) => verb.split('\\s+')[0] ?? verb));
