import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ToolSpec } from '../types.js';
import { selectCalls } from './select-calls.js';
import { lowerCaseSubject } from '../extract/lower-case-subject.js';

/** The filesystem, memory and everything servers' tools, as offered to the engine. */
const tools = JSON.parse(readFileSync(new URL('../../../../eval/corpus/data/reference_tools.json', import.meta.url), 'utf8')) as ToolSpec[];
const tool = (message: string) => selectCalls({ message, history: [], tools }).calls[0]?.tool;

describe('news of someone told by name is added to their record', () => {
  it('adds news told of someone by name alone, with no word of keeping', () => {
    expect(tool('Bekov also wants the cross sections in PDF not PNG')).toBe('memory.add_observations');
    expect(tool("linnea can't work sundays")).toBe('memory.add_observations');
    expect(tool('hamid got his tools back, perceuse returned')).toBe('memory.add_observations');
  });

  it('makes the record where who someone is is told, or keeping is asked', () => {
    expect(tool('my neighbor is Mrs. Okafor, she has a spare key to my house')).toBe('memory.create_entities');
    expect(tool('remember Linnea is the new setter, strong on slab')).toBe('memory.create_entities');
  });
});

describe('words quoted in a request to remove are one fact', () => {
  it('deletes the quoted fact, not the record it was said of', () => {
    expect(tool("remove 'teaches piano' from Kenji, he quit")).toBe('memory.delete_observations');
    expect(selectCalls({ message: 'Remove Kenji\'s "teaches piano", he quit now.', history: [], tools }).calls[0]?.arguments).toEqual({
      deletions: [{ entityName: 'Kenji', observations: ['teaches piano'] }],
    });
  });

  it('deletes a record named in quotes, or one said to be called so', () => {
    expect(tool('delete "Tom Byrne" from memory')).toBe('memory.delete_entities');
    expect(tool("forget my old phone number entry, the entity is called 'old phone'")).toBe('memory.delete_entities');
  });
});

describe('the news, filed under whom it is about', () => {
  const added = (message: string) => selectCalls({ message, history: [], tools }).calls[0]?.arguments;

  it('reads a lower-case name before news of theirs, and a note after the colon of a name', () => {
    expect(added('giulia raised prices 10% from jan')).toEqual({ observations: [{ entityName: 'giulia', contents: ['raised prices 10% from jan'] }] });
    expect(added('Subramanian: dose changed to 1000 mg at night per Dr. Mohan.')).toEqual({
      observations: [{ entityName: 'Subramanian', contents: ['dose changed to 1000 mg at night per Dr. Mohan'] }],
    });
  });

  it('reads no name in a thing that changed', () => {
    expect(lowerCaseSubject('the price changed again')).toBeUndefined();
    expect(lowerCaseSubject('prices raised again')).toBeUndefined();
  });
});
