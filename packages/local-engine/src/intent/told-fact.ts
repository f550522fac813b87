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
import { isKnownStem } from '../text/synonyms.js';
import { STOPWORDS, stem } from '../text/tokenize.js';

const QUESTION = /\?\s*$|^(?:what|whats|what's|when|where|who|whos|who's|which|why|how|is|are|do|does|did|can|could|would|will|should)\b/i;
/** "note down", "jot down", "fyi", "for the record", "add that", "update that": telling to keep. */
const KEEP_CUE =
  /^(?:(?:also|and|oh|ok|so)[, ]+)?(?:note(?: down)?|jot(?: down)?|fyi|for the record|heads up|btw|update|(?:one )?more (?:thing|news) (?:about|on|for)|another thing (?:about|on)|(?:a )?(?:quick )?(?:note|update|news) (?:about|on|for))\b|\b(?:add|note|save|update) (?:that|this)\s*$/i;
/** Verbs that tell a state or a change of someone or a business. */
const TELLS =
  "(?:is|are|was|isnt|isn't|moved|moves|works|worked|does|do|has|have|had|lives|likes|loves|hates|prefers|charges|needs|speaks|switched|changed|started|left|joined|quit|owes|paid|runs|handles|takes|delivers|closes|opens)";
/** "box supplier is ...", "my lab partner is Jonas", "harlow bakery moved ...", "Jonas isnt my lab partner". */
const NAMED_SUBJECT = new RegExp(
  String.raw`^(?:(?:oh|also|and|ok|so)[, ]+)?(?:[\p{L}][\p{L}'’-]*(?: [\p{L}][\p{L}'’-]*)? (?:supplier|bakery|shop|cafe|plumber|accountant|client|customer|company|ltd|inc)|(?!(?:This|That|These|Those|It|There|Here|He|She|They|We|You|What|Everything|Nothing|Something|Life|Today|Tomorrow|Yesterday|The|A|An|My|Our|Your|His|Her|Their)\b)\p{Lu}[\p{Ll}]+(?: \p{Lu}[\p{Ll}]+)?(?: and \p{Lu}[\p{Ll}]+)?) (?:also |now |still |just |no longer |actually |both )?${TELLS}\b`,
  'u',
);
/** "my lab partner is Jonas": a relation told by a name. */
const TIE_IS_NAME = /\b(?:my|our) [\p{L}'’-]+(?: [\p{L}'’-]+)? (?:is|was) \p{Lu}\p{Ll}+/u;
/** "jonas isnt my lab partner anymore", "Priya is our accountant": someone told by their tie to the user. */
const NAME_IS_TIE = /^(?:(?:oh|also|and|ok|so)[, ]+)?(\p{L}[\p{L}'’-]+) (?:is|was|isnt|isn't|wasnt|wasn't|is not|is no longer|is now) (?:not )?(?:my|our) /iu;

/** Whether the message tells a fact about someone or a business to be kept (see the file comment). */
export function tellsFactToKeep(message: string): boolean {
  const text = message.trim();
  if (text.length === 0 || QUESTION.test(text)) return false;
  if (KEEP_CUE.test(text) || TIE_IS_NAME.test(text) || NAMED_SUBJECT.test(text)) return true;
  // A name, not a word everyone uses ("this is my house", "life is my teacher").
  const named = NAME_IS_TIE.exec(text)?.[1];
  return named !== undefined && !STOPWORDS.has(named.toLowerCase()) && !isKnownStem(stem(named.toLowerCase()));
}

/** Whether an offered tool writes to a memory (creates or adds what it keeps). */
export function offersMemoryWrite(tools: readonly ToolSpec[]): boolean {
  return offersMemoryTool(tools, 'write');
}
