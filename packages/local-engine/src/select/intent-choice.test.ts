import { describe, expect, it } from 'vitest';
import type { ToolSpec } from '../types.js';
import { decideRoute } from '../route/decide-route.js';
import { selectCalls } from './select-calls.js';
import { madeUpTool } from '../../test-support/made-up-tool.js';

const tool = (
  name: string,
  description: string,
  properties: Record<string, { type: string; description?: string }> = {},
  required = Object.keys(properties),
) => ({
  name,
  description,
  parameters: { type: 'object', properties, required },
});
const path = { path: { type: 'string', description: 'Path of the file or directory' } };

/** A file server, a memory server and a utility server, described in their own words (made up here). */
const tools: ToolSpec[] = [
  tool('disk.read_file', 'Read the complete contents of a file as text. DEPRECATED: Use read_text instead.', path),
  tool('disk.read_text', 'Read the complete contents of a file from the file system as text.', path),
  tool('disk.read_many', 'Read the contents of multiple files simultaneously.', { paths: { type: 'array' } }),
  tool('disk.write_file', 'Create a new file or completely overwrite an existing file with new content.', {
    ...path,
    content: { type: 'string', description: 'Text to write' },
  }),
  tool('disk.make_folder', 'Create a new directory or ensure a directory exists.', path),
  tool('disk.list_folder', 'Get a detailed listing of all files and directories in a specified path.', path),
  tool('disk.roots', 'Returns the list of directories that this server is allowed to access.'),
  tool('disk.move', 'Move or rename files and directories.', { source: { type: 'string' }, destination: { type: 'string' } }),
  tool('disk.file_info', 'Retrieve detailed metadata about a file or directory: size, creation time, last modified time.', path),
  tool('disk.find', 'Recursively search for files and directories matching a pattern.', { ...path, pattern: { type: 'string' } }),
  tool('mind.open_nodes', 'Open specific nodes in the knowledge graph by their names.', { names: { type: 'array' } }),
  tool('mind.search_nodes', 'Search for nodes in the knowledge graph based on a query.', { query: { type: 'string' } }),
  tool('mind.delete_entities', 'Delete multiple entities and their associated relations from the knowledge graph.', { entityNames: { type: 'array' } }),
  tool('mind.delete_observations', 'Delete specific observations from entities in the knowledge graph.', { deletions: { type: 'array' } }),
  tool('util.add', 'Returns the sum of two numbers.', { a: { type: 'number' }, b: { type: 'number' } }),
];

const chosen = (message: string): string[] => {
  const route = decideRoute({ message, history: [], tools });
  return route.needsTool ? selectCalls({ message, tools }).calls.map((call) => call.tool) : [];
};

describe('choosing by what the request asks to do', () => {
  it('finds the reading, listing and file-info tools for everyday phrasings that share no word with them', () => {
    expect(chosen('cat config/settings.yaml')).toEqual(['disk.read_text']);
    expect(chosen('open README.md')).toEqual(['disk.read_text']);
    expect(chosen("what's in notes/ideas.md")).toEqual(['disk.read_text']);
    expect(chosen('Show me recipes/pancakes.md')).toEqual(['disk.read_text']);
    expect(chosen('what files are in the recipes folder?')).toEqual(['disk.list_folder']);
    expect(chosen('how big is photos/cat.jpg')).toEqual(['disk.file_info']);
  });

  it('writes, recalls and deletes with the tool made for it, and a deprecated tool gives way', () => {
    // Jotted in a file is added to it: read, then written back with the line at its end.
    expect(chosen("jot down 'milk, eggs' in notes/shopping.md")).toEqual(['disk.read_text', 'disk.write_file']);
    expect(chosen('what did I tell you about Priya?')).toEqual(['mind.search_nodes']);
    // What the user told of someone's thing is kept under them: the memory is searched for whom it is about.
    expect(selectCalls({ message: "what did i tell u about mango's food", tools }).calls[0]?.arguments).toEqual({ query: 'mango' });
    expect(chosen('remove the note that Priya prefers Slack')).toEqual(['mind.delete_observations']);
    expect(chosen('read the file notes/todo.md')).toEqual(['disk.read_text']);
  });

  it('never moves or deletes for a request that does not ask to', () => {
    expect(chosen("what's the difference between affect and effect?")).toEqual([]);
  });

  it('hands arithmetic to an offered tool built for it', () => {
    expect(chosen('what is 17 plus 25?')).toEqual(['util.add']);
    // Four numbers are no job for a tool that adds two: the engine sums them itself.
    expect(chosen('how much is 54.20 + 38.75 + 61.10 + 29.90')).toEqual([]);
    expect(decideRoute({ message: 'how much is 54.20 + 38.75 + 61.10 + 29.90', history: [], tools }).directAnswer).toMatch(/183\.95/);
    expect(decideRoute({ message: 'what is 17 plus 25?', history: [], tools: [tools[1]!] }).directAnswer).toMatch(/42/);
  });

  it('reads requests in other languages and scripts', () => {
    expect(chosen('muéstrame recetas/panqueques.md')).toEqual(['disk.read_text']);
    expect(chosen('zeig mir notizen/ideen.md')).toEqual(['disk.read_text']);
    expect(chosen('显示 notes/ideas.md 的内容')).toEqual(['disk.read_text']);
  });
});

