import { describe, expect, it } from 'vitest';
import { newPacket, packetJsonSchema, parsePacket, PacketValidationError, SCHEMA_VERSION } from './index.js';

const turn = { sessionId: 's1', userId: 'u1', agentId: 'a1', message: 'read notes.md', history: [] };

describe('packet schema', () => {
  it('accepts a fresh packet and keeps its fields', () => {
    const packet = newPacket(turn);
    const parsed = parsePacket(JSON.parse(JSON.stringify(packet)));
    expect(parsed.schemaVersion).toBe(SCHEMA_VERSION);
    expect(parsed.turn.message).toBe('read notes.md');
    expect(parsed.status.state).toBe('queued');
    expect(parsed.reinjection).toEqual({ count: 0, max: 3 });
    expect(parsed.trace.traceparent).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/);
  });

  it('names the exact path of a wrong field', () => {
    const packet = newPacket(turn) as Record<string, unknown>;
    const step = (tool: unknown) => ({ id: 's', server: 'fs', tool, arguments: {}, dependsOn: [], why: '' });
    packet.plan = {
      steps: [step('a'), step('b'), step(42)],
      confidence: 0.9,
      reasoning: '',
      alternatives: [],
      decidedBy: 'local',
    };
    expect(() => parsePacket(packet)).toThrowError(PacketValidationError);
    try {
      parsePacket(packet);
    } catch (error) {
      expect((error as PacketValidationError).details).toBe('packet.plan.steps[2].tool: expected string, received number');
    }
  });

  it('lists several problems, one per line', () => {
    const packet = newPacket(turn) as Record<string, unknown>;
    packet.id = 'not-a-uuid';
    packet.turn = { ...turn, message: '' };
    const details = (() => {
      try {
        parsePacket(packet);
        return '';
      } catch (error) {
        return (error as PacketValidationError).details;
      }
    })();
    expect(details.split('\n')).toEqual(expect.arrayContaining([expect.stringMatching(/^packet\.id: /), 'packet.turn.message: the user message is empty']));
  });

  it('refuses versions it does not know, saying which it accepts', () => {
    expect(() => parsePacket({ ...newPacket(turn), schemaVersion: 7 })).toThrowError(/schemaVersion: 7 is not supported \(accepted: 0, 1\)/);
    expect(() => parsePacket('hello')).toThrowError(/expected an object, received string/);
  });

  it('upgrades a version 0 packet to the current version', () => {
    const v0 = {
      schemaVersion: 0,
      id: '2f1b6c8e-4a7d-4d4e-9a51-0c7f6b3e9d21',
      sessionId: 'chat-9',
      userId: 'ada',
      text: 'list my notes',
      history: [{ role: 'user', content: 'hi' }],
      traceparent: '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01',
    };
    const packet = parsePacket(v0);
    expect(packet.schemaVersion).toBe(1);
    expect(packet.id).toBe(v0.id);
    expect(packet.turn).toMatchObject({ sessionId: 'chat-9', userId: 'ada', agentId: 'default', message: 'list my notes' });
    expect(packet.turn.history).toEqual([{ role: 'user', content: 'hi' }]);
    expect(packet.trace.traceparent).toBe(v0.traceparent);
    expect(packet.status.state).toBe('queued');
  });

  it('rejects a malformed version 0 packet with its own path', () => {
    expect(() => parsePacket({ schemaVersion: 0, id: '2f1b6c8e-4a7d-4d4e-9a51-0c7f6b3e9d21', sessionId: 's', userId: 'u' })).toThrowError(
      /packet\(v0\)\.text: expected string/,
    );
  });

  it('exports a JSON Schema with the packet fields', () => {
    const schema = packetJsonSchema() as { properties: Record<string, unknown>; required: string[] };
    expect(Object.keys(schema.properties)).toEqual(
      expect.arrayContaining(['id', 'schemaVersion', 'turn', 'status', 'route', 'plan', 'review', 'execution', 'reinjection', 'reply', 'trace']),
    );
    expect(schema.required).toEqual(expect.arrayContaining(['id', 'schemaVersion', 'turn', 'trace']));
  });
});
