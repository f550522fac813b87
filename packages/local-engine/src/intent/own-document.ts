/**
 * "what's on my shopping list?", "check my todo list", "what's in my journal": a question about a document of the
 * user's, named the way people name it rather than by its file. Such a thing is most often a file somewhere in their
 * folders, so the way to it is a search for files named like it. Whether that is right (it may be something they
 * told, or nowhere at all) is the fitted decision's to say; unsure, it is offered, not taken.
 */

/**
 * Things people keep written down and ask about by name: the kinds of written record a general dictionary files under
 * "document" and "list" (a rota, a roster, a playlist, an inventory, a recipe, a log, a sheet, a sermon), which are
 * files when they are someone's own.
 */
const DOCUMENT = String.raw`(?:lists?|to-?dos?|notes|notebooks?|jotters?|journal|diary|budget|checklist|itinerary|agenda|resume|cv|essay|drafts?|rotas?|rosters?|playlists?|inventory|inventories|register|recipes?|logs?|logbook|ledger|tracker|timetable|schedule|minutes|(?:spread)?sheets?|homily|homilies|sermons?|speech|script|stats|statistics|menus?|programm?e?s?|catalog(?:ue)?s?|flashcards|records|plans?|fixtures)`;
/**
 * Nouns that name a document only with a word saying which one before them: "my seed order", "the ink order", "my
 * captions file", "the sales figures"; a bare "my order" is a purchase, "the file" points back at one already named.
 */
const NAMED_DOCUMENT = String.raw`(?:orders?|file|doc|document|figures)`;
/** A document of theirs after "my", "the" or "our": a document noun after up to two words, or a qualified one. */
/**
 * "my seeds to buy list", "my places to visit list", "my things to do list": a list named by what is to be done with
 * its items, three words before the noun with "to" between them.
 */
const THINGS_TO = String.raw`[\p{L}\d][\p{L}\d'’-]*\s+to\s+[\p{L}\d][\p{L}\d'’-]*\s+`;
// "the landlord's ledger" is the landlord's: after "the", a word that says whose names someone else's document.
const THEIR_DOCUMENT = String.raw`(?:my|our|the(?!\s+[\p{L}\d-]+['’]s?\s))\s+(?:(?:${THINGS_TO}|(?:[\p{L}\d][\p{L}\d'’-]*\s+){0,2}?)${DOCUMENT}|(?:[\p{L}\d][\p{L}\d'’-]*\s+){1,2}?${NAMED_DOCUMENT})`;
/**
 * "add to smell diary: …", "add 'bring malt' to church thanksgiving list": the same said the way people type, without
 * "my" or "the", where a word or two say which document and the noun ends the phrase. Words that point elsewhere
 * ("your list", "this week's schedule") or say whose ("Bob's shopping list", "the landlord's ledger") name no document of theirs.
 */
const BARE_DOCUMENT = String.raw`(?!(?:your|his|her|their|its|whose|a|an|this|that|these|those|next|last|every|each|some|any|other|others)\s)(?:(?![\p{L}\d'’-]*['’]s?\s)[\p{L}\d][\p{L}\d'’-]*\s+){1,2}?${DOCUMENT}(?=\s*(?:[:.,;!?]|$))`;
/**
 * "my shopping list", "my to-do list", "my journal": the user's own, with up to two words before the noun; or a list
 * named by what it is for ("the shopping list", "the todo list"), which people keep for themselves.
 */
const OWN = String.raw`(?:\bmy (?:[a-z][\w-]* to [a-z][\w-]* |(?:[a-z][\w-]* ){0,2}?)${DOCUMENT}|\bmy (?:[a-z][\w-]* ){1,2}?${NAMED_DOCUMENT}|\bthe (?:shopping|grocery|groceries|to-?do|packing|reading|wish|gift|chore|chores|errands?) list)`;
/** "my victoria sponge recipe", "the flower rota", "my captions file": the words saying which document, before its noun. */
const QUALIFIED_DOCUMENT = new RegExp(
  String.raw`\b(?:my|the|our)\s+(${THINGS_TO}|(?:[\p{L}\d][\p{L}\d'’-]*\s+){1,2}?)(?:${DOCUMENT}|${NAMED_DOCUMENT})(?![\p{L}\d])`,
  'iu',
);

/**
 * Where the words saying which of their documents is meant stand in the text ("victoria sponge" of "look at my victoria
 * sponge recipe and tell me how many eggs it needs"): what its file is most likely named by.
 */
