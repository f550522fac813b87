/**
 * "remember that Tom's birthday is 3 May": a fact about someone the memory may not hold yet. A tool that adds to
 * existing records ("Add new observations to existing entities") refuses a record it does not have, and a tool that
 * creates records may skip one it already has, keeping nothing of the fact. So the record is made with the fact in
 * it (its name, its kind, the fact: what was asked), and the same fact is then added to it, which changes nothing
 * where the record was just made (a kept fact is not added twice) and keeps the fact where the record was there
 * already. With no fact to put in it, the bare record prepares the call that adds.
 *
 * A request that speaks of the record as kept already ("add to Ana's entry", "update Maria", "for Dr. Okafor, also
 * note") is not prepared: a missing record is then news for the user (a misspelt name, perhaps), not one to make up.
 * Nor is one that names the record only as the conversation did ("also remember he hates cilantro"): it was spoken of
 * before. A record whose kind the request does not say, when the creating tool asks for one, is prepared with the
 * kind left out: the plan then asks for it ("What kind of thing is Zoe?") instead of adding to a record that may not
 * be there and failing.
 */
import { findStatedFact, namesTheSubject } from '../extract/payload.js';
import { tellsNewsOfKept } from '../intent/told-fact.js';
import { asksKindOfRecord, kindSaidAfterName, kindSaidBeforeName, saidOfAPerson, toldAPerson } from '../extract/person-kind.js';
import { readToolAction } from '../intent/index.js';
import { escapeRegExp } from '../text/escape-regexp.js';
import { splitIdentifier, stem } from '../text/tokenize.js';
import type { JsonSchema, PlannedCall, PreparingCall, ToolSpec } from '../types.js';
import { perCatalog, toolNamed } from '../per-catalog.js';

/** A kind the request does not say: the field is left out, for the user to be asked. */
export const ASK_THE_KIND = Symbol('ask the kind');
/** "to existing entities": what a tool adds to must be there already. */
const ADDS_TO_EXISTING = /\b(?:to|in|into|on)\s+(?:an?\s+|the\s+)?existing\s+(\p{L}+)/iu;
/** A person's pronoun: what is said is said of a person. */
const PERSON_PRONOUN = /\b(?:he|she|him|his|her|hers)\b/i;

export function prepareRecord(message: string, call: PlannedCall, tools: readonly ToolSpec[]): PlannedCall {
  const tool = toolNamed(tools, call.tool);
  const thing = tool && call.missing.length === 0 ? existingThing(tool) : undefined;
  const creator = tool && thing ? creatorOf(thing, tool, tools) : undefined;
  const name = creator ? onlySubject(call.arguments) : undefined;
  // Only a record the request itself tells a fact about, not a name read some other way.
  // News told of someone by name alone ("giulia raised prices") is of someone kept: it is added, no record made.
  if (!creator || !name || findStatedFact(message)?.subject?.value !== name || speaksOfKeptRecord(message, name) || tellsNewsOfKept(message)) return call;
  const used = { name: false };
  const args = recordFields(creator.parameters, name, recordKind(message, name) ?? ASK_THE_KIND, used);
  if (!args || !used.name) return call;
  const facts = textLists(call.arguments);
  if (facts.length === 0) {
    return { ...call, prepare: { tool: creator.name, arguments: args, why: `makes ${name} if it is not kept yet, so that ${call.tool} has it to add to` } };
  }
  // The record is made with the facts in it; the addition after it keeps them where the record was there already.
  return {
    ...call,
    tool: creator.name,
    arguments: withTexts(args, facts),
    settle: settlingAddition(call, name),
  };
}

/** The addition that follows a creating call: the facts added to `name`, which keeps them if the record was there already. */
export function settlingAddition(addition: Pick<PlannedCall, 'tool' | 'arguments'>, name: string): PreparingCall {
  return { tool: addition.tool, arguments: addition.arguments, why: `adds the facts to ${name} if it was kept already (a kept record is not made again)` };
}

