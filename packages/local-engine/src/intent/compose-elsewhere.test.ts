import { describe, expect, it } from 'vitest';
import { fastestRead } from '../../test-support/fastest-read.js';
import { composesElsewhere } from './compose-elsewhere.js';
import { classifyRequest } from '../route/request-kind.js';

describe('a text asked to be written in another language', () => {
  it('reads a request to write a text as one the model answers itself', () => {
    for (const message of [
      'Napisz krótki wiersz o jesieni',
      "Écris un message d'anniversaire pour ma grand-mère",
      'Schreib mir ein kurzes Gedicht über den Herbst',
      'Me ajuda a escrever uma resposta educada para uma avaliação de 3 estrelas',
      'Γράψε μου ένα σύντομο μήνυμα καλωσορίσματος',
      'Напиши короткое поздравление для коллеги',
      '帮我写一封请假邮件',
    ])
      expect(classifyRequest(message).cues, message).toContain('compose');
  });

  it('leaves a write into a file, a folder, the memory or a document of theirs to the tools', () => {
    expect(composesElsewhere("escribe 'hola' en notas.txt")).toBe(false);
    expect(composesElsewhere('Schreib Milch auf meine Einkaufsliste')).toBe(false);
    expect(composesElsewhere('Écris dans mes notes : appeler Paul')).toBe(false);
    expect(composesElsewhere('Write me a short poem about autumn')).toBe(false);
    expect(composesElsewhere('Zeig mir die Einkaufsliste')).toBe(false);
  });

  it('stays quick on long hostile text', () => {
    expect(
      fastestRead((attempt) => {
        for (const text of ['napisz '.repeat(9000), ','.repeat(65536), '. '.repeat(30000), 'a '.repeat(30000)]) composesElsewhere(text.slice(attempt));
      }),
    ).toBeLessThan(300);
  });
});

describe('how one does something, asked in another language', () => {
  it('reads the question as one the model answers itself', () => {
    for (const message of [
      'Wie speichere ich eine Datei in Word als PDF?',
      'hoe maak ik een map aan in Windows',
      'hur sparar jag ett dokument som PDF',
      '¿Cómo se hace una tortilla?',
    ])
      expect(classifyRequest(message).cues, message).toContain('definition');
  });

  it('leaves a question about their own things alone', () => {
    expect(classifyRequest('Wie viel haben wir letztes Jahr an Nebenkosten gezahlt?').cues).not.toContain('definition');
    expect(classifyRequest('zeig mir den Ordner Rezepte').cues).not.toContain('definition');
  });
});
