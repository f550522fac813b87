/**
 * How well a tool's action fits what a request asks to do, in [0, 1]: 1 when
 * both name the same action on the same kind of thing, 0.5 when the request
 * says nothing the engine reads (neutral), near 0 when the tool would destroy
 * or move something the request never asked to lose.
 */
import type { Action, ObjectKind, RequestAction, ToolAction } from './action.js';
import { servesArithmetic } from './arithmetic-operations.js';
import { convertsMeasureAsked } from './asked-conversion.js';

/** Neutral fit: the request or the tool states no action the engine can read. */
export const NEUTRAL_FIT = 0.5;
/** A verb this firm names the action ("find", "list", "save"); a weaker one ("get", "do") does not. */
export const FIRM_ACTION = 0.8;
/** A tool whose action fits this well does what the request asks. */
export const DOES_IT = 0.9;
/** Inventories up to this size are read whole for the asked action; larger ones through the tools that match best. */
export const ACTION_SCAN_TOOLS = 200;

/** Actions close enough that one may serve the other (reading a folder lists it; writing creates). Symmetric. */
const RELATED: ReadonlyArray<readonly [Action, Action, number]> = [
  ['read', 'search', 0.45],
  ['read', 'list', 0.4],
  ['read', 'info', 0.3],
  ['list', 'search', 0.5],
  ['list', 'info', 0.45],
  ['info', 'search', 0.3],
  ['write', 'edit', 0.7],
  ['write', 'create', 0.75],
  ['edit', 'create', 0.35],
  ['destroy', 'move', 0.3],
  ['compute', 'convert', 0.3],
  ['summarize', 'read', 0.25],
  ['repeat', 'read', 0.2],
  ['switch', 'run', 0.4],
];
/** The fits above by the request's action, then the tool's (looked up for every offered tool on every turn). */
const RELATED_FIT = new Map<Action, Map<Action, number>>();
const relate = (from: Action, to: Action, fit: number): void => {
  const fits = RELATED_FIT.get(from) ?? new Map<Action, number>();
  fits.set(to, fit);
  RELATED_FIT.set(from, fits);
};
for (const [a, b, fit] of RELATED) {
  relate(a, b, fit);
  relate(b, a, fit);
}

/** Fit of two actions that have nothing to do with each other. */
const UNRELATED = 0.12;
/** The most a tool that deletes or moves may fit a request that asks for neither. */
const UNASKED_DESTRUCTION = 0.03;
/** Objects of different kinds ("open README.md" against a tool that opens remembered nodes). */
const OTHER_OBJECT = 0.15;
/**
 * A tool for any file against a request to read or show images or sound: it serves them, less exactly than a media
 * tool. Finding, listing, sizing, moving or deleting a photo is done to it as a file, and a file tool does it fully.
 */
const FILE_FOR_MEDIA = 0.8;
const AS_A_FILE: ReadonlySet<Action> = new Set(['search', 'list', 'info', 'move', 'destroy']);
/** A tool made for one kind of thing (images, the memory) against a request that never mentions it. */
const SPECIALISED_ELSEWHERE = 0.75;
/** A tool for several things at once against a request about one, or a tool taking nothing against a named target. */
const OTHER_COUNT = 0.7;
const NO_TARGET = 0.6;
/** A destroy request about one fact against a tool that deletes the whole thing, or the other way round. */
const OTHER_SCOPE = 0.3;

const SPECIALISED: ReadonlySet<ObjectKind> = new Set(['media', 'memory', 'environment']);

export function actionFit(request: RequestAction, tool: ToolAction): number {
  if (tool.destructive >= 1 && !request.destroys) return Math.min(UNASKED_DESTRUCTION, verbFit(request, tool));
  const raw = verbFit(request, tool) * objectFit(request, tool) * scopeFit(request, tool) * detailFit(request, tool) * relationFit(request, tool);
  // A generic verb ("get", "show") says less than a firm one: its reading stays nearer neutral.
  const weight = 0.5 + 0.5 * Math.min(1, request.strength);
  return clamp(NEUTRAL_FIT + (raw - NEUTRAL_FIT) * (request.action ? weight : 1));
}

