/**
 * "Lurdes is better now, forget that Lurdes Vieira can't come until May": news told first, then a request to forget or
 * remember a fact that names whom it is about. The request is read alone: the news says why it is asked and is no part
 * of the fact. A fact that points back into the news ("my sister is Ana, remember that she …") keeps it.
 */
const NEWS_THEN_FACT =
  /^[^,.;!?\n]{3,80}[,.;!]\s+((?:(?:so|and|please|pls|now|then|but)\s+)*(?:forget|remember|note|keep in mind)\s+that\s+(?!(?:he|she|they|it|his|her|their|this|that|these|those|i|we|you)\b)\p{Lu}\S*\s+\S.{3,})$/u;

/** The request to forget or remember after news told before it; the message as it is otherwise. */
export function withoutNewsBeforeFact(message: string): string {
  return NEWS_THEN_FACT.exec(message)?.[1] ?? message;
}
