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
