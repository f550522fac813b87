import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { selectCalls } from '../select/select-calls.js';
import type { ToolSpec } from '../types.js';
import { asksToSeeDocumentElsewhere } from './document-elsewhere.js';
import { readRequestAction } from './request-action.js';

const referenceTools = JSON.parse(readFileSync(new URL('../../../../eval/corpus/data/reference_tools.json', import.meta.url), 'utf8')) as ToolSpec[];

const plannedTools = (message: string): string[] => selectCalls({ message, history: [], tools: referenceTools }).calls.map((call) => call.tool);

describe('a document of theirs asked to see in another language', () => {
  it.each([
    'montre-moi le menu du déjeuner',
    'peux-tu me montrer la recette des crêpes',
    'mostrami la lista della spesa',
    'muéstrame la receta de la paella',
    'muestra mi presupuesto',
    'zeig mir die Einkaufsliste',
    'kannst du mir die Einkaufsliste zeigen',
    'zeig mir meinen Stundenplan',
    'mostre-me a lista de compras',
    'toon de boodschappenlijst',
    'visa inköpslistan',
    'pokaż listę zakupów',
    'покажи список покупок',
    'alışveriş listesini göster',
    'tampilkan daftar belanja',
    'הראה לי את רשימת הקניות',
  ])('"%s" looks for it among their files, as the English does', (message) => {
    expect(asksToSeeDocumentElsewhere(message.toLowerCase())).toBe(true);
    const reading = readRequestAction(message);
    expect(reading.action).toBe('search');
    expect(reading.objects.has('file')).toBe(true);
    // Then the one file the search finds is read, as "show me my shopping list" is.
    expect(plannedTools(message)).toEqual(['filesystem.search_files', 'filesystem.read_text_file']);
  });

  it('looks for what the document is of, not the word for a list', () => {
    const pattern = (message: string): unknown => selectCalls({ message, history: [], tools: referenceTools }).calls[0]?.arguments.pattern;
    expect(pattern('mostrami la lista della spesa')).toBe('**/*spesa*');
    expect(pattern('покажи список покупок')).toBe('**/*покупок*');
    expect(pattern('mostra-me o orçamento')).toBe('**/*orçamento*');
  });

  it.each([
    'montre-moi ce que tu sais de Priya',
    'zeig mir Priya',
    'muéstrame cómo hacer una lista',
    'zeig mir, wie man eine Liste macht',
    'muéstrame la lista de archivos',
  ])('"%s" is no document of theirs to find', (message) => {
    expect(asksToSeeDocumentElsewhere(message.toLowerCase())).toBe(false);
  });

  it('leaves a person to the memory', () => {
    expect(plannedTools('montre-moi ce que tu sais de Priya')).toEqual(['memory.open_nodes']);
  });

  it('leaves what is told to be kept to the memory, a document named in it or not', () => {
    const reading = readRequestAction('recuerda que la receta de la paella lleva azafrán');
    expect(reading.action).toBe('write');
    expect(reading.objects.has('memory')).toBe(true);
  });
});
