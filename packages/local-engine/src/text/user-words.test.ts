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
