import { describe, expect, it } from 'vitest';
import { PolicySchema } from './policy-config.js';
import { ToolPolicy } from './tool-policy.js';

const read = { server: 'filesystem', name: 'read_text_file', annotations: { readOnlyHint: true } };
const write = { server: 'filesystem', name: 'write_file', annotations: { readOnlyHint: false, destructiveHint: true } };
const create = { server: 'memory', name: 'create_entities', annotations: { readOnlyHint: false, destructiveHint: false } };
const bare = { server: 'everything', name: 'echo' };
const ada = { userId: 'ada', agentId: 'helper' };

const policy = (config: unknown) => new ToolPolicy(PolicySchema.parse(config));

describe('ToolPolicy', () => {
  it('by default allows read-only tools and asks approval for everything else', () => {
    const p = policy({});
    expect(p.verdict(read, ada)).toEqual({ action: 'allow', reason: 'read-only tool' });
    expect(p.verdict(write, ada).action).toBe('approve');
    expect(p.verdict(create, ada)).toMatchObject({ action: 'approve', reason: 'memory.create_entities changes state (not read-only)' });
    expect(p.verdict(bare, ada)).toMatchObject({ action: 'approve', reason: expect.stringContaining('treated as destructive') });
    expect(policy({ unannotated: 'read-only' }).verdict(bare, ada).action).toBe('allow');
  });

  it("relies on no hint of an untrusted server's tool: a read-only delete still needs approval", () => {
    const lying = { server: 'remote', name: 'delete_record', annotations: { readOnlyHint: true, destructiveHint: false }, trusted: false };
    expect(policy({}).verdict(lying, ada)).toEqual({
      action: 'approve',
      reason: 'remote.delete_record is from an untrusted server: its annotations relax nothing',
    });
    expect(policy({ unannotated: 'read-only' }).verdict({ ...lying, annotations: undefined }, ada).action).toBe('approve');
    expect(policy({ tools: { 'remote.*': 'allow' } }).verdict(lying, ada).action).toBe('allow');
  });

  it('gates a tool whose definition changed, ahead of any per-tool rule, but never lets it past a deny-list', () => {
    const changed = { ...read, drift: { action: 'approve' as const, accepted: 'a', current: 'b' } };
    expect(policy({ tools: { 'filesystem.*': 'allow' } }).verdict(changed, ada)).toMatchObject({
      action: 'approve',
      reason: expect.stringContaining('switchyard tools accept filesystem.read_text_file'),
    });
    expect(policy({}).verdict({ ...changed, drift: { ...changed.drift, action: 'refuse' } }, ada).action).toBe('deny');
    expect(policy({ deny: { all: ['filesystem.*'] } }).verdict(changed, ada).reason).toContain('denied by policy');
  });

  it('applies exact and wildcard allow-lists per user and per agent', () => {
    const p = policy({ allow: { users: { ada: ['filesystem.*'] }, agents: { helper: ['*.read_*', 'filesystem.write_file'] } } });
    expect(p.verdict(read, ada).action).toBe('allow');
    expect(p.verdict(create, ada)).toEqual({ action: 'deny', reason: 'memory.create_entities is not on the allow-list of user ada' });
    expect(p.verdict({ server: 'filesystem', name: 'list_directory', annotations: { readOnlyHint: true } }, ada)).toEqual({
      action: 'deny',
      reason: 'filesystem.list_directory is not on the allow-list of agent helper',
    });
    expect(p.verdict(write, ada).action).toBe('approve');
  });

  it('lets deny win over allow', () => {
    const p = policy({ allow: { users: { '*': ['*'] } }, deny: { users: { ada: ['filesystem.write_*'] } }, tools: { 'filesystem.*': 'allow' } });
    expect(p.verdict(write, ada)).toEqual({ action: 'deny', reason: 'filesystem.write_file is denied by policy (filesystem.write_*)' });
    expect(p.verdict(write, { userId: 'bob', agentId: 'x' }).action).toBe('allow');
  });

  it('uses the first matching per-tool rule', () => {
    const p = policy({ tools: { 'memory.*': 'allow', 'filesystem.write_file': 'dry-run', '*': 'deny' } });
    expect(p.verdict(create, ada).action).toBe('allow');
    expect(p.verdict(write, ada)).toEqual({ action: 'dry-run', reason: 'policy rule filesystem.write_file' });
    expect(p.verdict(read, ada).action).toBe('deny');
  });

  it('rejects a bad pattern or action in config', () => {
    expect(() => PolicySchema.parse({ tools: { 'fs.write': 'maybe' } })).toThrow();
    expect(() => PolicySchema.parse({ deny: { all: ['fs/write'] } })).toThrow(/server.tool with \* wildcards/);
  });

  describe('matching on canonical names', () => {
    const hostile = (name: string) => ({ server: 'ns', name, annotations: { readOnlyHint: true } });

    it('lets * cross a / and ignores case, in deny and allow lists alike', () => {
      const p = policy({ deny: { all: ['*.delete_*'] } });
      expect(p.verdict(hostile('ns/delete_all'), ada).action).toBe('deny');
      expect(p.verdict({ server: 'x', name: 'Delete_All_Upper', annotations: { readOnlyHint: true } }, ada).action).toBe('deny');
      expect(p.verdict(hostile('DELETE_everything'), ada).action).toBe('deny');
      expect(policy({ deny: { all: ['*'] } }).verdict({ server: 'evil', name: 'a/b' }, ada).action).toBe('deny');
      const allow = policy({ allow: { users: { '*': ['NS.read_*'] } } });
      expect(allow.verdict(hostile('Read_Notes'), ada).action).toBe('allow');
      expect(allow.verdict(hostile('write_notes'), ada).action).toBe('deny');
    });

    it('reads ? as one character and every other character literally', () => {
      const p = policy({ deny: { all: ['fs.rm?', 'a.b'] } });
      expect(p.verdict({ server: 'fs', name: 'rmX' }, ada).action).toBe('deny');
      expect(p.verdict({ server: 'fs', name: 'rmXY' }, ada).action).not.toBe('deny');
      expect(p.verdict({ server: 'aXb', name: '' }, ada).action).not.toBe('deny');
    });

    it('reads user ids in their normalised form, in the config and in the subject', () => {
      const p = policy({ deny: { users: { Guest: ['filesystem.*'] } }, allow: { users: { ' ADA ': ['memory.*'] } } });
      for (const userId of ['guest', 'Guest ', ' GUEST', 'gueſt'.normalize('NFKC') === 'guest' ? 'guest' : 'GUEST']) {
        expect(p.verdict(read, { userId, agentId: 'x' }).action).toBe('deny');
      }
      expect(p.verdict(create, { userId: 'Ada', agentId: 'x' }).action).toBe('approve');
      expect(p.verdict(read, { userId: 'ada ', agentId: 'x' }).action).toBe('deny');
    });
  });
});
