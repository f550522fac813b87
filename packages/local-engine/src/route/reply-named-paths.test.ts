import { describe, expect, it } from 'vitest';
import type { EngineMessage } from '../types.js';
import { namesReplyPath } from './reply-named-paths.js';

const said = (...contents: string[]): EngineMessage[] => contents.map((content, at) => ({ role: at % 2 === 0 ? 'user' : 'assistant', content }));

describe('a path only a reply named', () => {
  it('is one the user never wrote', () => {
    expect(namesReplyPath('delete notes/keys.txt', 'delete that', said('find my keys', 'I found one match: notes/keys.txt'))).toBe(true);
  });

  it('is not one the message or a latest user turn wrote', () => {
    expect(namesReplyPath('delete notes/a.md', 'delete it', said('read notes/a.md', 'Here is notes/a.md'))).toBe(false);
    expect(namesReplyPath('rename notes/a.md to b.md', 'rename notes/a.md to b.md', said('hi', 'hello'))).toBe(false);
    expect(namesReplyPath('make folders notes/a and notes/b', 'make folders notes/a and notes/b', said('hi', 'hello'))).toBe(false);
  });
});
