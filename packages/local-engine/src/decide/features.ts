/**
 * The signals the engine computes, as named numbers for the fitted decision
 * models (`decision-model.ts`). Pure functions of the message, the history,
 * the tools and what the router and selector found; each value is scaled to
 * about 0..1 so one regularisation strength suits them all. What a feature
 * is worth is never set here: `npm run fit-engine` fits it.
 */
import { SET_ASIDE_REASON } from '../select/plan-admission.js';
import type { EngineMessage, PlannedCall, ToolSpec } from '../types.js';
import type { ToolMatch } from '../rank/best-match.js';
import type { RequestKind } from '../route/request-kind.js';
import { readsScript } from '../text/readable-text.js';
import { readsOtherLanguage } from '../intent/lexicon.js';
import { hasOpenEndedTool } from '../rank/open-ended-tools.js';
import { words } from '../text/tokenize.js';
import { namesOfferedTool } from './offered-tool-names.js';
import { actionFit, asksToDestroy, readability, readRequestAction, readToolAction, recallToolFor, toolBuiltFor } from '../intent/index.js';
import type { RequestAction } from '../intent/index.js';
import { ACTION_SCAN_TOOLS, DOES_IT, FIRM_ACTION } from '../intent/action-fit.js';
import { asksAcquaintanceFact, offersMemoryLookup } from '../intent/acquaintance-fact.js';
import { asksStoredThings } from '../intent/stored-things.js';
import { asksOwnRecord } from '../intent/own-record.js';
import { offersMemoryTool } from '../intent/memory-tools.js';
import { offersMemoryWrite, tellsFactToKeep } from '../intent/told-fact.js';
import { pathEvidence } from './path-evidence.js';
import { asksWithNamedEnumValue } from './named-enum-value.js';

export type Features = Record<string, number>;

/**
 * Route features by what they are evidence of. The fit chooses, per model and with sources held out, which
 * groups it reads: evidence of the request's form can stand for where a case came from rather than for what it
 * needs, and then it does not carry over to other sources.
 */
export const ROUTE_FEATURE_GROUPS = {
  /** How well the best tool matches the request's words. */
  lexical: [
    'toolNeed',
    'toolNeedSmallInventory',
    'toolNeedOver0.5',
    'toolNeedOver0.8',
    'toolNeedOver0.95',
    'nameCoverage',
    'queryCoverage',
    'relevance',
    'nameAndDescriptionHits',
    'parameterOnlyHits',
    'singleWordAmongMany',
    'bm25Margin',
    'fileInRequest',
    'actionFit',
  ],
  /** What the request asks to do against what the offered tools do (`intent/`), whatever words they share. */
  intent: [
    'actionStrength',
    'bestOfferedActionFit',
    'offeredToolDoes',
    'offeredToolLooksUp',
    'recallTool',
    'acquaintanceFact',
    'storedThings',
    'toldFact',
    'jobTool',
    'destroysUnasked',
    'openEndedTool',
    // What the request a follow-up continues needed is evidence of what the follow-up needs, not of its setting.
    'continuesToolTurn',
  ],
  /** What the request is: its form, its cues, its language. */
  form: [
    'answerable',
    'compose',
    'knowledge',
    'definition',
    'givenText',
    'realTime',
    'ownData',
    'action',
    'fileOrAddress',
    'liveFact',
    'command',
    'identifier',
    'asksForTool',
    'namesTool',
    'question',
    'personal',
    'actsOrOwns',
    'negation',
    'unreadableScript',
    'notEnglish',
    'readability',
    'formAnswers',
    'formAnswersAmongMany',
  ],
  /** The turn's setting: inventory size, message length, history, a free-form tool. */
  context: ['inventory', 'messageLength', 'history', 'followUp'],
  /** Which sure rule answered. */
  rules: ['ruleEmpty', 'ruleHistory', 'ruleHistoryMissing', 'ruleSmallTalk', 'ruleArithmetic', 'ruleCalendar', 'ruleNoTools'],
} as const;

