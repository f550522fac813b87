/**
 * A follow-up read as the request it stands for. People lean on the conversation: "yes, do it" to the assistant's
 * "Shall I move draft.txt into archive/?", "ok what about Videos" after "what's in Music", "same for 100 and 250"
 * after "add 5 and 7", "open it" after "your resume is at work/cv.md". Every decision reads the message through
 * here, so the router and the selector see the same request; a turn that stands alone is returned as it is (with a
 * long run of whitespace cut, as everywhere).
 */
import { withDictatedPaths } from '../text/dictated-paths.js';
import { asksPreview, withoutPreview } from '../extract/preview-request.js';
import { findNames, findPaths } from '../extract/text-mentions.js';
import { boundWhitespace } from '../text/bounded-whitespace.js';
import { answerOf, BARE_OFFER, bareAnswerOf, endingOffer, OFFER, OFFER_TAIL } from '../text/yes-or-no.js';
import type { EngineMessage } from '../types.js';
import { correctionRequest } from './corrected-fact.js';
import { correctedToldFactRequest } from './corrected-told-fact.js';
import { ownsMistake } from './owned-mistake.js';
import { resolveFileReference } from './file-reference.js';
import { listedPairRequest, resolveListedItem } from './listed-items.js';
import { THE_OTHER } from './other-listed-item.js';
import { answeredKind } from './answered-kind.js';
import { withoutColonLeadIn } from './colon-lead-in.js';
import { withoutAskerRemark } from './asker-remark.js';
import { withoutNewsBeforeFact } from './news-before-fact.js';
import { withSpelledShorthand, withTypedAnd } from './texted-and.js';
import { withTextedWordsSpelledOut } from '../text/texted-words.js';
import { withPlaceNounsRespelt } from '../intent/misspelt-words.js';
import { answeredQuestion } from './answered-question.js';
import { describedFile } from './described-file.js';
import { foldersMadeInside } from './folders-made-inside.js';
import { madeFolder } from './made-folder.js';
import { asksAboutConversation } from './history-lookup.js';
import { withIntroducedNames, withPairedNames } from './introduced-names.js';
import { refinedRequest } from './refined-request.js';
import { listedAgesRequest } from './listed-ages.js';
import { siblingFileRequest } from './sibling-file.js';
import { previousRequest, SHORT_TURN_WORDS } from './previous-request.js';

/** A turn longer than this (or than `SHORT_TURN_WORDS`) says enough by itself to be read alone. */
const SHORT_TURN_CHARS = 160;
/** What the assistant said it can do, in the sentence just before: "I can search your folder for any .odt files." */
const CAN_DO = /\bI (?:can|could|'d be happy to|would be happy to|am happy to)\s+((?:[^?!.]|\.(?=\S)){2,200})[.!]\s*$/i;
const OFFERS = new RegExp(OFFER.source, 'i');
/** An offer that names no action of its own ("apply it", "go ahead") runs what was asked before. */
const ONLY_GOES_AHEAD =
  /^(?:apply|do|make|run|go ahead with|proceed with|save|carry out)\s+(?:it|that|this|them|those|the changes?|the edits?)(?:\s+(?:now|for real))?$/i;
/** "do it for real now", "ok looks right, apply it": going ahead with what was just shown, naming nothing else. */
const GOES_AHEAD_FOR_REAL =
  /(?:^|[\s,.!])(?:do|apply|make|run|save)\s+(?:it|that|this|them|the changes?|the edits?)(?:\s+(?:for real|now|then|properly|please))*\s*[.!]*$|\bfor real\b/i;
/** "ok what about Videos", "and Maria?", "same for 100 and 250", "how about in the work folder". */
const CARRIES_OVER =
  /^(?:(?:ok(?:ay)?|so|and|hm+|oh|alright|now)[,\s]+)*(?:what about|how about|what of|(?:do |and )?the same (?:thing )?(?:for|with)|same for|same with|same thing for|same goes for|and for|and)\s+(.+?)[\s?.!]*$/i;
/** "Maria", "Videos", "Old Stuff": a name, as a follow-up gives one (sentence-initial, so name finders skip it). */
const CAPITALISED = /^\p{Lu}[\p{L}\p{N}'’-]*(?:\s+\p{Lu}[\p{L}\p{N}'’-]*){0,2}$/u;
const ONE_WORD = /^[\p{L}\p{N}_./~-]+$/u;
const NUMBER = /-?\d+(?:[.,]\d+)?/g;
const ONLY_NUMBERS = /^-?\d+(?:[.,]\d+)?(?:\s*(?:,|and|&|\+)\s*-?\d+(?:[.,]\d+)?)*$/i;
/** "in the work folder" → the place "work". */
const PLACE = /^(?:in|from|under|inside|within)\s+(?:the\s+|my\s+)?(.+?)(?:\s+(?:folder|directory|dir))?$/i;
/** Where the earlier request said its place: "in personal", "from the Downloads folder". */
const EARLIER_PLACE = /\b(in|from|under|inside|within)\s+(?:the\s+|my\s+)?([\p{L}\p{N}_./~-]+)(?:\s+(?:folder|directory|dir))?/giu;

