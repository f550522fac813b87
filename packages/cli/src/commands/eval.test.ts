import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { evaluate } from './eval.js';
import { DEFAULT_THRESHOLD } from '@switchyard/engine-eval';

const weather = {
  name: 'get_weather',
  description: 'Get the current weather for a city.',
  parameters: { type: 'object', properties: { city: { type: 'string', description: 'City name' } }, required: ['city'] },
};
const news = {
  name: 'get_news',
  description: 'Latest news headlines on a topic.',
  parameters: { type: 'object', properties: { topic: { type: 'string' } }, required: ['topic'] },
};
const cases = [
  {
    id: 'a',
    source: 'demo/tools',
    query: 'What is the weather in Paris?',
    tools: [weather, news],
    expected: { tool_needed: true, calls: [{ name: 'get_weather', arguments: { city: ['Paris'] } }] },
  },
  { id: 'b', source: 'demo/chat', query: 'hello there', tools: [weather, news], expected: { tool_needed: false, calls: [] } },
];

let folder = '';
afterAll(() => rm(folder, { recursive: true, force: true }));

describe('switchyard eval --cases-out', () => {
  it('writes one line per case with the decision, its confidence, whether it was taken alone, and the shortlist', async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'cli-eval-'));
    const file = path.join(folder, 'cases.jsonl');
    const out = path.join(folder, 'out.jsonl');
    await writeFile(file, `${cases.map((c) => JSON.stringify(c)).join('\n')}\n`);
    const write = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    try {
      expect(await evaluate([file], { json: true, casesOut: out, shortlist: '2' })).toBe(0);
    } finally {
      write.mockRestore();
    }
    const lines = (await readFile(out, 'utf8'))
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(lines.map((line) => line.id)).toEqual(['a', 'b']);
    for (const line of lines) {
      expect(Object.keys(line).sort()).toEqual(['calls', 'confidence', 'decidedAlone', 'id', 'needsTool', 'shortlist', 'source']);
      expect(line.shortlist).toHaveLength(2);
      // The probability that the whole decision is right; the engine decides alone exactly when it reaches the gate of its kind.
      expect(line.confidence).toBeGreaterThan(0);
      expect(line.confidence).toBeLessThan(1);
      expect(line.decidedAlone).toBe(line.confidence >= (line.needsTool ? DEFAULT_THRESHOLD.tool : DEFAULT_THRESHOLD.direct));
    }
    expect(lines[0]).toMatchObject({ needsTool: true, calls: [{ tool: 'get_weather', arguments: { city: 'Paris' } }] });
    expect(lines[0].shortlist[0]).toBe('get_weather');
    expect(lines[1]).toMatchObject({ needsTool: false, calls: [] });
  });
});
