/**
 * What kind of request a message is, from its form rather than its topic:
 * assistants answer writing, explaining, reasoning and general knowledge
 * themselves, while real-time facts, the user's own data, actions in the
 * world, files and commands need tools. General English cues only (request
 * verbs, mood, time words, possessives), never words of a particular tool set.
 */
import { asksLastChange } from '../intent/last-change.js';
import { asksOwnRecord, comparesOwnRecords } from '../intent/own-record.js';
import { asksWhichWord } from '../text/word-choice.js';
import { asksAcquaintanceFact } from '../intent/acquaintance-fact.js';
import { composesElsewhere } from '../intent/compose-elsewhere.js';
import { FOREIGN_TOPIC } from '../intent/lexicon.js';
import { asksAboutWord } from '../text/word-question.js';
import { asksAdvice } from './advice-question.js';

export interface RequestKind {
  /** The message asks for something a language model answers itself (compose, explain, reason, know). */
  answerable: boolean;
  /** The message asks for live facts, the user's own things, an action or a file/command. */
  needsWorld: boolean;
  /** The message asks to look something up or to use a tool, an API or a service: the user expects one. */
  asksForTool: boolean;
  /** A general-knowledge question (not a request to write, nor text given to work on). */
  question: boolean;
  /** The message asks about the user's own state ("did I", "have I got", "my rent", "wrote to me"), not for advice. */
  personal: boolean;
  /** The message acts (an action verb other than find, search or get), names the user's things or an identifier. */
  actsOrOwns: boolean;
  /** Which cues fired, for the rationale. */
  cues: string[];
}

/** Request verbs that ask for text the assistant writes or reasons out itself. */
const COMPOSE =
  /^(?:(?:please|kindly|now|ok(?:ay)?|so)[, ]+)?(?:(?:can|could|would|will) you(?: please)? |i (?:want|need|would like) you to )?(?:help me (?:to )?(?:word|phrase|put into words)\b|(?:help me (?:to )?)?(?:write|compose|draft|rewrite|re-write|rephrase|translate|paraphrase|summari[sz]e|explain|describe|define|classify|categori[sz]e|suggest|brainstorm|proofread|correct|edit|improve|simplify|outline|elaborate|discuss|compare|contrast|analy[sz]e|evaluate|critique|argue|justify|identify|interpret|imagine|pretend|act as|come up with|think of|make up|invent|name|solve|prove|derive|answer|fill in|complete|sort|rank|rate|paraphrase|tell me (?:a|an|some) (?:joke|story|fact|poem|riddle)|(?:read|recite) me (?:a|an|some|another|something)|make (?:it|this|that|them) (?:a (?:bit|little|lot) )?(?:more|less|sound|[a-z]+er)\b|give (?:me )?(?:an? )?(?:example|examples|ideas?|tips?|advice|suggestions?|reasons?|synonyms?|antonyms?|definition|overview|summary|list of (?:ideas|tips|reasons|ways|examples))|generate (?:an? |some )?(?:ideas?|names?|titles?|story|poem|list|slogan|sentence|question|questions|example|examples|outline|plan)|create (?:an? |some )?(?:poem|story|list|outline|slogan|title|sentence|question|plan|recipe|joke|essay|summary|analogy|metaphor|acronym|haiku|limerick|song|tweet|headline|riddle|quiz)))\b/i;

/** Questions about how the world is, was or works, which general knowledge answers. */
const KNOWLEDGE =
  /^(?:(?:so|and|but|ok(?:ay)?)[, ]+)?(?:what (?:is|are|was|were|does|do|did|would|makes|causes|happens)|who (?:is|was|were|invented|wrote|discovered)|why|how (?:does|do|did|can|could|would|should|is|are|to|many|much|long|far)|when (?:was|were|did|is)|which (?:is|are|was|one)|is (?:it|there|a|an|the)|are (?:there|the|all)|can (?:a|an|you explain|i)|should i|does|do (?:all|most|you think))\b/i;

