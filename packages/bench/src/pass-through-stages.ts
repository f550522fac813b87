import type { StageName } from '@switchyard/packet-schema';
import { inStartupOrder, type StageDefinition } from '@switchyard/platform';

/** The edge each stage takes on the bench's path: every stage visited once, router to composer. */
const PATH_EDGES = { router: 'needsTool', selector: 'planned', reviewer: 'approved', executor: 'executed', composer: 'replied' } as const;

function passThrough(name: StageName): StageDefinition {
  const edge = PATH_EDGES[name];
  return { name, create: async () => ({ handle: async (packet) => ({ packet, edge, note: 'pass' }) }) };
}

/**
 * Five stages that decide nothing and take the tool path: what the runtime
 * costs around a stage (validation, audit, stage event, logging, metrics,
 * tracing, forwarding), with no stage work in it.
 */
export function passThroughStages(): StageDefinition[] {
  return inStartupOrder({
    router: passThrough('router'),
    selector: passThrough('selector'),
    reviewer: passThrough('reviewer'),
    executor: passThrough('executor'),
    composer: passThrough('composer'),
  });
}
