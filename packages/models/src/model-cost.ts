import type { SwitchyardConfig } from '@switchyard/platform';
import type { TokenUsage } from './chat-model.js';

export type PriceTable = SwitchyardConfig['prices'];

/** USD for a call by the model's price per million tokens; unpriced models cost 0 (and say so in the README). */
export function estimateCostUsd(prices: PriceTable, model: string, usage: TokenUsage): number {
  const price = prices.models[model];
  if (!price) return 0;
  const usd = (usage.inputTokens * price.inputPerMTok + usage.outputTokens * price.outputPerMTok) / 1_000_000;
  return Math.round(usd * 1e8) / 1e8;
}

/** A rough token count for estimates before a call (about four characters a token). */
export function estimateTokens(text: string): number {
  return Math.ceil(text.length / 4);
}
