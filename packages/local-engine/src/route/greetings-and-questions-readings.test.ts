import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { decideRoute } from './decide-route.js';
import { selectCalls } from '../select/select-calls.js';
import { readRequestAction } from '../intent/request-action.js';
import { findStatedRelation } from '../extract/stated-relation.js';
import { withoutGreeting } from '../text/courtesy-words.js';
import type { ToolSpec } from '../types.js';

const tools = JSON.parse(readFileSync(new URL('../../../../eval/corpus/data/reference_tools.json', import.meta.url), 'utf8')) as ToolSpec[];
const route = (message: string) => decideRoute({ message, history: [], tools });
const toolsOf = (message: string) => selectCalls({ message, history: [], tools, shortlist: 8 }).calls.map((call) => call.tool.split('.').pop());

describe('a greeting before the request', () => {
  it('is read past, so the request reads as it would alone', () => {
    for (const message of [
      'Good morning. Could you please show me my tuning schedule for this year?',
      'Hello love, um, can you show me my bowls fixtures',
      'hi there, show me my tuning schedule',
    ]) {
      expect(readRequestAction(message).action, message).toBe(readRequestAction('show me my tuning schedule').action);
      expect(route(message).needsTool, message).toBe(true);
    }
  });

  it('is read past by the router and the selector alike, so it changes no plan', () => {
    for (const message of [
      'write a regex that matches email addresses',
      "what's a psd file vs a png",
      'Ana just got a new job at the library, update her info',
    ])
      expect(toolsOf(`Hi there, ${message}`), message).toEqual(toolsOf(message));
    expect(route('Hi there, write a regex that matches email addresses').needsTool).toBe(false);
  });

  it('never takes a file for whom it greets', () => {
    expect(selectCalls({ message: 'hey there.md show', history: [], tools }).calls.map((call) => call.arguments)).toEqual([{ path: 'there.md' }]);
  });

  it('keeps a greeting with an introduction as it was said: who greets asks nothing to be kept', () => {
    expect(withoutGreeting('hi, my name is Grace')).toBe('hi, my name is Grace');
    expect(withoutGreeting("hello, I'm Tom Smith!")).toBe("hello, I'm Tom Smith!");
    expect(withoutGreeting('hi, my name is Grace, remember my birthday is 3 May')).toBe('my name is Grace, remember my birthday is 3 May');
  });

  it('leaves a greeting alone a greeting, and words after it that ask nothing', () => {
    expect(route('Good morning!').needsTool).toBe(false);
    expect(readRequestAction('hello').action).toBeUndefined();
  });
});

describe('what the person wrote down on a topic, asked with no conversation holding it', () => {
  it('is looked for in their files', () => {
    for (const message of [
      'what did i write about airport routes',
      'What did I write about clarithromycin and statins?',
      // Asked of a record of theirs, whatever the preposition.
      'kids myopia notes: what atropine dose did I write for the Cohen twins?',
    ]) {
      expect(route(message).needsTool, message).toBe(true);
      expect(toolsOf(message)[0], message).toBe('search_files');
    }
  });

  it('stays a question about the conversation when it says so', () => {
    expect(route('what did I write about in my first message?').needsTool).toBe(false);
    expect(route('what did I write earlier?').needsTool).toBe(false);
  });
});

describe("where a thing of one's own is, asked in another language", () => {
  it('asks to look for it', () => {
    for (const message of [
      '¿Dónde está mi póliza del seguro?',
      'Où est mon relevé de banque de février ?',
      'wo ist meine Steuererklärung?',
      'dove ho messo il contratto?',
      'onde está o meu passaporte',
    ])
      expect(readRequestAction(message).action, message).toBe('search');
  });

  it('but not the way to a place, nor a phrase inside another sentence', () => {
    for (const message of [
      '¿Dónde está Madrid?',
      '¿Dónde está el baño?',
      'Wo ist der Bahnhof?',
      'Waar is de supermarkt?',
      'I keep forgetting où est le problème in this proof',
    ])
      expect(readRequestAction(message).action, message).toBeUndefined();
  });
});

