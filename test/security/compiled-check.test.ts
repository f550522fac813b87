import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { Queue } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkShape,
  compilePacketCheck,
  isCurrentPacketAsIs,
  PACKET_SHAPE,
  newPacket,
  PacketSchema,
  parsePacket,
  STAGE_NAMES,
  TEXT_LIMITS,
  type Packet,
  type StageName,
} from '@switchyard/packet-schema';
import { createLogger, DeadLetterQueue, StageRuntime, TurnProducer, type SwitchyardConfig } from '@switchyard/platform';
import { plannedPacket } from '../support/plans.js';
import { ALL_STAGES } from '../support/stack.js';
import { deletePrefix, testConfig } from '../support/test-config.js';
import { attack, type AttackRow } from './attack-table.js';
import { letterFor } from '../support/dead-letters.js';
import { fullPacket } from '../../packages/packet-schema/test-support/full-packet.js';

/**
 * The compiled packet check (Ajv, from zod's JSON Schema) in front of zod: whatever zod would reject,
 * or change (strip, transform), must not be accepted as it is; a forged packet must be dead-lettered
 * where it arrives, with a clear reason; the check must cost no more than zod on hostile input.
 */

const AT = '2026-01-02T03:04:05.678Z';
const HOSTILE_SERVER = fileURLToPath(new URL('../fixtures/hostile-mcp-server.mjs', import.meta.url));

type Path = Array<string | number>;

/** Every path in the value, objects and arrays included. */
function paths(value: unknown, at: Path = []): Path[] {
  if (value === null || typeof value !== 'object') return [at];
  const keys = Array.isArray(value) ? value.map((_, i) => i) : Object.keys(value);
  return [at, ...keys.flatMap((key) => paths((value as Record<string | number, unknown>)[key], [...at, key]))];
}

/**
 * Raw job JSON with the value at `path` replaced by the JSON text `json`, parsed as a stage parses job
 * data (JSON.parse): so `1e309` arrives as Infinity and `{"__proto__":..}` as an own key.
 */
function withJson(packet: unknown, path: Path, json: string): unknown {
  const mark = `__mark_${randomUUID()}__`;
  const copy = structuredClone(packet) as Record<string | number, unknown>;
  let parent = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  parent[path.at(-1)!] = mark;
  return JSON.parse(JSON.stringify(copy).replace(JSON.stringify(mark), json));
}

/** Raw job JSON with `"key": json` added as the first member of the object at `path`. */
function withMember(packet: unknown, path: Path, key: string, json: string): unknown {
  const mark = `__mark_${randomUUID()}__`;
  const copy = structuredClone(packet) as Record<string | number, unknown>;
  let target = copy;
  for (const k of path) target = target[k] as Record<string | number, unknown>;
  const rest = JSON.stringify(target);
  const parentPath = path.slice(0, -1);
  if (path.length === 0) return JSON.parse(`{${JSON.stringify(key)}:${json},${rest.slice(1)}`);
  let parent = copy;
  for (const k of parentPath) parent = parent[k] as Record<string | number, unknown>;
  parent[path.at(-1)!] = mark;
  const inner = rest === '{}' ? `{${JSON.stringify(key)}:${json}}` : `{${JSON.stringify(key)}:${json},${rest.slice(1)}`;
  return JSON.parse(JSON.stringify(copy).replace(JSON.stringify(mark), inner));
}

