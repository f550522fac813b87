import { readFileSync } from 'node:fs';
import { readAsked } from '@switchyard/local-engine/missing-question-forms';
import { missingQuestion } from '@switchyard/tools';
import { describe, expect, it } from 'vitest';
import { ArgumentValidator } from './argument-validator.js';

interface ReferenceTool {
  name: string;
  description?: string;
  parameters: Record<string, unknown>;
}
interface ObjectSchema {
  type?: string;
  properties?: Record<string, ObjectSchema>;
  required?: string[];
  items?: ObjectSchema;
}

/** The three reference servers' tools as they list them (eval/corpus/reference-tools.mjs writes the snapshot). */
const reference = JSON.parse(readFileSync(new URL('../../../eval/corpus/data/reference_tools.json', import.meta.url), 'utf8')) as ReferenceTool[];
const validator = new ArgumentValidator();

/** Everyday values for the reference tools' required parameters, so that each can be left out alone. */
const VALUES: Record<string, unknown> = {
  path: 'notes/b.txt',
  paths: ['notes/a.txt'],
  source: 'notes/a.txt',
  destination: 'backup/a.txt',
  content: 'milk, eggs',
  pattern: '*.md',
  oldText: 'milk',
  newText: 'oat milk',
  name: 'Priya',
  entityName: 'Priya',
  entityType: 'person',
  observations: ['likes tea'],
  contents: ['likes tea'],
  entityNames: ['Priya'],
  names: ['Priya'],
  from: 'Priya',
  to: 'Raj',
  relationType: 'works with',
  query: 'Priya',
  message: 'hi',
  messageType: 'error',
  location: 'Paris',
  a: 2,
  b: 3,
  topic: 'bees',
};

function filled(schema: ObjectSchema): Record<string, unknown> {
  return Object.fromEntries(
    (schema.required ?? []).map((key) => {
      const property = schema.properties?.[key] ?? {};
      if (property.type === 'array' && property.items?.type === 'object') return [key, [filled(property.items)]];
      return [key, VALUES[key]];
    }),
  );
}

/** Each required value's place in the arguments (`['observations', 0, 'contents']`), nested records included. */
function requiredPlaces(schema: ObjectSchema, at: Array<string | number> = []): Array<Array<string | number>> {
  return (schema.required ?? []).flatMap((key) => {
    const property = schema.properties?.[key] ?? {};
    const inner = property.type === 'array' && property.items?.type === 'object' ? requiredPlaces(property.items, [...at, key, 0]) : [];
    return [[...at, key], ...inner];
  });
}

function without(args: Record<string, unknown>, place: Array<string | number>): Record<string, unknown> {
  const copy = structuredClone(args);
  let holder: Record<string | number, unknown> = copy;
  for (const key of place.slice(0, -1)) holder = holder[key] as Record<string | number, unknown>;
  delete holder[place.at(-1)!];
  return copy;
}

function question(name: string, args: Record<string, unknown>): string | undefined {
  const tool = reference.find((t) => t.name === name)!;
  const [server, toolName] = name.split('.') as [string, string];
  const lacking = validator.needs(tool.parameters, args);
  return missingQuestion(
    { server, tool: toolName, arguments: args },
    { name: toolName, ...(tool.description ? { description: tool.description } : {}) },
    lacking,
  );
}

describe('asking for a missing value in everyday words', () => {
  const cases = reference.flatMap((tool) => requiredPlaces(tool.parameters as ObjectSchema).map((place) => ({ tool, place })));

  it('covers every required value of the reference tools', () => {
    expect(reference).toHaveLength(36);
    expect(cases.length).toBeGreaterThan(40);
  });

  it.each(cases.map(({ tool, place }) => [tool.name, place.join('.'), tool, place] as const))(
    '%s without %s asks a plain question',
    (_name, _at, tool, place) => {
      const asked = question(tool.name, without(filled(tool.parameters as ObjectSchema), place));
      expect(asked).toMatch(/^(?:What|Which|Where|Who)\b[^?]*\?$/);
      // No parameter names, tool names or schema words: a person never saw them.
      expect(asked).not.toMatch(/[a-z][A-Z]|_|\w-\w|\b(?:contents|observation's|argument|parameter|schema)\b/);
    },
  );

  it('asks for what the request left out as a person would say it', () => {
    expect(question('memory.add_observations', { observations: [{ entityName: 'Priya' }] })).toBe('What should I remember about Priya?');
    expect(question('memory.add_observations', { observations: [{ contents: ['likes tea'] }] })).toBe('Who or what is "likes tea" about?');
    expect(question('memory.delete_observations', { deletions: [{ entityName: 'Priya' }] })).toBe('What should I forget about Priya?');
    expect(question('memory.create_entities', { entities: [{ name: 'Priya', observations: [] }] })).toBe('What kind of thing is Priya?');
    expect(question('filesystem.write_file', { path: 'notes/b.txt' })).toBe('What should notes/b.txt say?');
    expect(question('filesystem.write_file', { content: 'milk' })).toBe('Which file should I write it to?');
    expect(question('filesystem.write_file', { path: 'todo.txt', content: { $append: { to: 's1.output' } } })).toBe(
      'What should I add to the end of todo.txt?',
    );
    expect(question('filesystem.read_text_file', {})).toBe('Which file should I read?');
    expect(question('filesystem.read_multiple_files', {})).toBe('Which files should I read?');
    expect(question('filesystem.list_directory', {})).toBe('Which folder should I list?');
    expect(question('filesystem.search_files', { path: 'notes' })).toBe('What should I search for?');
    expect(question('filesystem.search_files', { pattern: '*.md' })).toBe('Which folder should I search in?');
    expect(question('filesystem.move_file', { source: 'notes/a.txt' })).toBe('Where should I move notes/a.txt to?');
    expect(question('memory.search_nodes', {})).toBe('What should I search for?');
    expect(question('memory.delete_entities', {})).toBe('Which entities should I delete?');
    expect(question('everything.get-sum', { a: 2 })).toBe('What is the second number?');
    expect(question('everything.echo', {})).toBe('What should I echo?');
  });

  it('asks every question in a form the engine reads back, so a short answer to it completes the request', () => {
    for (const { tool, place } of cases) {
      const asked = question(tool.name, without(filled(tool.parameters as ObjectSchema), place));
      expect(readAsked(asked!), asked).toBeDefined();
    }
    expect(readAsked(question('filesystem.move_file', {})!)?.map((asked) => asked.form)).toEqual(['place', 'destination']);
  });

  it('asks for two missing values in one question', () => {
    expect(question('filesystem.move_file', {})).toBe('Which file should I move and where should I move it to?');
  });
});
