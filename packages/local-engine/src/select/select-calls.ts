/**
 * The selector: shortlist tools by BM25, decide which of them the message asks
 * for (one per request clause, so "find X and calculate Y" gets two tools),
 * fill their arguments, and fan a call out when the message lists several
 * values for one parameter ("for Paris, Rome and Oslo").
 */
import { withoutGreeting } from '../text/courtesy-words.js';
import { asksWhetherToDestroy, destroysAfterOtherWords } from '../intent/destroy-after-other.js';
import type { EngineMessage, PlannedCall, SelectInput, Selection, ToolSpec } from '../types.js';
import { matchTools, type ToolMatch } from '../rank/best-match.js';
import { toolProbability } from '../rank/tool-need.js';
import { extractArgumentsDetailed, type DetailedExtraction } from '../extract/extract-arguments.js';
import { findPayloads, takesFreeText } from '../extract/payload.js';
import { segmentCalls, type CallDraft } from './segment-calls.js';
import { tupleCalls } from './tuple-calls.js';
import { expandFanOut, PAIRED_LISTS } from './fan-out.js';
import { chooseTools, joinClauses, type ChosenTool } from './choose-tools.js';
import { assessSelectionTrust } from '../trust/selection-trust.js';
import { assessRoute } from '../route/assess-route.js';
import { carriesOver, picksListedItem, standaloneRequest, takesReplyOffer } from '../route/standalone-request.js';
import { namesReplyPath } from '../route/reply-named-paths.js';
import { THE_OTHER } from '../route/other-listed-item.js';
import { withoutOwnPathAsText, writesFileNameAsText } from './file-named-as-text.js';
import { toolNamed } from '../per-catalog.js';
import { asksAboutChange } from './change-asked-about.js';
import { reportsChange } from './reported-change.js';
import { boundWhitespace } from '../text/bounded-whitespace.js';
import { selectionFeatures } from '../decide/features.js';
import { readsPoorly, wholeDecisionConfidence } from '../decide/decision-model.js';
import { asksToDestroy, destroysOtherKind, doesOtherThing, onlyAnswers, readToolAction, sendsOut } from '../intent/index.js';
import { RANK } from '../weights.js';
import { withUnmatchedActionTools } from '../rank/action-leaders.js';
import { readRequestAction } from '../intent/request-action.js';
import { worksOnMemory, resolvePersonReference } from './person-reference.js';
import { addCreatedFacts } from './created-facts.js';
import { prepareEnds } from './prepare-ends.js';
import { prepareRecord } from './prepare-record.js';
import { startsRecord } from './starts-record.js';
import { admitCalls, SET_ASIDE_REASON } from './plan-admission.js';
import { itemIntoPlace } from './item-into-place.js';
import { appendPlan, APPEND_REASON } from './append-plan.js';
import { everyPlaceEdit, EVERY_PLACE_REASON, ONE_PLACE_REASON } from './every-place-edit.js';
import { COPY_REASON, copyPlan } from './copy-plan.js';
import { infoOfFound, readFoundByName, readWhatIsFound } from './found-read.js';
import { appendToFound } from './found-append.js';
import { AMBIGUOUS_EDIT_REASONING, BARE_NUMBER_REASON, editsBareNumber, readsBeforeAmbiguousEdit } from './ambiguous-edit.js';
import { encliticPointer } from '../intent/enclitic-verbs.js';
import { factsNotLinks } from './fact-not-link.js';
import { FORGET_REASON, FORGET_RECORD_REASON, forgetPlan } from './forget-plan.js';
import { AIMED_ELSEWHERE_REASON, aimedElsewhere, deletesWhatIsReplaced } from './aimed-elsewhere.js';
import { CLIMBS_OUT_REASON, climbsOut } from './climbing-path.js';

