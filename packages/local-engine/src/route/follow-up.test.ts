import { describe, expect, it } from 'vitest';
import type { EngineMessage } from '../types.js';
import { filesystemTools as fileTools, memoryTools as memory } from '../../test-support/mcp-tools.js';
import { continuedRequest, lastExchangeUsedTool, lastReplyShowedFiles } from './follow-up.js';

import { decideRoute } from './decide-route.js';
import { routeNeverAlone } from '../decide/decision-model.js';

const said = (...contents: string[]): EngineMessage[] => contents.map((content, at) => ({ role: at % 2 === 0 ? 'user' : 'assistant', content }));

describe('a turn that continues the previous request', () => {
  it('is a short turn that carries on or leans on what was said', () => {
    const before = said('remember that Ines works at the bakery', 'Saved.');
    expect(continuedRequest('also she speaks Dutch', before)).toBe('remember that Ines works at the bakery');
    expect(continuedRequest('and the other one?', before)).toBe('remember that Ines works at the bakery');
    expect(continuedRequest('show 20 instead', before)).toBe('remember that Ines works at the bakery');
  });

  it('is not a turn that stands alone, nor one with nothing before it', () => {
    const before = said('remember that Ines works at the bakery', 'Saved.');
    expect(continuedRequest('what is the tallest mountain in Europe?', before)).toBeUndefined();
    expect(continuedRequest('and she speaks Dutch and German and a little bit of Portuguese too', before)).toBeUndefined();
    expect(continuedRequest('and the other one?', [])).toBeUndefined();
  });

  it('knows when the last exchange ran a tool', () => {
    expect(lastExchangeUsedTool([...said('read a.txt'), { role: 'tool', content: 'hello' }, { role: 'assistant', content: 'It says hello.' }])).toBe(true);
    expect(lastExchangeUsedTool([{ role: 'tool', content: 'hello' }, ...said('hi', 'Hello!')])).toBe(false);
  });
});

describe('a reply that shows what a file tool returned', () => {
  it('names a path the request before it did not', () => {
    expect(lastReplyShowedFiles(said('november hours pls', "Here's timesheets/2026-11.csv: 14 shifts so far."))).toBe(true);
    expect(lastReplyShowedFiles(said('what scripts do I have in French', 'In scripts/fr you have: phoenician.txt and byblos.txt.'))).toBe(true);
  });

  it('is not a reply that only repeats the path asked about, names none, or is followed by a new request', () => {
    expect(lastReplyShowedFiles(said('what is notes/a.md for?', 'notes/a.md is a Markdown file.'))).toBe(false);
    expect(lastReplyShowedFiles(said('how do I boil an egg', 'Put it in boiling water for seven minutes.'))).toBe(false);
    expect(lastReplyShowedFiles([...said('read notes', 'notes/a.md says hi.'), { role: 'user', content: 'thanks' }])).toBe(false);
  });

  it('leaves "no tool" for a follow-up unsure', () => {
    const route = decideRoute({
      message: 'and the october one?',
      history: said('november hours pls', "Here's timesheets/2026-11.csv: 14 shifts so far."),
      tools: fileTools,
    });
    expect(route.features.continuesToolTurn).toBe(1);
    expect(route.needsTool || route.neverAlone).toBe(true);
  });
});

describe('"no tool" is never sure', () => {
  it('for a follow-up to a request that needed a tool', () => {
    const route = decideRoute({ message: 'also she speaks Dutch', history: said('remember that Ines works at the bakery', 'Saved.'), tools: memory });
    expect(route.features.continuesToolTurn).toBe(1);
    expect(routeNeverAlone(false, route.features)).toBe(true);
    expect(route.neverAlone).toBe(!route.needsTool);
  });

  it('but is for a follow-up to a question that needed none', () => {
    const route = decideRoute({ message: 'and of Spain?', history: said("what's the capital of France?", 'Paris.'), tools: memory });
    expect(route.features.continuesToolTurn).toBe(0);
    expect(routeNeverAlone(false, route.features)).toBe(false);
  });
});
