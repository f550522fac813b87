/**
 * The general lexicon behind verb classes: common English verbs and phrases
 * for each action, a few phrases of other languages, and the nouns that name
 * what is acted on; the other languages' dictionaries (`other-languages.ts`)
 * are read through it. General language only: no word here is taken from a
 * tool's name or a test case.
 */
import type { Action, ObjectKind } from './action.js';
import { stem } from '../text/tokenize.js';
import { PLURAL_FILE_KIND } from '../text/file-kinds.js';
import { FOREIGN_RECALL_WORDS } from './other-languages.js';
import { OWN_KEPT_THINGS } from './stored-things.js';
import { LAST_CHANGE } from './last-change.js';
import { LANGUAGE_NAMES } from '../text/language-names.js';
import { VERB_WORDS } from './verb-words.js';

export {
  CJK_ADDING,
  CJK_OBJECTS,
  CJK_WORDS,
  FOREIGN_ADDING,
  FOREIGN_DOCUMENTS,
  FOREIGN_FUNCTION_WORDS,
  FOREIGN_MEMORY,
  FOREIGN_OBJECTS,
  FOREIGN_SHARED,
  FOREIGN_SIZED,
  FOREIGN_TOPIC,
  FOREIGN_TREE,
  FOREIGN_VERB_PHRASES,
  FOREIGN_WORDS,
  NOUNS_AFTER_NAME,
  readsOtherLanguage,
} from './other-languages.js';

export { VERB_STEMS } from './verb-words.js';

/** Command words a request may open with ("cat notes.md", "ls photos"). */
export const COMMANDS: ReadonlyMap<string, Action> = new Map<string, Action>([
  ['cat', 'read'],
  ['less', 'read'],
  ['more', 'read'],
  ['head', 'read'],
  ['tail', 'read'],
  ['ls', 'list'],
  ['dir', 'list'],
  ['tree', 'list'],
  ['stat', 'info'],
  ['du', 'info'],
  ['grep', 'search'],
  ['find', 'search'],
  ['rm', 'destroy'],
  ['mv', 'move'],
  ['mkdir', 'create'],
  ['touch', 'create'],
  ['echo', 'repeat'],
]);

/** What a command word acts on ("ls projects" lists a folder). */
export const COMMAND_OBJECTS: ReadonlyMap<string, ObjectKind> = new Map<string, ObjectKind>([
  ['cat', 'file'],
  ['less', 'file'],
  ['head', 'file'],
  ['tail', 'file'],
  ['ls', 'directory'],
  ['dir', 'directory'],
  ['tree', 'directory'],
  ['mkdir', 'directory'],
  ['stat', 'file'],
  ['du', 'file'],
  ['rm', 'file'],
  ['mv', 'file'],
  ['grep', 'file'],
  ['touch', 'file'],
]);

/**
 * A message for someone, asked as a request opens: "text Priya that I'm running late", "email the landlord saying
 * ...", "tell mum I'll be home by 8", "let Sam know the van is fixed" ("tell me", "tell the difference", "let me
 * know" ask nothing to be sent).
 */
export const MESSAGE_FOR_SOMEONE_ASKED =
  /^(?:text|txt|message|msg|e-?mail|dm|sms|whatsapp)\s+(?!(?:file|files|document|editor|box|size|address|addresses|list|thread|chain|messages?|from|in|of|on|is|was|says?|said|and|or)\b)[\p{L}@+\d]|^tell\s+(?:(?:the|my|our|his|her|their)\s+(?!(?:difference|truth|time|story|stories|jokes?|way|rest|whole|meaning|answer|world|news|results?|contents?|date)\b)\p{L}|(?!(?:me|us|you|u|ya|myself|yourself|a|an|the|some|any|it|this|that|what|how|why|whether|if|when|where|who|which|more|everything|anything|something|apart|time|stories|story|jokes?|lies|truth)\b)\p{L})|\blet (?!(?:me|us|you|u|it|this|that)\b)[\p{L}'’-]+(?: [\p{L}'’-]+)? know\b/u;

