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
  if (!step.ok || step.dryRun) return false;
  const verb = callPhrase(step, tool).verb.split(' ')[0] ?? '';
  if (!KEEPING_VERBS.has(verb)) return false;
  const output = (step.output ?? '').trim();
  if (SAYS_NOTHING_KEPT.test(output)) return true;
  let result: unknown;
  try {
    result = JSON.parse(output);
  } catch {
    return false;
  }
  return keptNothing(result);
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
