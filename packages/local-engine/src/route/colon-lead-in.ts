/**
 * "ok in english then: remember Pedro's birthday is August 30", "one more thing: add eggs to my list": a discourse
 * marker before a colon introduces the request after it, which is read alone. A label before a colon ("Todo: ...",
 * "notes/todo.md: ...") is part of what is asked, and stays.
 */
import { readRequestAction } from '../intent/request-action.js';

/** Words that open a turn and say nothing of it, before a colon and the request. */
const MARKER_BEFORE_COLON =
  /^((?:ok(?:ay)?|alright|all right|right|so|also|and|fine|now|well|then|oh|hey|plus|btw|by the way|(?:one )?more thing|another thing|last thing|next|in [\p{L}]+)(?:[\s,]+[\p{L}]+){0,3}?)\s*:\s+(\S.{5,})$/isu;

/** The request after a colon that a discourse marker introduced, when it asks something firmly; else the message. */
export function withoutColonLeadIn(message: string): string {
  const found = MARKER_BEFORE_COLON.exec(message);
  const [, head, request] = found ?? [];
  if (!head || !request || readRequestAction(head).action !== undefined) return message;
  const read = readRequestAction(request);
  return read.action !== undefined && read.strength >= 1 ? request : message;
}
