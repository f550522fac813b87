import { createHash } from 'node:crypto';
import stringify from 'safe-stable-stringify';
import type { Redis } from 'ioredis';
import { toolKeys as redisKeys } from './tool-keys.js';
import { qualifiedToolName } from '@switchyard/packet-schema';
import type { ToolDescriptor } from './tool-catalog.js';

export type DriftAction = 'approve' | 'refuse';

/** One event of the catalog's audit: a definition first seen (and accepted), changed, or accepted by an operator. */
export interface ToolAuditEntry {
  kind: 'tool_first_seen' | 'tool_changed' | 'tool_accepted';
  tool: string;
  fingerprint: string;
  previous?: string;
  by?: string;
  at: string;
}

const AUDIT_MAX_ENTRIES = 10_000;

/** sha256 of the canonical JSON of what a model and the guards read of a tool: name, description, schemas, annotations. */
export function toolFingerprint(tool: Pick<ToolDescriptor, 'name' | 'description' | 'inputSchema' | 'outputSchema' | 'annotations'>): string {
  const definition = {
    name: tool.name,
    description: tool.description ?? null,
    inputSchema: tool.inputSchema,
    outputSchema: tool.outputSchema ?? null,
    annotations: tool.annotations ?? null,
  };
  return createHash('sha256')
    .update(stringify(definition) ?? '')
    .digest('hex');
}

/**
 * The tool definitions an operator accepted, in Redis. A tool seen for the
 * first time is accepted as it is (trust on first use, recorded as such); one
 * whose definition later differs comes back marked with `drift` until an
 * operator accepts the new definition, and the policy gates its calls.
 */
export class ToolFingerprints {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  /** The server's tools, each marked with `drift` when its definition is not the accepted one, and what was recorded. */
  async review(tools: ToolDescriptor[], action: DriftAction): Promise<{ tools: ToolDescriptor[]; events: ToolAuditEntry[] }> {
    if (tools.length === 0) return { tools, events: [] };
    const names = tools.map(qualifiedToolName);
    const current = tools.map(toolFingerprint);
    const batch = this.redis.multi();
    for (const [i, name] of names.entries()) batch.hsetnx(redisKeys.toolsAccepted(this.prefix), name, current[i]!);
    batch.hmget(redisKeys.toolsAccepted(this.prefix), ...names);
    batch.hmget(redisKeys.toolsChanged(this.prefix), ...names);
    const replies = (await batch.exec()) ?? [];
    const values = replies.map(([error, value]) => {
      if (error) throw error;
      return value;
    });
    const firstSeen = values.slice(0, names.length) as number[];
    const accepted = values[names.length] as Array<string | null>;
    const reported = values[names.length + 1] as Array<string | null>;
    const at = new Date().toISOString();
    const events: ToolAuditEntry[] = [];
    const settled: string[] = [];
    const marked = tools.map((tool, i): ToolDescriptor => {
      const name = names[i]!;
      const fingerprint = current[i]!;
      if (firstSeen[i] === 1) events.push({ kind: 'tool_first_seen', tool: name, fingerprint, at });
      const was = accepted[i] ?? fingerprint;
      if (was === fingerprint) {
        // Changed and then changed back: a later change to that same definition must be reported again.
        if (reported[i]) settled.push(name);
        return withoutDrift(tool);
      }
      if (reported[i] !== fingerprint) events.push({ kind: 'tool_changed', tool: name, fingerprint, previous: was, at });
      return { ...tool, drift: { action, accepted: was, current: fingerprint } };
    });
    const changed = events.filter((e) => e.kind === 'tool_changed');
    if (events.length > 0 || settled.length > 0) {
      const write = this.redis.multi();
      if (settled.length > 0) write.hdel(redisKeys.toolsChanged(this.prefix), ...settled);
      for (const event of changed) write.hset(redisKeys.toolsChanged(this.prefix), event.tool, event.fingerprint);
      this.appendAudit(write, events);
      await write.exec();
    }
    return { tools: marked, events };
  }

  /** Accepts a tool's current definition (`current` is its fingerprint as the catalog shows it). */
  async accept(name: string, current: string, by: string): Promise<void> {
    const previous = await this.redis.hget(redisKeys.toolsAccepted(this.prefix), name);
    const write = this.redis.multi().hset(redisKeys.toolsAccepted(this.prefix), name, current).hdel(redisKeys.toolsChanged(this.prefix), name);
    this.appendAudit(write, [{ kind: 'tool_accepted', tool: name, fingerprint: current, ...(previous ? { previous } : {}), by, at: new Date().toISOString() }]);
    await write.exec();
  }

  async audit(): Promise<ToolAuditEntry[]> {
    const items = await this.redis.xrange(redisKeys.toolsAudit(this.prefix), '-', '+');
    return items.map(([, fields]) => JSON.parse(fields[1] ?? '{}') as ToolAuditEntry);
  }

  private appendAudit(batch: ReturnType<Redis['multi']>, events: ToolAuditEntry[]): void {
    for (const event of events) batch.xadd(redisKeys.toolsAudit(this.prefix), 'MAXLEN', '~', String(AUDIT_MAX_ENTRIES), '*', 'entry', JSON.stringify(event));
  }
}

function withoutDrift(tool: ToolDescriptor): ToolDescriptor {
  if (!tool.drift) return tool;
  const { drift: _drift, ...rest } = tool;
  return rest;
}
