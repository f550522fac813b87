import { newPacket } from '@switchyard/packet-schema';
import type { CaseDecider } from '@switchyard/engine-eval';
import type { ToolSpec } from '@switchyard/local-engine';
import { StageModel } from '@switchyard/models';
import { routeWithModel } from '@switchyard/router';
import { selectWithModel } from '@switchyard/selector';
import type { SwitchyardConfig } from '@switchyard/platform';
import type { ToolDescriptor } from '@switchyard/tools';

/** The server name eval tools are filed under; plans name the tool itself, so it never reaches the scores. */
const EVAL_SERVER = 'eval';

/**
 * Decides each eval case the way the router and selector stages do, with the
 * models the configuration gives them: the local engine first, a model where
 * the stage uses one (always, or when the local engine is unsure in a cascade).
 */
export function stageDecider(config: SwitchyardConfig): CaseDecider {
  return decideWithStages(StageModel.fromConfig(config, 'router'), StageModel.fromConfig(config, 'selector'), config.selector.shortlist);
}

/** The same with the stages' models given (tests pass models that answer without a network). */
export function decideWithStages(routerModel: StageModel, selectorModel: StageModel, shortlist: number): CaseDecider {
  return async (testCase, tools) => {
    const packet = newPacket({ sessionId: 'eval', userId: 'eval', agentId: 'eval', message: testCase.query, history: testCase.history.slice(-50) });
    const specs = [...tools];
    const routed = await routeWithModel(packet, specs, routerModel, shortlist);
    const routerAsked = routed.usage.some((u) => u.provider !== 'local');
    if (!routed.route.needsTool) return { needsTool: false, confidence: routed.route.confidence, calls: [], localDecided: !routerAsked };
    const selected = await selectWithModel({ ...packet, route: routed.route }, specs, descriptors(tools), { shortlist }, selectorModel);
    const selectorAsked = selected.usage.some((u) => u.provider !== 'local');
    return {
      needsTool: true,
      confidence: routed.route.confidence,
      calls: selected.plan.steps.map((step) => ({ tool: step.tool, arguments: step.arguments })),
      localDecided: !routerAsked && !selectorAsked,
    };
  };
}

/** Eval tools as catalog entries, keyed by their own names (which may hold dots, like `math.factorial`). */
function descriptors(tools: readonly ToolSpec[]): Map<string, ToolDescriptor> {
  return new Map(tools.map((tool) => [tool.name, { server: EVAL_SERVER, name: tool.name, inputSchema: tool.parameters ?? {} }]));
}
