/**
 * Questions about someone the user knows, read by where the person stands in the question rather than by what is
 * asked of them: "does kuba still owe me money?", "Does Madame Dupont have any allergies?", "what did ben want for his
 * tattoo again", "who on the team has asthma". General knowledge holds none of these; only what the user told does.
 *
 * A person stands as the subject of the question's verb ("does X …", "what did X …") and is read as one when the word
 * is a name the English lexicon does not hold, or the question speaks of them as a person after
 * it ("his", "her"), and the rest of the question ties them to the user ("me", "my", "again"). A title ("Mrs", "Madame", "Dr") before
 * a capitalised name says so by itself. "who on the team / in my class has X" asks among the user's own people.
 * Each reading is one input of the fitted route (`acquaintanceFact`), weighed against the rest, not a rule.
 */

/** Titles and family forms of address that stand before a person's name. */
const TITLES =
  'mr mrs ms miss mx dr prof madame mme monsieur mademoiselle señor señora senor senora frau herr signora signor auntie aunt uncle grandma grandpa nana granny coach pastor father sister';
/** A title in either case, as typed; the name after it must be capitalised, so the pattern itself is case-sensitive. */
const TITLE = `(?:${TITLES.split(' ')
  .map((title) => `[${title[0]}${title[0]?.toUpperCase()}]${title.slice(1)}`)
  .join('|')})\\.?`;
/** "Madame Dupont", "Mrs. O'Neill", "Dr Anita Osei": a titled, capitalised name. */
const TITLED_NAME = new RegExp(String.raw`(?<![\p{L}])${TITLE}\s+(\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+)?)`, 'u');
/** The question's verb and its subject: "does kuba …", "what did ben …", "when is Ana …". */
const SUBJECT_OF_QUESTION =
  /^(?:(?:what|when|where|which|why|how)(?:\s+(?!(?:did|does|do|is|was|has|had|will|would)\b)[\p{L}]+)?\s+)?(?:does|did|is|was|has|had|will|would|can|could)\s+([\p{L}'’-]{3,})\s+(.+)$/iu;
/** Words after the subject that speak of a person tied to the user. */
// "still" is not among them: "does numpy still support python 2" asks after a thing.
const OF_A_PERSON = /\b(?:his|her|him|he|she|me|my|us|our|again|owe|owes|owed)\b/i;
/** What people tell an assistant of each other: diets, allergies, where they live or work, their days and numbers. */
const PERSON_TRAIT =
  /\b(?:allerg\w*|vegetarian|vegan|gluten|lactose|diet|eat|eats|drink|drinks|birthday|born|live|lives|living|work|works|working|married|kids|children|phone|number|address|email|favou?rite|like|likes|prefer|prefers|coming|free|available)\b/i;
/** "who on the team has asthma", "which of the kids in my class are allergic to nuts". */
const AMONG_OWN_PEOPLE =
  /^(?:who|whos|who's|who’s|which(?: one| ones)?(?: of)?(?: the| my| our)?(?: \p{L}+)?)\s+(?:on|in|from|of)\s+(?:the|my|our)\s+(?:\p{L}+\s+)?(?:team|class|squad|group|family|staff|crew|club|band|street|building|ward|list|roster|choir|office)\s+(?:has|have|had|is|are|was|were|got|gets|needs?|likes?|plays?|owes?|takes?)\s+(?:an?\s+|any\s+|the\s+)?([^?!.]+?)\s*[?!.]?\s*$/iu;

/**
 * Whom or what such a question asks after, as a memory is searched for it ("Madame Dupont", "kuba", "asthma"), or
 * undefined when the message is no such question. `isName` says whether a word is a name (not a word of the lexicon).
 */
export function someoneAsked(message: string, isName: (word: string) => boolean): string | undefined {
  const text = message.trim();
  const titled = TITLED_NAME.exec(text);
  if (titled && /\?|^(?:does|did|is|was|has|what|when|where|who|which|how)\b/i.test(text)) return titled[0].replace(/\s+/g, ' ');
  const among = askedAmongOwnPeople(text);
  if (among) return among;
  const asked = SUBJECT_OF_QUESTION.exec(text);
  const subject = asked?.[1];
  const rest = asked?.[2] ?? '';
  // "does Anna have any allergies?", "is Tom vegetarian?": a name typed as one, asked what people tell of each other.
  // (Only a bare name: "Einstein's birthday" is a possessive the lexicon cannot look up, and may be anyone's.)
  const namedPerson = subject !== undefined && /^\p{Lu}\p{Ll}+$/u.test(subject) && isName(subject) && PERSON_TRAIT.test(rest);
  if (!subject || !(OF_A_PERSON.test(rest) || namedPerson)) return undefined;
  // "does it …", "is this …": a pronoun stands for no one named.
  if (/^(?:it|this|that|there|these|those|they|he|she|you|u|we|i|anyone|anybody|someone|somebody|everyone)$/i.test(subject)) return undefined;
  // "does Python still …" names a thing everybody knows; "what did ben want for his tattoo" is a person by "his".
  return isName(subject) || /\b(?:his|her|him|he|she)\b/i.test(rest) ? subject : undefined;
}

/** "who on the team has asthma" → "asthma": what is asked of the user's own people, which a memory is searched for. */
export function askedAmongOwnPeople(message: string): string | undefined {
  return AMONG_OWN_PEOPLE.exec(message.trim())?.[1]?.trim();
}
