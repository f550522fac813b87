import { describe, expect, it } from 'vitest';
import { classifyRequest } from './request-kind.js';

describe('request kind', () => {
  it('reads asking what a thing is, what it means or how to do it oneself, whatever tool words it holds', () => {
    for (const message of ["what's a knowledge graph?", 'echo chamber meaning', 'how do I read a file in Python', 'is it safe to delete the temp folder']) {
      expect(classifyRequest(message).cues, message).toContain('definition');
    }
    for (const message of ['show me notes/todo.txt', "what's in notes/ideas.md", 'what does the readme say']) {
      expect(classifyRequest(message).cues, message).not.toContain('definition');
    }
  });

  it('reads "can you help me write …" as a request to write, as "help me write …" is', () => {
    expect(classifyRequest('can you help me write a short whatsapp to Tiago asking to swap my saturday shift').cues).toContain('compose');
    expect(classifyRequest('could you help me to draft a letter to the council').cues).toContain('compose');
    expect(classifyRequest('can you help me move notes/a.md').cues).not.toContain('compose');
    expect(classifyRequest("help me word an email to a client who hasn't paid in 90 days").cues).toContain('compose');
  });

  it('reads the size of a thing in the world as knowledge, and the size of a file or folder as not', () => {
    for (const message of ['how big is the pacific ocean', 'how big is Lebanon in km² compared to Quebec', 'how tall is the eiffel tower']) {
      expect(classifyRequest(message).cues, message).toContain('knowledge');
    }
    for (const message of ['how big is photos/cat.jpg', 'how big is the recipes folder', 'how big is my backup', 'how big are the videos from the wedding']) {
      expect(classifyRequest(message).cues, message).not.toContain('knowledge');
    }
  });

  it('reads asking for another way to say something as a question about words', () => {
    expect(classifyRequest("a more poetic way to say 'drydown' for a marketing brief").cues).toContain('definition');
    expect(classifyRequest('another word for happy').cues).toContain('definition');
  });

  it("reads a fact of someone the user knows as the user's own data, not general knowledge", () => {
    expect(classifyRequest('who works at packright')).toMatchObject({ needsWorld: true });
    expect(classifyRequest('what was the name of the plumber I liked')).toMatchObject({ needsWorld: true });
    expect(classifyRequest('who is Einstein')).toMatchObject({ needsWorld: false });
  });

  it('tells writing, explaining and knowledge from live facts, own data, actions and files', () => {
    expect(classifyRequest('Write a haiku about the sea.')).toMatchObject({ answerable: true, needsWorld: false });
    expect(classifyRequest('Why is the sky blue?')).toMatchObject({ answerable: true, needsWorld: false });
    expect(classifyRequest('What is the weather in Oslo right now?')).toMatchObject({ needsWorld: true });
    expect(classifyRequest('Cancel my order from last week.')).toMatchObject({ needsWorld: true });
    expect(classifyRequest('Summarize report.pdf for me')).toMatchObject({ needsWorld: true });
  });

  it('reads a passage given to work on as material, not as the request', () => {
    const kind = classifyRequest('Rewrite the sentence to be clearer.\n\nI saw my manager yesterday at report.pdf review.');
    expect(kind).toMatchObject({ answerable: true, needsWorld: false });
    expect(classifyRequest('Tell me what changed today.\n\nnothing')).toMatchObject({ needsWorld: true });
  });
});
