import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { EngineMessage, ToolSpec } from '../types.js';
import { selectCalls } from './select-calls.js';

const tools = JSON.parse(readFileSync(new URL('../../../../eval/corpus/data/reference_tools.json', import.meta.url), 'utf8')) as ToolSpec[];
const searchedIn = (message: string, history: EngineMessage[] = []) =>
  selectCalls({ message, history, tools }).calls.find((call) => call.tool === 'filesystem.search_files')?.arguments.path;

describe('where a file search looks', () => {
  it('is the whole folder when the request names things in general ("files", "documents") before what it looks for', () => {
    expect(searchedIn('search files for aurora')).toBe('.');
    expect(searchedIn('search documents for the lease')).toBe('.');
  });

  it('is the folder the request names before what it looks for', () => {
    expect(searchedIn('search photos for png files')).toBe('photos');
  });

  it('is the whole folder when the word after "in" or "to" says when or for whom, not where', () => {
    expect(searchedIn('How many samples I logged in October, check samples log')).toBe('.');
    expect(searchedIn('find the invoices in summer')).toBe('.');
    expect(searchedIn('give me gear checklist, I send to clients')).toBe('.');
  });

  it('is a folder said after "in", even one named like a time', () => {
    expect(searchedIn('find the receipts in the October folder')).toBe('October');
    expect(searchedIn('find the plan in drafts')).toBe('drafts');
  });

  it('is not a file the conversation named before, when the request describes the file to find', () => {
    const history: EngineMessage[] = [
      { role: 'user', content: "add 'cenouras' to listas/compras.md" },
      { role: 'assistant', content: 'Added "- cenouras" to listas/compras.md.' },
    ];
    expect(searchedIn("find the file with 'sister' in its name", history)).toBe('.');
  });
});

describe('what a file search looks for', () => {
  const patternOf = (message: string) => selectCalls({ message, tools }).calls.find((call) => call.tool === 'filesystem.search_files')?.arguments.pattern;

  it('matches a capitalised word in either case at its start, as file names often write it in lower case', () => {
    expect(patternOf('find files with Margaret in the name')).toBe('**/*[Mm]argaret*');
    expect(patternOf('zeig mir meine Einkaufsliste')).toBe('**/*[Ee]inkaufsliste*');
  });

  it('keeps a word written in lower case or in capitals as written', () => {
    expect(patternOf('search for anything with party in the name')).toBe('**/*party*');
    expect(patternOf('find files with NRP in the name')).toBe('**/*NRP*');
  });
});