export function standaloneRequest(raw: string, history: readonly EngineMessage[]): string {
  // "open logbook slash 2024 dot txt": a path said aloud is read as written.
  // "how old is biscuit" after "my dog is called Biscuit": a name the conversation introduced, written as a name.
  // "Piotr sings tenor now, not bass": a fact told before, corrected, is the old one forgotten and the new one kept.
  // "wat do u kno abt sofi": the words a request is framed with, typed short, read as written out; "w/ sizes" as "with sizes".
  // "lsit the foldr people": a folder noun with a slip, read as the noun.
  // "whats the capital of norway, Ingrid asked me": who asked is why, not news of them.
  const typed = withPlaceNounsRespelt(
    withTextedWordsSpelledOut(
      withTypedAnd(withSpelledShorthand(withoutColonLeadIn(withoutNewsBeforeFact(withoutAskerRemark(correctedRequest(boundWhitespace(raw.trim()))))))),
    ),
  );
  // "jess and mere are sisters": a pair of people told in lower case, written as names.
  // "sorry, it's Wednesday, not Tuesday" right after "remember that the choir rehearses on Tuesdays": that fact, corrected.
  // "no sorry ffion comes wensdays not thursdays": the opening cut above still says the fact is set right.
  const corrected = correctionRequest(typed, ownsMistake(raw)) ?? correctedToldFactRequest(typed, history) ?? typed;
  const said = withIntroducedNames(withPairedNames(withDictatedPaths(corrected)), history);
  // "add 'ring Dave' to my todo list" after a turn about todo.txt: the file, called by what it is, as its path.
  const described = describedFile(said, history) ?? said;
  // "move speculaas.md into that new kerst folder" after "make a new folder called recepten/kerst": that folder.
  const placed = madeFolder(described, history) ?? described;
  // "inside projects make three folders: drafts, final and archive": each listed folder, written inside its place.
  const message = foldersMadeInside(placed) ?? placed;
  // "what was that file again?" asks the conversation which file; written as the file it would ask nothing.
  if (history.length > 0 && asksAboutConversation(message)) return message;
  // "letter.txt" to "Which file should I move?": the request that question was asked for, with the answer in it.
  const answered = history.length > 0 ? answeredQuestion(message, history) : undefined;
  // "the second one" as that answer is the thing the listing before the question named.
  if (answered) return resolveFileReference(resolveListedItem(answered, history), history);
  if (history.length === 0) return resolveFileReference(message, history);
  if (!isShortTurn(message)) return resolveFileReference(listedPairRequest(message, history), history);
  // "open the lasagna one" after a reply listing recipes: the pick is written as the path it stands for first.
  const picked = resolveListedItem(message, history);
  // "and the other one?" when more than one listed thing is left: never the thing the last request named again.
  if (picked === message && THE_OTHER.test(message)) return resolveFileReference(message, history);
  return (
    approvedOffer(picked, history) ??
    approvedPreview(picked, history) ??
    answeredKind(picked, history) ??
    siblingFileRequest(picked, history) ??
    carriedOver(picked, history) ??
    refinedRequest(picked, history) ??
    listedAgesRequest(picked, history) ??
    resolveFileReference(withImpliedTarget(picked), history)
  );
}

