/**
 * Where a request says the new line goes, in words, at the end of what "add … to <file>" holds: "add eggs to my
 * shopping list in lists/shopping.md" says the list twice, as words and as the file. The words are the place, not
 * part of the line: the line is "eggs". Only a place named as a kind of document (a list, notes, a diary, a file), so
 * "add go to the bank to todo.txt" keeps its line whole.
 */
const NAMED_PLACE =
  /\s+(?:to|onto|into|in|on)\s+(?:(?:my|the|our|your|this|that|a)\s+)?(?:[\p{L}'’-]+\s+){0,3}(?:list|lists|file|notes?|notebook|document|doc|diary|journal|log|reminders?|todos?|to-dos?|to-do list|agenda|sheet|spreadsheet|page|memo|checklist)\s*$/iu;

/** The line without the words that name the place it goes to; the line as it was when that would leave nothing. */
export function withoutNamedPlace(line: string): string {
  const rest = line.replace(NAMED_PLACE, '').trim();
  return rest === '' ? line : rest;
}
