import { performance } from 'node:perf_hooks';
import { newPacket, type Packet } from '@switchyard/packet-schema';
import { redactValue } from '@switchyard/platform';

export interface RedactionCost {
  /** Microseconds to redact one KB of packet text (every rule, every string, any depth). */
  redactUsPerKb: number;
  /** The baseline on the same packet: one plain JSON.stringify pass, per KB. */
  redactBaselineUsPerKb: number;
  /** How many baseline passes one redaction costs. */
  redactRatio: number;
}

/** A packet as the audit trail and logs see it: history, a plan, tool output, a few secrets among ordinary text. */
function typicalPacket(): Packet {
  const packet = newPacket({
    sessionId: 'bench',
    userId: 'ada',
    agentId: 'support-bot',
    message: 'Please read /var/log/app/2024-01-15.log and mail the summary to ada.lovelace@example.org; the key is sk_live_4eC39HqLyjWDarjtT1zdp7dc',
    history: Array.from({ length: 6 }, (_, i) => ({
      role: i % 2 === 0 ? ('user' as const) : ('assistant' as const),
      content: `Turn ${i}: order 2f1b6c8e-4a7d-4d4e-9a51-0c7f6b3e9d21 shipped on 2024-03-0${i + 1}T10:20:30Z${i === 3 ? ', call +44 20 7946 0958 if it is late' : ''}.`,
    })),
  });
  const line = 'INFO 2024-01-15T10:20:30.123Z request GET /api/v1/orders/1234 took 35 ms from 10.0.0.12 user=ada status=200\n';
  return {
    ...packet,
    plan: {
      steps: [
        { id: 's1', server: 'filesystem', tool: 'read_text_file', arguments: { path: '/var/log/app/2024-01-15.log' }, dependsOn: [], why: 'read the log' },
      ],
      confidence: 0.9,
      reasoning: 'the user asked for the log',
      alternatives: [],
      decidedBy: 'local',
    },
    execution: {
      steps: [
        {
          stepId: 's1',
          server: 'filesystem',
          tool: 'read_text_file',
          arguments: { path: '/var/log/app/2024-01-15.log' },
          ok: true,
          output: `${line.repeat(40)}connect redis://admin:pw-Sup3r@cache.internal:6379 with token eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.abc123def456\n`,
          elapsedMs: 12,
          attempts: 1,
        },
      ],
      needsMoreTools: false,
    },
  };
}

function usPerKb(iterations: number, kb: number, run: () => unknown): number {
  for (let i = 0; i < Math.min(20, iterations); i++) run();
  const started = performance.now();
  for (let i = 0; i < iterations; i++) run();
  return Math.round((((performance.now() - started) * 1_000) / iterations / kb) * 100) / 100;
}

/**
 * The packet with every text value made its own (` (n)` appended): real traffic
 * repeats its keys and names, not its texts, and the redactor remembers the clean
 * short texts it has seen, so one packet redacted over and over would flatter it.
 */
function distinct(value: unknown, n: number): unknown {
  if (typeof value === 'string') return `${value} (${n})`;
  if (Array.isArray(value)) return value.map((v) => distinct(v, n));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, distinct(v, n)]));
  return value;
}

/** Redaction against a plain JSON.stringify pass over the same packets, in one run. */
export function redactionCost(iterations: number): RedactionCost {
  const packet = typicalPacket();
  const packets = Array.from({ length: iterations + Math.min(20, iterations) }, (_, n) => distinct(packet, n));
  const kb = JSON.stringify(packets[0]).length / 1_024;
  const each = (run: (p: unknown) => unknown) => {
    let n = 0;
    return () => run(packets[n++ % packets.length]);
  };
  const redactUsPerKb = usPerKb(
    iterations,
    kb,
    each((p) => redactValue(p)),
  );
  const redactBaselineUsPerKb = usPerKb(
    iterations,
    kb,
    each((p) => JSON.stringify(p)),
  );
  return { redactUsPerKb, redactBaselineUsPerKb, redactRatio: Math.round((redactUsPerKb / redactBaselineUsPerKb) * 10) / 10 };
}
