import { hash } from 'node:crypto';
import type { Redis } from 'ioredis';
import stringify from 'safe-stable-stringify';
import type { ApprovalCall, PlanStep } from '@switchyard/packet-schema';
import { redisKeys } from './keys.js';

/** What a person approved for one plan step: the calls that may run for it and who said yes. */
export interface StepGrant {
  approver: string;
  /** Digests of the step's call and its fallbacks (see `approvalCallDigest`). */
  calls: string[];
  /** The digest of the whole plan approved (see `approvedPlanDigest`). */
  plan: string;
}

/**
 * The digest that binds an approval to one exact call: server, tool and the
 * canonical JSON of the arguments as planned (with `$ref`s unresolved, as the
 * person saw them; what a `$ref` points to was itself planned and reviewed).
 */
export function approvalCallDigest(call: Pick<ApprovalCall, 'server' | 'tool' | 'arguments'>): string {
  const canonical = stringify({ server: call.server, tool: call.tool, arguments: call.arguments }) ?? '';
  return hash('sha256', canonical, 'hex');
}

/**
 * The digest of a plan as approved: every step's call, dependencies and
 * fallbacks. An approved call may take its input from other steps (`$ref`),
 * which need no approval of their own; binding the grant to the whole plan
 * means none of them can be changed after the person said yes.
 */
export function approvedPlanDigest(steps: readonly PlanStep[]): string {
  const calls = steps.map((s) => ({
    id: s.id,
    server: s.server,
    tool: s.tool,
    arguments: s.arguments,
    dependsOn: s.dependsOn,
    onError: s.onError,
    onLowConfidence: s.onLowConfidence,
  }));
  return hash('sha256', stringify(calls) ?? '', 'hex');
}

// HGET then HDEL in one step: two executors holding copies of one packet cannot both take a step's grant.
const TAKE_FIELD = `
local value = redis.call('HGET', KEYS[1], ARGV[1])
if value then redis.call('HDEL', KEYS[1], ARGV[1]) end
return value`;

/**
 * Approvals as facts the server holds, not claims the packet makes. Only the
 * approvals service issues a grant, when a person answers; the executor takes a
 * step's grant right before its first gated call, so each approved step runs at
 * most once whatever copies of the packet reach a queue. A signed packet (an HMAC
 * the stages check) was the alternative: "used once" needs server state anyway,
 * and a Redis record leaves no secret to hand out to every stage.
 */
export class ApprovalGrants {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  /** Records what was approved; grouped by plan step. Written before the packet goes back to the executor. */
  async issue(packetId: string, approver: string, calls: ApprovalCall[], plan: string, ttlSeconds: number): Promise<void> {
    const byStep = new Map<string, StepGrant>();
    for (const call of calls) {
      const grant = byStep.get(call.stepId) ?? { approver, calls: [], plan };
      grant.calls.push(approvalCallDigest(call));
      byStep.set(call.stepId, grant);
    }
    if (byStep.size === 0) return;
    const key = redisKeys.approvalGrant(this.prefix, packetId);
    const fields = [...byStep].flatMap(([stepId, grant]) => [stepId, JSON.stringify(grant)]);
    await this.redis
      .multi()
      .del(key)
      .hset(key, ...fields)
      .expire(key, ttlSeconds)
      .exec();
  }

  /** Ends every grant of the turn, used or not: a cancelled turn runs no approved call, whichever copy of it reaches a queue later. */
  async revoke(packetId: string): Promise<void> {
    await this.redis.del(redisKeys.approvalGrant(this.prefix, packetId));
  }

  /** Takes (and so uses up) the grant of one plan step; undefined when there is none or it was used. */
  async take(packetId: string, stepId: string): Promise<StepGrant | undefined> {
    const raw = (await this.redis.eval(TAKE_FIELD, 1, redisKeys.approvalGrant(this.prefix, packetId), stepId)) as string | null;
    return raw ? (JSON.parse(raw) as StepGrant) : undefined;
  }
}

/** Every call that may run for these steps: each step's own and its fallbacks, with the arguments as planned. */
export function callsToApprove(steps: PlanStep[]): ApprovalCall[] {
  return steps.flatMap((step) => {
    const calls: ApprovalCall[] = [{ stepId: step.id, role: 'step', server: step.server, tool: step.tool, arguments: step.arguments }];
    if (step.onError) calls.push({ stepId: step.id, role: 'onError', server: step.onError.server, tool: step.onError.tool, arguments: step.onError.arguments });
    const low = step.onLowConfidence;
    if (low) calls.push({ stepId: step.id, role: 'onLowConfidence', server: low.server, tool: low.tool, arguments: low.arguments });
    return calls;
  });
}
