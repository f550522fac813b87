#!/usr/bin/env node
/**
 * Converts public tool-use datasets into the routing evaluation format (see
 * README.md next to this file). Deterministic: distractor tools are picked by
 * a hash of the case id, so a rebuild gives the same files.
 *
 *   node eval/corpus/convert.mjs SOURCE_DIR OUT_DIR
 *
 * SOURCE_DIR holds the raw files named as in README.md.
 */
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';

const [sourceDir, outDir] = process.argv.slice(2);
if (!sourceDir || !outDir) {
  console.error('usage: convert.mjs SOURCE_DIR OUT_DIR');
  process.exit(2);
}
mkdirSync(outDir, { recursive: true });

/** Distractors per case: enough that the tool must be chosen, few enough to keep the files small. */
const DISTRACTORS = 6;
/** Cases taken per source (the first N in file order, so the choice does not look at the engine). */
const MAX_CASES = 250;
/** Inventory sizes for `--extra-tools`: an assistant's installed tools, and a large marketplace. */
const CATALOG_SIZES = [400, 1800];

const readJsonl = (file) => readFileSync(join(sourceDir, file), 'utf8').split('\n').filter((l) => l.trim()).map((l) => JSON.parse(l));
const readJson = (file) => JSON.parse(readFileSync(join(sourceDir, file), 'utf8'));
const writeJsonl = (file, rows) => writeFileSync(join(outDir, file), rows.map((r) => JSON.stringify(r)).join('\n') + '\n');

function hash(text) {
  let h = 2166136261;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 16777619) >>> 0;
  return h;
}

/** `count` tools from `pool` other than `exclude`, chosen by the case id. */
function distractors(pool, exclude, id, count) {
  const picked = [];
  let seed = hash(id);
  for (let tries = 0; picked.length < count && tries < count * 20; tries += 1) {
    seed = Math.imul(seed ^ (seed >>> 15), 2246822507) >>> 0;
    const tool = pool[seed % pool.length];
    if (!exclude.has(tool.name) && !picked.includes(tool)) picked.push(tool);
  }
  return picked;
}

const TYPE = { str: 'string', string: 'string', int: 'integer', integer: 'integer', float: 'number', number: 'number', bool: 'boolean', boolean: 'boolean', list: 'array', array: 'array', dict: 'object', object: 'object' };

function schemaType(raw) {
  return TYPE[String(raw ?? 'string').toLowerCase()] ?? 'string';
}

/** Seal-Tools tool.jsonl line → tool spec. */
function sealTool(raw) {
  const properties = {};
  for (const [name, p] of Object.entries(raw.parameters ?? {})) {
    properties[name] = { type: schemaType(p.type), description: p.description ?? '' };
  }
  return { name: raw.api_name, description: raw.api_description ?? '', parameters: { type: 'object', properties, required: raw.required ?? [] } };
}

/** NESTFUL spec entry → tool spec. */
function nestfulTool(raw) {
  const properties = {};
  const required = [];
  for (const [name, p] of Object.entries(raw.query_parameters ?? {})) {
    const allowed = p.enum ?? (p.allowed_values?.length ? p.allowed_values : undefined);
    properties[name] = { type: schemaType(p.type), description: p.description ?? '', ...(allowed ? { enum: allowed } : {}) };
    if (p.required) required.push(name);
  }
  return { name: raw.name, description: raw.description ?? '', parameters: { type: 'object', properties, required } };
}

/** Each given argument is the one acceptable value; references to earlier calls' outputs stay as they are (the engine cannot make them). */
function expectedCall(name, args) {
  return { name, arguments: Object.fromEntries(Object.entries(args ?? {}).map(([k, v]) => [k, [v]])) };
}

function toolCase(id, source, query, calls, ownTools, pool) {
  const names = new Set(ownTools.map((t) => t.name));
  const tools = [...ownTools, ...distractors(pool, names, id, DISTRACTORS)];
  // Shuffle by id so the expected tool is not always first.
  tools.sort((a, b) => hash(id + a.name) - hash(id + b.name));
  return { id, source, query, history: [], tools, expected: { tool_needed: true, calls }, meta: {} };
}

// Seal-Tools: out-of-domain test split, tools from its 4,076-tool inventory.
const sealTools = readJsonl('seal_tool.jsonl').map(sealTool);
const sealByName = new Map(sealTools.map((t) => [t.name, t]));
function sealCases(file, source, limit) {
  const rows = [];
  for (const raw of readJsonl(file)) {
    const own = [...new Set(raw.calling.map((c) => c.api))].map((n) => sealByName.get(n));
    if (own.some((t) => !t)) continue;
    const calls = raw.calling.map((c) => expectedCall(c.api, c.parameters));
    rows.push(toolCase(`seal-${raw.id}`, source, raw.query, calls, own, sealTools));
    if (rows.length >= limit) break;
  }
  return rows;
}
writeJsonl('seal_tools.jsonl', sealCases('seal_out.jsonl', 'seal-tools/out-domain', MAX_CASES));

