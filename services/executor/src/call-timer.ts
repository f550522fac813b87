/**
 * A call's idle timeout: fires when the server has been silent for `ms`.
 * Progress restarts it; a question to the user pauses it (the user, not the
 * server, is slow then) until the answer comes back.
 */
export class CallTimer {
  private timer: NodeJS.Timeout | undefined;
  private paused = 0;
  private stopped = false;

  constructor(
    private readonly ms: number,
    private readonly onIdle: () => void,
  ) {
    this.restart();
  }

  restart(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (this.stopped || this.paused > 0) return;
    this.timer = setTimeout(() => this.onIdle(), this.ms);
  }

  pause(): void {
    this.paused += 1;
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  resume(): void {
    this.paused = Math.max(0, this.paused - 1);
    this.restart();
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
  }
}
