import { describe, expect, it } from 'vitest';
import { mcpTools } from '../../test-support/mcp-tools.js';
import { decideRoute } from './decide-route.js';
import { selectCalls } from '../select/select-calls.js';
import { namesOfferedTool } from '../decide/offered-tool-names.js';
import { findPaths } from '../extract/text-mentions.js';
import { actionFit, readRequestAction, readToolAction } from '../intent/index.js';
import type { ToolSpec } from '../types.js';

const route = (message: string) => decideRoute({ message, history: [], tools: mcpTools });
const tool = (name: string, description: string): ToolSpec => ({
  name,
  description,
  parameters: { type: 'object', properties: { path: { type: 'string' }, pattern: { type: 'string' } }, required: ['path'] },
});

describe('which reading of a turn comes first', () => {
  it('reads a question about a named file as about the file, not the conversation, when a tool reads files', () => {
    const result = route('what did i write in notes/ideas.txt');
    expect(result.rule).toBeUndefined();
    expect(result.source).not.toBe('history');
    // Without a file in it, the same question is about the conversation.
    expect(route('what did i write earlier').source).toBe('history');
  });

  it('takes a greeting followed by a request as the request', () => {
    expect(route("yo what's in projects").rule).toBeUndefined();
    expect(route('hey, delete notes/old.md').rule).toBeUndefined();
    expect(route('hi there').rule).toBe('smallTalk');
    // Small talk in other languages is small talk too, and a request after a foreign greeting is still the request.
    for (const message of ['Wie geht es dir heute?', 'hola, ¿cómo estás?', 'merci beaucoup', 'ciao!', 'oi, bom dia!!', 'buongiorno']) {
      expect(route(message).rule, message).toBe('smallTalk');
    }
    expect(route('oi, lê o arquivo notas/compras.txt').rule).toBeUndefined();
    expect(route('hallo, zeig mir notizen/ideen.md').rule).toBeUndefined();
    expect(route("thanks, that's all").rule).toBe('smallTalk');
  });

  it('finds dotfiles but not bare extensions, ".NET" or an ellipsis', () => {
    expect(findPaths('open .bashrc please').map((path) => path.text)).toEqual(['.bashrc']);
    expect(findPaths("what's in '.gitignore'").map((path) => path.text)).toEqual(['.gitignore']);
    expect(findPaths('find the .md files in notes')).toEqual([]);
    expect(findPaths("what's new in .NET 8")).toEqual([]);
    expect(findPaths('wait...so what now')).toEqual([]);
  });

  it('lets a file search find photos: a photo is a file', () => {
    const search = readToolAction(tool('search_files', 'Recursively search for files and directories matching a pattern'));
    const request = readRequestAction('search for jpgs in camera-uploads');
    expect(request.objects.has('media')).toBe(true);
    expect(actionFit(request, search)).toBeGreaterThan(0.7);
    // A tool for remembered facts still does not fit a photo search.
    const memory = readToolAction({
      name: 'search_nodes',
      description: 'Search for nodes in the knowledge graph based on a query',
      parameters: { type: 'object', properties: { query: { type: 'string' } }, required: ['query'] },
    });
    expect(actionFit(request, memory)).toBeLessThan(0.5);
  });

  it('knows when a request names an offered tool, and when a plain word only looks like one', () => {
    const tools = [tool('echo', 'Echoes back the input'), tool('get-structured-content', 'Returns structured content'), tool('read_text_file', 'Read a file')];
    expect(namesOfferedTool('use the echo tool to say hi', tools)).toBe(true);
    expect(namesOfferedTool('try the structured content tool for Chicago', tools)).toBe(true);
    expect(namesOfferedTool('run read_text_file on notes.md', tools)).toBe(true);
    expect(namesOfferedTool('echo chamber meaning', tools)).toBe(false);
    expect(namesOfferedTool('what is a good tool for gardening', tools)).toBe(false);
  });

  it('reads a statement that opens on a name as telling about someone, and not one that opens on a pronoun', () => {
    const birthday = readRequestAction("Lena's birthday is 12 November");
    expect([birthday.action, birthday.objects.has('memory'), birthday.relates]).toEqual(['write', true, false]);
    // Telling how two named things relate makes a relation.
    for (const message of ['Keiko reports to Lena', 'Tom works at Northwind']) {
      const request = readRequestAction(message);
      expect([request.action, request.objects.has('memory'), request.relates], message).toEqual(['create', true, true]);
    }
    expect(readRequestAction('remember that Priya prefers Slack').relates).toBe(false);
    expect(readRequestAction('She likes tea').action).toBeUndefined();
    expect(readRequestAction('The dogs bark at night').action).toBeUndefined();
    expect(readRequestAction('Does Keiko report to Lena?').action).not.toBe('write');
  });

  it('picks the listing that shows what is asked: the tree, sizes, or the folders it may reach', () => {
    const listing = (name: string, description: string, properties: Record<string, { type: 'string' }> = { path: { type: 'string' } }): ToolSpec => ({
      name,
      description,
      parameters: { type: 'object', properties },
    });
    const flat = readToolAction(listing('list_directory', 'Get a detailed listing of all files and directories in a specified path.'));
    const tree = readToolAction(listing('directory_tree', 'Get a recursive tree view of files and directories as a JSON structure.'));
    const sized = readToolAction(listing('list_directory_with_sizes', 'Get a listing of all files and directories in a path, including sizes.'));
    const reach = readToolAction(listing('list_allowed_directories', 'Returns the list of directories that this server is allowed to access.', {}));
    const best = (message: string) => {
      const request = readRequestAction(message);
      const fits = { flat, tree, sized, reach };
      return Object.entries(fits).sort((a, b) => actionFit(request, b[1]) - actionFit(request, a[1]))[0]?.[0];
    };
    expect(best('show me the whole folder structure of projects')).toBe('tree');
    expect(best('which files in downloads take up the most space?')).toBe('sized');
    expect(best('which folders can you get to?')).toBe('reach');
    expect(best("what's in my downloads folder")).toBe('flat');
  });

  it('makes a new entry for someone named by their tie to the user, and adds to one already known', () => {
    expect(readRequestAction("remember my cat's name is Biscuit").action).toBe('create');
    expect(readRequestAction('remember: Sofia is my accountant').action).toBe('create');
    expect(readRequestAction('pls remember my dentist is Dr. Patel').action).toBe('create');
    expect(readRequestAction('remember that Raj got promoted').action).toBe('write');
  });

  it('reads numbers written in words as numbers to sum beside a tool that sums', () => {
    const sum: ToolSpec = {
      name: 'get-sum',
      description: 'Returns the sum of two numbers',
      parameters: { type: 'object', properties: { a: { type: 'number' }, b: { type: 'number' } }, required: ['a', 'b'] },
    };
    expect(readRequestAction('add forty-two and eighteen').action).toBe('compute');
    const result = selectCalls({ message: 'add forty-two and eighteen', history: [], tools: [sum] });
    expect(result.calls.map((call) => call.arguments)).toEqual([{ a: 42, b: 18 }]);
  });

  it('weighs the tools that do what the request asks even when its words match only another tool', () => {
    const tools: ToolSpec[] = [
      {
        name: 'open_nodes',
        description: 'Open specific nodes in the knowledge graph by their names',
        parameters: { type: 'object', properties: { names: { type: 'array', items: { type: 'string' } } }, required: ['names'] },
      },
      tool('read_text_file', 'Read the complete contents of a file from the file system as text'),
      tool('list_directory', 'Get a detailed listing of all files and directories in a specified path'),
    ];
    const firstTool = (message: string) => selectCalls({ message, history: [], tools }).calls[0]?.tool;
    expect(firstTool('notes/memo.txt の中身を見せて')).toBe('read_text_file');
    expect(firstTool('open .bashrc')).toBe('read_text_file');
    expect(firstTool('how many items are on my packing list (travel/packing-list.md)?')).toBe('read_text_file');
  });
});
