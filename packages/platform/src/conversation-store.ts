import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { ChatMessage, Turn } from '@switchyard/packet-schema';
import { redisKeys } from './keys.js';
import type { BatchCommand, TickBatch } from './tick-batch.js';
import { normaliseUserId } from '@switchyard/packet-schema';

/** Whose conversation: a session id is the client's choice, so it names a conversation only within one tenant and user. */
export type ConversationOwner = Pick<Turn, 'tenant' | 'userId' | 'sessionId'>;

export interface ConversationSettings {
  maxMessages: number;
  summaryChars: number;
  ttlSeconds: number;
}

/**
 * A save as one script: the messages added, the list capped and its TTL renewed, applied whole (a
 * script runs alone), or refused before anything is written (a key of another type fails the RPUSH).
 * KEYS[1] the conversation; ARGV: how many messages to keep, TTL, then the messages.
 */
const SAVE = `
redis.call('RPUSH', KEYS[1], unpack(ARGV, 3))
redis.call('LTRIM', KEYS[1], -tonumber(ARGV[1]), -1)
redis.call('EXPIRE', KEYS[1], ARGV[2])
return 1`;

/**
 * The last messages of each session, capped and expiring, for producers that
 * send no history. Kept per tenant, user and session: another tenant (or
 * another user of a bot) sending the same session id neither reads these
 * messages nor adds to them.
 */
export class ConversationStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly settings: ConversationSettings,
    /** Given, a save rides the tick's batch on the same connection (one write with the stage records of that tick). */
    private readonly batch?: TickBatch,
  ) {}

  async append(owner: ConversationOwner, messages: ChatMessage[]): Promise<void> {
    if (this.settings.maxMessages === 0 || messages.length === 0) return;
    const command: BatchCommand = [
      'eval',
      SAVE,
      1,
      this.key(owner),
      this.settings.maxMessages,
      this.settings.ttlSeconds,
      ...messages.map((m) => JSON.stringify(m)),
    ];
    if (!this.batch) {
      const [name, ...args] = command;
      await this.redis.call(name, ...args);
      return;
    }
    const [failed] = (await this.batch.queue([command]).replies)[0] ?? [new Error('the conversation save got no reply')];
    if (failed) throw failed;
  }

  /** The kept messages, oldest first. */
  async recent(owner: ConversationOwner): Promise<ChatMessage[]> {
    if (this.settings.maxMessages === 0) return [];
    const items = await this.redis.lrange(this.key(owner), 0, -1);
    return items.map((item) => JSON.parse(item) as ChatMessage);
  }

  private key(owner: ConversationOwner): string {
    // JSON of the triple, so no spelling of one part can pass for another's.
    const scope = JSON.stringify([owner.tenant ?? null, normaliseUserId(owner.userId), owner.sessionId]);
    return redisKeys.conversation(this.prefix, createHash('sha256').update(scope).digest('hex').slice(0, 32));
  }
}

/** A bounded one-line-per-message summary: the newest messages win when space runs out. */
export function summariseMessages(messages: ChatMessage[], maxChars: number): string {
  const lines: string[] = [];
  let used = 0;
  for (const message of [...messages].reverse()) {
    const line = `${message.role}: ${message.content.replace(/\s+/g, ' ').trim()}`;
    const room = maxChars - used - (lines.length > 0 ? 1 : 0);
    if (room <= 0) break;
    lines.unshift(line.length > room ? `${line.slice(0, Math.max(0, room - 1))}…` : line);
    used += Math.min(line.length, room) + (lines.length > 1 ? 1 : 0);
  }
  return lines.join('\n');
}
