import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { combineWithCatalog } from './combined-catalog.js';
import type { ToolSpec } from '../types.js';
import { shortlistNames, shortlistTools } from './shortlist.js';
import { rankTools } from './rank-tools.js';
import { splitRequests } from '../select/split-requests.js';

const tool = (name: string, description: string): ToolSpec => ({ name, description, parameters: { type: 'object', properties: {} } });

const inventory = [tool('hotel_search', 'Find hotels in a city'), tool('weather_now', 'Current weather for a city')];

/** A public three-request case among the 1,800-tool catalog (eval/corpus). */
function corpusCase(id: string): { message: string; expected: string[]; tools: ToolSpec[] } {
  const data = (file: string) =>
    readFileSync(fileURLToPath(new URL(`../../../../eval/corpus/data/${file}`, import.meta.url)), 'utf8')
      .trim()
      .split('\n');
  const testCase = data('seal_tools.jsonl')
    .map((line) => JSON.parse(line))
    .find((entry) => entry.id === id);
  const catalog = data('catalog_1800.jsonl').map((line) => JSON.parse(line) as ToolSpec);
  return {
    message: testCase.query,
    expected: [...new Set<string>(testCase.expected.calls.map((call: { name: string }) => call.name))],
    tools: combineWithCatalog(catalog, testCase.tools),
  };
}

describe('shortlist', () => {
  it('keeps the best tool of every request in a message that makes several', () => {
    // Film details, then album sales, then film criticism: ranked whole, the film words crowd out the album tool.
    const { message, expected, tools } = corpusCase('seal-test_out_domain-difficult-123');
    const whole = rankTools(message, tools, 8).map((r) => r.tool.name);
    expect(expected.every((name) => whole.includes(name))).toBe(false);
    const names = shortlistTools(message, tools, 8).map((t) => t.name);
    expect(names).toHaveLength(8);
    expect(names).toEqual(expect.arrayContaining(expected));
  });

  it('lifts a tool whose whole name the request uses above tools that share one name word', () => {
    // "the details of the film 'Inception'": getFilmDetails, against film tools whose descriptions match the listed fields.
    const { message, expected, tools } = corpusCase('seal-test_out_domain-difficult-182');
    const clause = splitRequests(message).find((part) => part.text.includes('details of the film'));
    expect(rankTools(clause!.text, tools, 1)[0]?.tool.name).not.toBe('getFilmDetails');
    const names = shortlistTools(message, tools, 8).map((t) => t.name);
    expect(names).toEqual(expect.arrayContaining(expected));
  });

  it('keeps the best word match first when a tool that does the asked action joins a short list', () => {
    const tools: ToolSpec[] = [
      { name: 'lookup_contact', description: 'Look up a contact record', parameters: { type: 'object', properties: { name: { type: 'string' } } } },
      { name: 'list_deals', description: 'List open deals in the sales pipeline', parameters: { type: 'object', properties: {} } },
    ];
    expect(shortlistTools('show me the sales pipeline', tools, 1).map((tool) => tool.name)).toEqual(['list_deals']);
  });

  it('is never shorter than asked while the inventory has tools, even for a message that matches none', () => {
    const many = [...inventory, ...Array.from({ length: 6 }, (_, i) => tool(`tool_${i}`, `Tool number ${i}`))];
    expect(shortlistNames('hello there', many, 5)).toHaveLength(5);
    expect(shortlistNames('what is the weather in Oslo?', many, 5)[0]).toBe('weather_now');
    expect(shortlistNames('hello there', inventory, 5)).toHaveLength(2);
  });
});
