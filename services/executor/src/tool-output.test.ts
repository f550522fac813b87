import { describe, expect, it } from 'vitest';
import { checkToolResult } from './tool-output.js';
import { toStepError } from './step-error.js';

function nested(depth: number): unknown {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
}

function rejection(result: Record<string, unknown>): unknown {
  try {
    checkToolResult('hostile', 'tool', result);
    return undefined;
  } catch (error) {
    return error;
  }
}

describe('checkToolResult', () => {
  it('refuses deep structured content as result_too_deep, never retryable', () => {
    expect(toStepError(rejection({ content: [], structuredContent: nested(10_000) }))).toEqual({
      code: 'result_too_deep',
      message: 'the result of hostile.tool is nested deeper than 32 levels',
      retryable: false,
    });
    expect(toStepError(rejection({ content: [{ type: 'text', text: 'x', deep: nested(100) }] })).code).toBe('result_too_deep');
  });

  it('refuses oversize structured content as result_too_large', () => {
    expect(toStepError(rejection({ content: [], structuredContent: { blob: 'x'.repeat(3 * 1024 * 1024) } }))).toMatchObject({ code: 'result_too_large', retryable: false });
  });

  it('lets ordinary results and long text through (text is cut to maxOutputChars later)', () => {
    expect(rejection({ content: [{ type: 'text', text: 'y'.repeat(2 * 1024 * 1024) }], structuredContent: { rows: [{ id: 1 }] } })).toBeUndefined();
  });
});
