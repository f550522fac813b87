/**
 * Answers questions about earlier turns ("what did I say my name was?",
 * "what was the file I mentioned?") from the conversation itself.
 */
import type { EngineMessage } from '../types.js';
import { stem, STOPWORDS, words } from '../text/tokenize.js';
import { isFixedAnswer, NOT_IN_CONVERSATION_ANSWER } from './fixed-answers.js';

/** Phrases that point back at the conversation. */
const BACK_REFERENCE =
  /\b(did i (?:just )?(say|tell|mention|ask|give|write|share)|(?:which|what) (?:file|document|folder) (?:did|have) i (?:just )?(?:read|open|opened|look at|looked at|see|seen)\b|have i (said|told|mentioned|asked)|i (said|told you|mentioned|asked|gave you|wrote|shared) (earlier|before|previously|a moment ago)|(that|which|the \w+) i (?:just )?(said|told you about|mentioned|asked about|gave you|shared)|did you (say|tell me|mention|suggest)|(that|what) you (said|told me|mentioned|suggested)|(?:what|which) (?:was|were|is|are) (?:the|that|those) (?:(?:last|first|latest|previous|other|earlier|most recent) )?(?:file|document|folder|one)s? (?:that )?(?:you|i) (?:just |last )?(?:found|read|opened|showed|listed|looked at|saw|asked for|asked you (?:to|for|about)|had you|named|mentioned|gave you)\b|(?:what|which) (?:file|document|folder|one)s? did you (?:just )?(?:find|read|open|show|list)\b|(?:what|which) (?:file|document|folder|one|thing) (?:was|were) i (?:just )?(?:asking(?: you)?|talking|telling you) about\b|remind me (what|which|who|where|when|of what)|do you remember|what was (that|it) again|(?:what|which) (?:was|were) (?:that|those|the) (?:[\w-]+ ){0,2}?(?:file|document|folder|one|name|number|link|address)s? again|which (?:file|document|folder|one) was (?:it|that))/i;

/** "what is my X" / "what's my X" asks for something the user told us. */
const MY_THING = /\bwhat(?:'s| is| was|'re| are| were)\s+my\s+([a-z][a-z ]{0,30}?)(?:\s+again)?\s*\??$/i;

/** What a recall question is about: "what did I tell you about Tom?" (or "concerning Eileen", "regarding the lease") → "Tom". */
const ABOUT = /\b(?:about|concerning|regarding)\s+([^?.!,]{1,60}?)\s*(?:again)?\s*[?.!]*$/i;

/** Whole-conversation questions. */
const CONVERSATION_SUMMARY =
  /\b(what (have|did) we (talk|talked|discuss|discussed|chat|chatted) about|summari[sz]e (our|this|the) (conversation|chat|discussion)|what did i ask( you)?( so far| before| earlier)?\s*\??$)/i;

export interface HistoryAnswer {
  answer: string;
  /** Whether something in the history actually answered the question. */
  found: boolean;
  goal: string;
}

/** Entity shapes a question may ask for, by the noun it uses. */
const ENTITY_BY_NOUN: Array<{ nouns: RegExp; pattern: RegExp }> = [
  // A file name's extension starts with a letter: "1.20" and "3.5" are numbers, not files.
  { nouns: /\b(file|path|document|folder|directory)\b/i, pattern: /(?:~|\.{1,2})?\/?[\w.-]+(?:\/[\w.-]+)+|\b[\w-]+\.[a-z][a-z0-9]{0,4}\b/gi },
  { nouns: /\b(e-?mail|address)\b/i, pattern: /\b[\w.+-]+@[\w-]+\.[\w.]+\b/ },
  { nouns: /\b(url|link|site|website|page)\b/i, pattern: /\bhttps?:\/\/\S+/i },
  { nouns: /\b(number|phone|amount|age|count|total|price)\b/i, pattern: /-?\d[\d,]*(?:\.\d+)?/ },
];

/** Whether a message asks about the conversation itself ("what was that file again?"): its "that file" is the question, not a file to act on. */
export function asksAboutConversation(message: string): boolean {
  return BACK_REFERENCE.test(message) || ASKS_LAST_REPLY.test(message.trim());
}

