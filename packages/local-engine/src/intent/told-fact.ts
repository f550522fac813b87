/**
 * "harlow bakery moved delivery day to thursday", "box supplier is PackRight Ltd, contact Mo", "my lab partner is
 * Jonas", "note down dave the plumber is cheap", "priya also does payroll now add that": a fact told about someone
 * or a business, with no "remember". Said to something that keeps a memory, it is there to be kept. Not a
 * question, not a request to write or explain; a statement whose subject is named (a capitalised or unknown name, a
 * supplier, "my <someone>") and whose verb tells a state or a change. A feature the fitted route weighs beside a
 * tool that writes to a memory, not a rule.
 */
import type { ToolSpec } from '../types.js';
import { offersMemoryTool } from './memory-tools.js';

const QUESTION = /\?\s*$|^(?:what|whats|what's|when|where|who|whos|who's|which|why|how|is|are|do|does|did|can|could|would|will|should)\b/i;
/** "note down", "jot down", "fyi", "for the record", "add that", "update that": telling to keep. */
const KEEP_CUE = /^(?:note(?: down)?|jot(?: down)?|fyi|for the record|heads up|btw|update)\b|\b(?:add|note|save|update) (?:that|this)\s*$/i;
/** Verbs that tell a state or a change of someone or a business. */
const TELLS =
  "(?:is|are|was|isnt|isn't|moved|moves|works|worked|does|do|has|have|had|lives|likes|loves|hates|prefers|charges|needs|speaks|switched|changed|started|left|joined|quit|owes|paid|runs|handles|takes|delivers|closes|opens)";
/** "box supplier is ...", "my lab partner is Jonas", "harlow bakery moved ...", "Jonas isnt my lab partner". */
const NAMED_SUBJECT = new RegExp(
  String.raw`^(?:(?:oh|also|and|ok|so)[, ]+)?(?:[\p{L}][\p{L}'’-]*(?: [\p{L}][\p{L}'’-]*)? (?:supplier|bakery|shop|cafe|plumber|accountant|client|customer|company|ltd|inc)|(?!(?:This|That|These|Those|It|There|Here|He|She|They|We|You|What|Everything|Nothing|Something|Life|Today|Tomorrow|Yesterday|The|A|An|My|Our|Your|His|Her|Their)\b)\p{Lu}[\p{Ll}]+(?: \p{Lu}[\p{Ll}]+)?) (?:also |now |still |just |no longer |actually )?${TELLS}\b`,
  'u',
);
/** "my lab partner is Jonas": a relation told by a name. */
const TIE_IS_NAME = /\b(?:my|our) [\p{L}'’-]+(?: [\p{L}'’-]+)? (?:is|was) \p{Lu}\p{Ll}+/u;

/** Whether the message tells a fact about someone or a business to be kept (see the file comment). */
export function tellsFactToKeep(message: string): boolean {
  const text = message.trim();
  if (text.length === 0 || QUESTION.test(text)) return false;
  return KEEP_CUE.test(text) || TIE_IS_NAME.test(text) || NAMED_SUBJECT.test(text);
}

/** Whether an offered tool writes to a memory (creates or adds what it keeps). */
export function offersMemoryWrite(tools: readonly ToolSpec[]): boolean {
  return offersMemoryTool(tools, 'write');
}
