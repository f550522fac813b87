import { describe, expect, it } from 'vitest';
import { inUserWords } from './user-words.js';

describe('inUserWords', () => {
  it('writes quoted and listed stems as the user wrote them', () => {
    const message = 'Delete all the entities about Ada';
    expect(inUserWords('The tool "memory.delete_entities" matches the request (delet, entiti).', message)).toBe(
      'The tool "memory.delete_entities" matches the request (Delete, entities).',
    );
    expect(inUserWords('matches "delet", "entiti"', message)).toBe('matches "Delete", "entities"');
  });

  it('leaves words that are no stem of the message alone', () => {
    expect(inUserWords('matches "weather" (forecast)', 'delete the entities')).toBe('matches "weather" (forecast)');
  });
});

describe('inUserWords, read once per message', () => {
  it('gives each rationale of one message its own rewriting, and the same one again', () => {
    const message = 'Delete all the entities about Ada';
    const first = inUserWords('matches "delet"', message);
    expect(inUserWords('listed (entiti, ada)', message)).toBe('listed (entities, Ada)');
    expect(inUserWords('matches "delet"', message)).toBe(first);
    expect(inUserWords('matches "delet"', 'delete it')).toBe('matches "delete"');
  });

  it('returns a rationale with no quoted word or list as it is', () => {
    const rationale = 'the request names no tool';
    expect(inUserWords(rationale, 'Delete all the entities')).toBe(rationale);
  });
});
