import Anthropic from '@anthropic-ai/sdk';
import { parseJsonText, type ChatModel, type ModelReply, type ModelRequest } from './chat-model.js';
import { providerError } from './model-errors.js';
import { providerSchema } from './provider-schema.js';

export interface AnthropicModelOptions {
  model: string;
  apiKey: string;
  apiKeyEnv?: string;
  baseUrl?: string;
  timeoutMs: number;
  maxRetries: number;
}

/** Claude through the Messages API; the answer comes as the input of a forced tool call with the answer's JSON Schema. */
export class AnthropicChatModel implements ChatModel {
  readonly provider = 'anthropic' as const;
  readonly model: string;
  private readonly client: Anthropic;

  constructor(private readonly options: AnthropicModelOptions) {
    this.model = options.model;
    this.client = new Anthropic({
      apiKey: options.apiKey,
      ...(options.baseUrl ? { baseURL: options.baseUrl } : {}),
      timeout: options.timeoutMs,
      maxRetries: options.maxRetries,
    });
  }

  async complete(request: ModelRequest): Promise<ModelReply> {
    let response: Anthropic.Message;
    try {
      response = await this.client.messages.create({
        model: this.model,
        max_tokens: request.maxTokens,
        temperature: request.temperature,
        system: request.system,
        messages: request.messages,
        tools: [
          {
            name: request.name,
            description: request.description,
            input_schema: providerSchema(request.schema) as Anthropic.Tool.InputSchema,
          },
        ],
        tool_choice: { type: 'tool', name: request.name },
      });
    } catch (error) {
      throw providerError(this.provider, this.model, this.options.apiKeyEnv, error);
    }
    const usage = { inputTokens: response.usage.input_tokens, outputTokens: response.usage.output_tokens };
    const call = response.content.find((block) => block.type === 'tool_use' && block.name === request.name);
    if (call && call.type === 'tool_use') return { value: call.input, text: JSON.stringify(call.input), usage };
    // No tool call: a model that answered in prose may still have written the JSON.
    const text = response.content.flatMap((block) => (block.type === 'text' ? [block.text] : [])).join('');
    const parsed = parseJsonText(text);
    return { ...parsed, ...(parsed.syntaxError ? { syntaxError: `no ${request.name} tool call; ${parsed.syntaxError}` } : {}), usage };
  }
}
