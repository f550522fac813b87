/**
 * A BM25F index over a tool list. Written here rather than taken from a search
 * library because ranking tools needs per-field weights (name > description >
 * parameter docs), identifier splitting and access to per-tool term sets for the
 * relevance check; the whole thing is a few dozen lines.
 * Built once per tool array (WeakMap keyed by array identity) so that repeated
 * calls with the same catalog (10,000 tools) only pay the query cost.
 */
import type { JsonSchema, ToolSpec } from '../types.js';
import { isSpecificTerm, splitIdentifier, stem, STOPWORDS, terms } from '../text/tokenize.js';
import { withoutValues } from '../learn/learned-choices.js';
import { RANK } from '../weights.js';
import { lengthNorms } from './bm25.js';

/**
 * Field weights: a word in the tool's name says more than one in a parameter doc.
 * Example requests count like parameter docs: they hold the user's words for the
 * tool but also the values and filler of one request (set by hand, not tuned).
 */
const FIELD_WEIGHTS = RANK.fieldWeights;

export interface IndexedTool {
  tool: ToolSpec;
  /** Weighted term frequency over all fields. */
  termFrequency: Map<string, number>;
  /** Stemmed terms of the tool's name (the strongest evidence). */
  nameTerms: Set<string>;
  /** The name terms that carry topic information (`isSpecificTerm`), in `nameTerms` order. */
  specificNameTerms: readonly string[];
  /** Stemmed terms of the description. */
  descriptionTerms: Set<string>;
  /** Every term of every field. */
  allTerms: Set<string>;
  weightedLength: number;
}

export interface ToolIndex {
  tools: IndexedTool[];
  documentFrequency: Map<string, number>;
  postings: Map<string, number[]>;
  /**
   * Per term, the term frequency of each posting, in the posting list's order: the scorer reads
   * them as it walks the list instead of looking the term up in every tool's own table.
   */
  frequencies: Map<string, number[]>;
  /** Per position, BM25's length norm, which depends only on the catalog. */
  lengthNorms: Float64Array;
  /** Every indexed term, sorted, for prefix look-ups. */
  vocabulary: string[];
  averageLength: number;
  /** Positions that stay in the postings but no longer compete (a catalog tool replaced by a same-named one). */
  hidden?: ReadonlySet<number>;
}

const indexCache = new WeakMap<readonly ToolSpec[], ToolIndex>();

/** The index for this exact array, built on first use. */
export function getToolIndex(tools: readonly ToolSpec[]): ToolIndex {
  let index = indexCache.get(tools);
  if (!index) {
    index = buildToolIndex(tools);
    indexCache.set(tools, index);
  }
  return index;
}

/** Use a prepared index for a tool array (see combined-catalog). */
export function registerToolIndex(tools: readonly ToolSpec[], index: ToolIndex): void {
  indexCache.set(tools, index);
}

export function buildToolIndex(tools: readonly ToolSpec[]): ToolIndex {
  const indexed = tools.map(indexTool);
  const documentFrequency = new Map<string, number>();
  const postings = new Map<string, number[]>();
  const frequencies = new Map<string, number[]>();
  let totalLength = 0;
  indexed.forEach((entry, position) => {
    totalLength += entry.weightedLength;
    for (const [term, frequency] of entry.termFrequency) {
      documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
      let list = postings.get(term);
      let listFrequencies = frequencies.get(term);
      if (!list || !listFrequencies) {
        list = [];
        listFrequencies = [];
        postings.set(term, list);
        frequencies.set(term, listFrequencies);
      }
      list.push(position);
      listFrequencies.push(frequency);
    }
  });
  const averageLength = indexed.length > 0 ? totalLength / indexed.length : 1;
  return {
    tools: indexed,
    documentFrequency,
    postings,
    frequencies,
    lengthNorms: lengthNorms(
      indexed.map((entry) => entry.weightedLength),
      averageLength,
    ),
    vocabulary: [...postings.keys()].sort(),
    averageLength,
  };
}

/** Stemmed name terms of a tool: its identifier split into words. */
export function toolNameTerms(name: string): string[] {
  return splitIdentifier(name)
    .filter((word) => !STOPWORDS.has(word))
    .map(stem);
}

export function indexTool(tool: ToolSpec): IndexedTool {
  const termFrequency = new Map<string, number>();
  let weightedLength = 0;
  const add = (list: string[], weight: number): void => {
    for (const term of list) {
      termFrequency.set(term, (termFrequency.get(term) ?? 0) + weight);
      weightedLength += weight;
    }
  };
  const nameTerms = toolNameTerms(tool.name);
  const descriptionTerms = terms(tool.description ?? '');
  const parameterTerms = schemaTerms(tool.parameters);
  // An example's values (names, numbers, quoted phrases) belong to one request, not to the tool.
  const exampleTerms = (tool.examples ?? []).flatMap((example) => [...new Set(terms(withoutValues(example)))]);
  add(nameTerms, FIELD_WEIGHTS.name);
  add(descriptionTerms, FIELD_WEIGHTS.description);
  add(parameterTerms, FIELD_WEIGHTS.parameters);
  add(exampleTerms, FIELD_WEIGHTS.examples);
  const uniqueNameTerms = new Set(nameTerms);
  return {
    tool,
    termFrequency,
    nameTerms: uniqueNameTerms,
    specificNameTerms: [...uniqueNameTerms].filter(isSpecificTerm),
    descriptionTerms: new Set(descriptionTerms),
    allTerms: new Set([...nameTerms, ...descriptionTerms, ...parameterTerms, ...exampleTerms]),
    weightedLength,
  };
}

/** Parameter names, descriptions and enum values, nested objects and array items included. */
function schemaTerms(schema: JsonSchema | undefined, depth = 0): string[] {
  if (!schema || depth > 4) return [];
  const out: string[] = [];
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    out.push(...toolNameTerms(name));
    out.push(...terms(property.description ?? ''));
    if (Array.isArray(property.enum)) out.push(...terms(property.enum.map(String).join(' ')));
    out.push(...schemaTerms(property, depth + 1));
  }
  const items = Array.isArray(schema.items) ? schema.items : schema.items ? [schema.items] : [];
  for (const item of items) out.push(...schemaTerms(item, depth + 1));
  return out;
}

const positionsCache = new WeakMap<ToolIndex, Map<ToolSpec, number[]>>();

/**
 * Where each tool sits in the index (a tool object may be listed twice), built
 * once per index (prepareTools builds it with the index): ranking within a
 * shortlist reads its few tools' scores instead of walking every scored tool.
 */
export function toolPositions(index: ToolIndex): ReadonlyMap<ToolSpec, readonly number[]> {
  let byTool = positionsCache.get(index);
  if (!byTool) {
    byTool = new Map();
    for (const [position, entry] of index.tools.entries()) {
      const list = byTool.get(entry.tool);
      if (list) list.push(position);
      else byTool.set(entry.tool, [position]);
    }
    positionsCache.set(index, byTool);
  }
  return byTool;
}
