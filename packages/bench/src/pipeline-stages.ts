import { composerStage } from '@switchyard/composer';
import { createExecutorStage } from '@switchyard/executor';
import { inStartupOrder, type StageDefinition } from '@switchyard/platform';
import { reviewerStage } from '@switchyard/reviewer';
import { routerStage } from '@switchyard/router';
import { selectorStage } from '@switchyard/selector';
import { benchTransports } from './bench-servers.js';

/** The five real stages as the bench runs them: the executor calls the bench's own in-process MCP servers. */
export function pipelineStages(): StageDefinition[] {
  return inStartupOrder({
    router: routerStage,
    selector: selectorStage,
    reviewer: reviewerStage,
    executor: createExecutorStage({ transports: benchTransports() }),
    composer: composerStage,
  });
}
