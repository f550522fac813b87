import { z } from 'zod';
import { PacketValidationError } from './errors.js';
import { formatIssues } from './format-issues.js';
import { PacketSchema, SCHEMA_VERSION, type Packet } from './schemas.js';
import { newPacket } from './new-packet.js';
import { describeShapeViolation, measureShape, PACKET_SHAPE } from './shape-limits.js';
import { isCurrentPacketAsIs } from './compiled-packet-check.js';

/**
 * Version 0: the draft turn format producers sent before the versioned packet —
 * a flat turn with `text` instead of `message`, no agent, no status.
 */
export const PacketV0Schema = z.object({
  schemaVersion: z.literal(0),
  id: z.uuid(),
  sessionId: z.string().min(1),
  userId: z.string().min(1),
  text: z.string().min(1),
  history: z.array(z.object({ role: z.enum(['user', 'assistant']), content: z.string() })).optional(),
  traceparent: z.string().optional(),
});
export type PacketV0 = z.infer<typeof PacketV0Schema>;

function upgradeV0(old: PacketV0): unknown {
  const packet = newPacket(
    {
      sessionId: old.sessionId,
      userId: old.userId,
      agentId: 'default',
      message: old.text,
      history: old.history ?? [],
    },
    { id: old.id },
  );
  // Keep the producer's trace when it sent a valid one; newPacket made a fresh one otherwise.
  if (old.traceparent) packet.trace.traceparent = old.traceparent;
  return packet;
}

/** Brings a raw packet of the current or the previous version to the current one (unvalidated). */
export function upgrade(raw: unknown): unknown {
  if (typeof raw !== 'object' || raw === null) return raw;
  const version = (raw as { schemaVersion?: unknown }).schemaVersion;
  if (version === 0) {
    const parsed = PacketV0Schema.safeParse(raw);
    if (!parsed.success) throw new PacketValidationError(formatIssues(parsed.error, 'packet(v0)'));
    return upgradeV0(parsed.data);
  }
  return raw;
}

/**
 * Packets up to this size (as `measureShape` counts; a turn's packet is a few KB) may take the compiled check; its
 * saving is per visit and small, while on a wide hostile packet it would walk everything before zod does it again.
 */
const FAST_PATH_MAX_BYTES = 256 * 1024;

/**
 * Validates anything that claims to be a packet; upgrades the previous version first. A current
 * packet that the compiled check accepts is returned as it is (not copied); anything else is
 * parsed by zod, which returns a copy without unknown fields or says what is wrong.
 */
export function parsePacket(raw: unknown): Packet {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    throw new PacketValidationError(`packet: expected an object, received ${describe(raw)}`);
  }
  // Before zod or anything else recurses into it.
  const { violation, bytes } = measureShape(raw, PACKET_SHAPE);
  if (violation) throw new PacketValidationError(describeShapeViolation('packet', violation));
  const version = (raw as { schemaVersion?: unknown }).schemaVersion;
  if (version !== SCHEMA_VERSION && version !== SCHEMA_VERSION - 1) {
    throw new PacketValidationError(`packet.schemaVersion: ${JSON.stringify(version)} is not supported (accepted: ${SCHEMA_VERSION - 1}, ${SCHEMA_VERSION})`);
  }
  // A big packet goes straight to zod: were it hostile, the compiled walk would only add to zod's.
  if (version === SCHEMA_VERSION && bytes <= FAST_PATH_MAX_BYTES && isCurrentPacketAsIs(raw)) return raw;
  const result = PacketSchema.safeParse(upgrade(raw));
  if (!result.success) throw new PacketValidationError(formatIssues(result.error));
  return result.data;
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value;
}

/** `PacketSchema.safeParse`, with the compiled check in front: a packet it accepts is the result as it is. */
export function safeParseCurrentPacket(value: unknown): ReturnType<typeof PacketSchema.safeParse> {
  if (isCurrentPacketAsIs(value)) return { success: true, data: value };
  return PacketSchema.safeParse(value);
}
