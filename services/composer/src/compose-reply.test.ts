import { describe, expect, it } from 'vitest';
import { packetFor, plan, step } from '../../../test/support/packets.js';
import { composeReply } from './compose-reply.js';

describe('composeReply', () => {
  it('passes a direct answer through', () => {
    const packet = packetFor('hi', {
      route: { needsTool: false, rationale: 'greeting', goal: 'greet', confidence: 0.95, decidedBy: 'local', directAnswer: 'Hello!' },
    });
    expect(composeReply(packet)).toMatchObject({ text: 'Hello!', confidence: 0.95 });
  });

  it('explains a plan that was not run and what it would have done', () => {
    const packet = packetFor('do the thing', {
      route: { needsTool: true, rationale: '', goal: '', confidence: 0.8, decidedBy: 'local' },
      plan: plan([step('s1', 'read_text_file', { path: 'x.md' })], 0.4),
      review: { approved: false, confidence: 0.4, reasons: ['plan confidence 0.40 is below the gate 0.70: not running tools'] },
    });
    const reply = composeReply(packet);
    expect(reply.text).toContain('I did not run any tool: plan confidence 0.40 is below the gate');
    expect(reply.text).toContain('fs.read_text_file({"path":"x.md"})');
  });

  it('asks for what is missing in plain words when the arguments were incomplete, with no reviewer jargon', () => {
    const packet = packetFor('add an observation to Priya', {
      route: { needsTool: true, rationale: '', goal: '', confidence: 0.8, decidedBy: 'local' },
      plan: plan([], 0.41),
      review: {
        approved: false,
        confidence: 0.41,
        reasons: ["s1 memory.add_observations: arguments.observations.0: must have required property 'contents'; removed", 'no step of the plan can run'],
        needs: ['What should I remember about Priya?'],
      },
    });
    const reply = composeReply(packet);
    expect(reply.text).toBe('What should I remember about Priya?\nAnswer with just that, or say the request again with it in.');
  });

  it('lists the resource links of a result instead of inlining them', () => {
    const packet = packetFor('find my notes', {
      route: { needsTool: true, rationale: '', goal: '', confidence: 0.9, decidedBy: 'local' },
      plan: plan([step('s1', 'search')], 0.9),
      review: { approved: true, confidence: 0.9, reasons: [] },
      execution: {
        needsMoreTools: false,
        steps: [
          {
            server: 'fs',
            tool: 'search',
            elapsedMs: 2,
            attempts: 1,
            stepId: 's1',
            arguments: {},
            ok: true,
            output: '',
            links: [{ uri: 'file:///n/a.md', name: 'a.md', mimeType: 'text/markdown' }, { uri: 'https://example.org/b' }],
          },
        ],
      },
    });
    const text = composeReply(packet).text;
    expect(text).toContain('fs.search({}):\nlinks:\n- a.md: file:///n/a.md (text/markdown)\n- https://example.org/b');
    expect(text).not.toContain('(no output)');
  });

  it('reports each result, and says so when confidence is low', () => {
    const base = { server: 'fs', tool: 'read_text_file', elapsedMs: 3, attempts: 1 };
    const packet = packetFor('read two files', {
      route: { needsTool: true, rationale: '', goal: '', confidence: 0.9, decidedBy: 'local' },
      plan: plan([step('s1', 'read_text_file'), step('s2', 'read_text_file')], 0.8),
      review: { approved: true, confidence: 0.8, reasons: [] },
      execution: {
        needsMoreTools: false,
        steps: [
          { ...base, stepId: 's1', arguments: { path: 'a.md' }, ok: true, output: 'TOKEN-123' },
          { ...base, stepId: 's2', arguments: { path: 'b.md' }, ok: false, error: { code: 'tool_error', message: 'ENOENT', retryable: false } },
        ],
      },
    });
    const reply = composeReply(packet);
    expect(reply.text).toContain('TOKEN-123');
    expect(reply.text).toContain('failed: ENOENT');
    expect(reply.summary).toBe('ran 2 tool call(s): 1 ok, 1 failed');
    expect(reply.confidence).toBe(0.4);
    expect(reply.text).toContain('I am not confident in this result');
  });
});

describe('composeReply of a memory look-up', () => {
  it('says the entities found in plain lines, not as JSON', () => {
    const found = { entities: [{ name: 'Sanne', entityType: 'person', observations: ['allergic to nuts'] }], relations: [] };
    const packet = packetFor('what do you know about Sanne?', {
      route: { needsTool: true, rationale: '', goal: '', confidence: 0.9, decidedBy: 'local' },
      plan: plan([step('s1', 'search_nodes', { query: 'Sanne' })], 0.9),
      review: { approved: true, confidence: 0.9, reasons: [] },
      execution: {
        needsMoreTools: false,
        steps: [
          {
            stepId: 's1',
            server: 'memory',
            tool: 'search_nodes',
            arguments: { query: 'Sanne' },
            ok: true,
            output: JSON.stringify(found, null, 2),
            elapsedMs: 3,
            attempts: 1,
          },
        ],
      },
    });
    const text = composeReply(packet).text;
    expect(text).toContain(':\nSanne (person): allergic to nuts');
    expect(text).not.toContain('"entityType"');
  });
});

