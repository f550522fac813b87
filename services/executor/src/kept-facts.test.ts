import type { ExecutionStep } from '@switchyard/packet-schema';
import { describe, expect, it } from 'vitest';
import { findReferences, resolveReferences } from './step-references.js';

/** What the memory's open_nodes answers: the records read, with their facts. */
const read = (observations: string[], name = 'Tomás Ruiz'): ExecutionStep => ({
  stepId: 's1',
  server: 'memory',
  tool: 'open_nodes',
  arguments: {},
  ok: true,
  output: JSON.stringify({ entities: [{ type: 'entity', name, entityType: 'person', observations }], relations: [] }, null, 2),
  elapsedMs: 1,
  attempts: 1,
});
const fact = (like: string, entity = 'Tomás Ruiz') => ({ $fact: { in: 's1.output', entity, like } });
const resolved = (observations: string[], like: string, entity = 'Tomás Ruiz') =>
  resolveReferences({ entityName: entity, observations: [fact(like, entity)] }, new Map([['s1', read(observations, entity)]])).observations[0];

describe('a kept fact named by the words that say it', () => {
  it('is quoted, and not deleted, when the words are its end and it says its own thing before them', () => {
    expect(() => resolved(['from galeria kazimierz prefers calls after 2pm'], 'prefers calls after 2pm', 'Piotr')).toThrow(
      'Piotr\'s remembered fact is "from galeria kazimierz prefers calls after 2pm", which says more than "prefers calls after 2pm": deleting it would forget all of it, so nothing was deleted. To forget it all, say the whole fact',
    );
  });

  it('quotes five facts at most, and says how many more: a step error holds 4,000 characters', () => {
    const facts = Array.from({ length: 40 }, (_, at) => `from place ${at} ${'q'.repeat(150)} prefers calls after 2pm`);
    let message = '';
    try {
      resolved(facts, 'prefers calls after 2pm', 'Piotr');
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain('"from place 4 ');
    expect(message).not.toContain('"from place 5 ');
    expect(message).toContain(' and 35 more, which say more than "prefers calls after 2pm"');
    expect(message.length).toBeLessThan(1_500);
  });

  it('is not a fact that says its own thing before the words: "lives at 9 Elm St" is not "Lily is 9"', () => {
    expect(() => resolved(['lives at 9 Elm St'], 'Lily is 9', 'Lily')).toThrow('Lily has no remembered fact like "Lily is 9"; nothing was deleted');
    expect(resolved(['lives at 9 Elm St', 'is 9 years old'], 'Lily is 9', 'Lily')).toBe('is 9 years old');
    expect(() => resolved(['works at Acme', 'drives to Acme on Mondays'], 'Acme', 'Lily')).toThrow(/no remembered fact like "Acme"/);
    // Said as the fact says it, it is that fact; each clause is judged by itself (this one then says more).
    expect(resolved(['lives at 9 Elm St'], 'Lily lives at 9 Elm St', 'Lily')).toBe('lives at 9 Elm St');
    expect(() => resolved(['likes drawing', 'plays piano; is 9'], 'Lily is 9', 'Lily')).toThrow(/"plays piano; is 9", which says more/);
  });

  it('is the fact that holds every word the request says, case, accents and apostrophes aside', () => {
    expect(resolved(['plays George', 'Can’t do Sunday mornings'], "can't do sunday mornings")).toBe('Can’t do Sunday mornings');
    expect(resolved(['is 9 years old', 'likes drawing'], 'Lily is 9', 'Lily')).toBe('is 9 years old');
    expect(resolved(['lives in Malaga'], 'lives in Málaga', 'Tomás Ruiz')).toBe('lives in Malaga');
    // Of two that hold the words, the one with fewest words besides.
    expect(resolved(['drinks tea with milk every morning', 'drinks tea'], 'drinks tea')).toBe('drinks tea');
    expect(findReferences({ observations: [fact('x')] })).toMatchObject([{ stepId: 's1', root: 'output', fact: { entity: 'Tomás Ruiz', like: 'x' } }]);
  });

  it('is not made up: no fact like the words, no record of that name, or two alike, and nothing is deleted', () => {
    expect(() => resolved(['plays George'], "can't do sunday mornings")).toThrow(
      `Tomás Ruiz has no remembered fact like "can't do sunday mornings"; nothing was deleted`,
    );
    expect(() => resolveReferences({ o: fact('plays George', 'Tom') }, new Map([['s1', read(['plays George'])]]))).toThrow(
      'nothing is remembered about Tom by that name; nothing was deleted',
    );
    expect(() => resolved(['likes red wine', 'likes white wine'], 'likes wine')).toThrow(
      /has 2 remembered facts like "likes wine" \("likes red wine", "likes white wine"\)/,
    );
    expect(() => resolved(['x'], 'the')).toThrow(/says no fact of Tomás Ruiz to forget/);
    const notJson = { ...read([]), output: 'Observations: plays George' };
    expect(() => resolveReferences({ o: fact('plays George') }, new Map([['s1', notJson]]))).toThrow(/is not JSON/);
  });

  it('is not deleted when it says more than the words: the rest would be forgotten too', () => {
    expect(() => resolved(["plays George and can't do Sunday mornings"], "can't do sunday mornings")).toThrow(
      `Tomás Ruiz's remembered fact is "plays George and can't do Sunday mornings", which says more than "can't do sunday mornings": deleting it would forget all of it, so nothing was deleted`,
    );
    expect(resolved(["plays George and can't do Sunday mornings"], "plays George and can't do Sunday mornings")).toBe(
      "plays George and can't do Sunday mornings",
    );
  });

  it('refuses any other shape of a fact, saying what is wrong', () => {
    const bad: Array<[unknown, RegExp]> = [
      [{ $fact: { in: 's1.json.entities', entity: 'A', like: 'x' } }, /in: in is an earlier step's whole text output/],
      [{ $fact: { in: 's1.output', entity: { $ref: 's0.output' }, like: 'x' } }, /entity: /],
      [{ $fact: { in: 's1.output', entity: 'A', like: { $fact: { in: 's1.output', entity: 'A', like: 'x' } } } }, /like: /],
      [{ $fact: { in: 's1.output', entity: 'A', like: 'x'.repeat(501) } }, /longer than 500 characters/],
      [{ $fact: { in: 's1.output', entity: 'A', like: ' ' } }, /the fact is not said/],
      [{ $fact: { in: 's1.output', entity: 'A', like: 'x', more: 1 } }, /bad fact/],
      [{ $fact: { in: 's1.output', entity: 'A', like: 'x' }, $append: { to: 's1.output', line: 'x' } }, /bad fact/],
      [{ $fact: 's1.output' }, /bad fact/],
    ];
    for (const [value, message] of bad) expect(() => findReferences({ deep: [{ o: value }] })).toThrow(message);
  });
});

describe('the record a kept fact is deleted from', () => {
  it('is the record it was found in: a fact of one record is not deleted from another', () => {
    const results = new Map([['s1', read(['PIN is 4921'], 'Ana')]]);
    const deletion = (entityName: string) => ({ deletions: [{ entityName, observations: [fact('pin', 'Ana')] }] });
    expect(resolveReferences(deletion('Ana'), results)).toEqual({ deletions: [{ entityName: 'Ana', observations: ['PIN is 4921'] }] });
    expect(() => resolveReferences(deletion('Tomás Ruiz'), results)).toThrow('a remembered fact of Ana is to be deleted from Tomás Ruiz; nothing was deleted');
  });

  it('is the record kept under the name typed but for case, spaces and a final stop, sent as it is kept', () => {
    const results = new Map([['s1', read(['lives in Kirchzarten', 'keeps bees'], 'Sepp')]]);
    const deletion = (entityName: string, like: string) => ({ deletions: [{ entityName, observations: [fact(like, entityName)] }] });
    const sent = { deletions: [{ entityName: 'Sepp', observations: ['lives in Kirchzarten'] }] };
    expect(resolveReferences(deletion('sepp', 'lives in kirchzarten'), results)).toEqual(sent);
    expect(resolveReferences(deletion('SEPP ', 'Lives in Kirchzarten.'), results)).toEqual(sent);
    expect(resolveReferences(deletion('Sepp.', ' lives in kirchzarten! '), results)).toEqual(sent);
    // Another name is still another record.
    expect(() => resolveReferences(deletion('Seppl', 'lives in kirchzarten'), results)).toThrow('nothing is remembered about Seppl by that name');
  });

  it('is the one record whose name begins with the name said, sent as it is kept; of two, neither', () => {
    const results = new Map([['s1', read(['wants the solo in Bring Him Home', 'sings first tenor'], 'Huw Morgan')]]);
    const deletion = (entityName: string, like: string) => ({ deletions: [{ entityName, observations: [fact(like, entityName)] }] });
    expect(resolveReferences(deletion('Huw', 'wants the solo in Bring Him Home'), results)).toEqual({
      deletions: [{ entityName: 'Huw Morgan', observations: ['wants the solo in Bring Him Home'] }],
    });
    // "Hu" begins no word of the name, and "Morgan" is not how it begins.
    expect(() => resolveReferences(deletion('Hu', 'sings first tenor'), results)).toThrow('nothing is remembered about Hu by that name');
    expect(() => resolveReferences(deletion('Morgan', 'sings first tenor'), results)).toThrow('nothing is remembered about Morgan by that name');
    const two: ExecutionStep = {
      ...read([], 'Huw Morgan'),
      output: JSON.stringify({
        entities: [
          { type: 'entity', name: 'Huw Morgan', entityType: 'person', observations: ['sings first tenor'] },
          { type: 'entity', name: 'Huw Davies', entityType: 'person', observations: ['sings first tenor'] },
        ],
        relations: [],
      }),
    };
    expect(() => resolveReferences(deletion('Huw', 'sings first tenor'), new Map([['s1', two]]))).toThrow(
      'Huw could be 2 remembered records ("Huw Morgan", "Huw Davies"); nothing was deleted: say which one',
    );
  });

  it('is the one kept under that very name when two are kept alike, and no record when neither is', () => {
    const both: ExecutionStep = {
      ...read([], 'Sepp'),
      output: JSON.stringify({
        entities: [
          { type: 'entity', name: 'Sepp', entityType: 'person', observations: ['lives in Kirchzarten'] },
          { type: 'entity', name: 'SEPP', entityType: 'team', observations: ['lives in Kirchzarten'] },
        ],
        relations: [],
      }),
    };
    const results = new Map([['s1', both]]);
    const deletion = (entityName: string) => ({ deletions: [{ entityName, observations: [fact('lives in kirchzarten', entityName)] }] });
    expect(resolveReferences(deletion('SEPP'), results)).toEqual({ deletions: [{ entityName: 'SEPP', observations: ['lives in Kirchzarten'] }] });
    expect(() => resolveReferences(deletion('sepp'), results)).toThrow('sepp could be 2 remembered records ("Sepp", "SEPP"); nothing was deleted');
  });

  it('is named beside it: in a list of record names, the fact would be deleted as a record named like it', () => {
    const results = new Map([['s1', read(['PIN is 4921'], 'Ana')]]);
    expect(() => resolveReferences({ entityNames: [fact('pin', 'Ana')] }, results)).toThrow(
      'a remembered fact of Ana is to be deleted with no record named beside it; nothing was deleted',
    );
  });
});

describe('a kept fact that holds the words and says otherwise', () => {
  it("is not its opposite: a not, a never, an -n't the words lack, or the other way round", () => {
    expect(() => resolved(["isn't allergic to peanuts"], 'allergic to peanuts', 'Lily')).toThrow(/does not say/);
    expect(() => resolved(['no longer works at Acme'], 'works at Acme', 'Lily')).toThrow(/does not say/);
    expect(() => resolved(['likes tea'], 'never likes tea', 'Lily')).toThrow(/nothing was deleted/);
    expect(resolved(['Can’t do Sunday mornings'], "can't do sunday mornings")).toBe('Can’t do Sunday mornings');
  });

  it('says more after an ampersand, a slash, a bracket or a dash as after a comma', () => {
    for (const kept of [
      'allergic to peanuts & shellfish',
      'allergic to peanuts/shellfish',
      'allergic to peanuts (and cats)',
      'allergic to peanuts - hates cats',
    ])
      expect(() => resolved([kept], 'allergic to peanuts', 'Lily')).toThrow(/says more/);
  });

  it('is deleted from the record named beside it as the call gets it, a name taken from a step as well', () => {
    const results = new Map([
      ['s0', { ...read(['plays George'], 'Ana'), stepId: 's0' }],
      ['s1', read(['plays George'])],
    ]);
    const args = { entityName: { $ref: 's0.json.entities[0].name' }, observations: [fact('plays George')] };
    expect(() => resolveReferences(args, results)).toThrow(/to be deleted from Ana/);
    const beside = { entityName: 'Ana', alias: 'Tomás Ruiz', observations: [fact('plays George')] };
    expect(() => resolveReferences(beside, results)).toThrow(/to be deleted from Ana/);
  });
});
