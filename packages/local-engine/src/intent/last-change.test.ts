import { describe, expect, it } from 'vitest';
import { madeUpTool } from '../../test-support/made-up-tool.js';
import { mcpTools } from '../../test-support/mcp-tools.js';
import { decideRoute } from '../route/decide-route.js';
import { asksLastChange, asksLastChangeOfNamedThing } from './last-change.js';
import { readRequestAction } from './request-action.js';

const fileDetails = madeUpTool(
  'file_details',
  'Retrieve detailed metadata about a file or directory: size, creation time, last modified time',
  { path: { type: 'string' } },
  ['path'],
);
const tools = [...mcpTools, fileDetails];

describe('when a thing of the user was last changed', () => {
  it.each([
    'When was the April rota last changed?',
    'when did i last edit the hive log',
    'car service when last updated',
    'when did I last save the dignity essay',
    'when did I last put in the milk money file',
    'when were the tax spreadsheets last updated?',
    'when was my packing list most recently edited',
    // A new user's "cn u chk wen i last edited notes.txt" was offered as a read of the file.
    'can you check when i last edited notes.txt',
    'can you check when we last updated the budget file',
  ])('"%s" asks the file for its details', (message) => {
    expect(asksLastChange(message)).toBe(true);
    const request = readRequestAction(message);
    expect(request.action).toBe('info');
    expect(request.objects.has('file')).toBe(true);
    expect(decideRoute({ message, history: [], tools }).needsTool).toBe(true);
  });

  it.each([
    'when was the Eiffel tower built',
    'when did the berlin wall fall',
    'when was the last time the pope visited africa',
    'when was your training data last updated',
    'when did you last update your knowledge',
  ])('"%s" is no question about a thing of theirs', (message) => {
    expect(asksLastChange(message)).toBe(false);
  });

  it('leaves a thing pointed back at to what it was named as', () => {
    expect(asksLastChangeOfNamedThing('when did I last change it?')).toBe(false);
    expect(readRequestAction('when did I last change it?').objects.has('file')).toBe(false);
    expect(asksLastChangeOfNamedThing('when did i last edit the hive log')).toBe(true);
  });
});