/**
 * Which way a route feature argues by what it means, whatever a source's mix suggests: the tool-need fit keeps
 * each weight on its side (a weight that would cross is left at 0). A feature found only in one kind of source
 * (many tools only beside tool requests, given text only in no-tool tasks) otherwise learns where a case came
 * from instead of what it asks.
 */
export const TOOL_NEED_EVIDENCE: Readonly<{ for: readonly string[]; against: readonly string[] }> = {
  for: [
    'toolNeed',
    'toolNeedSmallInventory',
    'toolNeedOver0.5',
    'toolNeedOver0.8',
    'toolNeedOver0.95',
    'nameCoverage',
    'queryCoverage',
    'relevance',
    'nameAndDescriptionHits',
    'parameterOnlyHits',
    'bm25Margin',
    'fileInRequest',
    'actionFit',
    'bestOfferedActionFit',
    'offeredToolDoes',
    'offeredToolLooksUp',
    'recallTool',
    'acquaintanceFact',
    'storedThings',
    'toldFact',
    'jobTool',
    'openEndedTool',
    'continuesToolTurn',
    'realTime',
    'ownData',
    'action',
    'fileOrAddress',
    'liveFact',
    'command',
    'identifier',
    'asksForTool',
    'namesTool',
    'personal',
    'actsOrOwns',
  ],
  against: [
    'singleWordAmongMany',
    'answerable',
    'compose',
    'knowledge',
    'definition',
    'givenText',
    'question',
    'formAnswers',
    'formAnswersAmongMany',
    'ruleEmpty',
    'ruleHistory',
    'ruleHistoryMissing',
    'ruleSmallTalk',
    'ruleArithmetic',
    'ruleCalendar',
    'ruleNoTools',
  ],
};

/** A rule that decides the route by itself; its confidence still comes from the fitted model. */
export type SureRule = 'empty' | 'history' | 'historyMissing' | 'smallTalk' | 'arithmetic' | 'calendar' | 'noTools';

export interface RouteEvidence {
  message: string;
  history: readonly EngineMessage[];
  tools: readonly ToolSpec[];
  kind: RequestKind;
  /** The tool-need probability of the best candidate (`assessToolNeed`) and that candidate. */
  toolNeed: number;
  best?: ToolMatch;
  /** The BM25 runner-up of the whole inventory, for the margin. */
  runnerUp?: ToolMatch;
  rule?: SureRule;
  /** The turn continues the user's previous request, which needed a tool (`route/follow-up.ts`). */
  continuesToolTurn?: boolean;
  /** The turn continues the user's previous request, whatever that needed ("and in LA?", "and plus 4?"). */
  followsUp?: boolean;
}

/**
 * A file name or a path: `notes/ideas.md`, `./src`, `~/photos`, `README.md`. A file name is read back from its dot
 * (a letter or digit before any dashes), not forward from every word start, so long runs of "a-" stay linear.
 */
