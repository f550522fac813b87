/** Stages that may put a model behind their decision. */
export const MODEL_STAGES = ['router', 'selector', 'reviewer', 'composer'] as const;
export type ModelStage = (typeof MODEL_STAGES)[number];
