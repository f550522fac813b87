import { describe, expect, it } from 'vitest';
import type { ExecutionStep } from '@switchyard/packet-schema';
import { checkReplaceTarget, findReferences, parseReference, resolveReferences } from './step-references.js';
import { toolResultText } from './tool-output.js';

const done = (stepId: string, output: string, structured?: unknown): ExecutionStep => ({
  stepId,
  server: 'x',
  tool: 't',
  arguments: {},
  ok: true,
  output,
  ...(structured !== undefined ? { structured } : {}),
  elapsedMs: 1,
  attempts: 1,
});

describe('step references', () => {
  it('parses the four roots and their paths', () => {
    expect(parseReference('s1.output')).toMatchObject({ stepId: 's1', root: 'output', path: [] });
    expect(parseReference('s1.lines[2]')).toMatchObject({ root: 'lines', path: [2] });
    expect(parseReference('s-2.structured.files[0].name')).toMatchObject({ stepId: 's-2', root: 'structured', path: ['files', 0, 'name'] });
    expect(parseReference('a.json.items[10]')).toMatchObject({ root: 'json', path: ['items', 10] });
  });

  it('resolves a path reference to the one file a search found, and refuses none or several with them listed', () => {
    const one = new Map([['s1', done('s1', '/home/a/recipes/pancakes.md\n')]]);
    expect(resolveReferences({ path: { $ref: 's1.path' } }, one)).toEqual({ path: '/home/a/recipes/pancakes.md' });
    // A server's own words around the list are not paths; a path listed twice is one file.
    const twice = new Map([['s1', done('s1', 'Found:\n/home/a/x.md\n/home/a/x.md')]]);
    expect(resolveReferences({ path: { $ref: 's1.path' } }, twice)).toEqual({ path: '/home/a/x.md' });
    const none = new Map([['s1', done('s1', 'No matches found')]]);
    expect(() => resolveReferences({ path: { $ref: 's1.path' } }, none)).toThrow(/step s1 found no file/);
    const several = new Map([['s1', done('s1', '/home/a/pancakes.md\nC:\\b\\pancakes-old.md')]]);
    expect(() => resolveReferences({ path: { $ref: 's1.path' } }, several)).toThrow(/found 2 files, not one: \/home\/a\/pancakes.md, C:\\b\\pancakes-old.md/);
    expect(() => parseReference('s1.path[0]')).toThrow(/has no parts/);
  });

  it('passes over a folder the listing marks beside one file, and refuses a folder found alone', () => {
    const marked = new Map([['s1', done('s1', '[DIR] /home/a/garden\n[FILE] /home/a/garden-diary.md')]]);
    expect(resolveReferences({ path: { $ref: 's1.path' } }, marked)).toEqual({ path: '/home/a/garden-diary.md' });
    const folder = new Map([['s1', done('s1', '[DIR] /home/a/garden')]]);
    expect(() => resolveReferences({ path: { $ref: 's1.path' } }, folder)).toThrow(/step s1 found the folder \/home\/a\/garden, not a file/);
    // Unmarked, a line is the path it says: one ending in a separator beside another is a second path, not a folder passed over.
    const slashed = new Map([['s1', done('s1', '/home/a/garden/\n/home/a/notes/garden.md')]]);
    expect(() => resolveReferences({ path: { $ref: 's1.path' } }, slashed)).toThrow(/found 2 files, not one/);
  });

  it('rejects malformed references with the syntax in the message', () => {
    expect(() => parseReference('s1')).toThrow(/expected <step>.output/);
    expect(() => parseReference('s1.result')).toThrow(/bad reference "s1.result"/);
    expect(() => parseReference('s1.output.x')).toThrow(/output is text/);
  });

  it('finds references at any depth and only in the exact {"$ref"} shape', () => {
    const args = { a: { $ref: 's1.output' }, b: [1, { c: { $ref: 's2.lines[0]' } }], d: { $ref: 's3.output', other: 1 } };
    expect(findReferences(args).map((r) => r.text)).toEqual(['s1.output', 's2.lines[0]']);
  });

  it('resolves against the results, and says what is missing', () => {
    const results = new Map([
      ['s1', done('s1', '\n first line \nsecond\n', { files: ['/a', '/b'] })],
      ['s2', done('s2', '{"items":[{"name":"n0"}]}')],
    ]);
    const args = {
      text: { $ref: 's1.output' },
      line: { $ref: 's1.lines[1]' },
      file: { $ref: 's1.structured.files[1]' },
      name: { $ref: 's2.json.items[0].name' },
      keep: 3,
    };
    expect(resolveReferences(args, results)).toEqual({ text: '\n first line \nsecond\n', line: 'second', file: '/b', name: 'n0', keep: 3 });
    expect(() => resolveReferences({ x: { $ref: 's1.structured.files[5]' } }, results)).toThrow(/has nothing at 5/);
    expect(() => resolveReferences({ x: { $ref: 's1.json.a' } }, results)).toThrow(/not JSON/);
    expect(() => resolveReferences({ x: { $ref: 's9.output' } }, results)).toThrow(/step s9 has no result/);
  });

  it('refuses to pass on an output cut at the output limit (a copy would be written short), but not the part asked for', () => {
    const cut = toolResultText([{ type: 'text', text: 'x'.repeat(50) }], 20);
    const results = new Map([['s1', done('s1', cut)]]);
    expect(() => resolveReferences({ content: { $ref: 's1.output' } }, results)).toThrow(/was cut at the output limit/);
    expect(resolveReferences({ first: { $ref: 's1.lines[0]' } }, results)).toEqual({ first: 'x'.repeat(20) });
    // A whole output that only mentions cutting is passed on as it is.
    const whole = new Map([['s1', done('s1', 'notes on (3 more characters cut) hems')]]);
    expect(resolveReferences({ content: { $ref: 's1.output' } }, whole)).toEqual({ content: 'notes on (3 more characters cut) hems' });
  });

  it('refuses to write back or copy a text read of a file that is not plain UTF-8 text (U+FFFD or NUL in it), but passes on a part of it', () => {
    for (const text of ['caf\uFFFD au lait\n', 'PK\u0003\u0004\u0000\u0000data']) {
      const results = new Map([['s1', done('s1', text)]]);
      expect(() => resolveReferences({ content: { $ref: 's1.output' } }, results)).toThrow(/the file is not plain UTF-8 text; writing it back would damage it/);
      expect(() => resolveReferences({ content: { $append: { to: 's1.output', line: '- bread' } } }, results)).toThrow(/not plain UTF-8 text/);
    }
    const results = new Map([['s1', done('s1', 'caf\uFFFD\nsecond line\n')]]);
    expect(resolveReferences({ second: { $ref: 's1.lines[1]' } }, results)).toEqual({ second: 'second line' });
    // Other characters past ASCII are plain text.
    const plain = new Map([['s1', done('s1', 'café ✓ 日本\n')]]);
    expect(resolveReferences({ content: { $append: { to: 's1.output', line: '- pain' } } }, plain)).toEqual({ content: 'café ✓ 日本\n- pain\n' });
  });

  it('appends a line to a whole output: on a new line unless the text ends with one, keeping its closing line break', () => {
    const add = (text: string, line = '- milk') =>
      resolveReferences({ content: { $append: { to: 's1.output', line } } }, new Map([['s1', done('s1', text)]])).content;
    expect(add('eggs\nbread\n')).toBe('eggs\nbread\n- milk\n');
    expect(add('eggs\nbread')).toBe('eggs\nbread\n- milk');
    expect(add('')).toBe('- milk');
    expect(add('eggs\r\nbread\r\n')).toBe('eggs\r\nbread\r\n- milk\r\n');
    expect(add('eggs\n', 'a {"$ref":"s1.output"} b')).toBe('eggs\na {"$ref":"s1.output"} b\n');
    expect(findReferences({ content: { $append: { to: 's1.output', line: 'x' } } })).toMatchObject([{ stepId: 's1', root: 'output', append: 'x' }]);
  });

  it('adds a line as an item of the list the text ends with, unless the line has a marker of its own', () => {
    const add = (text: string, line: string) =>
      resolveReferences({ content: { $append: { to: 's1.output', line } } }, new Map([['s1', done('s1', text)]])).content;
    expect(add('# Mercado\n- leite\n- café\n', 'granulado')).toBe('# Mercado\n- leite\n- café\n- granulado\n');
    expect(add('1. eggs\n2. bread\n', 'milk')).toBe('1. eggs\n2. bread\n3. milk\n');
    expect(add('  * [x] call bank\n', 'renew passport')).toBe('  * [x] call bank\n  * [ ] renew passport\n');
    expect(add('- eggs\n', '* milk')).toBe('- eggs\n* milk\n');
    // A table, a paragraph or a number that only opens a line is no list.
    expect(add('2024-09-05,1,6.3\n', '2024-09-06,2,5.1')).toBe('2024-09-05,1,6.3\n2024-09-06,2,5.1\n');
    expect(add('-5 degrees at night\n', 'frost')).toBe('-5 degrees at night\nfrost\n');
  });

  it('makes an append "as edits" the one edit that adds the line after the last lines found only there', () => {
    const edits = (text: string, line: string) =>
      resolveReferences({ edits: { $append: { to: 's1.output', line, as: 'edits' } } }, new Map([['s1', done('s1', text)]])).edits;
    expect(edits('- eggs\n- bread\n', 'milk')).toEqual([{ oldText: '- bread\n', newText: '- bread\n- milk\n' }]);
    expect(edits('rest\nwork\nrest\n', 'gym')).toEqual([{ oldText: 'work\nrest\n', newText: 'work\nrest\ngym\n' }]);
    expect(() => resolveReferences({ edits: { $append: { to: 's1.output', line: 'x', as: 'whole' } } }, new Map())).toThrow(/as is "edits" or left out/);
  });

  it('appends to nothing read only in part: the line would not go at the end of the file', () => {
    const head = new Map([['s1', { ...done('s1', 'a\n'), arguments: { path: 'todo.txt', head: 1 } }]]);
    for (const as of [{}, { as: 'edits' }])
      expect(() => resolveReferences({ x: { $append: { to: 's1.output', line: 'milk', ...as } } }, head)).toThrow(/read only part of the file \(head\)/);
  });

  it('refuses an append of a cut output, and any other shape of an append, saying what is wrong', () => {
    const cut = new Map([['s1', done('s1', toolResultText([{ type: 'text', text: 'x'.repeat(50) }], 20))]]);
    expect(() => resolveReferences({ content: { $append: { to: 's1.output', line: 'y' } } }, cut)).toThrow(/was cut at the output limit/);
    const bad: Array<[unknown, RegExp]> = [
      [{ $append: { to: 's1.lines[0]', line: 'x' } }, /to: to is an earlier step's whole text output/],
      [{ $append: { to: 's1.output', line: { $ref: 's2.output' } } }, /line: /],
      [{ $append: { to: { $append: { to: 's1.output', line: 'x' } }, line: 'x' } }, /to: /],
      [{ $append: { to: 's1.output', line: 'x'.repeat(2_001) } }, /longer than 2000 characters/],
      [{ $append: { to: 's1.output', line: '' } }, /the line is empty/],
      [{ $append: { to: 's1.output', line: 'x', more: 1 } }, /bad append/],
      [{ $append: { to: 's1.output', line: 'x' }, $ref: 's1.output' }, /bad append/],
      [{ $append: 's1.output' }, /bad append/],
      [{ $append: ['s1.output', 'x'] }, /bad append/],
    ];
    for (const [value, message] of bad) {
      expect(() => findReferences({ deep: [{ content: value }] })).toThrow(message);
    }
  });
});

describe('a replace of every place of a text, as edits', () => {
  const read = (text: string, args: Record<string, unknown> = { path: 'hives/inspection-log.md' }) =>
    new Map([['s1', { ...done('s1', text), arguments: args }]]);
  const replace = (old: string, replacement: string) => ({ edits: { $replace: { in: 's1.output', old, new: replacement } } });

  it('is the edits that change every line holding the text as written, from the whole text the earlier step read', () => {
    const text = 'Hive A: fine\nHive B: queen seen\nHive B split from Hive B2\n';
    expect(resolveReferences({ path: 'hives/inspection-log.md', ...replace('Hive B', 'Hive E') }, read(text))).toEqual({
      path: 'hives/inspection-log.md',
      edits: [
        { oldText: 'Hive B: queen seen', newText: 'Hive E: queen seen' },
        { oldText: 'Hive B split from Hive B2', newText: 'Hive E split from Hive B2' },
      ],
    });
    expect(findReferences(replace('Hive B', 'Hive E'))).toMatchObject([{ stepId: 's1', root: 'output', replace: { old: 'Hive B', new: 'Hive E' } }]);
  });

  it("refuses edits made from one file's read on another file or on the same path of another server", () => {
    const edit = (path: string, server = 'x') => ({ server, arguments: { path, ...replace('Hive B', 'Hive E') } });
    expect(() => checkReplaceTarget(edit('hives/inspection-log.md'), read('Hive B\n'))).not.toThrow();
    expect(() => checkReplaceTarget(edit('./hives/inspection-log.md'), read('Hive B\n'))).not.toThrow();
    expect(() => checkReplaceTarget(edit('hives/other.md'), read('Hive B\n'))).toThrow(/would edit x hives\/other\.md; it edits only the file it read/);
    expect(() => checkReplaceTarget(edit('hives/inspection-log.md', 'y'), read('Hive B\n'))).toThrow(/would edit y hives/);
    expect(() => checkReplaceTarget(edit('a.md'), read('Hive B\n', { paths: ['a.md'] }))).toThrow(/read no single path/);
  });

  it('names the file read when the text does not stand in it, and refuses a part read, a cut output and a text that is not plain', () => {
    expect(() => resolveReferences(replace('Hive B', 'Hive E'), read('Hive A\n'))).toThrow(
      '"Hive B" does not stand in hives/inspection-log.md as read; nothing was changed',
    );
    expect(() => resolveReferences(replace('Hive B', 'Hive E'), read('Hive A\n', {}))).toThrow('does not stand in the text step s1 read as read');
    for (const part of [{ head: 2 }, { tail: 1 }, { offset: 3 }, { limit: 10 }]) {
      expect(() => resolveReferences(replace('Hive B', 'Hive E'), read('Hive B\n', { path: 'a.md', ...part }))).toThrow(
        `step s1 read only part of the file (${Object.keys(part)[0]}), so places outside it would stay as they were`,
      );
    }
    const cut = new Map([['s1', done('s1', toolResultText([{ type: 'text', text: 'Hive B '.repeat(10) }], 20))]]);
    expect(() => resolveReferences(replace('Hive B', 'Hive E'), cut)).toThrow(/was cut at the output limit/);
    expect(() => resolveReferences(replace('Hive B', 'Hive E'), read('Hive B caf\uFFFD\n'))).toThrow(/not plain UTF-8 text/);
  });

  it('refuses any other shape of a replace, and one that is not the whole value of an argument, saying why', () => {
    const bad: Array<[unknown, RegExp]> = [
      [{ $replace: { in: 's1.lines[0]', old: 'a', new: 'b' } }, /bad replace \(\$replace\.in: in is an earlier step's whole text output/],
      [{ $replace: { in: 's1.output', old: '', new: 'b' } }, /bad replace \(\$replace\.old: the text to replace is empty\)/],
      [{ $replace: { in: 's1.output', old: 'a\nb', new: 'b' } }, /the text to replace has a line break/],
      [{ $replace: { in: 's1.output', old: 'a', new: { $ref: 's2.output' } } }, /bad replace \(\$replace\.new: /],
      [{ $replace: { in: 's1.output', old: 'a', new: 'b' }, $append: { to: 's1.output', line: 'x' } }, /bad replace/],
    ];
    for (const [value, message] of bad) expect(() => findReferences({ edits: value })).toThrow(message);
    const whole = { $replace: { in: 's1.output', old: 'a', new: 'b' } };
    for (const args of [{ edits: [whole] }, { deep: { edits: whole } }, whole]) {
      expect(() => findReferences(args)).toThrow(/is inside another value; it is the whole value of an edit tool's edits argument/);
    }
  });
});
