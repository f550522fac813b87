import { describe, expect, it } from 'vitest';
import type { EngineMessage } from '../types.js';
import { filesystemTools } from '../../test-support/mcp-tools.js';
import { selectCalls } from '../select/select-calls.js';
import { otherListedItem, THE_OTHER } from './other-listed-item.js';

const said = (...contents: string[]): EngineMessage[] => contents.map((content, at) => ({ role: at % 2 === 0 ? 'user' : 'assistant', content }));
const read = (message: string, history: EngineMessage[]) =>
  selectCalls({ message, history, tools: filesystemTools }).calls.map((call) => `${call.tool} ${JSON.stringify(call.arguments)}`);

describe('"the other one"', () => {
  it('is the one listed thing the turns since have not named, in the folder listed', () => {
    const letters = said(
      "what's in my letters folder",
      'letters has: landlord.txt, gran.txt',
      'open the landlord letter',
      'Here is letters/landlord.txt: Dear Mr Okafor.',
    );
    expect(otherListedItem(letters)).toBe('letters/gran.txt');
    expect(read('and the other one?', letters)).toEqual(['read_text_file {"path":"letters/gran.txt"}']);
    const recipes = said(
      'list recipes',
      'recipes has: pancakes.md, lentil-soup.md',
      'open the pancakes one',
      'Here is recipes/pancakes.md: flour, eggs, milk.',
    );
    expect(otherListedItem(recipes)).toBe('recipes/lentil-soup.md');
  });

  it('names nothing when more than one listed thing is left, and never the thing just read again', () => {
    const three = said(
      "what's in my letters folder",
      'letters has: landlord.txt, gran.txt, bank.txt',
      'open the landlord letter',
      'Here is letters/landlord.txt: Dear Mr Okafor.',
    );
    expect(otherListedItem(three)).toBeUndefined();
    expect(read('and the other one?', three).join(' ')).not.toContain('landlord');
  });

  it('is "the other" said as a pick, not "the other day" or "the other way round"', () => {
    for (const said of ['and the other one?', 'the other file pls', 'and the other?', "e l'altro?", 'und die andere?'])
      expect(THE_OTHER.test(said), said).toBe(true);
    for (const said of ['what did I say the other day', 'no, the other way round']) expect(THE_OTHER.test(said), said).toBe(false);
  });

  it('names nothing without a listing of files', () => {
    expect(otherListedItem(said('read notes/a.md', 'It says: buy milk, eggs and bread.'))).toBeUndefined();
    expect(otherListedItem([])).toBeUndefined();
  });
});
