/**
 * The yes and the no people answer a question with, in one place: the producer gives a bare one to the session's
 * parked question, the CLI reads one at its prompt, and the engine reads one as assent to the reply's own offer.
 */
import { VERB_STEMS } from '../intent/verb-words.js';
import { stem } from './tokenize.js';

/** Said when a line is more than a yes or a no: it changes nothing of what the question lists. */
export const ONLY_YES_OR_NO =
  'Only a plain yes or no answers this question: yes runs exactly what it lists, no runs nothing. To ask for something else, answer no and ask again.';

/** What an answer decides, named as approvals name it. */
export type ApprovalDecision = 'approve' | 'deny';

/** A word ends where a space, punctuation or the line does (`\b` knows only ASCII letters, not "да"). */
const END = String.raw`(?=$|[\s.,!;:?。、！])`;
// The everyday yes and no of the languages people answer in besides English ("ja", "sí", "oui", "да", Welsh "ie", Georgian
// "კი", Hindi "हाँ", Swahili "ndiyo", Māori "āe" and "kāo", Tok Pisin "nogat"); anything else leaves the question open.
const YES_WORDS = String.raw`(y|yes|yeah|yep|yup|aye|yea|ya|ok|okay|sure|alright|all right|go ahead|go on|carry on|proceed|do it|do that|do so|please do|go for it|why not|apply it|of course|absolutely|ja|jawohl|klar|gerne|natürlich|mach(?: das| es| schon)?|los|sí|si|sì|claro|dale|hazlo|adelante|certo|va bene|oui|d'accord|vas-y|sim|pode|tak|evet|ano|ie|iawn|ydw|ydy|gwnaf|да|так|はい|好的|好|是的|是|네|예|კი|დიახ|ჰო|այո|հա|አዎ|হ্যাঁ|হাঁ|ஆம்|అవును|हाँ|हां|نعم|أجل|بله|آره|ναι|ndiyo|kyllä|joo|igen|āe|ae)`;
// Each no covers the languages its yes does ("ja" is Dutch and Scandinavian too: "nee", "nej", "nei").
const NO_WORDS = String.raw`(n|no|nope|nah|don't|dont|do not|stop|cancel|never ?mind|leave it|not now|nein|nö|nee|neen|nej|nei|non|não|nao|nie|hayır|hayir|yok|ne|na|nage|naddo|nac ydw|нет|ні|いいえ|いや|不要|不用|不是|不|아니요|아니오|아뇨|아니|არა|ոչ|չէ|አይ|አይደለም|না|இல்லை|வேண்டாம்|లేదు|వద్దు|नहीं|لا|نه|نخیر|όχι|hapana|ei|nem|kāo|kao|nogat)`;
/** Words said around a yes or a no that add no request of their own ("yes please", "no thanks", "ok go ahead then"). */
const COURTESY = String.raw`(please|pls|plis|thanks|thank you|ty|then|now|anyway|fine|good|great|perfect|sounds good|that's right|that’s right|thats right|that is right|correct|exactly|diolch|bitte|danke|por favor|gracias|merci|s'il te plaît|obrigado|obrigada|grazie|спасибо|пожалуйста|dank je|dank u|dankjewel|bedankt|hoor|alsjeblieft|alstublieft|tack|takk|dziękuję|dziekuje|dzięki|dzieki|proszę|prosze)`;
/**
 * Words said after a no that only decline or take the request back ("no thanks, I changed my mind", "nie, jednak
 * nie trzeba"): they ask for nothing, so the no stands. Read only beside a no: alone they answer no question.
 */
