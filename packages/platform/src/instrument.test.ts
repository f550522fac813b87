import { afterAll, describe, expect, it } from 'vitest';
import { context, SpanStatusCode, trace } from '@opentelemetry/api';
import { InMemorySpanExporter, NodeTracerProvider, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-node';
import { newPacket } from '@switchyard/packet-schema';
import { traceStage } from './instrument.js';
import { withSpan } from './tracing.js';
import type { StageResult } from './stage.js';

describe("a stage's span", () => {
  const exporter = new InMemorySpanExporter();
  const provider = new NodeTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] });
  provider.register();
  afterAll(async () => {
    await provider.shutdown();
    trace.disable();
    context.disable();
  });
  const packet = () => newPacket({ sessionId: 's', userId: 'u', agentId: 'a', message: 'hi', history: [] });
  const spanNamed = (name: string) => exporter.getFinishedSpans().find((s) => s.name === name);

  it("is a child of the packet's trace, the parent of spans started within, and notes where the packet goes", async () => {
    exporter.reset();
    const p = packet();
    const result = await traceStage('router', p, 1, async () => {
      await withSpan('model router', {}, async () => undefined);
      return { packet: p, edge: 'needsTool', note: 'tool wanted' } as StageResult;
    });
    expect(result.edge).toBe('needsTool');
    const stage = spanNamed('router')!;
    expect(stage.spanContext().traceId).toBe(p.trace.traceparent.split('-')[1]);
    expect(stage.parentSpanContext?.spanId).toBe(p.trace.traceparent.split('-')[2]);
    expect(stage.attributes).toMatchObject({ 'switchyard.packet_id': p.id, 'switchyard.edge': 'needsTool', 'switchyard.next': 'selector' });
    expect(spanNamed('model router')!.parentSpanContext?.spanId).toBe(stage.spanContext().spanId);
  });

  it('records a rejection or a throw before any promise, ends the span, and passes the error on', async () => {
    exporter.reset();
    const p = packet();
    await expect(traceStage('selector', p, 2, () => Promise.reject(new Error('model down')))).rejects.toThrow('model down');
    await expect(
      traceStage('reviewer', p, 1, () => {
        throw new Error('thrown at once');
      }),
    ).rejects.toThrow('thrown at once');
    for (const [name, message] of [
      ['selector', 'model down'],
      ['reviewer', 'thrown at once'],
    ] as const) {
      const span = spanNamed(name)!;
      expect(span.status).toEqual({ code: SpanStatusCode.ERROR, message });
      expect(span.events.map((e) => e.name)).toContain('exception');
    }
  });
});
