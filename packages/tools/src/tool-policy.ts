import type { PolicyConfig, ToolAction } from './policy-config.js';
import type { ToolDescriptor } from './tool-catalog.js';
import { compileToolPattern, type ToolMatcher } from './tool-pattern.js';
import { reliedHints } from './tool-trust.js';
import { normaliseUserId, qualifiedToolName } from '@switchyard/packet-schema';

export interface PolicySubject {
  userId: string;
  agentId: string;
}

export interface ToolVerdict {
  action: ToolAction;
  reason: string;
}

/**
 * Decides what a tool call may do for a user and agent: deny-lists first (deny
 * wins), then allow-lists, then per-tool rules, then the tool's MCP annotations.
 * Patterns are compiled once. User ids are read in their one normalised form,
 * in the config and in the subject alike, so `Guest ` is `guest`.
 */
export class ToolPolicy {
  private readonly matchers = new Map<string, ToolMatcher>();
  private readonly allowUsers: Map<string, string[]>;
  private readonly denyUsers: Map<string, string[]>;

  constructor(readonly config: PolicyConfig) {
    this.allowUsers = byNormalisedUser(config.allow.users);
    this.denyUsers = byNormalisedUser(config.deny.users);
  }

  verdict(tool: Pick<ToolDescriptor, 'server' | 'name' | 'annotations' | 'trusted' | 'drift'>, subject: PolicySubject): ToolVerdict {
    const name = qualifiedToolName(tool);
    const { allow, deny } = this.config;
    const userId = normaliseUserId(subject.userId);
    const denied =
      this.firstMatch(deny.all, name) ?? this.firstMatch(this.denyUsers.get(userId) ?? [], name) ?? this.firstMatch(deny.agents[subject.agentId] ?? [], name);
    if (denied) return { action: 'deny', reason: `${name} is denied by policy (${denied})` };

    const userList = this.allowUsers.get(userId) ?? this.allowUsers.get('*');
    if (userList && !this.firstMatch(userList, name)) {
      return { action: 'deny', reason: `${name} is not on the allow-list of user ${subject.userId}` };
    }
    const agentList = allow.agents[subject.agentId] ?? allow.agents['*'];
    if (agentList && !this.firstMatch(agentList, name)) {
      return { action: 'deny', reason: `${name} is not on the allow-list of agent ${subject.agentId}` };
    }

    // A changed definition is a new tool: no rule written for the old one lets it through until an operator accepts it.
    if (tool.drift) {
      const why = `${name} changed since its definition was accepted (run: switchyard tools accept ${name})`;
      return tool.drift.action === 'refuse' ? { action: 'deny', reason: why } : { action: 'approve', reason: why };
    }

    const rule = this.firstMatch(Object.keys(this.config.tools), name);
    if (rule) return { action: this.config.tools[rule] as ToolAction, reason: `policy rule ${rule}` };

    if (tool.trusted === false) return { action: this.config.defaultAction, reason: `${name} is from an untrusted server: its annotations relax nothing` };
    const hints = reliedHints(tool);
    if (hints?.readOnlyHint === true) return { action: 'allow', reason: 'read-only tool' };
    if (!hints || (hints.readOnlyHint === undefined && hints.destructiveHint === undefined)) {
      if (this.config.unannotated === 'read-only') return { action: 'allow', reason: 'unannotated tool, policy treats it as read-only' };
      return { action: this.config.defaultAction, reason: `${name} has no annotations: treated as destructive` };
    }
    const what = hints.destructiveHint === false ? 'changes state' : 'may destroy data';
    return { action: this.config.defaultAction, reason: `${name} ${what} (not read-only)` };
  }

  private firstMatch(patterns: readonly string[], name: string): string | undefined {
    return patterns.find((pattern) => this.matcher(pattern)(name));
  }

  private matcher(pattern: string): ToolMatcher {
    let matcher = this.matchers.get(pattern);
    if (!matcher) {
      matcher = compileToolPattern(pattern);
      this.matchers.set(pattern, matcher);
    }
    return matcher;
  }
}

/** Per-user lists keyed by the normalised id; lists of ids that normalise alike are merged. */
function byNormalisedUser(lists: Record<string, string[]>): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const [user, patterns] of Object.entries(lists)) {
    const key = normaliseUserId(user);
    out.set(key, [...(out.get(key) ?? []), ...patterns]);
  }
  return out;
}
