import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** The limit of a test that runs several CLI or stage processes one after another (each 10-40 s to start under load). */
export const SEVERAL_PROCESSES_MS = 300_000;

/**
 * Every child started here that has not exited. A test that fails or times out before its `finally`
 * would otherwise leave its stages running after the file ends, holding CPU on a shared machine.
 */
const live = new Set<ChildProcess>();
function track(child: ChildProcess): ChildProcess {
  live.add(child);
  child.once('exit', () => live.delete(child));
  return child;
}
/** Kills what the file's tests left running (registered as an afterAll for every file in the vitest config). */
export function killLeftoverChildren(): void {
  for (const child of live) child.kill('SIGKILL');
  live.clear();
}

export interface RunResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs a built entry point of this repo to completion. The default limit is a net for a hung process, not a
 * measure: a cold start of the CLI alone takes 10-40 s on a loaded 2-core machine.
 */
export function runNode(script: string, args: string[], env: NodeJS.ProcessEnv, timeoutMs = 120_000, input = ''): Promise<RunResult & { ms: number }> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = track(spawn(process.execPath, [script, ...args], { cwd: REPO_ROOT, env: { ...process.env, ...env } }));
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${script} ${args.join(' ')} did not finish in ${timeoutMs} ms\n${stderr}`));
    }, timeoutMs);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr, ms: Date.now() - started });
    });
    // An empty stdin closed at once: a command that reads it (`ask -`) sees its end.
    child.stdin.end(input);
  });
}

/** Starts a long-running entry point and resolves once its stderr shows `readyText`. */
export function startNode(
  script: string,
  env: NodeJS.ProcessEnv,
  readyText: string,
  timeoutMs = 90_000,
  args: string[] = [],
): Promise<{ child: ChildProcess; output: () => string }> {
  return new Promise((resolve, reject) => {
    const child = track(spawn(process.execPath, [script, ...args], { cwd: REPO_ROOT, env: { ...process.env, ...env } }));
    let output = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${script} was not ready in ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    const onData = (d: Buffer) => {
      output += d.toString();
      if (output.includes(readyText)) {
        clearTimeout(timer);
        resolve({ child, output: () => output });
      }
    };
    child.stderr?.on('data', onData);
    child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${script} exited with ${code} before it was ready:\n${output}`));
    });
  });
}

/** Sends SIGTERM and resolves with the exit code. */
export function stop(child: ChildProcess, timeoutMs = 15_000): Promise<number | null> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve(child.exitCode);
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve(code);
    });
    child.kill('SIGTERM');
  });
}
