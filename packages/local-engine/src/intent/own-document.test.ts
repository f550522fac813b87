import { describe, expect, it } from 'vitest';
import { asksAboutOwnDocument, seeksKeptThingByName } from './own-document.js';

describe('a document of the user named by what it is', () => {
  it('is asked about in questions and requests to see it', () => {
    for (const message of [
      "what's on my shopping list?",
      'check my todo list',
      'is milk on my grocery list?',
      'what does my packing list say',
      'show me my reading list',
      'anything on my to-do list for today?',
      'open my todo list',
      'open the planting log',
      'show me the lentil soup recipe',
      'show me the picture of the tram',
      'whats on the shopping list',
      'anything on the todo list?',
    ]) {
      expect(asksAboutOwnDocument(message.toLowerCase()), message).toBe(true);
    }
  });

  it('is not what a story, an errand or a thing named after it asks', () => {
    for (const message of [
      'did i stick to my dinner budget',
      'my report card was lost help!',
      'place an order for my whole shopping list',
      'any tips for keeping my notes organised?',
      'how do I write a good to-do list',
      'open the door',
      "what's on the list of world heritage sites",
      'show me the way to the station',
    ]) {
      expect(asksAboutOwnDocument(message.toLowerCase()), message).toBe(false);
    }
  });
});

describe('a file asked to see by what it is', () => {
  it('is "the X file", "the X doc", not a bare "the file"', () => {
    expect(asksAboutOwnDocument('read the roster file')).toBe(true);
    expect(asksAboutOwnDocument('open the budget doc')).toBe(true);
    expect(asksAboutOwnDocument('open the file')).toBe(false);
  });
});

describe('a kept document looked for by what its name holds', () => {
  it('is a file', () => {
    expect(seeksKeptThingByName('i misplaced a letter to my bank; its name had the word barclays in it')).toBe(true);
    expect(seeksKeptThingByName('find my old history essays, they all have hist in the name')).toBe(true);
  });

  it('is not a person or a thing with no name asked after', () => {
    expect(seeksKeptThingByName('who do i know with smith in their name')).toBe(false);
    expect(seeksKeptThingByName('find the letter i wrote to my bank')).toBe(false);
  });
});
