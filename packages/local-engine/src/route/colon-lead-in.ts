/**
 * "ok in english then: remember Pedro's birthday is August 30", "one more thing: add eggs to my list": a discourse
 * marker before a colon introduces the request after it, which is read alone. A label before a colon ("Todo: ...",
 * "notes/todo.md: ...") is part of what is asked, and stays. So does a head that reports what someone or something said
 * ("so my notes say: ...", "ok bob wrote: ..."): what follows its colon is a quotation, not the person's request.
 */
import { readRequestAction } from '../intent/request-action.js';
import { reportsChange } from '../select/reported-change.js';

/** Words that open a turn and say nothing of it, before a colon and the request. */
const MARKER_BEFORE_COLON =
  /^((?:ok(?:ay)?|alright|all right|right|so|also|and|fine|now|well|then|oh|hey|plus|btw|by the way|(?:one )?more thing|another thing|last thing|next|in [\p{L}]+)(?:[\s,]+[\p{L}]+){0,3}?)\s*:\s+(\S.{5,})$/isu;

/** A verb that reports words said or written, which makes what follows the colon a quotation. */
const REPORTS_WORDS =
  /(?<![\p{L}])(?:say|says|said|saying|write|writes|wrote|written|read|reads|tell|tells|told|ask|asks|asked|goes|went|quote|quotes|quoted|reply|replies|replied|text|texts|texted|post|posts|posted|mention|mentions|mentioned|sent|send|sends)(?![\p{L}])/iu;

/** A head that denies what follows ("so do not: …", "ok never do this: …"): the request after it is not asked for. */
const DENIES = /(?<![\p{L}])(?:not|never|don'?t|don’t|no|nicht|nie|jamais|pas|nunca|mai)(?![\p{L}])/iu;

/** The request after a colon that a discourse marker introduced, when it asks something firmly; else the message. */
export function withoutColonLeadIn(message: string): string {
  const found = MARKER_BEFORE_COLON.exec(message);
  const [, head, request] = found ?? [];
  if (!head || !request || REPORTS_WORDS.test(head) || DENIES.test(head) || reportsChange(message) || readRequestAction(head).action !== undefined)
    return message;
  const read = readRequestAction(request);
  return read.action !== undefined && read.strength >= 1 ? request : message;
}
