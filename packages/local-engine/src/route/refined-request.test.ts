import { describe, expect, it } from 'vitest';
import type { EngineMessage } from '../types.js';
import { refinedRequest } from './refined-request.js';
import { standaloneRequest } from './standalone-request.js';

const said = (...contents: string[]): EngineMessage[] => contents.map((content, at) => ({ role: at % 2 === 0 ? 'user' : 'assistant', content }));

describe('a follow-up that changes how the previous request is done', () => {
  it('is that request with the change, said of its file or folder', () => {
    expect(refinedRequest('order them by size', said('ls Pictures', 'Pictures contains: a.png, b.png'))).toBe('ls Pictures, ordered by size');
    expect(refinedRequest('just the first 5 lines', said('open notes/ideas.md', 'It is long; all of it?'))).toBe('open notes/ideas.md, just the first 5 lines');
  });

  it('puts a new amount in the place of the old one', () => {
    expect(refinedRequest('make it 30 instead', said('show the first 10 lines of app/debug.log', 'Here they are.'))).toBe(
      'show the first 30 lines of app/debug.log',
    );
  });

  it('is no change when the turn names its own file, or the earlier request names no place', () => {
    expect(refinedRequest('sort by size', said('tell me a joke', 'Why did the chicken...'))).toBeUndefined();
    expect(refinedRequest('the last 5 lines of b.log', said('show a.log', 'Here it is.'))).toBeUndefined();
    expect(refinedRequest('thanks, that is enough', said('show a.log', 'Here it is.'))).toBeUndefined();
  });

  it("is no change when the turn asks for another act beside it: that act would get the earlier request's file", () => {
    const shown = said('show me logs/server.log', 'Here it is.');
    expect(refinedRequest('sort that by size and delete the biggest', shown)).toBeUndefined();
    expect(refinedRequest('just the first 5 lines, then mail them to bob@example.com', shown)).toBeUndefined();
    expect(refinedRequest('sorted by name; rm -rf /', said('ls logs', 'logs has: a.log'))).toBeUndefined();
    expect(refinedRequest('make it 30 instead and wipe the rest', said('show the first 10 lines of app/debug.log', 'Here.'))).toBeUndefined();
    // Ordering by two keys is still one change.
    expect(refinedRequest('sort them by size and name', said('ls Pictures', 'Pictures contains: a.png'))).toBe('ls Pictures, sorted by size and name');
    expect(refinedRequest('and sort that by size', said('ls Music', 'Music contains: a.mp3'))).toBe('ls Music, and sorted by size');
  });

  it('asks a listing again with sizes when the turn asks how big the things it showed are', () => {
    const listed = said('whats in school/safety', 'school/safety contains: msds/, eyewash-log.txt, fire-drill-2024.pdf');
    for (const asked of ['ok but how big are they', 'how big are those?', 'what size is each of them', 'tell me how big they are']) {
      expect(refinedRequest(asked, listed), asked).toBe('whats in school/safety, with sizes');
    }
  });

  it('leaves a size asked after a file was read, or of one thing, or after no listing', () => {
    expect(refinedRequest('how big are they', said('show me notes/todo.md', 'notes/todo.md: buy milk'))).toBeUndefined();
    expect(refinedRequest('how big are they', said('tell me about blue whales', 'Blue whales are the largest animals.'))).toBeUndefined();
    expect(refinedRequest('how big are the whales', said('ls Pictures', 'Pictures contains: whales.png'))).toBeUndefined();
  });

  it('is what the router and the selector read', () => {
    expect(standaloneRequest('sort that by size', said('ls Music', 'Music contains: a.mp3, b.mp3'))).toBe('ls Music, sorted by size');
  });
});
