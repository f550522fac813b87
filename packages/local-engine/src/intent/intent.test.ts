import { describe, expect, it } from 'vitest';
import type { ToolSpec } from '../types.js';
import { actionFit, asksToDestroy, readability, readRequestAction, readToolAction, toolBuiltFor } from './index.js';
import { offeredToolDoes } from './job-tool.js';

const tool = (name: string, description: string, properties: Record<string, { type: string }> = {}): ToolSpec => ({
  name,
  description,
  parameters: { type: 'object', properties },
});

/** Made-up tools described the way file, memory and utility servers describe theirs. */
const readText = tool('files.fetch_text', 'Read the complete contents of a file from disk as text.', { path: { type: 'string' } });
const oldRead = tool('files.fetch_old', 'Read the contents of a file. DEPRECATED: use fetch_text instead.', { path: { type: 'string' } });
const listing = tool('files.folder_listing', 'List the files and folders in a directory.', { path: { type: 'string' } });
const details = tool('files.stat', 'Get metadata of a file: size, creation and modification time.', { path: { type: 'string' } });
const finder = tool('files.finder', 'Search for files whose names match a pattern.', { pattern: { type: 'string' } });
const writer = tool('files.put', 'Write text to a file, creating it or overwriting it.', { path: { type: 'string' }, content: { type: 'string' } });
const mover = tool('files.relocate', 'Move or rename a file.', { source: { type: 'string' }, destination: { type: 'string' } });
const forgetPerson = tool('kb.drop_people', 'Delete people (entities) and everything linked to them from the knowledge graph.');
const forgetFact = tool('kb.drop_facts', 'Delete single observations from entities in the knowledge graph.');
const recallFacts = tool('kb.lookup', 'Search the knowledge graph for nodes matching a query.', { query: { type: 'string' } });
const storeFacts = tool('kb.add_facts', 'Add observations about entities to the knowledge graph.');
const adder = tool('math.plus', 'Returns the sum of two numbers.', { a: { type: 'number' }, b: { type: 'number' } });
const translator = tool('lang.render', 'Translate text into another language.', { text: { type: 'string' } });
const tools = [readText, oldRead, listing, details, finder, writer, mover, forgetPerson, forgetFact, recallFacts, storeFacts, adder, translator];

const best = (message: string): string => {
  const request = readRequestAction(message);
  const fits = tools.map((candidate) => ({ name: candidate.name, fit: actionFit(request, readToolAction(candidate)) }));
  const top = Math.max(...fits.map((entry) => entry.fit));
  return fits
    .filter((entry) => entry.fit === top)
    .map((entry) => entry.name)
    .join(' ');
};

