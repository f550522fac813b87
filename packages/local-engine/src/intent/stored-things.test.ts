import { describe, expect, it } from 'vitest';
import { mcpTools } from '../../test-support/mcp-tools.js';
import { decideRoute } from '../route/decide-route.js';
import { selectCalls } from '../select/select-calls.js';
import { readRequestAction } from './request-action.js';
import { asksStoredThings, ownKeptPlace } from './stored-things.js';

describe('a request after what a place of the user holds, or their things by name or kind', () => {
  it('is read with no verb, from the place, the name or the kind', () => {
    for (const request of [
      'whats in taxes',
      'anything in Music?',
      'what is in my Scans folder',
      'any mp3s in downloads',
      'anything called passport',
      'files named draft',
      'all the .docx files',
      'whole tree of work pls',
      'find every contract pdf',
      'find all R scripts',
      'Find every W-2 under clients.',
      'search Photos for IMG_2024',
      'how much space is receipts taking up, biggest stuff first',
      "what's on my desktop",
      'what recipes have i got',
    ]) {
      expect(asksStoredThings(request), request).toBe(true);
    }
  });

  it('is not what something is made of, nor a question about the world', () => {
    for (const message of [
      "what's in a caesar salad",
      'what is in the sun',
      'whats in it for me',
      'what is a group of crows called',
      'anything in general',
      'find all prime numbers below 100',
      'search the web for cheap flights',
      "what's on my mind",
    ]) {
      expect(asksStoredThings(message), message).toBe(false);
    }
  });
});

describe("the user's things asked after by their kind or place, with no path", () => {
  const tools = mcpTools;
  it.each([
    ['what have I got in clients', 'clients'],
    ['Which certificates have I saved so far?', 'certificates'],
    ['which inspections have i saved', 'inspections'],
    ['show me the invoices i have', 'invoices'],
    ['Which invoices have I made this year?', 'invoices'],
    ['what bits do i have lying around', 'bits'],
    ['what playlists do i have', 'playlists'],
    ["which drafts i've kept", 'drafts'],
    ['quais receitas eu tenho?', 'receitas'],
    ['¿qué facturas tengo?', 'facturas'],
    ['welche Rezepte habe ich?', 'Rezepte'],
  ])('"%s" lists %s', (message, folder) => {
    expect(ownKeptPlace(message)?.text).toBe(folder);
    expect(readRequestAction(message).action).toBe('list');
    expect(decideRoute({ message, history: [], tools }).needsTool).toBe(true);
    const calls = selectCalls({ message, history: [], tools }).calls;
    expect(calls.map((call) => [call.tool, call.arguments.path])).toEqual([['list_directory', folder]]);
  });

  it('reads files in general, or a folder said otherwise, as no folder of that name', () => {
    expect(ownKeptPlace('what files do I have?')).toBeUndefined();
    const message = 'Could you tell me which recipes I have saved so far? They are all in the Recipes folder.';
    expect(selectCalls({ message, history: [], tools }).calls.map((call) => call.arguments.path)).toEqual(['Recipes']);
  });

  it.each([
    'what mistakes have i made',
    'which questions do i have left to ask him',
    'what rights have i got as a tenant',
    'show me the way i have to go',
    'que horas tenho a consulta?',
    'quais opções eu tenho?',
  ])('"%s" names no things of theirs', (message) => {
    expect(ownKeptPlace(message)).toBeUndefined();
  });
});
