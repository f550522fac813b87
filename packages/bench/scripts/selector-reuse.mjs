// What the selector's engine call costs with and without the router's reading of the same message in the process:
// in one process (as `switchyard bench` runs the stages) the selector follows the router and finds the message's
// route assessment and text readings remembered; with a process per stage (as deployed) it reads the message afresh.
// Each message is new (a key and a random tail), the engine warmed first; CPU per turn of `selectCalls`, and of the
// router's `decideRoute` where it runs first. Also what a keyed digest of a reading of that size would cost to check.
// Run after `npm run build`: node packages/bench/scripts/selector-reuse.mjs [turns]
import { createHmac, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { decideRoute, selectCalls } from '@switchyard/local-engine';

const TURNS = Number(process.argv[2] ?? 2000);
const ROUNDS = 3;

/** The bench's own two tools, as its MCP server lists them, and the reference catalog beside them. */
const benchTools = [
  {
    name: 'bench.lookup_record',
    description: 'Look up a record by its key and return it at once.',
    parameters: { type: 'object', properties: { key: { type: 'string', description: 'the record key' } }, required: ['key'] },
  },
  {
    name: 'bench.sleep_for',
    description: 'Wait for the given number of milliseconds, then answer.',
    parameters: { type: 'object', properties: { ms: { type: 'number', description: 'milliseconds to wait' }, label: { type: 'string' } }, required: ['ms'] },
  },
];
const referenceTools = JSON.parse(readFileSync(new URL('../../../eval/corpus/data/reference_tools.json', import.meta.url), 'utf8'));

const cpu = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1_000;
};
let n = 0;
const message = () => `look up the record with key "rec-${++n}-${Math.random().toString(36).slice(2, 8)}"`;

function perTurn(tools, afterRouter) {
  let selector = 0;
  let router = 0;
  for (let i = 0; i < TURNS; i += 1) {
    const text = message();
    if (afterRouter) {
      const at = cpu();
      decideRoute({ message: text, history: [], tools });
      router += cpu() - at;
    }
    const at = cpu();
    selectCalls({ message: text, history: [], tools, shortlist: 8 });
    selector += cpu() - at;
  }
  return { selectorMs: +(selector / TURNS).toFixed(3), routerMs: +(router / TURNS).toFixed(3) };
}

const rows = [];
for (const [catalog, tools] of [
  ['bench', benchTools],
  ['reference', referenceTools],
]) {
  perTurn(tools, true); // warm-up
  for (let round = 0; round < ROUNDS; round += 1) {
    // Alternating, the order turning each round.
    const order = round % 2 === 0 ? [true, false] : [false, true];
    for (const afterRouter of order) rows.push({ catalog, selector: afterRouter ? 'after the router' : 'alone', ...perTurn(tools, afterRouter) });
  }
}
console.table(rows);

// A reading of about a kilobyte, signed with a 256-bit key.
const key = randomBytes(32);
const reading = JSON.stringify({ reading: 'x'.repeat(1_000) });
const at = cpu();
for (let i = 0; i < 20_000; i += 1) createHmac('sha256', key).update(reading).digest('base64url');
console.log(`HMAC-SHA256 of ${reading.length} bytes: ${(((cpu() - at) / 20_000) * 1_000).toFixed(2)} µs`);