describe('readRequestAction', () => {
  it('reads the action however the request phrases it', () => {
    const cases: Array<[string, string]> = [
      ['cat config/settings.yaml', 'read'],
      ['open README.md', 'read'],
      ["what's in notes/ideas.md", 'read'],
      ['can u pull up recipes/pancakes.md', 'read'],
      ['what does letters/landlord.txt say?', 'read'],
      ['what files are in the recipes folder?', 'list'],
      ["what's in notes/", 'list'],
      ['how big is photos/cat.jpg', 'info'],
      ['when did I last change notes/ideas.md?', 'info'],
      ['look for anything called invoice', 'search'],
      ["jot down 'milk, eggs' in notes/shopping.md", 'write'],
      ['get rid of old/draft.txt', 'destroy'],
      ['rename draft.txt to final.txt', 'move'],
      ['add the numbers 2 and 3', 'compute'],
      ['add eggs to my shopping list', 'write'],
      // A place that opens the request comes before its verb; a folder wanted is one to make.
      ['in pc-build.txt change 4060 to 4060 ti', 'edit'],
      ['inside weddings/june make three folders', 'create'],
      ['need a folder for the engagement shoot, call it shoots/engagement', 'create'],
      ['would you set up letters/2025 for me?', 'create'],
    ];
    for (const [message, action] of cases) expect(readRequestAction(message).action, message).toBe(action);
  });

  it('tells remembering from recalling, both about the memory', () => {
    const store = readRequestAction('remember that Priya prefers Slack');
    expect([store.action, store.objects.has('memory')]).toEqual(['write', true]);
    const recall = readRequestAction('what did I tell you about the dentist?');
    expect([recall.action, recall.objects.has('memory')]).toEqual(['search', true]);
  });

  it('reads requests in other languages and scripts', () => {
    const cases: Array<[string, string]> = [
      ['muéstrame recetas/panqueques.md', 'read'],
      ['¿qué archivos hay en la carpeta fotos?', 'list'],
      ['zeig mir notizen/ideen.md', 'read'],
      ['lösche die Datei alt/entwurf.txt', 'destroy'],
      ['montre-moi le fichier notes/idees.md', 'read'],
      ['procure arquivos com o nome fatura', 'search'],
      ['mostra il file ricette/torta.md', 'read'],
      ['显示 notes/ideas.md 的内容', 'read'],
      ['删除 old.txt', 'destroy'],
      ['notes/ideas.md を表示して', 'read'],
      // A pronoun joined to the verb ("crée-moi") leaves the verb.
      ['Crée-moi un dossier classe/sorties-2024 stp', 'create'],
      ['renomeia alunos/lista.txt para alunos/lista-verao.txt', 'move'],
    ];
    for (const [message, action] of cases) expect(readRequestAction(message).action, message).toBe(action);
    expect(readRequestAction('记住 Priya 喜欢用 Slack').objects.has('memory')).toBe(true);
  });

  it('reads no action into a question that asks for none, and keeps paths, quotes and verbs apart', () => {
    expect(readRequestAction("what's the difference between affect and effect?").action).toBeUndefined();
    const request = readRequestAction('how big is photos/cat.jpg');
    expect(request.paths).toEqual(['photos/cat.jpg']);
    expect([...request.objects].sort()).toEqual(['file', 'media']);
    expect(readRequestAction("save 'delete everything' to notes.txt").action).toBe('write');
  });
});

describe('asksToDestroy', () => {
  it('is true only for requests that delete, remove, overwrite or move', () => {
    for (const message of ['delete notes/old.md', 'remove the note that Priya prefers Slack', 'forget everything about Bob', 'move a.txt to b/']) {
      expect(asksToDestroy(message), message).toBe(true);
    }
    for (const message of ['open notes/old.md', "what's the difference between affect and effect?", 'jot down milk in list.txt']) {
      expect(asksToDestroy(message), message).toBe(false);
    }
  });
});

describe('readToolAction', () => {
  it("reads each tool's action from its name and description", () => {
    const actions = Object.fromEntries(tools.map((candidate) => [candidate.name, readToolAction(candidate).action]));
    expect(actions).toEqual({
      'files.fetch_text': 'read',
      'files.fetch_old': 'read',
      'files.folder_listing': 'list',
      'files.stat': 'info',
      'files.finder': 'search',
      'files.put': 'write',
      'files.relocate': 'move',
      'kb.drop_people': 'destroy',
      'kb.drop_facts': 'destroy',
      'kb.lookup': 'search',
      'kb.add_facts': 'write',
      'math.plus': 'compute',
      'lang.render': 'translate',
    });
  });

  it('marks deprecated tools with their replacement, and destructive ones', () => {
    expect(readToolAction(oldRead)).toMatchObject({ deprecated: true, replacement: 'fetch_text' });
    expect(readToolAction(readText).deprecated).toBe(false);
    expect(readToolAction(mover).destructive).toBe(1);
    expect(readToolAction(writer).destructive).toBe(0.5);
    expect(readToolAction(finder).destructive).toBe(0);
  });

  it('is read once per tool', () => {
    expect(readToolAction(readText)).toBe(readToolAction(readText));
  });
});

