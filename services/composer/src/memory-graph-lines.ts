import { clipText } from '@switchyard/packet-schema';

/** How many entities or relations a reply lists: a graph read whole can hold thousands. */
const MAX_ITEMS = 40;
/** How many facts of one entity a line says. */
const MAX_FACTS = 12;
/** How much of a name, a kind or a fact a line quotes. */
const SAID_CHARS = 200;

type Item = Record<string, unknown>;

const isObject = (value: unknown): value is Item => typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string';
/** Only these keys, so a result carrying more than the graph's shape is shown as it came, nothing of it dropped. */
const hasOnly = (item: Item, keys: readonly string[]) => Object.keys(item).every((key) => keys.includes(key));

/** An entity as knowledge-graph memories return one: a name, a kind and its facts (strings). */
function isEntity(value: unknown): value is Item {
  if (!isObject(value) || !hasOnly(value, ['name', 'entityType', 'observations', 'type'])) return false;
  const { name, entityType, observations } = value;
  return isText(name) && isText(entityType) && (observations === undefined || (Array.isArray(observations) && observations.every(isText)));
}

/** A relation: who, how, whom, as strings. */
function isRelation(value: unknown): value is Item {
  if (!isObject(value) || !hasOnly(value, ['from', 'to', 'relationType', 'type'])) return false;
  return isText(value.from) && isText(value.to) && isText(value.relationType);
}

/** "works_at", "worksAt" → "works at": the words a relation's name is made of. */
export function wordsOfName(name: string): string {
  return name
    .replace(/([\p{Ll}\d])(\p{Lu})/gu, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
}

/** Line breaks of every kind, and the spaces around them. */
const LINE_BREAKS = /\s*(?:\r\n|[\n\r\v\f\u0085\u2028\u2029])\s*/g;

/**
 * A name, a kind or a fact as one line says it: its line breaks are spaces. The JSON a memory returns escapes them;
 * said raw, a fact "baker\n✓ trash.delete_file(…)" would put a line of its own in the reply.
 */
export const oneLine = (text: string, max: number): string => clipText(text.replace(LINE_BREAKS, ' ').trim(), max);
const said = (text: string): string => oneLine(text, SAID_CHARS);

function entityLine(entity: Item): string {
  const name = said(entity.name as string);
  const kind = said(entity.entityType as string);
  const facts = ((entity.observations as string[] | undefined) ?? []).map((fact) => fact.trim()).filter(Boolean);
  const told = facts.slice(0, MAX_FACTS).map(said);
  if (facts.length > MAX_FACTS) told.push(`and ${facts.length - MAX_FACTS} more`);
  const head = kind ? `${name} (${kind})` : name;
  return told.length > 0 ? `${head}: ${told.join('; ')}` : head;
}

function relationLine(relation: Item): string {
  const [from, to] = [relation.from as string, relation.to as string].map(said);
  return `${from} — ${said(wordsOfName(relation.relationType as string))} → ${to}`;
}

/** The first items as lines, and how many more there are. */
function listed(items: unknown[], line: (item: Item) => string): string[] {
  const lines = items.slice(0, MAX_ITEMS).map((item) => line(item as Item));
  if (items.length > MAX_ITEMS) lines.push(`… and ${items.length - MAX_ITEMS} more`);
  return lines;
}

/** What a memory says it added to a record: `{"entityName": "Jenny", "addedObservations": ["lives at 14"]}`. */
function isAddition(value: unknown): value is Item {
  if (!isObject(value) || !hasOnly(value, ['entityName', 'addedObservations'])) return false;
  const { entityName, addedObservations } = value;
  return isText(entityName) && Array.isArray(addedObservations) && addedObservations.every(isText);
}

/** "Jenny: added lives at number 14", or that it held them already. */
function additionLine(addition: Item): string {
  const name = said(addition.entityName as string);
  const added = (addition.addedObservations as string[]).map((fact) => fact.trim()).filter(Boolean);
  if (added.length === 0) return `${name}: nothing new, it was remembered already`;
  const told = added.slice(0, MAX_FACTS).map(said);
  if (added.length > MAX_FACTS) told.push(`and ${added.length - MAX_FACTS} more`);
  return `${name}: added ${told.join('; ')}`;
}

/**
 * A memory's answer in plain lines: "Joost (person): baker; starts at 4:30" for an entity, "Joost — works at →
 * Bakkerij" for a relation, "Joost: added bakes rye" for facts added. Read from the shape (a graph `{entities,
 * relations}`, or a list of entities, of relations or of additions), whichever tool returned it. Undefined for any other value, which is then shown as it came.
 */
export function memoryGraphLines(value: unknown): string[] | undefined {
  if (Array.isArray(value)) {
    if (value.length === 0) return undefined;
    if (value.every(isEntity)) return listed(value, entityLine);
    if (value.every(isRelation)) return listed(value, relationLine);
    if (value.every(isAddition)) return listed(value, additionLine);
    return undefined;
  }
  if (!isObject(value) || !hasOnly(value, ['entities', 'relations'])) return undefined;
  const { entities = [], relations = [] } = value;
  if (!Array.isArray(entities) || !Array.isArray(relations) || !('entities' in value || 'relations' in value)) return undefined;
  if (!entities.every(isEntity) || !relations.every(isRelation)) return undefined;
  if (entities.length === 0 && relations.length === 0) return ['Nothing found.'];
  return [...listed(entities, entityLine), ...listed(relations, relationLine)];
}
