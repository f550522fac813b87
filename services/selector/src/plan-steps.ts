import { clipText, type Packet, type PlanStep, TEXT_LIMITS } from '@switchyard/packet-schema';
import type { ToolDescriptor } from '@switchyard/tools';

/** A chosen call, from the local engine or a model, before it becomes a plan step. */
export interface ChosenCall {
  tool: string;
  arguments: Record<string, unknown>;
  why: string;
  confidence?: number;
  /** A call that runs first and that this one depends on (it makes the record this call adds to). */
  prepare?: { tool: string; arguments: Record<string, unknown>; why: string };
  /** A call that runs after this one and depends on it (it adds what this call keeps to a record that was there already). */
  settle?: { tool: string; arguments: Record<string, unknown>; why: string };
  /**
   * An argument that takes an earlier call's text output (`call`: its index among the calls); this call waits for it.
   * With `append`, the output with a line added at its end (`line` absent: still to be asked; `as: 'edits'`: as the
   * one edit that adds it); with `replace`, an edit tool's edits that put `new` in every place `old` stands in the output;
   * with `found`, the one path the output lists (`{"$ref": "<id>.path"}`).
   */
  takesOutput?: { argument: string; call: number; append?: { line?: string; as?: 'edits' }; replace?: { old: string; new: string }; found?: true };
  /** An argument that is the one path an earlier call found (`{"$ref": "<id>.path"}`), beside what `takesOutput` feeds. */
  takesFoundPath?: { argument: string; call: number };
  /**
   * Texts in the arguments (at each path of `at`) that are facts of `entity` as the request words them: each becomes
   * `{"$fact": {"in": "<the preparing step>.output", "entity": …, "like": <the text>}}`, found in what `prepare` read.
   * Without `entity` each text is a whole record's name as said: `{"$fact": {"in": …, "entity": <the text>}}`.
   */
  wordedFacts?: { entity?: string; at: Array<Array<string | number>> };
}

/**
 * Plan steps for the chosen calls, in order. Calls naming a tool the catalog
 * does not hold are dropped. Ids are `s1, s2…`, or `r<round>s1…` after a
 * reinjection, so a step id is never reused within a turn. A call's preparing
 * step comes before it, with the call's id and `-prep`; the call depends on it.
 * A call's settling step comes right after it, with its id and `-then`, and
 * depends on it.
 * An argument that takes an earlier call's output is a `{"$ref": "<its id>.output"}`,
 * or `{"$append": {"to": "<its id>.output", "line": "…"}}` when a line is added at
 * its end (without `line` when the line is still to be asked), or
 * `{"$replace": {"in": "<its id>.output", "old": "…", "new": "…"}}` when every place
 * of a text in it changes, and the call depends on that step. A fact worded by the request is a `{"$fact": …}` of what
 * the call's preparing step read (without that step it names none, and the
 * reviewer removes the call as invalid rather than delete by the words alone).
 */
export function planSteps(calls: readonly ChosenCall[], byName: Map<string, ToolDescriptor>, packet: Packet): PlanStep[] {
  const round = packet.reinjection.count;
  const idOf = (index: number) => (round > 0 ? `r${round}s${index + 1}` : `s${index + 1}`);
  return calls.flatMap((call, index) => {
    const tool = byName.get(call.tool);
    if (!tool) return [];
    const id = idOf(index);
    // Only an earlier call that is planned too can feed this one; a dropped one leaves the argument missing.
    const planned = (earlier: { call: number } | undefined) => earlier !== undefined && earlier.call < index && byName.has(calls[earlier.call]?.tool ?? '');
    const feeding = planned(call.takesOutput) ? call.takesOutput : undefined;
    const finding = planned(call.takesFoundPath) ? call.takesFoundPath : undefined;
    const withFound = finding ? { ...call.arguments, [finding.argument]: { $ref: `${idOf(finding.call)}.path` } } : call.arguments;
    const fed = feeding ? { ...withFound, [feeding.argument]: outputArgument(idOf(feeding.call), feeding) } : withFound;
    const before = servingStep(call.prepare, `${id}-prep`, [], call.confidence, byName);
    const args = call.wordedFacts ? withFacts(fed, call.wordedFacts, before[0] ? `${before[0].id}.output` : undefined) : fed;
    const after = servingStep(call.settle, `${id}-then`, [id], call.confidence, byName);
    return [
      ...before,
      {
        id,
        server: tool.server,
        tool: tool.name,
        arguments: args,
        dependsOn: [
          ...before.map((step) => step.id),
          ...(finding && finding.call !== feeding?.call ? [idOf(finding.call)] : []),
          ...(feeding ? [idOf(feeding.call)] : []),
        ],
        why: clipText(call.why, TEXT_LIMITS.short),
        ...(call.confidence !== undefined ? { confidence: call.confidence } : {}),
      },
      ...after,
    ];
  });
}

/** A step that serves a call (prepares it or settles it), as a list of none or one: none when its tool is not in the catalog. */
function servingStep(
  serving: ChosenCall['prepare'],
  id: string,
  dependsOn: string[],
  confidence: number | undefined,
  byName: Map<string, ToolDescriptor>,
): PlanStep[] {
  const tool = serving ? byName.get(serving.tool) : undefined;
  if (!serving || !tool) return [];
  return [
    {
      id,
      server: tool.server,
      tool: tool.name,
      arguments: serving.arguments,
      dependsOn,
      why: clipText(serving.why, TEXT_LIMITS.short),
      ...(confidence !== undefined ? { confidence } : {}),
    },
  ];
}

/** The whole output of an earlier step, that output with a line added at its end or every place of a text changed, or the one path it lists. */
function outputArgument(stepId: string, feeding: NonNullable<ChosenCall['takesOutput']>): Record<string, unknown> {
  const output = `${stepId}.output`;
  if (feeding.found) return { $ref: `${stepId}.path` };
  if (feeding.replace) return { $replace: { in: output, old: feeding.replace.old, new: feeding.replace.new } };
  if (!feeding.append) return { $ref: output };
  const { line, as } = feeding.append;
  return { $append: { to: output, ...(line === undefined ? {} : { line }), ...(as ? { as } : {}) } };
}

/** The arguments with each worded fact made a `{"$fact": …}` of the read's output (one naming no read when there is none). */
function withFacts(args: Record<string, unknown>, facts: NonNullable<ChosenCall['wordedFacts']>, read: string | undefined): Record<string, unknown> {
  const copy = structuredClone(args);
  for (const path of facts.at) {
    const last = path.at(-1);
    let holder: unknown = copy;
    for (const key of path.slice(0, -1)) holder = holder && typeof holder === 'object' ? (holder as Record<string | number, unknown>)[key] : undefined;
    const like = last !== undefined && holder && typeof holder === 'object' ? (holder as Record<string | number, unknown>)[last] : undefined;
    if (typeof like !== 'string' || last === undefined) continue;
    const fact = facts.entity === undefined ? { entity: like } : { entity: facts.entity, like };
    (holder as Record<string | number, unknown>)[last] = { $fact: read ? { in: read, ...fact } : fact };
  }
  return copy;
}
