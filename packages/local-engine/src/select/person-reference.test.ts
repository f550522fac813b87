import { describe, expect, it } from 'vitest';
import { madeUpTool } from '../../test-support/made-up-tool.js';
import type { EngineMessage } from '../types.js';
import { worksOnMemory, resolvePersonReference } from './person-reference.js';
import { selectCalls } from './select-calls.js';

// A made-up notebook that remembers people, and a made-up mailer: not any server's own tools.
const lookUp = madeUpTool('notebook.find_people', 'Search the remembered people in the memory by a query.', { query: { type: 'string' } }, ['query']);
const mail = madeUpTool('mailer.send_mail', 'Send an email to a recipient.', { to: { type: 'string' }, body: { type: 'string' } }, ['to', 'body']);

const turns = (...contents: string[]): EngineMessage[] => contents.map((content, i) => ({ role: i % 2 === 0 ? 'user' : 'assistant', content }));
const aboutOmar = turns('remember that my friend Omar plays the cello', 'Saved: Omar plays the cello.');

describe('a pronoun that points back at the person the conversation named', () => {
  it('stands for that person, as the one asked about or as the owner of what is asked', () => {
    expect(resolvePersonReference('and who is his sister?', aboutOmar)).toBe("and who is Omar's sister?");
    expect(resolvePersonReference('what else do you know about him?', aboutOmar)).toBe('what else do you know about Omar?');
    const aboutIna = turns('what do you know about Ina?', 'Ina is your cousin; she lives in Graz.');
    expect(resolvePersonReference('where does her husband work?', aboutIna)).toBe("where does Ina's husband work?");
    expect(resolvePersonReference('anything else about her?', aboutIna)).toBe('anything else about Ina?');
    // A name after the pronoun is what is said of that person, not who is meant.
    expect(resolvePersonReference('also remember he prefers Slack', aboutOmar)).toBe('also remember Omar prefers Slack');
  });

  it('leaves a request alone that names someone itself, has no such pronoun, or follows turns that name nobody', () => {
    expect(resolvePersonReference('and who is Lea?', aboutOmar)).toBe('and who is Lea?');
    expect(resolvePersonReference('tell Lea he called', aboutOmar)).toBe('tell Lea he called');
    expect(resolvePersonReference('what time is it?', aboutOmar)).toBe('what time is it?');
    expect(resolvePersonReference('and his sister?', [])).toBe('and his sister?');
    expect(resolvePersonReference('and his sister?', turns('tell me a joke', 'Why did the chicken cross the road?'))).toBe('and his sister?');
    // A run of capitalised words thousands long is no name to put in place of every pronoun.
    const pronouns = 'his '.repeat(10_000);
    expect(resolvePersonReference(pronouns, turns('Tom '.repeat(10_000)))).toBe(pronouns);
  });

  it('is read into a tool that works on what is remembered, not into other tools', () => {
    expect(worksOnMemory(lookUp)).toBe(true);
    expect(worksOnMemory(mail)).toBe(false);
    const calls = selectCalls({ message: 'and who is his sister?', history: aboutOmar, tools: [lookUp, mail] }).calls;
    expect(calls.map((call) => [call.tool, call.arguments])).toEqual([['notebook.find_people', { query: 'Omar' }]]);
  });
});

describe('a first name alone after turns that named the person in full', () => {
  const aboutTomas = turns("remember that Tomás Ruiz plays George and can't do Sunday mornings", 'Added observations to Tomás Ruiz.');

  it('stands for the whole name the person is kept under', () => {
    expect(resolvePersonReference("forget that Tomás can't do sunday mornings", aboutTomas)).toBe("forget that Tomás Ruiz can't do sunday mornings");
    expect(resolvePersonReference("what is Tomás's part?", aboutTomas)).toBe("what is Tomás Ruiz's part?");
    // A name in a quoted phrase of the reply is what was said, not whom; a name quoted alone is whom.
    const deleted = turns("forget that Tomás Ruiz can't do sunday mornings", `Deleted "can't do Sunday mornings" from what is remembered about Tomás Ruiz.`);
    expect(resolvePersonReference('forget that he plays George', deleted)).toBe('forget that Tomás Ruiz plays George');
    const entity = turns('what do u have on Dani', 'I have an entity "Dani" (person): colorist, works with Len on the comic.');
    expect(resolvePersonReference('and add that she moved to Lisbon', entity)).toBe('and add that Dani moved to Lisbon');
  });

  it('leaves the whole name, another person of that first name, and a word that only begins with it', () => {
    const unchanged = ['does Tomás Ruiz play George?', 'does Tomás Garcia play George?', 'what about Tomásito?'];
    expect(unchanged.map((request) => resolvePersonReference(request, aboutTomas))).toEqual(unchanged);
    // A name of one word is whole already.
    expect(resolvePersonReference('does Omar play?', aboutOmar)).toBe('does Omar play?');
  });
});
