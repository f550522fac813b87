/**
 * "remember gurpreet from singh spices delivers on tuesdays only", "Запомни, что у Ольги день рождения 5 мая": a fact
 * to keep whose subject the engine could not read apart (`prepareRecord` handles the ones it could) still asks to keep
 * something the memory may not hold. A tool that adds only to existing records fails on a record that is not there,
 * and nothing in such a request says it is: it neither speaks of the record as kept, nor names what the conversation
 * named, nor tells of a change to something known ("now", "moved", "no longer", "also"). So the record is made with
 * the creating tool, with what was read of it; what was not read is left for the user to be asked.
 */
import type { EngineMessage, PlannedCall, ToolSpec } from '../types.js';
import {
  creatorOf,
  existingThing,
  onlySubject,
  recordFields,
  recordKind,
  ASK_THE_KIND,
  speaksOfKeptRecord,
  textLists,
  withTexts,
  addsTheFact,
} from './prepare-record.js';
import { escapeRegExp } from '../text/escape-regexp.js';
import { toldClause } from '../extract/payload.js';
import { toolNamed } from '../per-catalog.js';
import { tellsNewsOfKept } from '../intent/told-fact.js';

/** Words that tell of a change to something known, or add to what was said: the record is kept already. */
const TELLS_OF_CHANGE = /\b(?:now|anymore|any more|no longer|moved|changed|switched|update[ds]?|correction|actually|instead|also|too|again|still|as well)\b/i;
/** Someone the conversation spoke of, pointed at. */
const POINTS_BACK = /\b(?:he|she|him|her|his|hers|they|them|their|it|its)\b/i;
/** A name the conversation used, written as the request writes it. */
const NAME_WORDS = /\p{Lu}[\p{L}'-]+/gu;
const MAX_NAMES = 32;

export function startsRecord(message: string, call: PlannedCall, tools: readonly ToolSpec[], history: readonly EngineMessage[]): PlannedCall {
  if (call.prepare || call.settle) return call;
  const adder = toolNamed(tools, call.tool);
  const thing = adder ? existingThing(adder) : undefined;
  const creator = adder && thing ? creatorOf(thing, adder, tools) : undefined;
  if (!creator || TELLS_OF_CHANGE.test(message) || addsTheFact(message) || namesWhatWasSaid(message, history) || tellsNewsOfKept(message)) return call;
  const name = onlySubject(call.arguments);
  if (name && speaksOfKeptRecord(message, name)) return call;
  const required = creator.parameters?.required ?? [];
  if (!name) {
    return { ...call, tool: creator.name, arguments: {}, missing: [...required], why: `${call.why}; nothing says it is kept already, so it is made` };
  }
  const used = { name: false };
  const fields = recordFields(creator.parameters, name, recordKind(message, name) ?? ASK_THE_KIND, used);
  if (!fields || !used.name) return call;
  // The fact as the request words it, when the call holds none of it: the record keeps what was said.
  const told = toldClause(message);
  const facts = textLists(call.arguments).length > 0 ? textLists(call.arguments) : told ? [told] : [];
  return {
    ...call,
    tool: creator.name,
    arguments: facts.length > 0 ? withTexts(fields, facts) : fields,
    // The fact itself unread, it is asked for rather than a bare record made that keeps nothing of it.
    missing: facts.length > 0 ? [] : emptyLists(fields, ''),
    why: `${call.why}; nothing says ${name} is kept already, so the record is made with the fact in it`,
  };
}

/** Whether the request points back at someone, or uses a capitalised name an earlier turn of the conversation used. */
function namesWhatWasSaid(message: string, history: readonly EngineMessage[]): boolean {
  if (history.length === 0) return false;
  if (POINTS_BACK.test(message)) return true;
  const earlier = history.map((turn) => turn.content).join('\n');
  // A bounded few names: a long message's every capitalised word is not looked for in a long conversation.
  const names = [...new Set(Array.from(message.matchAll(NAME_WORDS), ([word]) => word))].slice(0, MAX_NAMES);
  return names.some((word) => word.length > 1 && new RegExp(`(?<![\\p{L}])${escapeRegExp(word)}(?![\\p{L}])`, 'u').test(earlier));
}

/** Where the fields hold an empty list ("entities[0].observations"): what the record would keep, unread. */
function emptyLists(value: unknown, at: string): string[] {
  if (Array.isArray(value)) return value.length === 0 ? [at] : value.flatMap((item, index) => emptyLists(item, `${at}[${index}]`));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, field]) => emptyLists(field, at ? `${at}.${key}` : key));
  return [];
}
