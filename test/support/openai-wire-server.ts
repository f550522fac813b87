import { WireServer, type RecordedRequest, type WireHandler, type WireReply } from './wire-server.js';

export type { RecordedRequest, WireReply, WireHandler };

let counter = 0;
const USAGE = { prompt_tokens: 150, completion_tokens: 40, total_tokens: 190 };

function completion(message: Record<string, unknown>, finish: string, usage = USAGE): WireReply {
  counter += 1;
  return {
    body: {
      id: `chatcmpl-test-${counter}`,
      object: 'chat.completion',
      created: 1_700_000_000,
      model: 'gpt-test',
      choices: [{ index: 0, message: { role: 'assistant', refusal: null, ...message }, finish_reason: finish, logprobs: null }],
      usage,
    },
  };
}

/** A Chat Completions answer whose content is this value as JSON, or this exact text when given a string (malformed JSON). */
export function openaiContent(value: unknown, usage = USAGE): WireReply {
  return completion({ content: typeof value === 'string' ? value : JSON.stringify(value) }, 'stop', usage);
}

/** A Chat Completions answer that calls the function `name` with these arguments (a string is sent as is). */
export function openaiToolCall(name: string, args: unknown, usage = USAGE): WireReply {
  counter += 1;
  const call = { id: `call_${counter}`, type: 'function', function: { name, arguments: typeof args === 'string' ? args : JSON.stringify(args) } };
  return completion({ content: null, tool_calls: [call] }, 'tool_calls', usage);
}

/** An API error as OpenAI-compatible servers send it; `retry-after-ms` keeps the SDK's backoff short in tests. */
export function openaiError(status: number, message: string, type = 'error'): WireReply {
  return { status, body: { error: { message, type, code: null, param: null } }, headers: { 'retry-after-ms': '10' } };
}

/** The answer's name in a Chat Completions request: the JSON Schema's, or the forced function's. */
export function answerName(request: RecordedRequest): string {
  return request.body?.response_format?.json_schema?.name ?? request.body?.tool_choice?.function?.name ?? request.body?.tools?.[0]?.function?.name ?? '';
}

/** A local server speaking the OpenAI Chat Completions API (`POST /v1/chat/completions`), scripted per test. */
export class OpenAIWireServer extends WireServer {
  static async start(handler: WireHandler = () => openaiError(500, 'no script')): Promise<OpenAIWireServer> {
    return (await WireServer.listen((server, url) => new OpenAIWireServer(server, url, handler))) as OpenAIWireServer;
  }

  /** The Chat Completions requests received. */
  get completions(): RecordedRequest[] {
    return this.requestsTo('/v1/chat/completions');
  }
}