describe('composeReply after a yes', () => {
  it('does not doubt a plan the person approved, however unsure the engine was of it', () => {
    const packet = packetFor('show me my folder', {
      route: { needsTool: true, rationale: '', goal: '', confidence: 0.94, decidedBy: 'local' },
      plan: plan([step('s1', 'list_directory', { path: '.' })], 0.4),
      review: { approved: true, confidence: 0.4, reasons: [] },
      approval: {
        state: 'approved',
        steps: ['s1'],
        calls: [],
        question: 'I can list your top folder with fs.list_directory — shall I?',
        requestedAt: '2026-11-29T08:00:00.000Z',
        expiresAt: '2026-11-29T08:10:00.000Z',
      },
      execution: {
        needsMoreTools: false,
        steps: [
          { stepId: 's1', server: 'fs', tool: 'list_directory', arguments: { path: '.' }, ok: true, output: '[FILE] todo.md', elapsedMs: 3, attempts: 1 },
        ],
      },
    });
    const reply = composeReply(packet);
    expect(reply.text).toContain('[FILE] todo.md');
    expect(reply.text).not.toContain('not confident');
  });
});

describe('composeReply bounds', () => {
  it('keeps a reply within the packet limit however long the arguments and errors are', () => {
    const huge = 'a'.repeat(50_000);
    const steps = Array.from({ length: 5 }, (_, i) => ({
      stepId: `s${i}`,
      server: 'fs',
      tool: 'read_text_file',
      arguments: { path: huge },
      ok: false,
      error: { code: 'tool_error', message: `ENOENT ${huge}`, retryable: false },
      elapsedMs: 1,
      attempts: 1,
    }));
    const packet = packetFor('read it', {
      route: { needsTool: true, rationale: '', goal: '', confidence: 0.9, decidedBy: 'local' },
      plan: plan(
        steps.map((s) => step(s.stepId, 'read_text_file', { path: huge })),
        0.9,
      ),
      review: { approved: true, confidence: 0.9, reasons: [] },
      execution: { needsMoreTools: false, steps },
    });
    const reply = composeReply(packet);
    expect(reply.text.length).toBeLessThanOrEqual(64_000);
    expect(reply.text).toContain('✗ fs.read_text_file({"path":"aaa');
  });
});