/** "add 'x' to list.txt... no wait, add 'y' to list.txt": a request corrected as it was typed. */
// The marker is found after one separating character (a lookbehind), not after a run of them: a run of 64 KB of dots
// tried from each of its characters took seconds.
const CORRECTED = /(?:^|(?<=[\s,.;!…]))(?:no wait|wait,? no|scratch that|sorry,? i meant|i meant to say|correction:|no sorry|sorry no)[,.!:;…\s]+(\S.{6,})$/i;

/** The request after a correction typed into it, when what follows is a request of its own (two words or more). */
function correctedRequest(message: string): string {
  const after = CORRECTED.exec(message)?.[1]?.trim();
  return after && after.split(/\s+/).length >= 2 ? after : message;
}

const isShortTurn = (message: string): boolean => message.length <= SHORT_TURN_CHARS && message.split(/\s+/).length <= SHORT_TURN_WORDS;

/**
 * Whether the turn picks one of the things the last reply listed ("delete the second one", "move the 2022 one"): the
 * thing is named as the reply (a server's output) named it, in an order the user may have read differently.
 */
export function picksListedItem(raw: string, history: readonly EngineMessage[]): boolean {
  const message = boundWhitespace(raw.trim());
  return history.length > 0 && isShortTurn(message) && resolveListedItem(message, history) !== message;
}

/**
 * Whether the turn is the previous request carried over to another thing ("what about notes/b.md?", "same for
 * Videos"): what it asks to do is the earlier turn's, and the turn itself may only ask about it.
 */
export function carriesOver(raw: string, history: readonly EngineMessage[]): boolean {
  const message = boundWhitespace(raw.trim());
  return history.length > 0 && isShortTurn(message) && carriedOver(message, history) !== undefined;
}

/**
 * Whether the turn only assents to an action the reply itself offered (not "apply it" to a preview the user asked
 * for): the request is then the reply's words, which may quote what a tool returned, and none of the user's own.
 */
export function takesReplyOffer(raw: string, history: readonly EngineMessage[]): boolean {
  const offer = offerAssentedTo(boundWhitespace(raw.trim()), history);
  return offer !== undefined && !ONLY_GOES_AHEAD.test(offer.text);
}

/** The offer a short assent takes: the last one at the end of the reply just before it. */
function offerAssentedTo(message: string, history: readonly EngineMessage[]): { text: string; reply: string } | undefined {
  const last = history.at(-1);
  if (last?.role !== 'assistant' || message.length > SHORT_TURN_CHARS || bareAnswerOf(message) !== 'approve') return undefined;
  const reply = boundWhitespace(last.content.slice(-OFFER_TAIL));
  const offer = endingOffer(reply);
  const text = offer && 'before' in offer ? CAN_DO.exec(offer.before)?.[1]?.trim() : offer?.words;
  return text ? { text, reply } : undefined;
}

/** "yes do it" to the assistant's offer: the offer, read with what "it" was; or the request it previewed. */
function approvedOffer(message: string, history: readonly EngineMessage[]): string | undefined {
  const last = history.at(-1);
  // "no, leave it" to an offer asks for nothing: "it" is the offer's file, and nothing is to be done to it.
  const tail = last?.content.slice(-OFFER_TAIL) ?? '';
  if (last?.role === 'assistant' && answerOf(message) === 'deny' && (OFFERS.test(tail) || BARE_OFFER.test(tail))) return message;
  const offer = offerAssentedTo(message, history);
  if (!offer) return undefined;
  const asked = previousRequest(history);
  if (ONLY_GOES_AHEAD.test(offer.text)) return asked && asksPreview(asked) ? withoutPreview(asked) : undefined;
  // "I can see draft.txt ... Shall I move it into archive/draft.txt?": "it" is the other file the reply names.
  return resolveFileReference(offer.text, [{ role: 'user', content: offer.reply }]);
}

