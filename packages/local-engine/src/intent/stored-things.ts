/**
 * "whats in invoices", "anything in Suppliers", "any pdfs in receipts", "full tree of clients", "all the .xlsx
 * files", "anything called budget": a short request after what a place of the user's holds, or after things by
 * their name or kind, often with no verb at all. Only a tool that reads folders can answer it. "what's in a caesar
 * salad" asks what something is made of: a place is named bare or as the user's ("in invoices", "in my Photos"),
 * never with "a". A feature the fitted route weighs beside a tool that takes a file or folder, not a rule.
 */
import { FILE_EXTENSIONS, PLURAL_FILE_KIND } from '../text/file-kinds.js';

const FILE_EXTENSION_WORDS = [...FILE_EXTENSIONS].join('|');

/** "whats in X", "anything in X", "any jpgs in X", "everything under X": X bare, "my X" or "the X folder". */
const PLACE_HOLDS = new RegExp(
  String.raw`^(?:(?:yo|ok|so|and|hey)[, ]+)?(?:what(?:'|’)?s|whats|what is|what do i have|anything|something|everything|(?:do i have )?any ${PLURAL_FILE_KIND})\s+(?:in|inside|under)\s+(?:(?:my|our)\s+)?(?!(?:a|an|this|that|it|there|here|life|general|the (?!\S+ (?:folder|dir|directory)\b))\b)[\p{L}\d][\p{L}\d ._-]{0,30}?\s*(?:folder|dir|directory)?\s*(?:pls|please|plz)?\s*\??$`,
  'iu',
);
/** "anything called budget", "a file named tax", "anything with 'garden' in its name". */
const BY_NAME =
  /\b(?:anything|something|everything|files?|folders?|documents?|stuff)\s+(?:called|named|titled)\b|\bwith\s+\S+\s+in\s+(?:the|its|their)\s+names?\b/i;
/** "all the .xlsx files", "any pdfs", "every .docx": every file of a kind. */
const EVERY_OF_KIND = new RegExp(
  String.raw`^(?:(?:ok|so|and)[, ]+)?(?:(?:show|list|find|get)(?: me)? )?(?:all|any|every)(?: (?:the|my|of my|of the))? (?:\.?\w{2,5} files|\.\w{1,5}\b|${PLURAL_FILE_KIND})\b`,
  'i',
);
/**
 * "find every contract pdf", "find all R scripts", "search Photos for IMG_2024": a search among the user's things,
 * for every thing of a kind, or in a place named before what is looked for ("the web" is no place of theirs).
 */
