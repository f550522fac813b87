/**
 * Arithmetic as people say it in other languages: the words for times, divided by, plus and minus between two
 * numbers ("18,50 keer 3", "7 mal 8", "12 por 4", "3 fois 9", "100 geteilt durch 8", "20 meno 5"), and numbers
 * written with a decimal comma ("18,50", "2,5"), as most of Europe writes them.
 */

/** Words for each operation, per language: multiplied, divided, added, subtracted. */
const OPERATOR_WORDS: Readonly<Record<'*' | '/' | '+' | '-', string>> = {
  // es/pt "por", "vezes"; fr "fois"; de "mal"; nl "keer", "maal"; sv "gånger"; da/no
  // "gange", "ganger"; pl "razy"; cs/sk "krát"; tr "çarpı"; fi "kertaa"; ru/uk "умножить на", "помножити на";
  // and the participles: multiplicado por, multiplié par, multipliziert mit, pomnożone przez ...
  '*': 'multiplicado_por multiplicada_por multiplié_par multiplie_par multipliziert_mit mal vermenigvuldigd_met moltiplicato_per keer maal por vezes fois gånger gange ganger razy pomnożone_przez pomnożyć_przez pomnozone_przez pomnozyc_przez krát krat çarpı carpi kertaa умножить_на умноженное_на помножити_на помножене_на',
  '/': 'dividido_por dividido_entre divisé_par divise_par geteilt_durch dividiert_durch gedeeld_door diviso_per diviso delat_med dividert_med delt_på podzielone_przez podzielić_przez podzielic_przez dzielone_przez przez děleno deleno delené bölü bolu jaettuna разделить_на делить_на поділити_на entre durch',
  '+': 'más mas mais più piu plus dodać dodac artı arti плюс',
  '-': 'menos moins meno min minus weniger odjąć odjac mínus eksi miinus минус мінус',
};

/** Between two numbers only ("7 mal 8"), so words of the sentence around them are left as they are. */
function between(words: string): RegExp {
  const alternatives = words
    .split(' ')
    .sort((a, b) => b.length - a.length)
    .map((word) => word.replace(/_/g, '\\s+'));
  // Tried only right after a digit (the lookbehind fails first elsewhere): linear on long runs.
  return new RegExp(`(?<=\\d)\\s*(?<![\\p{L}])(?:${alternatives.join('|')})(?![\\p{L}])\\s*(?=[-(\\d])`, 'giu');
}

/** Spoken operators of other languages rewritten as symbols, the longest words first within each. */
export const OPERATORS_ABROAD: ReadonlyArray<readonly [RegExp, string]> = (Object.entries(OPERATOR_WORDS) as Array<['*' | '/' | '+' | '-', string]>).map(
  ([symbol, words]) => [between(words), ` ${symbol} `] as const,
);

/**
 * "18,50" and "2,5" as decimals: a comma between digits that leaves one, two, or four and more digits after it
 * (three is a thousands group: "1,200"), and is not one of a run of them ("1,5,7" is a list).
 */
const DECIMAL_COMMA = /(?<![\d,.])(\d+),(\d{1,2}|\d{4,})(?![\d,])/g;

export function withDecimalPoints(text: string): string {
  return text.includes(',') ? text.replace(DECIMAL_COMMA, '$1.$2') : text;
}
