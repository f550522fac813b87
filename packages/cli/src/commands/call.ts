import { newPacket, type ExecutionStep, type Packet } from '@switchyard/packet-schema';
import { destinationOf, type TurnEvent } from '@switchyard/platform';
import { CallInputError } from '../call-input-error.js';
import { callTargetProblem } from '../call-target.js';
import { formatElicitation, formatProgress, formatTurn } from '../format-turn.js';
import { readAnswer } from '../read-answer.js';
import { CliSession } from '../session.js';
import { writeShown } from '../screen-text.js';

export interface CallOptions {
  config?: string;
  args: string;
  json?: boolean;
  remote?: boolean;
  user: string;
  agent: string;
  timeout: string;
}

/** Where a named call enters the pipeline: the stage that checks a plan (policy, approval) before the executor runs it. */
const CHECKING_STAGE = 'reviewer' as const;
const NAMED_CALL_STAGES = [CHECKING_STAGE, destinationOf(CHECKING_STAGE, 'approved'), destinationOf('executor', 'executed')] as const;

/**
 * `switchyard call SERVER.TOOL --args JSON`: one tool call as a one-step plan, entered at the
 * reviewer, so it meets the same policy, approval, executor client (timeouts, retries, the
 * server's questions, progress) and audit trail as a routed turn's call. Prints the tool's output.
 */
export async function callTool(name: string, options: CallOptions): Promise<number> {
  const { server, tool } = splitName(name);
  const args = parseArguments(options.args);
  const session = await CliSession.open({
    ...(options.config ? { config: options.config } : {}),
    // Here, only the stages a named call passes through (it never goes back to selection: no further rounds).
    ...(options.remote ? { remote: true, requireStage: CHECKING_STAGE } : { stages: [...NAMED_CALL_STAGES] }),
  });
  try {
    const problem = callTargetProblem(session.config, await session.deployment.catalog.list(), server, tool);
    if (problem) {
      process.stderr.write(`switchyard: call: ${problem.message}\n`);
      return problem.code;
    }
    const packet = namedCallPacket(server, tool, args, options);
    // The plan no selector made: the trail says who named the call (redacted like every entry).
    await session.deployment.audit.record(packet.id, [
      {
        kind: 'plan',
        stage: 'producer',
        at: new Date().toISOString(),
        data: { steps: [{ id: 'call', tool: name, arguments: args }], decidedBy: 'operator', by: options.user },
      },
    ]);
    const onEvent = (event: TurnEvent) => {
      if (event.type === 'progress') writeShown(process.stderr, `${formatProgress(event)}\n`);
      if (event.type === 'elicitation') writeShown(process.stderr, `${formatElicitation(event, options)}\n`);
    };
    let final = await session.producer.submitPacket(packet, { at: CHECKING_STAGE, timeoutMs: Number(options.timeout), onEvent });
    // As `ask`: a call parked for approval takes its yes or no from the terminal or a piped stdin.
    if (final.status.state === 'awaiting_approval' && final.approval) {
      const answer = await readAnswer(final.approval.question, final.approval.expiresAt);
      if (answer) final = await session.producer.answerApproval(final.id, answer, options.user, { timeoutMs: Number(options.timeout) });
    }
    if (options.json) {
      process.stdout.write(`${JSON.stringify(final, null, 2)}\n`);
      return exitCode(final);
    }
    const record = callRecord(final);
    if (!record) {
      if (final.status.state === 'awaiting_approval') {
        writeShown(process.stdout, `${formatTurn(final, undefined, options)}\n`);
        return 0;
      }
      // Not run: refused by the reviewer (arguments, policy), denied, or the turn failed; said as what went wrong.
      writeShown(process.stderr, `switchyard: call: ${server}.${tool} was not run: ${notRunReason(final)}\n`);
      return 1;
    }
    if (record.ok) {
      writeShown(process.stdout, `${record.output ?? ''}\n`);
      if (record.structured !== undefined) writeShown(process.stdout, `${JSON.stringify(record.structured, null, 2)}\n`);
    } else {
      writeShown(process.stderr, `switchyard: ${server}.${tool} failed (${record.error?.code ?? 'error'}): ${record.error?.message ?? record.output ?? ''}\n`);
    }
    return exitCode(final);
  } finally {
    await session.close();
  }
}

function splitName(name: string): { server: string; tool: string } {
  const dot = name.indexOf('.');
  if (dot <= 0 || dot === name.length - 1) throw new CallInputError(`"${name}" is not SERVER.TOOL (e.g. filesystem.read_file)`);
  return { server: name.slice(0, dot), tool: name.slice(dot + 1) };
}

function parseArguments(text: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new CallInputError(`--args is not JSON: ${(error as Error).message}`);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new CallInputError("--args must be a JSON object of the tool's arguments");
  return value as Record<string, unknown>;
}

/** The packet of a named call: routed and planned by the operator (a sure rule), one step, no further rounds. */
function namedCallPacket(server: string, tool: string, args: Record<string, unknown>, options: CallOptions): Packet {
  const goal = `call ${server}.${tool}`;
  const packet = newPacket(
    { sessionId: `call-${server}`, userId: options.user, agentId: options.agent, message: `${goal} ${JSON.stringify(args)}`.slice(0, 4_000), history: [] },
    { maxReinjections: 0 },
  );
  packet.route = { needsTool: true, rationale: 'the operator named the tool', goal, confidence: 1, decidedBy: 'rule' };
  packet.plan = {
    steps: [{ id: 'call', server, tool, arguments: args, dependsOn: [], why: 'named by the operator' }],
    confidence: 1,
    reasoning: 'switchyard call',
    alternatives: [],
    decidedBy: 'rule',
  };
  packet.status.state = 'reviewing';
  return packet;
}

/** Why the reviewer (or the person, or the turn) kept the call from running, without the routed turn's advice to ask again. */
function notRunReason(packet: Packet): string {
  const blocked = packet.review?.blocked?.map((b) => b.reason) ?? [];
  // The step's own reasons: "removed" and the plan-level tallies add nothing to a single named call.
  const reasons = (packet.review?.reasons ?? [])
    .filter((reason) => !/^no step of the plan can run$/.test(reason))
    .map((reason) => reason.replace(/^call(?: \S+)?: /, '').replace(/; removed$/, ''))
    // That it would have needed approval is not why it did not run (a parked call is answered above).
    .filter((reason) => !/^approve \(/.test(reason));
  const all = [...new Set([...blocked, ...reasons])];
  if (packet.approval?.state === 'denied') return 'the approval was denied';
  if (packet.approval?.state === 'expired') return 'nobody approved it before the approval expired';
  if (packet.status.state === 'failed') return packet.status.error ?? 'the turn failed';
  return all.join('; ') || 'the reviewer did not approve it';
}

/** The record of the named call's step (its fallback's, were there one). */
function callRecord(packet: Packet): ExecutionStep | undefined {
  return packet.execution?.steps.at(-1);
}

function exitCode(packet: Packet): number {
  if (packet.status.state === 'failed') return 1;
  const record = callRecord(packet);
  return record ? (record.ok ? 0 : 1) : packet.status.state === 'awaiting_approval' ? 0 : 1;
}