/** Every text held in a list of texts (a record's observations), wherever it sits. */
export function textLists(value: unknown): string[] {
  if (Array.isArray(value)) {
    if (value.length > 0 && value.every((item) => typeof item === 'string')) return value as string[];
    return value.flatMap(textLists);
  }
  if (value && typeof value === 'object') return Object.values(value).flatMap(textLists);
  return [];
}

/** A bare record's fields with each empty list of texts filled with the facts. */
export function withTexts(value: Record<string, unknown>, facts: readonly string[]): Record<string, unknown> {
  const fill = (inner: unknown): unknown => {
    if (Array.isArray(inner)) return inner.length === 0 ? [...facts] : inner.map(fill);
    if (inner && typeof inner === 'object') return Object.fromEntries(Object.entries(inner).map(([key, field]) => [key, fill(field)]));
    return inner;
  };
  return fill(value) as Record<string, unknown>;
}

/** The stem of what a tool adds to, when its description says it must exist ("existing entities" → entiti). */
export function existingThing(tool: ToolSpec): string | undefined {
  let kept = thingByTool.get(tool);
  if (!kept) {
    kept = { thing: readExistingThing(tool) };
    thingByTool.set(tool, kept);
  }
  return kept.thing;
}

const thingByTool = new WeakMap<ToolSpec, { thing: string | undefined }>();

function readExistingThing(tool: ToolSpec): string | undefined {
  const action = readToolAction(tool).action;
  if (action !== 'write' && action !== 'edit') return undefined;
  const noun = ADDS_TO_EXISTING.exec(tool.description ?? '')?.[1];
  return noun ? stem(noun.toLowerCase()) : undefined;
}

/** The tool that creates such things, named for them ("create_entities" for entities). */
export function creatorOf(thing: string, adder: ToolSpec, tools: readonly ToolSpec[]): ToolSpec | undefined {
  const found = creatorsFound(tools);
  const key = `${thing}\n${adder.name}`;
  if (!found.has(key)) found.set(key, findCreator(thing, adder, tools));
  return found.get(key);
}

const creatorsFound = perCatalog(() => new Map<string, ToolSpec | undefined>());

function findCreator(thing: string, adder: ToolSpec, tools: readonly ToolSpec[]): ToolSpec | undefined {
  const objects = readToolAction(adder).objects;
  return tools.find((tool) => {
    const action = readToolAction(tool);
    // Named for the same things, it may still be about other objects ("create_people" of a calendar, not a memory).
    const elsewhere = objects.size > 0 && action.objects.size > 0 && ![...objects].some((kind) => action.objects.has(kind));
    if (tool === adder || action.action !== 'create' || elsewhere) return false;
    const nameWords = splitIdentifier(tool.name.split('.').pop() ?? tool.name);
    return nameWords.some((word) => stem(word.toLowerCase()) === thing);
  });
}

/** The catalog's tool that adds to existing records of what `creator` makes ("add_observations" for "create_entities"). */
export const adderFor = (creator: ToolSpec, tools: readonly ToolSpec[]): ToolSpec | undefined => addersByCreator(tools).get(creator);

const addersByCreator = perCatalog((tools) => {
  const adders = new Map<ToolSpec, ToolSpec>();
  for (const tool of tools) {
    const thing = existingThing(tool);
    const creator = thing === undefined ? undefined : creatorOf(thing, tool, tools);
    if (creator && !adders.has(creator)) adders.set(creator, tool);
  }
  return adders;
});

/** The one name the call's arguments file things under (`entityName`), wherever it sits in them. */
export function onlySubject(args: Record<string, unknown>): string | undefined {
  const names = new Set<string>();
  const walk = (value: unknown, key: string): void => {
    if (typeof value === 'string' && namesTheSubject(key)) names.add(value);
    else if (Array.isArray(value)) for (const item of value) walk(item, key);
    else if (value && typeof value === 'object') for (const [inner, field] of Object.entries(value)) walk(field, inner);
  };
  walk(args, '');
  return names.size === 1 ? [...names][0] : undefined;
}