// NESTFUL: three origins (Glaive, SGD, executable RapidAPI), each its own source.
for (const origin of ['glaive', 'sgd', 'executable']) {
  const spec = readJson(`nestful_${origin}_spec.json`).map(nestfulTool);
  const byName = new Map(spec.map((t) => [t.name, t]));
  const rows = [];
  readJson(`nestful_${origin}_data.json`).forEach((raw, index) => {
    if (rows.length >= MAX_CASES) return;
    const steps = raw.output.filter((c) => c.name !== 'var_result');
    const own = [...new Set(steps.map((c) => c.name))].map((n) => byName.get(n));
    if (own.length === 0 || own.some((t) => !t)) return;
    const calls = steps.map((c) => expectedCall(c.name, c.arguments));
    rows.push(toolCase(`nestful-${origin}-${index}`, `nestful/${origin}`, raw.input, calls, own, spec));
  });
  writeJsonl(`nestful_${origin}.jsonl`, rows);
}

// ToolAlpaca: the evaluation APIs (11 real, 10 simulated), each with conversational user requests and golden action sequences.
const HTTP_METHODS = new Set(['get', 'post', 'put', 'delete', 'patch', 'head', 'options', 'trace']);
/** The dataset's "ask the user" step: not an API function, dropped like NESTFUL's var_result. */
const ASK_USER = 'getDetails';
const clip = (text) => (text.length > 500 ? `${text.slice(0, 497)}...` : text);
const asciiName = (text) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^A-Za-z0-9_]/g, '_');

/** One parameter line of ToolAlpaca's function description: "Required. Array[string]. One of: [a, b]. text". */
function toolAlpacaParam(text) {
  let rest = String(text).trim();
  const required = rest.startsWith('Required.');
  if (required) rest = rest.slice('Required.'.length).trim();
  // The type runs to the first '.' outside brackets (types such as Array[Object{a: string. text}] hold dots).
  let depth = 0;
  let end = 0;
  for (; end < rest.length; end += 1) {
    const ch = rest[end];
    if (ch === '[' || ch === '{') depth += 1;
    else if (ch === ']' || ch === '}') depth -= 1;
    else if (ch === '.' && depth <= 0) break;
  }
  const typeText = rest.slice(0, end).trim();
  rest = rest.slice(end + 1).trim();
  const type = /^array/i.test(typeText) ? 'array' : /^object/i.test(typeText) ? 'object' : schemaType(typeText);
  const oneOf = rest.match(/^One of: \[(.*?)\]\.\s*/);
  if (oneOf) rest = rest.slice(oneOf[0].length);
  return { required, spec: { type, description: clip(rest), ...(oneOf ? { enum: oneOf[1].split(', ') } : {}) } };
}

/** The API's functions, from its function descriptions, plus operations its OpenAPI document holds that they miss (AviationAPI nests five paths inside another, which the dataset's own documentation step skipped). */
function toolAlpacaFunctions(api) {
  const auth = new Set(Object.keys(api.Authentication ?? {}));
  const functions = [];
  const build = (rawName, description, params) => {
    const properties = {};
    const required = [];
    for (const [name, p] of params) {
      // Credentials are filled in by whoever runs the API, not taken from the user's request.
      if (auth.has(name)) continue;
      properties[name] = p.spec;
      if (p.required) required.push(name);
    }
    functions.push({ rawName, tool: { name: asciiName(rawName), description: clip(description.trim() || api.Description || ''), parameters: { type: 'object', properties, required } } });
  };
  for (const [rawName, text] of Object.entries(api.Function_Description ?? {})) {
    if (rawName === 'components') continue;
    const [description, after = ''] = text.split(/(?:^|\n)Parameters: /);
    const params = JSON.parse(after.split('\n')[0] || '{}');
    build(rawName, description, Object.entries(params).map(([name, p]) => [name, toolAlpacaParam(p)]));
  }
  const known = new Set(functions.map((f) => f.rawName));
  let doc = {};
  try {
    doc = JSON.parse(api.Documentation ?? '{}');
  } catch {}
  const walk = (paths) => {
    for (const [path, item] of Object.entries(paths ?? {})) {
      if (!item || typeof item !== 'object') continue;
      for (const [key, op] of Object.entries(item)) {
        if (key.startsWith('/')) walk({ [key]: op });
        if (!HTTP_METHODS.has(key) || !op || typeof op !== 'object') continue;
        // The dataset's naming rule: operationId, else the path with '/' as '_' and the method.
        const rawName = op.operationId ?? `${path.slice(1).replaceAll('/', '_').replace(/[{}]/g, '')}_${key}`;
        if (known.has(rawName)) continue;
        known.add(rawName);
        const params = (op.parameters ?? []).filter((p) => p.name).map((p) => [p.name, { required: !!p.required, spec: { type: schemaType(p.schema?.type), description: clip(p.description ?? ''), ...(p.schema?.enum ? { enum: p.schema.enum } : {}) } }]);
        build(rawName, op.summary ?? op.description ?? '', params);
      }
    }
  };
  walk(doc.paths);
  return functions;
}

