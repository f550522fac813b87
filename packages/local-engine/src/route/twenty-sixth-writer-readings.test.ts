import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { correctionRequest } from './corrected-fact.js';
import { resolveFileReference } from './file-reference.js';
import { decideRoute } from './decide-route.js';
import { selectCalls } from '../select/select-calls.js';
import { readRequestAction } from '../intent/request-action.js';
import { findStatedFact } from '../extract/payload.js';
import { lowerCaseSubject } from '../extract/lower-case-subject.js';
import { asksWhatOwnRecordsHold } from '../intent/own-record.js';
import type { EngineMessage, ToolSpec } from '../types.js';

const tools = JSON.parse(readFileSync(new URL('../../../../eval/corpus/data/reference_tools.json', import.meta.url), 'utf8')) as ToolSpec[];
const calls = (message: string, history: EngineMessage[] = []) =>
  selectCalls({ message, history, tools, shortlist: 8 }).calls.map((call) => [call.tool.split('.').pop(), call.arguments]);
const shown = (request: string, reply: string): EngineMessage[] => [
  { role: 'user', content: request },
  { role: 'assistant', content: reply },
];

// Readings from what a twenty-sixth writer's people typed, each in its general form.
describe('things added with no place said, right after a file was shown', () => {
  const grocery = shown('whats on my grocery list', 'ghar/grocery list.txt:\n- doodh 2 packet\n- paneer');

  it('go at the end of that file, read first', () => {
    for (const message of ['add besan, haldi, 2 kg atta', 'add besan', 'also add besan and haldi'])
      expect(
        calls(message, grocery).map(([tool]) => tool),
        message,
      ).toEqual(['read_text_file', 'edit_file']);
    const plan = selectCalls({ message: 'add Uncle Moti and Rina, 2 people', history: grocery, tools }).calls;
    expect(plan[1]?.takesOutput?.append?.line).toBe('Uncle Moti and Rina, 2 people');
  });

  it('leave a sum, a place said, and a conversation that showed no file as they were', () => {
    expect(calls('add 2 and 3', grocery)).toEqual([['get-sum', { a: 2, b: 3 }]]);
    expect(resolveFileReference('add Tom to my contacts', grocery)).toBe('add Tom to my contacts');
    const memory = shown('what do you know about Tom', 'Tom likes golf and lives in Leeds.');
    expect(resolveFileReference('add that he plays chess', memory)).toBe('add that he plays chess');
    expect(resolveFileReference('add besan', [])).toBe('add besan');
    for (const message of ['add up the prices', 'add those up', 'add 10% to each price', 'add Tom as a friend', 'add milk?', 'add nothing for now'])
      expect(resolveFileReference(message, grocery), message).toBe(message);
  });

  it('go only to the file the reply opens with, never to a file its text names, nor outside the folders served', () => {
    const hostile = shown('read notes/todo.md', 'Contents:\n- meeting 3pm\nSee ../../etc/cron.d/job.txt for the rest');
    expect(resolveFileReference('add besan', hostile)).toBe('add besan');
    const further = shown('show me my todo list', `Here is your list:\n- call mum\n- pay rent\n${'- more\n'.repeat(12)}- archived in old/done.md`);
    expect(resolveFileReference('add besan', further)).toBe('add besan');
    expect(resolveFileReference('add milk', shown('is ~/.bashrc safe to edit?', 'Yes, it only sets your PATH.'))).toBe('add milk');
  });

  it('never join a folder and a file across a path of their own', () => {
    const reply = shown('open it', 'notes/todo /../../../.ssh/ id_rsa.txt');
    expect(resolveFileReference('open it', reply)).not.toContain('..');
  });
});

describe('a file name with spaces in a reply', () => {
  it('is read whole where nothing but its own words stands between the folder and the file', () => {
    const history = shown('Itai guest list', 'family/bar mitzvah Itai guest list.txt has 84 names so far');
    expect(calls('open it', history)).toEqual([['read_text_file', { path: 'family/bar mitzvah Itai guest list.txt' }]]);
  });

  it('is a file in the folder where the words between join them, in English or another language', () => {
    expect(resolveFileReference('open it', shown('whats in jobs/x', 'jobs/x contains brief.txt and nothing else'))).toBe('open jobs/x/brief.txt');
    expect(resolveFileReference('ábrelo', shown('el menú', 'En clients/mcbride hay un archivo menu-prueba.txt'))).toBe(
      'ábrelo clients/mcbride/menu-prueba.txt',
    );
  });

  it('is added to, not written over, when quoted', () => {
    for (const message of ['add to "notes/my list.txt": milk', 'add milk and eggs to "notes/my list.txt"', 'add to "notes/a.txt": milk, eggs'])
      expect(
        calls(message).map(([tool]) => tool),
        message,
      ).toEqual(['read_text_file', 'edit_file']);
  });
});