/** Answer from the history, or undefined when the message is not about the conversation. */
export function lookUpHistory(message: string, history: readonly EngineMessage[]): HistoryAnswer | undefined {
  const summary = CONVERSATION_SUMMARY.test(message);
  const myThing = MY_THING.exec(message);
  if (!summary && !myThing && !BACK_REFERENCE.test(message) && !ASKS_LAST_REPLY.test(message.trim())) return undefined;
  if (WHERE_PUT.test(message.trim())) return undefined;
  // "what did you just say, i missed it", "sorry, say that again?": the last reply, said again.
  const lastReply = ASKS_LAST_REPLY.test(message.trim()) ? [...history].reverse().find((turn) => turn.role === 'assistant') : undefined;
  if (lastReply) return { found: true, goal: 'repeat the last reply', answer: `I said: "${lastReply.content.trim()}"` };
  const earlier = history.filter((turn) => turn.role === 'user' || turn.role === 'assistant');
  if (summary) return summarise(earlier);

  const topic = myThing?.[1]?.trim() ?? topicOf(message);
  const goal = topic ? `recall the ${topic} mentioned earlier` : 'recall something said earlier';
  if (earlier.length === 0) {
    return { found: false, goal, answer: NOT_IN_CONVERSATION_ANSWER };
  }
  if (topic) {
    const stated = findStatedValue(topic, earlier);
    if (stated) return { found: true, goal, answer: `You said your ${topic} is ${stated}.` };
    const entity = findEntity(message, earlier);
    if (entity) return { found: true, goal, answer: entityAnswer(entity) };
    const turn = findTurnAbout(topic, earlier);
    if (turn) return { found: true, goal, answer: `Earlier ${speaker(turn)}: "${turn.content.trim()}"` };
  }
  const entity = findEntity(message, earlier);
  if (entity) return { found: true, goal, answer: entityAnswer(entity) };
  // "what did I tell you about Tom" when no turn speaks of Tom: the conversation does not hold it.
  const about = ABOUT.exec(message)?.[1];
  if (about) {
    const turn = findTurnAbout(about, earlier);
    return turn ? { found: true, goal, answer: `Earlier ${speaker(turn)}: "${turn.content.trim()}"` } : NOT_IN_CONVERSATION(goal);
  }
  // Only "what did I just say?" is answered by the last thing said; any other question it would answer with a quote
  // that is about something else.
  const lastUser = [...earlier].reverse().find((turn) => turn.role === 'user');
  if (myThing || !lastUser || !ASKS_LAST_SAID.test(message.trim())) return NOT_IN_CONVERSATION(goal);
  return { found: true, goal, answer: `Earlier you said: "${lastUser.content.trim()}"` };
}

const NOT_IN_CONVERSATION = (goal: string): HistoryAnswer => ({
  found: false,
  goal,
  answer: NOT_IN_CONVERSATION_ANSWER,
});

/**
 * "what did you just say i missed it", "sorry, can you say that again?", "come again?", "I missed that": the reply
 * itself is asked for again, with nothing named that it was about.
 */
