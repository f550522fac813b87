/**
 * Whether the text before `end` leaves a word opening a sentence: nothing before it, a sentence mark and space, or a
 * lone opening mark and space (`"`, `(`, `¿`). Read back from `end` over the space only, so asking it for each word
 * of a long message stays linear (a pattern over everything before the word reads it all each time).
 */
export function opensSentence(text: string, end: number, openers: ReadonlySet<string>): boolean {
  if (end === 0) return true;
  let spaceStart = end;
  while (spaceStart > 0 && /\s/.test(text[spaceStart - 1] ?? '')) spaceStart--;
  if (spaceStart === 1 && openers.has(text[0] ?? '')) return true;
  return spaceStart < end && spaceStart > 0 && /[.!?:]/.test(text[spaceStart - 1] ?? '');
}
