import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { STAGE_NAMES } from '@switchyard/packet-schema';
import { OtlpReceiver } from './support/otlp-receiver.js';
import { runNode, startNode, stop, SEVERAL_PROCESSES_MS } from './support/processes.js';
import { servers } from './support/stack.js';
import { deletePrefix, freshPrefix, REDIS_URL, tempWorkspace } from './support/test-config.js';

describe('one trace per turn over OTLP/HTTP', () => {
  const token = randomBytes(8).toString('hex');
  const workspace = tempWorkspace({ 'notes.txt': `trace token ${token}\n` });
  const prefix = freshPrefix('trace');
  const configFile = join(workspace.dir, 'switchyard.config.json');
  writeFileSync(configFile, JSON.stringify({ mcpServers: { filesystem: servers.filesystem(workspace.dir) } }));
  const children: Awaited<ReturnType<typeof startNode>>[] = [];
  let receiver: OtlpReceiver | undefined;

  afterAll(async () => {
    await Promise.all(children.map((c) => stop(c.child)));
    await receiver?.close();
    await deletePrefix(prefix);
    workspace.cleanup();
  });

  it('joins the CLI turn and every stage process in one trace with the right parents', { timeout: SEVERAL_PROCESSES_MS }, async () => {
    receiver = await OtlpReceiver.start();
    const env = (protocol: string) => ({
      SWITCHYARD_CONFIG: configFile,
      SWITCHYARD_PREFIX: prefix,
      REDIS_URL,
      LOG_LEVEL: 'info',
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver!.endpoint,
      OTEL_EXPORTER_OTLP_PROTOCOL: protocol,
    });
    // Both OTLP/HTTP encodings: half the processes send protobuf, half JSON.
    const protocolOf = (i: number) => (i % 2 === 0 ? 'http/protobuf' : 'http/json');
    children.push(await startNode('services/executor/dist/main.js', env(protocolOf(0)), 'stages ready'));
    const others = STAGE_NAMES.filter((s) => s !== 'executor');
    children.push(...(await Promise.all(others.map((stage, i) => startNode(`services/${stage}/dist/main.js`, env(protocolOf(i + 1)), 'stages ready')))));

    const ask = await runNode('packages/cli/dist/bin.js', ['ask', '--remote', '--json', `read the file ${join(workspace.dir, 'notes.txt')}`], env('http/json'));
    expect(ask.code, ask.stderr).toBe(0);
    const packet = JSON.parse(ask.stdout) as { id: string; reply: { text: string }; trace: { traceparent: string } };
    expect(packet.reply.text).toContain(token);
    const traceId = packet.trace.traceparent.split('-')[1];

    const spans = await receiver.waitFor((all) => {
      const names = new Set(all.filter((s) => s.traceId === traceId).map((s) => s.name));
      return ['turn', ...STAGE_NAMES].every((n) => names.has(n)) && [...names].some((n) => n.startsWith('tool '));
    });
    expect([...receiver.contentTypes].sort()).toEqual(['application/json', 'application/x-protobuf']);
    const inTrace = spans.filter((s) => s.traceId === traceId);
    // The CLI exported its root span before exiting: the turn starts there and has no parent.
    const turn = inTrace.find((s) => s.name === 'turn')!;
    expect(turn.service).toBe('switchyard-cli');
    expect(turn.parentSpanId).toBe('');
    expect(turn.attributes['switchyard.packet_id']).toBe(packet.id);
    for (const stage of STAGE_NAMES) {
      const span = inTrace.find((s) => s.name === stage)!;
      expect(span.service).toBe(`switchyard-${stage}`);
      expect(span.parentSpanId).toBe(turn.spanId);
      expect(span.attributes['switchyard.packet_id']).toBe(packet.id);
    }
    const executor = inTrace.find((s) => s.name === 'executor')!;
    const tool = inTrace.find((s) => s.name.startsWith('tool filesystem.'))!;
    expect(tool.parentSpanId).toBe(executor.spanId);
    expect(tool.attributes).toMatchObject({ 'switchyard.tool.server': 'filesystem', 'switchyard.tool.cached': false, 'switchyard.tool.outcome': 'ok' });
    // Nothing of this turn landed in another trace.
    expect(spans.filter((s) => s.attributes['switchyard.packet_id'] === packet.id && s.traceId !== traceId)).toEqual([]);
  });
});
