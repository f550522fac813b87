import { beforeAll, describe, expect, it } from 'vitest';
import { compilePacketCheck, isCurrentPacketAsIs } from './compiled-packet-check.js';
import { PacketSchema, parsePacket, TEXT_LIMITS, type Packet } from './index.js';
import { fullPacket } from '../test-support/full-packet.js';

/** Every value a forger or a bug might put in place of one field. */
const REPLACEMENTS: unknown[] = [
  undefined,
  null,
  0,
  -1,
  0.5,
  1.5,
  2 ** 53,
  '',
  'x',
  '😀'.repeat(TEXT_LIMITS.short / 2 + 1),
  'a'.repeat(TEXT_LIMITS.short + 1),
  'a'.repeat(TEXT_LIMITS.long + 1),
  '2026-01-02T03:04:05+01:00',
  '2026-02-30T03:04:05Z',
  '00000000-0000-0000-0000-000000000000',
  true,
  [],
  [1],
  {},
  { extra: 1 },
];

/** Every path in the value, objects and arrays included. */
function paths(value: unknown, at: Array<string | number> = []): Array<Array<string | number>> {
  if (value === null || typeof value !== 'object') return [at];
  const keys = Array.isArray(value) ? value.map((_, i) => i) : Object.keys(value);
  return [at, ...keys.flatMap((key) => paths((value as Record<string | number, unknown>)[key], [...at, key]))];
}

function changed(packet: Packet, path: Array<string | number>, change: (parent: Record<string | number, unknown>, key: string | number) => void): unknown {
  const copy = structuredClone(packet) as unknown as Record<string | number, unknown>;
  let parent = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  change(parent, path.at(-1)!);
  return JSON.parse(JSON.stringify(copy));
}

describe('the compiled packet check', () => {
  beforeAll(() => {
    compilePacketCheck();
  });

  it('accepts a full packet as it is, and parsePacket hands back that same object', () => {
    const packet = JSON.parse(JSON.stringify(fullPacket())) as Packet;
    expect(PacketSchema.safeParse(packet).success).toBe(true);
    expect(isCurrentPacketAsIs(packet)).toBe(true);
    expect(parsePacket(packet)).toBe(packet);
  });

  it('never accepts what zod rejects or would change, for every field replaced, removed or grown', () => {
    const base = fullPacket();
    let accepted = 0;
    let rejected = 0;
    for (const path of paths(base).filter((p) => p.length > 0)) {
      const variants = [
        ...REPLACEMENTS.map((value) =>
          changed(base, path, (parent, key) => {
            parent[key] = value;
          }),
        ),
        changed(base, path, (parent, key) => void delete parent[key]),
        changed(base, path, (parent, key) => {
          const value = parent[key];
          if (value && typeof value === 'object' && !Array.isArray(value)) (value as Record<string, unknown>).forged = 'x';
          if (Array.isArray(value)) for (let i = 0; i < 300; i += 1) value.push(value[0]);
        }),
      ];
      for (const variant of variants) {
        const zod = PacketSchema.safeParse(variant);
        if (isCurrentPacketAsIs(variant)) {
          accepted += 1;
          expect(zod.success, `accepted at ${path.join('.')}: ${JSON.stringify(zod.error?.issues)}`).toBe(true);
          expect(zod.data, `zod would change it at ${path.join('.')}`).toEqual(variant);
        } else rejected += 1;
      }
    }
    // Both answers occur: the check is neither a rubber stamp nor a wall.
    expect(accepted).toBeGreaterThan(100);
    expect(rejected).toBeGreaterThan(1_000);
  });

  it('never accepts a `__proto__` key of its own in an object the schema describes, closed or a record (zod drops that key)', () => {
    const base = fullPacket();
    let objects = 0;
    let rejected = 0;
    for (const path of paths(base)) {
      let forged = false;
      const variant = changed(base, [...path, '__proto__'], (parent, key) => {
        if (!parent || typeof parent !== 'object' || Array.isArray(parent)) return;
        forged = true;
        objects += 1;
        // As JSON.parse makes it: an own, enumerable key, not the prototype.
        Object.defineProperty(parent, key, { value: { forged: true }, enumerable: true, configurable: true, writable: true });
      });
      if (!forged) continue;
      if (!isCurrentPacketAsIs(variant)) {
        rejected += 1;
        continue;
      }
      // Accepted only inside free JSON (a step's arguments), where zod keeps the key too.
      const zod = PacketSchema.safeParse(variant);
      expect(zod.success, `accepted with __proto__ at ${path.join('.')}`).toBe(true);
      expect(zod.data, `zod would change it at ${path.join('.')}`).toEqual(variant);
    }
    // Every object the schema describes, closed ones and records.
    expect(rejected).toBeGreaterThan(20);
    expect(rejected).toBeGreaterThan(objects / 2);
  });

  it('sends a packet with a field the schema does not know to zod, which strips it', () => {
    const forged = { ...JSON.parse(JSON.stringify(fullPacket())), isAdmin: true } as Record<string, unknown>;
    expect(isCurrentPacketAsIs(forged)).toBe(false);
    const parsed = parsePacket(forged) as unknown as Record<string, unknown>;
    expect(parsed).not.toBe(forged);
    expect(parsed.isAdmin).toBeUndefined();
  });

  it('sends a text that only its surrogate pairs keep within its bound to zod, which accepts it', () => {
    const packet = JSON.parse(JSON.stringify(fullPacket())) as Packet;
    packet.turn.historySummary = '😀'.repeat(TEXT_LIMITS.short / 2 + 1);
    expect(isCurrentPacketAsIs(packet)).toBe(false);
    const parsed = parsePacket(packet);
    expect(parsed).not.toBe(packet);
    expect(parsed.turn.historySummary).toBe(packet.turn.historySummary);
  });

  it('holds the reinjection count within its max, which JSON Schema cannot say', () => {
    const packet = { ...JSON.parse(JSON.stringify(fullPacket())), reinjection: { count: 9, max: 3 } };
    expect(isCurrentPacketAsIs(packet)).toBe(false);
    expect(() => parsePacket(packet)).toThrowError(/reinjection count is above its max/);
  });
});
