/**
 * Passes on at most one value per interval; a value that arrives too soon waits
 * for the interval to end and is replaced by any newer one. `flush` delivers the
 * waiting value at once, so the last report of a call is never lost.
 */
export class ProgressThrottle<T> {
  private lastSentAt = Number.NEGATIVE_INFINITY;
  private pending: { value: T } | undefined;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly intervalMs: number,
    private readonly deliver: (value: T) => void,
  ) {}

  push(value: T): void {
    const wait = this.lastSentAt + this.intervalMs - performance.now();
    if (wait <= 0 && !this.timer) {
      this.send(value);
      return;
    }
    this.pending = { value };
    this.timer ??= setTimeout(() => this.flush(), Math.max(0, wait));
  }

  /** Sends the value still waiting, if any, and stops the timer. */
  flush(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    const pending = this.pending;
    this.pending = undefined;
    if (pending) this.send(pending.value);
  }

  private send(value: T): void {
    this.lastSentAt = performance.now();
    this.deliver(value);
  }
}
