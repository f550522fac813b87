/** A short, readable phrase for what the user wants. */
const POLITE_LEAD =
  /^\s*(?:(?:hi|hello|hey)[,!.]?\s+)?(?:please\s+)?(?:(?:can|could|would|will) you(?: please)?\s+)?(?:i (?:want|need|would like) (?:you )?to\s+)?(?:please\s+)?/i;

export function goalPhrase(message: string, maxLength = 100): string {
  const firstSentence = message.trim().split(/(?<=[.!?])\s+/)[0] ?? '';
  // Trailing marks from the start of their run only: tried from each mark of a long run, the run is read again and again.
  const phrase = firstSentence.replace(POLITE_LEAD, '').replace(/(?<![?!.\s])[?!.\s]+$/, '');
  const trimmed = phrase.length > maxLength ? `${phrase.slice(0, maxLength - 1).trimEnd()}…` : phrase;
  return trimmed.length > 0 ? trimmed : 'no clear request';
}