const UNASKED_DESTRUCTION_REASON = 'the request does not ask to delete, move or overwrite';
const OFFER_TAKEN_REASON = 'the request only assents to an offer in the reply, which may quote what a tool returned';
const CLAIMS_EVERY_ACT_REASON = 'a chosen tool claims to do every act, so its description says nothing of what it does';
const PICK_TAKEN_REASON = 'the request acts on a thing the reply listed, named as a tool returned it';
const REPLY_PATH_REASON = 'the request acts on a path only a reply named, which may be what a tool returned';
const ASKED_ABOUT_REASON = 'the request states a change only to ask about it, report it or keep it for later';
const CARRIED_CHANGE_REASON = 'the request carries an earlier change over to another thing in words that only ask about it';
const FILE_AS_TEXT_REASON = 'a change would write or look for the name of a file the request gives as its text';
const OTHER_TAKEN_REASON = 'the request acts on "the other one", a thing told only by what was named before it';
const WRONG_KIND_REASONING = 'No available tool deletes or moves the kind of thing the request names; the nearest would destroy something else.';
const OTHER_THING_REASONING = 'No available tool does the sum the request asks; the nearest does something else.';
const DEFAULT_SHORTLIST = 8;
const MAX_CALLS = 12;
const NO_HISTORY: EngineMessage[] = [];

