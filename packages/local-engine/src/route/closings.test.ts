import { describe, expect, it } from 'vitest';
import { mcpTools } from '../../test-support/mcp-tools.js';
import { decideRoute } from './decide-route.js';
import { detectSmallTalk } from './small-talk.js';

const route = (message: string) => decideRoute({ message, history: [], tools: mcpTools });

describe('closings and blessings', () => {
  it('reads goodnights, blessings and thanks to a friend as small talk', () => {
    const expected: Record<string, string> = {
      'God bless, good night.': 'farewell',
      'goodnight!': 'farewell',
      'Night, see you tomorrow': 'farewell',
      'sleep well': 'farewell',
      'Thank you my friend.': 'thanks',
      'cheers mate': 'thanks',
    };
    for (const [message, kind] of Object.entries(expected)) {
      expect(detectSmallTalk(message)?.kind, message).toBe(kind);
      expect(route(message).needsTool, message).toBe(false);
    }
  });

  it('takes a pleasantry passed on from someone else as the pleasantry', () => {
    for (const message of ['Night, Nuppu says goodnight too.', 'goodnight, the kids send their love', 'thanks, Mum says thank you as well']) {
      expect(detectSmallTalk(message), message).toBeDefined();
      expect(route(message).needsTool, message).toBe(false);
    }
  });

  it('still reads a request after the closing, and "night" that is no goodnight', () => {
    expect(detectSmallTalk('Night, Nuppu says she needs the vet list')).toBeUndefined();
    expect(detectSmallTalk("Night, remember Nuppu's vet is at 9")).toBeUndefined();
    expect(detectSmallTalk('night shift schedule')).toBeUndefined();
    expect(route('thanks my friend, now read todo.md').needsTool).toBe(true);
  });
});
