import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plannedPacket } from '../support/plans.js';
import { servers, startStack, type Stack } from '../support/stack.js';
import { tempWorkspace } from '../support/test-config.js';
import { attack } from './attack-table.js';

// A yes approves the calls its question listed. When an approved call fails (here: the rate limit refuses it), the
// turn must report the failure, not go back to selection and park a different action (another tool, other
// arguments) on the same turn, where a person repeating "yes" would approve something never asked for.
describe('an approved plan whose call fails', () => {
  const workspace = tempWorkspace({});
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({
      mcpServers: { filesystem: servers.filesystem(workspace.dir), memory: servers.memory(join(workspace.dir, 'memory.jsonl')) },
      policy: { tools: { 'filesystem.write_file': 'approve', 'memory.*': 'approve' }, rateLimits: { perToolPerMinute: 1, onLimit: 'fail' } },
    });
  });
  afterAll(async () => {
    await stack?.close();
    workspace.cleanup();
  });

  /** An approved write of notes/important.md with an alternative tool the selector could turn to. */
  async function approvedWrite(name: string) {
    const path = join(workspace.dir, name);
    const packet = plannedPacket([{ id: 's1', server: 'filesystem', tool: 'write_file', arguments: { path, content: 'hello' } }]);
    packet.plan!.alternatives = [{ server: 'memory', tool: 'add_observations', confidence: 0.6, why: 'also keeps notes' }];
    const parked = await stack.producer.submitPacket(packet, { at: 'reviewer', timeoutMs: 20_000 });
    if (parked.status.state !== 'awaiting_approval') throw new Error(`did not park: ${parked.status.state}`);
    return stack.producer.answerApproval(parked.id, 'approve', 'tester', { timeoutMs: 20_000 });
  }

  it('is reported as failed with its reason, and nothing else is planned or parked under its yes', async () => {
    // The first write spends the tool's budget for the minute; each one after it is refused.
    expect((await approvedWrite('first.md')).execution?.steps.every((s) => s.ok)).toBe(true);
    const row = await attack('an approved write refused by the rate limit (replanned into another tool under the same approval?)', 3, async (i) => {
      const done = await approvedWrite(`later-${i}.md`);
      const steps = done.execution?.steps ?? [];
      return (
        done.status.state !== 'awaiting_approval' &&
        done.approval?.state === 'approved' &&
        steps.length === 1 &&
        steps[0]!.error?.code === 'rate_limited' &&
        done.reinjection.count === 0 &&
        /rate limit/.test(done.reply?.text ?? '')
      );
    });
    expect(row.broke).toBe(0);
  });
});
