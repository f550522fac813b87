import { describe, expect, it } from 'vitest';
import { summariseMessages } from './conversation-store.js';

describe('summariseMessages', () => {
  it('keeps the newest messages within the bound', () => {
    const messages = [
      { role: 'user' as const, content: 'my name is Ada' },
      { role: 'assistant' as const, content: 'Nice to meet you, Ada.' },
      { role: 'user' as const, content: 'x'.repeat(500) },
    ];
    const summary = summariseMessages(messages, 120);
    expect(summary.length).toBeLessThanOrEqual(120);
    expect(summary.startsWith('user: xxx')).toBe(true);
    expect(summariseMessages(messages.slice(0, 2), 600)).toBe('user: my name is Ada\nassistant: Nice to meet you, Ada.');
  });
});
