import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One span as the receiver decoded it (ids in hex, attributes as plain values). */
export interface ReceivedSpan {
  service: string;
  traceId: string;
  spanId: string;
  parentSpanId: string;
  name: string;
  attributes: Record<string, string | number | boolean>;
}

/**
 * A small OTLP/HTTP trace receiver for tests: accepts `POST /v1/traces` in
 * `application/json` and `application/x-protobuf` (decoded by a minimal
 * protobuf reader of the fields tests look at) and keeps every span.
 */
export class OtlpReceiver {
  readonly spans: ReceivedSpan[] = [];
  readonly contentTypes = new Set<string>();

  private constructor(private readonly server: Server) {}

  static async start(): Promise<OtlpReceiver> {
    const server = createServer();
    const receiver = new OtlpReceiver(server);
    server.on('request', (request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const type = String(request.headers['content-type'] ?? '');
        const body = Buffer.concat(chunks);
        if (request.method !== 'POST' || request.url !== '/v1/traces') {
          response.writeHead(404).end();
          return;
        }
        receiver.contentTypes.add(type);
        receiver.spans.push(...(type.includes('json') ? decodeJson(body) : decodeProtobuf(body)));
        response.writeHead(200, { 'content-type': type }).end(type.includes('json') ? '{}' : undefined);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return receiver;
  }

  get endpoint(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** Resolves once `predicate` holds over the spans received so far. */
  async waitFor(predicate: (spans: ReceivedSpan[]) => boolean, timeoutMs = 15_000): Promise<ReceivedSpan[]> {
    const deadline = Date.now() + timeoutMs;
    while (!predicate(this.spans)) {
      if (Date.now() > deadline) throw new Error(`spans never matched; got ${JSON.stringify(this.spans.map((s) => `${s.service}:${s.name}`))}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    return this.spans;
  }

  close(): Promise<void> {
    return new Promise((resolve) => {
      this.server.closeAllConnections();
      this.server.close(() => resolve());
    });
  }
}

interface JsonKeyValue {
  key: string;
  value: { stringValue?: string; intValue?: number | string; boolValue?: boolean; doubleValue?: number };
}

function plain(attributes: JsonKeyValue[] = []): Record<string, string | number | boolean> {
  return Object.fromEntries(attributes.map(({ key, value }) => [key, value.stringValue ?? value.boolValue ?? value.doubleValue ?? Number(value.intValue)]));
}

function decodeJson(body: Buffer): ReceivedSpan[] {
  const request = JSON.parse(body.toString('utf8')) as {
    resourceSpans: {
      resource: { attributes: JsonKeyValue[] };
      scopeSpans: { spans: (Omit<ReceivedSpan, 'service' | 'attributes'> & { attributes: JsonKeyValue[] })[] }[];
    }[];
  };
  return request.resourceSpans.flatMap((rs) =>
    rs.scopeSpans.flatMap((ss) =>
      ss.spans.map((span) => ({
        service: String(plain(rs.resource.attributes)['service.name']),
        traceId: span.traceId,
        spanId: span.spanId,
        parentSpanId: span.parentSpanId ?? '',
        name: span.name,
        attributes: plain(span.attributes),
      })),
    ),
  );
}

/** Fields of one protobuf message: field number → raw values (varints as numbers, the rest as bytes). */
function fields(buffer: Buffer): Map<number, (Buffer | number)[]> {
  const out = new Map<number, (Buffer | number)[]>();
  let offset = 0;
  const varint = (): number => {
    let result = 0;
    let shift = 0;
    for (;;) {
      const byte = buffer[offset++]!;
      result += (byte & 0x7f) * 2 ** shift;
      if (byte < 0x80) return result;
      shift += 7;
    }
  };
  while (offset < buffer.length) {
    const tag = varint();
    const field = Math.floor(tag / 8);
    const wire = tag & 7;
    let value: Buffer | number;
    if (wire === 0) value = varint();
    else if (wire === 1) {
      value = buffer.subarray(offset, offset + 8);
      offset += 8;
    } else if (wire === 5) {
      value = buffer.subarray(offset, offset + 4);
      offset += 4;
    } else if (wire === 2) {
      const length = varint();
      value = buffer.subarray(offset, offset + length);
      offset += length;
    } else throw new Error(`unsupported protobuf wire type ${wire}`);
    out.set(field, [...(out.get(field) ?? []), value]);
  }
  return out;
}

const bytes = (values: (Buffer | number)[] | undefined): Buffer[] => (values ?? []).filter((v): v is Buffer => Buffer.isBuffer(v));

/** KeyValue { 1 key, 2 AnyValue { 1 string, 2 bool, 3 int, 4 double } } */
function protoAttributes(list: Buffer[]): Record<string, string | number | boolean> {
  return Object.fromEntries(
    list.map((kv) => {
      const f = fields(kv);
      const key = bytes(f.get(1))[0]!.toString('utf8');
      const any = fields(bytes(f.get(2))[0] ?? Buffer.alloc(0));
      const s = bytes(any.get(1))[0];
      const value = s ? s.toString('utf8') : any.has(2) ? any.get(2)![0] === 1 : Number(any.get(3)?.[0] ?? bytes(any.get(4))[0]?.readDoubleLE(0));
      return [key, value];
    }),
  );
}

/** ExportTraceServiceRequest { 1 ResourceSpans { 1 Resource { 1 attributes }, 2 ScopeSpans { 2 Span } } } */
function decodeProtobuf(body: Buffer): ReceivedSpan[] {
  return bytes(fields(body).get(1)).flatMap((rsBuffer) => {
    const rs = fields(rsBuffer);
    const resource = fields(bytes(rs.get(1))[0] ?? Buffer.alloc(0));
    const service = String(protoAttributes(bytes(resource.get(1)))['service.name']);
    return bytes(rs.get(2)).flatMap((ssBuffer) =>
      bytes(fields(ssBuffer).get(2)).map((spanBuffer) => {
        const span = fields(spanBuffer);
        const hex = (n: number) => bytes(span.get(n))[0]?.toString('hex') ?? '';
        return {
          service,
          traceId: hex(1),
          spanId: hex(2),
          parentSpanId: hex(4),
          name: bytes(span.get(5))[0]!.toString('utf8'),
          attributes: protoAttributes(bytes(span.get(9))),
        };
      }),
    );
  });
}
