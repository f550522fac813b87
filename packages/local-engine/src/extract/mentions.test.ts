import { describe, expect, it } from 'vitest';
import { findNumbers } from './number-mentions.js';
import { findNames, findPaths, findQuoted, findTextMentions } from './text-mentions.js';
import { coordinatedGroups, groupContaining } from './coordination.js';

describe('findNumbers', () => {
  it("reads the shell's line-count option as a count, and a minus elsewhere as a sign", () => {
    expect(findNumbers('head -3 names.csv')[0]?.value).toBe(3);
    expect(findNumbers('tail -20 logs/app.log')[0]?.value).toBe(20);
    expect(findNumbers('add -5 to 10')[0]?.value).toBe(-5);
  });

  it('reads signs, separators, decimals, scales, percentages and units', () => {
    const numbers = findNumbers('a loss of -4, $20,000, 3.5 km, 1.2 billion people, 8% and 1e-9');
    expect(numbers.map((number) => number.value)).toEqual([-4, 20000, 3.5, 1_200_000_000, 8, 1e-9]);
    expect(numbers[2]?.unit).toBe('km');
    expect(numbers[4]?.percent).toBe(true);
  });
  it('reads number words but flags them as spelled', () => {
    const [ten] = findNumbers('give me ten results');
    expect(ten).toMatchObject({ value: 10, spelled: true });
  });
  it('marks numbers inside dates and identifiers as embedded', () => {
    const numbers = findNumbers('on May 12, 2022 for case DNA123 at 2023-01-05');
    expect(numbers.every((number) => number.embedded)).toBe(true);
  });
  it('leaves exponents to the unit or formula they belong to', () => {
    expect(findNumbers('accelerates at 10 m/s^2 for 5 seconds').map((number) => [number.value, number.unit])).toEqual([
      [10, 'm/s^2'],
      [5, 'seconds'],
    ]);
    expect(findNumbers('x**2 + 4').map((number) => number.value)).toEqual([4]);
  });
});

describe('text mentions', () => {
  it('finds quotes without mistaking apostrophes for them', () => {
    expect(findQuoted(`What's the rating for 'Guardian Sword+' in "Zelda"?`).map((m) => m.text)).toEqual(['Guardian Sword+', 'Zelda']);
    expect(findQuoted('Play `ls -la` and “Yesterday”').map((m) => m.text)).toEqual(['ls -la', 'Yesterday']);
    expect(findQuoted('No quotes at all here')).toEqual([]);
    // An apostrophe between letters inside a single-quoted text does not close it.
    expect(findQuoted("subject 'Meeting' and body 'Let's meet at Joe's at 10'").map((m) => m.text)).toEqual(['Meeting', "Let's meet at Joe's at 10"]);
  });
  it('finds paths in several shapes', () => {
    expect(findPaths('open /a/b.txt, ./x.md, notes/todo.md and report.pdf').map((m) => m.text)).toEqual(['/a/b.txt', './x.md', 'notes/todo.md', 'report.pdf']);
    expect(findPaths('open C:\\dir\\f.txt').map((m) => m.text)).toEqual(['C:\\dir\\f.txt']);
    // A folder written with its slash is read whole, a dash and a number included.
    expect(findPaths('move lessons/plan.md to lessons/recital-2026/').map((m) => m.text)).toEqual(['lessons/plan.md', 'lessons/recital-2026/']);
    // Names in any script; Chinese or Japanese right after an extension is the sentence, not the name.
    expect(findPaths('abre notas/reunión.md y 打开 notes/日记.md').map((m) => m.text)).toEqual(['notas/reunión.md', 'notes/日记.md']);
    expect(findPaths('покажи заметки/план.md').map((m) => m.text)).toEqual(['заметки/план.md']);
    // A rate of units after a number, or asked "in" or "per", is a measure; the same pair named as a folder is a path.
    expect(findPaths('500mg in 100ml over 30 mins, whats the rate in ml/hr').map((m) => m.text)).toEqual([]);
    expect(findPaths('dose 20 mg/kg twice a day').map((m) => m.text)).toEqual([]);
    expect(findPaths('list what is in mg/kg/').map((m) => m.text)).toEqual(['mg/kg/']);
    expect(findPaths('打开notes/todo.md的内容').map((m) => m.text)).toEqual(['notes/todo.md']);
    expect(findPaths('Is version 3.5 out? It is. Mr. Smith said so.')).toEqual([]);
    // A folder written with its slash, from the home, the root or here.
    expect(findPaths('list ~/projects/, ~/.config/ and /etc/nginx/ or ./src/').map((m) => m.text)).toEqual([
      '~/projects/',
      '~/.config/',
      '/etc/nginx/',
      './src/',
    ]);
  });
  it('finds names, keeps "City, Region" together and skips sentence openers', () => {
    expect(findNames('Locate a library in Boston, Massachusetts near Washington, D.C. for Taylor Swift.').map((m) => m.text)).toEqual([
      'Boston, Massachusetts',
      'Washington, D.C.',
      'Taylor Swift',
    ]);
    expect(findNames('Texas, California and Florida are states').map((m) => m.text)).toContain('California');
    expect(findNames("docket 123 in Texas. Don't return text").map((m) => m.text)).toEqual(['Texas']);
  });
  it('lets a number continue a name, but not after a joiner', () => {
    expect(findNames('play Maroon 5 and World War 2 films').map((m) => m.text)).toEqual(['Maroon 5', 'World War 2']);
    // A capital "The" inside a sentence opens the name it stands before; opening the sentence it is only the first word.
    expect(findNames('tickets for The Weeknd and a room at The Plaza').map((m) => m.text)).toEqual(['The Weeknd', 'The Plaza']);
    expect(findNames('The Plaza is full. The Louvre then').map((m) => m.text)).toEqual(['Plaza', 'Louvre']);
    // An abbreviation's full stop ends the name when a sentence's first word follows it.
    expect(findNames('the last game of Liverpool F.C. Include its statistics').map((m) => m.text)).toEqual(['Liverpool F.C.']);
    expect(findNames('the GCD of 12 and 18').map((m) => m.text)).toEqual(['GCD']);
  });
  it('keeps a place that opens a sentence, but not a lone opening word', () => {
    expect(findNames('Denver, CO and then Austin, TX?').map((m) => m.text)).toEqual(['Denver, CO', 'Austin, TX']);
    expect(findNames('Locate, if you can, a shop').map((m) => m.text)).toEqual([]);
  });
  it('orders all mentions by position', () => {
    const kinds = findTextMentions('Send "hello" to ann@example.com about https://x.io/a and notes/a.md').map((m) => m.kind);
    expect(kinds).toEqual(['quoted', 'email', 'url', 'path']);
  });
});

