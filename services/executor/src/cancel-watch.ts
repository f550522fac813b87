import type { Cancellation, TurnCancellations } from '@switchyard/platform';

/** How often a visit of the executor looks for its turn's cancellation while calls run. */
const CHECK_MS = 250;

/**
 * Watches one turn's cancellation record while the executor works on it: `signal` aborts once
 * the turn is cancelled (calls in flight are then cancelled: the MCP client tells the server),
 * `check` looks at once (before each step).
 */
export class CancelWatch {
  private readonly controller = new AbortController();
  private timer: NodeJS.Timeout | undefined;
  cancellation: Cancellation | undefined;

  constructor(
    private readonly cancellations: TurnCancellations,
    private readonly packetId: string,
    known?: Cancellation,
  ) {
    if (known) this.cancelled(known);
  }

  get signal(): AbortSignal {
    return this.controller.signal;
  }

  start(): this {
    if (!this.signal.aborted) this.timer = setInterval(() => void this.check().catch(() => undefined), CHECK_MS);
    return this;
  }

  /** Looks at the record now; a lookup that fails leaves the turn running (the next look may succeed). */
  async check(): Promise<void> {
    if (this.signal.aborted) return;
    const found = await this.cancellations.get(this.packetId);
    if (found) this.cancelled(found);
  }

  stop(): void {
    clearInterval(this.timer);
  }

  private cancelled(record: Cancellation): void {
    this.cancellation = record;
    this.stop();
    this.controller.abort(new Error(`the turn was cancelled by ${record.by}`));
  }
}
