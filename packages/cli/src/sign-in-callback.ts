import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { NonRetryableError } from '@switchyard/platform';

/** What the authorization server sends the browser back with. */
export interface AuthorizationResponse {
  code: string;
  iss?: string;
}

/**
 * The loopback address a sign-in's browser comes back to (RFC 8252 §7.3): one request to
 * `/callback` carrying the code and the state this sign-in sent, on 127.0.0.1 only.
 */
export class SignInCallback {
  private constructor(
    private readonly server: Server,
    private readonly response: Promise<AuthorizationResponse>,
  ) {}

  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/callback`;
  }

  static async listen(port: number, state: string): Promise<SignInCallback> {
    let settle!: { resolve: (r: AuthorizationResponse) => void; reject: (e: Error) => void };
    const response = new Promise<AuthorizationResponse>((resolve, reject) => {
      settle = { resolve, reject };
    });
    response.catch(() => undefined);
    const server = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      if (url.pathname !== '/callback') {
        res.writeHead(404).end();
        return;
      }
      const answer = (status: number, text: string) => res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' }).end(`${text}\n`);
      const params = url.searchParams;
      // Another page's request (no or a wrong state) must not end this sign-in.
      if (params.get('state') !== state) return answer(400, 'This is not the sign-in Switchyard started.');
      const error = params.get('error');
      const code = params.get('code');
      if (error || !code) {
        answer(400, 'Sign-in failed; see the terminal.');
        const description = params.get('error_description');
        settle.reject(
          new NonRetryableError(
            `the authorization server refused the sign-in: ${(error ?? 'no code').slice(0, 100)}${description ? ` (${description.slice(0, 300)})` : ''}`,
          ),
        );
        return;
      }
      answer(200, 'Signed in to Switchyard. You can close this page.');
      const iss = params.get('iss');
      settle.resolve({ code, ...(iss ? { iss } : {}) });
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', resolve);
    });
    return new SignInCallback(server, response);
  }

  /** The browser's return, or an error when it does not come in `timeoutMs`. */
  async wait(timeoutMs: number): Promise<AuthorizationResponse> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new NonRetryableError(`no sign-in came back in ${Math.round(timeoutMs / 1000)} s`)), timeoutMs);
    });
    try {
      return await Promise.race([this.response, late]);
    } finally {
      clearTimeout(timer);
    }
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
