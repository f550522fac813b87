import { describe, expect, it } from 'vitest';
import { readRequestAction } from './index.js';
import { readsOtherLanguage } from './other-languages.js';

describe('separable verbs, verbs of putting and "how big" in other languages', () => {
  it('reads a Dutch verb whose parts stand around what it acts on as the verb', () => {
    expect(readRequestAction('laat me de boodschappenlijst zien').action).toBe('search');
    expect(readRequestAction('laat me lijsten/boodschappen.md zien').action).toBe('read');
    expect(readRequestAction('laat zien wat er in notities.txt staat').action).toBe('read');
    expect(readRequestAction("voeg 'vanillestokjes' toe aan lijsten/boodschappen.md").action).toBe('write');
    expect(readRequestAction('voeg melk toe aan lijsten/boodschappen.md').action).toBe('write');
    expect(readRequestAction('geef de inhoud van notities.txt weer').action).toBe('read');
    expect(readRequestAction('gooi het bestand oud.txt weg').action).toBe('destroy');
  });

  it('reads the verbs of putting a thing on a list as adding, as English "put" is', () => {
    for (const message of [
      "zet 'melk' in lijsten/boodschappen.md",
      "pon 'leche' en listas/compra.md",
      "mets 'lait' dans listes/courses.md",
      "metti 'latte' in liste/spesa.md",
      "setz 'Milch' auf listen/einkauf.md",
    ]) {
      expect(readRequestAction(message).action, message).toBe('write');
    }
  });

  it('reads "how big" in Dutch and the Nordic languages as asking a file\'s information', () => {
    for (const message of [
      'hoe groot is boekhouding/omzet-2024.csv?',
      'hur stor är rapport.pdf?',
      'hvor stor er rapport.pdf?',
      "hoeveel ruimte neemt de map foto's in?",
    ]) {
      expect(readRequestAction(message).action, message).toBe('info');
    }
  });

  it('leaves English with the same words, and parts too far apart or across sentences, as they were', () => {
    for (const message of ['I stubbed my toe on the chair', 'let me see the list', 'tell me about the weather']) {
      expect(readsOtherLanguage(message), message).toBe(false);
    }
    expect(readRequestAction('laat maar. we zien het morgen wel').action).not.toBe('read');
  });
});
