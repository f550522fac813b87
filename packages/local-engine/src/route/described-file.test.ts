import { describe, expect, it } from 'vitest';
import type { EngineMessage } from '../types.js';
import { describedFile } from './described-file.js';

const after = (user: string, reply = 'Here it is.'): EngineMessage[] => [
  { role: 'user', content: user },
  { role: 'assistant', content: reply },
];

describe('a file the conversation named, called by what it is', () => {
  it('is written as the one named file whose name holds the words before the noun', () => {
    expect(describedFile("add 'ring Dave' to my todo list", after('read todo.txt'))).toBe("add 'ring Dave' to todo.txt");
    // Listed in a reply to "show me the plots folder": the file is in that folder.
    expect(describedFile('add Leila to the waiting list', after('show me the plots folder', 'plots has: waiting_list.csv, assignments.csv'))).toBe(
      'add Leila to plots/waiting_list.csv',
    );
    expect(describedFile('add Leila to the waiting list', after('show plots/waiting_list.csv'))).toBe('add Leila to plots/waiting_list.csv');
  });

  it('is left alone when no one named file fits, or the message names a file', () => {
    expect(describedFile('add milk to my shopping list', after('hi', 'hello'))).toBeUndefined();
    expect(describedFile('add milk to my shopping list', after('compare shopping-mon.txt and shopping-tue.txt'))).toBeUndefined();
    expect(describedFile('add milk to notes/list.txt', after('read todo.txt'))).toBeUndefined();
    expect(describedFile('add milk to my todo list', [])).toBeUndefined();
  });

  it('is not a file whose name says it is another thing ("the kiln log" is not kiln-shelves-2026-10-28.txt)', () => {
    const receipts = after('ls home/receipts', '[FILE] hardware-store-2026-11-10.txt\n[FILE] kiln-shelves-2026-10-28.txt');
    expect(describedFile('when did i last change the kiln log', receipts)).toBeUndefined();
    expect(describedFile('open the july rota', after('ls shifts', '[FILE] rota-july.txt\n[FILE] rota-june.txt'))).toBe('open shifts/rota-july.txt');
  });
});

describe('a list called by what it is, listed in a folder a few turns back', () => {
  it('is the listed file in the folder its listing was of', () => {
    const history = [
      { role: 'user' as const, content: 'whats in the props folder' },
      { role: 'assistant' as const, content: 'Listed the folder props.\n[FILE] borrowed-items.md\n[FILE] prop-list.csv\n[FILE] shopping-list.txt' },
      { role: 'user' as const, content: 'open the first one' },
      { role: 'assistant' as const, content: 'props/borrowed-items.md says: two chairs from the church hall' },
    ];
    expect(describedFile("add 'gaffer tape x3' to the shopping list", history)).toBe("add 'gaffer tape x3' to props/shopping-list.txt");
  });
});