/**
 * A text asked for in a named language: "how do you say … in Japanese", "what's … in Italian", "put … into French",
 * the language at the end of what is asked ("in Spanish folder" names a folder).
 */
export const ASKS_TRANSLATION = new RegExp(
  // "write notes.md in French", "save 'hello' in Spanish": a file or a quote (blanked before this is read) written in a
  // language is translated; "write a poem in French" asks for a poem.
  String.raw`\b(?:re)?write (?:in|into) (?:${LANGUAGE_NAMES})(?=\s*(?:[?.!,]|$|please\b|pls\b|for (?:me|us)\b))|\bsave (?:in|into) (?:${LANGUAGE_NAMES})(?=\s*(?:[?.!,]|$|please\b|pls\b|for (?:me|us)\b))|` +
    String.raw`\b(?:how (?:do|would|can|should|does|to) (?:(?:you|i|we|one|u|someone) )?(?:say|write|spell|translate)|put|render|turn|say|translate|what(?:'s| is| are)|whats)\b[^.?!\n]{0,80}?\b(?:in|into) (?:${LANGUAGE_NAMES})(?=\s*(?:[?.!,]|$|please\b|pls\b|for (?:me|us)\b|language\b))`,
);

/**
 * English phrases, tried in order before single verbs: they carry the action
 * where the verb alone misleads ("when did I change" asks about a file, "what
 * did I tell you" recalls). `memory` marks phrases about what the user told.
 */
/**
 * `unlessPath`: a phrase that asks to be reminded only where the request names no file ("what's the wifi password
 * again? it's in home/wifi.txt" asks the file).
 */
