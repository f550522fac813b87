import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { madeUpTool } from '../../test-support/made-up-tool.js';
import { mcpTools } from '../../test-support/mcp-tools.js';
import { readRequestAction } from '../intent/request-action.js';
import { asksAboutOwnDocument } from '../intent/own-document.js';
import { decideRoute } from './decide-route.js';
import { classifyRequest } from './request-kind.js';
import type { ToolSpec } from '../types.js';

const referenceTools = JSON.parse(readFileSync(new URL('../../../../eval/corpus/data/reference_tools.json', import.meta.url), 'utf8')) as ToolSpec[];

const writeFile = madeUpTool(
  'write_file',
  'Create a new file or overwrite an existing file with content',
  { path: { type: 'string' }, content: { type: 'string' } },
  ['path', 'content'],
);
const makeFolder = madeUpTool('create_directory', 'Create a new directory or folder', { path: { type: 'string' } }, ['path']);
const showMedia = madeUpTool('read_media_file', 'Read an image or audio file', { path: { type: 'string' } }, ['path']);
const tools = [...mcpTools, writeFile, makeFolder, showMedia];
const route = (message: string, history: { role: 'user' | 'assistant'; content: string }[] = []) => decideRoute({ message, history, tools });

describe('text the assistant writes or explains itself, whatever file words it holds', () => {
  it.each(["Translate into Korean: 'Thank you for your patience, the revised file is attached.'", 'translate this into spanish: the file you sent is broken'])(
    '"%s" is a translation to write, not a file to write',
    (message) => {
      expect(classifyRequest(message).cues).toContain('compose');
      expect(route(message).needsTool).toBe(false);
    },
  );

  it('still reads a translation of a named file as a look at the file', () => {
    expect(route('translate notes/menu.txt into french').needsTool).toBe(true);
  });

  it.each(['make it shorter, whatsapp status no long', 'make it a bit more formal', 'make this funnier'])('"%s" rewrites the last answer', (message) => {
    const history = [
      { role: 'user' as const, content: 'write small advert for my honey for whatsapp status' },
      { role: 'assistant' as const, content: 'PURE RAW HONEY from the hills of Abeokuta! Straight from our hives to your table.' },
    ];
    expect(classifyRequest(message).cues).toContain('compose');
    // Among the reference servers' 36 tools; among the few above, "make it shorter, whatsapp status no long" reads
    // as making something (a tool that creates) at about the route threshold since the sixteenth writer's fit.
    expect(decideRoute({ message, history, tools: referenceTools }).needsTool).toBe(false);
  });

  it('still makes a folder asked for by name', () => {
    expect(route('make a folder called longer').needsTool).toBe(true);
  });

  it('asks which of two quoted words to use, and reads no folder in them', () => {
    const message = "¿es 'carpeta' o 'archivador' cuando hablas de la carpeta física de papeles?";
    expect(classifyRequest(message).cues).toContain('definition');
    expect(readRequestAction(message).action).toBeUndefined();
    expect(route(message).needsTool).toBe(false);
    expect(classifyRequest('is it "folder" or "directory" when talking about a mac?').cues).toContain('definition');
    expect(classifyRequest("rename 'a.txt' to 'b.txt'").cues).not.toContain('definition');
  });
});

describe('a thing put up to be seen', () => {
  it('is shown, not written', () => {
    const message = "put the photo of the Eshmun statue up, it's photos/eshmun.jpg";
    expect(readRequestAction(message).action).toBe('read');
    expect(route(message).needsTool).toBe(true);
    expect(readRequestAction('put the fiskesuppe recipe up on the screen').objects.has('file')).toBe(true);
    expect(asksAboutOwnDocument('put the fiskesuppe recipe up on the screen')).toBe(true);
  });

  it('is not put up with, nor a kettle put on', () => {
    expect(readRequestAction('put up with the noise').action).not.toBe('read');
    expect(asksAboutOwnDocument('put the kettle on')).toBe(false);
    expect(readRequestAction('put my name up for the raffle').action).not.toBe('read');
  });
});
