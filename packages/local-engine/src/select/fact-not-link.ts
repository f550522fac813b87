/**
 * "forget that Sepp lives in Kirchzarten": a fact to forget reads as a link as well (Sepp, lives in, Kirchzarten),
 * and a memory deletes a link that is not there as silently as one that is, saying it succeeded. A fact deleted by
 * its words is found in the record first and said missing when it is not (`forget-plan`). So unless the request
 * speaks of a link ("remove the link between Mo and PackRight", "disconnect them"), the fact is deleted, not the link;
 * and where it does, the link is, never the records at its ends.
 */
import { extractArguments } from '../extract/extract-arguments.js';
import { readToolAction } from '../intent/index.js';
import { STOPWORDS } from '../text/tokenize.js';
import type { JsonSchema, PlannedCall, ToolSpec } from '../types.js';
import { worksOnMemory } from './person-reference.js';
import { perCatalog, toolNamed } from '../per-catalog.js';

/** "forget that …", "remove the fact that …": what follows "that" is a fact said, not who is forgotten. */
const FORGETS_THAT = /\b(?:forget|remove|delete|erase|drop)\s+(?:the\s+(?:fact|note|bit|part)\s+)?that\s+\S/i;
/** Words that speak of a link itself. */
const SPEAKS_OF_LINK = /\b(?:link(?:s|ed)?|connect(?:ion|ions|ed)?|disconnect|unlink|relation(?:s|ship|ships)?|related|tie|between)\b/i;

export function factsNotLinks(message: string, calls: readonly PlannedCall[], tools: readonly ToolSpec[]): PlannedCall[] {
  if (SPEAKS_OF_LINK.test(message)) return linksNotRecords(message, calls, tools);
  const factDeleter = factDeleterOf(tools);
  if (!factDeleter) return [...calls];
  const forgetsThat = FORGETS_THAT.test(message);
  return calls.map((call) => {
    const tool = toolNamed(tools, call.tool);
    // A delete beside the fact deleter on its own server deletes from the same memory, however it words it.
    if (!tool || !(deletesMemory(tool) || (readToolAction(tool).action === 'destroy' && serverOf(tool) === serverOf(factDeleter)))) return call;
    // "forget that Tomás can't do Sunday mornings": a fact of his, never all of him.
    if (recordItem(tool, isEndName) === undefined && !(forgetsThat && deletesWholeRecords(tool))) return call;
    const fact = extractArguments(message, factDeleter);
    return fact.missing.length === 0 ? { ...call, tool: factDeleter.name, arguments: fact.arguments, missing: [] } : call;
  });
}

/**
 * "remove the link between Mo and PackRight": the link goes, never the two records it joins. A delete of whole
 * records by name is the link's delete instead, asking for what it lacks (the kind of link) rather than guessing.
 */
function linksNotRecords(message: string, calls: readonly PlannedCall[], tools: readonly ToolSpec[]): PlannedCall[] {
  const linkDeleter = linkDeleterOf(tools);
  if (!linkDeleter) return [...calls];
  return calls.map((call) => {
    const tool = toolNamed(tools, call.tool);
    if (
      !tool ||
      !deletesWholeRecords(tool) ||
      !(deletesMemory(tool) || (readToolAction(tool).action === 'destroy' && serverOf(tool) === serverOf(linkDeleter)))
    )
      return call;
    const link = extractArguments(message, linkDeleter);
    return { ...call, tool: linkDeleter.name, ...withoutFunctionWords(link.arguments, link.missing) };
  });
}

/** Prepositions the stop list leaves out. */
const PREPOSITION = /^(?:between|among|amongst|within|across|beside|besides|towards?)$/i;

/** A link's part read as a word like "between" or "from" is no part said: it is asked for instead. */
function withoutFunctionWords(args: Record<string, unknown>, missing: readonly string[]): { arguments: Record<string, unknown>; missing: string[] } {
  const lacking = [...missing];
  const cleaned = Object.fromEntries(
    Object.entries(args).map(([name, value]) => {
      if (!Array.isArray(value)) return [name, value];
      return [
        name,
        value.map((item, index) => {
          if (!item || typeof item !== 'object') return item;
          const kept = Object.entries(item as Record<string, unknown>).filter(([field, text]) => {
            const empty = typeof text === 'string' && (STOPWORDS.has(text.toLowerCase()) || PREPOSITION.test(text));
            if (empty) lacking.push(`${name}[${index}].${field}`);
            return !empty;
          });
          return Object.fromEntries(kept);
        }),
      ];
    }),
  );
  return { arguments: cleaned, missing: lacking };
}

/** A delete of whole records by their names: one required list of texts. */
function deletesWholeRecords(tool: ToolSpec): boolean {
  const required = tool.parameters?.required ?? [];
  const list = required.length === 1 ? tool.parameters?.properties?.[required[0] ?? ''] : undefined;
  return list !== undefined && isTextList('', list);
}

const serverOf = (tool: ToolSpec): string => tool.name.split('.')[0] ?? '';

function deletesMemory(tool: ToolSpec): boolean {
  return readToolAction(tool).action === 'destroy' && worksOnMemory(tool);
}

/** The one required list of records a tool takes, when its records hold a field of the kind asked. */
function recordItem(tool: ToolSpec, fieldKind: (name: string, schema: JsonSchema) => boolean): JsonSchema | undefined {
  const required = tool.parameters?.required ?? [];
  if (required.length !== 1) return undefined;
  const list = tool.parameters?.properties?.[required[0] ?? ''];
  const item = list?.type === 'array' && list.items && !Array.isArray(list.items) ? list.items : undefined;
  return item && Object.entries(item.properties ?? {}).some(([name, schema]) => fieldKind(name, schema)) ? item : undefined;
}

/** A list of texts in a record (the facts it holds). */
const isTextList = (_name: string, schema: JsonSchema): boolean => schema.type === 'array' && !Array.isArray(schema.items) && schema.items?.type === 'string';
/** An end of a link: "from", "to", "source", "target". */
const isEndName = (name: string, schema: JsonSchema): boolean => schema.type === 'string' && /^(?:from|to|source|target)$/i.test(name);

/** The catalog's delete of facts kept in records. */
const factDeleterOf = perCatalog((tools) => tools.find((tool) => deletesMemory(tool) && recordItem(tool, isTextList) !== undefined));
/** The catalog's delete of links between records. */
const linkDeleterOf = perCatalog((tools) => tools.find((tool) => deletesMemory(tool) && recordItem(tool, isEndName) !== undefined));