describe('actionFit', () => {
  it('lets the tool that does what the request asks fit best', () => {
    expect(best('cat config/settings.yaml')).toContain('files.fetch_text');
    expect(best('what files are in the recipes folder?')).toBe('files.folder_listing');
    expect(best('how big is photos/cat.jpg')).toBe('files.stat');
    expect(best("jot down 'milk, eggs' in notes/shopping.md")).toBe('files.put');
    expect(best('what did I tell you about Priya?')).toBe('kb.lookup');
    expect(best('remember that Priya prefers Slack')).toBe('kb.add_facts');
    expect(best('add the numbers 2 and 3')).toBe('math.plus');
  });

  it('keeps destructive tools away from requests that do not ask to destroy', () => {
    const question = readRequestAction("what's the difference between affect and effect?");
    expect(actionFit(question, readToolAction(mover))).toBeLessThan(0.1);
    expect(actionFit(readRequestAction('open notes/a.md'), readToolAction(forgetPerson))).toBeLessThan(0.1);
    expect(actionFit(readRequestAction('move a.txt into archive/'), readToolAction(mover))).toBe(1);
  });

  it('deletes a whole entity only when the request is about the entity, not one fact of it', () => {
    const fact = readRequestAction('remove the note that Priya prefers Slack');
    expect(actionFit(fact, readToolAction(forgetFact))).toBeGreaterThan(actionFit(fact, readToolAction(forgetPerson)));
    const person = readRequestAction('forget everything about Bob');
    expect(actionFit(person, readToolAction(forgetPerson))).toBeGreaterThan(actionFit(person, readToolAction(forgetFact)));
  });

  it('is neutral when the request states no action', () => {
    expect(actionFit(readRequestAction('who painted the Mona Lisa?'), readToolAction(readText))).toBe(0.5);
  });
});

describe('toolBuiltFor', () => {
  it('finds an offered tool made for the job, and none for other requests', () => {
    expect(toolBuiltFor('what is 17 plus 25?', tools)?.name).toBe('math.plus');
    expect(toolBuiltFor('translate "good morning" into Spanish', tools)?.name).toBe('lang.render');
    expect(toolBuiltFor('open notes/a.md', tools)).toBeUndefined();
    expect(toolBuiltFor('what is 17 plus 25?', [readText])).toBeUndefined();
  });

  it('takes a tool built for one operation only for that operation', () => {
    const divider = tool('math.divide', 'Divide one number by another.', { a: { type: 'number' }, b: { type: 'number' } });
    expect(toolBuiltFor("what's 100 divided by 4", tools)).toBeUndefined();
    expect(toolBuiltFor("what's 15% of 80", tools)).toBeUndefined();
    expect(toolBuiltFor("what's 100 divided by 4", [...tools, divider])?.name).toBe('math.divide');
  });
});

describe('readability', () => {
  it('is high for English requests and for values, low for text it has no words for', () => {
    expect(readability('show me the file notes/ideas.md')).toBe(1);
    expect(readability('显示 notes/ideas.md 的内容')).toBeGreaterThan(readability('北京明天的天气怎么样'));
    expect(readability('Какая погода в Москве?')).toBeLessThan(0.3);
    expect(readability('¿qué archivos hay en la carpeta fotos?')).toBeLessThan(readability('what files are in the photos folder?'));
  });
});

describe('a request that asks for what an offered tool does', () => {
  const finder = {
    name: 'hunt',
    description: 'Search for files whose names match a pattern',
    parameters: { type: 'object' as const, properties: { pattern: { type: 'string' } } },
  };
  it('is never sure there is no tool, whatever words the two share', async () => {
    const { decideRoute } = await import('../route/decide-route.js');
    expect(offeredToolDoes('locate resume', [finder], [])).toBe(true);
    const located = decideRoute({ message: 'locate resume', history: [], tools: [finder] });
    expect(located.needsTool || located.neverAlone).toBe(true);
    expect(offeredToolDoes('who wrote Hamlet?', [finder], [])).toBe(false);
  });
});

describe('a forbidden action', () => {
  it('is not a request to do it', () => {
    expect(asksToDestroy('please do NOT delete the entity Bob')).toBe(false);
    expect(asksToDestroy("don't remove notes.md, just show it")).toBe(false);
    expect(readRequestAction("don't remove notes.md, just show it").action).toBe('read');
    expect(asksToDestroy('delete the entity Bob')).toBe(true);
  });
});

describe('a destructive plan the request did not ask for', () => {
  const remover = {
    name: 'delete_entities',
    description: 'Delete multiple entities and their relations from the knowledge graph',
    parameters: { type: 'object' as const, properties: { entityNames: { type: 'array', items: { type: 'string' } } }, required: ['entityNames'] },
  };
  it('is never decided alone', async () => {
    const { selectCalls } = await import('../select/select-calls.js');
    const selection = selectCalls({ message: 'please do NOT delete the entity Bob', tools: [remover] });
    expect(selection.neverAlone).toBe(true);
    expect(selection.handOver).toContain('the request does not ask to delete, move or overwrite');
  });
});
