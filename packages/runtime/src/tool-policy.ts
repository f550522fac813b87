import picomatch from 'picomatch';
import type { PolicyConfig, ToolAction } from './policy-config.js';
import type { ToolDescriptor } from './tool-catalog.js';

export interface PolicySubject {
  userId: string;
  agentId: string;
}

export interface ToolVerdict {
  action: ToolAction;
  reason: string;
}

type Matcher = (name: string) => boolean;

/**
 * Decides what a tool call may do for a user and agent: deny-lists first (deny
 * wins), then allow-lists, then per-tool rules, then the tool's MCP annotations.
 * Patterns are compiled once.
 */
export class ToolPolicy {
  private readonly matchers = new Map<string, Matcher>();

  constructor(readonly config: PolicyConfig) {}

  verdict(tool: Pick<ToolDescriptor, 'server' | 'name' | 'annotations'>, subject: PolicySubject): ToolVerdict {
    const name = `${tool.server}.${tool.name}`;
    const { allow, deny } = this.config;
    const denied =
      this.firstMatch(deny.all, name) ??
      this.firstMatch(deny.users[subject.userId] ?? [], name) ??
      this.firstMatch(deny.agents[subject.agentId] ?? [], name);
    if (denied) return { action: 'deny', reason: `${name} is denied by policy (${denied})` };

    const userList = allow.users[subject.userId] ?? allow.users['*'];
    if (userList && !this.firstMatch(userList, name)) {
      return { action: 'deny', reason: `${name} is not on the allow-list of user ${subject.userId}` };
    }
    const agentList = allow.agents[subject.agentId] ?? allow.agents['*'];
    if (agentList && !this.firstMatch(agentList, name)) {
      return { action: 'deny', reason: `${name} is not on the allow-list of agent ${subject.agentId}` };
    }

    const rule = this.firstMatch(Object.keys(this.config.tools), name);
    if (rule) return { action: this.config.tools[rule] as ToolAction, reason: `policy rule ${rule}` };

    const hints = tool.annotations;
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

  private matcher(pattern: string): Matcher {
    let matcher = this.matchers.get(pattern);
    if (!matcher) {
      matcher = picomatch(pattern, { dot: true });
      this.matchers.set(pattern, matcher);
    }
    return matcher;
  }
}
