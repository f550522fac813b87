import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { madeUpTool } from '../../test-support/made-up-tool.js';
import { mcpTools } from '../../test-support/mcp-tools.js';
import { decideRoute } from '../route/decide-route.js';
import { selectCalls } from '../select/select-calls.js';
import { asksAboutOwnDocument, seeksKeptThingByName, seesNoFile } from './own-document.js';
import { readRequestAction } from './request-action.js';
import { findPatternValues } from '../extract/glob-pattern.js';
import type { ToolSpec } from '../types.js';

const referenceTools = JSON.parse(readFileSync(new URL('../../../../eval/corpus/data/reference_tools.json', import.meta.url), 'utf8')) as ToolSpec[];

describe('a document of the user named by what it is', () => {
  it('is asked about in questions and requests to see it', () => {
    for (const message of [
      "what's on my shopping list?",
      'check my todo list',
      'is milk on my grocery list?',
      'what does my packing list say',
      'show me my reading list',
      'anything on my to-do list for today?',
      'open my todo list',
      'open the planting log',
      'show me the lentil soup recipe',
      'show me the picture of the tram',
      'whats on the shopping list',
      'anything on the todo list?',
    ]) {
      expect(asksAboutOwnDocument(message.toLowerCase()), message).toBe(true);
    }
  });

  it('is not what a story, an errand or a thing named after it asks', () => {
    for (const message of [
      'did i stick to my dinner budget',
      'my report card was lost help!',
      'place an order for my whole shopping list',
      'any tips for keeping my notes organised?',
      'how do I write a good to-do list',
      'open the door',
      "what's on the list of world heritage sites",
      'show me the way to the station',
    ]) {
      expect(asksAboutOwnDocument(message.toLowerCase()), message).toBe(false);
    }
  });
});

describe('a file asked to see by what it is', () => {
  it('is "the X file", "the X doc", not a bare "the file"', () => {
    expect(asksAboutOwnDocument('read the roster file')).toBe(true);
    expect(asksAboutOwnDocument('open the budget doc')).toBe(true);
    expect(asksAboutOwnDocument('open the file')).toBe(false);
  });
});

describe('a kept document looked for by what its name holds', () => {
  it('is a file', () => {
    expect(seeksKeptThingByName('i misplaced a letter to my bank; its name had the word barclays in it')).toBe(true);
    expect(seeksKeptThingByName('find my old history essays, they all have hist in the name')).toBe(true);
  });

  it('is not a person or a thing with no name asked after', () => {
    expect(seeksKeptThingByName('who do i know with smith in their name')).toBe(false);
    expect(seeksKeptThingByName('find the letter i wrote to my bank')).toBe(false);
  });
});

describe('a thing of theirs asked to see by a strong verb and a short name', () => {
  const findFiles = madeUpTool(
    'find_files',
    'Recursively search for files and directories matching a pattern',
    { path: { type: 'string' }, pattern: { type: 'string' } },
    ['path', 'pattern'],
  );
  const tools = [...mcpTools, findFiles];
  it.each([
    'show me the florists',
    'open the caterers list',
    'show me my customers list',
    'pull up honey sales for this year',
    'open the bookings please',
    'bhai open my new hour set',
    'read me the in-laws bit',
    'show routes',
    'bring up our wedding guests',
  ])('"%s" asks for a file of theirs', (message) => {
    expect(asksAboutOwnDocument(message.toLowerCase())).toBe(true);
    expect(readRequestAction(message).objects.has('file')).toBe(true);
    expect(decideRoute({ message, history: [], tools }).needsTool).toBe(true);
  });

  it.each([
    'show me how to tie a knot',
    'open the door',
    'show me the way to the station',
    'read me a poem',
    'show me the money',
    'open the window please',
    'read me something funny',
  ])('"%s" needs no tool', (message) => {
    expect(asksAboutOwnDocument(message.toLowerCase())).toBe(false);
    // Routed among the reference servers' 36 tools. Among the eight above, whose readers share "read" with "read me a
    // poem", the fitted route (threshold 0.49 since the sixteenth writer's fit) sends it on at 0.57: offered, not run.
    expect(decideRoute({ message, history: [], tools: referenceTools }).needsTool).toBe(false);
  });

  it('leaves the environment to a tool that shows it', () => {
    expect(readRequestAction('show me the environment variables').objects.has('file')).toBe(false);
  });

  it('still reads a written file, whatever its name', () => {
    expect(seesNoFile('open the door')).toBe(true);
    expect(decideRoute({ message: 'open the door.txt', history: [], tools }).needsTool).toBe(true);
  });
});