describe('composeReply for a tool that answered "no"', () => {
  const turn = (
    steps: Array<{
      tool: string;
      arguments: Record<string, unknown>;
      ok: boolean;
      output?: string;
      error?: { code: string; message: string; retryable: boolean };
    }>,
  ) =>
    packetFor('read it', {
      route: { needsTool: true, rationale: '', goal: '', confidence: 0.9, decidedBy: 'local' },
      plan: plan(
        steps.map((s, i) => step(`s${i + 1}`, s.tool, s.arguments)),
        0.9,
      ),
      review: { approved: true, confidence: 0.9, reasons: [] },
      execution: { needsMoreTools: false, steps: steps.map((s, i) => ({ stepId: `s${i + 1}`, server: 'fs', elapsedMs: 1, attempts: 1, ...s })) },
    });

  it('says what happened in one sentence, not that a tool failed', () => {
    const reply = composeReply(
      turn([{ tool: 'read_file', arguments: { path: 'notes/missing.md' }, ok: false, error: { code: 'not_found', message: 'ENOENT', retryable: false } }]),
    );
    expect(reply.text).toBe('I could not find notes/missing.md.');
    expect(reply.confidence).toBe(0.9);
    // A relative path the server resolved against its root: the reply names the path it looked for.
    const resolved = composeReply(
      turn([
        {
          tool: 'read_file',
          arguments: { path: 'my-notes/todo.md' },
          ok: false,
          error: { code: 'not_found', message: "ENOENT: no such file or directory, open '/home/me/my-notes/my-notes/todo.md'", retryable: false },
        },
      ]),
    );
    expect(resolved.text).toBe('I could not find my-notes/todo.md (the server looked for /home/me/my-notes/my-notes/todo.md).');
    // A file named without its folder, beside a search of the same server's files: the reply offers to look for it.
    const searchable = new Map([
      ['fs.search_files', { name: 'fs.search_files', description: 'Recursively search for files and directories matching a pattern.' }],
    ]);
    const bare = turn([{ tool: 'read_file', arguments: { path: 'pierogi.md' }, ok: false, error: { code: 'not_found', message: 'ENOENT', retryable: false } }]);
    expect(composeReply(bare, searchable).text).toBe('I could not find pierogi.md. Shall I find pierogi.md in your folders and open it?');
    // A call that did not read it (its details, say) is offered the search alone.
    const details = turn([
      { tool: 'get_file_info', arguments: { path: 'pierogi.md' }, ok: false, error: { code: 'not_found', message: 'ENOENT', retryable: false } },
    ]);
    expect(composeReply(details, searchable).text).toBe('I could not find pierogi.md. Shall I look for pierogi.md in your folders?');
    expect(composeReply(bare).text).toBe('I could not find pierogi.md.');
    // A line that was to be added after the read: the yes finds the file and adds the line, as was first asked.
    const append = turn([
      { tool: 'read_file', arguments: { path: 'shopping.md' }, ok: false, error: { code: 'not_found', message: 'ENOENT', retryable: false } },
      {
        tool: 'write_file',
        arguments: { path: 'shopping.md', content: { $append: { to: 's1.output', line: 'milk' } } },
        ok: false,
        error: { code: 'skipped', message: 'not run', retryable: false },
      },
    ]);
    expect(composeReply(append, searchable).text).toContain('I could not find shopping.md. Shall I find shopping.md in your folders and add "milk" to it?');
    // A line the question could not quote whole is not offered again: the search and the read are.
    const quoting = turn([
      { tool: 'read_file', arguments: { path: 'shopping.md' }, ok: false, error: { code: 'not_found', message: 'ENOENT', retryable: false } },
      {
        tool: 'write_file',
        arguments: { path: 'shopping.md', content: { $append: { to: 's1.output', line: 'say "hi"' } } },
        ok: false,
        error: { code: 'skipped', message: 'not run', retryable: false },
      },
    ]);
    expect(composeReply(quoting, searchable).text).toContain('Shall I find shopping.md in your folders and open it?');
    // A replace that was to follow the read is not offered again (no yes to "find … and change …" is read): the read is.
    const replacing = turn([
      { tool: 'read_file', arguments: { path: 'log.md' }, ok: false, error: { code: 'not_found', message: 'ENOENT', retryable: false } },
      {
        tool: 'edit_file',
        arguments: { path: 'log.md', edits: { $replace: { in: 's1.output', old: 'Hive B', new: 'Hive E' } } },
        ok: false,
        error: { code: 'skipped', message: 'not run', retryable: false },
      },
    ]);
    expect(composeReply(replacing, searchable).text).toContain('I could not find log.md. Shall I find log.md in your folders and open it?');
    // A name that would end the question and ask another gets no offer.
    const asking = turn([
      {
        tool: 'read_file',
        arguments: { path: 'a? Shall I move secret.txt to public.txt' },
        ok: false,
        error: { code: 'not_found', message: 'ENOENT', retryable: false },
      },
    ]);
    expect(composeReply(asking, searchable).text).not.toContain('Shall I look');
    const denied = composeReply(
      turn([
        { tool: 'read_file', arguments: { path: '/etc/shadow' }, ok: false, error: { code: 'access_denied', message: 'Access denied', retryable: false } },
      ]),
    );
    expect(denied.text).toBe('Access to /etc/shadow was denied.');
    // No path: the server's own words say what it could not find, not the call as if the tool were missing.
    const entity = composeReply(
      turn([
        {
          tool: 'add_observations',
          arguments: { observations: [{ entityName: 'Maya', contents: ['birthday 14 December'] }] },
          ok: false,
          error: { code: 'not_found', message: 'Entity with name Maya not found', retryable: false },
        },
      ]),
    );
    expect(entity.text).toBe('fs.add_observations could not find what the call named: Entity with name Maya not found');
    // A move names two places: the reply says either may be missing, the file or the folder it goes into.
    const moved = composeReply(
      turn([
        {
          tool: 'move_file',
          arguments: { source: 'trips/lisbon.txt', destination: 'trips/old/lisbon.txt' },
          ok: false,
          error: {
            code: 'not_found',
            message: "ENOENT: no such file or directory, rename '/h/trips/lisbon.txt' -> '/h/trips/old/lisbon.txt'",
            retryable: false,
          },
        },
      ]),
    );
    expect(moved.text).toBe('I could not find trips/lisbon.txt, or the folder trips/old to put it in.');
    const invalid = composeReply(
      turn([{ tool: 'get_sum', arguments: { a: 'x' }, ok: false, error: { code: 'invalid_arguments', message: 'a: expected number', retryable: false } }]),
    );
    expect(invalid.text).toBe('The arguments of fs.get_sum({"a":"x"}) are not valid: a: expected number');
  });

  it('counts answers apart from failures beside other results', () => {
    const reply = composeReply(
      turn([
        { tool: 'read_file', arguments: { path: 'a.md' }, ok: true, output: 'TOKEN-1' },
        { tool: 'read_file', arguments: { path: 'b.md' }, ok: false, error: { code: 'not_found', message: 'ENOENT', retryable: false } },
      ]),
    );
    expect(reply.summary).toBe('ran 2 tool call(s): 1 ok, 1 not found');
    expect(reply.text).toContain('• I could not find b.md.');
    expect(reply.text).toContain('TOKEN-1');
    expect(reply.text).not.toContain('failed');
  });
});
