/**
 * Turns that need no tool and no knowledge: greetings, thanks, farewells,
 * "how are you", and questions about the assistant itself, in English and the
 * common forms of many other languages ("wie geht's", "¿cómo estás?", "merci", "dziękuję", "shukran").
 */
import { readRequestAction } from '../intent/request-action.js';
import { bareAnswerOf } from '../text/yes-or-no.js';
import { GREETING_OPENING, THANKS_OPENING } from '../text/courtesy-words.js';

/** The reply to a yes or no that answers no question of ours: the person may think something waits for it. */
export const NOTHING_WAITS_ANSWER = 'Nothing of mine is waiting for a yes or no just now. What would you like me to do?';

export interface SmallTalk {
  kind: 'greeting' | 'thanks' | 'farewell' | 'wellbeing' | 'about-assistant' | 'acknowledgement';
  reply: string;
}

/**
 * "can you remember things?", "do you remember stuff between chats or not?", "do you forget everything": whether the
 * assistant keeps anything at all, asked of the assistant; nothing to keep or look up is named.
 */
const REMEMBERS_AT_ALL =
  /^(?:(?:so|and|but|wait|hey|ok(?:ay)?)[, ]+)?(?:can|could|do|does|will|would) you(?: (?:even|actually|really|still|ever))? (?:remember|recall|forget|store|save|keep)(?: (?:things|stuff|anything|everything|what (?:i|we) (?:say|said|tell|told)(?: you)?|(?:our|past|old|previous) (?:chats|conversations)))?(?: (?:between|across|after|from one)(?: (?:our|the|two|different))? (?:chats?|conversations?|sessions?)(?: (?:to the next|to another))?)?(?:,? or (?:not|do you forget everything|do you forget))?\s*\??$/;

