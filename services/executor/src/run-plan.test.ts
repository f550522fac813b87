import { describe, expect, it } from 'vitest';
import { plan as makePlan, step } from '../../../test/support/packets.js';
import { planWaves } from './plan-waves.js';
import { runPlan } from './run-plan.js';
import { nextAfterExecution, needsAnotherRound } from './next-after-execution.js';
import { destinationOf } from '@switchyard/platform';
import { packetFor } from '../../../test/support/packets.js';

describe('planWaves', () => {
  it('groups independent steps and orders dependent ones', () => {
    const waves = planWaves([step('a', 't'), step('b', 't'), step('c', 't', {}, ['a', 'b']), step('d', 't', {}, ['c'])]);
    expect(waves.map((s) => s.map((x) => x.id))).toEqual([['a', 'b'], ['c'], ['d']]);
  });

  it('rejects unknown dependencies and cycles by name', () => {
    expect(() => planWaves([step('a', 't', {}, ['zz'])])).toThrowError('plan step a depends on unknown step zz');
    expect(() => planWaves([step('a', 't', {}, ['b']), step('b', 't', {}, ['a'])])).toThrowError(/cycle among steps a, b/);
  });
});

describe('runPlan', () => {
  it('runs a stage concurrently and skips the dependents of a failed step', async () => {
    const started: string[] = [];
    let running = 0;
    let peak = 0;
    const records = await runPlan([step('a', 'ok'), step('b', 'boom'), step('c', 'ok', {}, ['b']), step('d', 'ok', {}, ['a'])], async (s) => {
      started.push(s.id);
      running += 1;
      peak = Math.max(peak, running);
      await new Promise((r) => setTimeout(r, 20));
      running -= 1;
      if (s.tool === 'boom') return { text: 'disk on fire', isError: true };
      return { text: `out-${s.id}`, isError: false };
    });
    expect(peak).toBe(2);
    expect(started).not.toContain('c');
    expect(records.map((r) => [r.stepId, r.ok])).toEqual([
      ['a', true],
      ['b', false],
      ['c', false],
      ['d', true],
    ]);
    expect(records[1]?.error).toMatchObject({ code: 'tool_error', message: 'disk on fire' });
    expect(records[2]?.error).toMatchObject({ code: 'skipped', message: 'not run: step b it depends on failed' });
    expect(records[3]?.output).toBe('out-d');
  });

  it('runs the changing steps of one server one after another in plan order, reads and other servers alongside', async () => {
    const events: string[] = [];
    const inFlight = new Map<string, number>();
    let peakWritesOnFs = 0;
    const other = { ...step('w3', 'write'), server: 'mail' };
    const steps = [step('w1', 'write'), step('r1', 'read'), step('w2', 'write'), step('r2', 'read'), other];
    await runPlan(
      steps,
      async (s) => {
        const key = `${s.server}.${s.tool}`;
        inFlight.set(key, (inFlight.get(key) ?? 0) + 1);
        if (key === 'fs.write') peakWritesOnFs = Math.max(peakWritesOnFs, inFlight.get(key)!);
        events.push(`start ${s.id}`);
        await new Promise((r) => setTimeout(r, 10));
        inFlight.set(key, inFlight.get(key)! - 1);
        events.push(`end ${s.id}`);
        return { text: 'done', isError: false };
      },
      { mayChange: (s) => s.tool === 'write' },
    );
    expect(peakWritesOnFs).toBe(1);
    expect(events.indexOf('start w2')).toBeGreaterThan(events.indexOf('end w1'));
    // Reads and the other server's change start before the first change ends.
    for (const id of ['r1', 'r2', 'w3']) expect(events.indexOf(`start ${id}`)).toBeLessThan(events.indexOf('end w1'));
  });

  it('records a thrown transport error as retryable', async () => {
    const [record] = await runPlan([step('a', 'x')], async () => {
      throw new Error('socket hang up');
    });
    expect(record).toMatchObject({ ok: false, attempts: 1, error: { code: 'transport', retryable: true } });
  });
});

describe('reinjection', () => {
  const failedExecution = {
    steps: [
      {
        stepId: 's1',
        server: 'fs',
        tool: 'read',
        arguments: {},
        ok: false,
        error: { code: 'tool_error', message: 'x', retryable: false },
        elapsedMs: 1,
        attempts: 1,
      },
    ],
    needsMoreTools: true,
  };

  it('goes back to selection while the counter allows, then composes', () => {
    let packet = packetFor('read it', { execution: failedExecution });
    const seen: string[] = [];
    for (let round = 0; round < 5; round += 1) {
      const { edge, packet: out } = nextAfterExecution(packet);
      seen.push(destinationOf('executor', edge));
      packet = out;
    }
    expect(seen).toEqual(['selector', 'selector', 'selector', 'composer', 'composer']);
    expect(packet.reinjection.count).toBe(3);
  });

  it('asks for another round only when an untried alternative exists', () => {
    const withAlt = packetFor('read it', {
      execution: failedExecution,
      plan: { ...makePlan([step('s1', 'read')]), alternatives: [{ server: 'fs', tool: 'read_text_file', confidence: 0.6, why: '' }] },
    });
    const round = withAlt.execution!.steps;
    const configured = new Set(['fs']);
    expect(needsAnotherRound(withAlt, round, configured)).toBe(true);
    expect(needsAnotherRound(withAlt, [{ ...round[0]!, ok: true }], configured)).toBe(false);
    const triedAlready = { ...withAlt, plan: { ...withAlt.plan!, alternatives: [{ server: 'fs', tool: 'read', confidence: 0.6, why: '' }] } };
    expect(needsAnotherRound(triedAlready, round, configured)).toBe(false);
    // An alternative on a server this executor does not configure would only fail again.
    expect(needsAnotherRound(withAlt, round, new Set(['memory']))).toBe(false);
  });

  it('never replans a plan a person approved, nor a step the guards refused', () => {
    const at = new Date().toISOString();
    const withAlt = packetFor('write it', {
      execution: failedExecution,
      plan: { ...makePlan([step('s1', 'write')]), alternatives: [{ server: 'memory', tool: 'add_observations', confidence: 0.6, why: '' }] },
    });
    const configured = new Set(['fs', 'memory']);
    const round = withAlt.execution!.steps;
    expect(needsAnotherRound(withAlt, round, configured)).toBe(true);
    // The yes was for the write: its failure is reported, not turned into another action under the same approval.
    const approved = { ...withAlt, approval: { state: 'approved' as const, steps: ['s1'], question: 'shall I?', requestedAt: at, expiresAt: at } };
    expect(needsAnotherRound(approved, round, configured)).toBe(false);
    // A policy, approval or rate-limit refusal is not a tool failure another tool may get around.
    for (const code of ['blocked', 'not_approved', 'rate_limited', 'outcome_unknown']) {
      expect(needsAnotherRound(withAlt, [{ ...round[0]!, error: { code, message: 'refused', retryable: false } }], configured), code).toBe(false);
    }
  });
});