const ASKS_LAST_REPLY =
  /^(?:(?:sorry|pardon|wait|hm+|huh|ok(?:ay)?|what)[,.!?]?\s+)*(?:what (?:did|was it) (?:you|u) (?:just )?(?:say|said|write|wrote)(?: (?:just|there|again|before|last))?(?![\w ]*\b(?:about|of|on|regarding)\b)|(?:can|could|would) (?:you|u) (?:please )?(?:say|repeat) (?:that|it|what you said)(?: again)?|(?:please )?(?:say|repeat) (?:that|it) again|come again|i (?:missed|didn'?t (?:catch|get|see)) (?:that|it|what you (?:said|wrote)))\b[^?.!]*[?.!]*$/i;

/** "what did I just say?", "what did I ask you before?": the last thing the user said is the answer. */
const ASKS_LAST_SAID =
  /^(?:(?:sorry|wait|hm+|ok(?:ay)?)[,.!]?\s+)?what (?:did|have) i (?:just )?(?:say|said|ask|asked|tell you|told you|write|wrote)(?: you)?(?: just| last| before| earlier| a moment ago)?\s*[?.!]*$/i;

/**
 * "where did I write down the dentist appointment?", "where did I save the lease": where a thing was put is asked
 * of the user's files or memory, not of what was said.
 */
const WHERE_PUT = /^where (?:did|do|have) (?:i|we) (?:write|put|save|store|keep|file|note|jot)\b/i;

function speaker(turn: EngineMessage): string {
  return turn.role === 'user' ? 'you said' : 'I said';
}

function summarise(earlier: readonly EngineMessage[]): HistoryAnswer {
  const asked = earlier.filter((turn) => turn.role === 'user').map((turn) => `"${turn.content.trim()}"`);
  if (asked.length === 0) return { found: false, goal: 'summarise the conversation', answer: 'We have not talked about anything yet.' };
  return { found: true, goal: 'summarise the conversation', answer: `So far you asked: ${asked.join('; ')}.` };
}

/** The noun the question is about: "what was the file I mentioned" → "file". */
function topicOf(message: string): string | undefined {
  const match =
    /\bmy\s+([a-z][a-z-]*)\s+(?:was|is|were|'s)\b/i.exec(message) ??
    /\b(?:the|my|that|which|what)\s+([a-z][a-z-]*(?:\s+[a-z][a-z-]*)?)\s+(?:did |that |which )?(?:i|you|we)\b/i.exec(message) ??
    /\bwhat\s+(?:was|is|were)\s+(?:the|my|that)\s+([a-z][a-z-]*)/i.exec(message);
  const noun = match?.[1]?.toLowerCase();
  if (!noun) return undefined;
  const last = noun.split(/\s+/).filter((word) => !STOPWORDS.has(word));
  return last.length > 0 ? last.join(' ') : undefined;
}

/** "my name is Ana" / "my name's Ana" / "name: Ana" for topic "name", most recent first. */
function findStatedValue(topic: string, earlier: readonly EngineMessage[]): string | undefined {
  const escaped = topic.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = new RegExp(`\\b(?:my|the)\\s+${escaped}\\s*(?:is|was|'s|:|=)\\s*([^.,;!?\\n]+)`, 'i');
  for (const turn of [...earlier].reverse()) {
    if (turn.role !== 'user') continue;
    const value = pattern.exec(turn.content)?.[1]?.trim();
    if (value) return value.replace(/\s+(and|but)\s.*$/i, '');
  }
  if (/^name$/i.test(topic)) {
    for (const turn of [...earlier].reverse()) {
      const intro = turn.role === 'user' ? /\b(?:i am|i'm|call me)\s+([A-Z][\w-]*(?:\s+[A-Z][\w-]*)*)/.exec(turn.content) : null;
      if (intro?.[1]) return intro[1];
    }
  }
  return undefined;
}

/** What was found: a value the user wrote, or the words of a reply's opening line that name it. */
type FoundEntity = { value: string; saidByReply?: string };

/**
 * A value a reply named is said as the reply said it, never as the user's: a reply composed by a model, or one
 * quoting what a tool returned, may name a path the user never wrote, and "You mentioned secrets/keys.txt" would make
 * it theirs (a later "delete it" asks them about a file they now believe they named).
 */
function entityAnswer(entity: FoundEntity): string {
  return entity.saidByReply === undefined ? `You mentioned ${entity.value}.` : `Earlier I said: "${entity.saidByReply}."`;
}

/**
 * A path, e-mail, URL or number of the kind the question names, most recent first: what the user said, or else what
 * a reply's opening line says was done at their asking ("Read money/budget.csv."), when the turn that asked it is no
 * longer kept. Never the rest of a reply, which may quote what a tool returned, nor a quoted value in that line ('Wrote
 * COPYING with content "see secrets/keys.txt"': the text written, taken from a file, is no file acted on).
 */
function findEntity(message: string, earlier: readonly EngineMessage[]): FoundEntity | undefined {
  for (const { nouns, pattern } of ENTITY_BY_NOUN) {
    if (!nouns.test(message)) continue;
    // Newest first: "which file did I just read?" after "open the second one" is the file that reply read.
    for (let at = earlier.length - 1; at >= 0; at -= 1) {
      const turn = earlier[at]!;
      if (turn.role === 'user') {
        const found = firstNamed(pattern, turn.content)?.[0];
        if (found) return { value: found.replace(/[.,;:!?]+$/, '') };
        continue;
      }
      const opening = turn.role === 'assistant' ? DONE_LINE.exec(turn.content)?.[1]?.replace(QUOTED_VALUE, QUOTE_LEFT_OUT) : undefined;
      const found = opening === undefined ? undefined : firstNamed(pattern, opening);
      if (!found || opening === undefined) continue;
      const value = found[0].replace(/[.,;:!?]+$/, '');
      // The reply did what the turn before it named: the user's own words say it.
      const asked = earlier[at - 1];
      if (asked?.role === 'user' && asked.content.includes(value)) return { value };
      return { value, saidByReply: opening.slice(0, found.index + value.length) };
    }
  }
  return undefined;
}

/** The first match that names something: "3/4" and "12/05" are a fraction and a date, not a path (a name has a letter). */
function firstNamed(pattern: RegExp, text: string): RegExpExecArray | undefined {
  if (!pattern.global) return pattern.exec(text) ?? undefined;
  pattern.lastIndex = 0;
  for (let found = pattern.exec(text); found; found = pattern.exec(text)) {
    if (/[a-z]/i.test(found[0])) return found;
  }
  return undefined;
}

/** A reply's opening line that reports what was done, in the past tense: "Read notes/a.md.", "Moved a.txt to b.txt.". */
const DONE_LINE = /^((?:[A-Z][a-z]+ed|Read|Wrote|Made|Found|Got|Sent|Ran|Took|Kept|Set|Put)\b[^\n]{0,300})/;
/** A quoted value in such a line: the text written, searched for or added, not a thing acted on. */
const QUOTED_VALUE = /"[^"\n]*"|“[^”\n]*”/g;
const QUOTE_LEFT_OUT = '"…"';

/** A turn that asks rather than tells. */
const QUESTION = /\?\s*$|^\s*(?:what|which|who|where|when|did|do|have|remind)\b/i;

/**
 * The most recent turn that mentions the topic (stem match), leaving out what says nothing of what was talked about:
 * the engine's own fixed answers ("… name the file, folder or entry and ask again" mentions "file") and earlier
 * questions about the conversation ("what was the file you found?").
 */
function findTurnAbout(topic: string, earlier: readonly EngineMessage[]): EngineMessage | undefined {
  const wanted = new Set(words(topic).map(stem));
  return [...earlier]
    .reverse()
    .find(
      (turn) =>
        !(turn.role === 'assistant' && isFixedAnswer(turn.content)) &&
        !(turn.role === 'user' && asksAboutConversation(turn.content) && QUESTION.test(turn.content)) &&
        words(turn.content).some((word) => wanted.has(stem(word))),
    );
}