describe('names in German, which writes every noun with a capital', () => {
  it('leave out the noun an article or a possessive puts before them', () => {
    expect(findNames('Merke dir, dass mein Enkel Jonas im April Geburtstag hat').map((m) => m.text)).toContain('Jonas');
    expect(findNames('Merke dir, dass mein Enkel Jonas im April Geburtstag hat').map((m) => m.text)).not.toContain('Enkel Jonas');
    expect(findNames('Wo wohnt der Papst?').map((m) => m.text)).toEqual([]);
  });

  it('keep a name a sentence or an English text opens with an article', () => {
    expect(findNames('remember that Die Hard is my favourite film').map((m) => m.text)).toContain('Die Hard');
    expect(findNames('I read Der Spiegel every week').map((m) => m.text)).toContain('Der Spiegel');
  });
});

describe('coordinatedGroups', () => {
  const spans = (text: string, words: string[]) => words.map((word) => ({ start: text.indexOf(word), end: text.indexOf(word) + word.length }));
  it('groups lists joined by commas and "and"', () => {
    const text = 'weather in Paris, Rome and Oslo';
    expect(coordinatedGroups(text, spans(text, ['Paris', 'Rome', 'Oslo']))).toHaveLength(1);
  });
  it('needs a conjunction when asked, and keeps ranges apart', () => {
    const text = 'Miami, Florida';
    expect(coordinatedGroups(text, spans(text, ['Miami', 'Florida']), { requireConjunction: true })).toHaveLength(2);
    const range = 'numbers between 1 and 1000';
    const ends = [
      { start: 16, end: 17 },
      { start: 22, end: 26 },
    ];
    expect(range.slice(16, 17) + range.slice(22, 26)).toBe('11000');
    expect(coordinatedGroups(range, ends, { rangesAreNotLists: true })).toHaveLength(2);
    expect(coordinatedGroups(range, ends)).toHaveLength(1);
  });
  it('groups quoted members but not a quoted member with a bare name', () => {
    const quoted = `genres 'Blues', 'Soul', and 'Funk'`;
    expect(coordinatedGroups(quoted, spans(quoted, ['Blues', 'Soul', 'Funk']))).toHaveLength(1);
    const mixed = `the code 'X1' and the Main Office`;
    expect(coordinatedGroups(mixed, spans(mixed, ['X1', 'Main Office']))).toHaveLength(2);
  });
  it('finds the list of a value read together with its quotes, but not one inside a quotation', () => {
    const text = `topics "Solar Power" and "Wind Energy"`;
    const solar = { start: 8, end: 19, value: 'Solar Power' };
    const wind = { start: 26, end: 37, value: 'Wind Energy' };
    expect([text.slice(solar.start, solar.end), text.slice(wind.start, wind.end)]).toEqual([solar.value, wind.value]);
    const groups = coordinatedGroups(text, [solar, wind]);
    expect(groupContaining(groups, { start: 7, end: 20, value: 'Solar Power' })).toHaveLength(2);
    expect(groupContaining(groups, { start: 8, end: 37, value: text.slice(8, 37) })).toBeUndefined();
  });
});

describe('an auxiliary opening a question', () => {
  it('is no part of the name after it', () => {
    expect(findNames('Have I told you about Graham before?').map((name) => name.text)).toEqual(['Graham']);
    expect(findNames('Has Tom got a dog?').map((name) => name.text)).toEqual(['Tom']);
    expect(findNames("Didn't I tell you Maria moved?").map((name) => name.text)).toEqual(['Maria']);
    expect(findNames('Hannah Arendt wrote it').map((name) => name.text)).toEqual(['Hannah Arendt']);
  });
});