/**
 * "Priya moved to Lisbon, add that", "put that on her", "add that to what you know of her": a fact told, then added
 * (to someone): adding is to what is kept, where remembering may start a record.
 */
const ADDS_THE_FACT =
  /\b(?:add|put|append|attach|stick)\s+(?:that|this|it)(?:\s+(?:on|to|under)\s+(?:him|her|them|his|hers|theirs)\b|\s+to\s+what\s+you\s+(?:know|have)\b|\s*[.!]?\s*$)|\bwhat\s+you\s+(?:know|have)\s+(?:about|on|of)\s+(?:him|her|them)\b/i;

/** "add that", "put that on her": a fact added to what is kept, whoever it is about. */
export function addsTheFact(message: string): boolean {
  return ADDS_THE_FACT.test(message);
}

/**
 * "add to Ana's entry", "for Ana, note", "update Ana", "one more thing about Ana": the record is spoken of as kept; so
 * is one a fact is taken from ("forget that Piotr sings bass and remember that he sings tenor").
 */
/** The longest name a request is read for speaking of its record. */
const LONGEST_RECORD_NAME = 200;

export function speaksOfKeptRecord(message: string, name: string): boolean {
  if (addsTheFact(message)) return true;
  // A name is a few words: one of thousands of characters would build a pattern too large to compile.
  if (name.length > LONGEST_RECORD_NAME) return false;
  const said = escapeRegExp(name);
  return new RegExp(
    String.raw`\b(?:to|on|under|for|about|into|in)\s+(?:what\s+you\s+(?:know|have)\s+(?:about|on)\s+)?${said}(?![\p{L}])|${said}['’]s\s+(?:entry|record|notes?|profile|page|card|info|node)\b|\b(?:update|edit|change|amend)\s+${said}(?![\p{L}])|\b(?:his|her|their|its)\s+(?:entry|record|notes?|profile|node)\b|\b(?:forget|delete|remove|erase|drop)\s+(?:that\s+|the\s+fact\s+that\s+)?${said}(?![\p{L}])`,
    'iu',
  ).test(message);
}

/**
 * What kind of thing the record is, as the request says it: a person, or the noun before the name ("my cat Biscuit").
 * `pronounTells`: a "she" in the request is of this record (not so when it names two).
 */
export function recordKind(message: string, name: string, pronounTells = true): string | undefined {
  if (toldAPerson(message)) return 'person';
  const kind = kindSaidBeforeName(message, name) ?? kindSaidAfterName(message, name);
  if (kind) return kind;
  return (pronounTells && PERSON_PRONOUN.test(message)) || saidOfAPerson(message, name) ? 'person' : undefined;
}

/**
 * The creating tool's required fields for a bare record: its name where a field names whom or what, its kind where
 * one asks the kind, an empty list for what it holds. Undefined when a required field is none of these.
 */
export function recordFields(
  schema: JsonSchema | undefined,
  name: string,
  kind: string | typeof ASK_THE_KIND,
  used: { name: boolean },
): Record<string, unknown> | undefined {
  const fields: Record<string, unknown> = {};
  for (const key of schema?.required ?? []) {
    const value = fieldValue(key, schema?.properties?.[key], name, kind, used);
    if (value === undefined) return undefined;
    if (value !== ASK_THE_KIND) fields[key] = value;
  }
  return fields;
}

function fieldValue(key: string, field: JsonSchema | undefined, name: string, kind: string | typeof ASK_THE_KIND, used: { name: boolean }): unknown {
  if (!field) return undefined;
  if (field.type === 'object') return recordFields(field, name, kind, used);
  if (field.type === 'array') {
    const items = Array.isArray(field.items) ? undefined : field.items;
    if (items?.type !== 'object') return [];
    const record = recordFields(items, name, kind, used);
    return record ? [record] : undefined;
  }
  if (field.type !== 'string') return undefined;
  if (namesTheSubject(key)) {
    used.name = true;
    return name;
  }
  return asksKindOfRecord(key, field) ? kind : undefined;
}
