import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from 'pino';
import { ConfigError } from './errors.js';
import { metrics, type SwitchyardMetrics } from './metrics.js';

/** A readiness check: resolves with what is wrong (empty when ready). */
export type ReadinessCheck = () => Promise<string[]>;

export interface HealthServerOptions {
  port: number;
  host?: string;
  checks: ReadinessCheck[];
  log: Logger;
  registry?: SwitchyardMetrics;
}

/**
 * A service's operations endpoint: `/metrics` (Prometheus text), `/healthz`
 * (the process answers) and `/readyz` (every check passes: 503 with the
 * reasons otherwise). Plain node:http: stage services need nothing more.
 */
export class HealthServer {
  private constructor(private readonly server: Server) {}

  static async start(options: HealthServerOptions): Promise<HealthServer> {
    const registry = options.registry ?? metrics;
    registry.collectProcessMetrics();
    const server = createServer((request, response) => {
      const path = (request.url ?? '/').split('?')[0];
      const send = (status: number, body: string, type = 'application/json') => {
        response.writeHead(status, { 'content-type': type });
        response.end(body);
      };
      if (request.method !== 'GET') return send(405, JSON.stringify({ error: 'only GET is served here' }));
      if (path === '/healthz') return send(200, JSON.stringify({ status: 'ok' }));
      if (path === '/readyz') {
        void readiness(options.checks).then((problems) =>
          send(problems.length ? 503 : 200, JSON.stringify(problems.length ? { status: 'not ready', problems } : { status: 'ready' })),
        );
        return;
      }
      if (path === '/metrics') {
        registry.registry.metrics().then(
          (text) => send(200, text, registry.registry.contentType),
          (error: unknown) => {
            options.log.warn({ err: error }, 'metrics collection failed');
            send(500, JSON.stringify({ error: `metrics collection failed: ${(error as Error).message}` }));
          },
        );
        return;
      }
      send(404, JSON.stringify({ error: `no route ${path}; try /metrics, /healthz or /readyz` }));
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port, options.host ?? '0.0.0.0', () => resolve());
    });
    const address = server.address() as AddressInfo;
    options.log.info({ port: address.port }, 'metrics and health listening');
    return new HealthServer(server);
  }

  get port(): number {
    return (this.server.address() as AddressInfo).port;
  }

  close(): Promise<void> {
    return new Promise((resolve) => {
      this.server.closeAllConnections();
      this.server.close(() => resolve());
    });
  }
}

async function readiness(checks: ReadinessCheck[]): Promise<string[]> {
  const results = await Promise.all(checks.map((check) => check().catch((error: unknown) => [String((error as Error).message ?? error)])));
  return results.flat();
}

/** The health server of a service when a metrics port is set (`SWITCHYARD_METRICS_PORT` wins over `metrics.port`). */
export function startHealthServer(
  config: { metrics: { port?: number | undefined; host: string } },
  log: Logger,
  checks: ReadinessCheck[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<HealthServer | undefined> {
  const fromEnv = env.SWITCHYARD_METRICS_PORT;
  const port = fromEnv !== undefined && fromEnv !== '' ? Number(fromEnv) : config.metrics.port;
  if (port === undefined) return Promise.resolve(undefined);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new ConfigError(`SWITCHYARD_METRICS_PORT=${JSON.stringify(fromEnv)} is not a port number`);
  }
  return HealthServer.start({ port, host: config.metrics.host, checks, log });
}