describe('what the named thing is', () => {
  const calls = (message: string) => selectCalls({ message, tools }).calls.map((call) => [call.tool, call.arguments]);

  it('never deletes another kind of thing than the request names', () => {
    const photo = selectCalls({ message: 'delete the photo photos/cat.png', tools });
    expect(photo.calls).toEqual([]);
    expect(photo.alternatives.map((alternative) => alternative.tool)).not.toContain('mind.delete_entities');
    expect(photo.neverAlone).toBe(true);
    for (const message of ['delete drafts/old.txt', 'remove the line "milk" from notes/todo.md', 'trash the picture of my cat']) {
      expect(selectCalls({ message, tools }).calls.map((call) => call.tool)).not.toContain('mind.delete_entities');
      expect(selectCalls({ message, tools }).calls.map((call) => call.tool)).not.toContain('mind.delete_observations');
    }
    // What the memory keeps is still deleted when asked.
    expect(chosen('forget Chloe from your memory entirely')).toEqual(['mind.delete_entities']);
  });

  it('reads named entries, notes and documents without an extension as files, and a bare folder as a folder', () => {
    expect(calls('show me both journal entries, journal/a and journal/b')).toEqual([['disk.read_many', { paths: ['journal/a', 'journal/b'] }]]);
    expect(calls('open the note notes/groceries')).toEqual([['disk.read_text', { path: 'notes/groceries' }]]);
    expect(calls('cat config/app')).toEqual([['disk.read_text', { path: 'config/app' }]]);
    expect(calls('what files are in projects/2024')).toEqual([['disk.list_folder', { path: 'projects/2024' }]]);
    expect(calls("what's in projects")).toEqual([['disk.list_folder', { path: 'projects' }]]);
  });

  it('lists folders under the home folder and reads its configuration files', () => {
    expect(calls("what's in ~/.config")).toEqual([['disk.list_folder', { path: '~/.config' }]]);
    expect(calls('list ~/.ssh')).toEqual([['disk.list_folder', { path: '~/.ssh' }]]);
    expect(calls('show me ~/.local/share/')).toEqual([['disk.list_folder', { path: '~/.local/share/' }]]);
    expect(calls('open ~/.bashrc')).toEqual([['disk.read_text', { path: '~/.bashrc' }]]);
    expect(calls("what's in .env")).toEqual([['disk.read_text', { path: '.env' }]]);
  });

  it('looks for the file of a document the user names by what it is, then reads what it finds, without deciding alone', () => {
    for (const message of ["what's on my shopping list?", 'check my todo list']) {
      const selection = selectCalls({ message, tools });
      expect(selection.calls.map((call) => call.tool)).toEqual(['disk.find', 'disk.read_text']);
      expect(selection.calls[1]?.takesOutput).toEqual({ argument: 'path', call: 0, found: true });
      expect(String(selection.calls[0]?.arguments.pattern)).toMatch(/shopping|todo/);
      expect(selection.aloneConfidence).toBeLessThan(0.783);
    }
  });
});

describe("a file's own name is no word of the request", () => {
  it('reads a text file named like what a media reader returns as text', () => {
    const media = madeUpTool(
      'files.read_media',
      'Read a file and return it as a base64-encoded content block with its MIME type',
      { path: { type: 'string' } },
      ['path'],
    );
    const text = madeUpTool('files.read_text', 'Read the complete contents of a file as text', { path: { type: 'string' } }, ['path']);
    expect(selectCalls({ message: 'open scripts/blocking-notes.txt', tools: [media, text] }).calls.map((call) => call.tool)).toEqual(['files.read_text']);
  });
});
