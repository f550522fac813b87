/**
 * Sums and other operations said in words over a list of numbers: "add 12, 30 and 7", "the total of 4, 5 and 6",
 * "multiply 6 by 7", "subtract 5 from 20", "divide 90 by 4", "the average of 3, 8 and 10". The symbols'
 * evaluator reads "12 + 30 + 7" and "7 times 8"; these say the operation once, before the numbers, and are rewritten
 * into symbols for it. Only a request that is nothing but the operation and its numbers is read so ("add 3 and 4 to
 * the list" is no sum).
 */

/** A number as written in a list: a sign, thousands groups, a decimal part ("1,200.50"). */
const NUMBER = String.raw`-?\d+(?:,\d{3})*(?:\.\d+)?(?!\d)`;
/** Between a list's numbers: commas, "and", "&", "+". */
const SEPARATOR = String.raw`(?:\s*,\s*(?:and\s+)?|\s+and\s+|\s*[&+]\s*)`;
/** Two numbers or more. */
const LIST = `(${NUMBER}(?:${SEPARATOR}${NUMBER})+)`;
/** Politeness before the operation: "please", "can you", "could you please". */
const POLITE = String.raw`^(?:(?:please|pls|quickly|just|ok(?:ay)?|hey)[,\s]+)*(?:(?:can|could|would|will) (?:you|u)\s+(?:please\s+)?)?`;

/** A count of things bought or sold at a price each, and the question of what it comes to. */
const PRICED_COUNT = String.raw`(?:(?:if\s+)?(?:i|we)\s+(?:buy|bought|sell|sold|get|order|ordered|pay for|paid for)\s+)?(${NUMBER})\s+(?:[\p{L}'’-]+\s+){0,5}?(?:at|for|@)\s*(?:rs\.?\s*|₹|£|\$|€)?(${NUMBER})\s*(?:€|£|\$)?\s*(?:each|apiece|a piece|per (?:piece|item|unit|packet|one))(?:[,;.]?\s*(?:how much (?:is|does|would|will) (?:that|it|this)(?: (?:be|come to|cost))?(?: altogether| in total)?|what(?:'s|’s| is| would be) the total(?: amount| cost| price)?|(?:what(?:'s|’s| is) )?(?:the )?total))?`;

type Rewrite = (numbers: string[]) => string;

const sum: Rewrite = (numbers) => numbers.join(' + ');

/** Each form said, and the expression its numbers make. */
const FORMS: ReadonlyArray<readonly [RegExp, Rewrite]> = [
  [new RegExp(`${POLITE}(?:add(?:\\s+up)?|sum(?:\\s+up)?|tot(?:al)?\\s+up|(?:the\\s+)?(?:sum|total)\\s+of)\\s+${LIST}(?:\\s+(?:together|up))?$`, 'i'), sum],
  [new RegExp(`${POLITE}(?:multiply\\s+${LIST}(?:\\s+together)?|(?:the\\s+)?product\\s+of\\s+${LIST})$`, 'i'), (numbers) => numbers.join(' * ')],
  [new RegExp(`${POLITE}multiply\\s+(${NUMBER})\\s+(?:by|with)\\s+(${NUMBER})$`, 'i'), (numbers) => numbers.join(' * ')],
  [
    new RegExp(`${POLITE}(?:subtract|take(?:\\s+away)?|deduct)\\s+(${NUMBER})\\s+(?:away\\s+)?from\\s+(${NUMBER})$`, 'i'),
    ([taken, from]) => `${from} - ${taken}`,
  ],
  [new RegExp(`${POLITE}divide\\s+(${NUMBER})\\s+by\\s+(${NUMBER})$`, 'i'), (numbers) => numbers.join(' / ')],
  // "split 68.98 between 3 people, how much each": a share each.
  [
    new RegExp(
      `${POLITE}(?:if (?:i|we) )?(?:split|divide|share)\\s+(${NUMBER})\\s+(?:between|among|amongst|by|into|in)\\s+(${NUMBER})(?:\\s+(?:people|persons|ways|friends|parts|of us))?(?:,?\\s*how much (?:is that |do we pay |does everyone pay )?(?:each|per person|a head|apiece))?$`,
      'i',
    ),
    (numbers) => numbers.join(' / '),
  ],
  [new RegExp(`${POLITE}(?:the\\s+)?(?:average|mean)\\s+of\\s+${LIST}$`, 'i'), (numbers) => `(${sum(numbers)}) / ${numbers.length}`],
  // "if I buy 4 packets of sweet peas at £2.75 each, how much is that altogether?": a count at a price each.
  [new RegExp(`${POLITE}${PRICED_COUNT}$`, 'iu'), (numbers) => numbers.join(' * ')],
];

/** The expression in symbols a request over a list of numbers asks for, and the request without its politeness; undefined when it is none. */
export function numberListExpression(text: string): { expression: string; asked: string } | undefined {
  if (!/\d\D+\d/.test(text)) return undefined;
  for (const [form, rewrite] of FORMS) {
    const match = form.exec(text);
    if (!match) continue;
    const said = match.slice(1).filter((group): group is string => group !== undefined);
    const numbers = said.flatMap((group) => group.match(new RegExp(NUMBER, 'g')) ?? []).map((number) => number.replace(/,/g, ''));
    // A negative number is put in brackets, so "subtract -5 from 20" stays 20 - (-5).
    const expression = rewrite(numbers.map((number) => (number.startsWith('-') ? `(${number})` : number)));
    return { expression, asked: text.replace(new RegExp(POLITE, 'i'), '') };
  }
  return undefined;
}