describe('a question that opens with a capitalised question word', () => {
  it('states no relation between the question word and a name', () => {
    expect(findStatedRelation("When is Tom's birthday? I think I told you once.")).toBeUndefined();
    expect(findStatedRelation("Who is Raj's wife?")).toBeUndefined();
    expect(findStatedRelation("Priya is Raj's wife")?.from.value).toBe('Priya');
  });

  it('so a fact told before is looked up in the memory', () => {
    expect(route("When is Tom's birthday? I think I told you once.").needsTool).toBe(true);
    expect(toolsOf("When is Tom's birthday? I think I told you once.")).toEqual(['search_nodes']);
  });
});

describe('a thing added that holds numbers', () => {
  it('is no sum', () => {
    for (const message of [
      'add a booking saturday 7pm table for 12 name Tran birthday they want a cake plate',
      'change ignition to 0930 and add Sal to the cat 7 crew',
      'ajoute au fichier outils: perceuse bosch prêtée à Hamid le 12/11',
    ]) {
      expect(readRequestAction(message).action, message).not.toBe('compute');
      expect(toolsOf(message), message).not.toContain('get-sum');
    }
  });

  it('while numbers to add still make one', () => {
    for (const message of [
      'add 2 and 3',
      'add a 5 and a 7',
      'add an extra 12 to 30',
      'add a tip of 5 to 42',
      'add 250 and 175 for a document I am writing',
      'add my scores 12 and 15',
    ])
      expect(toolsOf(message), message).toEqual(['get-sum']);
  });
});

describe('a record asked for with its verb said last, or named by a general word for records', () => {
  it('is looked for and read', () => {
    expect(readRequestAction('invoice 041 show').action).toBe('search');
    expect(toolsOf('invoice 041 show')).toEqual(['search_files', 'read_text_file']);
    expect(route('can you show me the menu for the canteen this week').needsTool).toBe(true);
  });

  it('but a clause that tells of reading asks for no record', () => {
    expect(readRequestAction('the book i should read').action).toBe(readRequestAction('the book i should').action);
  });

  it('nor does it turn a request of another kind into a read', () => {
    expect(toolsOf('move notes/ideas.md into archive, show')).toEqual(['move_file']);
    expect(readRequestAction('delete notes.txt open').action).toBe('destroy');
    expect(toolsOf('copy notes.txt over todo.txt, show')).toEqual(['read_text_file', 'write_file']);
  });

  it('and a message of asking verbs alone is read once, without end', () => {
    for (const message of ['read read', 'show show', 'read show', 'show me, open it', 'open it, read it', `${'read '.repeat(200)}show`])
      expect(() => selectCalls({ message, history: [], tools }), message).not.toThrow();
    expect(() => decideRoute({ message: 'do it again', history: [{ role: 'user', content: 'read show' }], tools })).not.toThrow();
  });
});

describe('what a search for a file of theirs looks for', () => {
  const patternOf = (message: string) =>
    selectCalls({ message, history: [], tools, shortlist: 8 }).calls.find((call) => call.tool.endsWith('search_files'))?.arguments.pattern;

  it('leaves out when ("this week", "last summer") and a unit ("in dollars")', () => {
    expect(String(patternOf('can you show me the menu for the canteen this week'))).not.toMatch(/week/);
    const hay = selectCalls({ message: 'how much hay i bought this year total in dollars', history: [], tools }).calls[0];
    expect(hay?.arguments).toMatchObject({ path: '.' });
    expect(String(hay?.arguments.pattern)).toMatch(/hay/);
  });

  it('keeps a period that names the file by itself', () => {
    expect(String(patternOf('find my summer file'))).toMatch(/summer/);
  });
});

describe('a tool named by its own name', () => {
  it('is chosen wherever the ranking put it, and run when asked to run', () => {
    expect(toolsOf('whats that get-env thing do, run it')).toEqual(['get-env']);
  });

  it('but a named tool that does the contrary of what is firmly asked is talk about it', () => {
    expect(toolsOf('read notes/a.md, the note says use delete_entities')).toEqual(['read_text_file']);
  });
});
