import { STAGE_NAMES, type StageName } from '@switchyard/packet-schema';
import { ConfigError, type StageDefinition } from '@switchyard/runtime';
import { composerStage } from '@switchyard/composer';
import { executorStage } from '@switchyard/executor';
import { reviewerStage } from '@switchyard/reviewer';
import { routerStage } from '@switchyard/router';
import { selectorStage } from '@switchyard/selector';

// The executor comes first: it lists the MCP tools and publishes the catalog the others read.
const STARTUP_ORDER: StageDefinition[] = [executorStage, routerStage, selectorStage, reviewerStage, composerStage];

/** Stage definitions by name, in start-up order; all five when no names are given. */
export function stagesNamed(names?: string[]): StageDefinition[] {
  if (!names || names.length === 0) return STARTUP_ORDER;
  for (const name of names) {
    if (!(STAGE_NAMES as readonly string[]).includes(name)) {
      throw new ConfigError(`unknown stage "${name}"; stages are ${STAGE_NAMES.join(', ')}`);
    }
  }
  return STARTUP_ORDER.filter((d) => names.includes(d.name as StageName));
}
