import { describe, expect, it } from 'vitest';
import { madeUpTool } from '../../test-support/made-up-tool.js';
import { addedLine, APPEND_REASON, appendPlan, NO_APPEND_REASONING } from './append-plan.js';
import { selectCalls } from './select-calls.js';

// Made-up tools in the shape of a document store: not any server's own.
const putDoc = madeUpTool('put_document', 'Write text to a document, overwriting whatever it holds.', { path: { type: 'string' }, body: { type: 'string' } }, [
  'path',
  'body',
]);
const showDoc = madeUpTool('show_document', 'Read a document and return its text.', { path: { type: 'string' } }, ['path']);
const listDocs = madeUpTool('list_documents', 'List the documents in a folder.', { path: { type: 'string' } }, ['path']);
const tools = [putDoc, showDoc, listDocs];
const write = (path: string, body: string) => ({ tool: 'put_document', arguments: { path, body }, confidence: 0.9, why: '', missing: [] });

describe('a request that adds to the end of a file', () => {
  it.each([
    ["append 'rent 1200' to budget.csv", 'budget.csv', 'rent 1200'],
    ["add a line 'buy milk' to the end of notes.txt", 'notes.txt', 'buy milk'],
    ['put "ask about the drill" at the bottom of notes/todo.md', 'notes/todo.md', 'ask about the drill'],
    ["add 'call mom on sunday' to my reminders.txt", 'reminders.txt', 'call mom on sunday'],
    ["append the line '- order new copper roves' to todo.txt", 'todo.txt', '- order new copper roves'],
    ['add a line to the end of todo.txt: order roves', 'todo.txt', 'order roves'],
    ['add call mum to reminders.txt', 'reminders.txt', 'call mum'],
    ['append rent 1200 to budget.csv', 'budget.csv', 'rent 1200'],
    // To put a line in a file, or jot it there, is to add it: a new user's notes.txt had been replaced by one line.
    ['put in notes.txt: - Sepp still has 4 walnut boards', 'notes.txt', '- Sepp still has 4 walnut boards'],
    ["jot down 'linseed oil' in shopping.txt", 'shopping.txt', 'linseed oil'],
    // What the file is, said before its path: a one-word item had been offered as the whole new text of the list.
    ["add 'kefir' to my shopping list notes/zakupy.md", 'notes/zakupy.md', 'kefir'],
    ['add kefir to my shopping list notes/zakupy.md', 'notes/zakupy.md', 'kefir'],
    // Written in a file, or to a record kept line by line: a repair log had been replaced by its newest entry, alone.
    ['write in tuktuk/repair log.txt: 3 april brake pads $12', 'tuktuk/repair log.txt', '3 april brake pads $12'],
    ['write into notes.txt: call the bank', 'notes.txt', 'call the bank'],
    ['write to notes/todo.txt: call the bank', 'notes/todo.txt', 'call the bank'],
  ])('reads the file, then writes it back with the line at its end, and never decides alone: %s', (message, path, line) => {
    const selection = selectCalls({ message, tools });
    expect(selection.calls.map((call) => [call.tool, call.arguments, call.missing, call.takesOutput])).toEqual([
      ['show_document', { path }, [], undefined],
      ['put_document', { path }, [], { argument: 'body', call: 0, append: { line } }],
    ]);
    expect(selection.neverAlone).toBe(true);
    expect(selection.handOver).toContain(APPEND_REASON);
  });

  it('asks for the line when the request does not say it, as a copy asks where it goes', () => {
    const selection = selectCalls({ message: 'add a line to the end of notes.txt', tools });
    expect(selection.calls.map((call) => [call.tool, call.arguments, call.missing, call.takesOutput])).toEqual([
      ['show_document', { path: 'notes.txt' }, [], undefined],
      ['put_document', { path: 'notes.txt' }, ['body'], { argument: 'body', call: 0, append: {} }],
    ]);
    expect(selection.neverAlone).toBe(true);
  });

  it('reads the line said, not the words that say it is a line', () => {
    expect(addedLine('append the new line "milk" to a.txt', 'a.txt')).toBe('milk');
    expect(addedLine('add an entry saying dentist at 3 to ./diary.md', 'diary.md')).toBe('dentist at 3');
    expect(addedLine('append to notes.txt: meeting at 10:30', 'notes.txt')).toBe('meeting at 10:30');
    expect(addedLine('append text messages are free to notes.txt', 'notes.txt')).toBe('text messages are free');
    expect(addedLine("add 'x' to 'my notes.txt'", 'my notes.txt')).toBe('x');
    expect(addedLine('append a line to journal/x.md saying I finally finished the puzzle', 'journal/x.md')).toBe('I finally finished the puzzle');
    expect(addedLine('add a note that says back at 6 to ./diary.md.', 'diary.md')).toBe('back at 6');
    expect(addedLine("add 'book Biscuit's jabs at the vet' to todo.md", 'todo.md')).toBe("book Biscuit's jabs at the vet");
    expect(addedLine('add “pick up the cake” to todo.md', 'todo.md')).toBe('pick up the cake');
    expect(addedLine("add Biscuit's jabs to todo.md", 'todo.md')).toBe("Biscuit's jabs");
    expect(addedLine('add a line to notes.txt', 'notes.txt')).toBeUndefined();
    expect(addedLine(`append: ${'x'.repeat(2_001)} to notes.txt`, 'notes.txt')).toBeUndefined();
  });

  it('takes the words that name where the line goes out of the line, when the file is named too', () => {
    expect(addedLine('add eggs to my shopping list to lists/shopping.md', 'lists/shopping.md')).toBe('eggs');
    expect(addedLine('add eggs to my shopping list in lists/shopping.md', 'lists/shopping.md')).toBe('eggs');
    expect(addedLine('add call the plumber to the to-do list in notes/todo.md', 'notes/todo.md')).toBe('call the plumber');
    // Words that only look like a place keep the line whole: "to the bank" is no document.
    expect(addedLine('add go to the bank to todo.txt', 'todo.txt')).toBe('go to the bank');
    expect(addedLine('add list to todo.txt', 'todo.txt')).toBe('list');
  });

  it('leaves a write that makes or fills a file as it is', () => {
    for (const message of ["write 'hello' to a.txt", 'save "call mom" to notes/reminders.txt', 'add a new file notes.txt with hi']) {
      const calls = [write(message.includes('notes/') ? 'notes/reminders.txt' : message.includes('a.txt') ? 'a.txt' : 'notes.txt', 'x')];
      expect(appendPlan(message, calls, tools)).toEqual({ calls, appends: false });
    }
  });

  it('leaves a text written to a file that is no record kept line by line', () => {
    const calls = [write('poem.txt', 'roses are red')];
    expect(appendPlan('write to poem.txt: roses are red', calls, tools)).toEqual({ calls, appends: false });
  });

  it('plans nothing, and says why, when no tool reads a file: the new text alone written whole would replace it', () => {
    const calls = [write('budget.csv', 'rent 1200')];
    expect(appendPlan("append 'rent 1200' to budget.csv", calls, [putDoc, listDocs])).toEqual({ calls: [], appends: true, reasoning: NO_APPEND_REASONING });
    const selection = selectCalls({ message: "append the line '- bread' to shop.txt", tools: [putDoc, listDocs] });
    expect(selection.calls).toEqual([]);
    expect(selection.reasoning).toBe(NO_APPEND_REASONING);
  });
});
