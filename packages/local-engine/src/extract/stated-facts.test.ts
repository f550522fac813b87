import { describe, expect, it } from 'vitest';
import { fastestRead } from '../../test-support/fastest-read.js';
import { personFactsTool } from '../../test-support/contact-book.js';
import { madeUpTool } from '../../test-support/made-up-tool.js';
import { extractArguments } from './extract-arguments.js';
import { findStatedFact } from './payload.js';
import { findFiledFact } from './filed-fact.js';
import { readRequestAction } from '../intent/request-action.js';

const tool = madeUpTool;

// Made-up tools in the shape of a notebook about people and a file finder: not any server's own.
const noteFacts = personFactsTool('append_facts', 'Append facts to a person in the address book');
const dropFacts = tool('drop_facts', 'Drop facts from a person in the address book', { subject: { type: 'string' }, statement: { type: 'string' } }, [
  'subject',
  'statement',
]);
const deepFinder = tool(
  'locate',
  "Recursively search directories for files matching a glob. Use '*.ext' for the current folder and '**/*.ext' for every subfolder.",
  { path: { type: 'string' }, pattern: { type: 'string' } },
  ['path', 'pattern'],
);

describe('facts to keep or drop', () => {
  it('keeps facts told as clauses each opened by "that" as facts of their own, a later one without its pronoun', () => {
    expect(extractArguments('remember that Tom is a vet and that he has two dogs', noteFacts).arguments).toEqual({
      items: [{ personName: 'Tom', facts: ['a vet', 'has two dogs'] }],
    });
    expect(extractArguments('remember that Tom said that he likes jazz', noteFacts).arguments).toEqual({
      items: [{ personName: 'Tom', facts: ['said that he likes jazz'] }],
    });
  });

  it('hands over what is said of someone without the words that frame it, filed under the name it is about', () => {
    expect(extractArguments('remember that my cousin Lea is allergic to kiwis', noteFacts).arguments).toEqual({
      items: [{ personName: 'Lea', facts: ['allergic to kiwis'] }],
    });
    expect(extractArguments("Omar's anniversary is June 2nd, don't let me forget", noteFacts).arguments).toEqual({
      items: [{ personName: 'Omar', facts: ['anniversary is June 2nd'] }],
    });
    expect(extractArguments('recuerda que mi prima Lea es alérgica a los kiwis', noteFacts).arguments).toEqual({
      items: [{ personName: 'Lea', facts: ['alérgica a los kiwis'] }],
    });
    expect(extractArguments('forget that Ivo plays chess', dropFacts).arguments).toEqual({ subject: 'Ivo', statement: 'plays chess' });
    // Why the user says it is no part of the fact.
    expect(extractArguments('remove the note about Ivo being a vegan, that was wrong', dropFacts).arguments).toEqual({ subject: 'Ivo', statement: 'a vegan' });
  });

  it('reads the fact in more of the frames people use, and a titled name in other languages', () => {
    const of = (text: string) => [findStatedFact(text)?.subject?.value, findStatedFact(text)?.value];
    expect(of('Can you remember for me that Bernie Walsh has plot 14')).toEqual(['Bernie Walsh', 'has plot 14']);
    expect(of('my mate Dougie owes me 40 quid, remember that so i can nag him')[0]).toBe('Dougie');
    expect(of('zapamiętaj że pan Nowak płaci zawsze po terminie')).toEqual(['Nowak', 'płaci zawsze po terminie']);
    expect(of('Ricordati che la signora Bianchi è vegetariana')).toEqual(['Bianchi', 'vegetariana']);
    expect(of('Merk dir bitte: Frau Köhler ist meine Steuerberaterin')[0]).toBe('Frau Köhler');
    // A new user's "can u remember that" was kept as part of the fact ("gave me 2 jars of honey, can u").
    expect(of('Harold gave me 2 jars of honey, can u remember that')).toEqual(['Harold', 'gave me 2 jars of honey']);
    expect(of('Harold gave me 2 jars of honey, could you remember that?')).toEqual(['Harold', 'gave me 2 jars of honey']);
    // German "erinnere dich, dass ..." frames a fact as "merk dir, dass ..." does; before, it read as a translation.
    expect(findStatedFact('erinnere dich, dass Frau Köhler meine Steuerberaterin ist')?.subject?.value).toBe('Frau Köhler');
    expect(readRequestAction('erinnere dich, dass Harold Bienen hält').action).toBe('write');
  });

  it('reads no fact where a file is written to or a question is asked', () => {
    expect(findStatedFact('note in garden/plan.md that the beans go left')).toBeUndefined();
    expect(findStatedFact("save 'buy stamps' to errands.txt")).toBeUndefined();
    expect(findStatedFact('do you remember what Ivo said')).toBeUndefined();
  });
});

describe('what a look-up is about', () => {
  it('takes the noun phrase after "about" for a required query when nothing better names it', () => {
    const lookUp = tool('notebook.lookup', 'Look up people in the address book', { query: { type: 'string' } }, ['query']);
    expect(extractArguments('do you remember anything about my landlord', lookUp).arguments).toEqual({ query: 'landlord' });
    expect(extractArguments('what do you know about Ivo', lookUp).arguments).toEqual({ query: 'Ivo' });
  });
});