describe('what someone is told to be, and corrections of a thing of theirs', () => {
  it('keeps a fact without the comma or the pronoun after the name', () => {
    expect(findStatedFact("remember my granddaughter Chloe, she's a physio up in Brisbane")).toMatchObject({ subject: { value: 'Chloe' } });
    expect(calls("remember my granddaughter Chloe, she's a physio up in Brisbane")[0]?.[1]).toMatchObject({
      entities: [{ name: 'Chloe', observations: ['a physio up in Brisbane'] }],
    });
    expect(calls('remember: Toomas Kask. pihtla sauna client')[0]?.[1]).toMatchObject({
      entities: [{ name: 'Toomas Kask', observations: ['pihtla sauna client'] }],
    });
  });

  it('reads who a tie to a person is by the name in capitals after it', () => {
    expect(lowerCaseSubject('my silk supplier is Kedai Kain Ah Seng in Kota Bharu')?.name).toBe('Kedai Kain Ah Seng');
    expect(lowerCaseSubject('my cat sushi is sick')?.name).toBe('sushi');
    // The lexicon lacks many adjectives: a lower-case word after the copula is no name; a tie to no person names no one.
    expect(lowerCaseSubject('my partner is vegan')).toBeUndefined();
    expect(lowerCaseSubject('my partner is vegan who eats fish sometimes')).toBeUndefined();
    expect(lowerCaseSubject('my appointment is Monday at 3')?.name).not.toBe('Monday');
    expect(lowerCaseSubject('my sister is Not well')?.name).not.toBe('Not');
  });

  it('forgets the old value of a thing people tell of each other and keeps the new one', () => {
    expect(correctionRequest('liisa birthday 23 sept. not 22')).toBe("forget that Liisa's birthday is 22 and remember that Liisa's birthday is 23 sept");
    expect(correctionRequest('sorry Puan Rohani discount is 15% not 10%')).toBe(
      "forget that Puan Rohani's discount is 10% and remember that Puan Rohani's discount is 15%",
    );
    expect(correctionRequest('Correction please, Klaus pays LC at 90 days, not 60 days')).toBe(
      'forget that Klaus pays LC at 60 days and remember that Klaus pays LC at 90 days',
    );
  });

  it('corrects nothing in a question, in another word without an owned mistake, or of "my" alone', () => {
    expect(correctionRequest('liisa birthday is in sept not oct?')).toBeUndefined();
    expect(correctionRequest('Puan Rohani discount is 15% not 10%')).toBeUndefined();
    expect(correctionRequest('my son say he want to be footballer not doctor. how do i talk to him without fighting')).toBeUndefined();
    for (const message of [
      'tom birthday is soon, not sure when',
      'tom birthday 3 may not 4 may and anna birthday 5 june not 6 june',
      'tom birthday 23 sept not 22 and delete anna',
      'tom birthday party is saturday not sunday',
      'liisa birthday 23 sept not 22, correct',
      'tom number is 0412 not 0413 or was it',
      'no please tom plays bass not guitar',
    ])
      expect(correctionRequest(message), message).toBeUndefined();
    expect(decideRoute({ message: 'my son say he want to be footballer not doctor. how do i talk to him', history: [], tools }).needsTool).toBe(false);
  });
});

describe('what the user told, asked with whom it is about said first', () => {
  it('looks up that one', () => {
    expect(calls('joris, what did i say')).toEqual([['search_nodes', { query: 'joris' }]]);
    expect(calls('lena from hamburg, what i tell u about her?')).toEqual([['search_nodes', { query: 'lena' }]]);
    expect(calls('Mr Karam - what did I tell you about him again?')).toEqual([['search_nodes', { query: 'Karam' }]]);
  });

  it('takes no filler or everyday word that opens the question for a name', () => {
    for (const message of ['ok so, what did i say', 'ok fine, what did i say', 'in the meeting, what did i say', 'remind me, what did i say'])
      expect(calls(message), message).toEqual([['search_nodes', {}]]);
  });
});

describe('anything of theirs on a topic, asked of where their files are', () => {
  it('is looked for by the topic', () => {
    expect(calls('do I have anything about arnona on here?')).toEqual([['search_files', { path: '.', pattern: '**/*arnona*' }]]);
  });

  it('is not asked of the world', () => {
    expect(decideRoute({ message: 'is there anything about gravity on the moon', history: [], tools }).needsTool).toBe(false);
  });
});

describe('a list of theirs named by what it is for, then a question', () => {
  it('is found and read', () => {
    expect(calls('packing list for athens, did i put the charger').map(([tool]) => tool)).toEqual(['search_files', 'read_text_file']);
    expect(calls("shopping list for tonight, what's left")[0]).toEqual(['search_files', { path: '.', pattern: '**/*shopping*' }]);
    expect(calls('check my bibliography, did i already put renfrew 1972')[0]).toEqual(['search_files', { path: '.', pattern: '**/*bibliography*' }]);
  });

  it('is no record of theirs when it is a list of a topic, or advice on making one', () => {
    expect(asksWhatOwnRecordsHold('list of presidents, who was first?')).toBe(false);
    expect(decideRoute({ message: 'a packing list for a beach trip, what should i bring?', history: [], tools }).needsTool).toBe(false);
  });
});

describe('a shell command and the words of a search', () => {
  it('reads what follows a command as its operand, not a kind of thing', () => {
    expect([...readRequestAction('ls audio').objects]).toEqual(['directory']);
    expect(calls('ls audio')).toEqual([['list_directory', { path: 'audio' }]]);
  });

  it('looks for a file by its owner without the "\'s", and not by a verb or an age word', () => {
    expect(calls("Itai's bar mitzvah guest list, how many people do we have so far")[0]).toEqual(['search_files', { path: '.', pattern: '**/*[Ii]tai*' }]);
    expect(calls("check aarav's school timetable, what is first period tmrw")[0]).toEqual(['search_files', { path: '.', pattern: '**/*aarav*' }]);
    expect(calls('find the next steps doc')[0]).toEqual(['search_files', { path: '.', pattern: '**/*step*' }]);
    // An age word is the name when nothing else is.
    expect(calls('find my last will')[0]).toEqual(['search_files', { path: '.', pattern: '**/*last*' }]);
  });
});