export function documentQualifierSpan(text: string): { start: number; end: number } | undefined {
  const match = QUALIFIED_DOCUMENT.exec(text);
  if (!match?.[1]) return undefined;
  const start = match.index + match[0].indexOf(match[1], match[0].search(/\s/));
  return { start, end: start + match[1].trimEnd().length };
}

/** Words of address or politeness before the verb ("bhai open ...", "abeg show me ...", "yo can u pull up ..."). */
const ADDRESS_WORDS = String.raw`(?:(?:bhai|bro|mate|dude|yaar|abeg|hey|yo|ok|okay|so|please|pls|now)[, ]+)*`;
/** The noun ends its phrase ("my report card" is a card): the end, a stop, or a word that follows a noun phrase. */
const ENDS = String.raw`(?=\s*(?:[?!.,;:)]|$)|\s+(?:say|says|said|for|from|of|and|or|pls|please|right now|today|now)\b)`;
/** "the flower rota", "the stock list": a document said with "the" and a word saying which, kept for themselves too. */
const THE_QUALIFIED = String.raw`\bthe (?:[a-z][\w-]* ){1,2}?${DOCUMENT}`;
/**
 * Asked as a question about what it holds ("what's on", "anything in", "what does ... say", "is milk on") or as a
 * request to see it ("check", "show me", "see"); not "stick to my budget" or "order my whole shopping list".
 */
const ASKS = new RegExp(
  String.raw`(?:\b(?:on|in|inside)\s+(?:${OWN}|${THE_QUALIFIED})${ENDS}|^${ADDRESS_WORDS}(?:(?:can|could|would) (?:you|i|u) (?:(?:kindly|please|pls) )?)?(?:check|open|read(?: me| out)?|pull up|bring up|show(?: me)?|give me|see|view|look at|go over|look over|what(?:'s| is| are)?|whats)\s+(?:${OWN}|${THE_QUALIFIED})${ENDS}|^what (?:does|did) ${OWN}\s+(?:say|said)\b)`,
);

/** Things people keep as files and ask to see by what they are ("the lentil soup recipe", "the planting log"). */
const KEPT_THING = String.raw`(?:${DOCUMENT}|reports?|plans?|letters?|invoices?|contracts?|pictures?|photos?|photographs?|pics?|images?|scans?|receipts?|presentations?|slides|manual|recordings?|videos?)`;
/**
 * "open the planting log", "show me the picture of the tram", "show me nino's before and after pic", "read the roster
 * file": asked to see by what it is, with no file named.
 */
const SEE_THE = new RegExp(
  String.raw`^(?:(?:can|could) (?:you|u) )?(?:open|show(?: me)?|read|pull up|bring up|display|view)\s+(?:the|that|my|[a-z][\w-]*['’]s)\s+(?:(?:[a-z][\w-]* ){0,3}?${KEPT_THING}|(?:[a-z][\w-]* ){1,3}?(?:file|document|doc))(?:\s+(?:of|from|about|for)\s+(?:the\s+|my\s+)?[a-z][\w-]*(?:\s+(?:at|in|on|from|with|and)\s+(?:the\s+)?[a-z][\w-]*)?)?${ENDS}`,
);

/** A word that opens a phrase but names nothing seen: an article, a preposition, a how or what question. */
const NOT_NAMING = String.raw`(?:to|the|a|an|of|in|on|at|with|for|from|and|or|is|are|it|this|that|how|what|where|why|when|who|which|whether|if|me|you|us|them|him|her|please|pls|plz|now|again)`;
/**
 * Things seen or opened that are no file of anyone's ("open the door", "show me the way", "show me the money"), and
 * the bare word for a file, which points back at one already named rather than naming one.
 */
const NO_FILE = String.raw`(?:way|ways|money|door|doors|window|windows|gate|curtains|blinds|fridge|oven|box|jar|bottle|lid|boot|trunk|present|presents|envelope|browser|tab|tabs|light|lights|world|love|respect|ropes|exit|mercy|kindness|file|files|document|doc|folder|one|ones|thing|things|list|rest|record|records|entry|entries|node|nodes|profile|memory)`;
const NAMING_WORD = String.raw`(?!${NOT_NAMING}(?![\p{L}\d'’-]))[\p{L}\d][\p{L}\d'’-]*`;
/** What may close a request to see a thing: the end, politeness, or the stretch of it wanted ("for this year"). */
const SEE_ENDS = String.raw`\s*(?:(?:please|pls|plz|now|again)\s*)?(?:(?:for|from) (?:this|last|next|the|my) [\p{L}\d'’-]+(?: [\p{L}\d'’-]+)?\s*)?[?!.]*$`;
/**
 * "show me the florists", "open the caterers list", "bhai open my new hour set", "read me the in-laws bit", "pull up
 * honey sales for this year", "show routes": a strong verb of seeing and a short phrase naming a thing of theirs, and
 * nothing more, asks for that thing, most often a file. "show me how to tie a knot", "read me a poem", "open the
 * door" name no such thing.
 */
