/**
 * "who changed 'x' to 'y' in notes/a.md?", "I already replaced foo with bar in it", "should I change 'x' to 'y'?",
 * "remind me to change 'x' to 'y' tomorrow": a replacement said in a question about it, a report of it or a note to
 * do it later. The pair of texts reads as an edit all the same; it is asked about, not asked for.
 */
import { findReplacementPair } from '../extract/replacement-pair.js';
import { asksPreview } from '../extract/preview-request.js';
import { boundWhitespace } from '../text/bounded-whitespace.js';

/** A question about a change (who or why it was made, whether it should be), not a polite request ("can you …?"). */
const ASKS_ABOUT =
  /^(?:(?:ok|so|hey|hi|hm+|and|but)[,\s]+)*(?:who|why|when|did|does|do|has|have|had|was|were|should|shall I|is it|is that|if|would it)\b|\b(?:already|whether|remind me|(?:I|we) (?:just |already )?(?:changed|replaced|swapped|switched|updated|edited|fixed|corrected))\b/i;

/** Whether the request states a replacement only to ask about it, report it, or keep it for later. */
export function asksAboutChange(raw: string): boolean {
  const message = boundWhitespace(raw.trim());
  return ASKS_ABOUT.test(message) && !asksPreview(message) && findReplacementPair(message) !== undefined;
}
