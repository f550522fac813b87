import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger, HealthServer } from '@switchyard/platform';
import { servers, startStack, type Stack } from './support/stack.js';
import { tempWorkspace } from './support/test-config.js';

describe('metrics and health endpoints', () => {
  const workspace = tempWorkspace({ 'hello.txt': 'metrics say hello\n' });
  let stack: Stack;
  let health: HealthServer;
  const get = async (path: string) => {
    const response = await fetch(`http://127.0.0.1:${health.port}${path}`);
    return { status: response.status, text: await response.text() };
  };

  beforeAll(async () => {
    stack = await startStack({
      mcpServers: {
        filesystem: servers.filesystem(workspace.dir),
        // A server that dies at start: the executor still runs, but is not ready.
        broken: { command: process.execPath, args: ['-e', 'process.exit(3)'] },
      },
      executor: { cache: { 'filesystem.read_*': 60 } },
    });
    health = await HealthServer.start({
      port: 0,
      host: '127.0.0.1',
      checks: [() => stack.runtime.readiness()],
      log: createLogger({ name: 'test', level: 'silent' }),
    });
  });

  afterAll(async () => {
    await health?.close();
    await stack?.close();
    workspace.cleanup();
  });

  it('shows job, queue, tool, cache, model and approval families after a turn', async () => {
    const read = `read the file ${join(workspace.dir, 'hello.txt')}`;
    expect((await stack.ask(read, 'm1')).reply?.text).toContain('metrics say hello');
    // The same read again is served from the cache; a broken packet is dead-lettered.
    await stack.ask(read, 'm2');
    await stack.producer.submitRaw({ not: 'a packet' });
    const { status, text } = await waitForMetrics(get, /switchyard_stage_jobs_total\{stage="router",outcome="dead_lettered"\} 1/);
    expect(status).toBe(200);
    expect(text).toMatch(/switchyard_stage_job_duration_seconds_bucket\{le="[^"]+",stage="executor",outcome="ok"\}/);
    expect(text).toMatch(/switchyard_stage_jobs_total\{stage="composer",outcome="ok"\} 2/);
    expect(text).toMatch(/switchyard_tool_calls_total\{server="filesystem",tool="read(?:_text)?_file",outcome="ok"\} 1/);
    expect(text).toMatch(/switchyard_tool_calls_total\{server="filesystem",tool="read(?:_text)?_file",outcome="cached"\} 1/);
    expect(text).toMatch(/switchyard_tool_cache_hits_total\{server="filesystem",tool="read(?:_text)?_file"\} 1/);
    expect(text).toMatch(/switchyard_queue_depth\{queue="selector"\} 0/);
    expect(text).toMatch(/switchyard_queue_depth\{queue="dead-letter"\} 1/);
    expect(text).toMatch(/switchyard_queue_oldest_waiting_age_seconds\{queue="router"\} 0/);
    expect(text).toMatch(/switchyard_approvals_pending 0/);
    expect(text).toContain('# TYPE switchyard_model_calls_total counter');
    expect(text).toContain('# TYPE switchyard_model_tokens_total counter');
    expect(text).toContain('# TYPE switchyard_stage_degraded_total counter');
    expect(text).toContain('process_resident_memory_bytes');
  });

  it('answers /healthz always and /readyz with what is not ready', async () => {
    expect(await get('/healthz')).toEqual({ status: 200, text: '{"status":"ok"}' });
    const ready = await get('/readyz');
    expect(ready.status).toBe(503);
    expect(JSON.parse(ready.text)).toEqual({ status: 'not ready', problems: ['mcp server broken is not connected: Connection closed'] });
    expect((await get('/nope')).status).toBe(404);
  });
});

async function waitForMetrics(get: (path: string) => Promise<{ status: number; text: string }>, pattern: RegExp) {
  for (let i = 0; i < 100; i++) {
    const result = await get('/metrics');
    if (pattern.test(result.text)) return result;
    await new Promise((r) => setTimeout(r, 100));
  }
  return get('/metrics');
}
