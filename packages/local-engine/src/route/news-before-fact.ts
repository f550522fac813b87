/**
 * "Lurdes is better now, forget that Lurdes Vieira can't come until May": news told first, then a request to forget or
 * remember a fact that names whom it is about. The request is read alone: the news says why it is asked and is no part
 * of the fact. A fact that points back into the news ("my sister is Ana, remember that she …") keeps it.
 */
const NEWS_THEN_FACT =
  /^([^,.;!?\n]{3,80})[,.;!]\s+((?:(?:so|and|please|pls|now|then|but)\s+)*(?:forget|remember|note|keep in mind)\s+that\s+(\p{Lu}\S*)\s+\S.{3,})$/u;
/** A word that points back or says whose ("She", "His rent", "My nephew", "The allergy"): the news holds whom it means. */
const POINTS_BACK = /^(?:he|she|they|it|his|her|hers|their|this|that|these|those|i|we|you|my|our|your|the|a|an)$/i;
/** News that holds the request back: a condition, a time still to come, a "do not" ("only if Ana agrees, forget that …"). */
const HOLDS_BACK = /\b(?:if|unless|until|till|when|whenever|once|only|after|before|later|yet|not|don['’]?t|never|wait|no)\b/i;

/** The request to forget or remember after news told before it; the message as it is otherwise. */
export function withoutNewsBeforeFact(message: string): string {
  const found = NEWS_THEN_FACT.exec(message);
  const [, news = '', request, first = ''] = found ?? [];
  if (!request || POINTS_BACK.test(first) || HOLDS_BACK.test(news)) return message;
  return request;
}