/**
 * Asking what a thing is or means, how to do something oneself, or whether it is wise: "what's a knowledge graph",
 * "echo chamber meaning", "how do I read a file in Python", "is it safe to delete the temp folder", or which of two
 * words to use ("¿es 'carpeta' o 'archivador' cuando ...?"). The words may be a tool's, but the answer is an explanation.
 */
const DEFINITION =
  /^(?:(?:so|and|but|ok(?:ay)?)[, ]+)?(?:what(?:'s|’s| is| are)? (?:a|an) |whats (?:a|an) )|\b(?:another|(?:a|some) (?:more|less|better|nicer|simpler|softer|kinder|politer) [a-z]+) (?:way|word)s? (?:to say|of saying|for)\b|\bwhat (?:does|do) (?:a |an |the )?[\w .'’-]{1,40}? (?:mean|stand for)\b|\bmeaning\s*\??$|\bthe meaning of\b|\bdifference between\b|^how (?:do|can|should|would) (?:i|you|we|one)\b|^(?:any )?(?:tips?|advice) (?:for|on)\b|^what(?:'s|’s| is| are) (?:the )?(?:best|a good|good|some) (?:way|ways|tips?|tricks?)\b|\bis it (?:safe|ok|okay|bad|normal|weird|wise) to\b/i;

/**
 * Text given to work on: an instruction followed by a passage, a list or a blank line; or a job done to text
 * ("translate this into spanish: ...", "Translate into Korean: '...'") followed by the text itself, after a colon
 * or in quotes.
 */
const GIVEN_TEXT =
  /\n\s*\n|:\s*\n|^(?:given|here is|here are|the following|below is|consider)\b|^(?:(?:please|pls|can you|could you)\s+)?(?:translate|rewrite|rephrase|paraphrase|summari[sz]e|proofread|shorten|simplify|polish|reword)\b[^:'"“‘\n/.]{0,60}(?::\s*\S|\s['"“‘][^'"”’\n]{12,})|\b(?:the (?:given|following|above|below)|this (?:sentence|paragraph|text|passage|word|poem|article|essay|email|story|list|code|statement|question))\b/i;

/**
 * "how big is Lebanon in km²", "how tall is the eiffel tower": the size of a thing in the world, which general knowledge
 * holds; the size of a file or folder ("how big is photos/cat.jpg", "how big is my downloads folder") is not this.
 */
const WORLD_SIZE =
  /^(?:(?:so|and|but|ok(?:ay)?)[, ]+)?how (?:big|large|tall|deep|wide|heavy|high|long|far|fast|hot|cold) (?:is|are|was|were) (?!(?:my|our|your|this|that|these|those|it|they)\b)(?![^?!\n]*(?:\/|\.\p{L}{2,4}\b|\b(?:files?|folders?|photos?|pictures?|pics?|images?|videos?|documents?|docs?|pdfs?|drives?|disks?|director(?:y|ies)|downloads|backups?|recordings?|scans?|logs?)\b))/iu;

/** Time words that make a fact live. */
const REAL_TIME =
  /\b(?:current(?:ly)?|latest|right now|today|tonight|tomorrow|yesterday|this (?:week|weekend|month|morning|afternoon|evening)|next (?:week|month|weekend)|upcoming|live|real[- ]time|forecast|at the moment|recent(?:ly)?|now)\b/i;

/** The user's own things and accounts. */
const POSSESSIVE =
  /\b(?:my|our)\s+(?:\w+\s+)?(?:account|order|orders|calendar|email|emails|inbox|file|files|folder|document|documents|meeting|meetings|appointment|appointments|balance|subscription|playlist|device|devices|reminder|reminders|contact|contacts|booking|bookings|reservation|reservations|flight|trip|package|delivery|bill|bills|payment|payments|profile|password|car|home|house|lights?|thermostat|schedule|tasks?|notes?|photos?|messages?|repo(?:sitory)?|server|database|portfolio|stocks?|cart|location)\b/i;

/** Verbs that act on the world or on the user's things. */
const ACTION =
  /^(?:(?:please|kindly)[, ]+)?(?:(?:can|could|would|will) you(?: please)? |i (?:want|need|would like) (?:you )?to |help me |let'?s |go ahead and )?(?:tell (?!(?:me|us|you|u|ya|myself|yourself|a|an|the|some|any|it|this|that|what|how|why|whether|if|when|where|who|which|more|everything|anything|something|apart|time|stories|story|jokes?|lies|truth)\b)|let (?!(?:me|us|you|u|it|this|that)\b)[\w'’-]+(?: [\w'’-]+)? know\b|book|reserve|order|buy|purchase|send|email|text|message|call|dial|schedule|remind|cancel|delete|remove|upload|download|install|deploy|turn (?:on|off)|switch (?:on|off)|play|pause|stop|resume|add|update|transfer|pay|post|publish|share|open|close|launch|start|restart|run|execute|create (?:a|an|the)? ?(?:account|user|ticket|issue|event|meeting|folder|file|playlist|order|reservation|booking|task|reminder|alarm|timer|record|invoice|project)|set (?:up )?(?:a|an|the|my)? ?(?:alarm|reminder|timer|meeting|appointment|thermostat|temperature|volume|status)|check (?:my|the status|if|whether|availability)|track|monitor|look up|search (?:for|the)|find (?:me )?(?:a|an|the|nearby|flights?|hotels?|restaurants?)|get (?:me )?(?:the )?(?:weather|forecast|price|quote|status|news|directions|score)|show (?:me )?(?:my|the latest|the current))\b/i;

/**
 * Files, paths, commands, addresses and identifiers: things only a tool can open. A file name is a dot whose
 * name before it holds a letter or digit (`a-b.md`), an address an "@" likewise: read back from the dot or "@"
 * instead of forward from every word start, so a long run of "a-" or "a." is read once.
 */
const ARTIFACT =
  /(?:\.(?<=\w-*\.)(?:txt|csv|json|pdf|docx?|xlsx?|pptx?|png|jpe?g|py|js|ts|md|log|pcap|zip|html|xml|ya?ml)\b|(?:^|\s)(?:\/|~\/|\.\/)[\w./-]+|\bhttps?:\/\/|@(?<=\w[.+-]*@)[\w-]+\.[\w.]+\b|\b\d{1,3}(?:\.\d{1,3}){3}\b)/i;

/** Facts that change by the minute: prices, scores, availability, ratings, traffic, what is near. */
const LIVE_FACT =
  /\b(?:prices?|stock|shares?|trading|stock quotes?|scores?|exchange rates?|status|open now|opening hours|availability|available|in stock|reviews?|ratings?|best[- ]rated|top[- ]rated|traffic|weather|raining|snowing|time in|delayed|on time|followers|near me|nearby|nearest|closest|cheapest)\b/i;

/** Casual commands to devices, timers, notes and people ("crank it up", "jot down", "tell the team"). */
const CONTROL =
  /^(?:(?:please|hey|ok|okay)[, ]+)?(?:turn|switch|shut|kill|dim|brighten|crank|bump|lower|raise|mute|unmute|put on|wake|jot|note down|tell (?:the|my|our) \w+|tell (?:him|her|them|everyone|everybody)\b|let (?!me\b|us\b)\w+ know|ping|notify|remind|skip|lock|unlock|get me|set (?:a|an|the) (?:\d+|\w+)[- ]?(?:second|minute|hour)s? (?:timer|alarm))\b/i;

/** Handles, channels, codes with digits and long numbers: identifiers only a tool can resolve. */
const IDENTIFIER = /(?:^|\s)(?:@[A-Za-z][\w-]*|#(?![0-9a-f]{3,8}\b)[A-Za-z][\w-]*)|\b[A-Z]{1,4}[- ]?\d{2,}\b|\b\d{5,}\b/;

/** Retrieval imperatives ("find", "search", "get"): offered to every tool set, they say nothing about a tool being needed. */
const RETRIEVAL = /^(?:(?:please|kindly)[, ]+)?(?:(?:can|could|would|will) you(?: please)? )?(?:find|search|look up|get)\b/i;

/** The user's own state: "did I", "have we", "I've", "I spent", "my rent", "to me". */
const FIRST_PERSON =
  /\b(?:(?:do|did|have|has|am|was|were|will) (?:i|we)\b|(?:i|we)(?:'ve|'m| have| got| owe| spent| paid)\b|(?:my|our) (?!own\b)\w+|(?:to|about) me\b)/i;
/** Asking for advice ("should I", "how do I") is about the world, not the user's data. */
const ADVICE = /^(?:should|can|could) (?:i|we)\b|^how (?:do|can|should|could) (?:i|we)\b/i;

/** Asking to look something up, or to use a tool, an API or a service for it: the user expects a tool. */
const LOOK_UP =
  /\b(?:look (?:it |that |this |them |those )?up|find out|search (?:for|the|it|that)|fetch|retrieve|(?:use|using|via|through|with) (?:the|an?|your|some) (?:[\w-]+ ){0,3}(?:api|tool|service|database|app|plugin|engine))\b/i;

/**
 * `reworksReply`: the turn asks to rework the text the assistant just wrote ("more polite please",
 * `route/reworked-reply.ts`), which is writing the assistant does itself.
 */
export function classifyRequest(message: string, reworksReply = false): RequestKind {
  const text = message.trim();
  const firstLine = text.split('\n')[0] ?? '';
  const cues: string[] = [];
  // "Napisz krótki wiersz o jesieni": the same asked in another language. Comparing two documents of the user's
  // ("compare the brief and the site notes") needs them read first.
  if (reworksReply || (COMPOSE.test(firstLine) && !comparesOwnRecords(firstLine)) || composesElsewhere(firstLine)) cues.push('compose');
  if (KNOWLEDGE.test(firstLine) || WORLD_SIZE.test(firstLine)) cues.push('knowledge');
  if (GIVEN_TEXT.test(text)) cues.push('given text');
  // "¿cómo se hace ...?", "wie speichere ich eine Datei als PDF?", "apa itu ...": the same asked in another language.
  // "Beth ydy 'paint brush' yn Gymraeg?" asks about a word; "is that legal in argentina now" asks for advice.
  if (DEFINITION.test(firstLine) || asksWhichWord(firstLine) || asksAboutWord(firstLine) || asksAdvice(firstLine) || FOREIGN_TOPIC.test(firstLine))
    cues.push('definition');
  const answerable = cues.length > 0;
  // A passage given to work on ("Summarize this.\n\n<article>") is material, not the request: its dates,
  // addresses and "my" say nothing about what the request needs. Only the instruction is read for them.
  const request = text.split(/\n\s*\n/)[0] ?? text;
  const world: string[] = [];
  if (REAL_TIME.test(request)) world.push('real time');
  // "when is Tom's birthday", "who works at packright": a fact of someone the user knows is the user's own data,
  // which general knowledge does not hold, however much the question reads like one.
  // "when was the April rota last changed?": the last change of a thing of theirs is theirs to look up too, as is
  // what one of their records holds ("rossi-ferri budget, what's left").
  if (POSSESSIVE.test(request) || asksAcquaintanceFact(firstLine) || asksLastChange(firstLine) || asksOwnRecord(firstLine)) world.push('own data');
  if (ACTION.test(firstLine)) world.push('action');
  if (ARTIFACT.test(request)) world.push('file or address');
  // Live facts and identifiers in a request to write or to work on given text are its material, not a look-up.
  const composes = cues.includes('compose') || cues.includes('given text');
  if (!composes && LIVE_FACT.test(request)) world.push('live fact');
  if (CONTROL.test(firstLine)) world.push('command');
  if (!composes && IDENTIFIER.test(request)) world.push('identifier');
  const asksForTool = LOOK_UP.test(request);
  if (asksForTool) world.push('look-up');
  const question = cues.includes('knowledge') && !composes;
  const personal = !composes && FIRST_PERSON.test(firstLine) && !ADVICE.test(firstLine);
  const acts = (world.includes('action') && !RETRIEVAL.test(firstLine)) || world.includes('command');
  const actsOrOwns = acts || world.includes('own data') || world.includes('identifier');
  return { answerable, needsWorld: world.length > 0, asksForTool, question, personal, actsOrOwns, cues: [...cues, ...world] };
}
