import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ToolSpec } from '../types.js';
import { inSearchedForm, searchedForm } from './searched-form.js';

const tools = JSON.parse(readFileSync(new URL('../../../../eval/corpus/data/reference_tools.json', import.meta.url), 'utf8')) as ToolSpec[];
const named = (name: string) => tools.find((tool) => tool.name === name) as ToolSpec;

describe('what a memory is searched for', () => {
  it('is a name without its title or honorific, and a plural word as its singular', () => {
    expect(searchedForm('Mrs. Nguyen')).toBe('Nguyen');
    expect(searchedForm('Mr Karam')).toBe('Karam');
    expect(searchedForm('Tanaka-san')).toBe('Tanaka');
    expect(searchedForm('Mehta ji')).toBe('Mehta');
    expect(searchedForm('regulars')).toBe('regular');
  });

  it('keeps a name that ends like a plural, a word that is no plural, and a name with no title', () => {
    expect(searchedForm('jonas')).toBe('jonas');
    expect(searchedForm('James')).toBe('James');
    expect(searchedForm('glass')).toBe('glass');
    expect(searchedForm('Sansa')).toBe('Sansa');
    expect(searchedForm('Mr')).toBe('Mr');
  });

  it('is the one a question of another language asks about, not the noun a capitalising language writes after the name', () => {
    expect(inSearchedForm({ query: 'Lena Geburtstag' }, named('memory.search_nodes'), 'Wann hat Lena Geburtstag?')).toEqual({ query: 'Lena' });
    expect(inSearchedForm({ query: 'Margaret Hughes' }, named('memory.search_nodes'), 'Wo wohnt Margaret Hughes?')).toEqual({ query: 'Margaret Hughes' });
  });

  it('changes only what a search of a memory looks for', () => {
    expect(inSearchedForm({ query: 'Mr Karam' }, named('memory.search_nodes'), 'what did I tell you about Mr Karam')).toEqual({ query: 'Karam' });
    expect(inSearchedForm({ message: 'Mr Karam' }, named('everything.echo'), 'echo Mr Karam')).toEqual({ message: 'Mr Karam' });
    expect(inSearchedForm({ path: '.', pattern: 'regulars' }, named('filesystem.search_files'), 'find regulars')).toEqual({ path: '.', pattern: 'regulars' });
  });
});
