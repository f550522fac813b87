import { DECIDE_ALONE_GATES } from '@switchyard/local-engine';
import { WireServer, type RecordedRequest, type WireHandler, type WireReply } from './wire-server.js';

export type { RecordedRequest, WireReply, WireHandler };

let counter = 0;

/** A Messages API answer that calls the given tool with this input (how Claude gives structured answers). */
export function anthropicToolUse(name: string, input: unknown, usage = { input_tokens: 120, output_tokens: 30 }): WireReply {
  counter += 1;
  return {
    body: {
      id: `msg_test_${counter}`,
      type: 'message',
      role: 'assistant',
      model: 'claude-test',
      content: [{ type: 'tool_use', id: `toolu_test_${counter}`, name, input }],
      stop_reason: 'tool_use',
      stop_sequence: null,
      usage,
    },
  };
}

/** A Messages API answer in prose (no tool call). */
export function anthropicText(text: string, usage = { input_tokens: 100, output_tokens: 20 }): WireReply {
  counter += 1;
  return {
    body: {
      id: `msg_test_${counter}`,
      type: 'message',
      role: 'assistant',
      model: 'claude-test',
      content: [{ type: 'text', text }],
      stop_reason: 'end_turn',
      stop_sequence: null,
      usage,
    },
  };
}

/** An API error as the Messages API sends it; `retry-after-ms` keeps the SDK's backoff short in tests. */
export function anthropicError(status: number, type: string, message: string): WireReply {
  return { status, body: { type: 'error', error: { type, message } }, headers: { 'retry-after-ms': '10' } };
}

/** The name of the tool a Messages API request forces (the answer's name). */
export function forcedTool(request: RecordedRequest): string {
  return request.body?.tool_choice?.name ?? request.body?.tools?.[0]?.name ?? '';
}

/** A local server speaking the Anthropic Messages API (`POST /v1/messages`), scripted per test. */
export class AnthropicWireServer extends WireServer {
  static async start(handler: WireHandler = () => anthropicError(500, 'api_error', 'no script')): Promise<AnthropicWireServer> {
    return (await WireServer.listen((server, url) => new AnthropicWireServer(server, url, handler))) as AnthropicWireServer;
  }

  /** The Messages requests received. */
  get messages(): RecordedRequest[] {
    return this.requestsTo('/v1/messages');
  }
}

/** The `models.selector` entry of a local-then-model selector whose model is a wire server at `baseUrl` (its key read from `apiKeyEnv`). */
export function cascadeSelector(baseUrl: string, apiKeyEnv: string) {
  return {
    provider: 'anthropic',
    model: 'claude-test',
    mode: 'local-then-model',
    cascadeThreshold: DECIDE_ALONE_GATES,
    baseUrl,
    apiKeyEnv,
    maxRetries: 0,
  } as const;
}
