import { ConfigError } from '@switchyard/platform';
import { AnthropicChatModel } from './anthropic-model.js';
import type { ChatModel } from './chat-model.js';
import type { ModelSettings } from './model-settings.js';
import { OpenAIChatModel } from './openai-model.js';

/** Servers such as Ollama or llama.cpp take any key; the SDK insists on one. */
const NO_KEY_NEEDED = 'no-key';

/** The provider's client for a stage, or undefined for `local`. The API key is read from the environment only. */
export function createChatModel(settings: ModelSettings, env: NodeJS.ProcessEnv = process.env): ChatModel | undefined {
  if (settings.provider === 'local') return undefined;
  const apiKey = settings.apiKeyEnv ? env[settings.apiKeyEnv] : undefined;
  const common = {
    model: settings.model,
    timeoutMs: settings.timeoutMs,
    maxRetries: settings.maxRetries,
    ...(settings.baseUrl ? { baseUrl: settings.baseUrl } : {}),
    ...(settings.apiKeyEnv ? { apiKeyEnv: settings.apiKeyEnv } : {}),
  };
  if (settings.provider === 'anthropic') {
    if (!apiKey) throw missingKey(settings);
    return new AnthropicChatModel({ ...common, apiKey });
  }
  // A self-hosted OpenAI-compatible server (base URL set) usually needs no key; api.openai.com does.
  if (!apiKey && !settings.baseUrl) throw missingKey(settings);
  return new OpenAIChatModel({ ...common, apiKey: apiKey ?? NO_KEY_NEEDED, structuredOutput: settings.structuredOutput });
}

function missingKey(settings: ModelSettings): ConfigError {
  return new ConfigError(
    `models.${settings.stage} uses ${settings.provider} but ${settings.apiKeyEnv} is not set: API keys are read from the environment only`,
  );
}