describe('search patterns for a tool whose globs need "**/" to reach subfolders', () => {
  it('looks for a kind of file or a name everywhere, and keeps a glob as written', () => {
    expect(extractArguments('find all my markdown files', deepFinder).arguments).toEqual({ path: '.', pattern: '**/*.md' });
    expect(extractArguments('find every pdf I have', deepFinder).arguments).toEqual({ path: '.', pattern: '**/*.pdf' });
    expect(extractArguments('найди все pdf файлы', deepFinder).arguments).toEqual({ path: '.', pattern: '**/*.pdf' });
    expect(extractArguments('look for anything called taxes', deepFinder).arguments).toEqual({ path: '.', pattern: '**/*taxes*' });
    expect(extractArguments('find -name "*.bak"', deepFinder).arguments).toMatchObject({ pattern: '*.bak' });
  });

  it('looks for a thing named in the plural by a stem that matches one or many', () => {
    expect(extractArguments('is there a file about tomatoes somewhere?', deepFinder).arguments).toEqual({ path: '.', pattern: '**/*tomato*' });
    expect(extractArguments('find my invoices', deepFinder).arguments).toEqual({ path: '.', pattern: '**/*invoice*' });
    // A singular that would not match the plural it came from is not used.
    expect(extractArguments('find the notes about berries', deepFinder).arguments).toEqual({ path: '.', pattern: '**/*berries*' });
  });
});

const filed = (text: string) => {
  const fact = findFiledFact(text);
  return fact && { note: fact.value, name: fact.subject.value };
};

describe('a note handed to a named record', () => {
  it('keeps the quoted text and files it under the name after "to", "for" or "about"', () => {
    expect(filed('add the observation "likes jazz records" to Tom')).toEqual({ note: 'likes jazz records', name: 'Tom' });
    expect(filed("Save 'prefers green tea' for Dr. Ruiz")).toEqual({ note: 'prefers green tea', name: 'Dr. Ruiz' });
    expect(filed('put the note “owes me a book” on Mara’s entry')).toEqual({ note: 'owes me a book', name: 'Mara' });
    expect(filed('For Ines, note: "allergic to cats"')).toEqual({ note: 'allergic to cats', name: 'Ines' });
  });

  it('reads "that" after a clause as the clause, said of the name it is filed under', () => {
    expect(filed('Omar got a cat named Miso, add that to Omar')).toEqual({ note: 'got a cat named Miso', name: 'Omar' });
    expect(filed('Miso is 2 now, add it to what you know about Omar')).toEqual({ note: 'Miso is 2 now', name: 'Omar' });
    // What is known is where the fact goes: the request writes, it does not ask what is known.
    expect(readRequestAction('Miso is 2 now, add it to what you know about Omar').action).toBe('write');
    expect(readRequestAction('tell me what you know about Omar').action).toBe('search');
  });

  it('leaves files, lower-case places and asides alone', () => {
    expect(filed("add 'water the plants' to todo.md")).toBeUndefined();
    expect(filed('append "hello" to Notes.txt')).toBeUndefined();
    expect(filed("add 'milk' to my shopping list")).toBeUndefined();
    expect(filed('my boss Vera likes email, keep that in mind')).toBeUndefined();
    expect(filed('add the line "done" to README')).toBeUndefined();
  });

  it('gives the name to the parameter naming whom, and the note to the facts, even when the note names someone else', () => {
    expect(extractArguments('add the observation "likes jazz records" to Tom', noteFacts).arguments).toEqual({
      items: [{ personName: 'Tom', facts: ['likes jazz records'] }],
    });
    expect(extractArguments('Omar got a cat named Miso, add that to Omar', noteFacts).arguments).toEqual({
      items: [{ personName: 'Omar', facts: ['got a cat named Miso'] }],
    });
  });
});

describe('a fact told with no word asking to keep it', () => {
  it('is the whole statement, said of the name it opens with', () => {
    const fact = findStatedFact('Maya Okafor is allergic to nuts');
    expect([fact?.subject?.value, fact?.value]).toEqual(['Maya Okafor', 'allergic to nuts']);
    expect(findStatedFact('what is Maya allergic to?')).toBeUndefined();
  });
});

describe('a fact said before the words that keep it, after a long run of marks', () => {
  it('is read at the start of the run that separates it, and a run that separates nothing is read once', () => {
    expect(findFiledFact('Diego got a dog named Pepper ... — add that to Diego')?.value).toBe('got a dog named Pepper');
    expect(findStatedFact('Tom hates cilantro, . remember that')?.value).toBe('hates cilantro');
    // A fact ending at each mark of the run read the rest of the run again: seconds at 32,000 marks.
    expect(
      fastestRead((attempt) => {
        expect(findFiledFact(`Diego got ${'.'.repeat(32_000 + attempt)}x`)).toBeUndefined();
        findStatedFact(`Tom ${'.'.repeat(32_000 + attempt)}x`);
        findStatedFact(`Tom ${'- '.repeat(16_000 + attempt)}x`);
      }),
    ).toBeLessThan(500);
  });
});

describe('a fact to keep after more than one polite word', () => {
  it('reads "please also remember …" as "remember …"', () => {
    expect(findStatedFact('please also remember Piotr sings bass in the choir')?.subject?.value).toBe('Piotr');
    expect(findStatedFact('could you also remember that Ana moved to Lyon')?.subject?.value).toBe('Ana');
  });
});

describe('a fact that holds an e-mail address, or closes by asking to remember the one it is about', () => {
  it('keeps the whole fact, the address in it, without the closing request', () => {
    const fact = findStatedFact('Jan Kowalski is a translation client, he needs it by 14 Nov, email jan.kowalski@example.pl. please remember him');
    expect(fact?.subject?.value).toBe('Jan Kowalski');
    expect(fact?.value).toBe('a translation client, he needs it by 14 Nov, email jan.kowalski@example.pl');
    expect(findStatedFact('Jan Kowalski is a translation client. please remember him')?.value).toBe('a translation client');
  });

  it('still leaves a fact that names a file to the file tools', () => {
    expect(findStatedFact('Anna keeps the minutes in notes/minutes.txt')).toBeUndefined();
  });
});