const DECLINING = String.raw`(i(?:'ve|’ve| have)? changed my mind|changed my mind|i(?:'ve|’ve| have)? reconsidered|on second thoughts?|actually|after all|sorry|forget it|forget that|forget about it|no need|not needed|i don't need it|i do not need it|i don't want (?:it|to|that)|i do not want (?:it|to|that)|i'll do it later|i will do it later|maybe later|later|not today|not anymore|skip it|leave it|let it be|it's fine|that's fine|all good|rozmyśliłam się|rozmyśliłem się|rozmyslilam sie|rozmyslilem sie|jednak|jednak nie|nie trzeba|nie potrzeba|zostaw to|może później|później|ich habe es mir anders überlegt|doch nicht|lieber nicht|laat maar|toch niet|j'ai changé d'avis|pas besoin)`;
const YES = new RegExp(String.raw`^\s*${YES_WORDS}${END}`, 'iu');
const NO = new RegExp(String.raw`^\s*${NO_WORDS}${END}`, 'iu');
/** A yes or a no word anywhere in a line, as a word of its own. */
const START = String.raw`(?:^|[\s.,!;:?。、！—–-])`;
const ANY_YES = new RegExp(String.raw`${START}${YES_WORDS}${END}`, 'iu');
const ANY_NO = new RegExp(String.raw`${START}${NO_WORDS}${END}`, 'iu');
/** "No" in words that agree ("yes, no problem"). */
const NOT_A_NO = /\bno (?:problem|problemo|worries|rush|doubt)\b/giu;
/** Nothing but answer words and courtesy, at least one answer word; punctuation and emoji may fall between them. */
const bare = (words: string, alsoSaid = COURTESY) => {
  const gap = String.raw`[\s.,!;:?。、！\p{Extended_Pictographic}\u{FE0F}]`;
  const word = String.raw`(?:${words}|${alsoSaid})`;
  return new RegExp(String.raw`^${gap}*(?:${COURTESY}${gap}+)*${words}(?:${gap}+${word})*${gap}*$`, 'iu');
};
const BARE_YES = bare(YES_WORDS);
/** The most words a bare answer holds, courtesy included. */
const MAX_ANSWER_WORDS = 8;
/** A no may say a little more ("no thank you, I have changed my mind after all"): it runs nothing. */
const MAX_NO_WORDS = 12;
const BARE_NO = bare(NO_WORDS, String.raw`(?:${COURTESY}|${DECLINING})`);

/**
 * The answer a line given right after a question holds: its first word is a yes or a no
 * ("yes, go on" approves). Undefined for anything else, which leaves the question open.
 */
export function answerOf(line: string): ApprovalDecision | undefined {
  // "sure, not now", "yes... actually no", "ok, stop": a line that takes its answer back answers nothing.
  const said = line.replace(NOT_A_NO, ' ');
  if (YES.test(line)) return ANY_NO.test(said) ? undefined : 'approve';
  if (NO.test(line)) return ANY_YES.test(said) ? undefined : 'deny';
  return undefined;
}

/**
 * Characters that show as nothing or only steer the direction of the text around them: zero-width spaces and
 * joiners, bidi marks, embeddings and isolates, the soft hyphen, the byte-order mark, variation selectors.
 */
const SHOWS_AS_NOTHING = /\p{Cf}|\u034F|[\u180B-\u180F]|[\uFE00-\uFE0F]/gu;
/** Where the words of a message start: after spaces, quotes, brackets, emoji and other marks. */
const FIRST_WORD = /[^\s\p{P}\p{S}]/u;
/** A yes word, then anything but a letter (a dash, an ellipsis, an emoji, a quote) or the end. */
const YES_FIRST = new RegExp(String.raw`^${YES_WORDS}(?=$|[^\p{L}\p{N}\p{M}'’-])`, 'iu');

/**
 * Whether a message opens with a yes as a person reads it: "yes—and delete it", "👍 yes, and …", "ｙｅｓ and …",
 * "yes\u200b but …", "好的，但是 …". Read in the compatibility form (full-width letters and punctuation, no-break and
 * ideographic spaces, "…" as their plain forms) with the characters that show as nothing taken out. A message that
 * is no bare answer (`bareAnswerOf`) but opens with a yes is an answer that says more: a question waiting refuses it.
 */
export function opensWithYes(message: string): boolean {
  const shown = message.replace(SHOWS_AS_NOTHING, '');
  const start = shown.search(FIRST_WORD);
  // Only the first words are read: a yes says itself there, whatever pads the message around them.
  return start >= 0 && YES_FIRST.test(shown.slice(start, start + 64).normalize('NFKC'));
}

/**
 * The answer a chat message holds when it is nothing but a yes or a no and the words said around
 * one ("yes", "Ja!", "ok go ahead", "no thanks"). A message that says more ("no, read the other
 * file", "yes and delete it") is a request of its own, not an answer; one that says both is neither.
 */
export function bareAnswerOf(message: string): ApprovalDecision | undefined {
  // An answer is a few words ("sure, go ahead then, thanks"); a message of a thousand yeses is something else.
  const words = message.split(/[\s.,!;:?。、！]+/u, MAX_NO_WORDS + 2).filter(Boolean).length;
  if (words > MAX_NO_WORDS) return undefined;
  const yes = words <= MAX_ANSWER_WORDS && BARE_YES.test(message);
  const no = BARE_NO.test(message);
  if (yes && !no) return 'approve';
  if (no && !yes) return 'deny';
  if (!yes && !no && noWithReason(message)) return 'deny';
  return undefined;
}

