import type { Redis } from 'ioredis';
import type { ChatMessage } from '@switchyard/packet-schema';
import { redisKeys } from './keys.js';

export interface ConversationSettings {
  maxMessages: number;
  summaryChars: number;
  ttlSeconds: number;
}

/** The last messages of each session, capped and expiring, for producers that send no history. */
export class ConversationStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly settings: ConversationSettings,
  ) {}

  async append(sessionId: string, messages: ChatMessage[]): Promise<void> {
    if (this.settings.maxMessages === 0 || messages.length === 0) return;
    const key = redisKeys.conversation(this.prefix, sessionId);
    await this.redis
      .multi()
      .rpush(key, ...messages.map((m) => JSON.stringify(m)))
      .ltrim(key, -this.settings.maxMessages, -1)
      .expire(key, this.settings.ttlSeconds)
      .exec();
  }

  /** The kept messages, oldest first. */
  async recent(sessionId: string): Promise<ChatMessage[]> {
    if (this.settings.maxMessages === 0) return [];
    const items = await this.redis.lrange(redisKeys.conversation(this.prefix, sessionId), 0, -1);
    return items.map((item) => JSON.parse(item) as ChatMessage);
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
