import type { z } from 'zod';

import type { RemoteProvider } from '@switchyard/packet-schema';

export type ModelProvider = RemoteProvider;

export interface ModelMessage {
  role: 'user' | 'assistant';
  content: string;
}

/** "Give me an answer matching this schema for these messages at this temperature." */
export interface ModelRequest {
  /** Names the answer: the tool (Anthropic, OpenAI tools) or the JSON Schema (OpenAI response_format). Letters, digits, _ and -. */
  name: string;
  description: string;
  schema: z.ZodType;
  system: string;
  messages: ModelMessage[];
  temperature: number;
  maxTokens: number;
}

export interface TokenUsage {
  inputTokens: number;
  outputTokens: number;
}

export interface ModelReply {
  /** The answer as JSON, when the model gave parseable JSON. */
  value: unknown;
  /** The answer as the model wrote it; shown back to it when it must repair the answer. */
  text: string;
  /** Why `text` is not JSON, when it is not. */
  syntaxError?: string;
  usage: TokenUsage;
}

/** One provider's model. Retries of 429, 5xx and timeouts happen inside (the SDK's); see model-errors.ts for what escapes. */
export interface ChatModel {
  readonly provider: ModelProvider;
  readonly model: string;
  complete(request: ModelRequest): Promise<ModelReply>;
}

/** Reads a JSON answer written as text; fenced code blocks are accepted because servers add them. */
export function parseJsonText(text: string): { value: unknown; text: string; syntaxError?: string } {
  const trimmed = text.trim().replace(/^```(?:json)?\s*([\s\S]*?)\s*```$/, '$1');
  try {
    return { value: JSON.parse(trimmed), text };
  } catch (error) {
    return { value: undefined, text, syntaxError: `the answer is not valid JSON (${(error as Error).message})` };
  }
}
