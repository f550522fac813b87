import { Queue } from 'bullmq';
import { IngressServer } from '@switchyard/ingress';
import { createLogger, PIPELINE } from '@switchyard/platform';
import { REDIS_URL } from './test-config.js';
import { servers, startStack, type Stack } from './stack.js';

/** One API key of the test ingress (`sha256`: hashApiKey of the key the test sends). */
export interface TestApiKey {
  name: string;
  sha256: string;
  tenant?: string;
  speaksForUsers?: boolean;
  admin?: boolean;
}

export interface IngressStack {
  stack: Stack;
  ingress: IngressServer;
  close(): Promise<void>;
}

/**
 * All five stages and an ingress on 127.0.0.1 (a free port) in front of them, with these keys, a rate limit no test
 * reaches and a 20 s reply wait; `close()` stops both and removes every key of the prefix.
 */
export async function startIngressStack(overrides: Record<string, unknown>, apiKeys: TestApiKey[]): Promise<IngressStack> {
  const stack = await startStack({ ...overrides, ingress: { apiKeys, rateLimit: { max: 1_000, windowMs: 60_000 }, replyTimeoutMs: 20_000 } });
  const ingress = await IngressServer.start(stack.config, createLogger({ name: 'test', level: 'silent' }), { port: 0, host: '127.0.0.1' });
  return {
    stack,
    ingress,
    async close() {
      await ingress.close();
      await stack.close();
    },
  };
}

/**
 * An ingress in front of the filesystem server on `dir` where every plan is offered as a question (no decision
 * reaches the offer threshold): what it would change happens only after a yes. `policy` adds to a tool rate limit
 * no test reaches.
 */
export function startAskingIngress(dir: string, apiKeys: TestApiKey[], policy: Record<string, unknown> = {}): Promise<IngressStack> {
  return startIngressStack(
    {
      mcpServers: { filesystem: servers.filesystem(dir) },
      models: { default: { offerThreshold: 1 } },
      policy: { rateLimits: { perToolPerMinute: 1_000_000 }, ...policy },
    },
    apiKeys,
  );
}

/**
 * An asking ingress (`startAskingIngress`) whose approvals expire after 2 s, with its timers queue: pausing it makes
 * the expiry timer late, so a yes can arrive after `expiresAt` while the turn is still parked. `close()` closes both.
 */
export async function startExpiringIngress(dir: string, apiKeys: TestApiKey[]): Promise<IngressStack & { timers: Queue }> {
  const running = await startAskingIngress(dir, apiKeys, { approvalTtlSeconds: 2 });
  const timers = new Queue(PIPELINE.timersQueue, { connection: { url: REDIS_URL }, prefix: running.stack.config.prefix });
  return {
    ...running,
    timers,
    async close() {
      await timers.close();
      await running.close();
    },
  };
}
