import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Packet } from '@switchyard/packet-schema';
import type { TurnEvent } from '@switchyard/platform';
import { plannedPacket } from '../support/plans.js';
import { REPO_ROOT } from '../support/processes.js';
import { startStack, type Stack } from '../support/stack.js';
import { tempWorkspace } from '../support/test-config.js';
import { attack } from './attack-table.js';

// A cancel and an answer given at the same moment: the turn has one outcome, nothing runs once the cancel won, nothing is lost.
const workspace = tempWorkspace({ 'actions.log': '' });
const actionsFile = join(workspace.dir, 'actions.log');
const actions = () => readFileSync(actionsFile, 'utf8');
let stack: Stack;

beforeAll(async () => {
  writeFileSync(actionsFile, '');
  stack = await startStack({
    mcpServers: {
      asking: { command: process.execPath, args: [join(REPO_ROOT, 'test/security/fixtures/asking-mcp-server.mjs')], env: { ACTIONS_FILE: actionsFile } },
    },
    executor: { attempts: 1, elicitation: { enabled: true, timeoutMs: 10_000 } },
    policy: { tools: { 'asking.make_note': 'approve', 'asking.rename_account': 'allow' }, rateLimits: { perToolPerMinute: 1_000 } },
  });
});
afterAll(async () => {
  await stack?.close();
  workspace.cleanup();
});

/** How a call to the producer ended: 'ok', or the error's class name. */
const outcome = (work: Promise<unknown>) =>
  work.then(
    () => 'ok',
    (error: unknown) => (error instanceof Error ? error.name : String(error)),
  );

/** Every `done` / `failed` event of the turn until `settleMs` after the first. */
function endsOf(packetId: string, settleMs = 1_500): Promise<Packet[]> {
  return new Promise((resolve, reject) => {
    const ends: Packet[] = [];
    const timer = setTimeout(() => reject(new Error(`turn ${packetId} did not end`)), 30_000);
    const listen = (event: TurnEvent) => {
      if (event.packetId !== packetId || (event.type !== 'done' && event.type !== 'failed')) return;
      ends.push(event.packet as Packet);
      if (ends.length === 1)
        setTimeout(() => {
          clearTimeout(timer);
          stack.producer.off('event', listen);
          resolve(ends);
        }, settleMs);
    };
    stack.producer.on('event', listen);
  });
}

