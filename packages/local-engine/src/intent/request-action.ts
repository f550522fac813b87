/**
 * Reading what a request asks to do: its action (a verb class) and what it
 * acts on. A command word or an imperative verb at the start decides; then
 * phrases that carry the action ("what's in", "how big", "what did I tell
 * you"); then the first verb anywhere. Paths, file names and quoted strings
 * are read in any language; the verbs of a few other languages come from a
 * small lexicon.
 */
import type { Action, ListingDetail, ObjectKind, RequestAction, Scope } from './action.js';
import {
  ASKS_TRANSLATION,
  MESSAGE_FOR_SOMEONE_ASKED,
  CJK_ADDING,
  CJK_OBJECTS,
  CJK_WORDS,
  COMMAND_OBJECTS,
  COMMANDS,
  FOREIGN_ADDING,
  FOREIGN_MEMORY,
  FOREIGN_OBJECTS,
  FOREIGN_PHRASES,
  FOREIGN_RECALL,
  FOREIGN_SHARED,
  FOREIGN_SIZED,
  FOREIGN_TOPIC,
  FOREIGN_TREE,
  FOREIGN_VERB_PHRASES,
  FOREIGN_WORDS,
  INTRODUCED_BY_TIE_ELSEWHERE,
  MEDIA_EXTENSION,
  MEMORY_PHRASE_VERBS,
  OBJECT_STEMS,
  PART_STEMS,
  PEOPLE_STEMS,
  PEOPLE_WORDS,
  PHRASES,
  readsOtherLanguage,
  VERB_STEMS,
  WHOLE_STEMS,
} from './lexicon.js';
import { intendedWord } from './misspelt-words.js';
import { findPaths, findQuoted, findUrls } from '../extract/text-mentions.js';
import { findNumbers } from '../extract/number-mentions.js';
import { findStatedRelation } from '../extract/stated-relation.js';
import { stem } from '../text/tokenize.js';
import { findReplacementPair } from '../extract/replacement-pair.js';
import { findSpokenPaths } from '../extract/spoken-paths.js';
import { memoByText } from '../text/bounded-memo.js';
import { UNSPACED_LETTER } from './unspaced-words.js';
import { pathKinds } from './path-kind.js';
import {
  addsToOwnDocument,
  addsToPlaceUnspaced,
  asksToAddToOwnDocument,
  asksAboutOwnDocument,
  seeksKeptThingByName,
  seesNoFile,
  destroysOwnDocument,
} from './own-document.js';
import { asksWhatOwnRecordsHold } from './own-record.js';
import { asksToSeeDocumentElsewhere } from './document-elsewhere.js';
import { asksAcquaintanceFact } from './acquaintance-fact.js';
import { asksFileSomewhere, asksWhatPlaceHolds } from './stored-things.js';
import { introducesNewOne, tellsFactToKeep, toldToAsk } from './told-fact.js';
import { arithmeticAsked } from './arithmetic-operations.js';
import { asksLastChangeOfNamedThing } from './last-change.js';
import { asksWhichWord } from '../text/word-choice.js';
import { withoutEnclitic } from './enclitic-verbs.js';
import { withoutGreeting } from '../text/courtesy-words.js';
import { asksConversion, convertedDimension } from './asked-conversion.js';

