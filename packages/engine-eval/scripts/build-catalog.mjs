#!/usr/bin/env node
// Usage: node packages/engine-eval/scripts/build-catalog.mjs OUT.jsonl CASES...
// Writes every distinct tool (by name) of the case files/folders as JSON Lines,
// for `switchyard eval --extra-tools OUT.jsonl`. Needs a build (`npx tsc -b`).
import { writeCatalog } from '../dist/index.js';

const [output, ...inputs] = process.argv.slice(2);
if (!output || inputs.length === 0) {
  console.error('usage: build-catalog.mjs OUT.jsonl CASE_FILE_OR_FOLDER...');
  process.exit(2);
}
const count = await writeCatalog(inputs, output);
console.error(`${output}: ${count} tools`);
