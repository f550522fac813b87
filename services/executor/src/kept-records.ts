import { clipText } from '@switchyard/packet-schema';
import { namesBegunBy, readRecords } from './kept-facts.js';
import { StepReferenceError } from './reference-error.js';

/**
 * The name, as kept, of the one record a read holds that a person's name for it says (`{"$fact": {"in": "s1.output",
 * "entity": "Pete"}}`), for a delete of the whole record. A memory deletes only a record's exact name and says it
 * succeeded when none has it, so "forget Zed" (no Zed kept) or "forget Pete" (kept as "Pete Lindqvist") would delete
 * nothing and be told it did. The record is the one named exactly so; else the one named so but for case and accents;
 * else the one whose name begins with those words ("Pete" of "Pete Lindqvist", never of "Peter"). The call is not
 * made, with the reason, when none is, or when several are (they are named).
 */

const SAID_CHARS = 120;
const said = (text: string): string => clipText(text, SAID_CHARS);
/** How many of several records a reason names. */
const NAMED_CANDIDATES = 5;

export function keptRecord(output: string, stepId: string, name: string): string {
  const records = readRecords(output, stepId, name);
  if (records.some((record) => record.name === name)) return name;
  const begun = namesBegunBy([...new Set(records.map((record) => record.name))], name);
  if (begun.length === 1) return begun[0] as string;
  if (begun.length === 0) throw new StepReferenceError(`nothing called ${said(name)} is remembered; nothing was deleted`);
  const named = begun.slice(0, NAMED_CANDIDATES).map((kept) => `"${said(kept)}"`);
  const more = begun.length > NAMED_CANDIDATES ? ` and ${begun.length - NAMED_CANDIDATES} more` : '';
  throw new StepReferenceError(
    `nothing called exactly ${said(name)} is remembered, and ${begun.length} remembered records could be meant (${named.join(', ')}${more}); nothing was deleted: say which one to forget`,
  );
}
