import { randomBytes } from 'node:crypto';
import type { Socket } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { createRedis } from './redis.js';

const url = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const key = `sy-cork-${randomBytes(4).toString('hex')}`;
const redis = createRedis(url, 'tick-corked-test');
const opened: Array<{ disconnect(): void }> = [redis];

afterAll(async () => {
  await redis.del(key);
  for (const client of opened) client.disconnect();
});

/** Counts what the socket hands the kernel (one call for a corked batch of commands). */
function countWrites(socket: Socket): () => number {
  let writes = 0;
  const self = socket as unknown as { _writeGeneric: (...args: unknown[]) => unknown };
  const writeGeneric = self._writeGeneric;
  self._writeGeneric = (...args: unknown[]) => {
    writes += 1;
    return writeGeneric.apply(socket, args);
  };
  return () => writes;
}

const streamOf = (client: typeof redis): Socket => (client as unknown as { stream: Socket }).stream;

describe('corked writes per tick', () => {
  it("sends one tick's commands in one socket write, in order, each with its own reply", async () => {
    await redis.ping();
    const writes = countWrites(streamOf(redis));
    const replies = await Promise.all([redis.set(key, 'a'), redis.append(key, 'b'), redis.get(key), redis.pipeline().append(key, 'c').get(key).exec()]);
    expect(replies.slice(0, 3)).toEqual(['OK', 2, 'ab']);
    expect(replies[3]).toEqual([
      [null, 3],
      [null, 'abc'],
    ]);
    expect(writes()).toBe(1);
  });

  it('joins a write made in a tick callback with what the promises it settles write next', async () => {
    await redis.ping();
    const writes = countWrites(streamOf(redis));
    const replies = await new Promise<unknown[]>((resolve) =>
      process.nextTick(() => {
        const first = redis.set(key, 'a');
        void Promise.resolve()
          .then(() => undefined)
          .then(() => Promise.all([first, redis.append(key, 'b')]).then(resolve));
      }),
    );
    expect(replies).toEqual(['OK', 2]);
    expect(writes()).toBe(1);
  });

  it('sends the commands of separate ticks without waiting for more', async () => {
    const writes = countWrites(streamOf(redis));
    expect(await redis.set(key, 'x')).toBe('OK');
    expect(await redis.get(key)).toBe('x');
    expect(writes()).toBe(2);
  });

  it('corks the new socket after a reconnect', async () => {
    const client = createRedis(url, 'tick-corked-reconnect');
    opened.push(client);
    await client.ping();
    const first = streamOf(client);
    const ready = new Promise((resolve) => client.once('ready', resolve));
    first.destroy();
    await ready;
    expect(streamOf(client)).not.toBe(first);
    const writes = countWrites(streamOf(client));
    expect(await Promise.all([client.ping(), client.ping('again')])).toEqual(['PONG', 'again']);
    expect(writes()).toBe(1);
  });

  it('leaves a blocking copy BullMQ makes (duplicate) plain, and its blocking pop works as before', async () => {
    const blocking = redis.duplicate();
    opened.push(blocking);
    await blocking.ping();
    const socket = streamOf(blocking);
    expect(Object.hasOwn(socket, 'write')).toBe(false);
    const popped = blocking.bzpopmin(`${key}:z`, 5);
    await redis.zadd(`${key}:z`, 1, 'job');
    expect(await popped).toEqual([`${key}:z`, 'job', '1']);
  });
});