/** Golden Action_Input text → arguments. Some are not JSON: references to an earlier step's output written bare (`${ip from getDetails}`), a doubled key. */
function toolAlpacaArguments(text) {
  try {
    return JSON.parse(text);
  } catch {}
  const repaired = text
    .replace(/"(\w+)":\s*"\1":/g, '"$1":')
    .replace(/(?<!")\$\{[^}",]*\}?"?/g, (ref) => JSON.stringify(`${ref.replace(/"$/, '').replace(/\}?$/, '')}}`));
  try {
    return JSON.parse(repaired);
  } catch {
    return undefined;
  }
}

const toolAlpacaApis = [];
for (const origin of ['real', 'simulated']) {
  for (const api of readJson(`toolalpaca_${origin}.json`)) toolAlpacaApis.push({ origin, api, functions: toolAlpacaFunctions(api) });
}
// Function names are qualified by the API's name only where two APIs share one.
const nameCount = new Map();
for (const { functions } of toolAlpacaApis) for (const f of functions) nameCount.set(f.tool.name, (nameCount.get(f.tool.name) ?? 0) + 1);
for (const { api, functions } of toolAlpacaApis) {
  for (const f of functions) if (nameCount.get(f.tool.name) > 1) f.tool.name = `${asciiName(api.Name)}_${f.tool.name}`;
}
const toolAlpacaPool = toolAlpacaApis.flatMap(({ functions }) => functions.map((f) => f.tool));
const toolAlpaca = [];
for (const origin of ['real', 'simulated']) {
  const rows = [];
  for (const { api, functions } of toolAlpacaApis.filter((a) => a.origin === origin)) {
    const byRawName = new Map(functions.map((f) => [f.rawName, f.tool]));
    const auth = new Set(Object.keys(api.Authentication ?? {}));
    api.Instructions.forEach((query, index) => {
      if (rows.length >= MAX_CASES) return;
      let unreadable = false;
      const calls = (api.Golden_Answers[index] ?? [])
        .filter((step) => step.Action !== ASK_USER)
        .map((step) => {
          // "[Optional]name" marks a step the answer may leave out; the format has no optional calls, so it is expected.
          const rawName = step.Action.replace(/^\[Optional\]/, '');
          const args = toolAlpacaArguments(step.Action_Input);
          if (!args || typeof args !== 'object' || Array.isArray(args)) unreadable = true;
          const kept = Object.fromEntries(Object.entries(unreadable ? {} : args).filter(([name]) => !auth.has(name)));
          return expectedCall(byRawName.get(rawName)?.name ?? asciiName(rawName), kept);
        });
      const id = `toolalpaca-${origin}-${asciiName(api.Name).toLowerCase()}-${index}`;
      const row = toolCase(id, `toolalpaca/${origin}`, query.trim(), calls, functions.map((f) => f.tool), toolAlpacaPool);
      if (unreadable) row.expected.calls_unspecified = true;
      rows.push(row);
    });
  }
  toolAlpaca.push(...rows);
}
writeJsonl('toolalpaca.jsonl', toolAlpaca);

// Assistant-style requests that need no tool (Self-Instruct seed and user-oriented tasks), no own tools:
// run with `--extra-tools catalog_400.jsonl` so every message meets hundreds of tools.
const noTool = [];
for (const [file, prefix] of [['si_seed.jsonl', 'seed'], ['si_user.jsonl', 'user']]) {
  for (const raw of readJsonl(file)) {
    const input = raw.instances?.[0]?.input ?? '';
    const query = input ? `${raw.instruction}\n\n${input}` : raw.instruction;
    noTool.push({ id: `self-instruct-${prefix}-${raw.id}`, source: 'self-instruct/no-tool', query, history: [], tools: [], expected: { tool_needed: false, calls: [] }, meta: {} });
  }
}
// Paired with as many Seal-Tools in-domain requests that do need a tool, for a balanced needs-tool mix.
const needTool = sealCases('seal_in.jsonl', 'seal-tools/in-domain', noTool.length).map((c) => ({ ...c, tools: c.tools.filter((t) => c.expected.calls.some((e) => e.name === t.name)) }));
writeJsonl('assistant_mix.jsonl', [...noTool, ...needTool]);
// The same no-tool tasks (first N in file order) paired with as many conversational ToolAlpaca requests that need a tool.
const pairs = Math.min(noTool.length, toolAlpaca.length);
const conversational = toolAlpaca.slice(0, pairs).map((c) => ({ ...c, tools: c.tools.filter((t) => c.expected.calls.some((e) => e.name === t.name)) }));
writeJsonl('assistant_mix_conversational.jsonl', [...noTool.slice(0, pairs), ...conversational]);

// Inventories: the first N Seal-Tools tools in a fixed hash order.
const ordered = [...sealTools].sort((a, b) => hash(a.name) - hash(b.name));
for (const size of CATALOG_SIZES) writeJsonl(`catalog_${size}.jsonl`, ordered.slice(0, size));
console.log(`wrote ${outDir}`);
