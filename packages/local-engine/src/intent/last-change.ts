/**
 * "when was the April rota last changed?", "when did I last edit the hive log", "car service when last updated",
 * "when did I last put in the milk money file", "check when i last edited notes.txt": when a thing of the user's was last changed. General knowledge
 * holds no date for it; the file's own details do.
 */
const CHANGED = String.raw`(?:chang|modif|edit|updat|sav|touch|put (?:in|into|anything in|something in)|add(?:ed)? to|wr(?:ite|ote) (?:in|to)|fill(?:ed)? in)`;

export const LAST_CHANGE = new RegExp(
  String.raw`\bwhen (?:did|have|has) (?:i|we|it|they|he|she) (?:last|most recently) ${CHANGED}|` +
    // "check when i last edited notes.txt": the same without "did".
    String.raw`\bwhen (?:i|we) (?:last|most recently) ${CHANGED}|` +
    String.raw`\bwhen (?:was|were) (?:the|my|our|that|this|those|these) (?:(?!your\b)[\p{L}\d'’-]+ ){0,4}?(?:last|most recently) (?:chang|modif|edit|updat|sav|touch)|` +
    String.raw`\bwhen last (?:chang|modif|edit|updat|sav|touch)|\blast (?:changed|modified|edited|updated|saved|touched) when\b`,
  'iu',
);

/** Whether the message asks when a thing of the user's was last changed, saved or edited. */
export function asksLastChange(message: string): boolean {
  return LAST_CHANGE.test(message);
}

/**
 * Whether the message asks when a thing it names was last changed: "when did I last change it?" points back at a
 * thing named before, which stays that thing's (a file or not).
 */
export function asksLastChangeOfNamedThing(message: string): boolean {
  const match = LAST_CHANGE.exec(message);
  if (!match) return false;
  return !/^[\p{L}]*\s+(?:it|that|this|them|those|these)\b/iu.test(message.slice(match.index + match[0].length));
}