const SEE_NAMED = new RegExp(
  String.raw`^${ADDRESS_WORDS}(?:(?:can|could|would) (?:you|u) )?(?:open(?: up)?|pull up|bring up|read me|show me|show|display|let me see)\s+(?![^?!.]*\b(?:knowledge graph|memory|memories)\b)` +
    String.raw`(?:(?:the|my|our)\s+(?:${NAMING_WORD}\s+){0,2}|(?:${NAMING_WORD}\s+)?(?=[\p{L}\d'’-]*s\b))(?!${NO_FILE}${SEE_ENDS})${NAMING_WORD}${SEE_ENDS}`,
  'u',
);

/**
 * "open the door", "open the window please", "read me a poem", "read me something funny": a thing opened that no one
 * keeps as a file, or something to recite rather than a thing of theirs to read.
 */
const SEES_NO_FILE = new RegExp(
  String.raw`^${ADDRESS_WORDS}(?:(?:can|could|would) (?:you|u) )?(?:(?:open|close|shut)(?: up)? (?:the|my|our|that|this) (?:(?:front|back|side|kitchen|car|garage|bedroom|bathroom|main) )?(?:door|doors|window|windows|gate|curtains|blinds|fridge|oven|box|jar|bottle|lid|boot|trunk|present|presents|envelope)${SEE_ENDS}|(?:read|recite|sing|tell) me (?:a|an|some|another|something)\b)`,
  'u',
);

/** Whether the request (lower case, values masked, lead-in removed) asks to open or read what is no file of theirs. */
export function seesNoFile(rest: string): boolean {
  return SEES_NO_FILE.test(rest);
}

/** "put the fiskesuppe recipe up on the screen", "put my slides up": a thing of theirs put up to be seen. */
const PUT_UP = new RegExp(
  String.raw`^${ADDRESS_WORDS}(?:(?:can|could|would) (?:you|u) )?put (?:the|my|our|that) (?!${NO_FILE} )(?:${NAMING_WORD}\s+){0,3}up(?: on (?:the )?(?:screen|tv|display|monitor|projector))?${SEE_ENDS}`,
  'u',
);

/** Documents people keep and call up by their title alone ("july rota", "price list pls", "pharm flashcards"). */
const TITLED_THING = String.raw`(?:lists?|to-?dos?|notes|journal|diary|budget|checklist|itinerary|agenda|rota|roster|timetable|flashcards|inventory|minutes|ledger|logbook|tracker|invoices|receipts|spreadsheet|sheet)`;
/**
 * A document called up by its title and nothing else: "july rota", "price list pls", "Hytta todo." (two to four
 * words, the last naming a kind of document). "packing list for Japan" asks for one to be written; a lone "notes"
 * names no document of theirs.
 */
/** A word of a title: no question word, article, preposition or word of degree ("whats in invoices", "the biggest file"). */
const TITLE_WORD = String.raw`(?!(?:what|whats|what's|what’s|where|wheres|how|which|who|why|when|is|are|was|do|does|did|can|could|a|an|the|in|on|of|at|to|for|with|from|and|or|any|some|all|same|biggest|largest|smallest|newest|oldest|latest|last|every|each|this|that|these|those)\b)[\p{L}\d'’-]+\s+`;
const BARE_TITLE = new RegExp(String.raw`^(?:(?:my|our|the)\s+)?(?:${TITLE_WORD}){1,3}${TITLED_THING}(?:\s+(?:pls|please|plz|again|now))?\s*[.!?]*$`, 'u');
/**
 * "school fees file. how much for ada this term", "Potato file – when did I plant?", "the events file what have we got
 * booked": a file named by what it is opens the request, and what is asked is in it. "file a complaint" and "tax file
 * number" are no such file.
 */
