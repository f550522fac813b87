import { describe, expect, it } from 'vitest';
import { madeUpTool } from '../../test-support/made-up-tool.js';
import { itemIntoPlace } from './item-into-place.js';
import { selectCalls } from './select-calls.js';

// Made-up tools in the shape of a document store with folders: not any server's own.
const putDoc = madeUpTool('put_document', 'Write text to a document, overwriting whatever it holds.', { path: { type: 'string' }, body: { type: 'string' } }, [
  'path',
  'body',
]);
const showDoc = madeUpTool('show_document', 'Read a document and return its text.', { path: { type: 'string' } }, ['path']);
const makeFolder = madeUpTool('make_folder', 'Create a new folder.', { path: { type: 'string' } }, ['path']);
const tools = [putDoc, showDoc, makeFolder];
const folderCall = (path: string) => ({ tool: 'make_folder', arguments: { path }, confidence: 0.9, why: '', missing: [] });

describe('an item added to a place goes in it', () => {
  it.each([
    ['add milk to notes/shopping', 'notes/shopping'],
    ['add milk to /etc/passwd', '/etc/passwd'],
    ['put "call the plumber" in todo', 'todo'],
  ])('is a read of the place and a write with the item at its end, not a folder made there: %s', (message, path) => {
    const selection = selectCalls({ message, tools });
    expect(selection.calls.map((call) => call.tool)).toEqual(['show_document', 'put_document']);
    expect(selection.calls.map((call) => call.arguments.path)).toEqual([path, path]);
    expect(selection.neverAlone).toBe(true);
  });

  it('turns the folder maker into a whole write of the place, and drops it where nothing writes whole', () => {
    expect(itemIntoPlace('add milk to notes/shopping', [folderCall('notes/shopping')], tools)).toEqual([
      { ...folderCall('notes/shopping'), tool: 'put_document', arguments: { path: 'notes/shopping' }, missing: ['body'] },
    ]);
    expect(itemIntoPlace('add milk to notes/shopping', [folderCall('notes/shopping')], [showDoc, makeFolder])).toEqual([]);
  });

  it.each([
    // What is added is a folder, or the request asks to make one: the folder is made.
    ['add a folder called 2025 to photos', 'photos'],
    ['create notes/shopping and add milk to notes/shopping', 'notes/shopping'],
    ['make a folder notes/shopping', 'notes/shopping'],
    // Nothing is added to the place the folder is made at.
    ['add a new folder photos/2025', 'photos/2025'],
  ])('leaves a folder that is asked for: %s', (message, path) => {
    expect(itemIntoPlace(message, [folderCall(path)], tools)).toEqual([folderCall(path)]);
  });
});
