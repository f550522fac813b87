import { describe, expect, it } from 'vitest';
import { newPacket } from '@switchyard/packet-schema';
import { ConfigError } from './errors.js';
import { outgoingTraceContext, packetContext, startSpan, startTracing, traceparentOf } from './tracing.js';
import { trace } from '@opentelemetry/api';

describe('tracing', () => {
  it('stays off without an OTLP endpoint, and packets still get a valid traceparent', () => {
    expect(startTracing('switchyard-test', {})).toBe(false);
    const span = startSpan('turn');
    expect(traceparentOf(span)).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/);
    span.end();
  });

  it('refuses an OTLP protocol it cannot export with', () => {
    expect(() => startTracing('switchyard-test', { OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:4318', OTEL_EXPORTER_OTLP_PROTOCOL: 'grpc' })).toThrow(
      ConfigError,
    );
  });

  it("reads the turn's trace from the packet as the parent context", () => {
    const packet = newPacket(
      { sessionId: 's', userId: 'u', agentId: 'a', message: 'hi', history: [] },
      { traceparent: '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01' },
    );
    const parent = trace.getSpanContext(packetContext(packet));
    expect(parent).toMatchObject({ traceId: '0af7651916cd43dd8448eb211c80319c', spanId: 'b7ad6b7169203331' });
  });

  it("sends the packet's trace context on with a call when no span is active (tracing off)", () => {
    const trace = { traceparent: '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01', tracestate: 'vendor=1' };
    expect(outgoingTraceContext({ trace })).toEqual(trace);
  });
});
