import { describe, expect, it } from 'vitest';
import { newPacket, type Packet } from '@switchyard/packet-schema';
import { formatTurn, turnExitCode } from './format-turn.js';

describe('formatTurn of a turn waiting for approval', () => {
  const parked = (): Packet => {
    const packet = newPacket({ sessionId: 's', userId: 'u', agentId: 'a', message: 'm', history: [] });
    const at = new Date().toISOString();
    return {
      ...packet,
      status: { state: 'awaiting_approval', log: [] },
      approval: { state: 'pending', steps: ['s1'], question: 'I can create x — shall I?', requestedAt: at, expiresAt: at },
    } as Packet;
  };

  it('prints approve and deny with the config the user named, quoted for the shell, and --remote when the turn ran remote', () => {
    const packet = parked();
    const text = formatTurn(packet, undefined, { config: 'my folder/their.json', remote: true });
    expect(text).toContain(`approve: npx switchyard approve ${packet.id} --remote --config 'my folder/their.json'`);
    expect(text).toContain(`deny:    npx switchyard deny ${packet.id} --remote --config 'my folder/their.json'`);
  });

  it('says, under the question, that the question asked before it was dropped', () => {
    const packet = { ...parked(), droppedQuestion: 'I can read todo.md with fs.read_text_file — shall I?' };
    expect(formatTurn(packet)).toContain("I can create x — shall I?\n(I've dropped my earlier question, whether to read todo.md.)\n");
    expect(formatTurn(parked())).not.toContain('dropped');
  });

  it('adds nothing the user did not pass', () => {
    const packet = parked();
    expect(formatTurn(packet)).toMatch(new RegExp(`approve: npx switchyard approve ${packet.id}\n`));
  });
});

describe('turnExitCode', () => {
  const turn = (state: Packet['status']['state'], steps: boolean[], unreachable = false): Packet => {
    const packet = newPacket({ sessionId: 's', userId: 'u', agentId: 'a', message: 'm', history: [] });
    return {
      ...packet,
      status: { state, log: [] },
      ...(steps.length
        ? { execution: { steps: steps.map((ok, i) => ({ id: `s${i}`, server: 'fs', tool: 't', arguments: {}, ok, elapsedMs: 1, attempts: 1 })) } }
        : {}),
      ...(unreachable ? { unreachable: [{ server: 'fs', reason: 'not found' }] } : {}),
    } as Packet;
  };

  it('is 1 when the turn failed or every tool call it made failed, 2 when a server was out of reach and none ran', () => {
    expect(turnExitCode(turn('done', []))).toBe(0);
    expect(turnExitCode(turn('done', [false, true]))).toBe(0);
    expect(turnExitCode(turn('done', [false]))).toBe(1);
    expect(turnExitCode(turn('failed', []))).toBe(1);
    expect(turnExitCode(turn('done', [], true))).toBe(2);
    expect(turnExitCode(turn('awaiting_approval', []))).toBe(0);
  });
});