const TITLE_FILE = new RegExp(
  String.raw`^(?:(?:the|my|our)\s+)?(?:${TITLE_WORD}){1,3}file\b(?!\s*(?:a|an|the|my|for|away|it|them|this|that|number|system|format|type|size|name|names|extension|manager|sharing|transfer|path)\b)`,
  'u',
);
/** "priya wedding guest list open it": the thing named first, then asked to be opened. */
const NAMED_THEN_OPENED = new RegExp(
  String.raw`^(?:${TITLE_WORD}){1,4}(?:open|show(?: me)?|pull up|bring up)\s+(?:it|that|this)(?:\s+(?:pls|please|plz|up))?\s*[.!?]*$`,
  'u',
);

/** Whether the request (lower case, values masked, lead-in removed) asks about a document of the user's by its name. */
export function asksAboutOwnDocument(rest: string): boolean {
  return (
    (/\b(?:my|the)\b/.test(rest) && ASKS.test(rest)) ||
    SEE_THE.test(rest) ||
    SEE_NAMED.test(rest) ||
    PUT_UP.test(rest) ||
    BARE_TITLE.test(rest) ||
    TITLE_FILE.test(rest) ||
    NAMED_THEN_OPENED.test(rest)
  );
}

/** What a name holds: "with hist in the name", "its name had the word Barclays", "the filenames usually have xmas". */
const NAME_HOLDS = String.raw`(?:\bin (?:the|its|their) (?:file ?)?names?\b|\b(?:its|the|their) (?:file ?)?names? (?:\w+ )?(?:has|had|have|contains?|contained|includes?|included)\b|\bfile ?names? (?:\w+ )?(?:has|had|have|contain|contains)\b)`;
const KEPT_BY_NAME = new RegExp(String.raw`\b${KEPT_THING}s?\b[^.?!]*${NAME_HOLDS}|${NAME_HOLDS}[^.?!]*\b${KEPT_THING}s?\b`);

/**
 * Whether the request looks for a thing people keep as a file (a letter, essays, the report) by a word its name
 * holds: names of documents are file names, so the search is for files, not for something the user told.
 */
export function seeksKeptThingByName(rest: string): boolean {
  return KEPT_BY_NAME.test(rest);
}

/**
 * "add eggs to my shopping list", "put milk on the shopping list", "jot this in my journal": something added to a
 * document of theirs named by what it is. It is added to a file, not kept as a fact about someone.
 */
const ADDS_TO_OWN = new RegExp(
  String.raw`\b(?:add|put|jot|append|stick|pop|throw|chuck|toss|write|note|enter|include)\b[^.?!\n]{0,60}?\b(?:to|on|onto|in|into)\s+(?:the\s+(?:end|bottom|top|foot)\s+of\s+)?(?:${THEIR_DOCUMENT}|${BARE_DOCUMENT})(?![\p{L}\d])`,
  'u',
);
/**
 * "note the vet's number in my pet file", "please jot 'rent paid' in my budget notes": asked outright, at the start of
 * the request, which a question about it ("did I note ... in my journal?") is not.
 */
const ASKS_TO_ADD_TO_OWN = new RegExp(String.raw`^(?:(?:please|pls|can you|could you|would you)\s+)*${ADDS_TO_OWN.source}`, 'u');

/** Whether the request (lower case, values masked, lead-in removed) asks outright to add to a document of the user's. */
export function asksToAddToOwnDocument(rest: string): boolean {
  return ASKS_TO_ADD_TO_OWN.test(rest.trim());
}

/** The same, with what is added and the document it goes in as groups: "add (eggs) to (my shopping list)". */
const ADDED_TO_OWN = new RegExp(
  String.raw`\b(?:add|put|jot(?:\s+down)?|append|stick|pop|throw|chuck|toss|write|note|enter|include)\b\s*([^.?!\n]{0,60}?)\s*\b(?:to|on|onto|in|into)\s+(?:the\s+(?:end|bottom|top|foot)\s+of\s+)?((?:${THEIR_DOCUMENT}|${BARE_DOCUMENT}))(?![\p{L}\d])`,
  'iu',
);

/**
 * What the request adds to a document of theirs named by what it is, as written ("eggs", "'Sweet pea Matucana'"), the
 * words naming the document ("my shopping list") and what follows them; undefined when it adds to none.
 */