const FILE_OR_PATH = /(?:^|[\s"'`(])(?:~|\.{1,2})?\/?[\w.-]+\/[\w./-]*|\.(?<=\w-*\.)(?:[a-z][a-z0-9]{0,4})\b(?![\w(])/i;
/** Parameters that take a file or folder. */
const FILE_PARAMETER = /(?:^|_)(?:path|paths|file|files|filename|file_name|dir|directory|folder)(?:$|_)|^(?:path|file|source|destination)$/i;
const NEGATION = /\b(?:not|don'?t|doesn'?t|didn'?t|never|no need|without|won'?t|can'?t|cannot)\b/i;
/** Actions on the user's own things, which only a tool can reach. */
const LOOKUPS: ReadonlySet<string> = new Set(['search', 'list', 'read', 'info', 'move', 'destroy']);
/** A best-tool need this high fits the request too well for its form to argue otherwise. */
const CLEAR_TOOL_NEED = 0.9;
/** Inventories of hundreds of tools: a word shared with one of them is likely incidental. */
const MANY_TOOLS = 100;

const fileToolByInventory = new WeakMap<readonly ToolSpec[], boolean>();

/** Whether some offered tool takes a file or folder. */
export function offersFileTool(tools: readonly ToolSpec[]): boolean {
  let found = fileToolByInventory.get(tools);
  if (found === undefined) {
    found = tools.some((tool) => Object.keys(tool.parameters?.properties ?? {}).some((name) => FILE_PARAMETER.test(name)));
    fileToolByInventory.set(tools, found);
  }
  return found;
}

/** Whether some offered tool can read the user's records: a file tool or a memory that looks up what it keeps. */
function offersRecordReader(tools: readonly ToolSpec[]): boolean {
  return offersFileTool(tools) || offersMemoryTool(tools, 'lookup');
}

/** The best fit between the request's action and any offered tool's (the leaders stand in for a large inventory). */
function bestOfferedActionFit(request: RequestAction, tools: readonly ToolSpec[], leaders: readonly ToolSpec[]): number {
  if (!request.action) return 0;
  let best = 0;
  for (const tool of tools.length <= ACTION_SCAN_TOOLS ? tools : leaders) best = Math.max(best, actionFit(request, readToolAction(tool)));
  return best;
}

/**
 * "what's the weather in Chicago" beside a tool whose required `location` lists Chicago: a live fact (which no model
 * knows by itself) asked of the value, with no action read that another tool would do, and nothing about what the
 * user told ("my son lives in Chicago, remember that" keeps a fact; it asks nothing of the city).
 */
function asksOnlyWithEnumValue(message: string, request: RequestAction, tool: ToolSpec | undefined): boolean {
  if (!tool || request.objects.has('memory') || request.paths.length > 0) return false;
  if (request.action !== undefined && request.strength >= FIRM_ACTION) return false;
  return asksWithNamedEnumValue(message, tool);
}

/** What the router knows about a turn, as features of "a tool is needed" and of "the route is right". */
export function routeFeatures(evidence: RouteEvidence): Features {
  const { message, tools, kind, best } = evidence;
  const relevance = best?.relevance;
  const hits = relevance?.nameAndDescriptionHits ?? 0;
  const matched = relevance?.matched.length ?? 0;
  const wordCount = words(message).length;
  const cue = (name: string): number => (kind.cues.includes(name) ? 1 : 0);
  const margin = best && evidence.runnerUp && evidence.runnerUp.bm25 > 0 ? Math.log(best.bm25 / evidence.runnerUp.bm25) : best ? 1 : 0;
  const inventory = Math.log10(1 + tools.length) / 4;
  const request = readRequestAction(message);
  const leaders = [best, evidence.runnerUp].flatMap((match) => (match ? [match.entry.tool] : []));
  const offeredFit = bestOfferedActionFit(request, tools, leaders);
  return {
    toolNeed: evidence.toolNeed,
    toolNeedSmallInventory: tools.length <= 20 ? evidence.toolNeed : 0,
    ...steps('toolNeedOver', evidence.toolNeed, [0.5, 0.8, 0.95]),
    nameCoverage: relevance?.nameCoverage ?? 0,
    queryCoverage: relevance?.queryCoverage ?? 0,
    relevance: relevance?.score ?? 0,
    nameAndDescriptionHits: Math.min(4, hits) / 4,
    /**
     * Specific words the best tool has only in its parameter or enum documentation. A value its required parameter
     * enumerates, named in a question that asks nothing else, is all the evidence such words can give.
     */
    parameterOnlyHits:
      kind.cues.includes('live fact') && asksOnlyWithEnumValue(message, request, best?.entry.tool)
        ? 1
        : Math.min(3, Math.max(0, matched - Math.round(hits))) / 3,
    /** One shared word among hundreds of tools says little: the larger the inventory, the less. */
    singleWordAmongMany: tools.length >= MANY_TOOLS && matched <= 1 && hits <= 1 ? inventory : 0,
    bm25Margin: Math.min(3, Math.max(0, margin)) / 3,
    fileInRequest: FILE_OR_PATH.test(message) && offersFileTool(tools) ? 1 : 0,
    inventory,
    messageLength: Math.min(1, Math.log(1 + wordCount) / Math.log(100)),
    answerable: kind.answerable && !kind.needsWorld ? 1 : 0,
    compose: cue('compose'),
    knowledge: cue('knowledge'),
    /** Asks what something is or means, or how to do it oneself ("what's a knowledge graph", "how do I gzip a file"). */
    definition: cue('definition'),
    givenText: cue('given text'),
    realTime: cue('real time'),
    ownData: cue('own data'),
    action: cue('action'),
    fileOrAddress: cue('file or address'),
    liveFact: cue('live fact'),
    command: cue('command'),
    identifier: cue('identifier'),
    asksForTool: kind.asksForTool ? 1 : 0,
    namesTool: namesOfferedTool(message, tools) ? 1 : 0,
    question: kind.question ? 1 : 0,
    personal: kind.personal ? 1 : 0,
    actsOrOwns: kind.actsOrOwns ? 1 : 0,
    openEndedTool: hasOpenEndedTool(tools) ? 1 : 0,
    unreadableScript: readsScript(message) ? 0 : 1,
    // Dutch "Toon de map foto's" reads like English to the English measure; its Dutch words say it is not.
    notEnglish: readsOtherLanguage(message) ? 1 : 0,
    negation: NEGATION.test(message) ? 1 : 0,
    history: evidence.history.length > 0 ? 1 : 0,
    continuesToolTurn: evidence.continuesToolTurn ? 1 : 0,
    followUp: evidence.followsUp ? 1 : 0,
    /** What the request asks to do against what the best tool does (`intent/`). */
    actionFit: best ? actionFit(readRequestAction(message), readToolAction(best.entry.tool)) : 0,
    readability: readability(message),
    /** Asks to write, explain or know (no live fact, file, action or own data) and no tool fits it very well. */
    formAnswers: kind.answerable && !kind.needsWorld && evidence.toolNeed < CLEAR_TOOL_NEED ? 1 : 0,
    /** The same among many tools, where a shared word is more likely incidental and the form weighs more. */
    formAnswersAmongMany: kind.answerable && !kind.needsWorld && evidence.toolNeed < CLEAR_TOOL_NEED ? inventory : 0,
    /** How firmly a verb names the request's action ("find", "save" firmly; "get", "do" weakly). */
    actionStrength: request.action ? request.strength : 0,
    bestOfferedActionFit: offeredFit,
    /** A firm request for what an offered tool does ("find my tax stuff" beside a file search). */
    offeredToolDoes: request.action && request.strength >= FIRM_ACTION && offeredFit >= DOES_IT ? 1 : 0,
    /**
     * The same where the action looks up or changes the user's own things (find, list, read, inspect, move, delete):
     * a model writes, computes and translates by itself, but cannot see a folder or a memory.
     */
    offeredToolLooksUp: request.action && LOOKUPS.has(request.action) && request.strength >= FIRM_ACTION && offeredFit >= DOES_IT ? 1 : 0,
    /** A request to recall what the user said, beside a tool that keeps it. */
    recallTool: recallToolFor(message, tools) ? 1 : 0,
    /** A question about a fact of someone the user knows ("when is priyas birthday"), beside a tool that looks up a memory. */
    acquaintanceFact: asksAcquaintanceFact(message) && offersMemoryLookup(tools) ? 1 : 0,
    /**
     * What a place of the user's holds, or their things by name or kind ("whats in invoices"), beside a file tool; or
     * one of their records ("rossi-ferri budget, what's left"), beside a tool that reads their files or memory.
     */
    storedThings: (asksStoredThings(message) && offersFileTool(tools)) || (asksOwnRecord(message) && offersRecordReader(tools)) ? 1 : 0,
    /** A fact told about someone or a business ("harlow bakery moved delivery day to thursday"), beside a memory that keeps it. */
    toldFact: tellsFactToKeep(message) && offersMemoryWrite(tools) ? 1 : 0,
    /** A job the engine could do itself (arithmetic, translation...) beside a tool built for it. */
    jobTool: toolBuiltFor(message, tools) ? 1 : 0,
    /** The best tool would delete, move or overwrite, and the request does not ask to destroy. */
    destroysUnasked: best && readToolAction(best.entry.tool).destructive >= 1 && !asksToDestroy(message) ? 1 : 0,
    ruleEmpty: evidence.rule === 'empty' ? 1 : 0,
    ruleHistory: evidence.rule === 'history' ? 1 : 0,
    ruleHistoryMissing: evidence.rule === 'historyMissing' ? 1 : 0,
    ruleSmallTalk: evidence.rule === 'smallTalk' ? 1 : 0,
    ruleArithmetic: evidence.rule === 'arithmetic' ? 1 : 0,
    ruleCalendar: evidence.rule === 'calendar' ? 1 : 0,
    ruleNoTools: evidence.rule === 'noTools' ? 1 : 0,
  };
}

export interface SelectionEvidence {
  message: string;
  calls: readonly PlannedCall[];
  /** The tools the calls use. */
  chosen: readonly ToolSpec[];
  /** Why the trust checks doubt the decision (`assessSelectionTrust`). */
  reasons: readonly string[];
  measures?: { margin: number; coverage: number; unexplained: number };
}

/** Doubts of the trust checks, each a feature of "the tools are right" and "the arguments are right". */
export const DOUBTS: Readonly<Record<string, string>> = {
  severalTools: 'several tools',
  severalCalls: 'several calls',
  reusedValue: 'one value fills two parameters',
  leftOverValue: 'a value the message states went unused',
  chained: 'steps chained',
  missingArgument: 'required argument missing',
  notShortlisted: 'chosen tool not shortlisted',
  ungrounded: 'argument not in the message',
  statedButUnfilled: 'an optional argument the message states was left out',
  swappedRoles: "a value sits next to another parameter's cue",
  readsDestination: 'a place something is to go is read',
  setAside: SET_ASIDE_REASON,
};

/** What the selector knows about its decision, as features of "the tools are right" and "the arguments are right". */
export function selectionFeatures(evidence: SelectionEvidence): Features {
  const { calls, reasons, measures } = evidence;
  const request = readRequestAction(evidence.message);
  const features: Features = {
    /** The worst fit between what the request asks to do and what a chosen tool does. */
    chosenActionFit: evidence.chosen.length > 0 ? Math.min(...evidence.chosen.map((tool) => actionFit(request, readToolAction(tool)))) : 0,
    noCall: calls.length === 0 ? 1 : 0,
    callConfidence: calls.length > 0 ? Math.min(...calls.map((call) => call.confidence)) : 0,
    calls: Math.min(4, calls.length) / 4,
    argumentCount: calls.length > 0 ? Math.min(4, Math.max(...calls.map((call) => Object.keys(call.arguments).length))) / 4 : 0,
    selectionMargin: measures ? Math.min(3, Math.log(Math.max(1, measures.margin))) / 3 : 0,
    explainedShare: measures?.coverage ?? 0,
    unexplainedWords: measures ? Math.min(4, measures.unexplained) / 4 : 1,
    // The same signals as steps, so an additive model can require each to be high rather than trade one for another.
    ...steps('marginOver', measures?.margin ?? 0, [1.1, 1.5, 2]),
    ...steps('explainedAtLeast', measures?.coverage ?? 0, [0.5, 0.75, 1]),
    ...steps('unexplainedAtMost', -(measures?.unexplained ?? Infinity), [-0, -1]),
  };
  let doubts = 0;
  for (const [name, reason] of Object.entries(DOUBTS)) {
    features[name] = reasons.includes(reason) ? 1 : 0;
    doubts += features[name];
  }
  Object.assign(features, pathEvidence(calls, evidence.chosen));
  /** A call and none of the checks' doubts: the decision the graded signals then grade (`decision-model.ts`). */
  features.clear = calls.length > 0 && doubts === 0 ? 1 : 0;
  return features;
}

/** One flag per level: 1 when the value reaches it (`name` + level, e.g. `marginOver1.5`). */
function steps(name: string, value: number, levels: readonly number[]): Features {
  return Object.fromEntries(levels.map((level) => [`${name}${Math.abs(level)}`, value >= level ? 1 : 0]));
}
