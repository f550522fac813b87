import { describe, expect, it } from 'vitest';
import type { ToolSpec } from '../types.js';
import { actionFit, readRequestAction, readToolAction } from './index.js';

const tool = (name: string, description: string): ToolSpec => ({ name, description, parameters: { type: 'object', properties: {} } });

/** Made-up tools described the way file and memory servers describe theirs. */
const readText = tool('files.fetch_text', 'Read the complete contents of a file from disk as text.');
const openNodes = tool('kb.open', 'Open specific nodes in the knowledge graph by their names.');
const editor = tool('files.patch', 'Make line-based edits to a text file, replacing exact text with new text.');

describe('reading everyday requests', () => {
  it('a written path makes the request about the file even beside a memory verb', () => {
    const request = readRequestAction("I can't remember what's in lists/camping.md, have a look");
    expect(request.objects.has('memory')).toBe(false);
    expect(actionFit(request, readToolAction(readText))).toBeGreaterThan(actionFit(request, readToolAction(openNodes)));
  });

  it('a stated replacement asks for an edit wherever its verb sits', () => {
    const request = readRequestAction('in lists/camping.md swap "tent" with "hammock"');
    expect(request.action).toBe('edit');
    expect(actionFit(request, readToolAction(editor))).toBeGreaterThan(actionFit(request, readToolAction(readText)));
  });

  it('reads what a task requires as a question about the task, whatever the things needed are called', () => {
    expect(readRequestAction('What documents do I need to renew my passport?').action).toBeUndefined();
    expect(readRequestAction('which papers are required to register a car in Spain').action).toBeUndefined();
    expect(readRequestAction('what files does a website need').action).toBeUndefined();
    // Their own things still are theirs: asking what is in a folder, or which files it holds, is a listing.
    expect(readRequestAction('what documents are in taxes/2025/').action).toBe('list');
    expect(readRequestAction('which files in recipes/ need fixing').action).toBe('list');
  });

  it('reads the ask of a later clause when the opening asks nothing, and an ask said after its object', () => {
    // The opening is a question of knowledge in form; the clause after it asks to be shown a file.
    expect(readRequestAction('how much gasoil does a tractor burn, show me the gasoil file').action).toBe('search');
    expect(readRequestAction('how much gasoil does a tractor burn').action).toBeUndefined();
    // An opening that asks something keeps its own reading.
    expect(readRequestAction('delete notes/a.md, then show me the folder').action).toBe('destroy');
    expect(readRequestAction('im bored, tell me a joke').action).toBeUndefined();
    // "supply house accounts show me": dictated with the ask last.
    expect(readRequestAction('supply house accounts show me').action).toBe('read');
    expect(readRequestAction('the rota for march read it out').action).toBe('read');
  });

  it('reads "the size and the date of" a file as asking about the file, not for its contents', () => {
    expect(readRequestAction('no, just the size and the date of photos/beach.jpg').action).toBe('info');
    expect(readRequestAction('the modified date of notes/todo.md').action).toBe('info');
    expect(readRequestAction('the contents of notes/todo.md').action).toBe('read');
  });

  it('a folder named with nothing asked of it is to be listed, in any script', () => {
    expect(readRequestAction('and the one in music/2019?').action).toBe('list');
    expect(readRequestAction('music フォルダには何がある？').action).toBe('list');
  });

  it('reads other languages asking how big a file is or when it changed', () => {
    expect(readRequestAction('wie groß ist bilder/see.png?').action).toBe('info');
    expect(readRequestAction('quand ai-je modifié lettres/a.md ?').action).toBe('info');
  });

  it('a glob means files, and folders named in words name a target', () => {
    expect(readRequestAction('grep for *.bak please').objects.has('file')).toBe(true);
    expect(readRequestAction('what sits in the invoices folder').namesTarget).toBe(true);
  });
});