export function addedToOwnDocument(message: string): { item: string; document: string; rest: string } | undefined {
  const found = ADDED_TO_OWN.exec(message);
  if (!found?.[2]) return undefined;
  return { item: (found[1] ?? '').trim(), document: found[2], rest: message.slice(found.index + found[0].length) };
}

/**
 * "add in cumples: Lucia 14 de junio", "add to unpaid: Haj Driss 1200 dh": what is added to is named before a colon and
 * the entry follows, the way a line is written into a list ("put this in SBAR: ..." asks for a form, not a list). A
 * person's name or their record ("add to Tom's profile:", "add to memory:") is what the memory keeps, and a cart, a calendar or contacts belong to an app: not a document.
 */
const ADDS_UNDER_HEADING =
  /^(?:add|append)\s+(?:(?:it|this|that)\s+)?(?:to|in|into|on|under)\s+(?:(?:my|the|our)\s+)?(?![^:]*(?:'s|’s|\b(?:memory|memories|profile|entry|node|graph|knowledge|cart|basket|trolley|calendar|contacts|bookmarks|favou?rites)\b))[\p{L}\d][\p{L}\d'’ -]{0,30}:\s*\S/u;

/**
 * The same said where the place added to is marked by its own particle or preposition: Japanese "XにYを追加して", Korean
 * "X에 Y 추가해줘", Chinese "把Y添加到X" / "在X里添加Y". These words add an item to something (arithmetic is 足す, 더하다,
 * 加起来), so dates and counts in the item are not numbers to sum. The memory's own words say the memory is meant.
 */
const ADDS_TO_PLACE_UNSPACED = /\p{L}に[^。！？]{0,60}追加|\p{L}에\s*[^.?!]{0,60}추가|(?:添加|加)到\p{L}|在\p{L}[^。！？]{0,30}[里裡中](?:添加|加上)/u;
const MEMORY_UNSPACED = /記憶|メモリ|记忆|記憶體|메모리|기억/u;

/**
 * Whether the request adds an item to a place marked as such in Chinese, Japanese or Korean: it writes there, even when
 * the place is called a list ("課題図書リストに…を追加", "쇼핑 목록에 … 추가"), which those languages' word for listing shares.
 */
export function addsToPlaceUnspaced(rest: string): boolean {
  return ADDS_TO_PLACE_UNSPACED.test(rest) && !MEMORY_UNSPACED.test(rest);
}

/**
 * The record an entry is written under and the entry, as a message says them: "add to generator fuel: 14.04 refill 200
 * l", "write in incidents: wind sensor froze" (the exclusions of `ADDS_UNDER_HEADING`: a person's record, the memory, an
 * app's cart or calendar).
 */
const ENTRY_UNDER_RECORD =
  /^(?:add|append|write|put)\s+(?:(?:it|this|that)\s+)?(?:to|in|into|on|under)\s+(?:(?:my|the|our)\s+)?(?![^:]*(?:'s|’s|\b(?:memory|memories|profile|entry|node|graph|knowledge|cart|basket|trolley|calendar|contacts|bookmarks|favou?rites)\b))([\p{L}\d][\p{L}\d'’ -]{0,30}?)(?:\s*:|\s+[-–—])\s*(\S.*?)\s*$/su;

/** The record named before a colon and the entry after it, in a message that writes an entry under it; else undefined. */
export function entryUnderRecord(message: string): { record: string; entry: string } | undefined {
  const found = ENTRY_UNDER_RECORD.exec(message.trim());
  return found?.[1] && found[2] ? { record: found[1], entry: found[2] } : undefined;
}

/** Whether the request (lower case, values masked, lead-in removed) adds to a document of the user's named by what it is. */
export function addsToOwnDocument(rest: string): boolean {
  return ADDS_TO_OWN.test(rest) || ADDS_UNDER_HEADING.test(rest) || addsToPlaceUnspaced(rest);
}

/** "delete the old shopping list", "remove my todo list", "bin the packing list": a document of theirs to be deleted. */
const DESTROYS_OWN = new RegExp(
  String.raw`^(?:(?:please|pls|can you|could you)\s+)*(?:delete|remove|erase|trash|bin|scrap|get rid of|throw away|throw out)\s+${THEIR_DOCUMENT}(?![\p{L}\d])(?!\s+(?:from|in|on|of)\b)`,
  'iu',
);

/** Whether the request (lower case, values masked, lead-in removed) deletes a document of the user's named by what it is. */
export function destroysOwnDocument(rest: string): boolean {
  return DESTROYS_OWN.test(rest.trim());
}
