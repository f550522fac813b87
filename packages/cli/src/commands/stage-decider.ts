import { newPacket } from '@switchyard/packet-schema';
import type { CaseDecider } from '@switchyard/engine-eval';
import type { ModelViewBudget, ToolSpec } from '@switchyard/local-engine';
import { modelViewBudget, StageModel } from '@switchyard/models';
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
  return decideWithStages(StageModel.fromConfig(config, 'router'), StageModel.fromConfig(config, 'selector'), modelViewBudget(config));
}

/** The same with the stages' models given (tests pass models that answer without a network). */
export function decideWithStages(routerModel: StageModel, selectorModel: StageModel, view: ModelViewBudget): CaseDecider {
  const { shortlist, ...modelView } = view;
  return async (testCase, tools) => {
    const packet = newPacket({ sessionId: 'eval', userId: 'eval', agentId: 'eval', message: testCase.query, history: testCase.history.slice(-50) });
    const specs = [...tools];
    const routed = await routeWithModel(packet, specs, routerModel, view);
    const routerAsked = routed.usage.some((u) => u.provider !== 'local');
    if (!routed.route.needsTool) return { needsTool: false, confidence: routed.route.confidence, calls: [], localDecided: !routerAsked };
    const selected = await selectWithModel({ ...packet, route: routed.route }, specs, descriptors(tools), { shortlist, modelView }, selectorModel);
    const selectorAsked = selected.usage.some((u) => u.provider !== 'local');
    const calls = selected.plan.steps.map((step) => ({ tool: step.tool, arguments: step.arguments }));
    return {
      // An unsure "no tool" passed on to look for a plan to offer stays "no tool" when none was found.
      needsTool: calls.length > 0 || routed.route.directAnswer === undefined,
      confidence: routed.route.confidence,
      calls,
      // An offered plan waits for the user's yes: the engine did not decide it alone.
      localDecided: !routerAsked && !selectorAsked && selected.plan.offered !== true,
    };
  };
}

/** Eval tools as catalog entries, keyed by their own names (which may hold dots, like `math.factorial`). */
function descriptors(tools: readonly ToolSpec[]): Map<string, ToolDescriptor> {
  return new Map(tools.map((tool) => [tool.name, { server: EVAL_SERVER, name: tool.name, inputSchema: tool.parameters ?? {} }]));
}
