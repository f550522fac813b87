import { describe, expect, it } from 'vitest';
import { mcpTools } from '../../test-support/mcp-tools.js';
import { decideRoute } from './decide-route.js';

describe('a bare yes or no with no question before it', () => {
  it('says nothing waits for it, where other acknowledgements are thanked', () => {
    for (const message of ['yes', 'sure', 'nope']) {
      const result = decideRoute({ message, history: [], tools: mcpTools });
      expect(result.needsTool, message).toBe(false);
      expect(result.directAnswer, message).toMatch(/Nothing of mine is waiting for a yes or no/);
    }
    // With courtesy or in another language too: the same words the producer gives to a parked question.
    for (const message of ['yes please', 'Ja, bitte!', 'no thanks', 'go on then']) {
      expect(decideRoute({ message, history: [], tools: mcpTools }).directAnswer, message).toMatch(/Nothing of mine is waiting/);
    }
    expect(decideRoute({ message: 'ok', history: [], tools: mcpTools }).directAnswer).toBe('Great. Anything else I can do for you?');
  });
});

describe('thanks or a goodbye after a word of assent', () => {
  it('is small talk, not an open question', () => {
    const expected: Record<string, RegExp> = {
      'ok cheers, bye': /welcome/,
      'ok thanks!': /welcome/,
      'great, thank you': /welcome/,
      'alright, bye then': /Goodbye/,
    };
    for (const [message, reply] of Object.entries(expected)) {
      const result = decideRoute({ message, history: [], tools: mcpTools });
      expect(result.needsTool, message).toBe(false);
      expect(result.directAnswer, message).toMatch(reply);
    }
    // The opener does not make a request small talk.
    expect(decideRoute({ message: 'ok thanks, now list the files in projects', history: [], tools: mcpTools }).needsTool).toBe(true);
  });

  it('takes praise said after thanks as the thanks, and a request after it as the request', () => {
    for (const message of ['Thank you very much, dear, you have been a great help.', "thanks!! you're a lifesaver, honestly"]) {
      expect(decideRoute({ message, history: [], tools: mcpTools }).directAnswer, message).toMatch(/welcome/);
    }
    expect(decideRoute({ message: 'thanks, you have been great, now read notes/todo.md', history: [], tools: mcpTools }).needsTool).toBe(true);
  });
});

describe('thanks and greetings in other languages', () => {
  it.each([
    'danke dir',
    'danke schön!',
    'merci beaucoup',
    'muchas gracias',
    'dziękuję bardzo',
    'arigatou',
    'ありがとうございます',
    'shukran',
    'شكرا',
    'dhanyavaad',
    'धन्यवाद',
    'e se',
    'ẹ ṣé o',
    'asante sana',
    'tusen takk',
  ])('"%s" is thanks, with no tool', (message) => {
    const result = decideRoute({ message, history: [], tools: mcpTools });
    expect(result.needsTool).toBe(false);
    expect(result.directAnswer).toMatch(/welcome/);
  });

  it.each(['namaste', 'salaam', 'cześć', 'merhaba', 'konnichiwa'])('"%s" is a greeting', (message) => {
    expect(decideRoute({ message, history: [], tools: mcpTools }).directAnswer).toMatch(/Hello/);
  });

  it('still reads a request after the thanks, and "e se" opening a question is not thanks', () => {
    expect(decideRoute({ message: 'danke, zeig mir den ordner rezepte', history: [], tools: mcpTools }).needsTool).toBe(true);
    expect(decideRoute({ message: 'e se chover amanhã?', history: [], tools: mcpTools }).directAnswer ?? '').not.toMatch(/welcome/);
  });
});

describe('whether the assistant keeps anything at all', () => {
  it('answers a question about remembering between chats itself', () => {
    for (const message of [
      'can you remember things?',
      'do you remember things between chats or not?',
      'can you remember things between our chats or do you forget everything?',
      'do u remember stuff between conversations',
    ])
      expect(decideRoute({ message, history: [], tools: mcpTools }).needsTool, message).toBe(false);
  });

  it('still keeps or looks up what a question names', () => {
    expect(decideRoute({ message: 'can you remember that my sister is called Ada', history: [], tools: mcpTools }).needsTool).toBe(true);
    expect(decideRoute({ message: 'do you remember what I said about Tom?', history: [], tools: mcpTools }).needsTool).toBe(true);
  });
});
