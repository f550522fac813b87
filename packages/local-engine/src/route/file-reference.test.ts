import { describe, expect, it } from 'vitest';
import { resolveFileReference } from './file-reference.js';

const after = (user: string) => [
  { role: 'user' as const, content: user },
  { role: 'assistant' as const, content: 'Here it is.' },
];

describe('a follow-up that points back at a file', () => {
  it('reads "it" as the one file the last turns named', () => {
    expect(resolveFileReference('and how big is it', after('show me garden/plan.md'))).toBe('and how big is garden/plan.md');
    expect(resolveFileReference('ok now rename it to garden/plan-2.md', after('cat garden/plan.md'))).toBe('ok now rename garden/plan.md to garden/plan-2.md');
  });

  it('leaves a file asked to be found as described, and points back where the file is acted on', () => {
    const earlier = after("add 'eggs' to lists/shopping.md");
    expect(resolveFileReference("find the file with 'sister' in its name", earlier)).toBe("find the file with 'sister' in its name");
    expect(resolveFileReference('look for the document with the lease terms', earlier)).toBe('look for the document with the lease terms');
    expect(resolveFileReference('now rename the file to lists/groceries.md', earlier)).toBe('now rename lists/shopping.md to lists/groceries.md');
    expect(resolveFileReference('where is the file?', earlier)).toBe('where is lists/shopping.md?');
  });

  it('leaves the request alone without one such file', () => {
    expect(resolveFileReference('and how big is it', [])).toBe('and how big is it');
    expect(resolveFileReference('and how big is it', after('compare a/x.md with a/y.md'))).toBe('and how big is it');
    expect(resolveFileReference("it's sunny, isn't it", after('hi there'))).toBe("it's sunny, isn't it");
  });

  it('reads "it" after a file the message names as that file, not one named before', () => {
    const message = 'how big is recipes/Sourdough.md and when was it last changed?';
    expect(resolveFileReference(message, after('show me recipes/carrot cake.md'))).toBe(message);
    expect(resolveFileReference('move notes/a.txt into it', after('make a folder archive/2024'))).toBe('move notes/a.txt into archive/2024');
    // So after a thing the message describes in a clause before "it".
    const described = 'how big is the photo of the shed door and when did I last change it?';
    expect(resolveFileReference(described, after('show me plots/list.csv'))).toBe(described);
    // And after a thing the user says they made, in the clause before.
    const made = 'I wrote a letter to the landlord about the door lock somewhere, can you find it?';
    expect(resolveFileReference(made, after('show me plots/list.csv'))).toBe(made);
    expect(resolveFileReference('I fixed a typo, can you read it again?', after('show me plots/list.csv'))).toBe(
      'I fixed a typo, can you read plots/list.csv again?',
    );
  });
});

describe('"the other one" after turns about one of two files', () => {
  it('is the other file the turns named, even where the latest turns named only the first', () => {
    const history = [
      { role: 'user' as const, content: 'open contracts/mehta.md' },
      { role: 'assistant' as const, content: 'Here is contracts/mehta.md: "Photography agreement ..."' },
      { role: 'user' as const, content: 'ok is there an oconnor one too' },
      { role: 'assistant' as const, content: 'Yes, there is also contracts/oconnor.md in the same folder.' },
      { role: 'user' as const, content: 'k open mehta again, the deposit bit' },
      { role: 'assistant' as const, content: 'The deposit clause in contracts/mehta.md says: "40% on signing."' },
    ];
    expect(resolveFileReference('and the other one?', history)).toBe('and contracts/oconnor.md?');
  });
});