const PATTERNS: Array<{ kind: SmallTalk['kind']; pattern: RegExp; reply: string }> = [
  {
    kind: 'wellbeing',
    pattern:
      /\bhow (are|r) (you|u)\b|\bhow('s| is) it going\b|\bhow are things\b|\bwhat'?s up\b|wie geht'?s|wie geht es (dir|ihnen|euch)|c[oó]mo est[aá]s|c[oó]mo te va|qu[eé] tal|comment (ça|ca) va|(tu|vous) (vas|allez) bien|come stai|come va|como vai|como (você|voce) est[aá]|tudo bem|как дела|お元気ですか|元気(です)?か|你好吗|잘 지내/iu,
    reply: "I'm doing well, thanks for asking! What can I help you with?",
  },
  {
    kind: 'thanks',
    pattern: THANKS_OPENING,
    reply: "You're welcome! Let me know if there's anything else.",
  },
  {
    kind: 'farewell',
    pattern:
      /^(bye|goodbye|good ?night|g'?night|nighty night|night(?=\s*(?:[,.!]|$))|nite|sleep well|sweet dreams|god bless(?: you)?|bless you|see (you|ya)|later|take care|farewell|adi[oó]s|tsch[üu]ss|auf wiedersehen|au revoir|arrivederci|tchau|пока|さようなら|再见|안녕히)(?![\p{L}])/iu,
    reply: 'Goodbye! Come back any time.',
  },
  {
    kind: 'about-assistant',
    pattern: new RegExp(
      String.raw`\b(who|what) are you\b|\bwhat can you do\b|\bwhat are you able to do\b|\bare you (a|an) (bot|robot|ai|human)\b|${REMEMBERS_AT_ALL.source}`,
      'i',
    ),
    reply:
      'I am an assistant that routes requests to tools when they are needed and answers directly when they are not. Ask me to do something with the tools that are connected.',
  },
  {
    kind: 'greeting',
    pattern: GREETING_OPENING,
    reply: 'Hello! How can I help you today?',
  },
  {
    kind: 'acknowledgement',
    pattern: /^(ok(ay)?|alright|cool|great|nice|awesome|got it|sounds good|perfect)[.!]*$/i,
    reply: 'Great. Anything else I can do for you?',
  },
];

/** A word of assent before thanks or a goodbye ("ok cheers, bye", "great, thank you"): the turn is still the pleasantry. */
const COURTESY_OPENER = /^(ok(ay)?|alright|all right|great|cool|right|nice|perfect|awesome|lovely|brilliant|oh|ah)[\s,.!-]+/i;

/** Words that mean the turn asks for something beyond the pleasantry. */
const REQUEST_AFTER_GREETING =
  /\b(can you|could you|would you|please|i need|i want|find|get|show|list|read|write|create|search|calculate|what is|what's the|tell me|open|send|book|check)\b/i;

/** What is said of the assistant or its help after thanks ("you have been a great help", "that was so useful"). */
const PRAISE = /\b(?:you(?:'ve|’ve| have| are|'re|’re| were)|that(?:'s|’s| is| was| has been| helps| helped))\b/i;
const PRAISE_WORDS = 12;

/** A verb or phrase after the pleasantry that firmly names something to do ("yo what's in projects"). */
const FIRM_REQUEST = 0.8;

/** The one spoken to, named after the pleasantry: "Thank you my friend.", "cheers mate", "good night, dear". */
const VOCATIVE = /^[\s,.!]*(?:(?:my|dear|old)\s+)?(?:friend|dear|mate|buddy|pal|love|sir|madam|ma'am|bro|dude|darling)\b/i;

/** The same pleasantry passed on from someone else: "Nuppu says goodnight too", "the kids send their love". */
const RELAYED = /^[\s,.!]*(?:and |also )?(?:[\p{L}'’-]+\s+){1,3}(?:says?|sends?|said)\s+(.+?)(?:\s+(?:too|as well|also|back))?[\s.!]*$/iu;
const SENT_WISHES = /^(?:(?:his|her|their|our|its|much)\s+)?(?:love|regards|best|best wishes|thanks|hugs|greetings)$/i;

function withoutRelayedCourtesy(rest: string): string {
  const relayed = RELAYED.exec(rest)?.[1];
  if (relayed === undefined) return rest;
  const courtesy = SENT_WISHES.test(relayed) || ['greeting', 'thanks', 'farewell'].includes(detectSmallTalk(relayed)?.kind ?? '');
  return courtesy ? '' : rest;
}

function asksSomething(rest: string): boolean {
  const request = readRequestAction(rest.replace(/^[\s,.!:;-]+/, ''));
  return request.action !== undefined && request.strength >= FIRM_REQUEST;
}

/** The small-talk kind of a message, or undefined when the message asks for more. */
export function detectSmallTalk(message: string): SmallTalk | undefined {
  const text = message.trim();
  if (text.length === 0) return undefined;
  const afterOpener = text.replace(COURTESY_OPENER, '');
  for (const { kind, pattern, reply } of PATTERNS) {
    const opened = (kind === 'thanks' || kind === 'farewell') && !pattern.test(text);
    const said = opened ? afterOpener : text;
    if (!pattern.test(said)) continue;
    // "hi, can you read notes.md?" is a request with a greeting in front.
    const rest = withoutRelayedCourtesy(said.replace(pattern, '').replace(VOCATIVE, ''));
    if (kind !== 'about-assistant' && (REQUEST_AFTER_GREETING.test(rest) || asksSomething(rest))) return undefined;
    // "Translate 'how are you' into French" only contains a pleasantry: the rest must stay short.
    const restWords = rest
      .replace(/[^\w\s']/g, ' ')
      .split(/\s+/)
      .filter(Boolean).length;
    if (kind === 'wellbeing' && restWords > 4) return undefined;
    // "thank you very much, dear, you have been a great help": praise said after thanks is still the thanks.
    const praise = kind === 'thanks' && PRAISE.test(rest) && restWords <= PRAISE_WORDS;
    if (kind !== 'wellbeing' && kind !== 'about-assistant' && restWords > 6 && !praise) return undefined;
    return { kind, reply };
  }
  // A bare yes or no ("yes please", "Ja!", "no thanks"; a lone "ok" is thanked above) with no offer of the reply's before
  // it (a yes to one is read as the offer first): the person may think something waits for it, so say nothing does.
  return bareAnswerOf(text) !== undefined ? { kind: 'acknowledgement', reply: NOTHING_WAITS_ANSWER } : undefined;
}
