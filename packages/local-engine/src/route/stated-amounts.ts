/**
 * A total or a difference of amounts the request itself states: "if I paid 142.30 in January and 131.90 in
 * February, what's the total?", "I spent 12.50 on Monday and 8 on Tuesday, how much altogether?", "ile razem, jeśli
 * zapłaciłam 40 i 25,50?". The symbols' evaluator reads "142.30 + 131.90"; here the operation is asked as a question
 * beside the amounts, which are told in a sentence. Only amounts: a request naming a date, a file, or anything to
 * keep is left to the other readings.
 */

/** An amount as written: thousands groups, a decimal point or comma, a currency before or after it. */
const AMOUNT =
  /(?<![\p{L}\d.,/:-])([$€£¥])?\s?(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:[.,]\d+)?)(?:\s?(zł|zl|pln|eur|euros?|gbp|pounds?|dollars?|usd|kr|€|£))?(?![\p{L}\d/:-]|[.,]\d)/giu;
/** One name for each way of writing a currency: amounts in two currencies have no total in either. */
const CURRENCY: Record<string, string> = {
  $: 'usd',
  dollar: 'usd',
  dollars: 'usd',
  '€': 'eur',
  euro: 'eur',
  euros: 'eur',
  '£': 'gbp',
  pound: 'gbp',
  pounds: 'gbp',
  zl: 'pln',
  zł: 'pln',
  '¥': 'jpy',
};
const currencyOf = (written: string | undefined) => (written === undefined ? undefined : (CURRENCY[written.toLowerCase()] ?? written.toLowerCase()));

/** The question of a total, in the languages the engine reads numbers in. */
const ASKS_TOTAL =
  /\b(?:what(?:['’]?s| is| was| would be) (?:the|my|our) (?:total|sum)|(?:what|how much) (?:is|does|did|do|would) (?:that|it|this|they|all that|i|we) (?:come to|add up to|make|pay|spend|cost)(?: in total| altogether| together)?|how much (?:in total|altogether|all together|together)|how much (?:is|are|was|were) (?:that|it|this|they|those|these)(?: all)? (?:altogether|all together|in total|together)|(?:the|in) total\s*\??$|add (?:them|those|these|it) (?:up|together))|\b(?:ile (?:to )?(?:jest |będzie |bedzie )?(?:razem|łącznie|lacznie|w sumie)|razem ile|wie ?viel (?:ist das |macht das |sind das )?(?:insgesamt|zusammen)|combien (?:au|en) total|cu[aá]nto (?:es |son )?en total|hoeveel (?:is dat )?(?:in totaal|samen))(?![\p{L}])/iu;
/** The question of a difference between two amounts. */
const ASKS_DIFFERENCE = /\b(?:what(?:['’]?s| is) the difference|how much (?:more|less)|ile (?:więcej|wiecej|mniej)|wie ?viel (?:mehr|weniger))(?![\p{L}])/iu;

/** Words that make a number something other than an amount (a date, a share, what names a room or an order), or the request more than arithmetic ("also email bob"). */
const NOT_ONLY_AMOUNTS =
  /\d\s*(?:%|percent|per ?cent)|\b(?:19|20)\d\d\b|\d(?:st|nd|rd|th)\b|(?<![\d.,])\d{1,2}\s*(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[\p{L}.]*\s+\d{1,2}(?![\d.,]*\d)|\b(?:files?|folders?|lists?|notes?|documents?|spreadsheets?|csv|memory|remember|save|write|record|put|store|plik\w*|folder\w*|list\w*|zapisz|zapamiętaj|also|e-?mail|send|delete|remove|forget)\b|[\\/@#]|\.\p{L}{2,4}\b|\b(?:rooms?|orders?|invoices?|tickets?|numbers?|no|ids?|flights?|seats?|pages?|versions?|accounts?|gates?|platforms?|lines?|codes?|pins?)\s*\.?\s*\d/iu;

/** The longest request read so: a question with a few amounts, not a text to compute over. */
const MAX_CHARS = 240;
const MAX_AMOUNTS = 12;

/** The expression a request of stated amounts asks for ("142.30 + 131.90"), and the amounts as said; else undefined. */
export function statedAmountsExpression(message: string, decimalComma: boolean): { expression: string; asked: string } | undefined {
  if (message.length > MAX_CHARS || NOT_ONLY_AMOUNTS.test(message)) return undefined;
  const total = ASKS_TOTAL.test(message);
  const difference = !total && ASKS_DIFFERENCE.test(message);
  if (!total && !difference) return undefined;
  const matches = [...message.matchAll(AMOUNT)];
  if (new Set(matches.map((match) => currencyOf(match[1] ?? match[3])).filter(Boolean)).size > 1) return undefined;
  const said = matches.map((match) => match[2]!);
  if (said.length < 2 || said.length > MAX_AMOUNTS || (difference && said.length !== 2)) return undefined;
  // "12,50" is a decimal only in a request written in a language that writes one; in English a comma groups thousands.
  const amounts = said.map((amount) => (/^\d+,\d{1,2}$/.test(amount) ? (decimalComma ? amount.replace(',', '.') : undefined) : amount.replace(/,/g, '')));
  if (amounts.some((amount) => amount === undefined)) return undefined;
  const [first, second] = amounts as string[];
  if (difference) {
    const larger = Number(first) >= Number(second);
    const expression = larger ? `${first} - ${second}` : `${second} - ${first}`;
    return { expression, asked: expression };
  }
  const expression = (amounts as string[]).join(' + ');
  return { expression, asked: expression };
}
