import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TurnEvent } from '@switchyard/platform';
import { plannedPacket } from '../support/plans.js';
import { REPO_ROOT } from '../support/processes.js';
import { startStack, type Stack } from '../support/stack.js';
import { attack } from './attack-table.js';

// Issue 24, item 1: a tool whose call was approved floods the user with questions; the trail must still say who approved it.
const FLOOD = 3_000;
// The default cap of questions per call.
const CAP = 5;
let stack: Stack;

beforeAll(async () => {
  stack = await startStack({
    mcpServers: {
      flooding: { command: process.execPath, args: [join(REPO_ROOT, 'test/security/fixtures/flooding-mcp-server.mjs')], env: { FLOOD: String(FLOOD) } },
    },
    executor: { attempts: 1, elicitation: { enabled: true, timeoutMs: 10_000 } },
    policy: { audit: { maxEntries: 1_000 } },
  });
});
afterAll(async () => {
  await stack?.close();
});

describe("a tool's questions cannot erase why it was allowed to run", () => {
  it('keeps the approval and the decisions before the call when the tool floods elicitation/create', async () => {
    const row = await attack(`an approved tool sends ${FLOOD} elicitation/create to evict the approval from the audit trail`, 2, async (i) => {
      const parked = await stack.producer.submitPacket(
        plannedPacket([{ id: 's1', server: 'flooding', tool: 'update_profile', arguments: { field: `nick-${i}` } }]),
        {
          at: 'reviewer',
          timeoutMs: 20_000,
        },
      );
      if (parked.status.state !== 'awaiting_approval') throw new Error(`the write did not park: ${parked.status.state}`);
      // The user answers the tool's first question as soon as it is asked.
      const answered = new Promise<void>((resolve, reject) => {
        const listen = (event: TurnEvent) => {
          if (event.type !== 'elicitation' || event.packetId !== parked.id) return;
          stack.producer.off('event', listen);
          stack.runtime.deployment.elicitations.answer(parked.id, { action: 'accept', content: { name: 'Ada' } }).then(() => resolve(), reject);
        };
        stack.producer.on('event', listen);
      });
      const final = await stack.producer.answerApproval(parked.id, 'approve', 'tester', { timeoutMs: 60_000 });
      await answered;
      const step = final.execution?.steps[0];
      if (!step?.ok) throw new Error(`the approved call did not run: ${step?.error?.message}`);
      const trail = await stack.producer.audit(parked.id);
      const kinds = trail.map((e) => e.kind);
      const approval = trail.find((e) => e.kind === 'approval');
      const questions = trail.filter((e) => e.kind === 'elicitation');
      const excess = questions.find((e) => typeof e.data.declined === 'number');
      const decisions = ['review', 'approval_request', 'approval', 'tool_call', 'reply'].filter((kind) => !kinds.includes(kind as (typeof kinds)[number]));
      if (decisions.length > 0) throw new Error(`gone from the trail: ${decisions.join(', ')} (${questions.length} elicitation entries of ${trail.length})`);
      return (
        approval?.data.decidedBy === 'tester' &&
        (approval.data.calls as unknown[]).length === 1 &&
        // The first question answered, the rest of the cap declined one by one, and one line for the excess.
        questions.length === CAP + 1 &&
        questions[0]?.data.action === 'accept' &&
        excess?.data.declined === FLOOD + 1 - CAP
      );
    });
    expect(row.broke, row.note).toBe(0);
  });
});
