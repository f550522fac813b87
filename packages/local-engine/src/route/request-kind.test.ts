import { describe, expect, it } from 'vitest';
import { classifyRequest } from './request-kind.js';

describe('request kind', () => {
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
