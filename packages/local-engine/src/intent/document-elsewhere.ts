/**
 * "montre-moi le menu du déjeuner", "mostrami la lista della spesa", "zeig mir die Einkaufsliste", "alışveriş
 * listesini göster": in another language, a verb of showing beside a document named by what it is asks for a thing
 * of the user's, most often a file somewhere in their folders, as "show me the lunch menu" does in English
 * (`own-document.ts`). Read from the dictionaries' showing verbs and document nouns, in either order, so that
 * languages that put the verb last read as those that put it first.
 */
import {
  FOREIGN_DOCUMENT_PHRASES,
  FOREIGN_DOCUMENTS,
  FOREIGN_OBJECTS,
  FOREIGN_VERB_PHRASES,
  FOREIGN_WORDS,
  JOINED_DOCUMENT_ENDINGS,
} from './other-languages.js';
import { withoutEnclitic } from './enclitic-verbs.js';

/** Words with their joined pronouns ("montre-moi") and the zero-width joiner Persian writes inside words. */
const WORD = /[\p{L}\p{M}][\p{L}\p{M}\p{N}'’\u200c-]*/gu;
/** A request to see a thing is short: the verb, a few words naming it, and which one ("de la paella", "für morgen"). */
const MOST_WORDS = 10;
/** How far, in words, the document may sit from the verb ("zeig mir bitte die neue Einkaufsliste"). */
const NEAR = 4;
/** Where the verb stands: among the first words ("puedes mostrarme ...", "pourrais-tu me montrer ...") or last. */
const VERB_OPENS_WITHIN = 3;
/** Part of a joined noun before the document's own noun: "Einkaufs-" in "Einkaufsliste". */
const JOINED_HEAD = 3;
/**
 * "how" in those languages: "muéstrame cómo hacer una lista", "zeig mir, wie man eine Liste macht" ask to be taught,
 * not for a thing of theirs.
 */
const HOW = new Set('cómo como comment wie come hoe hur hvordan jak как як πώς nasıl bagaimana cách cum कैसे كيف چگونه چطور איך'.split(' '));
const READ_PHRASES = FOREIGN_VERB_PHRASES.filter((phrase) => phrase.action === 'read').map((phrase) => new RegExp(phrase.pattern.source, 'gu'));
const DOCUMENT_PHRASES = new RegExp(FOREIGN_DOCUMENT_PHRASES.source, 'gu');

function shows(word: string): boolean {
  return [word, word.split('-')[0] ?? word, withoutEnclitic(word)].some((form) => form !== undefined && FOREIGN_WORDS.get(form) === 'read');
}

function namesDocument(word: string): boolean {
  return FOREIGN_DOCUMENTS.has(word) || JOINED_DOCUMENT_ENDINGS.some((ending) => word.length >= ending.length + JOINED_HEAD && word.endsWith(ending));
}

/** Indexes of the words a phrase's matches start at. */
function phraseStarts(text: string, pattern: RegExp, starts: readonly number[]): number[] {
  return [...text.matchAll(pattern)].map((match) => starts.filter((start) => start <= match.index).length - 1).filter((at) => at >= 0);
}

/**
 * Whether a request in another language (lower case, values masked, lead-in removed) asks to see a document of the
 * user's by what it is. A file or folder word ("la liste des fichiers") says what is shown; a "how" asks to be taught.
 */
export function asksToSeeDocumentElsewhere(rest: string): boolean {
  const matches = [...rest.matchAll(WORD)];
  if (matches.length === 0 || matches.length > MOST_WORDS) return false;
  const words = matches.map((match) => match[0]);
  if (words.some((word) => HOW.has(word) || FOREIGN_OBJECTS.has(word))) return false;
  const starts = matches.map((match) => match.index);
  const verbs = [...words.flatMap((word, at) => (shows(word) ? [at] : [])), ...READ_PHRASES.flatMap((pattern) => phraseStarts(rest, pattern, starts))].filter(
    (at) => at < VERB_OPENS_WITHIN || at === words.length - 1,
  );
  if (verbs.length === 0) return false;
  const documents = [...words.flatMap((word, at) => (namesDocument(word) ? [at] : [])), ...phraseStarts(rest, DOCUMENT_PHRASES, starts)];
  return documents.some((document) => verbs.some((verb) => document !== verb && Math.abs(document - verb) <= NEAR));
}
