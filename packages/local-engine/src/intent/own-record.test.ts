import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { memoryTools } from '../../test-support/mcp-tools.js';
import { decideRoute } from '../route/decide-route.js';
import type { ToolSpec } from '../types.js';
import { asksOwnRecord } from './own-record.js';

const ABOUT_OWN_RECORDS = [
  'font trip plan',
  'setting plan wk48',
  'todo',
  'Reminders.',
  "rossi-ferri budget, what's left",
  'Accounts Oct total sales.',
  'inv 032, total?',
  'Who is on Sunday? Rota.',
  'how many trips i did in november, check the csv',
  'When is my next rotation start? Check schedule',
  'when is rent due, its in the alquiler file',
  'how many samples I logged in October',
  'what did we decide on the comp date',
  'what did i plan to plant this spring',
  'to-do: call villa re: generator',
  'Log fridge: 4.6°C at 09:10',
  'notes: call Mr Tazi for riad visit saturday 10h',
  'Grocery: toor dal 2kg, curry leaves',
  'compare the brief and the site notes',
  'materiel list maarif, wat i need to buy',
  'van costs so far total?',
];

const ANSWERED_WITHOUT_RECORDS = [
  "what's a good todo app",
  'how do I make a budget',
  'compare python and java',
  'notes on the french revolution please',
  'Grocery shopping tips?',
  'write a packing list for a week in Lisbon',
  'what is a timeline',
  'email to mrs miller: the rain plan is the limonaia',
  'what have i spent on fast food recently',
  'any notes',
];

const referenceTools = JSON.parse(readFileSync(new URL('../../../../eval/corpus/data/reference_tools.json', import.meta.url), 'utf8')) as ToolSpec[];

const WEATHER_TOOL: ToolSpec = {
  name: 'get_weather',
  description: 'Get the current weather for a city.',
  parameters: { type: 'object', properties: { city: { type: 'string' } }, required: ['city'] },
};

describe('a request about one of the user own records', () => {
  it('is read from its form: the record named, where to look, what they logged, an entry under its label', () => {
    for (const request of ABOUT_OWN_RECORDS) expect(asksOwnRecord(request), request).toBe(true);
  });

  it('is not read from a question about records in general, nor from writing or comparing things of the world', () => {
    for (const request of ANSWERED_WITHOUT_RECORDS) expect(asksOwnRecord(request), request).toBe(false);
  });

  it('needs a tool beside the tools that read files and memory', () => {
    const needsTool = ABOUT_OWN_RECORDS.filter((message) => decideRoute({ message, history: [], tools: referenceTools }).needsTool);
    expect(needsTool).toEqual(ABOUT_OWN_RECORDS);
  });

  it('needs a tool beside a memory alone', () => {
    for (const message of ['what did we decide on the comp date', 'how many samples I logged in October']) {
      expect(decideRoute({ message, history: [], tools: memoryTools }).needsTool, message).toBe(true);
    }
  });

  it('stays answered directly when no tool reads files or memory, and when the request asks nothing of a record', () => {
    expect(decideRoute({ message: 'what did we decide on the comp date', history: [], tools: [WEATHER_TOOL] }).needsTool).toBe(false);
    for (const message of ANSWERED_WITHOUT_RECORDS) {
      expect(decideRoute({ message, history: [], tools: referenceTools }).needsTool, message).toBe(false);
    }
  });
});
