import { describe, expect, it } from 'vitest';
import { readRequestAction } from './request-action.js';
import { findReplacementPair } from '../extract/replacement-pair.js';

describe('a change made in a thing of the user named by what it is', () => {
  it('changes a document, and its new side stops before the place', () => {
    for (const request of [
      'change ada fees from 85,000 to 92,500 in school fees',
      'change the price of samosa chaat from 9 dollars to 10 dollars in the menu',
      'In my medicines list, please change the amlodipine dose from 5 mg to 2.5 mg.',
    ]) {
      const action = readRequestAction(request);
      expect(action.action).toBe('edit');
      expect(action.objects.has('file')).toBe(true);
      expect(action.namesTarget).toBe(true);
    }
    expect(findReplacementPair('change gel x full set from $55 to $60 in price list')?.second.value).toBe('$60');
  });

  it('leaves text given here, an app or a meeting alone', () => {
    for (const request of ['change teh to the in this sentence', 'change my password in the app', 'change the meeting from 3pm to 4pm']) {
      expect(readRequestAction(request).objects.has('file')).toBe(false);
    }
  });

  it('adds to a document of theirs named by what it is, not to a fact about someone', () => {
    for (const request of ['add eggs to my shopping list', 'put milk on the shopping list', 'jot this in my journal']) {
      const action = readRequestAction(request);
      expect(action.objects.has('file')).toBe(true);
      expect(action.objects.has('memory')).toBe(false);
    }
    expect(readRequestAction('add Sofi to my contacts').objects.has('file')).toBe(false);
  });
});

describe('the room a collection of theirs takes', () => {
  it('lists it with sizes when asked how big "the photos" are or how much space they take', () => {
    expect(readRequestAction('how big are the photos?').action).toBe('list');
    expect(readRequestAction('how much space do the fuel receipts take').action).toBe('list');
    expect(readRequestAction('how big are the pyramids').action).not.toBe('list');
  });
});

describe('a fact said to hold no longer', () => {
  it('drops the old fact from what is kept, never keeps it as told', () => {
    for (const told of ["Dani isn't vegetarian anymore", 'nah sofi isnt vegetarian anymore she eats chicken now', 'my sister is no longer vegan']) {
      const action = readRequestAction(told);
      expect(action.action).toBe('destroy');
      expect(action.objects.has('memory')).toBe(true);
    }
    for (const said of ["it isn't raining anymore", "the printer doesn't work anymore", 'what is no longer sold?']) {
      expect(readRequestAction(said).action).not.toBe('destroy');
    }
  });
});