export const PHRASES: ReadonlyArray<{ pattern: RegExp; action: Action; memory?: boolean; unlessPath?: boolean }> = [
  // "how do you say 'thank you' in Japanese?", "what's 'good morning' in Italian", "put 'I love you' in French": a
  // text wanted in a language is to be translated (the quoted text is blanked before the phrases are read).
  { pattern: ASKS_TRANSLATION, action: 'translate' },
  // "text Priya that I'm running late", "tell mum I'll be home by 8": a message for someone is to be sent.
  { pattern: MESSAGE_FOR_SOMEONE_ASKED, action: 'send' },
  {
    pattern:
      /\b(?:everything|all)(?: that)? (?:you (?:remember|know|have (?:saved|stored))|you've (?:got|saved|stored)|(?:is )?(?:in|from) (?:my|your|the) memory)\b(?! (?:about|on|of)\b)/,
    action: 'read',
    memory: true,
  },
  // "add it to what you know about Ben" files a fact: what is known is where it goes, not what is asked for.
  // "what have I asked you to remember about Mr. Moretti?", "what did i save about marek": what was kept, asked back.
  // "do u remember stuff between chats", "can you remember things?" ask what the engine can do, not what was told.
  {
    pattern:
      /\b(?:what|anything|everything)(?: else)? (?:did|have|had) i (?:ever )?(?:tell|told|say|said|mention(?:ed)?|share(?:d)?)\b|\b(?:what|wat|wut) (?:do|did) (?:you|u|ya) (?:know|remember|recall|have)\b|\b(?:what|anything) (?:(?:do|did) )?(?:i|we) (?:know|remember|recall)(?: (?:already|so far))? about\b|\b(?:do|did|can) (?:you|u) (?:remember|recall)\b(?!(?: (?:things|stuff|anything|everything))?(?: (?:between|across)\b|\s*\??\s*$))|\b(?:did|have) i (?:ever )?(?:tell|told|mention(?:ed)?)\b|\bremind me (?:what|who|when|where|which|how|about)\b|\bwhat i (?:told|said to) you\b|\bi (?:told|mentioned|said)(?: (?:it|this|that))?(?: (?:to )?you)?(?: about (?:it|this|that))? (?:before|earlier|already)\b|\bi (?:think|believe) i (?:told|mentioned|said)\b|\bdo you know (?:anything |something )?about\b|\bwhat (?:do )?you (?:have|got) on\b|\b(?:do|did) (?:you|u) (?:have|got|keep) (?:anything|something|stuff|any notes?) (?:on|about)\b|\b(?:have you|you) got (?:anything|something) (?:on|about)\b|\b(?:who|what|when|where)(?:'s| is| was| are)\b.*\bagain\s*\??$|(?<!\b(?:to|into|in) )\b(?:what|everything|anything|all)(?: (?:that|else))? you (?:remember|recall|know|have (?:saved|stored|noted))\b|\b(?:anything|something|what)(?: (?:do you have|have you got|is|was))? (?:saved|stored|noted|remembered|kept) (?:about|on|for)\b|\b(?:what|anything)(?: else)? (?:did|have|had) i (?:ever )?(?:save[d]?|store[d]?|keep|kept) (?:about|on|for)\b|\bwhat (?:did|have|had) i (?:ask(?:ed)?|tell|told) (?:you|u) to (?:remember|keep in mind|save|store|note)\b|\bdid i (?:ever )?(?:save|store) (?:who|what|when|where|which|whether|if)\b/,
    action: 'search',
    memory: true,
  },
  // "whats the deal with anjali again? any notes", "anything on elm st in your notes": asked to be reminded.
  {
    pattern:
      /\b(?:who|what|whats|when|where|which)\b[^.?!\n]{0,80}\bagain(?=\s*[?!]|\s+(?:lol|lmao|haha|pls|please)\b)|\b(?:check|in|from|search|look (?:in|through|at)|according to) (?:your|ur|yr) (?:notes|memory|records)\b/,
    action: 'search',
    memory: true,
    unlessPath: true,
  },
  {
    pattern:
      /\b(?<!(?:can'?t|cannot|don'?t|do not|couldn'?t|never) )(?:remember(?!(?<=^remember) when\b[^?]{0,200}\?)|memori[sz]e|keep in mind|don'?t (?:let me )?forget|make a note|take a note|note that|keep (?:that|this) in mind|keep (?:that|this)$|(?:save|store|record|note) this(?: for me)?\s*(?:[:—–]| - ))/,
    action: 'write',
    memory: true,
  },
  {
    pattern:
      /\bhow (?:big|large|heavy|old)\b|\bhow much (?:space|room|storage|disk)\b|\bwhen (?:did|was|were|has|have) (?:i |we |you |it |this |that |they )?(?:\w+ ){0,3}(?:last )?(?:chang|modif|edit|updat|creat|made|mak|touch|sav|written)|\b(?:last )?(?:modified|changed|updated|created) (?:date|time|on|at)\b|\bsize (?:and (?:the )?(?:(?:last[- ])?modified |creation )?dates? )?of\b|\b(?:(?:last[- ])?modified|creation) dates? of\b|\bfile ?size\b|\bread-?only\b|\bpermissions?\b|\b(?:writable|executable)\b|\b(?:did|have|has) (?:i|you|we|anyone) (?:\w+ )?(?:touch|touched|change|changed|edit|edited|modify|modified|update|updated)\b|\b(?:still )?exists?\b|\b(?:i|we) still (?:have|got)\b|\b(?:a )?(?:folder|directory) or a file\b|\ba file or a (?:folder|directory)\b|\bwhen was\b.*\b(?:created|modified|changed)\b/,
    action: 'info',
  },
  // "When was the April rota last changed?", "car service when last updated": the last change of a thing of theirs.
  { pattern: LAST_CHANGE, action: 'info' },
  {
    // Asking whether a thing exists somewhere, or which files say something, searches: "any files with 'invoice' in the
    // name?", "is there a file called budget.csv anywhere?", "which ones mention 'mortgage'", "any jpgs in projects?".
    pattern: new RegExp(
      String.raw`(?:^|\b(?:is there|are there|got|have i got|do i have) )any (?:[\w-]+ )?${PLURAL_FILE_KIND} (?:in|inside|under|on)\b|` +
        /\b(?:is there|are there|got|have i got|do i have) (?:a|an|any) (?:\.?[\w-]+ )?(?:files?|folders?|documents?|photos?|pictures?|images?)\b|\bany (?:[\w-]+ )?(?:files?|folders?|documents?|photos?|pictures?|images?|notes?) (?:with|named|called|that|mentioning|containing|about|from|for)\b|\bwhich (?:ones|files|notes|documents) (?:mention|contain|say|talk about|have)\b|\b(?:is|are) there\b.*\banywhere\b/
          .source,
    ),
    action: 'search',
  },
  {
    pattern:
      /\bhow many (?:[\w-]+ )?(?:files|folders|directories|documents|photos|pictures|images|items|things)\b|\bwhat (?:[\w-]+ ){1,2}do i (?:even |actually |still |currently )?have\b|\blayout\b|\b(?:what|which) (?:files|documents|folders|directories|things|stuff)\b|\b(?:what(?:'s| is| do i have)?|anything) (?:in|inside) (?:the |my |this |that )?(?:\w+ )?(?:folder|directory|dir)\b|\bcontents? of\b|\bwhat do i have in\b|\bwhich [\w -]{1,30} do i have\b|\bhow many [\w -]{1,30} (?:have i got|do i have)\b|\b(?:folder )?structure\b|\bsub-?folders\b|\bhierarchy\b|\bwhat(?:'s| is) (?:there|on|in) (?:my |the )?(?:desktop|drive|disk)\b|^(?:show (?:me )?|anything )(?:in|inside) (?:the |my )?[\w-]+(?:\/[\w-]+)*[?!.]*$|\bsizes of (?:the |all (?:the )?|my )?(?:files|everything|things|stuff|photos|pictures|images|documents)\b/,
    action: 'list',
  },
  // "make me a list of the files in my Church folder", "give me a rundown of what's in Downloads": a list of what a
  // place holds is its listing, not a document made ("make a list of groceries" names no files, and stays one).
  {
    pattern: new RegExp(
      String.raw`^(?:make|give|get|draw up|put together|produce|prepare|write)(?: me| us)? (?:a|an) (?:quick |full |complete )?(?:list|listing|rundown|inventory|overview) of (?:(?:all|every) (?:of )?)?(?:(?:the|my|our|what(?:'s| is)?|everything)\b|${PLURAL_FILE_KIND}\b)(?:(?! of )[^.?!\n]){0,40}?\b(?:${PLURAL_FILE_KIND}|in|inside|under)\b`,
    ),
    action: 'list',
  },
  // "which certificates have I saved so far?", "what have I got in clients", "show me the invoices i have".
  { pattern: OWN_KEPT_THINGS, action: 'list' },
  {
    pattern: /\bwhat(?:'s| is| are)? (?:in|inside)\b|\bwhat does\b.{1,80}\b(?:say|contain|read)\b|\b(?:pull|bring|call) up\b|\blook (?:at|inside|in)\b/,
    action: 'read',
  },
  { pattern: /\blook(?:ing)? (?:for|up)\b|\bwhere(?:'s| is| are| did i (?:put|save|leave))\b|\b(?:hunt|track) down\b|\bdig up\b/, action: 'search' },
  // "put the photo of the statue up", "put the recipe up on the screen", "put up the map": to put a thing up is to show it.
  {
    pattern:
      /^put (?:up (?:the|that|this|my|our) |(?:the|that|this|my|our) (?:[\w'’-]+ ){0,6}?up\b(?! (?:with|for|to)\b)|(?:the|that|this|my|our) (?:[\w'’-]+ ){0,6}?on (?:the )?(?:screen|display|tv|monitor|projector)\b)/,
    action: 'read',
  },
  { pattern: /\b(?:jot|write|note|put|type|scribble) (?:\w+ )?down\b|\b(?:put|stick) .{1,60} (?:in|into)\b/, action: 'write' },
  { pattern: /\bget rid of\b|\bthrow (?:away|out)\b|\bclean out\b|\btake (?:that|this|it|them) out\b/, action: 'destroy' },
  { pattern: /\bset up (?:a |an |the )?(?:new )?(?:[\w-]+ )?(?:folder|directory|file)\b/, action: 'create' },
  // "would you set up letters/2025 for me?": the path is blanked when the phrase is read, so nothing sits between.
  { pattern: /\bset up (?:for me|for us)?\s*(?:\?|$)|\bset up\s+for\b/, action: 'create' },
  // "need a folder for the engagement shoot, call it ...": a folder or file wanted is one to make.
  // "I should like a new folder called Holidays", "could I have a fresh folder for the receipts", "a new folder named
  // X, please": a folder wanted, or one said to be new and given its name, is one to make.
  {
    pattern:
      /\b(?:(?:i |we )?(?:need|want|would like|should like|would love|'d like|'d love)|(?:can|could|may) (?:i|we) (?:have|get)) (?:a|an|another|one more) (?:brand[- ]new |new |separate |fresh |extra )?(?:sub-?)?(?:folder|directory|dir)\b|\b(?:a|an|another) (?:brand[- ]new |new |fresh |separate )(?:sub-?)?(?:folder|directory) (?:called|named|for)\b/,
    action: 'create',
  },
  { pattern: /\bshould (?:just )?be (?:called|named)\b|\b(?:change|update|fix) (?:the )?(?:file ?)?name of\b/, action: 'move' },
  { pattern: /\b(?:turn|switch) (?:on|off)\b|\bturn (?:\w+ ){1,3}(?:on|off)\b/, action: 'switch' },
  { pattern: /\b(?:say|read) (?:it |that |this )?back\b|\brepeat after me\b/, action: 'repeat' },
  { pattern: /\btl;?dr\b|\bsum (?:it |this |that )?up\b/, action: 'summarize' },
];

/** "When" in other languages. */
const FOREIGN_WHEN = 'wanneer|wann|cu[áa]ndo|quand|quando|när|hvornår|når|kiedy|kdy';
/** Past participles and past forms of "changed", "edited", "updated", "created", "saved" in those languages (stems). */
const FOREIGN_CHANGED = [
  'aangepast|gewijzigd|veranderd|bewerkt|bijgewerkt|aangemaakt|opgeslagen', // Dutch
  'geändert|geaendert|verändert|bearbeitet|aktualisiert|erstellt|angelegt|gespeichert', // German
  'modific|cambi[óoa]|cambiad|edit[óoa]|editad|editat|actualiz|cre[óo]|cread|guard[óa]|alter|atualiz|mudad|mudou|criad|salv|aggiornat|creat', // Spanish, Portuguese, Italian
  'modifi[ée]|chang[ée]|[ée]dit[ée]|cr[ée]{2}|mis à jour|enregistr[ée]', // French
  'ändra|redigera|uppdatera|skapa|sparad|ændre|endre|redigere|oppdatere|opdatere|oprette|opprette|lagret|gemt', // Scandinavian
  'zmien|zmodyfikow|edytow|zaktualizow|utworz|zapisan|změn|upraven|vytvořen', // Polish, Czech
].join('|');
/** When, then within a few words a word for changed: a question of when a file changed. */
const FOREIGN_WHEN_CHANGED = new RegExp(String.raw`(?<!\p{L})(?:${FOREIGN_WHEN})(?!\p{L})[^?!\n]{0,80}?(?<!\p{L})(?:${FOREIGN_CHANGED})`, 'iu');

/** Phrases of other languages that ask what a folder holds or what a file says. */
export const FOREIGN_PHRASES: ReadonlyArray<{ pattern: RegExp; action: Action }> = [
  {
    pattern:
      /\bqu[ée] (?:archivos|ficheros|hay)\b|\bo que (?:tem|há) na pasta\b|(?<!\p{L})(?:что (?:лежит |есть )?в папке|какие (?:есть )?файлы)(?!\p{L})|\bquels? (?:sont les )?fichiers\b|\bqu'y a-t-il\b|\bwelche dateien\b|\bwas (?:ist|liegt|gibt es) (?:alles )?im ordner\b|\bquais (?:são os )?arquivos\b|\bquali file\b/u,
    action: 'list',
  },
  // "¿dónde está mi póliza?", "où est mon relevé ?", "wo hab ich die Quittung gespeichert?": where a thing of one's own
  // is, as English "where's my ..." asks; "¿dónde está el baño?" and "wo ist der Bahnhof?" ask the way.
  {
    pattern: new RegExp(
      String.raw`(?<!\p{L})(?:(?:d[óo]nde est[áa]n?|o[uù] (?:est|sont)|wo (?:ist|sind|liegt|liegen)|dov'è|dove (?:è|sono)|onde (?:est[áa]o?|fica|ficam)|waar (?:is|zijn|staat|staan)|var (?:är|ligger)|hvor (?:er|ligger)|gdzie (?:jest|s[ąa]))\s+(?:(?:el|la|los|las|le|les|l['’]|die|der|das|il|lo|gli|o|a|os|as|het|de)\s+)?(?:mi|mis|tu|tus|nuestr[oa]s?|mon|ma|mes|notre|nos|mein\p{L}*|unser\p{L}*|mio|mia|miei|mie|nostr[oaie]|meu|minha|meus|minhas|nosso|nossa|mijn|onze|min|mitt|mina|vår|vårt|mo(?:j|ja|je)|mój|nasz\p{L}*))(?!\p{L})` +
        String.raw`|(?<!\p{L})(?:d[óo]nde (?:tengo|guard[ée]|puse|dej[ée])|o[uù] (?:ai-je|j'ai) (?:mis|rang[ée]|enregistr[ée])|wo hab(?:e)? ich|dove ho (?:messo|salvato)|onde (?:coloquei|pus|guardei)|waar heb ik|var har jag|hvor har jeg|gdzie (?:po[łl]o[żz]y[łl]\p{L}*|zapisa[łl]\p{L}*)|где (?:лежит|лежат|мой|моя|мои|моё))(?!\p{L})`,
      'iu',
    ),
    action: 'search',
  },
  { pattern: /\bwas steht in\b|\bqu[ée] dice\b|\bque dit\b|\bo que diz\b|\bcosa dice\b/u, action: 'read' },
  {
    pattern:
      /\bwie gro(?:ß|ss)(?!\p{L})|\bhoe groot\b|\bhoeveel (?:ruimte|plaats)\b|\bhur (?:stor|stort|stora|mycket plats)\b|\bhvor (?:stor|store|stort|meget plads)\b|\bjak (?:duż[yae]|wielki[e]?)(?!\p{L})|\bqu[ée] tan grande\b|\bcu[áa]nto (?:ocupa|pesa)\b|\bquelle (?:est la )?taille\b|\bqual (?:é|e) o tamanho\b|\bquanto (?:è grande|pesa)\b|\bquand (?:ai-je|avez-vous|a-t-il été) (?:modifi|chang|cré)|\bcu[áa]ndo (?:modifiqu|cambi|cre)|\bwann (?:habe ich|wurde|hast du)\b.*\b(?:geändert|bearbeitet|erstellt)|\bquando (?:modifiquei|alterei|ho modificato)|(?<!\p{L})(?:какой размер|сколько (?:весит|места)|когда (?:я )?(?:изменял|изменил|менял|правил))(?!\p{L})/u,
    action: 'info',
  },
  // "wanneer is notes/todo.md aangepast", "cuándo se modificó", "quando è stato modificato", "när ändrades": when,
  // then (a few words on, the file between) a word for changed, made or saved: when a file changed is what its
  // information says, not what it holds.
  { pattern: FOREIGN_WHEN_CHANGED, action: 'info' },
];

/** Phrases of other languages that ask what the user told before (and the dictionary's, `other-languages.ts`). */
const RECALL_PHRASES =
  /\bqu[ée] te (?:cont[ée]|dije)\b|\bte acuerdas\b|\bwas wei(?:ß|ss)t du (?:noch )?(?:über|von)\b|\berinnerst du dich\b|\btu te souviens\b|\bje t'ai dit\b|\bque sais-tu\b|\bo que (?:eu )?te (?:disse|contei)\b|\b(?:você )?(?:se )?lembra do que\b|\bo que (?:você )?sabe (?:sobre|de)\b|\bqu[ée] sabes (?:de|sobre)\b|\bcosa sai (?:di|su)\b|\bque sais-tu (?:de|sur)\b|(?<!\p{L})(?:что ты знаешь (?:о|об|про)|что я (?:тебе )?(?:говорил|рассказывал)|ты помнишь)(?!\p{L})|\bqu'est-ce que (?:tu sais|je t'ai dit)\b|\bwas habe ich dir\b.*\b(?:erzählt|gesagt)\b|\bcosa ti ho detto\b|\bti ricordi\b|我(?:告诉|跟你说)过|覚えて(?:い)?る(?:こと|の|か|\?|？|$)|何か覚えて|기억하고\s?있|기억(?:나|해)\s?\?|还记得|還記得|記得.{0,12}(?:吗|嗎)|言ったこと/u;
export const FOREIGN_RECALL = new RegExp(`${RECALL_PHRASES.source}|${FOREIGN_RECALL_WORDS.source}`, 'u');

/** Nouns (stems) naming what is acted on. */
const OBJECT_WORDS = [
  ['file', 'file files document doc text line contents txt'],
  ['directory', 'directory directories folder dir subdirectory subfolder tree'],
  ['media', 'image photo picture pic audio video media screenshot png jpg jpeg gif mp3 wav mp4'],
  ['memory', 'memory knowledge graph entity observation relation fact'],
  ['number', 'number numbers sum'],
  ['environment', 'environment env variable'],
] as const;
export const OBJECT_STEMS: ReadonlyMap<string, ObjectKind> = new Map(
  OBJECT_WORDS.flatMap(([kind, words]) => words.split(' ').map((word) => [stem(word), kind as ObjectKind] as const)),
);

/** Verbs that only the lexicon's phrases read, not `VERB_WORDS`: remembering is keeping what the user told. */
export const MEMORY_PHRASE_VERBS: readonly string[] = ['remember', 'memorize', 'memorise'];

/** The lexicon's own words for actions and what they act on, as written: what a misspelt request word may have meant. */
export const REQUEST_WORDS: readonly string[] = [
  ...VERB_WORDS.flatMap(([, words]) => words.split(' ')),
  // The verbs of keeping what is told, which the phrases above read ("rember that ...", "rmbr my mentor is Sinead").
  ...MEMORY_PHRASE_VERBS,
  ...OBJECT_WORDS.flatMap(([, words]) => words.split(' ')),
  ...COMMANDS.keys(),
];

/** What people do for a living or in a group ("the venue manager", "our treasurer"): only a person is one. */
export const ROLE_WORDS: ReadonlySet<string> = new Set(
  'manager director owner founder teacher coach tutor nurse doctor dentist vet lawyer solicitor accountant engineer designer developer editor writer author producer actor actress singer drummer guitarist player captain chair chairman chairwoman president secretary treasurer member volunteer organiser organizer planner agent broker tenant client customer supervisor chef cook baker plumber electrician builder mechanic driver pilot pastor priest vicar rabbi imam councillor mayor officer principal headteacher lecturer professor student pupil intern assistant receptionist caretaker cleaner gardener photographer translator therapist physio pharmacist midwife carer babysitter nanny'.split(
    ' ',
  ),
);

/** Words that make a destroy request about one fact of a thing, or about the whole thing. */
/**
 * The people in someone's life (family, partners, friends, work, neighbours, the people who look after them) and
 * the ties between them: what a user tells or asks about them is what a memory of people keeps.
 */
export const PEOPLE_WORDS: ReadonlySet<string> = new Set(
  'wife husband spouse fiance fiancee boyfriend girlfriend mom mum mother dad father parent sister brother sibling son daughter kid child children cousin aunt uncle niece nephew grandma grandmother grandpa grandfather grandson granddaughter friend coworker colleague boss neighbor neighbour roommate dentist doctor landlord married engaged divorced dating'.split(
    ' ',
  ),
);
export const PEOPLE_STEMS: ReadonlySet<string> = new Set([...PEOPLE_WORDS].map(stem));

/** A tie to the user said with its possessive in those languages ("mi hermano", "ma voisine", "meine Kollegin"). */
const TIE_ELSEWHERE =
  String.raw`(?:^|[\s,:;¡¿])(?:mi|mis|mon|ma|mes|mein|meine|meinen|meinem|mio|mia|il mio|la mia|meu|minha|o meu|a minha|mijn|min|mitt|moja|mój)\s+` +
  `(?:${'nieto nieta nietos suegro suegra cuñado cuñada sobrino sobrina yerno nuera neto neta sogro sogra cunhado cunhada sobrinho sobrinha genro nora petit-fils petite-fille neveu nièce beau-frère belle-sœur beau-père belle-mère Enkel Enkelin Neffe Nichte Schwager Schwägerin Schwiegervater Schwiegermutter nipote cognato cognata suocero suocera kleinzoon kleindochter neef nicht barnbarn wnuk wnuczka bratanek siostrzeniec hermano hermana amigo amiga jefe jefa colega compañero compañera vecino vecina abuelo abuela madre padre esposo esposa marido mujer novio novia primo prima tío tía hijo hija frère sœur soeur ami amie patron patronne collègue voisin voisine grand-mère grand-père mère père mari femme copain copine cousin cousine oncle tante fils fille Bruder Schwester Freund Freundin Chef Chefin Kollege Kollegin Nachbar Nachbarin Oma Opa Mutter Vater Mann Frau Cousin Cousine Onkel Tante Sohn Tochter fratello sorella amico amica capo collega vicino vicina nonno nonna madre padre marito moglie zio zia figlio figlia irmão irmã chefe vizinho vizinha avô avó mãe pai tio tia filho filha broer zus vriend vriendin baas collega buurman buurvrouw bror syster vän chef kollega granne brat siostra przyjaciel przyjaciółka szef sąsiad sąsiadka'.split(' ').join('|')})`;

/**
 * The same ties in the other languages people most often write to the engine in, after "my" in each ("mi hermano
 * Carlos", "mon collègue Julien", "mein Bruder Jonas", "minha vizinha Ana"): introducing someone by their tie to the
 * user, as "my brother Carlos" does in English.
 */
export const INTRODUCED_BY_TIE_ELSEWHERE = new RegExp(TIE_ELSEWHERE + String.raw`\s+\p{Lu}\p{Ll}`, 'u');

/** The tie said anywhere, before or after the name ("Camille est ma voisine"): the one it is said of is a person. */
export const TIE_SAID_ELSEWHERE = new RegExp(TIE_ELSEWHERE + String.raw`(?![\p{L}])`, 'iu');

export const PART_STEMS: ReadonlySet<string> = new Set('observation fact detail line note statement part bit'.split(' ').map(stem));
export const WHOLE_STEMS: ReadonlySet<string> = new Set('entity node whole entire everything complete person profile'.split(' ').map(stem));

/** File extensions of images, audio and video. */
export const MEDIA_EXTENSION = /\.(?:png|jpe?g|gif|bmp|webp|svg|tiff?|heic|mp3|wav|ogg|flac|m4a|mp4|mov|avi|mkv)$/i;
