import { describe, expect, it } from 'vitest';
import { mcpTools } from '../../test-support/mcp-tools.js';
import { decideRoute } from '../route/decide-route.js';
import { classifyRequest } from '../route/request-kind.js';
import { asksAboutWord } from './word-question.js';

describe('a question about a quoted word', () => {
  const asked = [
    'Beth ydy "paint brush" yn Gymraeg?',
    'Mikä on "screen reader" virallisesti suomeksi, ruudunlukija vai näytönlukuohjelma?',
    'è corretto dire "sposi" anche per due donne?',
    'Ko e hā e lea faka-Pilitānia ki he "fakamālō"?',
    'how do you say "good luck" in Tongan?',
    "what does 'kia kaha' mean?",
  ];

  it('asks about language in any language, and needs no tool', () => {
    for (const message of asked) {
      expect(asksAboutWord(message), message).toBe(true);
      expect(classifyRequest(message).cues, message).toContain('definition');
    }
    // Among a few file and memory tools, the quoted word no longer reads as a file or a person to look up.
    for (const message of asked.filter((text) => !text.startsWith('è'))) {
      expect(decideRoute({ message, history: [], tools: mcpTools }).needsTool, message).toBe(false);
    }
  });

  it('is not a question of what a file or the memory holds', () => {
    for (const message of ['is "backup" a file or a folder?', 'any files with "invoice" in the name?', "does memory have anything on 'Elm Road'?"]) {
      expect(asksAboutWord(message), message).toBe(false);
    }
    expect(asksAboutWord("what does 'notes.md' say?")).toBe(false);
    // Told, not asked: the word's meaning is a fact to keep.
    expect(asksAboutWord("remember that 'sposi' means spouses")).toBe(false);
    expect(decideRoute({ message: 'what does notes.md say', history: [], tools: mcpTools }).needsTool).toBe(true);
  });
});
