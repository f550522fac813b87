import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { selectCalls } from '../select/select-calls.js';
import type { ToolSpec } from '../types.js';
import { mayMatchByPrefix } from './foreign-stems.js';
import { termSimilarity } from './term-match.js';

const tools = JSON.parse(readFileSync(new URL('../../../../eval/corpus/data/reference_tools.json', import.meta.url), 'utf8')) as ToolSpec[];
const firstCall = (message: string) => selectCalls({ message, history: [], tools, shortlist: 8 }).calls[0]?.tool;

describe('a word of another language matched loosely to an English stem', () => {
  it('matches only the English words of its own senses', () => {
    // Swahili "faili" (file) is no kind of "fail"; Spanish "lista" is a list, "directorio" a directory.
    expect(mayMatchByPrefix('faili', 'fail')).toBe(false);
    expect(termSimilarity('faili', 'fail')).toBe(0);
    expect(mayMatchByPrefix('lista', 'list')).toBe(true);
    expect(mayMatchByPrefix('directorio', 'directori')).toBe(true);
  });

  it('leaves English stems of one family matching as before', () => {
    expect(mayMatchByPrefix('discover', 'discov')).toBe(true);
    expect(termSimilarity('discov', 'discover')).toBeGreaterThan(0);
  });

  it.each(['Soma faili ya notes/mapishi.txt', 'fungua faili oda/juni.txt tafadhali', 'Fungua faili Documents/bajeti.txt tafadhali'])(
    '"%s" reads the one file named, not several',
    (message) => {
      expect(firstCall(message)).toBe('filesystem.read_text_file');
    },
  );
});
