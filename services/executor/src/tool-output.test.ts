import { describe, expect, it } from 'vitest';
import {
  OAuthError,
  OAuthErrorCode,
  ProtocolError,
  ProtocolErrorCode,
  SdkError,
  SdkErrorCode,
  SdkHttpError,
  UnauthorizedError,
} from '@modelcontextprotocol/client';
import { checkToolResult, toolResultLinks, toolResultText } from './tool-output.js';
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
    expect(toStepError(rejection({ content: [], structuredContent: { blob: 'x'.repeat(3 * 1024 * 1024) } }))).toMatchObject({
      code: 'result_too_large',
      retryable: false,
    });
  });

  it('lets ordinary results and long text through (text is cut to maxOutputChars later)', () => {
    expect(rejection({ content: [{ type: 'text', text: 'y'.repeat(2 * 1024 * 1024) }], structuredContent: { rows: [{ id: 1 }] } })).toBeUndefined();
  });
});

describe('resource links', () => {
  const content = [
    { type: 'text', text: 'two files' },
    { type: 'resource_link', uri: 'file:///notes/a.md', name: 'a.md', mimeType: 'text/markdown' },
    { type: 'resource_link', uri: 'https://example.org/b' },
  ];

  it('keeps them as links and out of the text', () => {
    expect(toolResultLinks(content)).toEqual({
      links: [{ uri: 'file:///notes/a.md', name: 'a.md', mimeType: 'text/markdown' }, { uri: 'https://example.org/b' }],
    });
    expect(toolResultText(content, 1_000)).toBe('two files');
    expect(toolResultLinks([{ type: 'text', text: 'x' }])).toEqual({});
  });
});

describe('output that breaks its schema', () => {
  it("is an invalid_output step error, never retried, for the SDK client's schema check", () => {
    const sdk = new ProtocolError(ProtocolErrorCode.InvalidParams, "Structured content does not match the tool's output schema: data/count must be number");
    expect(toStepError(sdk)).toMatchObject({ code: 'invalid_output', retryable: false, message: expect.stringContaining('count must be number') });
    expect(toStepError(new ProtocolError(ProtocolErrorCode.InvalidParams, 'bad argument x')).code).toBe('invalid_arguments');
  });
});

describe('toStepError for authorization failures', () => {
  it('does not retry a refused login: a second 401, a 401 with no OAuth set up, or a token endpoint that says no', () => {
    const second401 = new SdkHttpError(SdkErrorCode.ClientHttpAuthentication, 'Server returned 401 after re-authentication', { status: 401 });
    expect(toStepError(second401)).toEqual({ code: 'unauthorized', message: second401.message, retryable: false });
    expect(toStepError(new UnauthorizedError())).toMatchObject({ code: 'unauthorized', retryable: false });
    expect(toStepError(new OAuthError(OAuthErrorCode.InvalidClient, 'bad client'))).toMatchObject({ code: 'unauthorized', retryable: false });
    // A dropped connection is still worth another try.
    expect(toStepError(new SdkError(SdkErrorCode.ConnectionClosed, 'Connection closed'))).toMatchObject({ code: 'transport', retryable: true });
  });
});
