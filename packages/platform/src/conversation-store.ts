import { hash } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { ChatMessage, Turn } from '@switchyard/packet-schema';
import { redisKeys } from './keys.js';
import { normaliseUserId } from '@switchyard/packet-schema';

/** Whose conversation: a session id is the client's choice, so it names a conversation only within one tenant and user. */
export type ConversationOwner = Pick<Turn, 'tenant' | 'userId' | 'sessionId'>;

export interface ConversationSettings {
  maxMessages: number;
  summaryChars: number;
  ttlSeconds: number;
}

/**
 * A save written alone, as one script: the messages added, the list capped and its TTL renewed, applied
 * whole (a script runs alone), or refused before anything is written (a key of another type fails the RPUSH).
 * KEYS[1] the conversation; ARGV: how many messages to keep, TTL, then the messages.
 */
const SAVE = `
redis.call('RPUSH', KEYS[1], unpack(ARGV, 3))
redis.call('LTRIM', KEYS[1], -tonumber(ARGV[1]), -1)
redis.call('EXPIRE', KEYS[1], ARGV[2])
return 1`;

/**
 * An exchange to keep for a session, serialised: what a stage's record carries to apply in its own
 * script (see StageRecord), or what is written alone where no record is written (`writeAlone`).
 */
export interface SessionSave {
  /** The conversation's key. */
  key: string;
  /** How many messages the list keeps (the newest). */
  keep: number;
  ttlSeconds: number;
  /** The messages to add, oldest first, each as JSON. */
  messages: string[];
  writeAlone(): Promise<void>;
}

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
  ) {}

  /** The save of these messages for the owner's session; none when nothing is kept (no messages, or a store keeping none). */
  saveOf(owner: ConversationOwner, messages: ChatMessage[]): SessionSave | undefined {
    if (this.settings.maxMessages === 0 || messages.length === 0) return undefined;
    const key = this.key(owner);
    const { maxMessages: keep, ttlSeconds } = this.settings;
    const serialised = messages.map((m) => JSON.stringify(m));
    return {
      key,
      keep,
      ttlSeconds,
      messages: serialised,
      writeAlone: async () => {
        await this.redis.eval(SAVE, 1, key, keep, ttlSeconds, ...serialised);
      },
    };
  }

  /** Keeps the messages now, in a command of their own. */
  async append(owner: ConversationOwner, messages: ChatMessage[]): Promise<void> {
    await this.saveOf(owner, messages)?.writeAlone();
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
    return redisKeys.conversation(this.prefix, hash('sha256', scope, 'hex').slice(0, 32));
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
