import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request as the SDK sent it on the wire. */
export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: any;
}

/** What the server answers: status (200), JSON body, extra headers, and a delay before answering. */
export interface WireReply {
  status?: number;
  body: unknown;
  headers?: Record<string, string>;
  delayMs?: number;
}

export type WireHandler = (request: RecordedRequest) => WireReply | Promise<WireReply>;

/**
 * A local HTTP server that records every request and answers from a script:
 * queued replies first (`script()`), then the fallback handler. Subclasses
 * speak one provider's API.
 */
export class WireServer {
  readonly requests: RecordedRequest[] = [];
  private readonly queue: Array<WireReply | WireHandler> = [];

  protected constructor(
    private readonly server: Server,
    readonly url: string,
    private fallback: WireHandler,
  ) {}

  protected static async listen(make: (server: Server, url: string) => WireServer): Promise<WireServer> {
    let instance: WireServer | undefined;
    const server = createServer((req, res) => {
      void instance!.answer(req, res);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    instance = make(server, `http://127.0.0.1:${port}`);
    return instance;
  }

  /** Replies used in order, before the fallback handler. */
  script(...replies: Array<WireReply | WireHandler>): this {
    this.queue.push(...replies);
    return this;
  }

  /** Answers every request the script does not cover. */
  otherwise(handler: WireHandler): this {
    this.fallback = handler;
    return this;
  }

  /** Requests to one endpoint. */
  requestsTo(path: string): RecordedRequest[] {
    return this.requests.filter((r) => r.path === path);
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private async answer(req: IncomingMessage, res: import('node:http').ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const recorded: RecordedRequest = {
      method: req.method ?? 'GET',
      path: (req.url ?? '/').split('?')[0] ?? '/',
      headers: req.headers,
      body: raw ? JSON.parse(raw) : undefined,
    };
    this.requests.push(recorded);
    const next = this.queue.shift() ?? this.fallback;
    const reply = typeof next === 'function' ? await next(recorded) : next;
    if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
    if (res.destroyed) return;
    res.writeHead(reply.status ?? 200, { 'content-type': 'application/json', ...reply.headers });
    res.end(JSON.stringify(reply.body));
  }
}
