import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { collectCatalog, writeCatalog } from './build-catalog.js';
import { runEval } from './run-eval.js';

const tool = (name: string, description: string) => ({ name, description, parameters: { type: 'object', properties: {} } });
const testCase = (id: string, tools: unknown[]) =>
  JSON.stringify({
    id,
    source: 'demo/x',
    query: 'What is the weather in Paris?',
    tools,
    expected: { tool_needed: true, calls: [{ name: 'get_weather', arguments: {} }] },
  });

describe('tool catalog from case files', () => {
  let folder = '';
  afterAll(async () => {
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  it('collects every tool of every file once per name and writes it as JSON Lines', async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'local-engine-catalog-'));
    await writeFile(path.join(folder, 'a.jsonl'), `${testCase('1', [tool('get_weather', 'Weather for a city.'), tool('send_email', 'Send mail.')])}\n`);
    await writeFile(path.join(folder, 'b.jsonl'), `${testCase('2', [tool('get_weather', 'Another copy.'), tool('book_flight', 'Book a flight.')])}\n`);
    const tools = await collectCatalog([folder]);
    expect(tools.map((entry) => entry.name)).toEqual(['get_weather', 'send_email', 'book_flight']);
    expect(tools[0]?.description).toBe('Weather for a city.');

    const output = path.join(folder, 'catalog.out');
    expect(await writeCatalog([folder], output)).toBe(3);
    const lines = (await readFile(output, 'utf8')).trim().split('\n');
    expect(lines.map((line) => (JSON.parse(line) as { name: string }).name)).toEqual(['get_weather', 'send_email', 'book_flight']);
    // The written catalog is what `--extra-tools` reads.
    const report = await runEval(path.join(folder, 'a.jsonl'), { extraTools: output });
    expect(report.toolNameAccuracy).toBe(1);
  });
});
