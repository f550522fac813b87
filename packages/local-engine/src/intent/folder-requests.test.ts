import { describe, expect, it } from 'vitest';
import type { ToolSpec } from '../types.js';
import { actionFit, doesOtherThing, readRequestAction, readToolAction } from './index.js';
import { arithmeticAsked } from './arithmetic-operations.js';

describe('what a request asks to do with folders and values', () => {
  it('reads a new folder wanted, or one said to be new and named, as one to make', () => {
    expect(readRequestAction('I should like a new folder called Holidays, please.').action).toBe('create');
    expect(readRequestAction("I'd love a new folder for the receipts").action).toBe('create');
    expect(readRequestAction('could I have a fresh folder for the receipts').action).toBe('create');
    expect(readRequestAction('a new folder named Trips, please').action).toBe('create');
    // Asking whether one is there looks for it.
    expect(readRequestAction('is there a new folder called Trips?').action).toBe('search');
  });

  it('reads "a new folder" with its indefinite article in other languages as one to make, "in the new folder" as none', () => {
    expect(readRequestAction('Ich hätte gern einen neuen Ordner namens Urlaub').action).toBe('create');
    expect(readRequestAction('quiero una carpeta nueva llamada Vacaciones').action).toBe('create');
    expect(readRequestAction('je voudrais un nouveau dossier appelé Vacances').action).toBe('create');
    expect(readRequestAction('vorrei una nuova cartella chiamata Vacanze').action).toBe('create');
    expect(readRequestAction('was ist im neuen Ordner?').action).not.toBe('create');
  });

  it('reads "make me a list of the files in X" as a listing, and a list of other things as none of the files', () => {
    const sized = readRequestAction('Please make me a list of the files in my Church folder, with their sizes.');
    expect(sized.action).toBe('list');
    expect(sized.detail.sized).toBe(true);
    expect(readRequestAction('give me a rundown of what is in Downloads').action).toBe('list');
    expect(readRequestAction('make me a list of groceries').action).not.toBe('list');
  });

  it('reads the whole arrangement of the folders as their tree', () => {
    const tree = readRequestAction('Would you show me the whole arrangement of my folders, please?');
    expect(tree.action).toBe('list');
    expect(tree.detail.recursive).toBe(true);
    expect(readRequestAction('show me how my folders are laid out').detail.recursive).toBe(true);
    expect(readRequestAction('show me my folders').detail.recursive).toBe(false);
  });

  it('counts "the two collections" as a count of things named, not a number to add', () => {
    expect(arithmeticAsked('Kindly add 1,245 and 3,880 for me; they are the two harvest festival collections.').operands).toBe(2);
    expect(arithmeticAsked('add two and three').operands).toBe(2);
    expect(arithmeticAsked('add 4, 9 and 12').operands).toBe(3);
  });

  it('reads the feature a tool switches as no second act of it, nor a noun in its description as one', () => {
    const toggle: ToolSpec = { name: 'toggle-subscriber-updates', description: 'Toggles simulated resource subscription updates on or off.' };
    const longRun: ToolSpec = { name: 'trigger-long-running-operation', description: 'Demonstrates a long running operation with progress updates.' };
    const upsert: ToolSpec = { name: 'upsert_entity', description: 'Creates or updates entities in the store.' };
    expect(readToolAction(toggle).secondary.has('edit')).toBe(false);
    expect(readToolAction(longRun).secondary.has('edit')).toBe(false);
    expect(readToolAction(upsert).secondary.has('edit')).toBe(true);
  });

  it('keeps a change whose values are said away from a tool that takes nothing and only switches', () => {
    const toggle = readToolAction({ name: 'toggle-subscriber-updates', description: 'Toggles simulated resource subscription updates on or off.' });
    const edit = readToolAction({
      name: 'edit_file',
      description: 'Make line-based edits to a text file.',
      parameters: { type: 'object', properties: { path: { type: 'string' } } },
    });
    const request = readRequestAction('update prices, small pieces are $120 now not $100');
    expect(doesOtherThing(request, toggle)).toBe(true);
    expect(doesOtherThing(request, edit)).toBe(false);
    expect(actionFit(readRequestAction('turn on subscriber updates'), toggle)).toBeGreaterThan(0.9);
  });
});
