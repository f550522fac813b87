import type { ExecutionStep } from '@switchyard/packet-schema';
import { describe, expect, it } from 'vitest';
import { resolveReferences } from './step-references.js';

/** What the memory's search_nodes or open_nodes answers: the records read. */
const read = (names: string[]): ExecutionStep => ({
  stepId: 's1',
  server: 'memory',
  tool: 'search_nodes',
  arguments: {},
  ok: true,
  output: JSON.stringify({ entities: names.map((name) => ({ type: 'entity', name, entityType: 'person', observations: [] })), relations: [] }, null, 2),
  elapsedMs: 1,
  attempts: 1,
});
const record = (name: string) => ({ $fact: { in: 's1.output', entity: name } });
const resolved = (kept: string[], ...names: string[]) => resolveReferences({ entityNames: names.map(record) }, new Map([['s1', read(kept)]])).entityNames;

describe('a whole record named as the request says it', () => {
  it('is the record kept under that name, or the one whose name begins with it', () => {
    expect(resolved(['Pete', 'Pete Lindqvist'], 'Pete')).toEqual(['Pete']);
    expect(resolved(['Pete Lindqvist', 'Anna'], 'Pete')).toEqual(['Pete Lindqvist']);
    expect(resolved(['Tomás Ruiz'], 'tomas ruiz')).toEqual(['Tomás Ruiz']);
    // A name that only holds the said one as letters is no record of it.
    expect(resolved(['Peter Pan', 'Pete Lindqvist'], 'Pete')).toEqual(['Pete Lindqvist']);
    expect(resolved(['Zed', 'Pete Lindqvist'], 'Zed', 'Pete')).toEqual(['Zed', 'Pete Lindqvist']);
  });

  it('is not made up: nothing kept under the name, or several that could be it, and nothing is deleted', () => {
    expect(() => resolved(['Anna', 'Peter Pan'], 'Zed')).toThrow('nothing called Zed is remembered; nothing was deleted');
    expect(() => resolved(['Peter Pan'], 'Pete')).toThrow('nothing called Pete is remembered; nothing was deleted');
    expect(() => resolved([], 'Pete')).toThrow('nothing called Pete is remembered');
    expect(() => resolved(['Pete Lindqvist', 'Pete Olsen'], 'Pete')).toThrow(
      'nothing called exactly Pete is remembered, and 2 remembered records could be meant ("Pete Lindqvist", "Pete Olsen"); nothing was deleted: say which one to forget',
    );
    // One of two names not kept: the call is not made at all.
    expect(() => resolved(['Pete Lindqvist'], 'Pete', 'Zed')).toThrow('nothing called Zed is remembered');
  });

  it('is never deleted as a fact of a record it sits beside', () => {
    const beside = { deletions: [{ entityName: 'Anna', observations: [record('Anna')] }] };
    expect(() => resolveReferences(beside, new Map([['s1', read(['Anna'])]]))).toThrow(
      'the name of the remembered record Anna is to be deleted as a fact of Anna; nothing was deleted',
    );
  });
});
