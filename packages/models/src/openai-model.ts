import OpenAI from 'openai';
import { parseJsonText, type ChatModel, type ModelReply, type ModelRequest } from './chat-model.js';
import { providerError } from './model-errors.js';
import { providerSchema } from './provider-schema.js';

export interface OpenAIModelOptions {
  model: string;
  apiKey: string;
  apiKeyEnv?: string;
  baseUrl?: string;
  timeoutMs: number;
  maxRetries: number;
  /** `json_schema` where the server supports structured output, `tools` (a forced function call) otherwise. */
  structuredOutput: 'json_schema' | 'tools';
}

/** Any OpenAI-compatible Chat Completions server (OpenAI, Ollama, vLLM, llama.cpp server, LM Studio). */
export class OpenAIChatModel implements ChatModel {
  readonly provider = 'openai' as const;
  readonly model: string;
  private readonly client: OpenAI;

  constructor(private readonly options: OpenAIModelOptions) {
    this.model = options.model;
    this.client = new OpenAI({
      apiKey: options.apiKey,
      ...(options.baseUrl ? { baseURL: options.baseUrl } : {}),
      timeout: options.timeoutMs,
      maxRetries: options.maxRetries,
    });
  }

  async complete(request: ModelRequest): Promise<ModelReply> {
    const schema = providerSchema(request.schema);
    const structured =
      this.options.structuredOutput === 'tools'
        ? {
            tools: [{ type: 'function' as const, function: { name: request.name, description: request.description, parameters: schema } }],
            tool_choice: { type: 'function' as const, function: { name: request.name } },
          }
        : {
            response_format: {
              type: 'json_schema' as const,
              json_schema: { name: request.name, description: request.description, schema, strict: false },
            },
          };
    let response: OpenAI.Chat.Completions.ChatCompletion;
    try {
      response = await this.client.chat.completions.create({
        model: this.model,
        temperature: request.temperature,
        max_tokens: request.maxTokens,
        messages: [{ role: 'system', content: request.system }, ...request.messages],
        ...structured,
      });
    } catch (error) {
      throw providerError(this.provider, this.model, this.options.apiKeyEnv, error);
    }
    const usage = { inputTokens: response.usage?.prompt_tokens ?? 0, outputTokens: response.usage?.completion_tokens ?? 0 };
    const message = response.choices[0]?.message;
    const call = message?.tool_calls?.find((c) => c.type === 'function' && c.function.name === request.name);
    const text = call && call.type === 'function' ? call.function.arguments : (message?.content ?? '');
    return { ...parseJsonText(text), usage };
  }
}