const SEARCH_OWN = new RegExp(
  String.raw`^(?:(?:please|pls|ok|so|and|can you|could you)[, ]+)*(?:find|search|look for|locate|hunt for|dig up)\s+(?:me\s+)?(?:(?:every|all|each)(?: of)?(?: the| my)?\s+(?:[\p{L}\d-]+\s+){0,2}(?:${PLURAL_FILE_KIND}|scripts|[\p{L}\d-]+\s+(?:\.?\w{2,5}\s+)?(?:under|in|inside)\s+\S+|(?:[\p{L}\d-]+\s+)?(?:${FILE_EXTENSION_WORDS})s?\b)|(?!(?:the\s+)?(?:web|internet|net|online|google)\b)(?:my\s+|the\s+)?[\p{L}\d_-]+\s+for\s+\S)`,
  'iu',
);
/** "how much space is receipts taking up", "whats eating all my disk in pages": how much room the user's things use. */
const SPACE_USED =
  /\b(?:how much|what'?s|whats|what is)\s+(?:(?:disk\s+)?space|room|storage|disk)\s+(?:is|are|does|do)\b|\b(?:taking up|eating|hogging|using up|filling up)\s+(?:all\s+)?(?:(?:my|the)\s+)?(?:space|disk|storage|room)\b|\bwhat'?s\s+(?:eating|hogging|taking up)\b/i;
/** "what recipes have i got", "which invoices do I have": the user's things of a kind, by the word for them. */
const OWN_OF_KIND = /^(?:(?:so|ok|and)[, ]+)?(?:what|which|wat)\s+([\p{L}-]{3,})\s+(?:do\s+i\s+(?:have|keep)|have\s+i\s+got|did\s+i\s+(?:save|keep))\b/iu;
/** Words asked after as "what X do I have" that are no things kept in folders ("what options do I have"). */
const NOT_KEPT = String.raw`(?:options|choices|alternatives|rights|questions|symptoms|chances|mistakes|changes|decisions|errors|problems|issues|ways?|allergies|skills|friends)`;
/** The same said in the other languages read here ("quais opções eu tenho"). */
const NOT_KEPT_ELSEWHERE = String.raw`(?:op[çc][õo]es|opciones|options|optionen|opzioni|direitos|derechos|droits|rechte|diritti|perguntas|preguntas|questions|fragen|domande|alternativas|alternatives|alternativen|alternative)`;
/** A word that names the user's things ("invoices", "in-laws", "2026"). */
const KIND_WORD = String.raw`[\p{L}\d][\p{L}\d-]{2,}`;
/**
 * "which certificates have I saved so far?", "which invoices have I made this year?", "what have I got in clients",
 * "show me the invoices i have", "what bits do i have lying around": the user's things of a kind, or what a place of
 * theirs holds, asked after with no path. The kind or the place is named once (the group "kind"), a folder of theirs.
 */
export const OWN_KEPT_THINGS = new RegExp(
  String.raw`\bwhat(?: have|'ve|’ve)? i (?:got|have) (?:in|inside) (?:my )?(?<place>${KIND_WORD})\b|` +
    String.raw`\b(?:what|which) (?!${NOT_KEPT}\b)(?<kind>${KIND_WORD}) (?:have i|i've|i’ve|i have) (?:got|saved|made|kept|stored|collected|written|filed|done|put away)\b|` +
    String.raw`\b(?:what|which) (?!${NOT_KEPT}\b)(?<had>${KIND_WORD}) do i (?:have|keep)(?: lying around| saved| stored| in here| so far)?(?=\s*(?:[?.!]|$))|` +
    String.raw`\b(?:show|list|give)(?: me)? (?:all )?(?:the|my) (?!${NOT_KEPT}\b)(?<shown>${KIND_WORD}) (?:that )?(?:i have|i've got|i’ve got|i got|i(?:'ve|’ve)? (?:saved|kept|stored|made))\b(?! to\b)|` +
    // "quais receitas eu tenho?", "¿qué facturas tengo?", "quelles factures j'ai ?", "welche Rezepte habe ich?", "quali ricette ho?"
    String.raw`(?<![\p{L}])(?:quais|que|qu[ée]|cu[áa]les|quel(?:le)?s|welche|quali)\s+(?:os |as |les )?(?!${NOT_KEPT_ELSEWHERE}(?![\p{L}]))(?<elsewhere>${KIND_WORD})\s+(?:eu tenho|tenho|tengo|j'ai|j’ai|ai-je|est-ce que j'ai|habe ich|ho)(?=\s*(?:[?.!]|$))`,
  'iu',
);

/** Words for files in general rather than for a kind of thing kept together. */
const GENERAL_KINDS = /^(?:files|folders|directories|documents|docs|things|stuff|items|ones)$/i;

/** The folder of the user's things a request names by their kind or place ("invoices" of "which invoices have I made"). */
export function ownKeptPlace(message: string): { text: string; start: number; end: number } | undefined {
  const match = OWN_KEPT_THINGS.exec(message);
  const groups = match?.groups;
  const text = groups?.place ?? groups?.kind ?? groups?.had ?? groups?.shown ?? groups?.elsewhere;
  // "what files do I have": files in general are no folder of that name.
  if (!match || !text || GENERAL_KINDS.test(text)) return undefined;
  const start = match.index + match[0].toLowerCase().lastIndexOf(text.toLowerCase());
  return { text, start, end: start + text.length };
}

/**
 * "is there an lpdp essay file somewhere?", "do i have the vyhlaska pdf somewhere", "anything in my files about school
 * fees", "a photo of the old boat somewhere", "anything about arnona on here": whether a file of theirs exists, asked of where
 * they keep files rather than of the world.
 */
const FILE_SOMEWHERE = new RegExp(
  String.raw`\b(?:is there|are there|do i (?:still )?have|have i got|did i (?:save|keep))\s+(?:a|an|any|the|my|that)?\s*(?:[\p{L}\d][\p{L}\d'’_-]*\s+){0,3}(?:files?|pdfs?|docs?|documents?|spreadsheets?|scans?|photos?|pictures?|pics?|${FILE_EXTENSION_WORDS})(?:\s+(?:of|from|for|about|with)(?:\s+[\p{L}\d][\p{L}\d'’_-]*){1,4}?)?\s+(?:somewhere|anywhere|saved|(?:on|in) (?:here|my (?:files|folders|documents|computer|laptop)))\b|\b(?:anything|something)\s+(?:in|among)\s+my\s+(?:files|folders|documents|docs|notes)\s+(?:about|on|for|with|from)\s+\S` +
    // "do I have anything about arnona on here?": anything of theirs on a topic, asked of the place their files are.
    String.raw`|\b(?:do i (?:still )?have|have i got|is there)\s+(?:anything|something)\s+(?:about|regarding)\s+(?:[\p{L}\d][\p{L}\d'’_-]*\s+){1,4}?(?:on|in)\s+(?:here|my (?:files|folders|documents|computer|laptop|phone))\b`,
  'iu',
);
/** "what's on my desktop": the one place named with "on". */
const ON_DESKTOP = /^(?:what(?:'|’)?s|whats|what is|anything|what do i have)\s+on\s+(?:my|the)\s+desktop\b/i;
/** "full tree of clients", "a map of everything under thesis": the layout of a folder. */
const LAYOUT = /\b(?:(?:full|whole|folder|directory) tree|tree of|map of everything|(?:sub)?folders and all)\b/i;

/** Whether the message asks what a place of the user's holds, or after their things by name or kind. */
export function asksStoredThings(message: string): boolean {
  const text = message.trim();
  return (
    PLACE_HOLDS.test(text) ||
    BY_NAME.test(text) ||
    EVERY_OF_KIND.test(text) ||
    LAYOUT.test(text) ||
    SEARCH_OWN.test(text) ||
    SPACE_USED.test(text) ||
    FILE_SOMEWHERE.test(text) ||
    ON_DESKTOP.test(text) ||
    OWN_OF_KIND.test(text) ||
    OWN_KEPT_THINGS.test(text)
  );
}

/** Whether the message asks whether a file of theirs exists somewhere ("do i have the vyhlaska pdf somewhere"). */
export function asksFileSomewhere(message: string): boolean {
  return FILE_SOMEWHERE.test(message.trim());
}

/** Whether the message asks what a place of the user's holds ("whats in Music", "anything in Suppliers"). */
export function asksWhatPlaceHolds(message: string): boolean {
  return PLACE_HOLDS.test(message.trim());
}
