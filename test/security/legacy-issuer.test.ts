import { writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runNode, startNode, stop } from '../support/processes.js';
import { deletePrefix, freshPrefix, REDIS_URL, tempWorkspace } from '../support/test-config.js';
import { attack } from './attack-table.js';

// `switchyard auth login` on the 2025-03-26 path accepts an issuer on the server's own origin only. These issuers
// spell another origin so that a string comparison, a prefix check or a careless parse could take it for the
// server's own: userinfo before the real host, another port, another name for the loopback host, a query or
// fragment, case and a trailing dot. Each must be refused before anything reaches another origin.
describe('a 2025-03-26 server names an issuer that only looks like its own origin', () => {
  const workspace = tempWorkspace({});
  const prefix = freshPrefix('legacy-issuer-tricks');
  const seen: string[] = [];
  let other: Server;
  let otherPort = 0;

  beforeAll(async () => {
    other = createServer((req, res) => {
      seen.push(`${req.method} ${req.url}`);
      res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
    otherPort = (other.address() as AddressInfo).port;
  });
  afterAll(async () => {
    other?.close();
    await deletePrefix(prefix);
    workspace.cleanup();
  });

  /** Signs in to a guarded 2025-03-26 server whose metadata names `issuer` (`{port}` its own port); what the CLI said. */
  async function login(issuer: string): Promise<{ code: number | null; stderr: string; authorizations: number }> {
    const server = await startNode(
      'test/fixtures/guarded-mcp-server.mjs',
      { PUBLIC_CLIENT_ID: 'switchyard-public', LEGACY: '1', ISSUER: issuer },
      'listening on port',
    );
    try {
      const base = `http://127.0.0.1:${/listening on port (\d+)/.exec(server.output())?.[1]}`;
      const config = `${workspace.dir}/legacy.json`;
      writeFileSync(
        config,
        JSON.stringify({ mcpServers: { legacy: { url: `${base}/mcp`, auth: { clientId: 'switchyard-public', tokensFile: 'tokens/legacy.json' } } } }),
      );
      const result = await runNode('packages/cli/dist/bin.js', ['auth', 'login', 'legacy', '--no-open', '--timeout', '3000', '--config', config], {
        SWITCHYARD_PREFIX: prefix,
        REDIS_URL,
        LOG_LEVEL: 'silent',
      });
      const { authorizations } = (await (await fetch(`${base}/admin/record`)).json()) as { authorizations: unknown[] };
      return { code: result.code, stderr: result.stderr, authorizations: authorizations.length };
    } finally {
      await stop(server.child);
    }
  }

  it('refuses each one at sign-in, and nothing reaches the other origin', async () => {
    const issuers = [
      // userinfo: the server's host and port spelled as the user name and password of another host
      `http://127.0.0.1:{port}@127.0.0.1:${otherPort}/oauth`,
      // the server's host, another port
      `http://127.0.0.1:${otherPort}/oauth`,
      // another name of the same loopback host, in capitals, with a trailing dot: another origin all the same
      'http://LOCALHOST.:{port}/oauth',
      // the server's own origin with a query or a fragment
      'http://127.0.0.1:{port}/oauth?as=other',
      'http://127.0.0.1:{port}/oauth#other',
      // the host as a decimal number (the same address, spelled so a string check misses it) on another port
      `http://2130706433:${otherPort}/oauth`,
    ];
    const row = await attack('2025-03-26 sign-in: issuer with userinfo, another port or host spelling, query, fragment', issuers.length, async (i) => {
      const before = seen.length;
      const { code, stderr, authorizations } = await login(issuers[i]!);
      const refused = code === 1 && stderr.includes("only an issuer on the server's own origin");
      if (!refused) throw new Error(`${issuers[i]}: exit ${code}, ${stderr.trim().split('\n').at(-1)?.slice(0, 160)}`);
      return seen.length === before && authorizations === 0;
    });
    expect(row.broke, `${row.note ?? ''}\n${seen.join('\n')}`).toBe(0);
  });
});
