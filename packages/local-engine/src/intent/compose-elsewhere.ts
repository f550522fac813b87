/**
 * "Napisz krótki wiersz o jesieni", "Écris un message d'anniversaire pour ma grand-mère", "Me ajuda a escrever uma
 * resposta educada", "帮我写一封请假邮件": a text asked to be written, in another language, as English "write me a
 * poem" asks it. A model writes it itself, unless the request names where it goes: a path, a file or a folder, the
 * memory, or a document of the user's ("schreib Milch auf meine Einkaufsliste").
 */
import { FOREIGN_COMPOSE, FOREIGN_DOCUMENTS, JOINED_DOCUMENT_ENDINGS, readsOtherLanguage } from './other-languages.js';
import { readRequestAction } from './request-action.js';

/** The verb that asks opens the request, after a few words of politeness or help ("me ajuda a", "pouvez-vous"). */
const OPENING_WORDS = 5;
const WORD = /[\p{L}\p{M}'’-]+/gu;
/** The same verbs of Chinese, Japanese and Korean, read inside the text: "帮我写一封", "書いて", "써 줘". */
const UNSPACED_COMPOSE = /(?:写|寫)(?:一|个|個|封|首|段|篇|条|條|些)|書いて|作成して|써\s?(?:줘|주세요|주실)|작성해/u;
/** "my", "your", "the" before a document: one of the user's, which a tool writes to, not a text to be composed. */
const OWN_OR_THE = new Set(
  'mi mis tu tus mon ma mes ton ta tes le la les el los las mein meine meinem meinen meiner die der das den dem il lo mio mia miei mie meu minha meus minhas o os as mijn de het min mitt mina mine moja mój moje mojej mojego moim мой моя мои мою моей мій мої'.split(
    ' ',
  ),
);

/** Whether the message asks for a text to be written in another language (see the file comment). */
export function composesElsewhere(message: string): boolean {
  const line = (message.split('\n')[0] ?? '').toLowerCase();
  if (!readsOtherLanguage(line)) return false;
  const words = [...line.matchAll(WORD)].map((match) => match[0]);
  if (!words.slice(0, OPENING_WORDS).some((word) => FOREIGN_COMPOSE.has(word)) && !UNSPACED_COMPOSE.test(line)) return false;
  const request = readRequestAction(message);
  if (request.paths.length > 0 || ['file', 'directory', 'media', 'memory'].some((kind) => request.objects.has(kind as never))) return false;
  return !words.some((word, at) => at > 0 && OWN_OR_THE.has(words[at - 1] ?? '') && namesDocument(word));
}

function namesDocument(word: string): boolean {
  return FOREIGN_DOCUMENTS.has(word) || JOINED_DOCUMENT_ENDINGS.some((ending) => word.length > ending.length && word.endsWith(ending));
}
