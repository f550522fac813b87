/**
 * Languages by their English names, with the ISO 639-1 code of those that have one: what "in Welsh", "to
 * French" or a parameter asking for a language code read. One list for every reading that names a language.
 */

/** English name → ISO 639-1 code. */
export const LANGUAGE_CODES: Readonly<Record<string, string>> = {
  english: 'en',
  french: 'fr',
  spanish: 'es',
  german: 'de',
  italian: 'it',
  portuguese: 'pt',
  dutch: 'nl',
  polish: 'pl',
  ukrainian: 'uk',
  russian: 'ru',
  chinese: 'zh',
  mandarin: 'zh',
  japanese: 'ja',
  korean: 'ko',
  arabic: 'ar',
  hindi: 'hi',
  bengali: 'bn',
  urdu: 'ur',
  persian: 'fa',
  turkish: 'tr',
  greek: 'el',
  hebrew: 'he',
  swedish: 'sv',
  norwegian: 'no',
  danish: 'da',
  finnish: 'fi',
  czech: 'cs',
  hungarian: 'hu',
  romanian: 'ro',
  vietnamese: 'vi',
  thai: 'th',
  indonesian: 'id',
  malay: 'ms',
  swahili: 'sw',
  tagalog: 'tl',
  welsh: 'cy',
  irish: 'ga',
  tamil: 'ta',
  maori: 'mi',
  tongan: 'to',
  samoan: 'sm',
  fijian: 'fj',
  latin: 'la',
};

/** Named languages without a two-letter code of their own. */
const UNCODED = ['scottish gaelic', 'cantonese'];

/** Every English language name, longest first, as a regular-expression alternation (lower case). */
export const LANGUAGE_NAMES: string = [...Object.keys(LANGUAGE_CODES), ...UNCODED].sort((a, b) => b.length - a.length).join('|');
