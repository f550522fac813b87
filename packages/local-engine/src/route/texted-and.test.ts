import { describe, expect, it } from 'vitest';
import { fastestRead } from '../../test-support/fastest-read.js';
import { withSpelledShorthand, withTypedAnd } from './texted-and.js';

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

describe('shorthand typed with a slash', () => {
  it('reads w/, w/o, b/c and and/or as their words', () => {
    expect(withSpelledShorthand('files in vaccins w/ sizes')).toBe('files in vaccins with sizes');
    expect(withSpelledShorthand('list photos W/ sizes pls')).toBe('list photos with sizes pls');
    expect(withSpelledShorthand('show docs w/o the hidden ones')).toBe('show docs without the hidden ones');
    expect(withSpelledShorthand('list music b/c i forgot')).toBe('list music because i forgot');
    expect(withSpelledShorthand('list invoices and/or receipts')).toBe('list invoices or receipts');
  });

  it('leaves paths that only start or end like shorthand alone', () => {
    expect(withSpelledShorthand('move w/2024.txt to old')).toBe('move w/2024.txt to old');
    expect(withSpelledShorthand("what's in downloads/ w/ sizes")).toBe("what's in downloads/ with sizes");
    expect(withSpelledShorthand('open notes/w/ please')).toBe('open notes/w/ please');
    expect(withSpelledShorthand('read sub/b/c')).toBe('read sub/b/c');
  });

  it('stays fast on long runs of slashes and letters', () => {
    for (const text of ['w/'.repeat(30000), '/'.repeat(65536), 'w/ '.repeat(20000)]) {
      expect(
        fastestRead((attempt) => {
          withSpelledShorthand(text.slice(attempt));
        }),
      ).toBeLessThan(300);
    }
  });
});