/** The longest no with its reason, its spaces each made one: a reason is a short clause. */
const LONGEST_REASONED_NO = 160;
/**
 * "no!! that would wipe it", "no, it'd replace the whole list", "no that's the wrong file": a no, then why, in one
 * clause about what was offered ("that would …", "it's …"). Read on the message with its spaces made one, so no run
 * of them gives the pattern room to try its parts many ways.
 */
const NO_THEN_REASON = new RegExp(
  String.raw`^[.,!;:?。、！\s]*${NO_WORDS}(?:[\s.,!;:—–-]+${COURTESY})*[\s.,!;:—–-]+(?:(?:that|it|this|which)(?<link>['’]d|['’]ll|['’]s| would| will| is| was| isn['’]t| wasn['’]t)\s+(?<reason>[^.?!,;:]{1,60}?)|(?<wrong>wrong(?: (?:file|one|folder|person|thing|name|place))?))[.!?\s]*$`,
  'iu',
);
/** Words that turn a reason into a request of its own ("it'll overwrite it, append instead"). */
const REDIRECTS = /^(?:instead|rather|but|please|pls|then|and|also|just)$/i;

/**
 * Whether the message is a no and why (see `NO_THEN_REASON`): the reason asks for nothing (no verb of a request after
 * the one the offer's "would" or "will" governs, no "instead") and holds no yes ("no that's right, do it" is neither).
 */
function noWithReason(message: string): boolean {
  // Typed without the apostrophe ("no thats wrong", "no its the other one"), and "not right" said for wrong.
  const said = message
    .replace(/\s+/gu, ' ')
    .trim()
    .replace(/\b(that|it)s\b/giu, "$1's")
    .replace(/\bnot (?:right|correct)\b/giu, 'wrong');
  if (said.length > LONGEST_REASONED_NO) return false;
  const reasoned = NO_THEN_REASON.exec(said);
  if (!reasoned) return false;
  const { link = '', reason = '', wrong } = reasoned.groups ?? {};
  if (wrong !== undefined) return true;
  if (ANY_YES.test(reason.replace(NOT_A_NO, ' '))) return false;
  const words = reason.toLowerCase().match(/[\p{L}'’]+/gu) ?? [];
  // After "would", "will", "'d" or "'ll" the first word is what the offer would do ("would wipe it"); after "is" the
  // reason describes, and every verb in it asks.
  const modal = /d|ll|would|will/i.test(link.replace(/['’\s]/gu, ''));
  const from = modal ? 1 : 0;
  // A word after a determiner is a noun however it is spelt ("the whole list").
  const asks = (word: string, at: number) => REDIRECTS.test(word) || (VERB_STEMS.has(stem(word)) && !DETERMINERS.has(words[at - 1] ?? ''));
  return words.length <= 10 && !words.some((word, at) => at >= from && asks(word, at));
}
const DETERMINERS = new Set(['the', 'a', 'an', 'my', 'your', 'our', 'his', 'her', 'their', 'this', 'that', 'whole', 'entire', 'all']);

/** Only the end of a long reply is read for an offer: it is where a reply asks. */
export const OFFER_TAIL = 600;
/** The assistant offering to do something: "Shall I move it into archive/?", "Want me to apply it?"; not "How can I help?" nor "what type should I use?" (a question of what, answered by no yes). */
export const OFFER =
  /(?<!\b(?:how|what|where|why|who|which|when)\b[^.?!]{0,80})\b(?:shall I|should I|can I|may I|(?:do you )?want me to|would you like me to|like me to)\s+([^?]{2,200})\?/gi;
/** "I can search your folder for .odt files. Shall I?": an offer asked with no words of its own stands for the sentence before. */
export const BARE_OFFER = /\b(?:shall I|should I|(?:do you )?want me to|would you like me to)\s*\?\s*$/i;

/**
 * The offer a reply ends on, which a yes answers: its words ("move it into archive/draft.txt"), or, for one asked
 * with no words of its own ("… Shall I?"), the reply before it. Only the reply's last question is answered: after
 * "… 'Shall I read secrets.md?' Who else should I tell?" (a question of who, no offer) there is none. The engine reads
 * a yes's request from it; the producer knows by it that a yes answers a reply, not the turn it resumed.
 */
export function endingOffer(reply: string): { words: string } | { before: string } | undefined {
  const bare = BARE_OFFER.exec(reply);
  if (bare) return { before: reply.slice(0, bare.index) };
  const offered = [...reply.matchAll(OFFER)].at(-1);
  if (!offered?.[1] || reply.slice(offered.index + offered[0].length).includes('?')) return undefined;
  return { words: offered[1].trim() };
}
