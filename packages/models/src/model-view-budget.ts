import type { SwitchyardConfig } from '@switchyard/platform';

/** How much of the tool inventory the router's and selector's models are shown (`thresholds.modelView`, shortlist past it). */
export function modelViewBudget(config: SwitchyardConfig): { maxTools: number; maxTokens: number; shortlist: number } {
  return { ...config.thresholds.modelView, shortlist: config.selector.shortlist };
}
