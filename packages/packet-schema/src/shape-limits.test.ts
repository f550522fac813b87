import { describe, expect, it } from 'vitest';
import { newPacket } from './new-packet.js';
import { checkShape, PACKET_SHAPE, SHAPE_LIMITS } from './shape-limits.js';
import { parsePacket } from './upgrade.js';
import { PacketValidationError } from './errors.js';

function nested(depth: number): unknown {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
}

describe('checkShape', () => {
  it('finds a value nested deeper than the limit without overflowing the stack', () => {
    expect(checkShape(nested(10_000), PACKET_SHAPE)).toEqual({ kind: 'too_deep', limit: SHAPE_LIMITS.packetDepth });
    expect(checkShape(nested(SHAPE_LIMITS.packetDepth), PACKET_SHAPE)).toBeUndefined();
    expect(checkShape(nested(SHAPE_LIMITS.packetDepth + 1), PACKET_SHAPE)?.kind).toBe('too_deep');
  });

  it('finds a value larger than the limit', () => {
    expect(checkShape({ text: 'x'.repeat(2_000) }, { maxDepth: 10, maxBytes: 1_000 })).toEqual({ kind: 'too_large', limit: 1_000 });
    expect(checkShape(new Array(2_000).fill(0), { maxDepth: 10, maxBytes: 1_000 })?.kind).toBe('too_large');
    expect(checkShape({ text: 'x'.repeat(500) }, { maxDepth: 10, maxBytes: 1_000 })).toBeUndefined();
  });
});

describe('parsePacket on hostile shapes', () => {
  const packet = () => newPacket({ sessionId: 's', userId: 'u', agentId: 'a', message: 'hi', history: [] });

  it('refuses a packet nested 10,000 deep before validating it', () => {
    const deep = { ...packet(), plan: nested(10_000) };
    expect(() => parsePacket(deep)).toThrowError(PacketValidationError);
    expect(() => parsePacket(deep)).toThrowError(/packet is nested deeper than 64 levels/);
  });

  it('refuses an oversize packet', () => {
    const huge = { ...packet(), extra: 'x'.repeat(SHAPE_LIMITS.packetBytes + 1) };
    expect(() => parsePacket(huge)).toThrowError(/packet is larger than \d+ bytes/);
  });

  it('still accepts an ordinary packet', () => {
    expect(parsePacket(JSON.parse(JSON.stringify(packet()))).turn.message).toBe('hi');
  });
});