function verbFit(request: RequestAction, tool: ToolAction): number {
  if (!request.action) return tool.destructive >= 1 ? UNASKED_DESTRUCTION : NEUTRAL_FIT;
  if (!tool.action) return request.destroys ? 0.3 : NEUTRAL_FIT;
  // "1450 times 12" against a tool that returns a sum: both compute, but not the same arithmetic.
  if (request.action === tool.action) {
    // "10 inch in meter" against a currency converter: both convert, but not the same measure.
    if (!convertsMeasureAsked(request.measure, tool.convertsMoney)) return UNRELATED;
    return request.arithmetic && tool.arithmetic && !servesArithmetic(request.arithmetic, tool.arithmetic) ? UNRELATED : 1;
  }
  const related = RELATED_FIT.get(request.action)?.get(tool.action) ?? UNRELATED;
  return tool.secondary.has(request.action) ? Math.max(related, 0.6) : related;
}

function objectFit(request: RequestAction, tool: ToolAction): number {
  let fit = kindFit(request, tool);
  if (tool.many && !request.many) fit *= OTHER_COUNT;
  if (tool.takesNothing && request.namesTarget) fit *= NO_TARGET;
  // "list all the people you have": a tool that reads the named few reads less than asked.
  if (request.everything && !tool.takesNothing) fit *= NO_TARGET;
  return fit;
}

function kindFit(request: RequestAction, tool: ToolAction): number {
  // "show my journal entry journal/2024-05-01": a listing lists a folder, and a request that names only files names none.
  if (tool.action === 'list' && request.paths.length > 0 && request.objects.has('file') && !request.objects.has('directory')) return OTHER_OBJECT;
  if (tool.objects.size === 0) return 1;
  // "read the luna brief and the feedback": a tool that takes nothing and reads a whole store of one kind (the memory)
  // answers a request that names nothing only as a guess.
  if (request.objects.size === 0) return tool.takesNothing ? specialisedElsewhere(request, tool) : 1;
  // "find the jpgs in camera-uploads": a photo is a file, so a file search finds it.
  if (!sharesKind(request, tool)) {
    if (!request.objects.has('media') || !tool.objects.has('file')) return OTHER_OBJECT;
    return request.action && AS_A_FILE.has(request.action) ? 1 : FILE_FOR_MEDIA;
  }
  return specialisedElsewhere(request, tool);
}

/** Less for each kind of thing a tool is made for (images, the memory) that the request never mentions. */
function specialisedElsewhere(request: RequestAction, tool: ToolAction): number {
  let fit = 1;
  for (const kind of tool.objects) if (SPECIALISED.has(kind) && !request.objects.has(kind)) fit *= SPECIALISED_ELSEWHERE;
  return fit;
}

/** Whether the request and the tool name a kind of thing in common; true when either names none. */
function sharesKind(request: RequestAction, tool: ToolAction): boolean {
  if (request.objects.size === 0 || tool.objects.size === 0) return true;
  for (const kind of request.objects) if (tool.objects.has(kind)) return true;
  return false;
}

/**
 * "add 12, 30 and 7" against a tool that adds facts to a memory: the request firmly asks to sum, and the tool keeps
 * something, another kind of thing. Its words may match; what it does does not.
 */
export function doesOtherThing(request: RequestAction, tool: ToolAction): boolean {
  if (request.strength < FIRM_ACTION || tool.action === undefined) return false;
  if (request.action === 'compute') return KEEPS.has(tool.action) && !tool.secondary.has('compute') && actionFit(request, tool) < OTHER_THING_FIT;
  // "text Dev that the shed lock is fixed" beside file tools: reading or writing a file sends nothing to anyone.
  // Nor does a tool that sends money: "tell mum I will be home by 8" is no payment of 8 to mum.
  if (request.messagesSomeone) return !sendsOut(tool) || tool.sendsMoney === true;
  // "clear out bookings/enquiries.txt" against a listing whose description says it "clearly" marks files: to destroy
  // something is not to look at it.
  if (request.destroys && request.action === 'destroy' && LOOKS_ONLY.has(tool.action) && tool.destructive === 0) return true;
  return changesWithValuesItCannotTake(request, tool);
}

