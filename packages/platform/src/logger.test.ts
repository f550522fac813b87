import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger } from './logger.js';

function capturingLogger() {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { log: createLogger({ name: 'test', level: 'info', destination }), lines };
}

const SECRET = 'hunter2-do-not-log';

describe('createLogger', () => {
  it('keeps secret fields out of a line at any depth, in its bindings too, and an MCP server’s env and headers whatever they are called', () => {
    const { log, lines } = capturingLogger();
    const child = log.child({ apiKey: SECRET, deep: { headers: { authorization: `Bearer ${SECRET}` } } });
    child.info(
      {
        password: SECRET,
        request: { token: SECRET, headers: { authorization: SECRET } },
        nested: { very: { deep: { secret: SECRET } } },
        config: { mcpServers: { files: { env: { HOME_DIR: SECRET }, headers: { 'x-tenant': SECRET } } } },
        stage: 'router',
      },
      'stage done',
    );
    expect(lines).toHaveLength(1);
    const line = lines[0]!;
    expect(line).not.toContain(SECRET);
    const parsed = JSON.parse(line) as Record<string, unknown>;
    expect(parsed.stage).toBe('router');
    expect(parsed.msg).toBe('stage done');
    expect(parsed.password).toBe('[redacted:secret]');
    expect((parsed.config as { mcpServers: { files: { env: unknown } } }).mcpServers.files.env).toBe('[redacted]');
  });
});
