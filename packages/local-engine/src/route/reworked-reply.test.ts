import { describe, expect, it } from 'vitest';
import { mcpTools } from '../../test-support/mcp-tools.js';
import type { EngineMessage } from '../types.js';
import { decideRoute } from './decide-route.js';
import { classifyRequest } from './request-kind.js';
import { lastReplyIsOwnText, reworksLastReply } from './reworked-reply.js';

const drafted: EngineMessage[] = [
  { role: 'user', content: 'read my notes from day 1 and day 2 and write a short summary for the report' },
  { role: 'assistant', content: 'Days 1 and 2: mapped the northern trench, logged six cores and stopped drilling at noon when the road flooded.' },
];
const shownFile: EngineMessage[] = [
  { role: 'user', content: 'open the flyer one' },
  { role: 'assistant', content: 'Marketing/flyer.txt: "Dog grooming at your door. Bath, cut, nails and lots of love."' },
];
const afterTool: EngineMessage[] = [
  { role: 'user', content: 'read the flyer' },
  { role: 'tool', content: 'Dog grooming at your door. Bath, cut, nails and lots of love.' },
  { role: 'assistant', content: 'It says: dog grooming at your door, with bath, cut, nails and lots of love.' },
];

describe('a rework of the text the assistant just wrote', () => {
  const reworks = [
    'more polite please',
    'Make it third person and a bit warmer.',
    'shorter, and mention the dyno',
    'Make it 3 bullet points',
    "less warm. she's a lawyer",
    'Thank you. Would you be so kind as to make it slightly less formal? Anh has been a client for many years.',
    'ok make the opening less cringe then',
    'rephrase it',
  ];

  it('needs no tool, even after a request that needed one', () => {
    for (const message of reworks) {
      expect(reworksLastReply(message, drafted), message).toBe(true);
      expect(classifyRequest(message, true).cues, message).toContain('compose');
      // "she's a lawyer" also tells a fact of someone, which a memory may keep: the reading does not hide it.
      if (!message.includes('lawyer')) expect(decideRoute({ message, history: drafted, tools: mcpTools }).needsTool, message).toBe(false);
    }
  });

  it('is not read when the turn asks to keep or send the text too', () => {
    for (const message of ['make it shorter and save it to notes.md', 'shorter, then email it to Ana', 'more formal and add it to the letters file']) {
      expect(reworksLastReply(message, drafted), message).toBe(false);
    }
    expect(decideRoute({ message: 'make it shorter and save it to notes.md', history: drafted, tools: mcpTools }).needsTool).toBe(true);
  });

  it('is not read after a reply that shows a file or a tool result', () => {
    expect(lastReplyIsOwnText(drafted)).toBe(true);
    expect(lastReplyIsOwnText(shownFile)).toBe(false);
    expect(lastReplyIsOwnText(afterTool)).toBe(false);
    expect(reworksLastReply('make it shorter', shownFile)).toBe(false);
    expect(reworksLastReply('make it shorter', afterTool)).toBe(false);
    expect(reworksLastReply('make it shorter', [])).toBe(false);
  });

  it('is not read from a turn that asks something else', () => {
    for (const message of ['thanks, now read todo.md', 'what does notes.md say', 'list the files in projects']) {
      expect(reworksLastReply(message, drafted), message).toBe(false);
    }
  });
});
