/**
 * A thing of the person's named first, then a question about it that is theirs: "the rowing crew, who is in the boat
 * this year", "fixtures!! when we play Labasa?", "My sugar measurements... is it better this month?", "courses, what
 * do I need to buy for the weekend?". The topic is a bare noun phrase (no verb, no question word), set off by a
 * comma, dots, a slash, "!!" or a colon; the question names the speaker (I, we, my, our), or it or the topic a time
 * of their own ("this year", "last week", "now", "tomorrow"). Only their records answer it. A question of advice or
 * of what would happen ("python lists, how do I sort them?", "Paris, what should we see?", "my knee, is it bad if I
 * run?") and one about the topic in general ("photosynthesis, how does it work?") ask nothing of a record.
 */
import { NOT_NAMING } from './naming-words.js';

/** Words that never name the topic: those that name no record, and verbs a topic has none of ("the cria have …"). */
const NOT_TOPIC = String.raw`(?:${NOT_NAMING}|has|have|had|got|get|gets|want|wants|need|needs|died|said|says|after|before)`;
const NAMING_WORD = String.raw`(?!${NOT_TOPIC}(?![\p{L}\d'’-]))[\p{L}\d][\p{L}\d'’-]*`;
/** Openings that greet, agree or link, which are no topic ("ok, when is …", "thanks, who …"). */
const OPENING = String.raw`(?:hi|hey|hello|ok|okay|so|well|thanks|thank|sorry|yes|yeah|no|bro|sir|madam|please|pls|dear|mate|boss|listen|oh|ah|hmm|um|btw|also|then|now|today|tomorrow|tonight|and|but)`;
/** Up to five words, joined by "of", "from", "for" or "in": "the list of sponsors ads", "lice count from last week". */
const TOPIC = String.raw`^(?:(?:the|my|our)\s+)?(?!${OPENING}(?![\p{L}]))${NAMING_WORD}(?:\s+(?:(?:of|from|for|in)\s+(?:(?:the|my|our)\s+)?)?${NAMING_WORD}){0,4}`;
const SEPARATOR = String.raw`\s*(?:,|\.{2,}|…|\s/|!{2,}|:)\s*`;
/** A question: opened by a question word, or closed by "?". */
const QUESTION = String.raw`((?:what|whats|what's|which|who|whom|whose|when|where|how many|how much|how long|is|are|was|were|did|do|does|have|has)\b[^?]*|[^?.!]{1,80}\?)`;
const TOPIC_THEN_QUESTION = new RegExp(`${TOPIC}${SEPARATOR}${QUESTION}`, 'iu');
/** A time of the speaker's own: "this year", "last week", "now". */
const THEIR_TIME =
  /(?<![\p{L}])(?:this|last|next|past)\s+(?:week|wk|weekend|month|year|time|one|season|term|harvest|night|morning)(?![\p{L}])|(?<![\p{L}])(?:now|tomorrow|tonight|today|yesterday)(?![\p{L}])/iu;
/** The speaker, as the question names them. */
const SPEAKER = /(?<![\p{L}])(?:i|we|our|my)(?![\p{L}])/iu;
/**
 * Advice, a plan or what would happen ("should", "can", "if", "how do I", "what do I write", "which one do I use"; not
 * "what do I need", which a list says), and what was told ("joris,
 * what did i say"), which the memory keeps, not a file.
 */
const NOT_A_RECORD =
  /(?<![\p{L}])(?:should|could|can|would|shall|might|if|say|said|tell|told|mention|mentioned)(?![\p{L}])|\bhow\s+(?:do|does|did|to)\b|\bwhat\s+(?:do\s+)?(?:i|we)\s+do\b|\b(?:what|which)(?:\s+one)?\s+(?:do|does)\s+(?:i|we)\s+(?!have\b|need\b|owe\b|got\b)/iu;
/** Longer messages tell more than a topic and a question. */
const MAX_LENGTH = 160;

/** Whether the message names a thing of theirs, then asks a question of it that their records answer (see above). */
export function asksTopicOfTheirs(message: string): boolean {
  return topicOfTheirs(message) !== undefined;
}

/** The thing of theirs such a message names first ("the rowing crew"), which names the record; else undefined. */
export function topicOfTheirs(message: string): string | undefined {
  const text = message.trim();
  if (text.length === 0 || text.length > MAX_LENGTH) return undefined;
  const found = TOPIC_THEN_QUESTION.exec(text);
  const question = found?.[1];
  if (!found || question === undefined || NOT_A_RECORD.test(question)) return undefined;
  const lead = text.slice(0, found.index + found[0].length - question.length);
  if (SPEAKER.test(question)) return trimmed(lead);
  // "the Oscars, who won this year?", "Manchester United, who is in the squad now": a name after the topic's first word
  // may be a public occasion or team, which a time alone does not make theirs.
  if (NAMED_AFTER_FIRST.test(lead)) return undefined;
  // "lice count from last week / was it over the limit?": the time may be said with the topic.
  if (!THEIR_TIME.test(question) && !THEIR_TIME.test(lead)) return undefined;
  return trimmed(lead);
}

/** A capital after the topic's first word: a proper name. */
const NAMED_AFTER_FIRST = /^\S+\s.*?(?<![\p{L}'’])\p{Lu}/u;

function trimmed(lead: string): string {
  return lead.replace(/[\s,.…/!:]+$/u, '');
}