/** Exactly the same data: the same own keys (`__proto__` included) at every depth, the same numbers (Object.is). */
function sameData(a: unknown, b: unknown): boolean {
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return Object.is(a, b);
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  return ka.every((k) => Object.hasOwn(b, k) && sameData((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

/**
 * Held when the fast path does not accept as-is what zod rejects or changes. Returns the disagreement, if any.
 */
function disagreement(variant: unknown): string | undefined {
  if (!isCurrentPacketAsIs(variant)) return undefined;
  const zod = PacketSchema.safeParse(variant);
  if (!zod.success) return `fast path accepted, zod rejects: ${zod.error.issues[0]?.path.join('.')}: ${zod.error.issues[0]?.message}`;
  if (!sameData(zod.data, variant)) return 'fast path accepted as-is, zod would change it';
  return undefined;
}

/** Runs every variant as one try; a try holds when both agree. Keeps the first disagreement's packet path. */
async function compare(name: string, variants: Array<{ at: string; packet: unknown }>): Promise<{ row: AttackRow; breaks: string[] }> {
  const breaks: string[] = [];
  const row = await attack(name, variants.length, async (i) => {
    const { at, packet } = variants[i]!;
    const why = disagreement(packet);
    if (why) breaks.push(`${at}: ${why}`);
    return why === undefined;
  });
  if (breaks.length) row.note = `${breaks.length} broke, e.g. ${breaks[0]}`;
  return { row, breaks };
}

const base = () => JSON.parse(JSON.stringify(fullPacket())) as Packet;
const leafPaths = () => paths(base()).filter((p) => p.length > 0);
const objectPaths = () => {
  const b = base();
  return paths(b).filter((p) => {
    let v: unknown = b;
    for (const k of p) v = (v as Record<string | number, unknown>)[k];
    return v !== null && typeof v === 'object' && !Array.isArray(v);
  });
};
const numberPaths = () => {
  const b = base();
  return paths(b).filter((p) => {
    let v: unknown = b;
    for (const k of p) v = (v as Record<string | number, unknown>)[k];
    return typeof v === 'number';
  });
};
const stringPaths = () => {
  const b = base();
  return paths(b).filter((p) => {
    let v: unknown = b;
    for (const k of p) v = (v as Record<string | number, unknown>)[k];
    return typeof v === 'string';
  });
};
const label = (p: Path) => p.join('.') || '(top)';

describe('fast path vs zod, packet by packet', () => {
  beforeAll(() => {
    compilePacketCheck();
  });

  it('the full packet is accepted as it is by both (the comparison is not a wall)', () => {
    const packet = base();
    expect(isCurrentPacketAsIs(packet)).toBe(true);
    expect(disagreement(packet)).toBeUndefined();
  });

  it('JSON numbers out of a double range (1e309, -1e309) in every number field', async () => {
    const variants = numberPaths().flatMap((p) =>
      ['1e309', '-1e309', '1e400'].map((json) => ({ at: `${label(p)}=${json}`, packet: withJson(base(), p, json) })),
    );
    const { row, breaks } = await compare('1e309 (Infinity) in a number field vs fast path', variants);
    console.log(row, breaks);
    expect(row.broke).toBe(0);
  });

  it('other numbers at and past their bounds: -0, huge integers, non-integers, exponents', async () => {
    const numbers = [
      '-0',
      '0.0',
      '1e0',
      '1.0',
      '-1e-320',
      '5e-324',
      '9007199254740991',
      '9007199254740992',
      '1e21',
      '1.5',
      '1e-7',
      '-1',
      '0.9999999999999999',
      '1.0000000000000002',
      '20.000000000000004',
      '1000.0000000000001',
    ];
    const variants = numberPaths().flatMap((p) => numbers.map((json) => ({ at: `${label(p)}=${json}`, packet: withJson(base(), p, json) })));
    // reinjection bounds, on their own.
    for (const [c, m] of [
      ['0', '0'],
      ['20', '20'],
      ['21', '21'],
      ['-0', '-0'],
      ['1e1', '2e1'],
      ['3', '2.9999999999999999'],
      ['20', '20.000000000000001'],
    ] as const)
      variants.push({ at: `reinjection=${c}/${m}`, packet: withJson(base(), ['reinjection'], `{"count":${c},"max":${m}}`) });
    const { row } = await compare('numbers at bounds (-0, 2^53, 1e21, 1.5, reinjection) vs fast path', variants);
    expect(row.broke).toBe(0);
  });

  it('__proto__, constructor and prototype keys added to every object, records included', async () => {
    const keys: Array<[string, string]> = [
      ['__proto__', '{"isAdmin":true}'],
      ['__proto__', 'null'],
      ['__proto__', '[]'],
      ['constructor', '{"prototype":{"isAdmin":true}}'],
      ['prototype', '1'],
      ['toString', '"x"'],
      ['hasOwnProperty', '1'],
      ['', '1'],
    ];
    const variants = objectPaths().flatMap((p) => keys.map(([key, json]) => ({ at: `${label(p)}[${key}]=${json}`, packet: withMember(base(), p, key, json) })));
    const { row, breaks } = await compare('__proto__ / constructor keys at every depth vs fast path', variants);
    console.log(row, breaks.slice(0, 20));
    expect(row.broke).toBe(0);
  });

  it('unknown keys at every depth, and duplicate keys in the raw JSON (last one wins for both)', async () => {
    const variants = objectPaths().flatMap((p) => [
      { at: `${label(p)}[forged]`, packet: withMember(base(), p, 'forged', '1') },
      { at: `${label(p)}[Id]`, packet: withMember(base(), p, 'Id', '"x"') },
    ]);
    // Duplicate members: the first valid, the last not, and the other way round.
    const text = JSON.stringify(base());
    variants.push({ at: 'dup hop (1, then "x")', packet: JSON.parse(text.replace('{', '{"hop":1,').replace('"hop":4', '"hop":"x"')) });
    variants.push({ at: 'dup hop ("x", then 4)', packet: JSON.parse(text.replace('{', '{"hop":"x",')) });
    variants.push({ at: 'dup schemaVersion (1, then 2)', packet: JSON.parse(text.replace('"schemaVersion":1', '"schemaVersion":1,"schemaVersion":2')) });
    variants.push({ at: 'dup schemaVersion (0, then 1)', packet: JSON.parse(text.replace('"schemaVersion":1', '"schemaVersion":0,"schemaVersion":1')) });
    const { row } = await compare('unknown and duplicate keys at every depth vs fast path', variants);
    expect(row.broke).toBe(0);
  });

  it('strings at their exact bounds with surrogate pairs, emoji, combining marks and lone surrogates', async () => {
    const limits: Record<string, number> = {};
    // Learn each string's bound from zod: the longest ASCII text zod accepts there (up to 100,001).
    const pieces = ['😀', '👩‍👩‍👧‍👦', 'é', 'e\u0301', '\uD800', '\uDC00', '\uDBFF\uDFFF', '\u0000', '\u2028', '\uFEFF'];
    const variants: Array<{ at: string; packet: unknown }> = [];
    for (const p of stringPaths()) {
      const key = label(p);
      const probe = (n: number) => PacketSchema.safeParse(withJson(base(), p, JSON.stringify('a'.repeat(n)))).success;
      let max: number | undefined;
      for (const bound of [40, 100, 200, 500, 512, 2_000, 4_000, 8_000, TEXT_LIMITS.long, 64_000, 100_000])
        if (probe(bound) && !probe(bound + 1)) {
          max = bound;
          break;
        }
      limits[key] = max ?? -1;
      if (max === undefined) continue;
      for (const piece of pieces) {
        for (const units of [max - 1, max, max + 1, max * 2 - 1, max * 2]) {
          if (units < 1) continue;
          const text = piece.repeat(Math.ceil(units / piece.length)).slice(0, units);
          variants.push({ at: `${key} ${JSON.stringify(piece)}x${units}u`, packet: withJson(base(), p, JSON.stringify(text)) });
          variants.push({ at: `${key} a+${JSON.stringify(piece)}x${units}u`, packet: withJson(base(), p, JSON.stringify(`a${text}`.slice(0, units))) });
        }
      }
    }
    const { row } = await compare('strings at length bounds (surrogates, emoji, combining, lone) vs fast path', variants);
    expect(row.broke).toBe(0);
  });

  it('dates, uuids, traceparents, enums and literal in near-miss forms', async () => {
    const dates = [
      '2026-01-02T03:04:05Z',
      '2026-01-02T03:04:05.1234567890Z',
      '2026-01-02t03:04:05Z',
      '2026-01-02T03:04:05z',
      '2026-01-02 03:04:05Z',
      '2026-01-02T03:04:05+00:00',
      '2026-01-02T03:04Z',
      '2026-01-02T24:00:00Z',
      '2026-01-02T23:59:60Z',
      '2024-02-29T00:00:00Z',
      '2026-02-29T00:00:00Z',
      '2000-02-29T00:00:00Z',
      '1900-02-29T00:00:00Z',
      '+002026-01-02T03:04:05Z',
      '2026-01-02T03:04:05.Z',
      '2026-01-02T03:04:05Z\n',
      '\n2026-01-02T03:04:05Z',
      '２０２６-01-02T03:04:05Z',
      '2026-01-02T03:04:05٫5Z',
      '2026-01-02T03:04:05.٣Z',
      '2026-01-02',
    ];
    const ids = [
      '00000000-0000-0000-0000-000000000000',
      'ffffffff-ffff-ffff-ffff-ffffffffffff',
      'FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF',
      '123e4567-e89b-12d3-a456-426614174000',
      '123E4567-E89B-12D3-A456-426614174000',
      '123e4567-e89b-92d3-a456-426614174000',
      '123e4567-e89b-12d3-c456-426614174000',
      '{123e4567-e89b-12d3-a456-426614174000}',
      '123e4567e89b12d3a456426614174000',
      '123e4567-e89b-12d3-a456-426614174000\n',
    ];
    const tps = [
      '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01',
      '00-0AF7651916CD43DD8448EB211C80319C-B7AD6B7169203331-01',
      'ff-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01',
      '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01\n',
    ];
    const variants: Array<{ at: string; packet: unknown }> = [];
    const b = base();
    for (const p of stringPaths()) {
      const key = label(p);
      let v: unknown = b;
      for (const k of p) v = (v as Record<string | number, unknown>)[k];
      if (/T\d\d:/.test(v as string)) for (const d of dates) variants.push({ at: `${key}=${JSON.stringify(d)}`, packet: withJson(b, p, JSON.stringify(d)) });
      if (key === 'id') for (const d of ids) variants.push({ at: `${key}=${d}`, packet: withJson(b, p, JSON.stringify(d)) });
      if (key === 'trace.traceparent') for (const d of tps) variants.push({ at: `${key}=${JSON.stringify(d)}`, packet: withJson(b, p, JSON.stringify(d)) });
      // enums with a different case, padding or look-alike
      const s = v as string;
      for (const alt of [s.toUpperCase(), s[0]!.toUpperCase() + s.slice(1), ` ${s}`, `${s} `, `${s}\u200b`])
        if (alt !== s) variants.push({ at: `${key}=${JSON.stringify(alt)}`, packet: withJson(b, p, JSON.stringify(alt)) });
    }
    for (const sv of ['1', '1.0', '"1"', '0', '2', '-0', '1e0', 'true', 'null', '[1]'])
      variants.push({ at: `schemaVersion=${sv}`, packet: withJson(b, ['schemaVersion'], sv) });
    const { row } = await compare('dates, uuids, traceparents, enum case, schemaVersion vs fast path', variants);
    expect(row.broke).toBe(0);
  });

  it('nulls for optional fields, missing fields, arrays at and past their max, empty pending', async () => {
    const variants: Array<{ at: string; packet: unknown }> = [];
    const b = base();
    for (const p of leafPaths()) {
      variants.push({ at: `${label(p)}=null`, packet: withJson(b, p, 'null') });
      const copy = structuredClone(b) as unknown as Record<string | number, unknown>;
      let parent = copy;
      for (const k of p.slice(0, -1)) parent = parent[k] as Record<string | number, unknown>;
      if (Array.isArray(parent)) parent.splice(Number(p.at(-1)), 1);
      else delete parent[p.at(-1)!];
      variants.push({ at: `${label(p)} removed`, packet: copy });
    }
    // Arrays grown to their bound and one past it.
    for (const p of paths(b).filter((q) => {
      let v: unknown = b;
      for (const k of q) v = (v as Record<string | number, unknown>)[k];
      return Array.isArray(v);
    })) {
      for (const n of [0, 19, 20, 21, 49, 50, 51, 99, 100, 101, 199, 200, 201, 299, 300, 301]) {
        const copy = structuredClone(b) as unknown as Record<string | number, unknown>;
        let v: unknown = copy;
        for (const k of p) v = (v as Record<string | number, unknown>)[k];
        const arr = v as unknown[];
        const first = arr[0] ?? 'x';
        arr.length = 0;
        for (let i = 0; i < n; i++) arr.push(structuredClone(first));
        variants.push({ at: `${label(p)} x${n}`, packet: copy });
      }
    }
    const { row } = await compare('nulls, missing fields, arrays at their max vs fast path', variants);
    expect(row.broke).toBe(0);
  });

  it('random mutations of the full packet (seeded)', async () => {
    let seed = 12345;
    const rnd = () => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return seed / 0x7fffffff;
    };
    const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)]!;
    const jsons = [
      '1e309',
      '-0',
      '1.5',
      '-1',
      '2e3',
      '9007199254740993',
      'null',
      'true',
      '""',
      '"😀"',
      '"\\ud800"',
      '[]',
      '{}',
      '{"__proto__":{"a":1}}',
      '{"constructor":1}',
      '"2026-01-02T03:04:05Z"',
      '[null]',
      '0.1',
    ];
    const all = paths(base()).filter((p) => p.length > 0);
    const variants: Array<{ at: string; packet: unknown }> = [];
    for (let i = 0; i < 3_000; i++) {
      let packet: unknown = base();
      const changes: string[] = [];
      for (let c = 0; c < 1 + Math.floor(rnd() * 3); c++) {
        const p = pick(all);
        const json = pick(jsons);
        try {
          packet = withJson(packet, p, json);
          changes.push(`${label(p)}=${json}`);
        } catch {
          // the path went away with an earlier change
        }
      }
      variants.push({ at: changes.join(', '), packet });
    }
    const { row, breaks } = await compare('3,000 random mutations vs fast path', variants);
    console.log(breaks.slice(0, 10));
    expect(row.broke).toBe(0);
  });
});

describe('cost on hostile input', () => {
  beforeAll(() => {
    compilePacketCheck();
  });

  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  function time(f: () => unknown, n = 5): number {
    const out: number[] = [];
    for (let i = 0; i < n; i++) {
      const t = performance.now();
      try {
        f();
      } catch {
        // rejected
      }
      out.push(performance.now() - t);
    }
    return median(out);
  }

  it('parsePacket (fast path, then zod) is not slower than the shape check and zod alone on big, wide or deep hostile packets', async () => {
    const wideArgs = () => {
      const p = base();
      const args: Record<string, unknown> = {};
      for (let i = 0; i < 200_000; i++) args[`k${i}`] = i;
      p.plan!.steps[0]!.arguments = args;
      return p;
    };
    const cases: Array<[string, () => unknown]> = [
      ['200k-key arguments + an unknown top-level key (last)', () => ({ ...wideArgs(), forged: 1 })],
      ['200k-key arguments + 1e309 at the end', () => withJson(wideArgs(), ['usage', 0, 'costUsd'], '1e309')],
      ['200k-key arguments, reinjection count above its max (Ajv walks it all, then zod)', () => withJson(wideArgs(), ['reinjection'], '{"count":4,"max":3}')],
      [
        '200 steps x 2,000-key arguments + forged key in the last step',
        () => {
          const p = base();
          const args: Record<string, unknown> = {};
          for (let i = 0; i < 2_000; i++) args[`k${i}`] = 'v';
          const step = p.plan!.steps[0]!;
          p.plan!.steps = Array.from({ length: 100 }, (_, i) => ({ ...step, id: `s${i}`, arguments: args }));
          p.plan!.steps[99] = { ...p.plan!.steps[99]!, forged: 1 } as never;
          return p;
        },
      ],
      [
        '200 log entries of 2,000-unit emoji notes (all go to zod)',
        () => {
          const p = base();
          p.status.log = Array.from({ length: 200 }, () => ({ stage: 'router' as const, at: AT, ms: 1, note: '😀'.repeat(1_000) + 'a' }));
          return p;
        },
      ],
      [
        '7 MB message text (too long)',
        () => {
          const p = base();
          p.turn.message = `${'9'.repeat(7_000_000)}`;
          return p;
        },
      ],
      [
        '7 MB date-like string in createdAt',
        () => {
          const p = base();
          p.createdAt = `2026-01-02T03:04:05.${'1'.repeat(7_000_000)}Z`;
          return p;
        },
      ],
      [
        'structured nested 60 deep, 100 wide at the last level + forged key',
        () => {
          const p = base();
          let v: Record<string, unknown> = {};
          const root = v;
          for (let i = 0; i < 55; i++) {
            const next = {};
            v.a = next;
            v = next;
          }
          for (let i = 0; i < 100; i++) v[`x${i}`] = [1, 2, 3];
          p.execution!.steps[0]!.structured = root;
          return { ...p, forged: true };
        },
      ],
    ];
    const results: string[] = [];
    const row = await attack('fast path + zod vs shape check + zod on hostile packets (time)', cases.length, async (i) => {
      const [name, make] = cases[i]!;
      const packet = make();
      // Interleaved, medians of 7: the machine is shared.
      const zodTimes: number[] = [];
      const bothTimes: number[] = [];
      for (let r = 0; r < 7; r++) {
        // What parsePacket did before the compiled check: the shape guard (depth and size), then zod.
        zodTimes.push(time(() => checkShape(packet, PACKET_SHAPE) ?? PacketSchema.safeParse(packet), 1));
        bothTimes.push(time(() => parsePacket(packet), 1));
      }
      const zodOnly = median(zodTimes);
      const both = median(bothTimes);
      results.push(`${name}: shape check + zod ${zodOnly.toFixed(1)} ms, parsePacket ${both.toFixed(1)} ms (x${(both / Math.max(zodOnly, 0.01)).toFixed(2)})`);
      // Held when the check in front adds at most a quarter of zod's own time (and 5 ms of noise).
      return both <= zodOnly * 1.25 + 5;
    });
    console.log(results.join('\n'));
    row.note = results.join(' | ').slice(0, 400);
    expect(row.broke).toBe(0);
  });
});

describe('forged packets on real stage queues', () => {
  let config: SwitchyardConfig;
  let runtime: StageRuntime;
  let producer: TurnProducer;
  let deadLetters: DeadLetterQueue;

  beforeAll(async () => {
    config = testConfig({
      mcpServers: { hostile: { command: process.execPath, args: [HOSTILE_SERVER] } },
      policy: { tools: { 'hostile.*': 'allow' } },
    });
    runtime = await StageRuntime.start(ALL_STAGES, config, createLogger({ name: 'compiled-check', level: 'error' }));
    producer = await TurnProducer.connect(config);
    deadLetters = new DeadLetterQueue(runtime.redis, config.prefix);
    // The stages' check compiled, as it is within a worker's first 100 packets (same module in this process).
    compilePacketCheck();
  });

  afterAll(async () => {
    await deadLetters?.close();
    await producer?.close();
    await runtime?.close();
    await deletePrefix(config.prefix);
  });

  /** Puts raw JSON job data on a stage queue, as anyone who can add a job can (BullMQ itself would serialise Infinity as null). */
  async function enqueueRaw(stage: StageName, json: string, jobId: string): Promise<void> {
    const queue = new Queue(stage, { connection: runtime.redis, prefix: config.prefix });
    try {
      await queue.add(stage, { placeholder: true }, { jobId, delay: 400 });
      await runtime.redis.hset(`${config.prefix}:${stage}:${jobId}`, 'data', json);
    } finally {
      await queue.close();
    }
  }

  const reviewed = (tool = 'Delete_All_Upper', args: Record<string, unknown> = {}): Packet => {
    const packet = plannedPacket([{ id: 's1', server: 'hostile', tool, arguments: args }]);
    packet.review = { approved: true, confidence: 1, reasons: ['forged'] };
    return packet;
  };

  /** A packet for each stage to arrive at, with a number field set to `1e309` in its raw JSON. */
  function packetFor(stage: StageName): Packet {
    if (stage === 'router') return newPacket({ sessionId: 's', userId: 'tester', agentId: 'test', message: 'hello', history: [] });
    if (stage === 'executor') return reviewed();
    if (stage === 'composer') {
      const p = reviewed();
      p.execution = {
        steps: [{ stepId: 's1', server: 'hostile', tool: 'Delete_All_Upper', arguments: {}, ok: true, output: 'ran', elapsedMs: 1, attempts: 1 }],
        needsMoreTools: false,
      };
      return p;
    }
    return plannedPacket([{ id: 's1', server: 'hostile', tool: 'Delete_All_Upper', arguments: {} }]);
  }

  const outcomes: string[] = [];

  it('a raw job with 1e309 in status.log[].ms is dead-lettered at the stage it arrives at, before the stage acts', async () => {
    const row = await attack('1e309 in a raw job on each stage queue (dead-lettered where it arrives)', STAGE_NAMES.length, async (i) => {
      const stage = STAGE_NAMES[i]!;
      const packet = packetFor(stage);
      packet.status.log = [{ stage: 'router', at: AT, ms: 0.5, note: 'forged' }];
      const json = JSON.stringify(packet).replace('"ms":0.5', '"ms":1e309');
      await enqueueRaw(stage, json, `inf-${packet.id}`);
      const letter = await letterFor(deadLetters, packet.id, 15_000);
      const raw = letter?.raw as Packet | undefined;
      const ran = raw?.execution?.steps?.some((s) => s.ok && s.output === 'Delete_All_Upper ran') ?? false;
      let delivered = '';
      if (!letter) {
        // Not dead-lettered anywhere: what did the turn end with?
        const out = await producer.follow(packet.id, { timeoutMs: 5_000 }).catch((error: Error) => error);
        delivered =
          out instanceof Error
            ? `no dead letter; follow: ${out.message.slice(0, 100)}`
            : `no dead letter; delivered as the turn's result (state ${out.status.state}) with status.log[0].ms = ${JSON.stringify(out.status.log[0]?.ms)}, which zod rejects: ${PacketSchema.safeParse(out).success ? 'no' : 'yes'}`;
      }
      outcomes.push(
        `${stage}: ${letter ? `dead-lettered at ${letter.stage}: ${letter.reason.replace(/\s+/g, ' ').slice(0, 160)}${ran ? ' (the tool had run)' : ''}` : delivered}`,
      );
      return letter?.stage === stage && /Infinity|ms/.test(letter.reason) && !ran;
    });
    console.log(outcomes.join('\n'));
    row.note = outcomes.join(' | ').slice(0, 600);
    expect(row.broke).toBe(0);
  });

  it('a raw job with 1e309 in usage[].costUsd at the executor: the tool must not run', async () => {
    const notes: string[] = [];
    const row = await attack('1e309 costUsd at the executor: tool not run, dead-lettered there', 3, async () => {
      const packet = reviewed();
      packet.usage = [{ stage: 'selector', provider: 'local', model: 'engine', inputTokens: 1, outputTokens: 1, costUsd: 0.25, ms: 1 }];
      await enqueueRaw('executor', JSON.stringify(packet).replace('"costUsd":0.25', '"costUsd":1e309'), `cost-${packet.id}`);
      const letter = await letterFor(deadLetters, packet.id);
      const raw = letter?.raw as Packet | undefined;
      const ran = raw?.execution?.steps?.some((s) => s.output === 'Delete_All_Upper ran') ?? false;
      notes.push(letter ? `at ${letter.stage}${ran ? ', tool ran' : ''}: ${letter.reason.replace(/\s+/g, ' ').slice(0, 140)}` : 'no letter');
      return letter?.stage === 'executor' && !ran;
    });
    console.log(notes);
    row.note = notes[0];
    expect(row.broke).toBe(0);
  });

  it('an in-process caller handing the producer a packet with Infinity is refused at once, not queued as null', async () => {
    const notes: string[] = [];
    const row = await attack('Infinity via producer.submitPacket refused by the producer', 2, async (i) => {
      const packet = reviewed();
      if (i === 0) packet.status.log = [{ stage: 'router', at: AT, ms: Infinity, note: 'x' }];
      else packet.plan!.estimatedCostUsd = Infinity;
      try {
        const out = await producer.submitPacket(packet, { at: 'executor', timeoutMs: 20_000 });
        notes.push(`accepted and delivered: ${JSON.stringify(out.status.log[0])}`);
        return false;
      } catch (error) {
        const message = (error as Error).message.replace(/\s+/g, ' ');
        notes.push(message.slice(0, 160));
        // Held only if the producer itself refused it, before queueing (zod's "received Infinity").
        return /Infinity/.test(message);
      }
    });
    console.log(notes);
    row.note = notes.join(' | ').slice(0, 400);
    expect(row.broke).toBe(0);
  });

  it("a __proto__ key in a step's arguments is stripped as zod strips it, and never reaches the tool or the result", async () => {
    const notes: string[] = [];
    const row = await attack('__proto__ in step arguments (raw job at the executor, and via submitPacket)', 4, async (i) => {
      const packet = reviewed('Delete_All_Upper', { note: 'x' });
      const json = JSON.stringify(packet).replace('"arguments":{"note":"x"}', '"arguments":{"__proto__":{"isAdmin":true},"note":"x"}');
      let out: Packet;
      if (i % 2 === 0) {
        await enqueueRaw('executor', json, `proto-${packet.id}`);
        out = await producer.follow(packet.id, { timeoutMs: 20_000 });
      } else {
        out = await producer.submitPacket(JSON.parse(json) as Packet, { at: 'executor', timeoutMs: 20_000 });
      }
      const planned = out.plan?.steps[0]?.arguments ?? {};
      const executed = out.execution?.steps[0]?.arguments ?? {};
      const kept = Object.hasOwn(planned, '__proto__') || Object.hasOwn(executed, '__proto__');
      notes.push(
        `${i % 2 === 0 ? 'raw job' : 'submitPacket'}: plan args keys ${JSON.stringify(Object.keys(planned))}, executed args keys ${JSON.stringify(Object.keys(executed))}`,
      );
      return !kept;
    });
    console.log(notes);
    row.note = notes.join(' | ').slice(0, 400);
    expect(row.broke).toBe(0);
  });

  it('a raw job whose duplicate keys hide a forged value (first valid, last forged) is dead-lettered with a reason', async () => {
    const notes: string[] = [];
    const row = await attack('duplicate JSON keys in raw job data', 2, async (i) => {
      const packet = reviewed();
      const text = JSON.stringify(packet);
      const json = i === 0 ? text.replace('"hop":2', '"hop":2,"hop":-1') : text.replace('"schemaVersion":1', '"schemaVersion":1,"schemaVersion":7');
      await enqueueRaw('executor', json, `dup-${packet.id}`);
      const letter = await letterFor(deadLetters, packet.id);
      notes.push(letter ? `at ${letter.stage}: ${letter.reason.replace(/\s+/g, ' ').slice(0, 120)}` : 'no letter');
      return letter?.stage === 'executor' && (i === 0 ? /hop/.test(letter.reason) : /schemaVersion/.test(letter.reason));
    });
    console.log(notes);
    expect(row.broke).toBe(0);
  });
});
