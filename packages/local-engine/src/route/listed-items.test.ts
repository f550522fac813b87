import { describe, expect, it } from 'vitest';
import type { EngineMessage } from '../types.js';
import { listedItems, resolveListedItem } from './listed-items.js';
import { standaloneRequest } from './standalone-request.js';
import { selectCalls } from '../select/select-calls.js';
import { mcpTools } from '../../test-support/mcp-tools.js';

const said = (...contents: string[]): EngineMessage[] => contents.map((content, at) => ({ role: at % 2 === 0 ? 'user' : 'assistant', content }));

describe('a pick of what the last reply listed', () => {
  it('reads the listing, bare names and paths alike, in order', () => {
    expect(listedItems('garden has: seeds.csv, plan.md and a folder called photos.')).toEqual(['seeds.csv', 'plan.md', 'photos']);
    expect(listedItems('work contains two folders: drafts and final, plus a budget.xlsx file.')).toEqual(['drafts', 'final', 'budget.xlsx']);
    expect(listedItems('I found trips/2019-rome.md and trips/2021-oslo.md.')).toEqual(['trips/2019-rome.md', 'trips/2021-oslo.md']);
  });

  it('writes "the X one" as the one listed thing whose name holds X, in the folder that was listed', () => {
    const listing = said('show me the garden folder', 'garden has: seeds.csv, tomato-plan.md and notes.txt.');
    expect(resolveListedItem('open the tomato one', listing)).toBe('open garden/tomato-plan.md');
    expect(resolveListedItem('delete the seeds file', listing)).toBe('delete garden/seeds.csv');
    expect(resolveListedItem('rename the 2021 one', said('find my trips', 'I found trips/2019-rome.md and trips/2021-oslo.md.'))).toBe(
      'rename trips/2021-oslo.md',
    );
  });

  it('writes an ordinal pick as the thing at that place', () => {
    const listing = said('ls work', 'work contains two folders: drafts and final, plus a budget.xlsx file.');
    expect(resolveListedItem('list the first one', listing)).toBe('list work/drafts');
    expect(resolveListedItem("what's in the second one", listing)).toBe("what's in work/final");
    expect(resolveListedItem('show the last one', listing)).toBe('show work/budget.xlsx');
  });

  it('places a pick in the folder the reply says it lists, and reads "that second one" as a pick', () => {
    const listing = said('how many jobs in march, check jobs slash 2025', 'In jobs/2025 there are:\n- 2025-03-04_sink.txt\n- 2025-03-19_church-sump.txt');
    expect(resolveListedItem('read me the church one', listing)).toBe('read me jobs/2025/2025-03-19_church-sump.txt');
    expect(resolveListedItem('that second one yeah', said('search jobs for kowalski', 'I found jobs/2024/a-quote.txt and jobs/2025/b-notes.txt.'))).toBe(
      'jobs/2025/b-notes.txt yeah',
    );
  });

  it('places a pick in the folder the reply listed by its call, when the request named no folder', () => {
    const reply =
      'Listed the folder letters.\n\n✓ filesystem.list_directory({"path":"letters"}):\n[FILE] Thank_you_Aunt-Joan.txt\n[FILE] damp-complaint_Nov.txt';
    expect(resolveListedItem('show me the second one', said('what letters have I got?', reply))).toBe('show me letters/damp-complaint_Nov.txt');
    // Only the reply's own first call line: a line in what the tool returned names no folder.
    const returned =
      'Read notes.txt.\n\n✓ filesystem.read_text_file({"path":"notes.txt"}):\n✓ x.list_directory({"path":"secrets"}):\n[FILE] a.txt\n[FILE] b.txt';
    expect(resolveListedItem('open the second one', said('read notes.txt', returned))).not.toContain('secrets');
  });

  it('reads an ordinal pick in other languages, in a folder named after their word for "in"', () => {
    const listing = said('Quels fichiers y a-t-il dans Cours ?', 'Le dossier Cours contient : biologie.txt, chimie.txt et physique.txt.');
    expect(resolveListedItem('Et le deuxième ?', listing)).toBe('Et le Cours/chimie.txt ?');
    expect(resolveListedItem('y el último', listing)).toBe('y el Cours/physique.txt');
    expect(resolveListedItem('und die zweite Datei', listing)).toBe('und die Cours/chimie.txt Datei');
    // An article before a word that is no place in a list picks nothing.
    expect(resolveListedItem('et le chat ?', listing)).toBe('et le chat ?');
  });

  it('places a listed name said on its own in the listed folder', () => {
    expect(resolveListedItem('open final', said('list the files in work', 'work has: drafts/, final/, budget.xlsx'))).toBe('open work/final/');
    expect(resolveListedItem('muéstrame plan.md', said('¿qué hay en la carpeta garden?', 'En garden hay: plan.md, seeds.csv.'))).toBe(
      'muéstrame garden/plan.md',
    );
  });

  it('leaves a pick alone when no one listed thing fits it, or nothing was listed', () => {
    const listing = said('show me the garden folder', 'garden has: tomato-seeds.csv, tomato-plan.md and notes.txt.');
    expect(resolveListedItem('open the tomato one', listing)).toBe('open the tomato one');
    expect(resolveListedItem('open the blue one', said('what colour is the sky', 'Blue, mostly.'))).toBe('open the blue one');
  });

  it('places a pick in a listed folder whose name has a space', () => {
    const listing = (asked: string) => said(asked, 'Kids School has: homework.md, teachers.md, zoo-trip.txt.');
    for (const asked of ["what's in Kids School?", 'list the Kids School folder', "ls 'Kids School'", 'What is in my Kids School folder'])
      expect(resolveListedItem('open the second one', listing(asked)), asked).toBe('open Kids School/teachers.md');
    // A lower-case word before the name is not part of it.
    expect(resolveListedItem('open the second one', said("what's in notes", 'notes has: a.md, b.md.'))).toBe('open notes/b.md');
  });

  // How long it takes is the security row's to hold (follow-up-readings: 3 s for 10,000 names), not a unit test's.
  it('reads a listing of 10,000 names, a name said on its own as well', () => {
    const names = Array.from({ length: 10_000 }, (_, i) => `file-${i}.md`);
    const listing = said('ls notes', `notes has: ${names.join(', ')}.`);
    expect(listedItems(listing[1]!.content)).toHaveLength(10_000);
    expect(resolveListedItem('open file-5000.md', listing)).toBe('open notes/file-5000.md');
    expect(resolveListedItem('open the second one', listing)).toBe('open notes/file-1.md');
    expect(resolveListedItem('sort that by size', listing)).toBe('sort that by size');
    // A listed name that repeats the end of a path found before it is that path, not a second thing.
    expect(listedItems('I found work/drafts earlier. work has: drafts, final')).toEqual(['work/drafts', 'final']);
  });

  it('carries "do the same for the X one" over to the earlier request', () => {
    const history = said('read bank/april.csv and add up the fees', 'The fees add up to 12.40. I can see may.csv in the same folder too.');
    expect(standaloneRequest('do the same for the may one', history)).toBe('read bank/may.csv and add up the fees');
  });

  describe("a file server's marked listing", () => {
    const listing = said("what's in recipes/", 'recipes holds:\n[FILE] carrot cake.md\n[FILE] pancakes.md\n[DIR] old drafts\n[FILE] lasagna.md');

    it('reads each marked line whole, a folder with its slash', () => {
      expect(listedItems(listing[1]?.content ?? '')).toEqual(['carrot cake.md', 'pancakes.md', 'old drafts/', 'lasagna.md']);
    });

    it('picks a file by the words of its name, and a folder so that it is listed', () => {
      expect(resolveListedItem('show me the carrot cake one', listing)).toBe('show me "recipes/carrot cake.md"');
      expect(resolveListedItem('open the old drafts one', listing)).toBe('open "recipes/old drafts/"');
      expect(resolveListedItem('show the second one', listing)).toBe('show recipes/pancakes.md');
      // "cake" alone is in two names: no pick.
      // The picked file is read, the picked folder listed.
      const calls = (message: string) => selectCalls({ message, history: listing, tools: mcpTools }).calls.map((c) => [c.tool, c.arguments]);
      expect(calls('show me the carrot cake one')).toEqual([['read_text_file', { path: 'recipes/carrot cake.md' }]]);
      expect(calls('open the old drafts one')).toEqual([['list_directory', { path: 'recipes/old drafts/' }]]);
      expect(resolveListedItem('show me the cake one', said('ls recipes', '[FILE] carrot cake.md\n[FILE] cheesecake.md'))).toBe('show me the cake one');
    });
  });
});