describe('cancel racing an answer', () => {
  it('cancel and approve at the same moment: one end; a call only if the approval won, and then on record', async () => {
    const row = await attack('cancel a parked turn at the same moment as approving it', 12, async (i) => {
      const text = `race-${i}`;
      const parked = await stack.producer.submitPacket(plannedPacket([{ id: 's1', server: 'asking', tool: 'make_note', arguments: { text } }]), {
        at: 'reviewer',
        timeoutMs: 20_000,
      });
      if (parked.status.state !== 'awaiting_approval') throw new Error(`did not park: ${parked.status.state}`);
      const ends = endsOf(parked.id);
      // Alternate which one is sent first, in the same tick.
      const [cancelled, approved] =
        i % 2 === 0
          ? await Promise.all([
              outcome(stack.producer.cancelTurn(parked.id, 'canceller')),
              outcome(stack.producer.recordAnswer(parked.id, 'approve', 'approver')),
            ])
          : (
              await Promise.all([
                outcome(stack.producer.recordAnswer(parked.id, 'approve', 'approver')),
                outcome(stack.producer.cancelTurn(parked.id, 'canceller')),
              ])
            ).reverse();
      const all = await ends;
      const final = all[0]!;
      const ran = actions().includes(`note ${text}\n`);
      const step = final.execution?.steps.find((s) => s.stepId === 's1');
      const trail = await stack.producer.audit(parked.id);
      const notes = `cancel ${cancelled}, approve ${approved}, ran ${ran}, step ${JSON.stringify(step ?? null)}, cancelled ${JSON.stringify(final.status.cancelled ?? null)}, ends ${all.length}`;
      const problems = [
        all.length !== 1 && 'the turn ended more than once',
        cancelled !== 'ok' && 'the cancel was refused',
        !['ok', 'ApprovalConflictError'].includes(approved) && 'the approval failed oddly',
        // Cancel took the parked turn first: no call may follow.
        approved !== 'ok' && ran && 'the call ran though the cancel won',
        // Whatever reached the server is in the record.
        ran && !step && 'a call reached the server but the turn does not record it',
        approved === 'ok' && !trail.some((e) => e.kind === 'approval' && e.data.decision === 'approve') && 'the accepted approval is not in the trail',
        !trail.some((e) => e.kind === 'cancel') && 'the cancel is not in the trail',
        final.status.cancelled === undefined && !ran && 'neither cancelled nor run',
        (await stack.producer.parked(parked.id)) !== undefined && 'the turn still waits',
      ].filter(Boolean);
      if (problems.length > 0) throw new Error(`${problems.join('; ')} (${notes})`);
      return true;
    });
    expect(row.broke, row.note).toBe(0);
  });

  it("cancel and a tool question's answer at the same moment: the answer is delivered only if it is told it won", { timeout: 300_000 }, async () => {
    const row = await attack("cancel a turn at the same moment as answering its tool's question", 12, async (i) => {
      const account = `acct-${i}`;
      const packet = plannedPacket([{ id: 's1', server: 'asking', tool: 'rename_account', arguments: { account } }]);
      const ends = endsOf(packet.id);
      let cancelledAt = 0;
      let answerSentAt = 0;
      const answered = new Promise<[string, string]>((resolve, reject) => {
        setTimeout(() => reject(new Error(`try ${i}: the question never came`)), 20_000);
        const listen = (event: TurnEvent) => {
          if (event.type !== 'elicitation' || event.packetId !== packet.id) return;
          stack.producer.off('event', listen);
          const answer = () => {
            answerSentAt = Date.now();
            return outcome(stack.runtime.deployment.elicitations.answer(packet.id, { action: 'accept', content: { name: `name-${i}` } }));
          };
          const cancel = () => outcome(stack.producer.cancelTurn(packet.id, 'canceller').then(() => (cancelledAt = Date.now())));
          // The first tries send both in the same tick; later ones send the answer 20, 40 ... 200 ms after the cancel,
          // across the moment the cancel takes effect.
          const lag = i < 2 ? 0 : (i - 1) * 20;
          if (i === 0) void Promise.all([answer(), cancel()]).then(resolve);
          else {
            const cancelling = cancel();
            const answering = new Promise<string>((done) => setTimeout(() => void answer().then(done), lag));
            void Promise.all([answering, cancelling]).then(resolve);
          }
        };
        stack.producer.on('event', listen);
      });
      void stack.producer.submitPacket(packet, { at: 'reviewer', timeoutMs: 30_000 }).catch(() => undefined);
      const [answer, cancel] = await answered;
      const all = await ends;
      const final = all[0]!;
      const renamed = actions().includes(`rename ${account} name-${i}\n`);
      const step = final.execution?.steps.find((s) => s.stepId === 's1');
      const afterCancel = cancelledAt > 0 && answerSentAt > cancelledAt;
      const notes = `answer ${answer}${afterCancel ? ` sent ${answerSentAt - cancelledAt} ms after the cancel returned` : ''}, cancel ${cancel}, renamed ${renamed}, ends ${all.length}`;
      const problems = [
        all.length !== 1 && 'the turn ended more than once',
        !['ok', 'ElicitationNotFoundError'].includes(answer) && 'the answer failed oddly',
        cancel !== 'ok' && cancel !== 'TurnFinishedError' && 'the cancel failed oddly',
        // Told it won, the answer reaches the server; told it lost (the cancel ended the question), it does not.
        answer === 'ok' && !renamed && 'the answer was told it won but the server never got it',
        answer !== 'ok' && renamed && 'the server got an answer nobody was told won',
        // Once the cancel returned, the question is over: a later answer must not reach the server.
        afterCancel && (answer === 'ok' || renamed) && 'an answer given after the cancel returned reached the server',
        renamed && !step && 'the rename reached the server but the turn does not record it',
      ].filter(Boolean);
      if (problems.length > 0) throw new Error(`${problems.join('; ')} (${notes})`);
      return true;
    });
    expect(row.broke, row.note).toBe(0);
  });
});
