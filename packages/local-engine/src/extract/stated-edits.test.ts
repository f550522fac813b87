import { describe, expect, it } from 'vitest';
import { madeUpTool } from '../../test-support/made-up-tool.js';
import { extractArguments } from './extract-arguments.js';
import { asksPreview } from './preview-request.js';
import { findReplacementPair } from './replacement-pair.js';

// A made-up editing tool: a list of changes and a flag to see them first.
const swap = {
  type: 'object',
  properties: { oldWords: { type: 'string' }, newWords: { type: 'string' } },
  required: ['oldWords', 'newWords'],
};
const reviseDoc = madeUpTool(
  'patch_note',
  'Swap words in a note',
  { path: { type: 'string' }, swaps: { type: 'array', items: swap }, simulate: { type: 'boolean', description: 'Preview the changes without writing them' } },
  ['path', 'swaps'],
);
const sides = (text: string) => {
  const pair = findReplacementPair(text);
  return pair ? [pair.first.value, pair.second.value] : undefined;
};

describe('edits said without quotes', () => {
  it('takes a bare new side to the end of its clause', () => {
    const sides = (text: string) => {
      const pair = findReplacementPair(text);
      return [pair?.first.value, pair?.second.value];
    };
    expect(sides('in notes/shopping.txt replace milk with oat milk')).toEqual(['milk', 'oat milk']);
    expect(sides('replace milk with oat milk in notes/shopping.txt')).toEqual(['milk', 'oat milk']);
    expect(sides('replace 350F with 180C in recipes/bread.md')).toEqual(['350F', '180C']);
    // Words that go on past a clause's end are not the new side's.
    expect(sides('replace milk with oat milk in the shopping list please')[1]).not.toBe('oat milk in the shopping');
  });

  it("drops the words that name what is changed when the rest has the new value's shape", () => {
    expect(sides('change timeout 30 to 60 in app.ini')).toEqual(['30', '60']);
    expect(sides('in bio.md change my role Team Lead to Head Chef')).toEqual(['Team Lead', 'Head Chef']);
  });

  it('keeps an old side whole when its words are the text itself', () => {
    expect(sides('change good morning to hello in card.txt')).toEqual(['good morning', 'hello']);
    expect(sides('replace 4 cups to 5 cups')).toEqual(['4 cups', '5 cups']);
  });

  it('reads "from A to B" once a change is asked, and versions with dots', () => {
    expect(sides('update the time in party.txt from 7 pm to 8 pm')).toEqual(['7 pm', '8 pm']);
    expect(sides('changing 2.4.1 to 2.5.0 in setup.cfg')).toEqual(['2.4.1', '2.5.0']);
  });

  it('reads a bare side with a comma no space follows as one text, as a line of a CSV file is written', () => {
    const pair = findReplacementPair('in Garden_Plans/watering-rota.csv change Sunday,nobody to Sunday,Sam');
    expect([pair?.first.value, pair?.second.value]).toEqual(['Sunday,nobody', 'Sunday,Sam']);
    expect(findReplacementPair('in notes.txt replace 1,200 with 1,300')?.second.value).toBe('1,300');
  });
  it('does not read a move or a rename as a text replacement', () => {
    expect(sides('move plan.md from drafts to done')).toBeUndefined();
    expect(sides('rename old.txt to new.txt')).toBeUndefined();
  });

  it('fills the changes and the file', () => {
    expect(extractArguments('change timeout 30 to 60 in app.ini', reviseDoc).arguments).toEqual({
      path: 'app.ini',
      swaps: [{ oldWords: '30', newWords: '60' }],
    });
  });
});

describe('asking to see a change first', () => {
  it('hears a preview, a dry run, a diff or "don\'t apply"', () => {
    for (const text of ['preview it first', "fix the typo but don't apply it", 'just show me the diff', 'do a dry run', 'without saving, what would change?']) {
      expect(asksPreview(text), text).toBe(true);
    }
    // Saying the change is not to happen is asking to see it: each of these once made the edit for real.
    const notForReal = [
      'swap 10 for 12 in sizes.txt without changing anything',
      'fix the date in memo.txt without modifying the file',
      "rename the heading in todo.md but don't actually do it",
      'in plan.md, turn draft into final but not for real',
      'simulate replacing tabs with spaces in a.py',
      'hypothetically, set debug to false in app.ini',
      "show what it'd look like if lunch became brunch in day.md",
      "put 9am instead of 8am in agenda.txt, but don't make the change",
      'what would happen if red became blue in theme.css?',
      'set verbose on in cfg.toml, dry_run',
    ];
    for (const text of notForReal) {
      expect(asksPreview(text), text).toBe(true);
    }
    for (const text of ['change the title', 'show me the file', "don't change the date, change the time"]) {
      expect(asksPreview(text), text).toBe(false);
    }
  });

  it('sets the flag that previews, whatever it is called', () => {
    expect(extractArguments("change 'red' to 'blue' in theme.css, preview only", reviseDoc).arguments).toMatchObject({ simulate: true });
    expect(extractArguments("change 'red' to 'blue' in theme.css", reviseDoc).arguments).not.toHaveProperty('simulate');
  });
});

describe('a change said as what the text becomes', () => {
  it('takes the text before "becomes" and after it, once a change is asked', () => {
    expect(sides('change invoices/2024-10-shah.txt so STATUS: UNPAID becomes STATUS: PAID')).toEqual(['STATUS: UNPAID', 'STATUS: PAID']);
    expect(sides('fix notes/plan.md so that Friday becomes Saturday.')).toEqual(['Friday', 'Saturday']);
  });

  it('reads no change where none is asked', () => {
    expect(sides('so the caterpillar becomes a butterfly, how long does it take')).toBeUndefined();
  });
});
