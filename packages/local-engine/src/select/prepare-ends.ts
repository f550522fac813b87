/**
 * "remember that Lisa Reid is Sam Reid's sister": a link between two records. A tool that creates links between
 * things ("relations between entities") may keep a link whose end it does not hold, pointing at nothing. So, as a
 * fact prepares its record (see prepare-record.ts), the link is prepared by one call that creates the bare records
 * of its ends (name and kind, nothing more): a kept one is left as it is. Only ends the request names itself and
 * says the kind of are made: a name from the conversation was spoken of before, and an end of unknown kind is left
 * as the link names it rather than made up.
 */
import { readToolAction } from '../intent/index.js';
import { PEOPLE_WORDS } from '../intent/lexicon.js';
import { stem } from '../text/tokenize.js';
import type { JsonSchema, PlannedCall, ToolSpec } from '../types.js';
import { creatorOf, recordFields, recordKind } from './prepare-record.js';
import { toolNamed } from '../per-catalog.js';

/** "relations between entities": what a tool links (entiti). */
const LINKS_BETWEEN = /\bbetween\s+(?:existing\s+)?(\p{L}+)/iu;
/** A field that names a record ("The name of the entity where the relation starts"). */
const NAME_OF = /\bname of (?:the|an?)\s+\p{L}/iu;

export function prepareEnds(message: string, call: PlannedCall, tools: readonly ToolSpec[]): PlannedCall {
  if (call.prepare || call.missing.length > 0) return call;
  const tool = toolNamed(tools, call.tool);
  const thing = tool ? linkedThing(tool) : undefined;
  const creator = tool && thing ? creatorOf(thing, tool, tools) : undefined;
  if (!tool || !thing || !creator) return call;
  const lower = message.toLowerCase();
  const ends = [...new Set(endNames(call.arguments, tool.parameters))].filter((name) => lower.includes(name.toLowerCase()));
  // "sister of", "reports to my manager": a tie only people have makes both its ends people.
  const tieOfPeople = allStrings(call.arguments)
    .filter((text) => !ends.includes(text))
    .some((text) =>
      text
        .toLowerCase()
        .split(/[^\p{L}]+/u)
        .some((word) => PEOPLE_WORDS.has(word)),
    );
  const records = ends.flatMap((name) => {
    const kind = recordKind(message, name, ends.length === 1) ?? (tieOfPeople ? 'person' : undefined);
    const used = { name: false };
    const fields = kind ? recordFields(creator.parameters, name, kind, used) : undefined;
    return fields && used.name ? [{ name, fields }] : [];
  });
  const args = mergedRecords(records.map((r) => r.fields));
  if (!args) return call;
  const names = records.map((r) => r.name).join(' and ');
  return {
    ...call,
    prepare: { tool: creator.name, arguments: args, why: `makes ${names} if not kept yet, so that ${call.tool} links records that are there` },
  };
}

/** The stem of what a creating tool links, when its description says it links things ("between entities"). */
function linkedThing(tool: ToolSpec): string | undefined {
  if (readToolAction(tool).action !== 'create') return undefined;
  const noun = LINKS_BETWEEN.exec(tool.description ?? '')?.[1];
  return noun ? stem(noun.toLowerCase()) : undefined;
}

/** The strings of the call's arguments under fields the schema describes as the name of a record: the link's ends. */
function endNames(value: unknown, schema: JsonSchema | undefined): string[] {
  if (!schema) return [];
  if (typeof value === 'string') return NAME_OF.test(schema.description ?? '') ? [value] : [];
  if (Array.isArray(value)) {
    const items = Array.isArray(schema.items) ? undefined : schema.items;
    return value.flatMap((item) => endNames(item, items));
  }
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, inner]) => endNames(inner, schema.properties?.[key]));
  return [];
}

function allStrings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(allStrings);
  return value && typeof value === 'object' ? Object.values(value).flatMap(allStrings) : [];
}

/** One creating call for several records: their lists joined; undefined when the tool takes one record a call. */
function mergedRecords(records: Array<Record<string, unknown>>): Record<string, unknown> | undefined {
  const [first, ...rest] = records;
  if (!first) return undefined;
  if (rest.length === 0) return first;
  const merged: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(first)) {
    if (!Array.isArray(value)) return undefined;
    merged[key] = [...value, ...rest.flatMap((record) => (record[key] as unknown[] | undefined) ?? [])];
  }
  return merged;
}
