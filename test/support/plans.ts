import { newPacket, type Packet, type PlanStep } from '@switchyard/packet-schema';

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
