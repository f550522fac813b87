import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { newPacket, type Packet } from '@switchyard/packet-schema';
import { cliCommand, turnExitCode } from './format-turn.js';

const CLONE = fileURLToPath(new URL('../../..', import.meta.url));

describe('cliCommand: the hints a turn prints run from where the user stands', () => {
  it('is npx switchyard inside the clone, with the config the turn ran with', () => {
    expect(cliCommand('approve abc', { config: 'my.json' }, CLONE)).toBe('npx switchyard approve abc --config my.json');
    expect(cliCommand('deny abc', {}, `${CLONE}/examples`)).toBe('npx switchyard deny abc');
  });

  it("is this CLI's entry by its path from one's own folder, where npx finds no switchyard", () => {
    const hint = cliCommand('approve abc', {}, tmpdir());
    expect(hint).toMatch(/^node \S*packages\/cli\/bin\/switchyard\.js approve abc$/);
    expect(hint).toContain(CLONE.replace(/\/$/, ''));
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