export function selectCalls(given: SelectInput): Selection {
  // "rename it to notes/b.md" after "cat notes/a.md": the follow-up is read with the file it points back at.
  // A greeting before the request ("Hi, ...") is no part of it (as the router reads it).
  const input = { ...given, message: standaloneRequest(withoutGreeting(given.message), given.history ?? NO_HISTORY) };
  // The word matches, and the tools that do what the request firmly asks though they share no word with it.
  const route = assessRoute(input.message, input.history ?? NO_HISTORY, input.tools);
  // Arithmetic the engine worked out and left to a tool built for it ("what is 15% of 80") asks to compute, whatever verb asks it.
  const read = readRequestAction(input.message);
  const request = route.sumForTool !== undefined && read.action === undefined ? { ...read, action: 'compute' as const, strength: 1 } : read;
  const shortlist = withUnmatchedActionTools(input.message, request, matchTools(input.message, input.tools, input.shortlist ?? DEFAULT_SHORTLIST), input.tools);
  if (shortlist.length === 0) {
    const features = selectionFeatures({ message: input.message, calls: [], chosen: [], reasons: ['no call'] });
    return {
      calls: [],
      confidence: RANK.noMatchConfidence,
      aloneConfidence: wholeDecisionConfidence(route.features, features),
      neverAlone: readsPoorly(route.features),
      reasoning: 'No available tool shares any words with the request.',
      alternatives: [],
      features,
    };
  }
  // "delete the photo photos/cat.png" beside tools that only delete remembered things: none of them can do it.
  const wrongKind = (match: ToolMatch): boolean => {
    const action = readToolAction(match.entry.tool);
    return destroysOtherKind(request, action) || doesOtherThing(request, action);
  };
  const picked = chooseTools(input.message, shortlist, input.tools);
  const chosen = picked.filter((choice) => !wrongKind(choice.match));
  const history = input.history ?? NO_HISTORY;
  // "and who is his sister?", "also remember he hates cilantro": the person the conversation named.
  const planned = chosen.flatMap((choice) =>
    worksOnMemory(choice.match.entry.tool)
      ? plannedCalls(resolvePersonReference(input.message, history), {
          ...choice,
          clauses: choice.clauses.map((clause) => resolvePersonReference(clause, withEarlierClauses(input.message, clause, history))),
        })
      : plannedCalls(input.message, choice),
  );
  // A call beside others needs evidence of its own: a stray word read as a second file is no second request.
  const admitted = admitCalls(input.message, planned, input.tools)
    .slice(0, MAX_CALLS)
    // "remember that Tom's birthday is 3 May": adding to a record that may not be kept yet first makes it.
    .map((call) => prepareRecord(input.message, call, input.tools))
    // "remember gurpreet from singh spices delivers on tuesdays only": nothing says the record is kept; it is made.
    .map((call) => startsRecord(input.message, call, input.tools, history))
    // "remember that my friend Priya ...": a record made with the fact in it keeps nothing when it is kept already.
    .map((call) => addCreatedFacts(input.message, call, input.tools))
    // "remember that Lisa Reid is Sam Reid's sister": a link's ends are made first, or it may point at nothing.
    .map((call) => prepareEnds(input.message, call, input.tools));
  // "append 'rent 1200' to budget.csv": a whole-file write of the new text alone would lose the file; read it first.
  // "add milk to notes/shopping": the item goes in the place, no folder is made at it.
  const appended = appendPlan(input.message, itemIntoPlace(input.message, admitted, input.tools), input.tools);
  // "add eggs to my shopping list": the document named by what it is is found first, then read and written back.
  const foundAppend = appendToFound(input.message, appended.calls, input.tools);
  const appends = appended.appends || foundAppend.appends;
  // "copy notes/a.txt to backup/a.txt" with no tool that copies: read it, then write what was read.
  const copied = copyPlan(input.message, foundAppend.calls, input.tools);
  const { copies } = copied;
  // "forget that he can't do sunday mornings", "forget Zed": a memory deletes exact texts and names only; the record is
  // read, the fact or the record found.
  // "forget that Sepp lives in Kirchzarten": the fact, found in the record, not a link the memory deletes unseen.
  const forgot = forgetPlan(factsNotLinks(input.message, copied.calls, input.tools), input.tools);
  const { forgets, forgetsRecords } = forgot;
  // "change the price from 8 to 9": an edit of a short bare number may change another "8"; the file is read first.
  const looked = readsBeforeAmbiguousEdit(forgot.calls, input.tools);
  // "in rota.md change 19 Dec: Piotr to 19 Dec: Ewa": a change's text that is only the file's own path is asked for.
  // "change every 'Hive B' to 'Hive E'": an edit changes the first place only; the file is read and every place changed.
  const everywhere = everyPlaceEdit(input.message, looked.calls, input.tools);
  const { replaces, unmet: onePlace } = everywhere;
  const changed = everywhere.calls.map((call) => (changesWith(call, input.tools) ? withoutOwnPathAsText(input.message, call) : call));
  // "show me my pancake recipe": the document looked for is read once found.
  // "find pasteis-de-nata.md and open it": the file of that name the search finds, wherever it is.
  const calls = infoOfFound(input.message, readFoundByName(readWhatIsFound(input.message, changed, input.tools), input.tools), input.tools);
  const chosenNames = new Set(chosen.map((choice) => choice.match.entry.tool.name));
  const alternatives = shortlist
    .filter((match) => !chosenNames.has(match.entry.tool.name) && !wrongKind(match))
    .slice(0, 3)
    .map((match) => ({
      tool: match.entry.tool.name,
      confidence: Math.round(match.relevance.score * 100) / 100,
      why: whyMatch(match),
    }));
  const confidence = calls.length > 0 ? Math.min(...calls.map((call) => call.confidence)) : RANK.noMatchConfidence;
  // A cascade skips the model on the probability that the whole decision is right, not on the calls' own scores:
  // the fitted models read the trust checks' doubts and graded signals beside the route's evidence.
  const assessed = assessSelectionTrust(input.message, shortlist, calls);
  const setAside = calls.length < Math.min(planned.length, MAX_CALLS);
  const trust = setAside ? { ...assessed, trusted: false, reasons: [...assessed.reasons, SET_ASIDE_REASON] } : assessed;
  const features = selectionFeatures({
    message: input.message,
    calls,
    chosen: chosen.map((choice) => choice.match.entry.tool),
    reasons: trust.reasons,
    measures: trust.measures,
  });
  const fitted = wholeDecisionConfidence(route.features, features);
  // A destructive tool needs a request that asks to destroy, in the user's own words: without one the engine never
  // runs it alone. A bare "yes" to a reply's offer is not such a request (the reply may quote what a tool returned).
  const unasked = !asksToDestroy(boundWhitespace(given.message)) && chosen.some((choice) => readToolAction(choice.match.entry.tool).destructive >= 1);
  // For the same reason a yes to the reply's own offer runs alone only what just answers: an offer to write, send or
  // run a command may have been planted by a file's content the reply quoted.
  const changes = chosen.some((choice) => !onlyAnswers(readToolAction(choice.match.entry.tool)));
  const offerTaken = changes && takesReplyOffer(given.message, history);
  // And a change to a thing picked from what the reply listed ("delete the second one") waits for a yes: its name and
  // its place in the list are a server's, and the list the user read may not be the one the engine read.
  const pickTaken = changes && picksListedItem(given.message, history);
  // So does a change to a path the request reads as only because a reply named it ("delete that" after "I found one
  // match: notes/keys.txt"): the user never wrote it, and a search or a file's text may have.
  const replyPath = changes && !pickTaken && namesReplyPath(input.message, standaloneRequest(given.message, NO_HISTORY), history);
  // "delete the other one": the thing is told by what it is not, from names the user may have read otherwise.
  const otherTaken = changes && history.length > 0 && THE_OTHER.test(boundWhitespace(given.message));
  // Every tool it would pick destroys another kind of thing: what to say instead is for a model or the user.
  const onlyWrongKind = chosen.length === 0 && picked.length > 0;
  // A tool whose description claims every act matches any request by its words: what it really does is unknown.
  const claimsAll = chosen.some((choice) => readToolAction(choice.match.entry.tool).claimsEveryAct);
  // A change to the file a part or a neighbour of it is named by ("delete the backup of notes.txt") waits for a yes.
  const deletes = chosen.some((choice) => readToolAction(choice.match.entry.tool).action === 'destroy');
  const elsewhere = changes && (calls.some((call) => aimedElsewhere(given.message, call)) || deletesWhatIsReplaced(given.message, deletes));
  // "what day is christmas; delete important.md": a delete after a question or a statement of its own waits for a yes.
  // "delete important.md, good idea or not?", "do i need to delete it": asked whether, not asked for.
  const afterOther = deletes && (destroysAfterOtherWords(given.message) || asksWhetherToDestroy(given.message));
  // "rename notes.md to ../important": asked for, but out of the folder the person named.
  const climbing = changes && calls.some(climbsOut);
  // "change the price of X from 15,00 to 16,00": the first "15,00" of a price list may be another line's.
  const bareNumber = changes && calls.some(editsBareNumber);
  // "overwrite notes/a.md with notes/b.md": one file to take another's place, not the name written as the text.
  const changesByTool = new Map(chosen.map((choice) => [choice.match.entry.tool.name, !onlyAnswers(readToolAction(choice.match.entry.tool))]));
  const fileAsText = calls.some((call) => changesByTool.get(call.tool) === true && writesFileNameAsText(input.message, call));
  // "what about notes/b.md?" after 'write "x" to config.yml': the change is the earlier turn's, the words a question.
  const carried = changes && carriesOver(given.message, history);
  // "who changed 'x' to 'y' in a.md?", "I already replaced foo with bar": a change told of, not asked for.
  const askedAbout = changes && asksAboutChange(given.message);
  // "what does this line mean: delete notes/a.md", "he said, rename …", "if it rains, move …": a change said after words
  // that report it from elsewhere (a person, a note, a file's text), or under a condition, is the user's to confirm.
  const reported = changes && reportsChange(given.message);
  // "sí, ábrelo": the thing a pronoun joined to a verb of another language points at is read from the conversation,
  // and the message may read as English once the path is written in; what it points at is the user's to confirm.
  const joinedPronoun = history.length > 0 && encliticPointer(boundWhitespace(given.message)) !== undefined;
  // "text Priya that ...": whom a message is for and what it says are read from the person's words, and a sent message
  // cannot be taken back, so it is sent only as they confirm it.
  // Any call to a tool that sends something (a text, an e-mail, money) is the same: it leaves the user's hands.
  const messages =
    request.messagesSomeone === true ||
    calls.some((call) => {
      const tool = toolNamed(given.tools, call.tool);
      return tool !== undefined && sendsOut(readToolAction(tool));
    });
  const handsOver =
    messages ||
    askedAbout ||
    reported ||
    joinedPronoun ||
    carried ||
    unasked ||
    offerTaken ||
    pickTaken ||
    replyPath ||
    otherTaken ||
    fileAsText ||
    onlyWrongKind ||
    appends ||
    replaces ||
    onePlace ||
    copies ||
    forgets ||
    forgetsRecords ||
    claimsAll ||
    elsewhere ||
    afterOther ||
    climbing ||
    bareNumber;
  return {
    calls,
    confidence,
    aloneConfidence: Math.round(fitted * 1000) / 1000,
    neverAlone: handsOver || readsPoorly(route.features),
    reasoning: onlyWrongKind
      ? request.action === 'compute'
        ? OTHER_THING_REASONING
        : WRONG_KIND_REASONING
      : (copied.reasoning ?? appended.reasoning ?? (looked.reads ? AMBIGUOUS_EDIT_REASONING : reasoning(input.message, chosen, calls, alternatives.length))),
    alternatives,
    handOver: [
      ...trust.reasons,
      ...(unasked ? [UNASKED_DESTRUCTION_REASON] : []),
      ...(offerTaken ? [OFFER_TAKEN_REASON] : []),
      ...(appends ? [APPEND_REASON] : []),
      ...(replaces ? [EVERY_PLACE_REASON] : []),
      ...(onePlace ? [ONE_PLACE_REASON] : []),
      ...(copies ? [COPY_REASON] : []),
      ...(forgets ? [FORGET_REASON] : []),
      ...(forgetsRecords ? [FORGET_RECORD_REASON] : []),
      ...(pickTaken ? [PICK_TAKEN_REASON] : []),
      ...(replyPath ? [REPLY_PATH_REASON] : []),
      ...(otherTaken ? [OTHER_TAKEN_REASON] : []),
      ...(fileAsText ? [FILE_AS_TEXT_REASON] : []),
      ...(carried ? [CARRIED_CHANGE_REASON] : []),
      ...(askedAbout ? [ASKED_ABOUT_REASON] : []),
      ...(claimsAll ? [CLAIMS_EVERY_ACT_REASON] : []),
      ...(elsewhere ? [AIMED_ELSEWHERE_REASON] : []),
      ...(climbing ? [CLIMBS_OUT_REASON] : []),
      ...(bareNumber ? [BARE_NUMBER_REASON] : []),
    ],
    features,
  };
}

