#!/usr/bin/env node
/**
 * Snapshot of the three reference MCP servers' tools as Switchyard names them
 * (`server.tool`): filesystem (rooted at an empty folder), memory and
 * everything, started over stdio from node_modules and asked for their tools.
 *
 *   node eval/corpus/reference-tools.mjs [out.json]   (default: data/reference_tools.json)
 *
 * The everyday cases (`everyday/build.mjs`) offer this whole list with every
 * request, as an assistant with these three servers would.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';

const here = dirname(fileURLToPath(import.meta.url));
const out = process.argv[2] ?? join(here, 'data', 'reference_tools.json');
const require = createRequire(import.meta.url);
const serverBin = (pkg) => {
  const manifest = require(`${pkg}/package.json`);
  return join(dirname(require.resolve(`${pkg}/package.json`)), Object.values(manifest.bin)[0]);
};

const root = mkdtempSync(join(tmpdir(), 'reference-tools-'));
const servers = [
  { name: 'filesystem', pkg: '@modelcontextprotocol/server-filesystem', args: [root] },
  { name: 'memory', pkg: '@modelcontextprotocol/server-memory', args: [], env: { MEMORY_FILE_PATH: join(root, 'memory.jsonl') } },
  { name: 'everything', pkg: '@modelcontextprotocol/server-everything', args: ['stdio'] },
];

const tools = [];
try {
  for (const server of servers) {
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: [serverBin(server.pkg), ...server.args],
      env: { ...process.env, ...server.env },
      stderr: 'ignore',
    });
    const client = new Client({ name: 'reference-tools', version: '1.0.0' });
    await client.connect(transport);
    let cursor;
    do {
      const page = await client.listTools(cursor ? { cursor } : {});
      for (const tool of page.tools) {
        tools.push({ name: `${server.name}.${tool.name}`, ...(tool.description ? { description: tool.description } : {}), parameters: tool.inputSchema });
      }
      cursor = page.nextCursor;
    } while (cursor);
    await client.close();
  }
} finally {
  rmSync(root, { recursive: true, force: true });
}
writeFileSync(out, `${JSON.stringify(tools, null, 1)}\n`);
console.log(`${tools.length} tools -> ${out}`);
