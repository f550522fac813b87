import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { redisKeys } from './keys.js';
import { createRedis } from './redis.js';
import { TurnOwners, UNRECORDED_USER } from './turn-owners.js';

const url = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const prefix = `sy-owners-${randomBytes(4).toString('hex')}`;
const redis = createRedis(url, 'turn-owners-test');

afterAll(async () => {
  const keys = await redis.keys(`${prefix}:*`);
  if (keys.length > 0) await redis.del(...keys);
  redis.disconnect();
});

/** Counts the owner-record reads the instance sends. */
function countingReads(owners: TurnOwners): () => number {
  let reads = 0;
  const get = redis.get.bind(redis);
  (owners as unknown as { redis: { get: typeof redis.get } }).redis = new Proxy(redis, {
    get(target, name, receiver) {
      if (name === 'get')
        return (key: string) => {
          reads += 1;
          return get(key);
        };
      return Reflect.get(target, name, receiver) as unknown;
    },
  });
  return () => reads;
}

describe('owner records remembered briefly', () => {
  it("reads a turn's record once for every stage that asks, and a claim made here needs no read", async () => {
    const owners = new TurnOwners(redis, prefix, 60);
    const reads = countingReads(owners);
    const other = new TurnOwners(redis, prefix, 60);
    await other.claim('t-1', 'acme', 'hello', 'ada');
    const packet = { id: 't-1', turn: { tenant: 'acme', userId: 'ada' } };
    expect(await owners.actingTenant(packet)).toEqual({ tenant: 'acme' });
    expect(await owners.actingUser(packet)).toBe('ada');
    expect(await owners.actingUser({ ...packet, turn: { tenant: 'acme', userId: 'bob' } })).toBe(UNRECORDED_USER);
    expect(reads()).toBe(1);
    await owners.claim('t-2', 'acme', 'hi');
    expect(await owners.tenantOf('t-2')).toBe('acme');
    expect(reads()).toBe(1);
  });

  it('sees a claim made in this process at once after it found no record, and forgets a record it gave back', async () => {
    const owners = new TurnOwners(redis, prefix, 60);
    expect(await owners.tenantOf('t-3')).toBeUndefined();
    expect(await owners.claim('t-3', 'acme', 'hello')).toBeUndefined();
    expect(await owners.tenantOf('t-3')).toBe('acme');
    await owners.release('t-3');
    expect(await owners.tenantOf('t-3')).toBeUndefined();
    expect(await redis.exists(redisKeys.turnOwner(prefix, 't-3'))).toBe(0);
  });

  it('learns who holds an id from Redis, not memory, when its own claim loses', async () => {
    const owners = new TurnOwners(redis, prefix, 60);
    expect(await owners.tenantOf('t-4')).toBeUndefined();
    await new TurnOwners(redis, prefix, 60).claim('t-4', 'globex', 'first');
    expect(await owners.claim('t-4', 'acme', 'second')).toMatchObject({ tenant: 'globex' });
    expect(await owners.tenantOf('t-4')).toBe('globex');
  });
});

describe('the session a packet claims', () => {
  it("is its own only when the record's tenant and user are the packet's, or no ingress recorded the turn", async () => {
    const owners = new TurnOwners(redis, prefix, 60);
    await owners.claim('s-1', 'acme', 'hello', 'ada');
    expect(await owners.ownsClaimedSession({ id: 's-1', turn: { tenant: 'acme', userId: ' Ada ' } })).toBe(true);
    // The record's tenant, another of its users: a job added by hand with a real turn's id.
    expect(await owners.ownsClaimedSession({ id: 's-1', turn: { tenant: 'acme', userId: 'bob' } })).toBe(false);
    expect(await owners.ownsClaimedSession({ id: 's-1', turn: { tenant: 'other', userId: 'ada' } })).toBe(false);
    expect(await owners.ownsClaimedSession({ id: 's-1', turn: { userId: 'ada' } })).toBe(false);
    // A record naming no user speaks for the tenant alone; a turn no ingress submitted claims no tenant.
    await owners.claim('s-2', 'acme', 'hello');
    expect(await owners.ownsClaimedSession({ id: 's-2', turn: { tenant: 'acme', userId: 'anyone' } })).toBe(true);
    expect(await owners.ownsClaimedSession({ id: 's-3', turn: { userId: 'tester' } })).toBe(true);
    expect(await owners.ownsClaimedSession({ id: 's-3', turn: { tenant: 'acme', userId: 'tester' } })).toBe(false);
  });
});