/** Greetings, politeness and "can you" before the request's own verb. */
export const LEAD_IN =
  /^(?:(?:hey|hi|hello|ok(?:ay)?|so|now|please|pls|plz|kindly|quickly|just|also|and|then|actually|wait|oh|oops|right|yeah|yes)\b[,!]?\s*)*(?:(?:can|could|would|will) (?:you|u)(?: please| pls| kindly| just| quickly)?\s+|i (?:want|need|would like|'d like) (?:you )?to\s+|(?:i )?need (?:you )?to\s+|help me\s+|let'?s\s+|go ahead and\s+|(?:please|pls|just|quickly)\s+)*/;

/** What is left of a place that opens the request once its path is blanked: "in ", "inside the folder ,". */
const LEADING_PLACE_WORDS = /^(?:in|inside|within|under|into)\s+(?:(?:the|my)\s+)?(?:(?:file|folder|directory)\s+)?[,:]?\s*/;

/** Whether a path follows straight after the words that open the request ("in notes/x.md change ..."). */
function opensAtPath(message: string, paths: readonly { start: number }[]): boolean {
  // A loop, not Math.min(...): a hostile message may hold more paths than a call takes arguments.
  const first = paths.reduce((earliest, path) => Math.min(earliest, path.start), Number.POSITIVE_INFINITY);
  return (
    Number.isFinite(first) &&
    /^\s*(?:(?:ok|so|and|please|pls)[, ]+)?(?:in|inside|within|under|into)\s+(?:(?:the|my)\s+)?(?:(?:file|folder|directory)\s+)?$/i.test(
      message.slice(0, first),
    )
  );
}

/** Words (letters of any script, apostrophes inside). */
const WORD = /\p{L}[\p{L}\p{M}'’-]*/gu;
const ASCII_WORD = /[a-z][a-z'-]*/g;

/** Verbs that sum when the request holds numbers to sum ("add 2 and 3", "what's the total of 4, 5 and 6"). */
const SUMMING = new Set(['add', 'sum', 'plu', 'total', 'minu', 'multipli', 'subtract', 'divid', 'time']);
/** Words that name a file or a folder as such, not a thing a file may hold ("texts", "photos"). */
const NAMES_FILE_PLACE = /\b(?:files?|folders?|director(?:y|ies)|documents?|docs?|disk|drive)\b/i;
/** "... to the honey harvest csv", "... into my expenses spreadsheet": what is added goes into a file, named by its kind. */
const ADDS_TO_FILE = /\b(?:to|onto|into|in)\s+(?:my|the|our|this|that)\s+(?:[\p{L}\d][\p{L}\d_-]*\s+){0,3}?(?:csv|file|spreadsheet|sheet|log|table|ledger)\b/u;
/** "ajoute au fichier outils: ...", "añade a mi lista: ...": what is added goes into a document named in another language. */
const ADDS_TO_FOREIGN_DOCUMENT =
  /(?<!\p{L})(?:au|à|dans|al|a|en|zur|zum|in|ins|ao|na|no|aan|nel|nella|alla|do|di)\s+(?:(?:mon|ma|mes|le|la|les|mi|mis|el|die|der|das|meine[nm]?|mein|o|a|meu|minha|het|mijn|il|mio|mia)\s+)?(?:fichier|liste|archivo|fichero|lista|datei|arquivo|ficheiro|bestand|lijst|elenco|documento|tableau|tabla|tabelle|planilha|hoja|registro|registre|cahier)(?!\p{L})/iu;
/**
 * "add a booking saturday 7pm table for 12", "add another row for the 3rd", "add my BP reading for today 142/88": a thing
 * added, its numbers part of it, not numbers to sum ("add a hundred and five", "add my two scores" add numbers).
 */
const ADDS_A_THING =
  /\b(?:add|append)\s+(?:a|an|another|one more|new|my|our|today'?s|tonight'?s|this morning'?s)\s+(?!(?:numbers?|sums?|totals?|figures?|values?|amounts?|prices?|costs?|scores?|hundred|thousand|million|dozen|couple|few|half|third|quarter|one|two|three|four|five|six|seven|eight|nine|ten)\b)\p{L}/u;
/** "add an extra 12 to 30", "add a tip of 5 to 42", "add Tax to the 120 + 35": after the verb, a number added to a number. */
const SUMS_AFTER_ADD = /\b(?:add|append)\b[^.?!\n]{0,60}?(?:\b(?:to|and|plus)\s+(?:the\s+)?\d|\d\s*[+*×÷^]\s*\d)/u;
/** "add Sal to the cat 7 crew": someone named added to a group or a list. */
const ADDS_SOMEONE_TO = /\b(?:add|put)\s+\p{Lu}\p{Ll}+\s+(?:to|on|in|into)\s+(?:the|my|our)\b/u;
/** "add up", "add them up", "sum up", "tot up": a phrasal verb that sums. */
const ADDS_UP = /\b(?:add|sum|tot|total)(?:s|ed|ing|led|ling)?\s+(?:(?:it|them|these|those|this|that|everything|all)\s+)?up\b/i;
/**
 * "add to Ingrid's entry that she is booked 31 Oct to 2 Nov": "add to" with nothing added between them adds to a thing
 * (the rest says what); a sum names what it adds first ("add 3 to 5").
 */
const ADDS_TO_THING = /^(?:(?:please|pls|can you|could you|now|also)\s+)*(?:add|append)\s+to\s+(?![\d.,]+(?:\s|$))/i;
/** An operator between numbers; a hyphen only with spaces around it ("2020-2021" is a range, "2024-05-01" a date). */
const OPERATOR = /\d\s*[+*×÷^]\s*\d|\d\s+[-x/]\s+\d|\d\s*x\s*\d/;
/**
 * "144/12" divides in a request of a few words; "log: 5/16 glory hole 2150F, anneal 960" writes a date among many
 * words.
 */
const UNSPACED_DIVISION = /\d\/\d/;
const FEW_WORDS = 4;
const divides = (text: string): boolean => UNSPACED_DIVISION.test(text) && (text.match(/\p{L}{2,}/gu)?.length ?? 0) <= FEW_WORDS;

/** "the recipes folder", "my notes file", "the folder called trips": a named thing to act on. */
const NAMED_THING = /\b(?:the|my|this|that|a|an|new) [\w-]+ (?:folder|directory|file|document)\b|\b(?:folder|directory|file|document) (?:called|named) \S+/;

const FOLDER = /(?<![\w/.~-])[\w.-]+\/(?=[\s?!,;:)]|$)/g;

/** "start a journal file", "begin a new note": to start a document (its noun within a few words) is to make it. */
const STARTS_DOCUMENT =
  /^(?:start|begin|open up|kick off)\s+(?:(?:a|an|the|my|our|this|that)\s+)?(?:(?:brand\s+)?new\s+)?(?:[\p{L}\p{N}-]+\s+){0,2}?(?:file|document|doc|note|notes|list|journal|log|page|entry|draft|diary|spreadsheet|readme)\b/u;

/** "whats", "wheres", "whos", "theres": a contraction of "is" written without its apostrophe. */
const UNMARKED_IS = /\b(what|where|who|there)s\b/g;

/** How surely asking about "my shopping list" with no file named asks to look for its file: as surely as "where's my list". */
const OWN_DOCUMENT_STRENGTH = 0.8;
/** How surely a named file with no other verb asks to read it. */
const NAMED_FILE_STRENGTH = 0.8;
const TOPIC_QUESTION =
  /^(?:how (?:often |long |much )?(?:do|does|can|could|should|would|to)\b|what(?:'s| is| are) (?:a|an|the difference|the best way)\b|why\b)/;
/**
 * "what documents do I need to renew my passport", "which papers are required to register a car", "what files does
 * a website need": what some task requires is asked about in general, whatever the thing needed is called.
 */
const REQUIREMENT_QUESTION =
  /^(?:what|which) (?:[\p{L}-]+ ){1,3}(?:(?:do|does|would|will|should|must) (?:[\p{L}]+ ){1,3}need|(?:are|is) (?:needed|required|necessary))(?: to| for|[\s?.!]*$)/u;
/** Jobs done on a file's text, which reading the file starts. */
const READ_FIRST: ReadonlySet<Action> = new Set<Action>(['summarize', 'translate', 'compute', 'convert']);
/** Paths with letters of any script ("notes/日记.md"), which the ASCII path finder misses. */
// Each name is read from the start of its run of letters only: tried from every letter, a long run was read again
// from each (quadratic in its length).
const UNICODE_PATH =
  /(?<![\p{L}\p{N}_/.-])(?:[\p{L}\p{N}_.-]+\/)+[\p{L}\p{N}_.-]*[\p{L}\p{N}]|(?<![\p{L}\p{N}_-])[\p{L}\p{N}_-]+\.(?:txt|md|json|csv|pdf|docx?|jpe?g|png)(?![\p{L}\p{N}])/gu;

const GLOB_FOR_FILES = /\*\.[\p{L}\p{N}]{1,5}(?![\p{L}\p{N}])/u;

/** Where a change is made that is no document: text given here, an app, a device. */
const NOT_A_DOCUMENT = String.raw`(?:the|my|our|this|that|these|those|it|sentence|paragraph|text|passage|email|message|reply|answer|poem|story|calendar|app|phone|settings|game|world|code|formula|equation|recipe below)`;
/** "... in school fees", "... in the menu", "in my medicines list, change ...": the place a change is made in. */
const EDITS_NAMED_PLACE = new RegExp(
  String.raw`^in\s+(?:the|my|our)\s+(?!${NOT_A_DOCUMENT}\b)[\p{L}\d][\p{L}\d'-]*(?:\s+[\p{L}\d][\p{L}\d'-]*){0,3},?\s+(?:please\s+)?(?:change|replace|swap|update|fix|correct|set|make)\b` +
    String.raw`|\b(?:in|on)\s+(?:(?:the|my|our)\s+)?(?!${NOT_A_DOCUMENT}\b)[\p{L}\d][\p{L}\d'-]*(?:\s+[\p{L}\d][\p{L}\d'-]*){0,3}\s*[.!?]*$`,
  'u',
);

/**
 * "Dani isn't vegetarian anymore", "my sister is no longer vegan", "Kai doesn't work at Acme any more": a fact of
 * someone named or tied to the user, said to hold no longer. Not "it isn't raining anymore", "the printer doesn't
 * work anymore".
 */
const ENDED_FACT = new RegExp(
  String.raw`^(?:(?:oh|also|and|ok|okay|so|nah|no|actually|btw|fyi|update|correction)[,:!]?\s+)*` +
    String.raw`(?:(?:my|our)\s+[\p{L}-]+|(?!(?:it|this|that|there|the|a|an|he|she|they|we|i|you|what|which|who|nothing|everything|something)\b)\p{L}[\p{L}'’-]+(?:\s+\p{L}[\p{L}'’-]+)?)\s+` +
    String.raw`(?:(?:isn['’]?t|is\s+not|wasn['’]?t|doesn['’]?t\s+(?:eat|drink|live|work|like|play|smoke|drive|use|study|go|come)|does\s+not\s+(?:eat|drink|live|work|like|play|smoke|drive|use|study|go|come))\b[^.!?\n]{0,60}?\s+(?:anymore|any\s+more|any\s+longer)\b|(?:is\s+)?no\s+longer\s+\S)`,
  'iu',
);

/** Verbs that make "memory" the object: forgetting and remembering are about what the user told. */
const MEMORY_VERBS = new Set(['forget', 'forgot', 'forgotten', 'memor']);

export const readRequestAction: (message: string) => RequestAction = memoByText(5_000, readRequest);

/**
 * "Don't delete notes.md, just show it", "never change 'x' to 'y' in a.md": a forbidden action is not asked for. The request is read without the
 * forbidden verb, and whatever it still asks never destroys. "Don't forget that ..." asks to remember. Nor is one asked
 * about as done ("did you delete Tom from memory?", "have I moved the tax file?").
 */
const FORBIDDEN_ACTION =
  /\b(?!(?:do not|don't|dont|never)\s+(?:let me\s+|you\s+)?forget\b)(?:do not|don't|dont|never|must not|mustn't|should not|shouldn't|no need to|not to|without)\s+(?:\w+\s+){0,2}?(?:delet\w*|remov\w*|eras\w*|wip\w*|drop\w*|destroy\w*|mov\w*|renam\w*|overwrit\w*|trash\w*|clear\w*|forget\w*|replac\w*|chang\w*|swap\w*|edit\w*|modif\w*|alter\w*|rewrit\w*)\b|^(?:(?:so|and|ok|um|hey|wait)[, ]+)?(?:did|have|has|had)\s+(?:i|you|u|we|they|he|she|someone|anyone|anybody)\s+(?:already\s+|ever\s+|just\s+|accidentally\s+|really\s+)?(?:delet|remov|eras|wip|drop|destroy|mov|renam|overwr|trash|clear|forg)\w*\b/gi;

/**
 * The same forbidding in the other languages people write in: "ne supprime pas Tom", "no borres notas.txt", "lösch das
 * nicht", "niet verwijderen", "не удаляй", "nie usuwaj", "non cancellare", "não apague", "삭제하지 마", "消さないで",
 * "不要删除". A verb that deletes or moves, with the word or ending that forbids it; not forgetting, whose forbidding
 * ("no olvides", "vergiss nicht", "잊지 마", "别忘了") asks to remember.
 */
const FORBIDDEN_FOREIGN_ACTION = new RegExp(
  [
    String.raw`\bne\s+(?:l['’]|les?\s+|la\s+)?(?:supprim|effac|déplac|deplac|renomm|jet)\w*\s+(?:\S+\s+)?pas\b`,
    String.raw`\bn['’](?:efface|enlève|enleve)\w*\s+pas\b`,
    String.raw`\bno\s+(?:lo\s+|la\s+|los\s+|las\s+)?(?:borr|elimin|quit|muev|cambi|renombr)\w*`,
    String.raw`\bnão\s+(?:o\s+|a\s+)?(?:apag|exclu|delet|remov|mov)\w*`,
    String.raw`\bnon\s+(?:lo\s+|la\s+)?(?:cancell|elimin|spost|rinomin)\w*`,
    String.raw`\b(?:lösch|losch|entfern|verschieb)\w*\s+(?:\S+\s+){0,3}?nicht\b`,
    String.raw`\bnicht\s+(?:lösch|losch|entfern|verschieb)\w*`,
    String.raw`\bniet\s+(?:verwijder|wis|verplaats)\w*`,
    String.raw`\b(?:verwijder|wis|verplaats)\s+(?:\S+\s+){0,3}?niet\b`,
    String.raw`(?<![\p{L}])не\s+(?:удаля|удали|стира|сотри|перемеща)\p{L}*`,
    String.raw`\bnie\s+(?:usuwaj|usuń|kasuj|przenoś|przenos)\p{L}*`,
    String.raw`(?:삭제|지우|지워|없애|옮기)\S*\s*(?:하지\s*)?(?:지\s*)?(?:마|말아|마세요|마십시오)`,
    String.raw`(?:削除|消さ|消し|移動)\S*?(?:ないで|するな|しないで)`,
    String.raw`(?:不要|别|別|不用|勿)\s*(?:删除|刪除|删|刪|移动|移動)`,
    // The negation before the verb: Finnish, Estonian, Albanian, Malay and Indonesian, Tagalog, Croatian and Slovene,
    // Bulgarian, Catalan, Basque, Irish, Malagasy, Māori, Haitian Creole, Somali, Hausa, Yoruba; Maltese "la ... -x".
    String.raw`(?<![\p{L}])(?:älä|ala|älkää|alkaa|ära|ärge|mos|jangan|jgn|usah|(?:x|tak|tidak)\s+(?:payah|perlu)|huwag|wag|bawal|hindi|nemoj|nemojte|ne|не|no|ez|ná|na|aza|kaua|pa|pinga|ha|kar|kada|musa|má\s+ṣe|ma\s+se)\s+(?:\S+\s+){0,3}?(?:i-?delete|poist|pyyhi|siirr|kustuta|eemalda|teisalda|liiguta|fshi|zhvendos|hapus|padam|buang|pindah|alih|burahin|bura|tanggal|alisin|ilipat|obri|izbri|zbri|bri[sš]|ukloni|odstrani|premje|preme|premakni|изтри|трий|премахн|премест|esborr|elimin|suprim|mogu|trasllad|ezabat|kendu|mugit|scrios|fafao|afindra|muku|whakakore|neke|efase|deplase|tirtir|masax|goge|cire|matsar|sula|hambisa|gluais|sguab|pa\s*rẹ́|paarẹ́)\p{L}*`,
    String.raw`(?<![\p{L}])(?:la\s+)?(?:t|i)?(?:ħassar|hassar|neħħi|mexxi|ċaqlaq)\p{L}*x(?![\p{L}])`,
    // Nepali and Marathi: the verb, then "नगर्नु…" or "नका".
    String.raw`(?:डिलीट|हटा|मेटा|काढ|पुस)\S*\s+(?:\S+\s+)?(?:नगर्नु|नगर|नका|नको)`,
    // Urdu: "مت" or "نہ" beside the verb.
    String.raw`(?:مت|نہ)\s+(?:\S+\s+)?(?:مٹا|ہٹا|ڈیلیٹ|منتقل)|(?:مٹا|ہٹا|ڈیلیٹ)\S*\s+(?:مت|نہ)(?![\p{L}])`,
  ].join('|'),
  'giu',
);

/**
 * "supply house accounts show me", "the rota for march, read it out": the ask said after what it is asked of; "invoice
 * 041 show", "the rota open pls": with nothing after its verb.
 */
const ASK_SAID_LAST =
  /^(?<object>\S.{2,100}?)[\s,;:-]+(?<ask>(?:show|read|open|give|send|list|pull) (?:me|it|them|that)(?: (?:out|up))?|show|open|read)(?: (?:please|pls|plz))?[\s.!?]*$/i;

/** Words of a clause that says who does what ("i should", "you want to"): no bare thing named. */
const SAYS_WHO_DOES = /\b(?:i|you|u|we|he|she|they|it|to|should|would|could|can|will|want|wanna|need|like|must|did|do|does)\b/i;

/** An opening that is itself a question or a request ("can you", "what will you"): no object said first. */
const ASKS_ITSELF =
  /^(?:(?:hey|hi|ok(?:ay)?|so|now|please|pls|just)[\s,!]+)*(?:what|which|who|whom|where|when|why|how|can|could|would|will|do|does|did|is|are|i|you|we|u)\b/i;

/** Ways of looking that a bare verb said last ("invoice 041 show") may follow: it asks the same, said at the end. */
const LOOKS: ReadonlySet<Action> = new Set<Action>(['read', 'search', 'list', 'info']);

/** Whether what comes before a bare verb said last asks something of its own: "delete notes.txt", "copy a.txt over b.txt". */
function asksOfItsOwn(object: string): boolean {
  const own = readUncached(object);
  if (own.action !== undefined && (own.strength >= 1 || !LOOKS.has(own.action))) return true;
  // A word that firmly asks to change something, anywhere before it ("entities delete all show"), or a verb opening it.
  const words = object.toLowerCase().match(/\p{L}+/gu) ?? [];
  const opens = words[0] !== undefined && (VERB_STEMS.has(stem(words[0])) || /^cop(?:y|ies)$/.test(words[0]));
  return (
    opens ||
    words.some((word) => {
      const verb = VERB_STEMS.get(stem(word));
      return verb !== undefined && verb.strength >= 1 && !LOOKS.has(verb.action);
    })
  );
}

/** `reordered`: the request as read with its ask moved to the front, which is not moved again ("read show"). */
function readRequest(said: string, reordered = false): RequestAction {
  // "Good morning. Could you please show me ...": the request starts after its greeting.
  const message = withoutGreeting(said);
  const saidLast = reordered ? undefined : ASK_SAID_LAST.exec(message.trim())?.groups;
  const bareAsk = saidLast?.ask !== undefined && !saidLast.ask.includes(' ');
  if (
    saidLast?.object &&
    saidLast.ask &&
    !CLAUSE_BREAK.test(saidLast.object) &&
    !ASKS_ITSELF.test(saidLast.object) &&
    // "the book i should read" tells of reading, and "delete notes.txt open" asks to delete: a bare verb closes only a
    // request that names a thing and asks nothing of it.
    !(bareAsk && (SAYS_WHO_DOES.test(saidLast.object) || asksOfItsOwn(saidLast.object)))
  ) {
    const reading = readRequest(`${saidLast.ask.replace(/ (?:it|them|that)\b/i, '')} ${saidLast.object}`, true);
    if (reading.action !== undefined) return reading;
  }
  if (message.search(FORBIDDEN_ACTION) < 0 && message.search(FORBIDDEN_FOREIGN_ACTION) < 0) return laterAsk(message, readUncached(message));
  const reading = readUncached(message.replace(FORBIDDEN_ACTION, ' ').replace(FORBIDDEN_FOREIGN_ACTION, ' '));
  return { ...reading, destroys: false };
}

/** How many clauses after the opening are read for an ask. */
const LATER_CLAUSES_READ = 6;
/** How surely a later clause read on its own must ask something for the message to ask it. */
const LATER_ASK_STRENGTH = 0.8;

/**
 * "how much gasoil i put this year, show me the gasoil file", "the tides file, what says for tomorrow": a message
 * whose opening asks nothing of a tool asks what a later clause, read as a request of its own, asks surely.
 */
function laterAsk(message: string, reading: RequestAction): RequestAction {
  if (reading.action !== undefined || !CLAUSE_BREAK.test(message)) return reading;
  // A request says what it asks within a few clauses; a message of thousands is not read clause by clause.
  const clauses = message.split(CLAUSE_BREAK, LATER_CLAUSES_READ + 1).slice(1);
  for (const clause of clauses) {
    if (clause.trim().length === 0) continue;
    const later = readUncached(clause);
    if (later.action !== undefined && later.strength >= LATER_ASK_STRENGTH) return later;
  }
  return reading;
}

/**
 * English names of things that are everyday words of other languages: Spanish "media pastilla" is half a pill, German
 * "merk dir" says "you", not a folder. In a request read as another language they name nothing to act on.
 */
const FALSE_FRIENDS: ReadonlySet<string> = new Set(['media', 'dir']);

function readUncached(message: string): RequestAction {
  // A word ending in a slash ("notes/") names a folder; the path finder wants a name after the slash.
  const pathMentions = findPaths(message);
  const quotedMentions = findQuoted(message);
  const paths = [
    ...pathMentions.map((mention) => mention.text),
    ...(message.includes('/') ? [...message.matchAll(FOLDER)].map((match) => match[0]) : []),
    ...otherScriptPaths(message, pathMentions),
  ];
  const quoted = quotedMentions.map((mention) => mention.text);
  // "whats in", "wheres my": the apostrophe people leave out.
  // "show me the hanbok ref pic 🙏": pictures that open or close a request say how it is asked, not what.
  const masked = withoutEdgePictographs(
    maskValues(message, [...pathMentions, ...quotedMentions, ...findUrls(message)])
      .toLowerCase()
      // "when was jobs/x.txt made": the blanked path leaves one space between the words around it, as they were written.
      .replace(/ {2,}/g, ' ')
      .replace(UNMARKED_IS, "$1's"),
  );
  // "in pc-build.txt change ...", "inside Weddings/x make three folders": a place that opens the request, its path
  // blanked out above, comes before the verb.
  const unled = masked.replace(LEAD_IN, '');
  const rest = opensAtPath(message, pathMentions) ? unled.replace(LEADING_PLACE_WORDS, '') : unled;
  // Slips of the keyboard are read only in English text: "archivo" is a Spanish word, not a misspelt "archive".
  const tokens = tokensOf(rest, !readsOtherLanguage(message));
  const objects = new Set<ObjectKind>();
  // "add forty-two and eighteen": numbers in words count as numbers.
  const numbers = findNumbers(masked).length;

  const recalls = FOREIGN_RECALL.test(rest);
  // Where each phrase first matches, found once: the opening phrase, any phrase and the memory phrases all read it.
  // "remmber marcus is on the 38", "rmbr my mentor is Sinead": the phrases read a slipped verb of keeping as the verb meant.
  const phrased = readsOtherLanguage(message) ? rest : withSlipsRead(rest);
  const phraseAt = PHRASES.map((phrase) => (phrase.unlessPath && paths.length > 0 ? -1 : (phrase.pattern.exec(phrased)?.index ?? -1)));
  let found: Found | undefined = recalls ? { action: 'search', strength: 0.9, memory: true } : undefined;
  found ??= openingPhrase(rest, phraseAt) ?? openingVerb(tokens, readsAsCommand(rest, paths, tokens, message));
  // "I'm starting a podcast, make me a folder podcast/episodes": a later clause that opens on a firm verb says it.
  // Only where the request names what to act on: a task's later sentences ("Sort them.") are the task itself.
  if (!found && (paths.length > 0 || NAMED_THING.test(masked))) found = laterClauseAction(rest);
  // "Anna isn't vegan anymore, remove that", "Jo and Kim got engaged! record that": a later clause whose firm verb
  // points back at what was just told asks to do that to it; the first clause only says what.
  // "link Omar to project Zephyr", "connect Vera to the chess club": a link asked for between a named one and another.
  if (!found && LINK_REQUEST.test(message.trim().replace(POLITE_LEAD, ''))) found = { action: 'create', strength: 1, memory: true };
  let toldThenPointed = false;
  if (!found) {
    found = laterClauseAction(rest, POINTS_BACK);
    toldThenPointed = found !== undefined;
  }
  // A word another language shares with English ("visa", "map") is read as that language's only outside English text.
  const otherLanguage = (word: string): boolean => !FOREIGN_SHARED.has(word) || readsOtherLanguage(message);
  // "how many kilometres is 26 miles", "6 feet in cm": a measure asked in another unit of its kind is converted.
  if (!found && asksConversion(rest)) found = { action: 'convert', strength: 1 };
  found ??= phraseAction(phraseAt) ?? requestedVerb(rest) ?? foreignAction(tokens, rest, otherLanguage);
  // "start a journal file ...", "begin a new list": starting a document makes it; nothing is run.
  if ((found === undefined || found.action === 'run') && STARTS_DOCUMENT.test(rest)) found = { action: 'create', strength: 1 };
  if (found?.memory || PHRASES.some((phrase, at) => phrase.memory && (phraseAt[at] ?? -1) >= 0)) objects.add('memory');
  const commandObject = COMMAND_OBJECTS.get(tokens[0]?.word ?? '');
  // "ls audio", "cat recipes": after a shell command come its operands, names of things, not kinds of things.
  const commanded = commandObject !== undefined && found?.action === COMMANDS.get(tokens[0]?.word ?? '');
  if (commanded) objects.add(commandObject);
  if (tokens.some((token) => MEMORY_VERBS.has(token.stem))) objects.add('memory');
  // "add 2 and 3", "what is 12 * 7": numbers to combine make a sum, whatever the verb.
  const sums =
    tokens.some((token) => SUMMING.has(token.stem) || FOREIGN_ADDING.has(token.word)) ||
    OPERATOR.test(masked) ||
    divides(masked) ||
    (UNSPACED_LETTER.test(rest) && CJK_ADDING.some((word) => rest.includes(word)));
  // "add 2024-09-05,1,6.3,heather to the honey harvest csv": numbers added to a document of theirs are a line of it, not a sum.
  const addsThing = (ADDS_A_THING.test(rest) || ADDS_SOMEONE_TO.test(message) || ADDS_TO_FOREIGN_DOCUMENT.test(rest)) && !SUMS_AFTER_ADD.test(rest);
  if (
    numbers >= 2 &&
    sums &&
    paths.length === 0 &&
    !objects.has('memory') &&
    !addsToOwnDocument(rest) &&
    !ADDS_TO_FILE.test(rest) &&
    !ADDS_TO_THING.test(rest) &&
    !addsThing
  )
    found = { action: 'compute', strength: 1 };
  // "add up the January amounts in that file": to add up is to sum, wherever the numbers are; nothing is written.
  if (ADDS_UP.test(rest)) found = { action: 'compute', strength: 1 };
  if (numbers >= 2) objects.add('number');

  for (const token of commanded ? [] : tokens) {
    const kind = OBJECT_STEMS.get(token.stem) ?? FOREIGN_OBJECTS.get(token.word);
    if (FALSE_FRIENDS.has(token.word) && readsOtherLanguage(message)) continue;
    if (kind && (OBJECT_STEMS.has(token.stem) || otherLanguage(token.word))) objects.add(kind);
  }
  for (const [word, kind] of CJK_OBJECTS) if (rest.includes(word)) objects.add(kind);
  // "journal/a" is a folder, "the entries journal/a and journal/b" are files, ".bashrc" a file, "~/.config" a folder.
  const kinds = pathKinds(paths, { message, rest });
  const isFileName = (path: string): boolean => kinds.get(path) === 'file';
  for (const path of paths) addPathObjects(path, objects, isFileName(path));
  // A glob ("*.log", "*.md") matches files.
  if (GLOB_FOR_FILES.test(message)) objects.add('file');
  // "remember he prefers texts to calls": a fact told to be kept names things of the person's, not files of the user's.
  if (found?.memory && (found.action === 'write' || found.action === 'create') && paths.length === 0 && !NAMES_FILE_PLACE.test(rest)) objects.delete('file');

  // A written path is a file or a folder: "I forgot what I wrote in notes/x.md" is about the file, not the memory,
  // unless a phrase asks what the user told.
  if (paths.length > 0 && !found?.memory) objects.delete('memory');
  // "change "a" to "b" in notes/x.md", "replace 350F with 180C": a stated replacement is an edit.
  if (findReplacementPair(message) && (found === undefined || found.action === 'read' || found.strength < 1)) found = { action: 'edit', strength: 1 };
  const spokenFolders = findSpokenPaths(message);
  let action = found?.action;
  // A request that names a file and asks nothing else of it ("is there anything about the dentist in
  // notes/todo.md", "summarize notes/x.md") starts by reading it; showing or getting a named file is reading it.
  const namesFile = paths.some(isFileName);
  if (namesFile && (action === undefined || READ_FIRST.has(action) || action === 'read')) {
    action = 'read';
    found = { action, strength: Math.max(found?.strength ?? 0, NAMED_FILE_STRENGTH) };
  }
  // "and the one in photos/2024?", "photos フォルダには?": a folder named with nothing asked of it is to be listed.
  const namesFolder = paths.some((path) => !isFileName(path)) || spokenFolders.some((folder) => folder.strength >= 0.9);
  if (!namesFile && namesFolder && action === undefined) {
    action = 'list';
    found = { action, strength: NAMED_FILE_STRENGTH };
  }
  // "how do I read a file in Python", "what is gzip": a verb inside a how-to or what-is question is its topic.
  // A recall stays one ("what do you know about Tom"); "how do I remember names" asks how, and keeps nothing.
  // "how do you say 'thanks' in Welsh" asks for the translation, not how translating is done.
  const topicQuestion =
    (TOPIC_QUESTION.test(rest) || REQUIREMENT_QUESTION.test(rest) || FOREIGN_TOPIC.test(rest) || asksWhichWord(message)) && !ASKS_TRANSLATION.test(rest);
  if (!namesFile && topicQuestion && !(found?.memory && found.action !== 'write')) {
    action = undefined;
    found = undefined;
  }
  // "lol remember when we used to save stuff on cd-rs", "do you remember the old days of dial-up": a shared past
  // recalled for its own sake keeps nothing and looks nothing up.
  if (paths.length === 0 && REMINISCES.test(rest)) {
    action = undefined;
    found = undefined;
    objects.delete('memory');
  }
  // "what's on my shopping list?", "check my todo list": a document of theirs named by what it is is looked for.
  // "open the planting log" opens a file whatever the verb's strength: with none named, it is to be found first.
  // "montre-moi le menu du déjeuner", "zeig mir die Einkaufsliste": the same asked in another language.
  // "setting plan wk48", "when is rent due, its in the alquiler file": a record of theirs asked after by its name,
  // unless what is asked is what the memory keeps ("whats the deal with anjali again? any notes").
  let showsFound = false;
  // "note the vet's number in my pet file": a verb no lexicon files as writing, asked outright of a document of theirs,
  // adds to it; it is not a question about what the document holds.
  if (paths.length === 0 && action === undefined && asksToAddToOwnDocument(rest)) {
    action = 'write';
    found = { action, strength: OWN_DOCUMENT_STRENGTH };
  }
  const seesDocumentElsewhere =
    paths.length === 0 && action === 'read' && !objects.has('memory') && readsOtherLanguage(message) && asksToSeeDocumentElsewhere(rest);
  if (
    seesDocumentElsewhere ||
    (paths.length === 0 &&
      (action === undefined || action === 'read') &&
      !objects.has('environment') &&
      (asksAboutOwnDocument(rest) || (!objects.has('memory') && asksWhatOwnRecordsHold(rest))))
  ) {
    objects.add('file');
    action = 'search';
    found = { action, strength: OWN_DOCUMENT_STRENGTH };
    showsFound = true;
  }
  // "is there an lpdp essay file somewhere? i forgot where i put it": whether a file of theirs exists, found by a search.
  if (paths.length === 0 && action === undefined && asksFileSomewhere(message)) {
    objects.delete('memory');
    objects.add('file');
    action = 'search';
    found = { action, strength: OWN_DOCUMENT_STRENGTH };
  }
  // "open the door", "read me a poem": nothing of theirs is read.
  if (paths.length === 0 && action === 'read' && seesNoFile(rest)) {
    action = undefined;
    found = undefined;
  }
  // "when was the April rota last changed?": what has a last change is a file, whatever the user calls it.
  if (paths.length === 0 && action === 'info' && asksLastChangeOfNamedThing(message)) objects.add('file');
  // "a letter to my bank, its name had the word Barclays": a kept document looked for by its name is a file.
  if (paths.length === 0 && action === 'search' && seeksKeptThingByName(rest)) objects.add('file');
  // "how old is Anna", "how old is my sister": the words that ask a file's age ask a person's, when they name no file
  // but someone the user knows; only what the user told holds it.
  if (action === 'info' && paths.length === 0 && asksAcquaintanceFact(message)) {
    objects.delete('file');
    objects.add('memory');
    action = 'search';
    found = { action, strength: ACQUAINTANCE_FACT_STRENGTH, memory: true };
  }
  // "new player Amir Hosseini, goalkeeper, ...": someone new, introduced as a note is written, is a record to make, not
  // a folder ("new" reads as making something).
  if (paths.length === 0 && introducesNewOne(message)) {
    objects.delete('file');
    objects.delete('directory');
    objects.add('memory');
    action = 'create';
    found = { action, strength: PEOPLE_STRENGTH, memory: true };
  }
  // "Maria and Jorge are married", "who's my cousin's kid?": with no verb, telling or asking about the people the user
  // knows is remembering or recalling them.
  if (action === undefined && paths.length === 0 && !topicQuestion) {
    const people = aboutPeople(message, masked, rest, tokens);
    if (people) {
      objects.add('memory');
      action = people;
      found = { action, strength: PEOPLE_STRENGTH, memory: true };
    } else if (asksOwnFact(message, masked, rest)) {
      objects.add('memory');
      action = 'search';
      // A fact of someone the user knows ("who works at packright", "the plumber I liked") is surely what they told.
      found = { action, strength: asksAcquaintanceFact(message) ? ACQUAINTANCE_FACT_STRENGTH : OWN_FACT_STRENGTH, memory: true };
    } else if (tellsFactToKeep(message)) {
      // "harlow bakery moved delivery day to thursday", "one more thing about Gus: ...": told to be kept.
      objects.add('memory');
      action = 'write';
      found = { action, strength: ACQUAINTANCE_FACT_STRENGTH, memory: true };
    } else if (asksWhatMemoryHolds(message)) {
      objects.add('memory');
      action = 'search';
      found = { action, strength: ACQUAINTANCE_FACT_STRENGTH, memory: true };
    }
  }
  // "Dani isn't vegetarian anymore", "sofi no longer eats meat": what no longer holds is dropped from what is kept, never
  // kept as told (the fact read without its "isn't ... anymore" is the old one: "vegetarian" kept for Dani said the
  // opposite of what the user said).
  const keepsOrTells = action === undefined || ((action === 'write' || action === 'create') && objects.has('memory'));
  // "Dani isn't vegetarian anymore, what should I cook?": told to set up a question, which asks to drop nothing.
  if (paths.length === 0 && !topicQuestion && !toldThenPointed && !toldToAsk(message) && keepsOrTells && ENDED_FACT.test(message.trim())) {
    objects.add('memory');
    action = 'destroy';
    found = { action, strength: ACQUAINTANCE_FACT_STRENGTH, memory: true };
  }
  // What a pointing clause acts on was told about someone named ("Tina isn't vegan anymore, remove that"): their memory.
  if (toldThenPointed && paths.length === 0 && (TELLS_ABOUT_NAME.test(message.trim()) || personNames(message).length > 0)) objects.add('memory');
  // "Omar's birthday is the 2nd, fix that": what is kept about someone is corrected by keeping the right fact.
  if (toldThenPointed && action === 'edit' && objects.has('memory') && paths.length === 0) {
    action = 'write';
    found = { action, strength: found?.strength ?? PEOPLE_STRENGTH, memory: true };
  }
  const names = objects.has('memory') ? personNames(message) : [];
  const relatesPeople = names.length >= 2 && tokens.some((token) => PEOPLE_STEMS.has(token.stem)) && !/\bmy\b/.test(masked);
  // "remember that my sister Ana is allergic to peanuts": a fact asked to be kept that introduces someone by their tie
  // to the user makes a new one to remember, not a fact about one already known. (Told with no verb, it stays a fact.)
  // In another language the verb is read less firmly ("recuerda que mi hermano Carlos ..."), the tie as surely.
  const introducedElsewhere = INTRODUCED_BY_TIE_ELSEWHERE.test(message) && (found?.strength ?? 0) >= FOREIGN_VERB_STRENGTH;
  // Someone introduced by a tie is a person to keep, whatever short words of the language look like ("merk dir").
  if (introducedElsewhere && action === 'write' && objects.has('memory') && paths.length === 0) {
    objects.delete('directory');
    objects.delete('file');
  }
  if (
    action === 'write' &&
    objects.has('memory') &&
    (introducedElsewhere || ((found?.strength ?? 0) >= 1 && (relatesPeople || INTRODUCES.test(message) || NAMES_BY_TIE.test(message))))
  ) {
    action = 'create';
    found = { action, strength: found?.strength ?? PEOPLE_STRENGTH, memory: true };
  }
  const relates = relatesPeople || statesRelation(message) || LINKS.test(masked);
  // "Keiko reports to Lena": telling how two known things relate makes a relation, not a fact about one of them.
  if (action === 'write' && objects.has('memory') && relates) action = 'create';
  // "show me the photos folder", "what's in notes/": reading a folder is listing it.
  // "what's in projects": a bare name after "in", with no file named, is a folder too.
  // "whats in Music", "anything in Contracts?": asked what a place holds, a capitalised name is a folder too.
  const spokenFolder = paths.length === 0 && !objects.has('memory') && (spokenFolders.some((folder) => folder.strength >= 0.6) || asksWhatPlaceHolds(message));
  if (action === 'read' && (objects.has('directory') || spokenFolder) && !paths.some(isFileName)) action = 'list';
  // "how many items are on my packing list (travel/packing-list.md)": listing what one named file holds is reading it.
  if (action === 'list' && namesFile && !namesFolder && !objects.has('directory')) action = 'read';
  // "what's eating the space in my folder", "how much space is my photos folder using", "how big are the files in
  // podcast/": the room a folder takes is what its entries take, which a listing with sizes shows one by one; a
  // thing's own details give no sum for a folder. Asked of one file, its size stays a detail of it.
  const ownPlace = /\bmy\b/.test(masked) || THEIR_COLLECTION.test(masked) || paths.length > 0 || spokenFolders.some((folder) => folder.strength >= 0.6);
  if ((action === undefined || action === 'info') && !namesFile && ownPlace && asksRoomOfContents(masked, objects)) {
    action = 'list';
    found = { action, strength: 1 };
  }
  // "open README", "open the soup one": what one opens, unless it is someone or a record of them, is a document.
  if (action === 'read' && paths.length === 0 && !objects.has('memory') && opensDocument(message)) objects.add('file');
  // "change ada fees from 85,000 to 92,500 in school fees", "in my medicines list, change 5 mg to 2.5 mg": a change
  // made inside a thing of theirs named by what it is changes a document.
  const editsNamedPlace = action === 'edit' && paths.length === 0 && !objects.has('memory') && EDITS_NAMED_PLACE.test(rest);
  // "課題図書リストに『…』を追加して": an item added to a place writes there, though the place's name says "list".
  if (paths.length === 0 && action === 'list' && addsToPlaceUnspaced(rest)) {
    action = 'write';
    found = { action, strength: found?.strength ?? FOREIGN_VERB_STRENGTH };
  }
  // "add eggs to my shopping list": added to a document of theirs, which is a file somewhere in their folders.
  const addsToDocument = (action === 'write' || action === 'edit') && paths.length === 0 && addsToOwnDocument(rest);
  // "delete the old shopping list": a document of theirs deleted is a file, never a fact of the memory.
  const destroysDocument = action === 'destroy' && paths.length === 0 && destroysOwnDocument(rest);
  if (addsToDocument || destroysDocument) objects.delete('memory');
  if (destroysDocument) objects.add('file');
  if (editsNamedPlace || addsToDocument) objects.add('file');
  const destroys = action === 'destroy' || action === 'move' || /\boverwrit/.test(masked);
  const personal = /\bmy\b|\bi (?:have|'ve got|got|saved|put|wrote|stored|keep)\b|\bdo i have\b/.test(masked);
  const many = paths.length >= 2 || /\b(?:both|all (?:of )?(?:these|those|the|my)|these|those|several|multiple|each of)\b/.test(masked);
  const opensWithCommand = tokens.length >= 2 && COMMANDS.has(tokens[0]?.word ?? '');
  // "all the people you know about", "everyone you've stored": the people the assistant was told of are its memory.
  if (paths.length === 0 && KNOWN_TO_YOU.test(masked)) objects.add('memory');
  // "list all the people you have in memory", "what have you got on me? all of it": asking for every entry is reading
  // the whole memory, not looking one up.
  // "show me everything you have remembered so far": the assistant remembering is what it holds, read, not a fact to keep.
  const youHold = action === 'write' && objects.has('memory') && paths.length === 0 && YOU_HOLD.test(masked) && WHOLE_MEMORY.test(masked);
  if (
    youHold ||
    (objects.has('memory') && (action === 'list' || action === 'search' || action === undefined) && paths.length === 0 && WHOLE_MEMORY.test(masked))
  ) {
    action = 'read';
    found = { action, strength: found?.strength ?? PEOPLE_STRENGTH, memory: true };
  }
  // "show me everything in my memory" asks for all of it, not for one thing named.
  const wholeMemory =
    action === 'read' && ((found?.memory === true && /\b(?:everything|all)\b/.test(masked)) || (objects.has('memory') && WHOLE_MEMORY.test(masked)));
  const namesTarget =
    !wholeMemory &&
    (paths.length > 0 ||
      opensWithCommand ||
      editsNamedPlace ||
      addsToDocument ||
      NAMED_THING.test(masked) ||
      namesForeignThing(tokens) ||
      spokenFolders.some((folder) => folder.strength >= 0.6));
  return {
    ...(action ? { action } : {}),
    strength: found?.strength ?? 0,
    many,
    namesTarget,
    detail: requestDetail(masked),
    relates,
    ...(relatesPeople ? { relatesPeople } : {}),
    ...(action === 'compute' ? { arithmetic: arithmeticAsked(message) } : {}),
    ...(action === 'convert' ? measureOf(rest) : {}),
    // Whatever else a later word reads as ("let the landlord know important.md should be deleted"), read on the words as
    // written: a file name read with the words before it ("landlord know important.md") is no file of the message's.
    ...(messagesSomeone(message) ? { messagesSomeone: true } : {}),
    ...(wholeMemory ? { everything: true } : {}),
    // Only while the reading still looks for a file: a later reading (a fact of a person) makes it something else.
    ...(showsFound && action === 'search' && objects.has('file') && !objects.has('memory') ? { readsFound: true } : {}),
    personal,
    objects,
    ...(action === 'destroy' && FORGETS_SOMEONE.test(message)
      ? { scope: 'whole' as const }
      : scopeOf(masked, tokens, action, quotedFacts(message, quotedMentions))),
    destroys,
    paths,
    quoted,
  };
}

/** Sizes compared or added up: the biggest of several, what takes up the room, how big several things are. */
const ROOM_TAKEN =
  /\b(?:biggest|largest|smallest|heaviest)\b|\b(?:taking|takes|take|eating|eats|using|uses|hogging|hogs) (?:up )?(?:all |so much |the most |most )?(?:of )?(?:the |my )?(?:space|room|storage|disk)\b|\bhow (?:big|large|heavy) are\b|\bhow much (?:space|room|storage|disk)\b|\btotal size\b/;
/** "how big are the photos", "the fuel receipts": a collection of things people keep, theirs when asked after. */
const THEIR_COLLECTION = /\bthe (?:[a-z][\w-]* ){0,2}(?:photos|pictures|pics|videos|receipts|invoices|files|documents|scans|recordings|downloads)\b/;
/** A place things are kept in: a folder, or files and pictures, which sit in one. */
const KEPT_IN: readonly ObjectKind[] = ['directory', 'file', 'media'];

function asksRoomOfContents(masked: string, objects: ReadonlySet<ObjectKind>): boolean {
  if (!KEPT_IN.some((kind) => objects.has(kind)) && !THEIR_COLLECTION.test(masked)) return false;
  return ROOM_TAKEN.test(masked) || (objects.has('directory') && requestDetail(masked).sized);
}

/** "open" said of a thing: files and documents are opened; a person or their entry is looked up, not opened. */
const OPENS_THING = /^open(?: up)?\s+(?!(?:(?:Mrs?|Ms|Dr)\.?\s+)?\p{Lu}\p{Ll})(?!.*\b(?:entry|entries|record|records|node|nodes|profile|memory)\b)/u;

function opensDocument(message: string): boolean {
  return OPENS_THING.test(message.trim().replace(POLITE_LEAD, ''));
}

/**
 * "Keiko reports to Lena", "Tom works at Northwind", "Priya is Raj's wife": a relation is said with a word that joins
 * the two ("to", "at", "of"); "Priya prefers Slack" tells a fact about one of them.
 */
function statesRelation(message: string): boolean {
  const kind = findStatedRelation(message)?.kind?.value;
  return kind !== undefined && /\b(?:to|at|with|of|for|on|in|from|under|by|about)$/.test(kind);
}

/**
 * Every entry at once: "all the people", "everyone you know", "everything (so far)", "all of it"; and "what do you
 * remember?", "what do you know about me?", asked with nothing more named, which only the whole memory answers.
 */
const WHOLE_MEMORY =
  /\b(?:all (?:the |of the )?(?:people|persons|entries|entities|names|contacts|records)|every(?:one|body|thing)(?! about)|all of it|the whole (?:thing|graph|memory)|who all|who (?:all )?(?:do|have) you (?:got|have|know|remember|kept|stored|saved)|(?:who|what)(?:'s|’s| is| are| do (?:i|we|you) (?:have|got)| have (?:i|we|you) got) (?:in|on) (?:your |the |my )?memory(?=\s*[?.!]*$))\b|^(?:(?:so|ok|okay|and|hey)[,!]?\s+)?what (?:do|did|have|else do) you (?:remember(?:ed)?|know|kept|stored|saved|got)(?: (?:about|of|on) (?:me|us|me and my (?:people|family|friends)|my (?:people|family|friends)))?(?: (?:so far|now|yet|already|by now))?\s*[?.!]*$/;

/** The assistant as the one who remembers or keeps: "you have remembered", "you are remembering", "you've stored". */
const YOU_HOLD = /\byou(?:'ve|’ve|'re|’re| have| are| had)? (?:been )?(?:remembered|remembering|stored|storing|saved|kept|keeping|noted|recorded)\b/;

/** "forget Daniel", "please forget my ex, Daniel", "forget about Dr. Ruiz": someone forgotten by name is forgotten whole. */
const FORGETS_SOMEONE =
  /\bforget (?:about )?(?:(?:my|our|his|her|their) (?:[\w-]+ ){0,2}?[\w-]+,? )?(?:(?:Mrs?|Ms|Dr)\.? )?\p{Lu}\p{Ll}+(?: \p{Lu}\p{Ll}+)?(?=\s*(?:$|[.,!;]))/u;

const KNOWN_TO_YOU =
  /\b(?:people|persons|everyone|everybody|contacts|names) (?:that |who |whom )?you(?:'ve| have)? (?:know|remember|have (?:stored|saved|noted|kept|on file)|stored|saved|kept|noted)\b/;

/** Linking a named one to another: "link Omar to ...", "connect Dr. Ruiz with ...". */
const LINK_REQUEST = /^(?:link|connect|relate|associate|tie)\s+(?:(?:Mrs?|Ms|Dr)\.?\s+)?\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)?\s+(?:to|with|and)\s/u;
const POLITE_LEAD = /^(?:(?:ok(?:ay)?|so|now|please|pls|also|and|then|can you|could you|would you)[,!]?\s+)*/i;

/** "link Priya to Project Falcon", "connect Tom and Northwind": asking for a relation with a verb for it. */
const LINKS = /\b(?:link|connect|relate|associate|unlink|disconnect)\b|\b(?:the|that|this|a) (?:[\w-]+ ){0,3}?(?:link|relation|relationship)\b/;

/** Words asking a listing for more than names: the tree below, sizes, or which folders may be reached. */
/**
 * "the whole arrangement of my folders", "how my folders are laid out", "every folder and what's inside it": the shape
 * of all of them, below the first level too.
 */
const RECURSIVE_LISTING =
  /\b(?:structure|tree|sub-?folders?|sub-?directories|organi[sz]ed|organi[sz]ation|arrangement|arranged|laid out|hierarchy|layout|recursive(?:ly)?|nested|map (?:it )?out|all the way down)\b|\b(?:every|each) (?:folder|directory) and (?:what(?:'s| is)|everything) (?:in|inside)\b/;
const SIZED_LISTING = /\b(?:sizes?|sized|space|room|big|bigger|biggest|large|larger|largest|smallest|heavy|heaviest)\b|(?:^|\s)-l[a-z]*\b/;
const ACCESS_LISTING =
  /\b(?:allowed|permitted|access|(?:can|could) you (?:actually |even |really )?(?:see|get to|reach|get into)|able to (?:see|reach|get to))\b/;

function requestDetail(masked: string): ListingDetail {
  // Other languages' words for sizes and trees ("tamaños", "struttura", "サイズ"), in text in another language.
  const other = readsOtherLanguage(masked);
  return {
    recursive: RECURSIVE_LISTING.test(masked) || (other && FOREIGN_TREE.test(masked)),
    sized: SIZED_LISTING.test(masked) || (other && FOREIGN_SIZED.test(masked)),
    access: ACCESS_LISTING.test(masked),
  };
}

/** How firmly a verb of another language is read ("recuerda", "merk dir"): `foreignVerb`. */
const FOREIGN_VERB_STRENGTH = 0.9;
/** How surely telling or asking about people with no verb is about the memory of them. */
const PEOPLE_STRENGTH = 0.8;
/** "who do I know that ...", "anyone I know who ...". */
const KNOWN_PEOPLE = /\b(?:who|anyone|anybody|someone|somebody|people)(?: (?:else|do|that|who))* i know\b/;
/** A tie named as someone's: "my sister", "his wife", "Raj's wife" (the possessive is stripped from tokens). */
const POSSESSOR = /^(?:my|his|her|their|our)$/;
/** A person's name inside a sentence ("Jake", "Mrs. Okafor"), or one opening a sentence that joins or owns another. */
const PERSON_NAME = /(?<=[a-z,;]\s+)(?:(?:Mrs?|Ms|Dr)\.?\s+)?\p{Lu}\p{Ll}+|^\p{Lu}\p{Ll}+(?=\s+and\s+\p{Lu}|['’]s\s|\s+is\s+\p{Lu})/mu;
/** A name in a sentence ("Jake", "Dr. Weiss"), or one opening it when joined or owned ("Maria and", "Raj's", "Priya is Raj's"). */
const NAME_IN_SENTENCE = /(?<=[\p{Ll},;:]\s+)(?:(?:Mrs?|Ms|Dr)\.?\s+)?\p{Lu}\p{Ll}+|(?<=^|[.!?]\s+)\p{Lu}\p{Ll}+(?=\s+and\s+\p{Lu}|['’]s\s|\s+is\s+\p{Lu})/gmu;
/**
 * Someone or something named by its tie to the user, whatever the tie: "my dentist is Dr. Patel", "my cat's name is
 * Biscuit", "my favourite restaurant is Luigi's", "Sofia is my accountant".
 */
const NAMES_BY_TIE =
  /\b[Mm]y (?:[\w-]+ ){0,2}?[\w-]+(?:['’]s name)? (?:is|was) (?:called |named )?(?:(?:Mrs?|Ms|Dr)\.? )?\p{Lu}\p{Ll}|(?:^|[\s:,])(?:(?:Mrs?|Ms|Dr)\.? )?\p{Lu}\p{Ll}+ (?:is|was) my [\w-]+/u;
/** "my sister Ana", "my boss Linda", "my coworker is called Raj", "my neighbor is Mrs. Okafor". */
const INTRODUCES = new RegExp(`\\bmy (?:${[...PEOPLE_WORDS].join('|')}) (?:(?:is|was) (?:called |named )?)?(?:(?:Mrs?|Ms|Dr)\\.? )?\\p{Lu}\\p{Ll}`, 'iu');

/** The people a request names, in order, each once. */
function personNames(message: string): string[] {
  return [...new Set([...message.matchAll(NAME_IN_SENTENCE)].map((match) => match[0]))];
}

/**
 * A sentence that opens on a name (or a name's thing) and goes on with a verb of the third person: "Tom works at
 * Northwind", "Raj got promoted", "Lena's birthday is in May". Only read when no verb asks anything else.
 */
const TELLS_ABOUT_NAME =
  /^(?!(?:The|This|That|These|Those|It|He|She|They|We|You|There|Here|My|Your|Our|Their|His|Her|Its|What|Who|How|Why|When|Where|Which|Everyone|Everything|Nobody|Someone|Something)\b)(?:(?:Mrs?|Ms|Dr)\.?\s+)?\p{Lu}\p{Ll}+(?:\s\p{Lu}\p{Ll}+)?(?:['’]s\s+\p{Ll}+)?\s+(?:is|was|has|had|got|left|isn't|wasn't|doesn't|can't|won't|\p{Ll}{2,}(?:s|ed))\b/u;

/** How surely a question about the user's own facts or the people they name is about what they told before. */
const OWN_FACT_STRENGTH = 0.6;
/** The same for a question `asksAcquaintanceFact` reads: firm, as "find" is. */
const ACQUAINTANCE_FACT_STRENGTH = 0.8;
/**
 * "the plumber I liked", "that restaurant I like", "the guy we met": a thing the user knows by what they did with it.
 * "the file I mentioned" points back at the conversation instead (`route/history-lookup.ts`).
 */
const KNOWN_BY_USER =
  /\b(?:the|that|those|this) (?:[\w'-]+ ){1,3}(?:that |who |whom |which )?(?:i|we) (?!(?:can|could|should|would|will|do|need|want|mentioned|said|told|asked|wrote|shared|gave|sent)\b)[a-z]+/;
/**
 * Someone called by one name, as people call those they know: "where does Sam live?", "when is Lena's birthday?".
 * A full name ("Taylor Swift", "the Mona Lisa") is more often someone everybody knows.
 */
const ONE_NAME_ASKED = /(?<=\b(?:does|did|is|was|has|about) )\p{Lu}\p{Ll}+(?= \p{Ll})|(?<!\p{Lu}\p{Ll}*\s)\b\p{Lu}\p{Ll}+['’]s\b(?! \p{Lu})/u;
/** "what's my wifi password", "when is my dentist appointment". */
const MY_FACT = /^(?:what|whats|when|where|who|which)(?:'s| is| was| are| were| does| did)? (?:\w+ )?my\b/;

/**
 * A question that looks up something only the user knows: their own facts ("what was my car's plate number"),
 * things known by what they did ("the plumber I liked"), or a person they name ("where does Sam live?"). Read as
 * recalling what they told, weakly: the fitted decision weighs it against the rest.
 */
function asksOwnFact(message: string, masked: string, rest: string): boolean {
  // "田中さんの情報を教えて": a fact of someone the user knows is asked for in a request as well as in a question.
  const question = /\?\s*$/.test(message) || LOOKUP_QUESTION.test(rest) || asksAcquaintanceFact(message);
  if (!question || ADVICE.test(masked)) return false;
  return MY_FACT.test(rest) || KNOWN_BY_USER.test(masked) || ONE_NAME_ASKED.test(message) || asksAcquaintanceFact(message);
}

/** "in memory", "your knowledge graph has": the store of what the user told, named as a place or as a holder. */
const MEMORY_NAMED =
  /\b(?:in|from|on) (?:your |my |the )?(?:memory|memories|knowledge graph)\b|\b(?:memory|knowledge graph) (?:have|has|hold|holds|got|say|says|know|knows)\b/i;
/** "anything", "anyone": asks whether something is there. */
const ANY_THING = /\b(?:any|anything|anyone|anybody|something|someone)\b/i;

/** "does memory have anything on 'Elm Road'?", "anyone in memory who likes chess?": a question of what the memory holds. */
function asksWhatMemoryHolds(message: string): boolean {
  const question = /\?\s*$/.test(message) || LOOKUP_QUESTION.test(message.trim().toLowerCase());
  return question && MEMORY_NAMED.test(message) && ANY_THING.test(message);
}

/** Questions that look a fact up, against questions asking for advice ("how do I ask my boss for a raise"). */
const LOOKUP_QUESTION = /^(?:who|whom|whose|what|whats|where|when|which|anyone|anybody|any|does|is|do|did)\b/;
const ADVICE = /\b(?:how|should|could|would|idea|ideas|advice|tips?|suggest\w*)\b/;

/**
 * Whether a request with no verb tells ("write") or asks ("search") something about the people the user knows: a tie
 * word owned by someone or beside a name ("Priya is Raj's wife", "my coworker is called Raj Patel"), or "who do I know".
 */
function aboutPeople(message: string, masked: string, rest: string, tokens: readonly Token[]): Action | undefined {
  const question = /\?\s*$/.test(message) || LOOKUP_QUESTION.test(rest);
  if (ADVICE.test(masked)) return undefined;
  if (KNOWN_PEOPLE.test(masked)) return 'search';
  // "my sister lives in Lyon, what's a good gift to send her": told to set up a question, which asks no memory.
  if (toldToAsk(message)) return undefined;
  // "Keiko reports to Lena", "Lena's birthday is 12 November": a statement that opens on someone's name tells about them.
  if (!question && TELLS_ABOUT_NAME.test(message.trim())) return 'write';
  const tie = tokens.some((token, at) => PEOPLE_STEMS.has(token.stem) && (POSSESSOR.test(tokens[at - 1]?.word ?? '') || at === 0));
  const named = PERSON_NAME.test(message);
  const tied = tokens.some((token) => PEOPLE_STEMS.has(token.stem));
  if (!(tie || (tied && named))) return undefined;
  return question ? 'search' : 'write';
}

/** Whether the request asks to delete, remove, overwrite, move or rename something. */
export function asksToDestroy(message: string): boolean {
  return readRequestAction(message).destroys;
}

interface Found {
  action: Action;
  strength: number;
  memory?: boolean;
}

interface Token {
  word: string;
  stem: string;
}

/** Arabic short vowels, tanween, the doubling sign and the dagger alef: optional marks over a written word. */
const ARABIC_VOWEL_MARKS = /[\u064b-\u065f\u0670]/u;
const ARABIC_VOWEL_MARKS_ALL = /[\u064b-\u065f\u0670]/gu;

/** Words of the request with their stems (plain letters take the fast pattern; other scripts the Unicode one). */
function tokensOf(text: string, slips = false): Token[] {
  const pattern = /[^ -~]/.test(text) ? WORD : ASCII_WORD;
  const tokens: Token[] = [];
  for (const match of text.matchAll(pattern)) {
    const typed = match[0].endsWith('s') && /['’]s$/.test(match[0]) ? match[0].slice(0, -2) : match[0];
    // Arabic is mostly written without its short vowels and the doubling sign ("تذكّر" is "تذكر"): the words read bare.
    const written = ARABIC_VOWEL_MARKS.test(typed) ? typed.replace(ARABIC_VOWEL_MARKS_ALL, '') : typed;
    // "opne the file", "lsit the foldr": a slip of the keyboard reads as the word meant.
    const word = (slips ? intendedWord(written) : undefined) ?? written;
    tokens.push({ word, stem: stem(word) });
  }
  return tokens;
}

/**
 * The text with a slip of the keyboard in a verb of keeping what is told read as the verb meant (`intendedWord`): the
 * phrases that read it know no other spelling. Other words stay as written ("subfolders" is no slip of "subfolder").
 */
function withSlipsRead(text: string): string {
  return text.replace(SLIPPED_WORD, (word) => {
    const meant = intendedWord(word);
    return meant !== undefined && MEMORY_PHRASE_VERBS.includes(meant) ? meant : word;
  });
}
/** A word of four to twenty letters, from its start (a slip is never shorter, and no word people type is longer). */
const SLIPPED_WORD = /(?<![a-z'-])[a-z]{4,20}(?![a-z'-])/g;

/** Paths, quotes and addresses blanked out: "photos/cat.jpg" holds no verb, and a quoted note is what to write, not how. */
function maskValues(message: string, mentions: ReadonlyArray<{ start: number; end: number }>): string {
  if (mentions.length === 0) return message;
  const spans = [...mentions].sort((a, b) => a.start - b.start);
  let out = '';
  let at = 0;
  for (const span of spans) {
    if (span.start < at) continue;
    out += `${message.slice(at, span.start)} `;
    at = span.end;
  }
  return out + message.slice(at);
}

/** Where a clause starts after the first: a comma, colon, dash or sentence end, then a space (no run of spaces: a long one would be read from each of its places). */
const CLAUSE_BREAK = /[,;:!?—–]\s|\.\s| [—–-] /;

/**
 * A clause that opens on a verb and then points back at what came before: "remove that", "drop that link",
 * "record that", "update her info", "link them", "take that out", "remember it".
 */
const POINTS_BACK =
  /^[a-z]+(?: (?:out|off|down|up|away))? (?:(?:that|this|it|them|him|her)(?: (?:out|off|away))?(?:$|[\s.!])|(?:the|that|this|his|her|their) (?:[\w-]+ ){0,3}?(?:link|relation|relationship|connection|note|bit|fact|entry|info|record|detail)s?\b)/;

/** The first later clause that opens on a firm verb or phrase, read as its own request. */
function laterClauseAction(rest: string, pointsBack?: RegExp): Found | undefined {
  if (!CLAUSE_BREAK.test(rest)) return undefined;
  for (const clause of rest.split(CLAUSE_BREAK).slice(1)) {
    const text = clause.replace(LEAD_IN, '');
    if (pointsBack && !pointsBack.test(text)) continue;
    const at = PHRASES.map((phrase) => phrase.pattern.exec(text)?.index ?? -1);
    const found = openingPhrase(text, at) ?? openingVerb(tokensOf(text));
    if (found && found.strength >= 1) return found;
  }
  return undefined;
}

/**
 * Command words that are words of a language too ("du er snill" is Norwegian, "more ideas", "head office"): they open
 * a command only where it reads as one, naming a file or folder or said in a few words of English.
 */
const WORDS_TOO: ReadonlySet<string> = new Set(['cat', 'less', 'more', 'head', 'tail', 'dir', 'tree', 'stat', 'du', 'find', 'touch', 'echo']);

/** A request that reads as a command: it names a path, gives a flag ("du -sh photos") or is a few words of English. */
function readsAsCommand(rest: string, paths: readonly string[], tokens: readonly Token[], message: string): boolean {
  return paths.length > 0 || /^\s*\S+\s+-{1,2}\w/.test(rest) || (tokens.length <= 3 && !readsOtherLanguage(message));
}

/**
 * A command word or a firm verb that opens the request ("cat x", "delete the file", "remember ..."); a command word
 * that is a word too only where `asCommand` says the request reads as a command.
 */
function openingVerb(tokens: readonly Token[], asCommand = true): Found | undefined {
  const first = tokens[0]?.word;
  if (first === undefined) return undefined;
  const command = COMMANDS.get(first);
  if (command && (asCommand || !WORDS_TOO.has(first))) return { action: command, strength: 1 };
  const verb = VERB_STEMS.get(tokens[0]?.stem ?? '');
  return verb && verb.strength === 1 ? { action: verb.action, strength: 1, ...(MEMORY_VERBS.has(tokens[0]?.stem ?? '') ? { memory: true } : {}) } : undefined;
}

/**
 * A phrase that opens the request names its action more exactly than its first word does: "make a note that ..."
 * remembers, "get rid of ..." destroys, "look for ..." searches.
 */
function openingPhrase(text: string, phraseAt: readonly number[]): Found | undefined {
  const start = text.search(/\S/);
  const at = phraseAt.findIndex((index) => index >= 0 && index === start);
  return at >= 0 ? phraseFound(PHRASES[at] as (typeof PHRASES)[number]) : undefined;
}

/** The first phrase (in the lexicon's order) found anywhere in the request. */
function phraseAction(phraseAt: readonly number[]): Found | undefined {
  const at = phraseAt.findIndex((index) => index >= 0);
  return at >= 0 ? phraseFound(PHRASES[at] as (typeof PHRASES)[number]) : undefined;
}

function phraseFound(phrase: (typeof PHRASES)[number]): Found {
  return { action: phrase.action, strength: 1, ...(phrase.memory ? { memory: true } : {}) };
}

/**
 * Where a request puts the verb of what it asks: a sentence's or clause's start, or right after "can you",
 * "please", "help me", "I want you to". A verb elsewhere tells a story ("I'm starting a new ritual, can you
 * tell me ...") rather than asking for it.
 */
const REQUEST_SLOT =
  /(?:^|[.!?;:\n]\s*|\b(?:can|could|would|will) (?:you|u) (?:please |just |also |maybe )?|\bplease |\bhelp me (?:to )?|\b(?:want|need|like|wish) (?:you )?to |\b(?:and|then) (?:then |also |please )?)([a-z][a-z'-]*)/g;

/** The first firm verb in a request slot, else the first generic one ("get", "show"). */
function requestedVerb(text: string): Found | undefined {
  let weak: Found | undefined;
  const slips = !readsOtherLanguage(text);
  for (const match of text.matchAll(REQUEST_SLOT)) {
    const written = match[1] ?? '';
    const verb = VERB_STEMS.get(stem((slips ? intendedWord(written) : undefined) ?? written));
    if (!verb) continue;
    if (verb.strength === 1) return { action: verb.action, strength: 1 };
    weak ??= { action: verb.action, strength: verb.strength };
  }
  return weak;
}

/**
 * Verbs of other languages: their phrases first ("ta bort", "vergeet niet"), then whole words in scripts written
 * with spaces, then the earliest word inside Chinese, Japanese, Korean or Thai text.
 */
function foreignAction(tokens: readonly Token[], text: string, otherLanguage: (word: string) => boolean): Found | undefined {
  for (const phrase of FOREIGN_PHRASES) if (phrase.pattern.test(text)) return { action: phrase.action, strength: 0.9 };
  for (const phrase of FOREIGN_VERB_PHRASES) {
    if (phrase.pattern.test(text)) return { action: phrase.action, strength: 0.9, ...(phrase.memory ? { memory: true } : {}) };
  }
  for (const token of tokens) {
    // "lembra-te que ...": a memory verb with a pronoun joined to it is the verb.
    const memoryVerb = FOREIGN_MEMORY.has(token.word) ? token.word : (token.word.split('-')[0] ?? token.word);
    const memory = FOREIGN_MEMORY.get(memoryVerb);
    if (memory && otherLanguage(memoryVerb)) return { action: memory, strength: 0.9, memory: true };
    // "crée-moi", "mostra-me", "zeig's": the verb before a pronoun joined to it.
    const verb = FOREIGN_WORDS.has(token.word) ? token.word : (token.word.split('-')[0] ?? token.word);
    const action = FOREIGN_WORDS.get(verb);
    if (action && otherLanguage(verb)) return { action, strength: 0.9 };
    const bare = withoutEnclitic(token.word);
    const encliticAction = bare === undefined ? undefined : FOREIGN_WORDS.get(bare);
    if (bare !== undefined && encliticAction && otherLanguage(bare)) return { action: encliticAction, strength: 0.9 };
  }
  return UNSPACED_LETTER.test(text) ? unspacedAction(text) : undefined;
}

/**
 * The earliest action word inside text without spaces (the longest where two start together), skipping one that
 * is part of a longer noun: 写 "write" inside 写真 "photo", メモ "memo" inside メモリ "memory".
 */
function unspacedAction(text: string): Found | undefined {
  const nouns = CJK_OBJECTS.flatMap(([word]) => occurrences(text, word).map((at) => ({ at, end: at + word.length })));
  let best: (Found & { at: number; length: number }) | undefined;
  for (const [word, action, memory] of CJK_WORDS) {
    for (const at of occurrences(text, word)) {
      if (nouns.some((noun) => noun.at <= at && at + word.length <= noun.end && noun.end - noun.at > word.length)) continue;
      if (best === undefined || at < best.at || (at === best.at && word.length > best.length)) {
        best = { action, strength: 0.9, at, length: word.length, ...(memory ? { memory: true } : {}) };
      }
      break;
    }
  }
  return best ? { action: best.action, strength: best.strength, ...(best.memory ? { memory: true } : {}) } : undefined;
}

/** Where a word occurs in a text, in order. */
function occurrences(text: string, word: string): number[] {
  const out: number[] = [];
  for (let at = text.indexOf(word); at >= 0; at = text.indexOf(word, at + 1)) out.push(at);
  return out;
}

/**
 * A past recalled together: "remember when" (or "back when", "the time", "the days") with the past said after it
 * ("used to", "had", "was"), or "the old days"; after an interjection or "do you".
 */
const REMINISCES =
  /^(?:(?:lol|lmao|haha+|hehe+|omg|oh|ah|aw+|hey|man|dude|bro|ok)[\s,!.]+)*(?:do (?:you|u) |you |u )?remember (?:(?:when|back when|the (?:time|times|days))\b(?=[^.?!]*\b(?:used to|had|was|were|did|could|would|went|came|got)\b)|the (?:good )?old days\b|back in the day\b)/;

/** One character of an emoji: a pictograph, its joiner, a variation selector or a skin tone. */
const PICTOGRAPH_PART = /^(?:\p{Extended_Pictographic}|\u{FE0F}|\u{200D}|[\u{1F3FB}-\u{1F3FF}])$/u;

/**
 * The text without the emoji (and the spaces between them) at its start and end, walked character by character from
 * each end: a pattern that looked for the end's run from every position took seconds on 32 KB of them.
 */
function withoutEdgePictographs(text: string): string {
  const chars = [...text];
  const edge = (char: string) => PICTOGRAPH_PART.test(char) || /^\s$/u.test(char);
  let end = chars.length;
  while (end > 0 && edge(chars[end - 1]!)) end -= 1;
  if (end < chars.length && !chars.slice(end).some((char) => PICTOGRAPH_PART.test(char))) end = chars.length;
  let start = 0;
  while (start < end && edge(chars[start]!)) start += 1;
  if (start > 0 && !chars.slice(0, start).some((char) => PICTOGRAPH_PART.test(char))) start = 0;
  return start === 0 && end === chars.length ? text : chars.slice(start, end).join('');
}

function otherScriptPaths(message: string, found: ReadonlyArray<{ start: number; end: number }>): string[] {
  if (!/[^ -~]/.test(message)) return [];
  return [...message.matchAll(UNICODE_PATH)]
    .filter((match) => !found.some((span) => match.index < span.end && match.index + match[0].length > span.start))
    .filter((match) => /[^ -~]/.test(match[0]))
    .map((match) => match[0]);
}

/** A file or folder noun of another language followed by a name ("la carpeta fotos", "dossier photos"). */
function namesForeignThing(tokens: readonly Token[]): boolean {
  return tokens.some((token, at) => {
    const kind = FOREIGN_OBJECTS.get(token.word);
    return (kind === 'file' || kind === 'directory') && at + 1 < tokens.length;
  });
}

function addPathObjects(path: string, objects: Set<ObjectKind>, file: boolean): void {
  if (MEDIA_EXTENSION.test(path)) objects.add('media');
  objects.add(file ? 'file' : 'directory');
}

/**
 * "Remove Mr. Subramanian's "comes first week of month"", "remove 'teaches piano' from Kenji": words quoted in a request
 * to remove, starting in lower case, are the words of one fact, never the whole of whom they were said. A quoted name
 * starts with a capital ("delete "Tom Byrne"") or follows "called" ("the entity is called 'old phone'").
 */
function quotedFacts(message: string, quoted: readonly { text: string; start: number }[]): boolean {
  return quoted.some(
    (mention) => /^\p{Ll}\S*\s+\S/u.test(mention.text.trim()) && !/\b(?:called|named|titled)\s*["“'‘`]?$/i.test(message.slice(0, mention.start)),
  );
}

/**
 * Things said to be in or from what ends the request (its path blanked): "the done items in todo.md", "the empty
 * lines from notes.md"; files are not things in a file ("the photos in photos/2023" are files).
 */
const PART_OF_FILE =
  /\b(?:the|all(?: the)?|any|those|these|every)\s+(?!(?:files?|folders?|director(?:y|ies)|documents?|docs?|photos?|pictures?|images?)\b)(?:[\p{L}-]+\s+){0,3}?(?:in|from|inside|out of)\s*(?:(?:the|my|this|that)\s*)?(?:[\p{L}-]+\s*)?[?.!]*\s*$/iu;

/** Whether a destroy request is about one fact of a thing ("the note that ...") or the whole thing ("everything about Bob"). */
function scopeOf(text: string, tokens: readonly Token[], action: Action | undefined, quotesFact: boolean): { scope?: Scope; thingsInFile?: true } {
  if (action !== 'destroy') return {};
  // "wipe his old number but keep the rest of him": what is kept says only a part goes.
  if (/\bkeep (?:the rest|everything else|all (?:the )?(?:rest|else))\b|\bbut keep\b/.test(text)) return { scope: 'part' };
  if (/\b(?:everything|all) (?:about|of|on)\b|\b(?:entirely|completely|altogether)\b|\bfrom (?:your |the )?memory\b/.test(text)) return { scope: 'whole' };
  // "clear out the done items in todo.md", "delete the typos in notes.md": things inside a file go, not the file.
  if (PART_OF_FILE.test(text)) return { scope: 'part', thingsInFile: true };
  if (/\bthat\b/.test(text) || quotesFact || tokens.some((token) => PART_STEMS.has(token.stem))) return { scope: 'part' };
  if (tokens.some((token) => WHOLE_STEMS.has(token.stem))) return { scope: 'whole' };
  return {};
}

/** What a conversion's measure measures, where its units say. */
function measureOf(text: string): { measure?: string } {
  const measure = convertedDimension(text);
  return measure === undefined ? {} : { measure };
}

/** Whether the request, as written, opens by asking to send a message to someone ("text Priya that ..."). */
export function messagesSomeone(message: string): boolean {
  return MESSAGE_FOR_SOMEONE_ASKED.test(message.slice(0, 200).trim().toLowerCase().replace(LEAD_IN, ''));
}
