import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servers, startStack, type Stack } from './support/stack.js';
import { tempWorkspace } from './support/test-config.js';

const record = (name: string, observations: string[]) => JSON.stringify({ type: 'entity', name, entityType: 'person', observations });

// The memory deletes only a fact's exact text and says it succeeded when none has it. A fact to forget said in the
// request's words is found in the record first: deleted when it is kept as the words say, and otherwise nothing is
// deleted and the reply says so.
describe('forgetting a remembered fact by its words, on the real memory server', () => {
  const workspace = tempWorkspace({});
  const file = join(workspace.dir, 'memory.jsonl');
  const kept = () => readFileSync(file, 'utf8');
  let stack: Stack;

  beforeAll(async () => {
    writeFileSync(
      file,
      `${[record('Tomás Ruiz', ['plays George', "can't do Sunday mornings"]), record('Lily', ['is 9 years old', 'likes drawing']), record('Ana', ["plays Viola and can't do Fridays"]), record('Sepp', ['lives in Kirchzarten', 'keeps bees'])].join('\n')}\n`,
    );
    stack = await startStack({ mcpServers: { memory: servers.memory(file) } });
  });
  afterAll(async () => {
    await stack?.close();
    workspace.cleanup();
  });

  const offerAndAccept = async (message: string, sessionId: string) => {
    const offered = await stack.ask(message, sessionId);
    expect(offered.status.state, offered.reply?.text).toBe('awaiting_approval');
    const done = await stack.producer.answerApproval(offered.id, 'approve', 'tester', { timeoutMs: 20_000 });
    return { offered, done };
  };

  it('offers the fact in the words, and on a yes deletes the fact kept as they say, and only it', async () => {
    const { offered, done } = await offerAndAccept("forget that Tomás Ruiz can't do sunday mornings", 'forget-1');
    expect(offered.approval?.question).toContain(
      `delete the remembered fact about Tomás Ruiz that says "can't do sunday mornings", using memory.delete_observations`,
    );
    expect(done.status.state, JSON.stringify(done.execution)).toBe('done');
    expect(kept()).toContain(record('Tomás Ruiz', ['plays George']));
    expect(kept()).toContain(record('Lily', ['is 9 years old', 'likes drawing']));
    expect(done.reply?.text).toContain(`Deleted "can't do Sunday mornings" from what is remembered about Tomás Ruiz.`);
    // Named by the first name after that, the person is the one kept under the whole name.
    const next = await offerAndAccept('forget that Tomás plays George', 'forget-1');
    expect(next.offered.approval?.question).toContain('delete the remembered fact about Tomás Ruiz that says "plays George"');
    expect(kept()).toContain(record('Tomás Ruiz', []));
  });

  it('finds the person and the fact typed in lower case, and deletes them as kept', async () => {
    const { done } = await offerAndAccept('forget that sepp lives in kirchzarten', 'forget-5');
    expect(done.status.state, JSON.stringify(done.execution)).toBe('done');
    expect(kept()).toContain(record('Sepp', ['keeps bees']));
    expect(done.reply?.text).toContain('Deleted "lives in Kirchzarten" from what is remembered about Sepp.');
  });

  it('deletes nothing for words no fact holds, and the reply says nothing was deleted', async () => {
    const before = kept();
    const { done } = await offerAndAccept('forget that Lily is 10', 'forget-2');
    expect(kept()).toBe(before);
    expect(done.reply?.text).toContain(`Lily has no remembered fact like "Lily is 10"; nothing was deleted`);
    expect(done.reply?.text).not.toMatch(/\bDeleted\b|deleted observations/);
  });

  it('deletes nothing when the fact says more than the words, and says what is kept', async () => {
    const before = kept();
    const { done } = await offerAndAccept("forget that Ana can't do Fridays", 'forget-3');
    expect(kept()).toBe(before);
    expect(done.reply?.text).toContain(`Ana's remembered fact is "plays Viola and can't do Fridays", which says more than "can't do Fridays"`);
  });

  it('finds the fact kept in other words, and of the person "she" stands for', async () => {
    const { done } = await offerAndAccept('forget that Lily is 9', 'forget-4');
    expect(kept()).toContain(record('Lily', ['likes drawing']));
    expect(done.reply?.text).toContain('Deleted "is 9 years old" from what is remembered about Lily.');
    const { offered } = await offerAndAccept('forget that she likes drawing', 'forget-4');
    expect(offered.approval?.question).toContain('delete the remembered fact about Lily that says "likes drawing"');
    expect(kept()).toContain(record('Lily', []));
  });
});

// "forget Zed" when no Zed is kept, "wipe everything you know about Pete" when Pete is kept as "Pete Lindqvist": a
// memory deletes only a record's exact name, and says it succeeded when none has it. Under a policy that lets deletes
// run without a yes, the records are read first; only a record the read found is deleted, and otherwise the reply says
// that nothing called so is remembered.
describe('forgetting a whole remembered record by the name said, on the real memory server, deletes allowed', () => {
  const workspace = tempWorkspace({});
  const file = join(workspace.dir, 'memory.jsonl');
  const kept = () => readFileSync(file, 'utf8');
  const names = () =>
    kept()
      .split('\n')
      .filter(Boolean)
      .map((line) => (JSON.parse(line) as { name: string }).name);
  let stack: Stack;

  beforeAll(async () => {
    const lines = [
      record('Pete Lindqvist', ['plays bass']),
      record('Anna', ['friend of Zed from school']),
      record('Sam Berg', ['likes chess']),
      record('Sam Holm', ['likes tennis']),
    ];
    writeFileSync(file, `${lines.join('\n')}\n`);
    const unlimited = { perUserPerMinute: 1_000_000, perUserPerHour: 1_000_000, perToolPerMinute: 1_000_000 };
    // Offers off and deletes allowed: the engine's plan runs as it is, with no yes asked.
    stack = await startStack({
      mcpServers: { memory: servers.memory(file) },
      models: { default: { offerThreshold: 0 } },
      policy: { tools: { 'memory.*': 'allow' }, rateLimits: unlimited },
    });
  });
  afterAll(async () => {
    await stack?.close();
    workspace.cleanup();
  });

  it('deletes nothing for a name nothing is kept under, and says so', async () => {
    const before = kept();
    const done = await stack.ask('forget Zed', 'forget-record-1');
    expect(done.execution?.steps.map((step) => [step.tool, step.ok])).toEqual([
      ['search_nodes', true],
      ['delete_entities', false],
    ]);
    expect(kept()).toBe(before);
    expect(done.reply?.text).toContain('nothing called Zed is remembered; nothing was deleted');
    expect(done.reply?.text).not.toMatch(/\bDeleted\b|deleted successfully/);
  });

  it('deletes the one record kept under a longer name the name begins, and reads back without it', async () => {
    const done = await stack.ask('wipe everything you know about Pete', 'forget-record-2');
    expect(done.status.state, JSON.stringify(done.execution)).toBe('done');
    expect(done.reply?.text).toContain('Deleted everything remembered about Pete Lindqvist.');
    expect(names()).toEqual(['Anna', 'Sam Berg', 'Sam Holm']);
  });

  it('deletes nothing when the name could be several records, and names them', async () => {
    const before = kept();
    const done = await stack.ask('forget Sam', 'forget-record-3');
    expect(kept()).toBe(before);
    expect(done.reply?.text).toContain('2 remembered records could be meant ("Sam Berg", "Sam Holm"); nothing was deleted: say which one to forget');
    expect(done.reply?.text).not.toMatch(/\bDeleted\b/);
  });
});
