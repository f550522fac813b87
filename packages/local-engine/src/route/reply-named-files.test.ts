import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { EngineMessage, ToolSpec } from '../types.js';
import { selectCalls } from '../select/select-calls.js';
import { encliticPointer, withoutEnclitic } from '../intent/enclitic-verbs.js';
import { treeEntries } from './tree-entries.js';

const said = (...contents: string[]): EngineMessage[] => contents.map((content, at) => ({ role: at % 2 === 0 ? 'user' : 'assistant', content }));
/** The filesystem, memory and everything servers' tools, as offered to the engine. */
const tools = JSON.parse(readFileSync(new URL('../../../../eval/corpus/data/reference_tools.json', import.meta.url), 'utf8')) as ToolSpec[];
const plan = (message: string, history: EngineMessage[]) =>
  selectCalls({ message, history, tools }).calls.map((call) => `${call.tool} ${JSON.stringify(call.arguments)}`);

describe('a follow-up to a reply that names where it found files', () => {
  it('picks from the folder the reply says it listed, not from how the user called it', () => {
    const reflections = said('show me the reflections i wrote on placement', "In placements/reflections you've got week-1.txt, week-2.txt and week-3.txt.");
    expect(plan('ya the second one', reflections)).toEqual(['filesystem.read_text_file {"path":"placements/reflections/week-2.txt"}']);
    const bouts = said(
      'whats in bouts',
      'derby/bouts contains:\n- 2024-06-08-vs-thunder.txt\n- untitled.txt',
      'what is untitled',
      'untitled.txt holds: 22 June, we won.',
    );
    expect(plan('rename it to 2024-06-22-vs-dolls.txt', bouts)).toEqual([
      'filesystem.move_file {"source":"derby/bouts/untitled.txt","destination":"derby/bouts/2024-06-22-vs-dolls.txt"}',
    ]);
  });

  it('reads "it" as the one file a reply found in a folder it names', () => {
    expect(plan('open it', said('anything about the McBride menu?', 'Yes, in clients/mcbride there is a file menu-prueba.txt.'))).toEqual([
      'filesystem.read_text_file {"path":"clients/mcbride/menu-prueba.txt"}',
    ]);
    expect(plan('Then open it, please.', said("What's in the Kimura job folder?", 'jobs/2026/kimura contains brief.txt, source/ and target/.'))).toEqual([
      'filesystem.read_text_file {"path":"jobs/2026/kimura/brief.txt"}',
    ]);
    // Two files found: "it" says neither.
    expect(plan('open it', said('anything about the menu?', 'In clients/mcbride there are menu-a.txt and menu-b.txt.'))).not.toContainEqual(
      expect.stringContaining('menu-a.txt'),
    );
  });

  it('reads a pronoun joined to a Spanish or Italian verb as "it"', () => {
    expect(withoutEnclitic('ábrelo')).toBe('abre');
    expect(withoutEnclitic('muéstramelo')).toBe('muestra');
    expect(encliticPointer('sí, ábrelo')?.action).toBe('read');
    expect(encliticPointer('aprilo')?.action).toBe('read');
    for (const plain of ['hola', 'la casa', 'Paella', 'bottle', 'single', 'mostrami la lista']) expect(encliticPointer(plain)).toBeUndefined();
    const caterers = said('¿tengo apuntado algún catering vegano?', 'Tus caterings están en vendors/caterers.txt. ¿Quieres que lo abra?');
    expect(plan('sí, ábrelo', caterers)).toEqual(['filesystem.read_text_file {"path":"vendors/caterers.txt"}']);
    // What the pronoun points at is read from the conversation: the user confirms it.
    expect(selectCalls({ message: 'sí, ábrelo', history: caterers, tools }).neverAlone).toBe(true);
  });

  it('places a pick from a folder tree the reply showed where the tree has it', () => {
    const tree = JSON.stringify([
      { name: 'meetings', type: 'directory', children: [{ name: 'standup-2026-11-25.md', type: 'file' }] },
      { name: 'project-atlas.md', type: 'file' },
    ]);
    const shown = said('show me the work folder as a tree', `Got the folder tree of work.\n\n${tree}`);
    expect(plan('read the standup notes', shown)).toEqual(['filesystem.read_text_file {"path":"work/meetings/standup-2026-11-25.md"}']);
    expect(treeEntries('[{"name":"a","type":"directory","children":"not a list"}]')).toEqual(['a/']);
    expect(treeEntries('no tree [1, 2]')).toEqual([]);
    // A hostile server's tree names no way out of the folder listed.
    expect(treeEntries('[{"name":"..","type":"directory","children":[{"name":"passwd","type":"file"}]},{"name":"a.md","type":"file"}]')).toEqual(['a.md']);
  });
});
