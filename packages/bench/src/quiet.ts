import { Writable } from 'node:stream';
import { trace } from '@opentelemetry/api';
import { BatchSpanProcessor, NodeTracerProvider, type ReadableSpan, type SpanExporter } from '@opentelemetry/sdk-trace-node';
import { createLogger, type Logger } from '@switchyard/platform';

/** A logger at info whose lines are formatted (and redacted) as usual, then dropped. */
export function discardingLogger(): Logger {
  return createLogger({ name: 'bench', level: 'info', destination: new Writable({ write: (_chunk, _enc, done) => done() }) });
}

/** An exporter that accepts every span and sends nothing. */
class DiscardingExporter implements SpanExporter {
  export(_spans: ReadableSpan[], done: (result: { code: number }) => void): void {
    done({ code: 0 });
  }
  shutdown(): Promise<void> {
    return Promise.resolve();
  }
}

/** Tracing on, as in production, with an exporter that sends nothing. Returns the stop function. */
export function startDiscardingTracing(): () => Promise<void> {
  const provider = new NodeTracerProvider({ spanProcessors: [new BatchSpanProcessor(new DiscardingExporter())] });
  provider.register();
  return async () => {
    await provider.shutdown();
    trace.disable();
  };
}