describe('runPlan fallbacks, critical steps, limits and the deadline', () => {
  const ok = async (s: { id: string }) => ({ text: `out-${s.id}`, isError: false });

  it('keeps to the concurrency limit', async () => {
    let running = 0;
    let peak = 0;
    await runPlan(
      ['a', 'b', 'c', 'd', 'e'].map((id) => step(id, 't')),
      async (s) => {
        running += 1;
        peak = Math.max(peak, running);
        await new Promise((r) => setTimeout(r, 10));
        running -= 1;
        return ok(s);
      },
      { concurrency: 2 },
    );
    expect(peak).toBe(2);
  });

  it('stops the plan when a critical step fails, cancelling siblings in flight', async () => {
    const records = await runPlan(
      [{ ...step('a', 'boom'), critical: true }, step('b', 'slow'), step('c', 't', {}, ['b']), step('d', 't')],
      async (s, { signal }) => {
        if (s.tool === 'boom') throw new Error('broken');
        if (s.tool === 'slow') {
          await new Promise((_, reject) => signal.addEventListener('abort', () => reject(new Error('aborted'))));
        }
        return ok(s);
      },
      { concurrency: 3 },
    );
    expect(records.map((r) => [r.stepId, r.ok, r.error?.code])).toEqual([
      ['a', false, 'transport'],
      ['b', false, 'cancelled'],
      ['c', false, 'skipped'],
      ['d', true, undefined],
    ]);
    expect(records[2]?.error?.message).toBe('not run: critical step a failed');
  });

  it('rejects a bad plan before calling anything', async () => {
    let called = false;
    const call = async () => {
      called = true;
      return { text: '', isError: false };
    };
    await expect(runPlan([step('a', 't', { x: { $ref: 'b.output' } }), step('b', 't')], call)).rejects.toThrow(
      'plan step a refers to step b ("b.output") but does not depend on it; add it to dependsOn',
    );
    await expect(runPlan([step('a', 't', { x: { $ref: 'b.nothing' } }, ['b']), step('b', 't')], call)).rejects.toThrow(/bad reference/);
    await expect(runPlan([step('a', 't', { x: { $append: { to: 'b.output', line: 'y' } } }), step('b', 't')], call)).rejects.toThrow(
      'plan step a refers to step b ("b.output") but does not depend on it; add it to dependsOn',
    );
    await expect(runPlan([step('a', 't', { x: { $append: { to: 'b.output', line: 7 } } }, ['b']), step('b', 't')], call)).rejects.toThrow(
      /plan step a arguments: bad append \(\$append\.line: /,
    );
    await expect(runPlan([step('a', 't', { x: { $replace: { in: 'b.output', old: 'y', new: 'y' } } }, ['b']), step('b', 't')], call)).rejects.toThrow(
      /plan step a arguments: bad replace \(\$replace: the new text is the text to replace\)/,
    );
    await expect(runPlan([step('a', 't', { x: [{ $replace: { in: 'b.output', old: 'y', new: 'z' } }] }, ['b']), step('b', 't')], call)).rejects.toThrow(
      /plan step a arguments: a \$replace of "b.output" is inside another value/,
    );
    expect(called).toBe(false);
  });

  it('gives a step past the deadline the deadline error and skips the rest', async () => {
    const records = await runPlan(
      [step('a', 'slow'), step('b', 't', {}, ['a'])],
      async (_s, { signal }) => new Promise((_, reject) => signal.addEventListener('abort', () => reject(new Error('aborted')))),
      { deadlineMs: 30 },
    );
    expect(records.map((r) => r.error?.code)).toEqual(['deadline', 'deadline']);
  });

  it('fails a step whose reference finds nothing, without calling it', async () => {
    const called: string[] = [];
    const records = await runPlan([step('a', 't'), step('b', 't', { x: { $ref: 'a.structured.files[0]' } }, ['a'])], async (s) => {
      called.push(s.id);
      return { text: 'no structure', isError: false };
    });
    expect(called).toEqual(['a']);
    expect(records[1]?.error).toMatchObject({ code: 'bad_reference', retryable: false });
    expect(records[1]?.error?.message).toMatch(/step a has nothing at "files"/);
  });
});