describe('a document called up by its title alone', () => {
  it('asks for it: a bare title, a file named before the question, a thing named and then opened', () => {
    for (const request of [
      'july rota',
      'price list pls',
      'pharm flashcards',
      'hytta todo.',
      'school fees file. how much for ada this term',
      'potato file – when did i plant?',
      'the events file what have we got booked for july',
      'priya wedding guest list open it',
    ]) {
      expect(asksAboutOwnDocument(request)).toBe(true);
    }
  });

  it('is not a question about files, a list to write, or a lone word', () => {
    for (const request of [
      'whats in invoices',
      'whats the biggest file in my downloads',
      "what's a json file actually",
      'packing list for japan',
      'notes',
      'tax file number',
    ]) {
      expect(asksAboutOwnDocument(request)).toBe(false);
    }
  });

  it('searches by the title, not by the question after it', () => {
    expect(findPatternValues('school fees file. how much for ada this term', []).map((found) => found.value)).toEqual(['school']);
    expect(findPatternValues('price list pls', []).map((found) => found.value)).toEqual(['price']);
  });
});

describe('a document of theirs named by what it is, read or added to', () => {
  const reference = referenceTools;
  const route = (message: string) => decideRoute({ message, history: [], tools: reference });
  const firstCall = (message: string) => selectCalls({ message, history: [], tools: reference, shortlist: 8 }).calls[0]?.tool;

  it.each([
    ['read me my todo list', '**/*todo*'],
    ['yo can u pull up my aftercare sheet', '**/*aftercare*'],
    ['Please look at my Victoria sponge recipe and tell me how many eggs it needs', '**/*[Vv]ictoria*'],
    ['Would you kindly show me my recipe for parkin?', '**/*parkin*'],
    ['whats on my studio playlist', '**/*studio*'],
    ['do i have enough needles? check the stock list', '**/*stock*'],
    ['Could you tell me who is on the flower rota for this month, please?', '**/*flower*'],
  ])('"%s" looks for the file, by the words saying which', (message, pattern) => {
    expect(readRequestAction(message).objects.has('memory')).toBe(false);
    const calls = selectCalls({ message, history: [], tools: reference, shortlist: 8 }).calls;
    expect(calls[0]?.tool).toBe('filesystem.search_files');
    expect(calls[0]?.arguments.pattern).toBe(pattern);
  });

  it.each([
    'add in cumples: Lucia 14 de junio',
    'add to unpaid: Haj Driss 1200 dh, calving 12/02',
    'add black dynamic x2 bottles to the ink order',
    "Please add 'Sweet pea Matucana, 2 packets' to the end of my seed order.",
    'ユカの学校行事に運動会10月12日を追加して',
    '課題図書リストに『博士の愛した数式』を追加してください。',
    '쇼핑 목록에 우유 추가해줘',
  ])('"%s" adds to a file, not to the memory and never as a sum', (message) => {
    const reading = readRequestAction(message);
    expect(reading.action).toBe('write');
    expect(reading.objects.has('file')).toBe(true);
    expect(reading.objects.has('memory')).toBe(false);
    expect(route(message).needsTool).toBe(true);
    expect(firstCall(message)).toMatch(/^filesystem\./);
  });

  it('opens a photograph named by what it shows as a file to find, not a text file named after a place in it', () => {
    const calls = selectCalls({ message: 'Could you open the photograph of the grandchildren at Whitby?', history: [], tools: reference, shortlist: 8 }).calls;
    expect(calls[0]?.tool).toBe('filesystem.search_files');
  });

  it.each([
    ['remember Priya likes tea', 'memory.create_entities'],
    ['what did I tell you about Tom', 'memory.search_nodes'],
    ["add to Tom's profile: likes jazz", 'memory.add_observations'],
    ["add Sarah to my contacts: she's my dentist", 'memory.create_entities'],
  ])('"%s" stays with the memory: people and what was told of them', (message, tool) => {
    expect(readRequestAction(message).objects.has('file')).toBe(false);
    expect(firstCall(message)).toBe(tool);
  });

  it("leaves what is added to an app (a cart, a calendar) or a person's record to others", () => {
    for (const message of ['add to cart: two apples', "add to Tom's profile: likes jazz", 'add to memory: Priya is allergic to nuts']) {
      expect(readRequestAction(message).objects.has('file'), message).toBe(false);
    }
  });

  it('still sums numbers asked to be added, in English and Japanese', () => {
    expect(firstCall('add 2 and 3')).toBe('everything.get-sum');
    expect(firstCall('3と5を足して')).toBe('everything.get-sum');
  });
});

describe('a document of theirs to be deleted', () => {
  it('is a file, never a fact of the memory', () => {
    for (const message of ['Delete the old shopping list.', 'delete my todo list', 'please remove my packing list']) {
      const request = readRequestAction(message);
      expect(request.action, message).toBe('destroy');
      expect(request.objects.has('file'), message).toBe(true);
      expect(request.objects.has('memory'), message).toBe(false);
    }
    // A fact of someone, or a part of a document, is not the document.
    expect(readRequestAction('delete the note that Tom likes jazz').objects.has('file')).toBe(false);
    expect(readRequestAction('remove eggs from my shopping list').objects.has('memory')).toBe(false);
  });
});
