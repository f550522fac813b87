import { describe, expect, it } from 'vitest';
import { plainOutput } from './plain-output.js';

const joost = { name: 'Joost', entityType: 'person', observations: ['baker', 'starts at 4:30', 'birthday is 3 March'] };
const worksAt = { from: 'Joost', to: 'Bakkerij', relationType: 'works_at' };
const pretty = (value: unknown) => JSON.stringify(value, null, 2);

describe('plainOutput: a memory graph', () => {
  it('says entities and relations of a graph in plain lines', () => {
    expect(plainOutput(pretty({ entities: [joost], relations: [worksAt] }))).toBe(
      'Joost (person): baker; starts at 4:30; birthday is 3 March\nJoost — works at → Bakkerij',
    );
  });

  it('says a list of entities or of relations (what creating them returns)', () => {
    expect(plainOutput(pretty([joost, { name: 'Sanne', entityType: 'person', observations: [] }]))).toBe(
      'Joost (person): baker; starts at 4:30; birthday is 3 March\nSanne (person)',
    );
    expect(plainOutput(pretty([{ from: 'Sanne', to: 'Winkel', relationType: 'worksIn' }]))).toBe('Sanne — works in → Winkel');
  });

  it('says what adding facts kept, and that a record held them already', () => {
    const added = pretty([
      { entityName: 'Joost', addedObservations: ['bakes rye', 'walks to work'] },
      { entityName: 'Sanne', addedObservations: [] },
    ]);
    expect(plainOutput(added)).toBe('Joost: added bakes rye; walks to work\nSanne: nothing new, it was remembered already');
  });

  it('says an empty graph found nothing', () => {
    expect(plainOutput(pretty({ entities: [], relations: [] }))).toBe('Nothing found.');
  });

  it('leaves JSON of any other shape as it came', () => {
    for (const other of [
      pretty([{ entityName: 'Joost', addedObservations: [], note: 'kept' }]),
      pretty([{ entityName: 'Joost', addedObservations: [1] }]),
      pretty({ entities: [joost], relations: [], secret: 'kept' }),
      pretty([joost, worksAt]),
      pretty({ entities: [{ ...joost, observations: [1, 2] }] }),
      pretty([]),
      '{"entities": [',
      '[1, 2, 3]',
    ]) {
      expect(plainOutput(other)).toBe(other);
    }
  });

  it('lists a bounded number of entities and facts, each quoted short', () => {
    // Within the 100,000 characters a packet keeps of an output.
    const many = Array.from({ length: 60 }, (_, i) => ({ name: `e${i}`, entityType: 'thing', observations: Array(15).fill('x'.repeat(90)) }));
    const lines = plainOutput(JSON.stringify({ entities: many, relations: [] })).split('\n');
    expect(lines).toHaveLength(41);
    expect(lines.at(-1)).toBe('… and 20 more');
    expect(lines[0]).toMatch(/; and 3 more$/);
    const long = plainOutput(JSON.stringify([{ name: 'n'.repeat(5_000), entityType: 'person', observations: ['o'.repeat(5_000)] }]));
    expect(long.length).toBeLessThan(500);
  });

  it('reads deeply nested JSON without overflowing the stack, and shows it as it came', () => {
    const deep = `${'['.repeat(50_000)}${']'.repeat(50_000)}`;
    expect(plainOutput(deep)).toBe(deep);
    const deepObject = `{"entities":${'['.repeat(20_000)}${']'.repeat(20_000)}}`;
    expect(plainOutput(deepObject)).toBe(deepObject);
  });
});

describe('plainOutput: a record of fields', () => {
  const info = [
    'size: 366',
    'created: Mon Nov 30 2026 16:39:19 GMT+0000 (Coordinated Universal Time)',
    'modified: Mon Nov 30 2026 16:39:19 GMT+0100 (Central European Standard Time)',
    'isDirectory: false',
    'isFile: true',
    'permissions: 644',
  ].join('\n');

  it('says file information in plain lines', () => {
    expect(plainOutput(info)).toBe(
      ['Size: 366 bytes', 'Created: 30 Nov 2026, 16:39 UTC', 'Modified: 30 Nov 2026, 16:39 GMT+0100', 'Kind: file', 'Permissions: 644'].join('\n'),
    );
  });

  it('gives a large size in bytes and in larger units', () => {
    expect(plainOutput('size: 5242880\nisFile: true')).toBe('Size: 5242880 bytes (5.0 MB)\nKind: file');
  });

  it('keeps both flags when none is true', () => {
    expect(plainOutput('isFile: false\nisDirectory: false')).toBe('Is file: no\nIs directory: no');
  });

  it('leaves a document of name: value lines as it is (a config file read out)', () => {
    for (const text of ['name: bakkerij\nversion: 1.2.0', 'size: 366', 'note: isFile: true\nfree text here', 'Dear Joost: thanks\nisFile: true']) {
      expect(plainOutput(text)).toBe(text);
    }
  });
});
