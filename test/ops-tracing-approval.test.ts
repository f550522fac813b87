import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTracing, stopTracing } from '@switchyard/platform';
import { OtlpReceiver } from './support/otlp-receiver.js';
import { plannedPacket } from './support/plans.js';
import { servers, startStack, type Stack } from './support/stack.js';
import { tempWorkspace } from './support/test-config.js';

describe('approvals in the trace', () => {
  const workspace = tempWorkspace({});
  let receiver: OtlpReceiver;
  let stack: Stack;

  beforeAll(async () => {
    receiver = await OtlpReceiver.start();
    startTracing('switchyard-test', { OTEL_EXPORTER_OTLP_ENDPOINT: receiver.endpoint, OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json' });
    stack = await startStack({ mcpServers: { filesystem: servers.filesystem(workspace.dir) } });
  });

  afterAll(async () => {
    await stack?.close();
    await stopTracing();
    await receiver?.close();
    workspace.cleanup();
  });

  it('shows the parking stage, the answer as a span, and the approved tool call, all in one trace', async () => {
    const step = { id: 's1', server: 'filesystem', tool: 'write_file', arguments: { path: join(workspace.dir, 'ok.txt'), content: 'traced' } };
    const parked = await stack.producer.submitPacket(plannedPacket([step]), { at: 'reviewer', timeoutMs: 20_000 });
    expect(parked.status.state).toBe('awaiting_approval');
    const done = await stack.producer.answerApproval(parked.id, 'approve', 'tester', { timeoutMs: 20_000 });
    expect(done.status.state).toBe('done');
    const traceId = parked.trace.traceparent.split('-')[1];

    const spans = await receiver.waitFor((all) =>
      ['reviewer', 'approval', 'executor', 'composer'].every((n) => all.some((s) => s.traceId === traceId && s.name === n)),
    );
    const inTrace = spans.filter((s) => s.traceId === traceId);
    const approval = inTrace.find((s) => s.name === 'approval')!;
    expect(approval.attributes).toMatchObject({ 'switchyard.decision': 'approve', 'switchyard.decided_by': 'tester' });
    expect(inTrace.find((s) => s.name === 'reviewer')!.attributes['switchyard.next']).toBe('park');
    const executor = inTrace.find((s) => s.name === 'executor')!;
    expect(inTrace.find((s) => s.name === 'tool filesystem.write_file')!.parentSpanId).toBe(executor.spanId);
    // Every stage span of the packet hangs off the packet's traceparent: the parked turn resumes in the same trace.
    const parent = parked.trace.traceparent.split('-')[2];
    const resumed = inTrace.filter((s) => ['reviewer', 'approval', 'executor', 'composer'].includes(s.name));
    expect(resumed).toHaveLength(4);
    expect(resumed.every((s) => s.parentSpanId === parent)).toBe(true);
  });
});
