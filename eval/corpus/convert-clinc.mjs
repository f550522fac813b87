#!/usr/bin/env node
/**
 * Converts CLINC150 requests (everyday requests to a voice assistant) into
 * no-tool cases beside the 36 reference tools (`data/reference_tools.json`):
 * requests people make of an assistant that none of the filesystem, memory
 * and everything servers serves, so "no tool among many tools" is learned on
 * everyday words rather than on benchmark prose. Deterministic: cases are
 * taken in a fixed hash order of their text.
 *
 *   node eval/corpus/convert-clinc.mjs SOURCE_DIR [OUT_FILE]   (default: data/clinc_no_tool.jsonl)
 *
 * SOURCE_DIR holds `data_full.json` and `domains.json` of github.com/clinc/oos-eval.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const [sourceDir, outArg] = process.argv.slice(2);
if (!sourceDir) {
  console.error('usage: convert-clinc.mjs SOURCE_DIR [OUT_FILE]');
  process.exit(2);
}
const out = resolve(outArg ?? join(here, 'data', 'clinc_no_tool.jsonl'));
const data = JSON.parse(readFileSync(join(sourceDir, 'data_full.json'), 'utf8'));
const domains = JSON.parse(readFileSync(join(sourceDir, 'domains.json'), 'utf8'));
const tools = JSON.parse(readFileSync(join(here, 'data', 'reference_tools.json'), 'utf8'));

/** Out-of-scope requests (no intent of the dataset) and in-scope ones, taken in equal numbers. */
const PER_PART = 120;
/** In-scope requests per intent, so no single intent dominates. */
const PER_INTENT = 2;
/**
 * Intents the reference tools could serve, or whose label would depend on them: lists, reminders and calendars
 * (kept in memory or a file), arithmetic (`get-sum`), and the meta domain (settings and dialogue acts such as
 * "yes", "no", "repeat", which answer the assistant rather than ask it).
 */
const SERVED = new Set(['todo_list', 'todo_list_update', 'shopping_list', 'shopping_list_update', 'reminder', 'reminder_update', 'calendar', 'calendar_update', 'calculator', ...domains.meta]);
/** Words naming what the reference servers keep (files, folders, notes, what was remembered): the label would be unsure. */
const SERVER_WORDS = /\b(?:files?|folders?|director(?:y|ies)|documents?|notes?|remember|memory|save|saved|store|write down|echo|environment)\b/i;

function hash(text) {
  let h = 2166136261;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 16777619) >>> 0;
  return h;
}
const byHash = (rows) => [...rows].sort((a, b) => hash(a[0]) - hash(b[0]));
const usable = ([text, intent]) => !SERVED.has(intent) && !SERVER_WORDS.test(text);

const outOfScope = byHash(data.oos_test.filter(usable)).slice(0, PER_PART);
const perIntent = new Map();
const inScope = byHash(data.test.filter(usable))
  .filter(([, intent]) => {
    const taken = perIntent.get(intent) ?? 0;
    perIntent.set(intent, taken + 1);
    return taken < PER_INTENT;
  })
  .slice(0, PER_PART);

const cases = [...outOfScope, ...inScope].map(([text, intent], i) => ({
  id: `clinc_${String(i + 1).padStart(4, '0')}`,
  source: 'clinc150/no-tool',
  query: text,
  history: [],
  tools,
  expected: { tool_needed: false, calls: [] },
  meta: { intent },
}));
writeFileSync(out, `${cases.map((c) => JSON.stringify(c)).join('\n')}\n`);
console.log(`${cases.length} cases (${outOfScope.length} out of scope, ${inScope.length} in scope) -> ${out}`);
