import { describe, expect, it } from 'vitest';
import { readRequestAction } from './request-action.js';

/** The kinds of thing a request is about, in a fixed order. */
const kinds = (message: string): string[] => [...readRequestAction(message).objects].sort();

describe('whether a named path is a file or a folder', () => {
  it('goes by the form first: an extension makes a file, a slash at the end a folder', () => {
    expect(kinds('open notes/todo.md')).toEqual(['file']);
    expect(kinds('cat .env.example')).toEqual(['file']);
    expect(kinds('show me photos/2024/')).toEqual(['directory']);
    expect(kinds('show me ~/.config/')).toEqual(['directory']);
  });

  it('reads a name without an extension as a file when the words call it one', () => {
    expect(kinds('show me both journal entries, journal/a and journal/b')).toEqual(['file']);
    expect(kinds('open the note notes/groceries')).toEqual(['file']);
    expect(kinds('print the documents letters/mom and letters/dad')).toEqual(['file']);
    expect(kinds('read drafts/intro')).toEqual(['file']);
    expect(kinds('head logs/server')).toEqual(['file']);
    expect(readRequestAction('show me both journal entries, journal/a and journal/b').action).toBe('read');
  });

  it('keeps a bare name a folder, and files inside a folder are not the folder', () => {
    expect(kinds('show me journal/2024')).toEqual(['directory']);
    expect(kinds('what files are in projects/2024')).toEqual(['directory', 'file']);
    expect(kinds('open the photos/2024 folder')).toEqual(['directory']);
    expect(readRequestAction('what files are in projects/2024').action).toBe('list');
    expect(readRequestAction("what's in projects").action).toBe('list');
  });

  it('reads a hidden name by how configuration files are named, unless the words say otherwise', () => {
    expect(kinds('open ~/.bashrc')).toEqual(['file']);
    expect(kinds("what's in .gitignore")).toEqual(['file']);
    expect(kinds('show me ~/.bash_profile')).toEqual(['file']);
    expect(kinds("what's in ~/.config")).toEqual(['directory']);
    expect(kinds('show me ~/.ssh')).toEqual(['directory']);
    expect(kinds('list the ~/.npmrc folder')).toEqual(['directory']);
    expect(kinds('read ~/.ssh')).toEqual(['file']);
    expect(readRequestAction("what's in ~/.config").action).toBe('list');
  });
});
