/**
 * Timing the engine's readings of a hostile message in a fresh process each, where a runaway regular expression
 * cannot hold the suite: the security rounds' long-input rows.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { REPO_ROOT } from './processes.js';

/** A reading to time: a module of the built engine (relative to its dist), the export, and arguments after the message. */
export type Reading = readonly [module: string, name: string, rest?: readonly unknown[]];

/** The built engine (`npx tsc -b`), which the timed rows read in a fresh process each. */
export const DIST = (path: string) => pathToFileURL(join(REPO_ROOT, 'packages/local-engine/dist', path)).href;

/**
 * What a child that threw says of it: the error's kind, the end of its message (a stack overflow inside a regular
 * expression built from the message) and the function it was in. The child writes it on stdout itself, as a stderr of
 * hundreds of kilobytes (the regular expression quoted) is cut short when the child exits.
 */
const REPORT = `
  const report = (error) => {
    const frame = /\\n\\s+at (?!RegExp)([\\w.]+)/.exec(error?.stack ?? '')?.[1] ?? '?';
    process.stdout.write('\\nTHREW ' + error?.name + ' (' + String(error?.message).slice(-40) + ') in ' + frame + '\\n');
    process.exit(3);
  };
`;

/** A child's run: its timings line by line ("name ms"), or why it gave none: it threw, or was stopped still reading. */
export function childRun(code: string, message: string, killAfterMs: number): { times: Array<[string, number]>; failed?: string } {
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', `${REPORT}\ntry {\n${code}\n} catch (error) { report(error); }`], {
    env: { ...process.env, ATTACK_MESSAGE: message },
    timeout: killAfterMs,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const lines = (run.stdout ?? '').split('\n');
  const times = lines.flatMap((line) => {
    const timed = /^TIME (\S+) ([\d.]+)$/.exec(line);
    return timed ? [[timed[1]!, Number(timed[2])] as [string, number]] : [];
  });
  const threw = lines.find((line) => line.startsWith('THREW '));
  if (threw) return { times, failed: threw.replace(/^THREW/, 'threw') };
  if (run.error) return { times, failed: `stopped after ${killAfterMs / 1000} s` };
  if (run.status !== 0) return { times, failed: `exited ${run.status}` };
  return { times };
}
export const timesShown = (times: Array<[string, number]>) => times.map(([name, ms]) => `${name} ${Math.round(ms)} ms`).join(', ');

/**
 * The fastest of three timed calls, in a fresh process, of each named export of the built engine on `message` (and
 * the reading's further arguments, if any; each
 * attempt its own input, a space longer at its end, so no memo answers a later one; a reading of 3 s or more is not tried
 * again); or why there is none: the reading threw, or was still reading after `killAfterMs` and was stopped. A hostile
 * message is timed where a runaway regular expression cannot hold the suite.
 */
export function readingMs(readings: ReadonlyArray<Reading>, message: string, killAfterMs = 12_000) {
  const code = `
    const message = process.env.ATTACK_MESSAGE;
    for (const [module, name, rest] of ${JSON.stringify(readings.map(([module, name, rest]) => [DIST(module), name, rest ?? []]))}) {
      const read = (await import(module))[name];
      read('no thanks', ...rest);
      let fastest = Infinity;
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const started = performance.now();
        read(message + ' '.repeat(attempt), ...rest);
        fastest = Math.min(fastest, performance.now() - started);
        if (fastest >= 3000) break;
      }
      process.stdout.write('TIME ' + name + ' ' + fastest + '\\n');
    }
  `;
  const { times, failed } = childRun(code, message, killAfterMs);
  const held = failed === undefined && times.length === readings.length && times.every(([, ms]) => ms < 1_000);
  return { held, said: `${timesShown(times)}${failed ? `${times.length > 0 ? '; ' : ''}${failed}` : ''}` };
}
