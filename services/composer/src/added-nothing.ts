import type { ExecutionStep } from '@switchyard/packet-schema';
import { callPhrase, joinWords, type PhrasedTool } from '@switchyard/tools';

/** Verbs of calls that keep something new: their result says whether they did. */
const KEEPING_VERBS = new Set(['create', 'add', 'insert', 'append', 'store', 'save', 'remember', 'record', 'put', 'make']);
/** A result that says in words that nothing was kept ("no entities were created", "already exists"). */
const SAYS_NOTHING_KEPT =
  /\b(?:nothing|no\s+(?:new\s+)?\w+)\s+(?:(?:was|were|has been|have been)\s+)?(?:created|added|inserted|stored|saved)\b|\balready\s+exists?\b/i;
/** Field names a result lists what it created or added under (`addedObservations`, `created`). */
const KEPT_LIST_KEY = /^(?:added|created|inserted|new)/i;

/**
 * Whether a call that keeps something new (create, add …) reports that it kept nothing: an empty list (the memory
 * server's `[]` for entities it has already), lists of what was added that are all empty, or words saying so. The
 * reply must not say "Created" then.
 */
export function addedNothing(step: ExecutionStep, tool?: PhrasedTool): boolean {
  if (!keeps(step, tool)) return false;
  if (SAYS_NOTHING_KEPT.test((step.output ?? '').trim())) return true;
  const result = parsedOutput(step);
  return result !== undefined && keptNothing(result);
}

/**
 * Of the names a keeping call was given, those its result lists as kept and those it does not (already there): the
 * memory server returns only the entities it created. Undefined unless the result names some, but not all, of them.
 */
export function keptSome(step: ExecutionStep, tool?: PhrasedTool): { kept: string[]; already: string[] } | undefined {
  if (!keeps(step, tool)) return undefined;
  const result = parsedOutput(step);
  if (!Array.isArray(result)) return undefined;
  const listed = new Set(namesIn(result));
  const asked = [...new Set(namesIn(step.arguments))];
  const kept = asked.filter((name) => listed.has(name));
  const already = asked.filter((name) => !listed.has(name));
  return kept.length > 0 && already.length > 0 ? { kept, already } : undefined;
}

/** "Lisa Reid was added to memory; Sam Reid was already there". */
export function keptSomeWords(step: ExecutionStep, some: { kept: string[]; already: string[] }): string {
  const were = (names: string[]) => (names.length === 1 ? 'was' : 'were');
  return `${joinWords(some.kept.slice(0, 5))} ${were(some.kept)} added to ${step.server}; ${joinWords(some.already.slice(0, 5))} ${were(some.already)} already there`;
}

function keeps(step: ExecutionStep, tool?: PhrasedTool): boolean {
  return step.ok && !step.dryRun && KEEPING_VERBS.has(callPhrase(step, tool).verb.split(' ')[0] ?? '');
}

function parsedOutput(step: ExecutionStep): unknown {
  try {
    return JSON.parse((step.output ?? '').trim());
  } catch {
    return undefined;
  }
}

function keptNothing(result: unknown): boolean {
  if (Array.isArray(result)) return result.length === 0 || result.every((item) => isObject(item) && listsNothingKept(item));
  return isObject(result) && listsNothingKept(result);
}

/** An object whose lists of what was kept (`addedObservations`) are there and all empty. */
function listsNothingKept(record: Record<string, unknown>): boolean {
  const lists = Object.entries(record).filter(([key, value]) => KEPT_LIST_KEY.test(key) && Array.isArray(value));
  return lists.length > 0 && lists.every(([, value]) => (value as unknown[]).length === 0);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The sentence for such a call: "Priya was already in memory; nothing new was added." The names come from the
 * call's name fields (`name`, `entityName`); without any, the call is named.
 */
export function alreadyThereWords(step: ExecutionStep): string {
  const names = [...new Set(namesIn(step.arguments))].slice(0, 5);
  if (names.length === 0) return `${step.server}.${step.tool} found everything it was given already there; nothing new was added`;
  return `${joinWords(names)} ${names.length === 1 ? 'was' : 'were'} already in ${step.server}; nothing new was added`;
}

function namesIn(value: unknown, key = ''): string[] {
  if (typeof value === 'string') return /^(?:name|entityName|title)$/i.test(key) && value.trim() ? [value.trim().slice(0, 200)] : [];
  if (Array.isArray(value)) return value.flatMap((item) => namesIn(item, key));
  if (isObject(value)) return Object.entries(value).flatMap(([inner, field]) => namesIn(field, inner));
  return [];
}
