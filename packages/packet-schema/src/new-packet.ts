import { randomBytes, randomUUID } from 'node:crypto';
import { SCHEMA_VERSION, type Packet, type Turn } from './schemas.js';

export interface NewPacketOptions {
  id?: string;
  traceparent?: string;
  maxReinjections?: number;
  now?: Date;
}

/** A fresh W3C traceparent (version 00, sampled). */
export function newTraceparent(): string {
  return `00-${randomBytes(16).toString('hex')}-${randomBytes(8).toString('hex')}-01`;
}

/** The packet a producer submits for a turn: queued, no decisions yet. */
export function newPacket(turn: Turn, options: NewPacketOptions = {}): Packet {
  return {
    id: options.id ?? randomUUID(),
    schemaVersion: SCHEMA_VERSION,
    createdAt: (options.now ?? new Date()).toISOString(),
    hop: 0,
    turn,
    status: { state: 'queued', log: [] },
    reinjection: { count: 0, max: options.maxReinjections ?? 3 },
    trace: { traceparent: options.traceparent ?? newTraceparent() },
  };
}
