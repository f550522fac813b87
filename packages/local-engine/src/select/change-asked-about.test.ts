import { describe, expect, it } from 'vitest';
import { asksAboutChange } from './change-asked-about.js';

describe('a change asked about', () => {
  it('is a replacement in a question about it, a report of it or a note for later', () => {
    expect(asksAboutChange("who changed 'x' to 'y' in notes/a.md?")).toBe(true);
    expect(asksAboutChange("I already replaced 'x' with 'y' in notes/a.md")).toBe(true);
    expect(asksAboutChange("remind me to change 'x' to 'y' in notes/a.md")).toBe(true);
  });

  it('is not a replacement asked for, politely or as a preview', () => {
    expect(asksAboutChange("can you replace 'x' with 'y' in notes/a.md?")).toBe(false);
    expect(asksAboutChange("change 'x' to 'y' in notes/a.md")).toBe(false);
    expect(asksAboutChange("what would it look like if I changed 'x' to 'y' in notes/a.md")).toBe(false);
  });
});
