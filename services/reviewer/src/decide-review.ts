import { type Approval, type Packet, type PlanStep, TEXT_LIMITS } from '@switchyard/packet-schema';
import { callsToApprove, type StageResult } from '@switchyard/platform';
import { holdsUnusual, lookAlikes, shortenedText, shortenedValues, shownText, type ToolDescriptor, type ToolPolicy } from '@switchyard/tools';
import type { ArgumentValidator } from './argument-validator.js';
import { guardPlan } from './guard-plan.js';
import { offerQuestion, planWords } from './offer-question.js';
import { reviewPlan } from './review-plan.js';

/**
 * The reviewer's whole decision: schema check and confidence gate, then the
 * policy. Approved plans go to the executor; plans with a step that needs a
 * person (or, with `lowConfidence: ask`, a plan below the gate, or a plan the
 * engine offers because it has no model and is not sure) park; the rest go to
 * the composer with the reasons.
 */
export function decideReview(
  packet: Packet,
  tools: Map<string, ToolDescriptor>,
  validator: ArgumentValidator,
  policy: ToolPolicy,
  confidenceGate: number,
  now = new Date(),
  /** The user the turn acts as (the owner record's); the packet's own claim when not given. */
  actingUserId = packet.turn.userId,
): StageResult<'reviewer'> {
  if (!packet.plan) {
    const review = { approved: false, confidence: 0, reasons: ['no plan to review'] };
    return { packet: { ...packet, review }, edge: 'notApproved', note: 'no plan' };
  }
  const guarded = guardPlan(packet.plan, tools, policy, { userId: actingUserId, agentId: packet.turn.agentId });
  const checked = reviewPlan(guarded.plan, tools, validator, { confidenceGate });
  const plan = checked.plan;
  const reasons = [...guarded.reasons, ...checked.review.reasons];
  const review = {
    ...checked.review,
    reasons,
    ...(guarded.blocked.length > 0 ? { blocked: guarded.blocked } : {}),
  };
  const belowGate = plan.confidence < confidenceGate;
  // An offered plan runs only on the user's yes, whatever its confidence: the question is the gate.
  const offered = plan.offered === true && plan.steps.length > 0;
  const askAnyway = offered || (belowGate && plan.steps.length > 0 && policy.config.lowConfidence === 'ask');
  const waiting = askAnyway ? plan.steps : plan.steps.filter((s) => s.needsApproval);

  if ((review.approved || askAnyway) && waiting.length > 0) {
    const marked = askAnyway ? plan.steps.map((s) => ({ ...s, needsApproval: true })) : plan.steps;
    // Said with the plan's values shortened to `max` characters each (the question has a bound, the plan does not).
    const why = (max: number) => {
      const shown = (steps: PlanStep[]) => steps.map((step) => ({ ...step, arguments: shortenedValues(step.arguments, max) }));
      return offered
        ? offerQuestion(shown(plan.steps), tools)
        : askAnyway
          ? `I am not sure this is what you want (confidence ${plan.confidence.toFixed(2)}): ${planWords(shown(plan.steps), tools)}.`
          : `These tools change things, so they wait for your approval: ${planWords(shown(waiting), tools, shown(plan.steps))}.`;
    };
    const approval = approvalRequest(
      marked.filter((s) => s.needsApproval),
      why,
      now,
      policy.config.approvalTtlSeconds,
    );
    return {
      packet: { ...packet, plan: { ...plan, steps: marked }, review: { ...review, approved: false }, approval },
      edge: 'parked',
      note: `waiting for approval of ${approval.steps.join(', ')}`,
    };
  }
  if (!review.approved) {
    return { packet: { ...packet, plan, review }, edge: 'notApproved', note: `not approved: ${reasons.at(-1) ?? ''}` };
  }
  const dry = plan.steps.filter((s) => s.mode === 'dry-run').length;
  return {
    packet: { ...packet, plan, review },
    edge: 'approved',
    note: `approved ${plan.steps.length} step(s)${dry ? `, ${dry} as dry run` : ''}${guarded.blocked.length ? `, ${guarded.blocked.length} blocked` : ''}`,
  };
}

const UNUSUAL_NOTE =
  'Careful: a planned value holds characters a screen does not show (terminal escapes, invisible or direction marks); each is shown here as its code, such as \\u001b.';
const LOOK_ALIKE_NOTE = 'Careful: a planned value mixes Greek or Cyrillic letters into a word of Latin ones, so it may name something other than it looks:';

/** How long each planned value is shown in a question, tried in turn until the question fits its bound. */
const SHOWN_VALUE_CHARS = [400, 100, 30];

/**
 * The question (`why` first) lists every call that may run under the approval, fallbacks included; the grant holds the same list.
 * It is shown to the person as it is (CLI, ingress, events): a planned value's escapes and invisible marks are written as
 * their codes, and the question says so, while the calls keep their arguments exactly as planned. A long value is shown
 * as its opening and how many characters more it holds, short enough for the question to fit the packet's bound.
 */
function approvalRequest(steps: PlanStep[], why: (max: number) => string, now: Date, ttlSeconds: number): Approval {
  const calls = callsToApprove(steps);
  const question = (max: number) => {
    const said = why(max);
    const unusual = holdsUnusual(said) || calls.some((c) => holdsUnusual(c.arguments));
    const alike = lookAlikes([said, ...calls.map((c) => c.arguments)]);
    const notes = [...(unusual ? [UNUSUAL_NOTE] : []), ...(alike.length > 0 ? [`${LOOK_ALIKE_NOTE} ${alike.join('; ')}.`] : [])];
    // The calls, without the selector's reasons ("shares few words with the request"): those stay in the plan and the audit trail.
    const lines = calls.map((c) => {
      const label = c.role === 'step' ? `- ${c.stepId}` : `  - ${c.stepId} ${c.role === 'onError' ? 'if it fails' : 'if unsure'}, instead`;
      return `${label}: ${c.server}.${c.tool}(${JSON.stringify(shortenedValues(c.arguments, max))})`;
    });
    return [[said, ...notes].join(' '), ...lines].map((line) => shownText(line)).join('\n');
  };
  const fitting = SHOWN_VALUE_CHARS.map(question).find((text) => text.length <= TEXT_LIMITS.question);
  return {
    state: 'pending',
    steps: steps.map((s) => s.id),
    calls,
    // Many calls may still not fit with every value short: the question is cut, saying so.
    question: fitting ?? shortenedText(question(SHOWN_VALUE_CHARS.at(-1)!), TEXT_LIMITS.question - 40),
    requestedAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + ttlSeconds * 1_000).toISOString(),
  };
}
