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
      `${[record('Tomás Ruiz', ['plays George', "can't do Sunday mornings"]), record('Lily', ['is 9 years old', 'likes drawing']), record('Ana', ["plays Viola and can't do Fridays"])].join('\n')}\n`,
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
