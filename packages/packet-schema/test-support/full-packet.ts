import { newPacket, type Packet } from '../src/index.js';

const AT = '2026-01-02T03:04:05.678Z';

/**
 * A packet with every part filled in, every optional field included: the route, a plan with fallbacks, a review, an
 * approval, results, tasks, usage. The compiled check's tests walk each of its fields.
 */
export function fullPacket(): Packet {
  const packet = newPacket({ sessionId: 's1', userId: 'u1', agentId: 'a1', message: 'look up rec-1', history: [{ role: 'user', content: 'hi' }] });
  const fallback = { server: 'mail', tool: 'draft', arguments: { to: 'ops' }, why: 'if sending fails' };
  return {
    ...packet,
    hop: 4,
    turn: { ...packet.turn, historySummary: 'earlier', tenant: 't1' },
    status: { state: 'composing', log: [{ stage: 'router', at: AT, ms: 0.4, note: 'needs a tool' }], error: 'e', cancelled: { at: AT, by: 'u1' } },
    route: { needsTool: true, rationale: 'r', goal: 'g', confidence: 0.9, decidedBy: 'local', directAnswer: 'd' },
    plan: {
      steps: [
        {
          id: 'get_1',
          server: 'db',
          tool: 'lookup',
          arguments: { key: 'rec-1', nested: { deep: [1, 'two', null] } },
          dependsOn: [],
          why: 'the record',
          mode: 'run',
          needsApproval: false,
          confidence: 0.8,
          onError: fallback,
          onLowConfidence: { ...fallback, below: 0.5 },
          critical: true,
          timeoutMs: 5_000,
        },
      ],
      confidence: 0.85,
      reasoning: 'one lookup',
      alternatives: [{ server: 'db', tool: 'search', confidence: 0.2, why: 'broader' }],
      decidedBy: 'local',
      estimatedCostUsd: 0.5,
      offered: false,
    },
    review: { approved: true, confidence: 0.9, reasons: ['read only'], needs: ['n'], blocked: [{ stepId: 'x', reason: 'denied' }] },
    approval: {
      state: 'approved',
      steps: ['get_1'],
      calls: [{ stepId: 'get_1', role: 'step', server: 'db', tool: 'lookup', arguments: { key: 'rec-1' } }],
      question: 'May I?',
      requestedAt: AT,
      expiresAt: AT,
      decidedAt: AT,
      decidedBy: 'u1',
    },
    execution: {
      steps: [
        {
          stepId: 'get_1',
          server: 'db',
          tool: 'lookup',
          arguments: { key: 'rec-1' },
          ok: false,
          output: 'nothing',
          structured: { rows: [{ a: 1 }] },
          links: [{ uri: 'file:///r', name: 'r', mimeType: 'text/plain' }],
          error: { code: 'timeout', message: 'slow', retryable: true },
          elapsedMs: 12.5,
          attempts: 2,
          cached: false,
          fallbackFor: 'get_0',
          startedAtMs: 1,
          retries: [{ attempt: 1, code: 'timeout', elapsedMs: 5, backoffMs: 100 }],
          dryRun: false,
        },
      ],
      needsMoreTools: false,
    },
    reinjection: { count: 1, max: 3 },
    reply: { text: 'done', summary: 'one call', confidence: 0.7 },
    trace: { ...packet.trace, tracestate: 'k=v' },
    usage: [{ stage: 'selector', provider: 'local', model: 'engine', inputTokens: 3, outputTokens: 4, costUsd: 0.1, ms: 1, outcome: 'ok' }],
    degradations: [{ stage: 'router', reason: 'model down', fallback: 'local' }],
    tasks: {
      roundStartedAt: AT,
      recordsBefore: 0,
      visits: 1,
      pending: [
        {
          stepId: 'get_1',
          server: 'db',
          tool: 'lookup',
          arguments: { a: 1 },
          taskId: 't1',
          sessionId: 'sess',
          pollIntervalMs: 100,
          createdAt: AT,
          status: 'working',
          statusMessage: 'm',
          startedAtMs: 2,
        },
      ],
    },
    unreachable: [{ server: 'mail', reason: 'refused' }],
  };
}