/**
 * "ok do it for real now" after the reply to "preview changing 'data is' to 'data are' in thesis/ch4.tex": assent to
 * a preview the user asked for runs the change it previewed.
 */
function approvedPreview(message: string, history: readonly EngineMessage[]): string | undefined {
  // Only a bare assent, or one that says to go ahead with the same: "ok good, overwrite the v2 file with that" asks
  // something of its own.
  const assents = bareAnswerOf(message) === 'approve' || (answerOf(message) === 'approve' && GOES_AHEAD_FOR_REAL.test(message));
  // "ok, but not for real yet", "looks good, don't actually do it": an answer that still asks to only see the change.
  if (history.at(-1)?.role !== 'assistant' || !assents || asksPreview(message)) return undefined;
  const asked = previousRequest(history);
  return asked && asksPreview(asked) ? withoutPreview(asked) : undefined;
}

/**
 * "append 'renew passport'", "add 'call mum' at the end": a quoted line added with nowhere said is added to what the
 * conversation was about, as if "to it" had been said.
 */
const ADDS_QUOTED_NOWHERE =
  /^(?:(?:please|pls|ok|okay|now|and)[,\s]+)*(?:append|add)\s+("[^"\n]{1,200}"|'[^'\n]{1,200}'|“[^”\n]{1,200}”)(\s+(?:at|to)\s+the\s+(?:end|bottom))?\s*[.!]?$/i;

function withImpliedTarget(message: string): string {
  const adds = ADDS_QUOTED_NOWHERE.exec(message);
  if (!adds?.[1]) return message;
  return adds[2] ? `${message.replace(/[\s.!]+$/, '')} of it` : `${message.replace(/[\s.!]+$/, '')} to it`;
}

/** "what about X" after a request: that request with X in the place of the thing of X's kind it named. */
function carriedOver(message: string, history: readonly EngineMessage[]): string | undefined {
  const given = CARRIES_OVER.exec(message)?.[1]?.trim();
  const asked = previousRequest(history);
  if (!given || !asked) return undefined;
  if (ONLY_NUMBERS.test(given)) {
    const numbers = given.match(NUMBER) ?? [];
    const earlier = asked.match(NUMBER) ?? [];
    if (numbers.length !== earlier.length) return undefined;
    let at = 0;
    return asked.replace(NUMBER, () => numbers[at++] ?? '');
  }
  const paths = findPaths(given);
  const earlierPaths = findPaths(asked);
  if (paths.length === 1 && earlierPaths.length === 1) return replaceSpan(asked, earlierPaths[0], paths[0]?.text ?? '');
  // A name for a name: "and Maria?" after "what do you know about Jun", "what about Videos" after "what's in Music".
  const earlierNames = findNames(asked);
  if (CAPITALISED.test(given) && earlierNames.length === 1) return replaceSpan(asked, earlierNames[0], given);
  // A place for a place: "how about in the work folder" (or just "work") after "find pdfs in personal".
  const place = PLACE.exec(given)?.[1] ?? (ONE_WORD.test(given) ? given : undefined);
  const lastPlace = place ? [...asked.matchAll(EARLIER_PLACE)].at(-1) : undefined;
  if (!place || lastPlace?.index === undefined) return undefined;
  return `${asked.slice(0, lastPlace.index)}${lastPlace[1]} ${place}${asked.slice(lastPlace.index + lastPlace[0].length)}`;
}

function replaceSpan(text: string, span: { start: number; end: number } | undefined, by: string): string | undefined {
  return span ? `${text.slice(0, span.start)}${by}${text.slice(span.end)}` : undefined;
}
