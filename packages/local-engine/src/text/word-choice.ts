/**
 * "¿es 'carpeta' o 'archivador' cuando ...?", "is it "folder" or "directory" on a mac?": two quoted words offered as
 * alternatives ask which word to use. The question is about language, whatever the words name.
 */
const QUOTED_WORD = String.raw`['"‘“][^'"‘’“”\n]{1,40}['"’”]`;
const WORD_CHOICE = new RegExp(
  String.raw`${QUOTED_WORD} (?:or|o|ou|oder|oppure|of|czy|или) ${QUOTED_WORD}\s*(?:[?¿]|$|(?:when|cuando|quand|wenn|quando|wanneer|kiedy|for|para|pour|für|per|in|en) )`,
  'iu',
);

/** Whether the message asks which of two quoted words to use. */
export function asksWhichWord(message: string): boolean {
  return WORD_CHOICE.test(message);
}