/** Whether a tool sends something out of the user's hands (a message, an e-mail, money). */
export function sendsOut(tool: ToolAction): boolean {
  return tool.action === 'send' || tool.secondary.has('send');
}

/**
 * "update prices, small pieces are $120 now not $100" against a tool that takes nothing and switches or runs something
 * ("toggle subscriber updates"): a change whose new values are said needs a tool that keeps things and takes values; a
 * word shared with the tool's name is no request to switch it.
 */
function changesWithValuesItCannotTake(request: RequestAction, tool: ToolAction): boolean {
  if (request.action === undefined || !KEEPS.has(request.action) || !tool.takesNothing || KEEPS.has(tool.action ?? 'read')) return false;
  const saysValues = request.objects.has('number') || request.quoted.length > 0;
  return saysValues && !tool.secondary.has(request.action) && actionFit(request, tool) < UNRELATED_FIT_OR_LESS;
}
/** At or below the fit of two unrelated actions. */
const UNRELATED_FIT_OR_LESS = UNRELATED + 0.01;
/** Tools that only look at what is kept. */
const LOOKS_ONLY: ReadonlySet<Action> = new Set<Action>(['read', 'list', 'info']);
/** Tools that write, make or change what is kept: a sum keeps nothing. */
const KEEPS: ReadonlySet<Action> = new Set<Action>(['write', 'create', 'edit']);
/** Below this fit a tool does something else than a firmly asked sum, to something else. */
const OTHER_THING_FIT = 0.05;

/**
 * A tool that deletes or moves another kind of thing than the request names ("delete the photo photos/cat.png"
 * against one that deletes remembered entities) can only destroy the wrong thing. A photo is a file, so a tool that
 * deletes files may take it.
 */
export function destroysOtherKind(request: RequestAction, tool: ToolAction): boolean {
  // "clear out the done items in todo.md": things in a file, not the file; a tool that deletes whole files deletes it all.
  if (request.destroys && request.thingsInFile && request.paths.length > 0 && tool.destructive >= 1 && !tool.objects.has('memory') && tool.scope !== 'part')
    return true;
  if (!request.destroys || tool.destructive < 1 || sharesKind(request, tool)) return false;
  return !(request.objects.has('media') && tool.objects.has('file'));
}

/**
 * A listing without the detail asked for ("the folder structure" from a flat listing) does not show what is asked:
 * below neutral, so it argues against the tool as a different action would; detail nobody asked for only costs a little.
 */
const DETAIL_MISSING = 0.45;
const DETAIL_UNASKED = 0.85;

/** Between listings only: the one that shows what the request asks to see (the tree, sizes, the reachable folders). */
function detailFit(request: RequestAction, tool: ToolAction): number {
  if (request.action !== 'list' || tool.action !== 'list') return 1;
  let fit = 1;
  for (const aspect of ['recursive', 'sized', 'access'] as const) {
    if (request.detail[aspect] && !tool.detail[aspect]) fit *= DETAIL_MISSING;
    else if (!request.detail[aspect] && tool.detail[aspect]) fit *= DETAIL_UNASKED;
  }
  return fit;
}

/** A relation stated or asked for, against a memory tool that keeps facts or things rather than relations, or the reverse. */
const RELATION_MISSING = 0.6;
const RELATION_UNASKED = 0.8;

/** Among tools of the memory: the one for relations when the request relates two things ("Keiko reports to Lena"). */
function relationFit(request: RequestAction, tool: ToolAction): number {
  if (!tool.objects.has('memory') || !request.objects.has('memory')) return 1;
  if (request.relates && !tool.relates) return RELATION_MISSING;
  if (!request.relates && tool.relates) return RELATION_UNASKED;
  return 1;
}

function scopeFit(request: RequestAction, tool: ToolAction): number {
  if (request.action !== 'destroy' || !request.scope || !tool.scope) return 1;
  return request.scope === tool.scope ? 1 : OTHER_SCOPE;
}

function clamp(value: number): number {
  return Math.max(0, Math.min(1, value));
}
