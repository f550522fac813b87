import { describe, expect, it } from 'vitest';
import type { ToolSpec } from '../types.js';
import { mcpTools } from '../../test-support/mcp-tools.js';
import { selectCalls } from './select-calls.js';
import { splitRequests } from './split-requests.js';

const weather: ToolSpec = {
  name: 'weather.get_current',
  description: 'Get the current weather for a city.',
  parameters: { type: 'object', properties: { city: { type: 'string', description: 'The city name' } }, required: ['city'] },
};
const stock: ToolSpec = {
  name: 'stocks.get_price',
  description: 'Get the latest stock price of a company by ticker symbol.',
  parameters: { type: 'object', properties: { ticker: { type: 'string', description: 'Ticker symbol, e.g. AAPL' } }, required: ['ticker'] },
};

describe('selectCalls', () => {
  it('picks the single-file reader for one path and fills it', () => {
    const selection = selectCalls({ message: 'read the file notes/todo.md', tools: mcpTools });
    expect(selection.calls).toEqual([expect.objectContaining({ tool: 'read_text_file', arguments: { path: 'notes/todo.md' }, missing: [] })]);
    expect(selection.alternatives.map((alternative) => alternative.tool)).not.toContain('read_text_file');
    expect(selection.reasoning).toContain('read_text_file');
  });

  it('prefers the multi-file tool when several paths are listed', () => {
    const selection = selectCalls({ message: 'read notes/a.md and notes/b.md', tools: mcpTools });
    expect(selection.calls).toEqual([expect.objectContaining({ tool: 'read_multiple_files', arguments: { paths: ['notes/a.md', 'notes/b.md'] } })]);
  });

  it('uses tools without parameters', () => {
    const selection = selectCalls({ message: 'show me the whole knowledge graph', tools: mcpTools });
    expect(selection.calls.map((call) => call.tool)).toEqual(['read_graph']);
  });

  it('fans one tool out over listed values', () => {
    const selection = selectCalls({ message: 'What is the weather in Paris, Rome and Oslo?', tools: [weather, stock] });
    expect(selection.calls.map((call) => call.arguments)).toEqual([{ city: 'Paris' }, { city: 'Rome' }, { city: 'Oslo' }]);
  });

  it('calls different tools for different requests in one message', () => {
    const selection = selectCalls({ message: 'Get the weather in Paris and find the stock price of "AAPL".', tools: [weather, stock] });
    expect(selection.calls.map((call) => [call.tool, call.arguments])).toEqual([
      ['weather.get_current', { city: 'Paris' }],
      ['stocks.get_price', { ticker: 'AAPL' }],
    ]);
    expect(selection.confidence).toBeGreaterThan(0);
    expect(selection.confidence).toBeLessThanOrEqual(1);
  });

  it('reports missing required arguments with lower confidence', () => {
    const complete = selectCalls({ message: 'weather in Paris', tools: [weather] });
    const incomplete = selectCalls({ message: 'what is the weather like', tools: [weather] });
    expect(incomplete.calls[0]?.missing).toEqual(['city']);
    expect(incomplete.confidence).toBeLessThan(complete.confidence);
  });

  it('returns no call when nothing matches', () => {
    expect(selectCalls({ message: 'zebra quantum', tools: mcpTools }).calls).toEqual([]);
  });
});

describe('splitRequests', () => {
  it('splits sentences and verb-led clauses but not noun lists', () => {
    expect(splitRequests('Find X and calculate Y. Then show Z').map((clause) => clause.text)).toEqual(['Find X', 'calculate Y.', 'show Z']);
    expect(splitRequests('songs by Taylor Swift and Maroon 5')).toHaveLength(1);
  });

  it('does not split inside quotes', () => {
    // A quoted value holding "; " (or an escape sequence such as "[1;1H") is one value of one request.
    expect(splitRequests('write "hi [1;1Hall good" to notes/x.txt').map((clause) => clause.text)).toEqual(['write "hi [1;1Hall good" to notes/x.txt']);
    expect(splitRequests('write "a; then b" to x.txt; read y.txt').map((clause) => clause.text)).toEqual(['write "a; then b" to x.txt', 'read y.txt']);
  });
});
