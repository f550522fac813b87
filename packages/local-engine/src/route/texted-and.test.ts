import { describe, expect, it } from 'vitest';
import { withTypedAnd } from './texted-and.js';

describe('"n" typed for "and"', () => {
  it('joins two requests where a firm verb follows it', () => {
    expect(withTypedAnd('make a folder called jobs n move my cv into it')).toBe('make a folder called jobs and move my cv into it');
    expect(withTypedAnd('read todo.md n then delete it')).toBe('read todo.md and then delete it');
  });

  it('leaves a name, a variable or a plain word alone', () => {
    expect(withTypedAnd('show the first n lines of log.txt')).toBe('show the first n lines of log.txt');
    expect(withTypedAnd('rock n roll playlist')).toBe('rock n roll playlist');
    expect(withTypedAnd('add salt & pepper to my list')).toBe('add salt & pepper to my list');
  });
});
