import { describe, expect, it } from 'vitest';
import { asksStoredThings } from './stored-things.js';

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
