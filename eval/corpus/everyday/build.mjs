#!/usr/bin/env node
/**
 * Builds the everyday cases: reads a case list written by hand (default
 * `cases.mjs` here), attaches the 36 reference tools (`data/reference_tools.json`)
 * to every case and writes one case a line in the routing-eval format.
 *
 *   node eval/corpus/everyday/build.mjs [cases.mjs] [out.jsonl] [source]   (default: data/everyday.jsonl, everyday)
 *
 * Ids are the output file's name and a number (`everyday_0001`). Tool names in
 * the case list may be short (`read_text_file`) when one tool ends that way.
 * Each argument is a list of acceptable values (a bare value is the only one; for
 * an array argument, a list holding no list is the one array expected);
 * path arguments also accept the same path with or without `./` (and, for a
 * folder, a trailing slash). Every call name and argument name is checked against the tools.
 */
import { writeFileSync, readFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const casesFile = resolve(process.argv[2] ?? join(here, 'cases.mjs'));
const out = resolve(process.argv[3] ?? join(here, '..', 'data', 'everyday.jsonl'));
const tools = JSON.parse(readFileSync(join(here, '..', 'data', 'reference_tools.json'), 'utf8'));
const { default: cases } = await import(pathToFileURL(casesFile).href);
const prefix = basename(out).replace(/\.jsonl$/, '');
// A second list, written by someone else, is a source of its own in leave-one-source-out.
const source = process.argv[4] ?? 'everyday';

const toolNamed = (short) => {
  const found = tools.filter((tool) => tool.name === short || tool.name.endsWith(`.${short}`));
  if (found.length !== 1) throw new Error(`tool ${short}: ${found.length} tools match`);
  return found[0];
};
const PATH_ARGS = new Set(['path', 'source', 'destination']);
const pathVariants = (value) => {
  if (typeof value !== 'string' || value === '' || value.startsWith('/')) return [value];
  const bare = value.replace(/^\.\//, '');
  const trimmed = bare.length > 1 ? bare.replace(/\/$/, '') : bare;
  if (bare === '.' || bare === './') return ['.', './'];
  // A trailing slash is another way to write a folder, not a file.
  const folder = /\.[^/.]+$/.test(trimmed) ? [] : [`${trimmed}/`];
  return [...new Set([value, bare, trimmed, `./${trimmed}`, ...folder])];
};
const acceptable = (name, value, type) => {
  // An array argument given as a list with no list inside is that one array, not a choice among its items.
  const oneArray = type === 'array' && Array.isArray(value) && !value.some(Array.isArray);
  const values = Array.isArray(value) && !oneArray ? value : [value];
  return PATH_ARGS.has(name) ? [...new Set(values.flatMap(pathVariants))] : values;
};

const lines = cases.map((c, i) => {
  const id = `${prefix}_${String(i + 1).padStart(4, '0')}`;
  const calls = (c.calls ?? []).map((call) => {
    const tool = toolNamed(call.name);
    const known = Object.keys(tool.parameters?.properties ?? {});
    for (const arg of Object.keys(call.arguments ?? {})) if (!known.includes(arg)) throw new Error(`${id}: ${tool.name} has no argument ${arg}`);
    return { name: tool.name, arguments: Object.fromEntries(Object.entries(call.arguments ?? {}).map(([k, v]) => [k, acceptable(k, v, tool.parameters?.properties?.[k]?.type)])) };
  });
  const history = [];
  (c.history ?? []).forEach((content, j) => history.push({ role: j % 2 === 0 ? 'user' : 'assistant', content }));
  const expected = { tool_needed: c.toolNeeded, calls };
  // A call written without one of its required arguments says which tool, not what to pass: its tools are scored, not its arguments.
  const argumentsLeftOut = (c.calls ?? []).some((call) => (toolNamed(call.name).parameters?.required ?? []).some((arg) => !(arg in (call.arguments ?? {}))));
  if (c.unspecified || argumentsLeftOut) expected.calls_unspecified = true;
  const meta = { lang: c.lang ?? 'en' };
  if (c.also?.length) meta.also_acceptable = c.also.map((name) => toolNamed(name).name);
  if (c.note) meta.note = c.note;
  return JSON.stringify({ id, source, query: c.query, history, tools, expected, meta });
});
writeFileSync(out, `${lines.join('\n')}\n`);
const need = cases.filter((c) => c.toolNeeded).length;
const other = cases.filter((c) => (c.lang ?? 'en') !== 'en').length;
console.log(`${cases.length} cases (${need} need a tool, ${cases.length - need} do not; ${other} not in English) -> ${out}`);
