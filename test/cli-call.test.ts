import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Packet } from '@switchyard/packet-schema';
import { runNode } from './support/processes.js';
import { servers } from './support/stack.js';
import { deletePrefix, freshPrefix, REDIS_URL, tempWorkspace } from './support/test-config.js';

const BIN = 'packages/cli/dist/bin.js';

// Each command starts the five stages in its own process: tens of seconds on a busy machine.
describe('switchyard call SERVER.TOOL runs one call through the reviewer and the executor', { timeout: 180_000 }, () => {
  const workspace = tempWorkspace({});
  const prefix = freshPrefix('cli-call');
  const configFile = join(workspace.dir, 'switchyard.config.json');
  writeFileSync(
    configFile,
    JSON.stringify({
      mcpServers: { everything: servers.everything() },
      policy: { tools: { 'everything.get-sum': 'approve', 'everything.toggle-*': 'deny' } },
    }),
  );
  const env = { SWITCHYARD_PREFIX: prefix, REDIS_URL, LOG_LEVEL: 'silent' };
  const cli = (...args: string[]) => runNode(BIN, [...args, '--config', configFile], env, 90_000);
  afterAll(async () => {
    await deletePrefix(prefix);
    workspace.cleanup();
  });

  it('prints the tool output, and the audit trail names the operator and the call', async () => {
    const run = await cli('call', 'everything.echo', '--args', '{"message":"over the wire"}', '--json');
    expect(run.code, run.stderr).toBe(0);
    const packet = JSON.parse(run.stdout) as Packet;
    expect(packet.execution?.steps).toEqual([expect.objectContaining({ server: 'everything', tool: 'echo', ok: true, output: 'Echo: over the wire' })]);
    const audit = await cli('audit', packet.id, '--json');
    const kinds = (JSON.parse(audit.stdout) as Array<{ kind: string; stage?: string; data: Record<string, unknown> }>).map((e) => `${e.stage}:${e.kind}`);
    expect(kinds).toEqual(expect.arrayContaining(['producer:plan', 'reviewer:review', 'executor:tool_call']));
  });

  it('parks a call the policy wants approved, and runs exactly it once approved', async () => {
    const parked = await cli('call', 'everything.get-sum', '--args', '{"a":2,"b":3}');
    expect(parked.code, parked.stderr).toBe(0);
    expect(parked.stdout).toContain('Waiting for approval');
    const id = /switchyard approve (\S+)/.exec(parked.stdout)?.[1] as string;
    const approved = await cli('approve', id, '--json');
    expect(approved.code, approved.stderr).toBe(0);
    const packet = JSON.parse(approved.stdout) as Packet;
    expect(packet.execution?.steps).toEqual([expect.objectContaining({ tool: 'get-sum', ok: true, arguments: { a: 2, b: 3 } })]);
    expect(packet.execution?.steps[0]?.output).toContain('5');
  });

  it('a piped yes runs a call the policy wants approved, as it does for ask, and the transcript shows the question', async () => {
    const run = await runNode(BIN, ['call', 'everything.get-sum', '--args', '{"a":4,"b":5}', '--config', configFile], env, 90_000, 'yes\n');
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toMatch(/get-sum[^\n]*\n\(yes\/no\) yes/);
    expect(run.stdout).toContain('9');
  });

  it('with no configuration file, says that no MCP server is configured, on stderr, and exits 1', async () => {
    const run = await runNode(BIN, ['call', 'filesystem.read_text_file', '--args', '{"path":"README.md"}'], env, 90_000);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('switchyard: call: no MCP server "filesystem" is configured: there are no MCP servers (no configuration file was found');
    expect(run.stdout).not.toMatch(/ask again|treated as destructive/);
  });

  it('refuses what policy denies, arguments the schema rejects and a malformed command line, with the reason', async () => {
    const denied = await cli('call', 'everything.toggle-simulated-logging');
    expect(denied.code).toBe(1);
    expect(denied.stderr).toMatch(/switchyard: call: everything.toggle-simulated-logging was not run: .*(deny|not allowed|blocked)/i);
    const badArgs = await cli('call', 'everything.get-sum', '--args', '{"a":"two"}');
    expect(badArgs.code).toBe(1);
    expect(badArgs.stderr).toMatch(/switchyard: call: everything.get-sum was not run: arguments: must have required property 'b'; arguments.a: must be number/);
    // A named call is not a request to rephrase: the routed turn's advice is not given.
    for (const run of [denied, badArgs]) expect(`${run.stdout}${run.stderr}`).not.toMatch(/ask again|removed/);
    const notJson = await cli('call', 'everything.echo', '--args', '{message}');
    expect(notJson.code).toBe(1);
    expect(notJson.stderr).toContain('--args is not JSON');
    const unknownServer = await cli('call', 'filesystem.read_text_file', '--args', '{"path":"README.md"}');
    expect(unknownServer.code).toBe(1);
    expect(unknownServer.stderr).toContain('switchyard: call: no MCP server "filesystem" is configured; the configured servers are: everything');
    const unknownTool = await cli('call', 'everything.ech', '--args', '{"message":"x"}');
    expect(unknownTool.code).toBe(1);
    expect(unknownTool.stderr).toMatch(/switchyard: call: MCP server everything has no tool "ech"; its tools are: .*\becho\b/);
    const noServer = await cli('call', 'echo');
    expect(noServer.code).toBe(1);
    expect(noServer.stderr).toContain('"echo" is not SERVER.TOOL');
  });
});
