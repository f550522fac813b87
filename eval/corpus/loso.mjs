#!/usr/bin/env node
/**
 * Leave-one-source-out measure of the engine's route (share right and the
 * calibration of its tool-need probability) and of its decide-alone
 * precision, share and calibration: each source decided by models,
 * calibration, routing threshold and gate fitted without it. The fit does this measurement; this prints it without
 * writing weights.
 *
 *   npx tsc -b && node eval/corpus/loso.mjs
 *
 * Equivalent to `node eval/corpus/fit-engine.mjs --check`; the sources are
 * those fit-engine.mjs reads (eval/bfcl and eval/corpus/data, the everyday
 * requests and the CLINC150 no-tool requests included).
 */
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const fit = join(dirname(fileURLToPath(import.meta.url)), 'fit-engine.mjs');
const run = spawnSync(process.execPath, [fit, '--check'], { stdio: 'inherit' });
process.exit(run.status ?? 1);
