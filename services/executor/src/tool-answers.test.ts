import { describe, expect, it } from 'vitest';
import { plan as makePlan, packetFor, step } from '../../../test/support/packets.js';
import { needsAnotherRound } from './next-after-execution.js';
import { runPlan } from './run-plan.js';
import { failedCall, toolErrorCode } from './tool-error-code.js';

describe('toolErrorCode', () => {
  it('reads "not found", access denied and invalid arguments as answers', () => {
    expect(toolErrorCode("ENOENT: no such file or directory, open '/w/notes/missing.md'", false)).toBe('not_found');
    expect(toolErrorCode('Access denied - path outside allowed directories: /etc/hostname not in /w', false)).toBe('access_denied');
    expect(toolErrorCode('MCP error -32602: Input validation error: Invalid arguments for tool read_file', false)).toBe('invalid_arguments');
  });

  it('leaves other errors, and anything the tool marked retryable, as tool errors', () => {
    expect(toolErrorCode('disk on fire', false)).toBe('tool_error');
    expect(toolErrorCode('upstream not found for a while, try again', true)).toBe('tool_error');
    // A missing tool is not an answer about the user's thing: another tool may do the job.
    expect(toolErrorCode('MCP error -32602: Tool read_everything not found', false)).toBe('tool_error');
    expect(toolErrorCode('Tool search disabled', false)).toBe('tool_error');
  });
});

describe('failedCall', () => {
  it('counts an answer (not found, access denied, invalid arguments) as the tool working, not as a failure', () => {
    expect(failedCall({ text: "ENOENT: no such file or directory, open '/w/missing1.txt'", isError: true })).toBe(false);
    expect(failedCall({ text: 'Access denied - path outside allowed directories: /etc/hostname not in /w', isError: true })).toBe(false);
    expect(failedCall({ text: 'MCP error -32602: Input validation error: Invalid arguments for tool read_file', isError: true })).toBe(false);
    expect(failedCall({ text: 'hello', isError: false })).toBe(false);
  });

  it('counts other errors, and a retryable "not found", as failures', () => {
    expect(failedCall({ text: 'disk on fire', isError: true })).toBe(true);
    expect(failedCall({ text: 'upstream not found for a while, try again', isError: true, retryable: true })).toBe(true);
    expect(failedCall({ text: 'Tool search disabled', isError: true })).toBe(true);
  });
});

describe('fallbacks only for failures another tool could fix', () => {
  const fallback = { server: 'fs', tool: 'read_text_file', arguments: { path: 'a.md' } };

  it('does not run onError when the tool answered "not found"', async () => {
    const called: string[] = [];
    const records = await runPlan([{ ...step('s1', 'read_file', { path: 'a.md' }), onError: fallback }], async (s) => {
      called.push(s.tool);
      return { text: "ENOENT: no such file or directory, open 'a.md'", isError: true };
    });
    expect(called).toEqual(['read_file']);
    expect(records).toHaveLength(1);
    expect(records[0]?.error).toMatchObject({ code: 'not_found', retryable: false });
  });

  it('runs onError after a timeout or a dropped connection', async () => {
    for (const thrown of [Object.assign(new Error('socket hang up'), {}), new Error('connect ECONNREFUSED 127.0.0.1:1')]) {
      const records = await runPlan([{ ...step('s1', 'read_file', { path: 'a.md' }), onError: fallback }], async (s) => {
        if (s.tool === 'read_file') throw thrown;
        return { text: 'content of a.md', isError: false };
      });
      expect(records.map((r) => [r.tool, r.ok])).toEqual([
        ['read_file', false],
        ['read_text_file', true],
      ]);
      expect(records[0]?.error?.code).toBe('transport');
    }
  });

  it('asks for another round with an alternative tool only when the failure was not an answer', () => {
    const record = (code: string) => ({
      stepId: 's1',
      server: 'fs',
      tool: 'read_file',
      arguments: {},
      ok: false,
      error: { code, message: 'x', retryable: false },
      elapsedMs: 1,
      attempts: 1,
    });
    const packet = packetFor('read it', {
      plan: { ...makePlan([step('s1', 'read_file')]), alternatives: [{ server: 'fs', tool: 'read_text_file', confidence: 0.6, why: '' }] },
      execution: { steps: [record('not_found')], needsMoreTools: false },
    });
    for (const code of ['not_found', 'invalid_arguments', 'access_denied'])
      expect(needsAnotherRound(packet, [record(code)], new Set(['fs'])), code).toBe(false);
    for (const code of ['timeout', 'transport', 'not_runnable', 'tool_error'])
      expect(needsAnotherRound(packet, [record(code)], new Set(['fs'])), code).toBe(true);
  });
});
