import { describe, expect, it } from 'vitest';
import { filesystemTools, memoryTools } from '../../test-support/mcp-tools.js';
import { decideRoute } from './decide-route.js';
import { capabilities } from './capabilities.js';

/** The reference servers' tools as the catalog names them, server first. */
const served = [
  ...filesystemTools.map((tool) => ({ ...tool, name: `filesystem.${tool.name}` })),
  ...memoryTools.map((tool) => ({ ...tool, name: `memory.${tool.name}` })),
];

describe('"what can you do?"', () => {
  it('says what the connected tools let the assistant do, by server', () => {
    const said = capabilities(served);
    expect(said).toMatch(/^Here I can work with filesystem: read and list your files and folders; with memory: remember what you tell me/);
  });

  it('is the answer to the question, after what the assistant is', () => {
    const route = decideRoute({ message: 'helo there, my grandson set this up for me. what can you do?', history: [], tools: served });
    expect(route.needsTool).toBe(false);
    expect(route.directAnswer).toMatch(/routes requests to tools.*Here I can work with filesystem/s);
  });

  it('says nothing of tools where none does anything it can read', () => {
    expect(capabilities([])).toBeUndefined();
  });
});
