import { describe, expect, it } from 'vitest';
import type { ToolSpec } from '../types.js';
import { actionFit, NEUTRAL_FIT, readRequestAction, readToolAction } from './index.js';

describe('what everyday verbs act on', () => {
  it('reads "open" of a thing as opening a document, and of someone or their entry as no document', () => {
    expect(readRequestAction('open README').objects.has('file')).toBe(true);
    expect(readRequestAction('please open the lentil one').objects.has('file')).toBe(true);
    expect(readRequestAction('open Ana').objects.has('file')).toBe(false);
    expect(readRequestAction('open Dr. Okafor').objects.has('file')).toBe(false);
    expect(readRequestAction("open Ana's entry").objects.has('file')).toBe(false);
    expect(readRequestAction('open the record for the dentist').objects.has('file')).toBe(false);
  });

  it('reads asking whether files of a kind are somewhere as a search, and other "any ... in" questions as none', () => {
    expect(readRequestAction('any jpgs in projects?').action).toBe('search');
    expect(readRequestAction('any spreadsheets in work? xlsx or csv').action).toBe('search');
    expect(readRequestAction('do I have any mp3s in music/live?').action).toBe('search');
    expect(readRequestAction('any tips in general?').action).toBeUndefined();
    expect(readRequestAction('any news in the paper today?').action).toBeUndefined();
  });

  it("reads the room a folder's contents take as a listing with sizes, and one file's size as a detail of it", () => {
    const folder = readRequestAction('how much space is my photos folder using');
    expect(folder.action).toBe('list');
    expect(folder.detail.sized).toBe(true);
    expect(readRequestAction("what's eating all the space in my folder?").action).toBe('list');
    expect(readRequestAction('how big are the files in podcast/raw audio?').action).toBe('list');
    expect(readRequestAction('how big is photos/cat.jpg').action).toBe('info');
    expect(readRequestAction('can you check if I still have the file Documents/passport-scan.pdf').action).toBe('info');
    expect(readRequestAction("what's the biggest planet").action).toBeUndefined();
    expect(readRequestAction('how large is the biggest file on earth').action).not.toBe('list');
  });
});

describe('a listing without the detail asked for', () => {
  const tool = (name: string, description: string): ToolSpec => ({
    name,
    description,
    parameters: { type: 'object', properties: { path: { type: 'string' } } },
  });
  const flat = tool('files.folder_listing', 'List the files and folders in a directory.');
  const tree = tool('files.folder_tree', 'Get a recursive tree view of files and directories.');

  it('argues against the listing, as another action would', () => {
    const structure = readRequestAction('show me how projects is organised, subfolders and all');
    expect(actionFit(structure, readToolAction(flat))).toBeLessThan(NEUTRAL_FIT);
    expect(actionFit(structure, readToolAction(tree))).toBeGreaterThan(0.9);
    expect(actionFit(readRequestAction('list the files in projects'), readToolAction(flat))).toBeGreaterThan(0.9);
  });
});

describe('a question about when a named file was made or changed', () => {
  it('asks for the file’s information, not its text, however the blanked path sits in the words', () => {
    expect(readRequestAction('when was jobs/2024/0601-safe-open.txt made').action).toBe('info');
    expect(readRequestAction('when did tires.txt in the truck folder get changed last').action).toBe('info');
  });

  it('reads adding up as summing, wherever the numbers are, never as adding to a file', () => {
    expect(readRequestAction('add up the January amounts in that file').action).toBe('compute');
    expect(readRequestAction('can you add them up').action).toBe('compute');
    expect(readRequestAction('add a line to notes/todo.md').action).toBe('write');
  });
});
