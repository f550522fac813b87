import type { Packet, StageName } from '@switchyard/packet-schema';

/** Where an edge leads: a stage's queue, the end of the turn, or a wait for a person. */
export type Destination = StageName | 'done' | 'park';

type PacketState = Packet['status']['state'];

/** The next stage's work an edge does in the same visit, and the edge taken instead where the visit may not. */
export interface InPlaceWork {
  readonly work: StageName;
  readonly otherwise: string;
}

interface StageNode {
  /** The packet's state while it waits for or is in this stage. */
  readonly state: PacketState;
  /** What the stage decided → where the packet goes next. */
  readonly edges: Readonly<Record<string, Destination>>;
}

/**
 * The path of a turn, declared once. Stages return an edge label; only this
 * graph knows which stage that leads to. The worker, approvals, replay, eval,
 * bench and the CLI read it.
 */
export const PIPELINE = {
  entry: 'router',
  /** The executor starts first: it lists the MCP tools and publishes the catalog the others read. */
  startupOrder: ['executor', 'router', 'selector', 'reviewer', 'composer'],
  // `cancelled`: the turn was cancelled. A stage that sees the deployment's record of it before its
  // handler runs sends the packet on this edge (the executor first cancels the tasks it runs); the
  // composer, which has no such edge, writes the reply that says so.
  stages: {
    // `answered`: a direct answer whose reply is written in the router's visit (see `inPlace`).
    router: { state: 'routing', edges: { needsTool: 'selector', direct: 'composer', answered: 'done', cancelled: 'composer' } },
    selector: { state: 'selecting', edges: { planned: 'reviewer', noPlan: 'composer', cancelled: 'composer' } },
    reviewer: { state: 'reviewing', edges: { approved: 'executor', notApproved: 'composer', parked: 'park', cancelled: 'composer' } },
    // A failed step with an untried alternative goes back to selection; the route does not change.
    // A tool running as an MCP task: the executor comes back to poll it (a delayed job, same hop).
    executor: {
      state: 'executing',
      edges: { executed: 'composer', reinject: 'selector', rejected: 'composer', awaitTasks: 'executor', cancelled: 'composer' },
    },
    composer: { state: 'composing', edges: { replied: 'done' } },
  },
  /**
   * Edges on which a stage's own visit also does the next stage's work, one hop instead of two: the
   * runtime runs that work (the stage hands it over with its result) right after the stage's, under
   * that stage's name (span, audit entries, stage event, timeline entry). The router's `answered`:
   * a direct answer where no model composes, so the composer's reply is the local one, written by
   * the composer's own code. A visit that may not do it (replay) takes `otherwise`, to the queue.
   */
  inPlace: {
    router: { answered: { work: 'composer', otherwise: 'direct' } },
  },
  /**
   * Where a parked turn resumes, by the person's answer (or its expiry). A tool's
   * question to the user (elicitation) parks nothing: the turn shows `awaiting_input`
   * while the call (or the tool's task) waits in the executor, and the answer continues it.
   */
  resume: {
    approval: { approve: 'executor', deny: 'composer', expire: 'composer', cancel: 'composer' },
  },
  /** The queue of delayed jobs that are not a stage's work (approval expiry). */
  timersQueue: 'timers',
} as const satisfies {
  entry: StageName;
  startupOrder: readonly StageName[];
  stages: Record<StageName, StageNode>;
  inPlace: Partial<Record<StageName, Record<string, InPlaceWork>>>;
  resume: Record<string, Record<string, StageName>>;
  timersQueue: string;
};

/** The edge labels a stage may return. */
export type EdgeLabel<S extends StageName = StageName> = S extends StageName ? keyof (typeof PIPELINE.stages)[S]['edges'] & string : never;

export type ApprovalOutcome = keyof typeof PIPELINE.resume.approval;

type Edges = typeof PIPELINE.stages;

/** Where a stage's edge leads; throws for a label the graph does not declare (a programming error). */
export function destinationOf<S extends StageName, E extends keyof Edges[S]['edges']>(stage: S, edge: E): Edges[S]['edges'][E];
export function destinationOf(stage: StageName, edge: string): Destination;
export function destinationOf(stage: StageName, edge: string): Destination {
  const edges: Readonly<Record<string, Destination>> = PIPELINE.stages[stage].edges;
  const destination = edges[edge];
  if (!destination) throw new Error(`stage ${stage} has no edge "${edge}"; it has ${Object.keys(edges).join(', ')}`);
  return destination;
}

/** The stage whose work this edge does in the same visit, and the edge to take instead where it may not; undefined for an ordinary edge. */
export function inPlaceWorkOf(stage: StageName, edge: string): InPlaceWork | undefined {
  const byStage: Partial<Record<StageName, Readonly<Record<string, InPlaceWork>>>> = PIPELINE.inPlace;
  return byStage[stage]?.[edge];
}

/** Whether a cancelled turn leaves this stage on its `cancelled` edge (every stage but the one that writes the reply). */
export function leavesWhenCancelled(stage: StageName): boolean {
  return 'cancelled' in PIPELINE.stages[stage].edges;
}

/** The packet's state once it is headed for `destination`. */
export function stateAt(destination: Destination): PacketState {
  if (destination === 'done') return 'done';
  if (destination === 'park') return 'awaiting_approval';
  return PIPELINE.stages[destination].state;
}

/** Where a parked turn goes on this answer to its approval. */
export function approvalResumesAt(outcome: ApprovalOutcome): StageName {
  return PIPELINE.resume.approval[outcome];
}

/** The given stage names (all when none) in start-up order. */
export function inStartupOrder<T>(byName: Record<StageName, T>, names?: readonly StageName[]): T[] {
  return PIPELINE.startupOrder.filter((name) => !names || names.includes(name)).map((name) => byName[name]);
}
