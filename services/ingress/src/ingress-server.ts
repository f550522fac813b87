import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { STAGE_NAMES } from '@switchyard/packet-schema';
import { metrics, DeadLetterAdmin, Deployment, redisKeys, TurnProducer, type Logger, type SwitchyardConfig } from '@switchyard/platform';
import { ApiKeys } from './api-keys.js';
import type { Principal } from './principal.js';
import { StreamSlots } from './stream-slots.js';
import { BOARD_PATH, mountQueueBoard } from './queue-board.js';
import { registerTurnRoutes } from './turn-routes.js';
import { RouterWatch } from './router-watch.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The API key the request authenticated with: its name, tenant and rights. */
    principal: Principal;
  }
}

/** Paths anyone may call: a load balancer's liveness probe. */
const OPEN_PATHS = new Set(['/healthz']);

/**
 * The HTTP ingress: turns in and out over HTTP, server-sent stage events,
 * approvals, dead-letter retries and the queue dashboard, all behind API keys
 * with a per-key rate limit and a body size limit.
 */
export class IngressServer {
  private constructor(
    readonly app: FastifyInstance,
    private readonly producer: TurnProducer,
    private readonly deployment: Deployment,
    private readonly unwatch: () => void,
    private readonly routerWatch: RouterWatch,
  ) {}

  static async start(config: SwitchyardConfig, log: Logger, listen: { port?: number; host?: string } = {}): Promise<IngressServer> {
    const settings = config.ingress;
    const keys = new ApiKeys(settings.apiKeys);
    if (keys.size === 0) log.warn('ingress has no API keys configured: every request will be refused (see ingress.apiKeys)');
    const deployment = Deployment.connect(config, 'switchyard-ingress');
    const producer = await TurnProducer.over(deployment);
    const { queues, deadLetters } = deployment;
    const { headersMs, requestMs, idleMs } = settings.timeouts;
    const app = Fastify({
      bodyLimit: settings.bodyLimitBytes,
      logger: false,
      forceCloseConnections: true,
      // Slow headers, a slow body and an idle socket are each cut off (slowloris and friends).
      connectionTimeout: idleMs,
      requestTimeout: requestMs,
      http: { headersTimeout: headersMs, requestTimeout: requestMs, connectionsCheckingInterval: Math.max(50, Math.min(1_000, Math.floor(headersMs / 4))) },
    });
    // The ingress reports queue depths and pending approvals on its /metrics too.
    const unwatch = metrics.watch({ queues, deadLetters, redis: deployment.redis, prefix: config.prefix });
    const routerWatch = new RouterWatch(queues.get('router'), config.prefix, log);
    const server = new IngressServer(app, producer, deployment, unwatch, routerWatch);

    app.decorateRequest('principal', null as unknown as Principal);
    app.addHook('onRequest', async (request, reply) => {
      const path = request.url.split('?')[0] ?? '/';
      // The route the router matched, not the raw URL: `/%61dmin/queues` is routed to the dashboard
      // like `/admin/queues`, so a check on the raw text would let it through.
      const route = request.routeOptions.url;
      const board = route?.startsWith(BOARD_PATH) === true || path.startsWith(BOARD_PATH);
      if (route !== undefined && OPEN_PATHS.has(route)) return;
      const principal = keys.identify(request.headers);
      if (principal) {
        request.principal = principal;
        if (board && !principal.admin) {
          return reply.code(403).send({ error: `API key ${principal.keyName} is not an admin key; the queue dashboard needs one` });
        }
        return;
      }
      // A browser opening the dashboard gets a login prompt; API clients get a sentence.
      const scheme = board ? 'Basic realm="switchyard", charset="UTF-8"' : 'Bearer realm="switchyard"';
      return reply
        .code(401)
        .header('www-authenticate', scheme)
        .send({ error: 'missing or unknown API key: send it as "Authorization: Bearer <key>" or "X-Api-Key: <key>"' });
    });
    await app.register(rateLimit, {
      max: (request) => (request.principal ? keys.rateLimitOf(request.principal.keyName) : undefined) ?? settings.rateLimit.max,
      timeWindow: settings.rateLimit.windowMs,
      hook: 'preHandler',
      keyGenerator: (request) => request.principal?.keyName ?? request.ip,
      // Shared through Redis, so the limit holds across ingress replicas.
      redis: deployment.redis,
      nameSpace: redisKeys.ingressRate(config.prefix),
      // Thrown to the error handler below, which answers { error } like every other error.
      errorResponseBuilder: (_request, context) =>
        Object.assign(new Error(`rate limit: at most ${context.max} requests per ${context.after} for this API key`), { statusCode: 429 }),
    });
    app.setErrorHandler((error: FastifyError, _request, reply) => {
      const status = error.statusCode ?? 500;
      if (status === 413) return reply.code(413).send({ error: `request body is larger than ${settings.bodyLimitBytes} bytes` });
      if (status === 415) return reply.code(415).send({ error: 'send the body as application/json' });
      if (status >= 400 && status < 500) return reply.code(status).send({ error: error.message });
      log.error({ err: error }, 'ingress request failed');
      return reply.code(500).send({ error: 'internal error; the ingress log has the details' });
    });
    app.setNotFoundHandler((request, reply) => reply.code(404).send({ error: `no route ${request.method} ${request.url}` }));

    app.get('/healthz', async () => ({ status: 'ok' }));
    registerTurnRoutes(app, {
      producer,
      results: deployment.results,
      elicitations: deployment.elicitations,
      owners: deployment.owners,
      admin: new DeadLetterAdmin(deployment),
      streams: new StreamSlots(settings.maxStreamsPerKey),
      replyTimeoutMs: settings.replyTimeoutMs,
      routerProblem: () => routerWatch.problem(),
    });
    await mountQueueBoard(
      app,
      STAGE_NAMES.map((s) => queues.get(s)),
      deadLetters.queue,
      { writable: settings.dashboardWritable },
    );

    await app.listen({ port: listen.port ?? settings.port, host: listen.host ?? settings.host });
    log.info({ port: server.port, keys: keys.size }, 'ingress listening');
    const noRouter = await routerWatch.problem();
    if (noRouter) log.warn(noRouter);
    return server;
  }

  get port(): number {
    return (this.app.server.address() as AddressInfo).port;
  }

  /** Redis answers and a router listens (for `/readyz`). */
  async readiness(): Promise<string[]> {
    const redis = await this.deployment.redis.ping().then(
      () => [],
      (error: unknown) => [`redis is not answering: ${(error as Error).message}`],
    );
    if (redis.length > 0) return redis;
    const noRouter = await this.routerWatch.problem();
    return noRouter ? [noRouter] : [];
  }

  async close(): Promise<void> {
    this.unwatch();
    await this.app.close();
    await this.producer.close();
    await this.deployment.close();
  }
}
