import { STAGE_NAMES, type StageName } from '@switchyard/packet-schema';
import { ConfigError, inStartupOrder, type StageDefinition } from '@switchyard/platform';
import { composerStage } from '@switchyard/composer';
import { executorStage } from '@switchyard/executor';
import { reviewerStage } from '@switchyard/reviewer';
import { routerStage } from '@switchyard/router';
import { selectorStage } from '@switchyard/selector';

/** Every stage's definition, by name; the pipeline says in which order they start. */
export const STAGE_DEFINITIONS: Record<StageName, StageDefinition> = {
  router: routerStage,
  selector: selectorStage,
  reviewer: reviewerStage,
  executor: executorStage,
  composer: composerStage,
};

/** Stage definitions by name, in start-up order; all five when no names are given. */
export function stagesNamed(names?: string[]): StageDefinition[] {
  if (!names || names.length === 0) return inStartupOrder(STAGE_DEFINITIONS);
  for (const name of names) {
    if (!(STAGE_NAMES as readonly string[]).includes(name)) {
      throw new ConfigError(`unknown stage "${name}"; stages are ${STAGE_NAMES.join(', ')}`);
    }
  }
  return inStartupOrder(STAGE_DEFINITIONS, names as StageName[]);
}
