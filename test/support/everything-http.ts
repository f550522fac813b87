import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { REPO_ROOT } from './processes.js';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** server-everything as a Streamable HTTP server of its own (a process apart from the tests' executors). */
export interface EverythingHttp {
  url: string;
  child: ChildProcess;
  stop(): void;
}

export async function startEverythingHttp(): Promise<EverythingHttp> {
  const port = await freePort();
  // Run the server's own entry with node (not through npx), so stopping it stops the server itself.
  const entry = join(REPO_ROOT, 'node_modules/@modelcontextprotocol/server-everything/dist/index.js');
  const child = spawn(process.execPath, [entry, 'streamableHttp'], { env: { ...process.env, PORT: String(port) } });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('server-everything did not start')), 20_000);
    child.stderr?.on('data', (d: Buffer) => {
      if (d.toString().includes(`listening on port ${port}`)) {
        clearTimeout(timer);
        resolve();
      }
    });
  });
  return { url: `http://127.0.0.1:${port}/mcp`, child, stop: () => void child.kill('SIGTERM') };
}
