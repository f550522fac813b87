import {
  context,
  defaultTextMapGetter,
  defaultTextMapSetter,
  isSpanContextValid,
  propagation,
  ROOT_CONTEXT,
  SpanStatusCode,
  trace,
  type Attributes,
  type Context,
  type Span,
} from '@opentelemetry/api';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter as JsonTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { OTLPTraceExporter as ProtoTraceExporter } from '@opentelemetry/exporter-trace-otlp-proto';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { newTraceparent, type Packet } from '@switchyard/packet-schema';
import { ConfigError } from './errors.js';

const TRACER = 'switchyard';
/** The packet always carries W3C trace context, whatever propagator the process registered. */
const W3C = new W3CTraceContextPropagator();
let provider: NodeTracerProvider | undefined;

/**
 * Starts the OpenTelemetry SDK with the OTLP/HTTP exporter when
 * `OTEL_EXPORTER_OTLP_ENDPOINT` (or `..._TRACES_ENDPOINT`) is set; otherwise the
 * API stays a no-op and costs nothing. `OTEL_EXPORTER_OTLP_PROTOCOL` picks
 * `http/protobuf` (the OTel default) or `http/json`; the exporters read the
 * other standard OTEL_* variables themselves. Returns whether tracing is on.
 */
export function startTracing(serviceName: string, env: NodeJS.ProcessEnv = process.env): boolean {
  if (provider) return true;
  if (!env.OTEL_EXPORTER_OTLP_ENDPOINT && !env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) return false;
  if (env.OTEL_SDK_DISABLED === 'true') return false;
  const protocol = env.OTEL_EXPORTER_OTLP_TRACES_PROTOCOL ?? env.OTEL_EXPORTER_OTLP_PROTOCOL ?? 'http/protobuf';
  if (protocol !== 'http/protobuf' && protocol !== 'http/json') {
    throw new ConfigError(`OTEL_EXPORTER_OTLP_PROTOCOL=${protocol} is not supported here; use http/protobuf or http/json`);
  }
  // The signal-specific endpoint is used as given; the general one gets the traces path (OTLP exporter spec).
  const url = env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT ?? `${env.OTEL_EXPORTER_OTLP_ENDPOINT!.replace(/\/+$/, '')}/v1/traces`;
  const exporter = protocol === 'http/json' ? new JsonTraceExporter({ url }) : new ProtoTraceExporter({ url });
  provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': env.OTEL_SERVICE_NAME ?? serviceName }),
    spanProcessors: [new BatchSpanProcessor(exporter, { scheduledDelayMillis: 500 })],
  });
  // Registers the W3C trace-context propagator and the async-hooks context manager too.
  provider.register();
  return true;
}

/** Exports every finished span and stops the SDK; call before the process exits. */
export async function stopTracing(): Promise<void> {
  const current = provider;
  provider = undefined;
  if (!current) return;
  await current.shutdown().catch(() => undefined);
  trace.disable();
  propagation.disable();
  context.disable();
}

/** The trace context a packet carries, as an OpenTelemetry parent context. */
export function packetContext(packet: Pick<Packet, 'trace'>): Context {
  return W3C.extract(ROOT_CONTEXT, packet.trace, defaultTextMapGetter);
}

/** The `traceparent` of a span, or a fresh one when tracing is off (the packet always carries one). */
export function traceparentOf(span: Span): string {
  if (!isSpanContextValid(span.spanContext())) return newTraceparent();
  const carrier: Record<string, string> = {};
  W3C.inject(trace.setSpan(ROOT_CONTEXT, span), carrier, defaultTextMapSetter);
  return carrier.traceparent ?? newTraceparent();
}

/**
 * The W3C trace context an outgoing call carries on (an MCP request's `_meta`): the active span's when
 * tracing is on, so the callee's spans nest under the call's; else the packet's. One trace either way.
 */
export function outgoingTraceContext(packet: Pick<Packet, 'trace'>): { traceparent: string; tracestate?: string } {
  const span = trace.getActiveSpan();
  if (!span || !isSpanContextValid(span.spanContext())) return { ...packet.trace };
  const carrier: Record<string, string> = {};
  W3C.inject(context.active(), carrier, defaultTextMapSetter);
  if (!carrier.traceparent) return { ...packet.trace };
  return { traceparent: carrier.traceparent, ...(carrier.tracestate ? { tracestate: carrier.tracestate } : {}) };
}

/** Starts a span the caller ends (for spans that outlive one function, like a whole turn). */
export function startSpan(name: string, attributes: Attributes = {}, parent: Context = context.active()): Span {
  return trace.getTracer(TRACER).startSpan(name, { attributes }, parent);
}

/** Marks the span failed with the error (message and stack as an exception event). */
export function recordError(span: Span, error: unknown): void {
  span.recordException(error instanceof Error ? error : String(error));
  span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.message : String(error) });
}

/**
 * Runs `fn` inside a span (active, so spans started within are its children);
 * a throw is recorded on the span and rethrown. For model and tool calls:
 * `withSpan('model router', { 'gen_ai.system': 'local' }, (span) => …)`.
 */
export function withSpan<T>(name: string, attributes: Attributes, fn: (span: Span) => Promise<T>, parent: Context = context.active()): Promise<T> {
  return trace.getTracer(TRACER).startActiveSpan(name, { attributes }, parent, async (span) => {
    try {
      return await fn(span);
    } catch (error) {
      recordError(span, error);
      throw error;
    } finally {
      span.end();
    }
  });
}

/**
 * A stage's span: named after the stage, a child of the turn's span through the packet's traceparent,
 * active while `fn` runs (spans started within are its children). `after` notes the result on the span
 * before it ends; a throw or a rejection is recorded on it. Promise callbacks, not async wrappers:
 * every visit opens one, and once tracing is on each promise also carries the async context.
 */
export function withStageSpan<T>(stage: string, packet: Packet, attempt: number, fn: () => Promise<T>, after: (span: Span, value: T) => void): Promise<T> {
  const attributes = { 'switchyard.packet_id': packet.id, 'switchyard.hop': packet.hop, 'switchyard.attempt': attempt };
  return trace.getTracer(TRACER).startActiveSpan(stage, { attributes }, packetContext(packet), (span) => {
    const failed = (error: unknown): never => {
      recordError(span, error);
      span.end();
      throw error;
    };
    let pending: Promise<T>;
    try {
      pending = fn();
    } catch (error) {
      return Promise.reject(error as Error).catch(failed);
    }
    return pending.then((value) => {
      try {
        after(span, value);
      } catch (error) {
        failed(error);
      }
      span.end();
      return value;
    }, failed);
  });
}
