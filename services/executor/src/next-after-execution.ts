import { isAnswerError, type ExecutionStep, type Packet, qualifiedToolName } from '@switchyard/packet-schema';
import type { EdgeLabel } from '@switchyard/platform';

// Not failures of a tool another round could replace: skipped, not called, or out of time; or refused by the guards
// (policy, approval, rate limit, a change whose outcome is unknown), which another tool must not get around; or a call
// not made because what it takes from an earlier step is not there ("nothing called Zed is remembered"): that is the
// answer, and another tool would only act on something nobody named.
const NOT_FAILURES = new Set([
  'bad_reference',
  'skipped',
  'low_confidence',
  'invalid_plan',
  'deadline',
  'cancelled',
  'blocked',
  'not_approved',
  'rate_limited',
  'outcome_unknown',
]);

/**
 * More tools are needed when a step of this round failed in a way another tool
 * could fix (unavailable, timeout, transport; not an answer such as "not found",
 * invalid arguments or access denied) and the selector named an alternative
 * tool that has not been tried in any round, on a server this executor
 * configures: another round may pick it. (An alternative on an unconfigured
 * server would only fail again, round after round.) A plan a person approved
 * never gets another round: the yes was for those calls, so a failed one is
 * reported as failed, not replaced by an action nobody asked for in the same turn.
 */
export function needsAnotherRound(packet: Packet, round: ExecutionStep[], configured: ReadonlySet<string>): boolean {
  if (packet.approval?.state === 'approved') return false;
  // A step whose fallback succeeded is covered; a skipped step is not a failure of its own.
  const covered = new Set(round.filter((s) => s.ok && s.fallbackFor).map((s) => s.fallbackFor));
  const failed = round.some((s) => !s.ok && !NOT_FAILURES.has(s.error?.code ?? '') && !isAnswerError(s.error) && !covered.has(s.stepId));
  if (!failed) return false;
  const tried = new Set((packet.execution?.steps ?? []).map((s) => qualifiedToolName(s)));
  return (packet.plan?.alternatives ?? []).some((a) => configured.has(a.server) && !tried.has(qualifiedToolName(a)));
}

/** Another round of selection while the counter allows, else on with what we have. */
export function nextAfterExecution(packet: Packet): { edge: EdgeLabel<'executor'>; packet: Packet } {
  const more = packet.execution?.needsMoreTools === true;
  if (more && packet.reinjection.count < packet.reinjection.max) {
    return { edge: 'reinject', packet: { ...packet, reinjection: { ...packet.reinjection, count: packet.reinjection.count + 1 } } };
  }
  return { edge: 'executed', packet };
}
