import { describe, expect, it } from 'vitest';
import { offersMemoryWrite, tellsFactToKeep } from './told-fact.js';
import { filesystemTools, memoryTools } from '../../test-support/mcp-tools.js';

describe('a fact told about someone or a business, with no "remember"', () => {
  it('is a statement about someone named, a business, or a tie told by a name, or one told to be noted', () => {
    for (const message of [
      'fabric supplier is Budi Textiles',
      'corner cafe closes at 3 on sundays now',
      'Wen works at the library now',
      'my study buddy is Ola',
      'jot down the electrician wants cash',
      'the gym is on Hill St, note that',
    ]) {
      expect(tellsFactToKeep(message), message).toBe(true);
    }
  });

  it('is not a question, a passing remark or a request', () => {
    for (const message of ['who is my supplier?', 'This is great', 'It is raining', 'The sun is hot', 'write a poem about my cat', 'thanks!']) {
      expect(tellsFactToKeep(message), message).toBe(false);
    }
  });

  it('is one more thing about someone, two people told together, or someone told by their tie to the user', () => {
    for (const message of [
      "one more thing about Gus: he's away all of August",
      'also note for project Falcon that the budget is 40k',
      'Ana and Leo are both on the rota now',
      'jonas isnt my lab partner anymore',
    ]) {
      expect(tellsFactToKeep(message), message).toBe(true);
    }
    for (const message of ['this is my house', 'life is my teacher', 'one more thing about python: is it slow?']) {
      expect(tellsFactToKeep(message), message).toBe(false);
    }
  });

  it('counts only beside a tool that writes to a memory', () => {
    expect(offersMemoryWrite(memoryTools)).toBe(true);
    expect(offersMemoryWrite(filesystemTools)).toBe(false);
  });
});
