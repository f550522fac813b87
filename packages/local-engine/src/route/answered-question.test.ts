import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decideRoute } from './decide-route.js';
import { selectCalls } from '../select/select-calls.js';
import type { EngineMessage, ToolSpec } from '../types.js';
import { answeredQuestion } from './answered-question.js';
import { standaloneRequest } from './standalone-request.js';

/** The reference servers' tools as they list them. */
const tools = JSON.parse(readFileSync(new URL('../../../../eval/corpus/data/reference_tools.json', import.meta.url), 'utf8')) as ToolSpec[];
/** The reply that asks for a missing value says this after the question. */
const AGAIN = '\nAnswer with just that, or say the request again with it in.';
const said = (...contents: string[]): EngineMessage[] =>
  contents.map((content, at) => ({ role: at % 2 === 0 ? 'user' : 'assistant', content: at % 2 === 0 ? content : content + AGAIN }));
const callsOf = (message: string, history: EngineMessage[]) =>
  selectCalls({ message, history, tools }).calls.map((call) => ({ tool: call.tool, arguments: call.arguments }));

describe('a short answer to a question asked for a missing value', () => {
  it('is the request it was asked for, with the answer where that request says it', () => {
    expect(answeredQuestion('letter.txt', said('move it', 'Which file should I move and where should I move it to?'))).toBe('move letter.txt');
    expect(answeredQuestion('letter.txt to archive', said('move it', 'Which file should I move and where should I move it to?'))).toBe(
      'move letter.txt to archive',
    );
    expect(answeredQuestion('to archive/', said('move letter.txt', 'Where should I move letter.txt to?'))).toBe('move letter.txt to archive/');
    expect(answeredQuestion('letter.txt', said('move my letter to archive', 'Which file should I move?'))).toBe('move letter.txt to archive');
    expect(answeredQuestion('um, notes/todo.md please', said('read a file', 'Which file should I read?'))).toBe('read notes/todo.md');
    expect(answeredQuestion('in notes', said('search for budget', 'Which folder should I search in?'))).toBe('search for budget in notes');
    expect(answeredQuestion('budget', said('search my notes', 'What should I search for?'))).toBe('search my notes for budget');
    expect(answeredQuestion('shopping.txt', said('write milk and eggs', 'Which file should I write it to?'))).toBe('write milk and eggs to shopping.txt');
    expect(answeredQuestion('buy milk', said('make notes/b.txt', 'What should notes/b.txt say?'))).toBe('write "buy milk" to notes/b.txt');
    // What a part of a file becomes, asked of a change to that part, is never written as the whole file.
    expect(
      answeredQuestion('Corte senhora 16,00', said('change the price of Corte senhora to 16 in salao/precos.txt', 'What should salao/precos.txt say?')),
    ).toBeUndefined();
    for (const request of [
      'make Corte senhora 16 in salao/precos.txt',
      'set the price of Corte senhora in salao/precos.txt',
      'reprice Corte senhora in salao/precos.txt',
    ])
      expect(answeredQuestion('Corte senhora 16,00', said(request, 'What should salao/precos.txt say?')), request).toBeUndefined();
    expect(answeredQuestion('call it weddings.md', said('rename notes.md', 'Where should I move notes.md to?'))).toBe('rename notes.md to weddings.md');
  });

  it('says a fact of the one it was asked about', () => {
    const about = said('remember something about Priya', 'What should I remember about Priya?');
    expect(answeredQuestion('Priya likes tea', about)).toBe('remember that Priya likes tea');
    expect(answeredQuestion('she likes tea', about)).toBe('remember that Priya likes tea');
    expect(answeredQuestion('her birthday is in May', about)).toBe("remember that Priya's birthday is in May");
    expect(answeredQuestion('that she likes tea', said('forget something about Priya', 'What should I forget about Priya?'))).toBe(
      'forget that Priya likes tea',
    );
  });

  it('completes the request an answer before it completed', () => {
    const history = said('move it', 'Which file should I move and where should I move it to?', 'letter.txt', 'Where should I move letter.txt to?');
    expect(answeredQuestion('archive', history)).toBe('move letter.txt to archive');
  });

  it('is not a new request, a question, a yes or a no, or a turn after any other reply', () => {
    const asked = said('move it', 'Which file should I move and where should I move it to?');
    expect(answeredQuestion('actually, list my files', asked)).toBeUndefined();
    expect(answeredQuestion('what files do I have?', asked)).toBeUndefined();
    expect(answeredQuestion('open my diary', said('read a file', 'Which file should I read?'))).toBeUndefined();
    expect(answeredQuestion('show me the photos folder', said('read a file', 'Which file should I read?'))).toBeUndefined();
    expect(answeredQuestion('yes', asked)).toBeUndefined();
    expect(answeredQuestion('no thanks', asked)).toBeUndefined();
    expect(answeredQuestion('letter.txt', said('move it', 'Which one do you like best?'))).toBeUndefined();
    expect(answeredQuestion('letter.txt', [{ role: 'user', content: 'move it' }])).toBeUndefined();
  });
});

describe('a conversation where the engine asked for what a request lacked', () => {
  it('plans the call the answer completes', () => {
    const move = said('move it', 'Which file should I move and where should I move it to?');
    expect(decideRoute({ message: 'letter.txt to archive', history: move, tools }).needsTool).toBe(true);
    expect(callsOf('letter.txt to archive', move)).toEqual([
      { tool: 'filesystem.move_file', arguments: { source: 'letter.txt', destination: 'archive/letter.txt' } },
    ]);
    // The file alone: the move of that file, which still asks where (it was read as reading letter.txt).
    expect(callsOf('letter.txt', move)).toEqual([{ tool: 'filesystem.move_file', arguments: { source: 'letter.txt' } }]);
    const where = [...move, ...said('letter.txt', 'Where should I move letter.txt to?')];
    expect(callsOf('archive', where)).toEqual([{ tool: 'filesystem.move_file', arguments: { source: 'letter.txt', destination: 'archive/letter.txt' } }]);
    expect(callsOf('notes/todo.md', said('read a file', 'Which file should I read?'))).toEqual([
      { tool: 'filesystem.read_text_file', arguments: { path: 'notes/todo.md' } },
    ]);
  });

  it('files the fact under the one asked about', () => {
    const about = said('remember something about Priya', 'What should I remember about Priya?');
    expect(decideRoute({ message: 'she likes tea', history: about, tools }).needsTool).toBe(true);
    expect(JSON.stringify(callsOf('she likes tea', about))).toMatch(/"Priya".*"likes tea"/);
  });

  it('picks from the listing before the question, and reads a file name in any language as the file', () => {
    const listed = said('what is in recipes', '[FILE] bread.md\n[FILE] chili.md', 'read a recipe', 'Which file should I read?');
    expect(standaloneRequest('the second one', listed)).toBe('read recipes/chili.md');
    expect(callsOf('brief.txt', said('lies eine Datei', 'Which file should I read?'))).toEqual([
      { tool: 'filesystem.read_text_file', arguments: { path: 'brief.txt' } },
    ]);
  });

  it('reads a new request after the question as itself', () => {
    const move = said('move it', 'Which file should I move and where should I move it to?');
    expect(callsOf('actually, list my files', move)).toEqual([{ tool: 'filesystem.list_directory', arguments: { path: '.' } }]);
    expect(decideRoute({ message: 'no thanks', history: move, tools }).needsTool).toBe(false);
  });
});