/**
 * "forget that Piotr sings bass and remember that he sings tenor": a later clause's pronoun may point at the person an
 * earlier clause of the same message named, as it may at one a turn before; the message up to the clause is read as
 * the latest turn.
 */
function withEarlierClauses(message: string, clause: string, history: readonly EngineMessage[]): readonly EngineMessage[] {
  const at = message.indexOf(clause);
  return at > 0 ? [...history, { role: 'user', content: message.slice(0, at) }] : history;
}

function plannedCalls(message: string, choice: ChosenTool): PlannedCall[] {
  const tool = choice.match.entry.tool;
  const text = choice.clauses.reduce((joined, clause) => (joined ? joinClauses(joined, clause) : clause), '');
  const routeConfidence = toolProbability(text, choice.match);
  const drafts = handsOverText(text, tool) ? undefined : (tupleCalls(text, tool) ?? describedCalls(text, tool));
  const variants = drafts
    ? drafts.flatMap((draft) =>
        expandFanOut({ ...draft.extraction, arguments: draft.arguments }, draft.text).map((args) => ({ args, extraction: draft.extraction })),
      )
    : singleCall(message, text, tool);
  const seen = new Set<string>();
  return variants.flatMap(({ args, extraction }) => {
    const key = JSON.stringify(args);
    if (seen.has(key)) return [];
    seen.add(key);
    const nestedGaps = extraction.missing.filter((name) => /[.[]/.test(name) && (name.split(/[.[]/)[0] ?? '') in args);
    const missing = [...(tool.parameters?.required ?? []).filter((name) => !(name in args)), ...nestedGaps];
    return [
      {
        tool: tool.name,
        arguments: args,
        confidence: Math.round(Math.min(routeConfidence, extraction.confidence) * 100) / 100,
        why: whyMatch(choice.match),
        missing,
      },
    ];
  });
}

/**
 * Repeated descriptions of a call ("between A and B, and between C and D"). Spelled-out lists ("A and B with 20
 * and 15 minutes") fan out instead, unless every description states each listed parameter on its own and uses
 * every listed value it mentions: then the "lists" were values read across descriptions, not values to cross.
 */
function describedCalls(text: string, tool: ToolSpec): CallDraft[] | undefined {
  const lists = Object.entries(extractArgumentsDetailed(text, tool).fanOut);
  if (lists.length > 0 && PAIRED_LISTS.test(text)) return undefined;
  const drafts = segmentCalls(text, tool);
  if (lists.length === 0 || !drafts) return drafts;
  const ownValues = (draft: CallDraft): boolean => {
    const used = new Set(Object.values(draft.arguments).map(String));
    return lists.every(
      ([name, values]) => draft.grounded?.has(name) && values.every((value) => used.has(String(value)) || !draft.text.includes(String(value))),
    );
  };
  return drafts.every(ownValues) ? drafts : undefined;
}

/** One call (or one per listed value) from the tool's text, leaning on the whole message for missing values. */
function singleCall(message: string, text: string, tool: ToolSpec): Array<{ args: Record<string, unknown>; extraction: DetailedExtraction }> {
  let extraction = extractArgumentsDetailed(text, tool);
  if (extraction.missing.length > 0 && text !== message) {
    const whole = extractArgumentsDetailed(message, tool);
    if (whole.missing.length < extraction.missing.length) extraction = whole;
  }
  if (text !== message) extraction = withWholePlaces(extraction, message, tool);
  if (handsOverText(text, tool)) return [{ args: extraction.arguments, extraction }];
  return expandFanOut(extraction, text).map((args) => ({ args, extraction }));
}

/**
 * "make a folder drafts and save a file ideas.md in it": the clause names the file, the whole request says which
 * folder "it" is. A file name the whole request reads inside a folder takes that folder.
 */
function withWholePlaces(extraction: DetailedExtraction, message: string, tool: ToolSpec): DetailedExtraction {
  const bareFiles = Object.entries(extraction.arguments).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string' && !/[\\/]/.test(entry[1]) && /\.[\p{L}\p{N}]{1,5}$/u.test(entry[1]),
  );
  if (bareFiles.length === 0) return extraction;
  const whole = extractArgumentsDetailed(message, tool).arguments;
  const placed = bareFiles.flatMap(([name, value]) => {
    const wider = whole[name];
    return typeof wider === 'string' && wider.endsWith(`/${value}`) ? [[name, wider] as const] : [];
  });
  return placed.length === 0 ? extraction : { ...extraction, arguments: { ...extraction.arguments, ...Object.fromEntries(placed) } };
}

/** A text handed over whole ("that says: 1 banana, spinach, oat milk") to a free-text parameter is one value, not a list of calls. */
function handsOverText(text: string, tool: ToolSpec): boolean {
  return Object.keys(tool.parameters?.properties ?? {}).some(takesFreeText) && findPayloads(text, undefined).length > 0;
}

function whyMatch(match: ToolMatch): string {
  const words = match.relevance.matched.slice(0, 5);
  return words.length > 0 ? `matches ${words.map((word) => `"${word}"`).join(', ')}` : 'shares few words with the request';
}

function reasoning(message: string, chosen: readonly ChosenTool[], calls: readonly PlannedCall[], alternatives: number): string {
  const names = chosen.map((choice) => choice.match.entry.tool.name);
  const missing = [...new Set(calls.flatMap((call) => call.missing))];
  const parts = [
    `The request "${message.length > 80 ? `${message.slice(0, 79)}…` : message}" is served best by ${names.join(' and ')}`,
    calls.length > names.length ? `, called ${calls.length} times for the values it lists` : '',
    '. ',
    missing.length > 0 ? `The message gives no value for ${missing.join(', ')}. ` : 'All required arguments come from the message. ',
    alternatives > 0 ? `${alternatives} other tool${alternatives > 1 ? 's' : ''} ranked lower.` : '',
  ];
  return parts.join('').trim();
}

/** Whether the call's tool changes something (not one that only answers). */
function changesWith(call: PlannedCall, tools: readonly ToolSpec[]): boolean {
  const tool = toolNamed(tools, call.tool);
  return tool !== undefined && !onlyAnswers(readToolAction(tool));
}
