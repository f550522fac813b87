import { createLogger, StageRuntime, TurnProducer, type SwitchyardConfig } from '@switchyard/platform';
import { stagesNamed } from '@switchyard/cli';
import type { DestinationStream } from 'pino';
import { afterAll, beforeAll } from 'vitest';
import { deletePrefix, testConfig } from './test-config.js';

export const ALL_STAGES = stagesNamed();

export interface Stack {
  config: SwitchyardConfig;
  runtime: StageRuntime;
  producer: TurnProducer;
  ask(message: string, sessionId?: string): ReturnType<TurnProducer['submitTurn']>;
  close(): Promise<void>;
}

/** All five stages in this process on a fresh prefix, and a producer; `close()` removes every key. `logTo` gets every log line at debug. */
export async function startStack(overrides: Record<string, unknown> = {}, logTo?: DestinationStream): Promise<Stack> {
  const config = testConfig(overrides);
  const log = logTo
    ? createLogger({ name: 'test', level: 'debug', destination: logTo })
    : createLogger({ name: 'test', level: process.env.LOG_LEVEL ?? 'silent' });
  const runtime = await StageRuntime.start(ALL_STAGES, config, log);
  const producer = await TurnProducer.connect(config);
  return {
    config,
    runtime,
    producer,
    ask: (message, sessionId = 'test-session') => producer.submitTurn({ sessionId, userId: 'tester', agentId: 'test', message }, { timeoutMs: 20_000 }),
    async close() {
      await producer.close();
      await runtime.close();
      await deletePrefix(config.prefix);
    },
  };
}

/** The `mcpServers` entries of the npm servers this project tests against. */
export const servers = {
  filesystem: (root: string) => ({ command: 'mcp-server-filesystem', args: [root] }),
  memory: (file: string) => ({ command: 'mcp-server-memory', env: { MEMORY_FILE_PATH: file } }),
  everything: () => ({ command: 'mcp-server-everything', args: ['stdio'] }),
};

/**
 * The stages in front of the filesystem server on `root` with its writes and moves allowed unasked and rates no test
 * reaches: a change that does not happen was held by a guard, not by the policy or a rate limit.
 */
export function startWritableFilesystem(root: string): Promise<Stack> {
  const unlimited = { perUserPerMinute: 1_000_000, perUserPerHour: 1_000_000, perToolPerMinute: 1_000_000 };
  return startStack({ mcpServers: { filesystem: servers.filesystem(root) }, policy: { tools: { 'filesystem.*': 'allow' }, rateLimits: unlimited } });
}

/**
 * `startWritableFilesystem` on a temporary folder for the tests of one `describe`: started before them, closed with
 * the folder removed after. Returns the running stack.
 */
export function writableFilesystemFor(workspace: { dir: string; cleanup: () => void }): () => Stack {
  let stack: Stack | undefined;
  beforeAll(async () => {
    stack = await startWritableFilesystem(workspace.dir);
  });
  afterAll(async () => {
    await stack?.close();
    workspace.cleanup();
  });
  return () => {
    if (!stack) throw new Error('the stack did not start');
    return stack;
  };
}
