/**
 * "remember that my friend Priya's favourite colour is green": someone introduced by their tie to the user is read as
 * a record to make, with the fact in it, in one call. A creating tool may skip a record it already has ("Create
 * multiple new entities": the memory server answers `[]`), keeping nothing of the fact. Where a tool adds to existing
 * records of that kind, the same fact is added after it (`prepareRecord` plans the same for "Tom's birthday is 3
 * May"), which holds whether the record is new or kept.
 */
import { findStatedFact, namesTheSubject } from '../extract/payload.js';
import type { JsonSchema, PlannedCall, ToolSpec } from '../types.js';
import { adderFor, onlySubject, settlingAddition, speaksOfKeptRecord, textLists } from './prepare-record.js';
import { toolNamed } from '../per-catalog.js';

export function addCreatedFacts(message: string, call: PlannedCall, tools: readonly ToolSpec[]): PlannedCall {
  const creator = toolNamed(tools, call.tool);
  if (!creator || call.missing.length > 0 || call.prepare || call.settle) return call;
  const adder = adderFor(creator, tools);
  const name = adder ? onlySubject(call.arguments) : undefined;
  // Only a record the request tells a fact about, as `prepareRecord` reads it.
  if (!adder || !name || findStatedFact(message)?.subject?.value !== name || speaksOfKeptRecord(message, name)) return call;
  const facts = textLists(call.arguments);
  const added = facts.length > 0 ? additionFields(adder.parameters, name, facts) : undefined;
  if (!added) return call;
  return { ...call, settle: settlingAddition({ tool: adder.name, arguments: added }, name) };
}
/** The adding tool's required fields: the name where a field names whom or what, the facts where it takes a list of texts. */
function additionFields(schema: JsonSchema | undefined, name: string, facts: string[]): Record<string, unknown> | undefined {
  const fields: Record<string, unknown> = {};
  for (const key of schema?.required ?? []) {
    const field = schema?.properties?.[key];
    const value = field ? additionValue(key, field, name, facts) : undefined;
    if (value === undefined) return undefined;
    fields[key] = value;
  }
  return fields;
}

function additionValue(key: string, field: JsonSchema, name: string, facts: string[]): unknown {
  if (field.type === 'object') return additionFields(field, name, facts);
  if (field.type === 'string') return namesTheSubject(key) ? name : undefined;
  if (field.type !== 'array') return undefined;
  const items = Array.isArray(field.items) ? undefined : field.items;
  if (items?.type === 'string') return [...facts];
  if (items?.type !== 'object') return undefined;
  const record = additionFields(items, name, facts);
  return record ? [record] : undefined;
}
