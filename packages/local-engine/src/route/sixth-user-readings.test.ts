import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { evaluateArithmetic } from './arithmetic.js';
import { decideRoute } from './decide-route.js';
import { standaloneRequest } from './standalone-request.js';
import { selectCalls } from '../select/select-calls.js';
import { findPaths } from '../extract/text-mentions.js';
import { findReplacementPair } from '../extract/replacement-pair.js';
import type { EngineMessage, ToolSpec } from '../types.js';

// Readings a salon owner writing English and Portuguese met with her own folder: each in general form.
const tools = JSON.parse(readFileSync(new URL('../../../../eval/corpus/data/reference_tools.json', import.meta.url), 'utf8')) as ToolSpec[];
const plan = (message: string, history: EngineMessage[] = []) =>
  selectCalls({ message, history, tools, shortlist: 8 }).calls.map((call) => [call.tool.split('.')[1], call.arguments]);

describe('folders as people name them', () => {
  it('reads a word for a folder before a path as what the path is, not a word of its name', () => {
    expect(findPaths('create directory cartas/arquivo').map((path) => path.text)).toEqual(['cartas/arquivo']);
    expect(findPaths('make dir projects/new').map((path) => path.text)).toEqual(['projects/new']);
    // A word that is a name still opens a spaced one.
    expect(findPaths('rename Bio notes/week1.md').map((path) => path.text)).toEqual(['Bio notes/week1.md']);
  });

  it('makes a folder "in my top folder" or "in my home folder" at the top, not in a folder called top', () => {
    expect(plan('create a folder named arquivo in my top folder')).toEqual([['create_directory', { path: './arquivo' }]]);
    expect(plan('make folders a1 and b2 in the main folder')).toEqual([
      ['create_directory', { path: './a1' }],
      ['create_directory', { path: './b2' }],
    ]);
    expect(standaloneRequest('make a folder called drafts inside projects', [])).toBe('make a folder projects/drafts');
  });

  it('takes a name said after "called" as the name, whatever another language means by it', () => {
    expect(plan('make a folder called arquivo')).toEqual([['create_directory', { path: 'arquivo' }]]);
  });
});

describe('numbers as much of the world writes them', () => {
  it('reads the two sides of a change written with decimal commas, and reads a price list before changing a price in it', () => {
    expect(findReplacementPair('change the price of Corte senhora from 15,00 to 16,00 in salao/precos.txt')).toMatchObject({
      first: { value: '15,00' },
      second: { value: '16,00' },
    });
    // "Corte senhora from 15,00" is no side: "from" starts the old one.
    expect(findReplacementPair('change Corte senhora from 15,00 to 16,00 in salao/precos.txt')?.first.value).toBe('15,00');
    // A price with its cents may stand on many lines of a price list: the change is planned, and waits for a yes.
    const selection = selectCalls({ message: 'change the price of Corte senhora from 15,00 to 16,00 in salao/precos.txt', history: [], tools, shortlist: 8 });
    expect(selection.calls.map((call) => [call.tool.split('.')[1], call.arguments])).toEqual([
      ['edit_file', { path: 'salao/precos.txt', edits: [{ oldText: '15,00', newText: '16,00' }] }],
    ]);
    expect(selection.neverAlone).toBe(true);
  });

  it('reads three digits after a comma as thousands, and leaves a decimal comma of an English sum unread', () => {
    expect(evaluateArithmetic('1,200 + 350')?.value).toBe(1550);
    // "3,14 * 2" may be a list in English: round 21's row keeps it unanswered, so "187,40 plus 87,35" is too.
    expect(evaluateArithmetic('what is 187,40 plus 87,35 plus 31,20')).toBeUndefined();
  });
});

describe('the memory as people ask it', () => {
  it('reads "who do i have in memory" as the whole memory', () => {
    expect(plan('who do i have in memory')).toEqual([['read_graph', {}]]);
    expect(plan('what do you have in memory')).toEqual([['read_graph', {}]]);
  });

  it('keeps an initial or a title with the name it stands before', () => {
    const [[tool, args]] = plan('remember that D. Amelia Sousa is allergic to amonia') as [[string, { entities: Array<{ name: string }> }]];
    expect(tool).toBe('create_entities');
    expect(args.entities[0]?.name).toBe('D. Amelia Sousa');
  });

  it('reads the fact to forget after news told before it', () => {
    expect(standaloneRequest('Lurdes is better now, forget that Lurdes Vieira cant come to the circulo until maio', [])).toBe(
      'forget that Lurdes Vieira cant come to the circulo until maio',
    );
    // A fact that points back into the news keeps it.
    expect(standaloneRequest('my sister is Ana, remember that she is allergic to nuts', [])).toBe('my sister is Ana, remember that she is allergic to nuts');
  });

  it('takes "her" for the one the question names in lower case, not for whom the last turns were about', () => {
    const history: EngineMessage[] = [
      { role: 'user', content: 'what do you remember about Amelia Sousa' },
      { role: 'assistant', content: 'Amelia Sousa (person): allergic to amonia' },
    ];
    expect(plan('does sandra take sugar in her coffee', history)).toEqual([['search_nodes', { query: 'sandra' }]]);
    expect(decideRoute({ message: 'does sandra take sugar in her coffee', history, tools }).needsTool).toBe(true);
  });
});
