import { newPacket, type Packet, type PlanStep } from '@switchyard/packet-schema';
import { createRedis, TurnOwners } from '@switchyard/platform';
import { REDIS_URL } from './test-config.js';

/**
 * A packet that already has a route and a plan, to enter at the reviewer: the
 * guards are then tested on exactly the plan given, whatever the engine would pick.
 */
export function plannedPacket(steps: Array<Omit<PlanStep, 'dependsOn' | 'why'> & Partial<PlanStep>>, userId = 'tester'): Packet {
  const packet = newPacket({ sessionId: 'guards', userId, agentId: 'test', message: 'run the plan', history: [] });
  return {
    ...packet,
    hop: 2,
    route: { needsTool: true, rationale: 'test', goal: 'test', confidence: 0.95, decidedBy: 'rule' },
    plan: {
      steps: steps.map((s) => ({ dependsOn: [], why: 'test step', ...s })),
      confidence: 0.95,
      reasoning: 'a plan written by the test',
      alternatives: [],
      decidedBy: 'rule',
    },
  };
}

/** A plan the reviewer approved, to enter at the executor. */
export function reviewedPacket(steps: Array<Omit<PlanStep, 'dependsOn' | 'why'> & Partial<PlanStep>>): Packet {
  return { ...plannedPacket(steps), review: { approved: true, confidence: 0.95, reasons: ['test plan'] } };
}

/**
 * A reviewed plan to enter at the executor, owned by `tenant` as if the ingress
 * had taken the turn (so that tenant's key may follow and answer it).
 */
export async function ownedPlan(prefix: string, steps: Array<Omit<PlanStep, 'dependsOn' | 'why'> & Partial<PlanStep>>, tenant = 'tester'): Promise<Packet> {
  const packet = plannedPacket(steps);
  packet.review = { approved: true, confidence: 0.95, reasons: ['test plan'] };
  const redis = createRedis(REDIS_URL);
  try {
    await new TurnOwners(redis, prefix, 600).claim(packet.id, tenant, packet.turn.message);
  } finally {
    redis.disconnect();
  }
  return packet;
}
