import { describe, expect, it } from 'vitest';
import { madeUpTool } from '../../test-support/made-up-tool.js';
import { HAND_OVER_CAP } from '../decide/decision-model.js';
import { APPEND_REASON, appendPlan } from './append-plan.js';
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
    ["append 'rent 1200' to budget.csv", 'budget.csv'],
    ["add a line 'buy milk' to the end of notes.txt", 'notes.txt'],
    ['put "ask about the drill" at the bottom of notes/todo.md', 'notes/todo.md'],
    ["add 'call mom on sunday' to my reminders.txt", 'reminders.txt'],
  ])('reads the file first and never decides alone: %s', (message, path) => {
    const selection = selectCalls({ message, tools });
    expect(selection.calls.map((call) => [call.tool, call.arguments])).toEqual([['show_document', { path }]]);
    expect(selection.aloneConfidence).toBeLessThanOrEqual(HAND_OVER_CAP);
    expect(selection.handOver).toContain(APPEND_REASON);
  });

  it('leaves a write that makes or fills a file as it is', () => {
    for (const message of ["write 'hello' to a.txt", 'save "call mom" to notes/reminders.txt', 'add a new file notes.txt with hi']) {
      const calls = [write(message.includes('notes/') ? 'notes/reminders.txt' : message.includes('a.txt') ? 'a.txt' : 'notes.txt', 'x')];
      expect(appendPlan(message, calls, tools)).toEqual({ calls, appends: false });
    }
  });

  it('keeps the write, still handed over, when no tool reads a file', () => {
    const calls = [write('budget.csv', 'rent 1200')];
    expect(appendPlan("append 'rent 1200' to budget.csv", calls, [putDoc, listDocs])).toEqual({ calls, appends: true });
  });
});
