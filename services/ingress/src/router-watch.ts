import type { Queue } from 'bullmq';
import type { Logger } from '@switchyard/platform';

/** How long a "yes, a router listens" is trusted: CLIENT LIST walks every connection, so not per request. A "no" is asked again each time, so a router that just started is seen at once. */
const RECHECK_MS = 1_000;

/**
 * Whether a router worker listens on the prefix the ingress submits to. Without
 * one, a turn waits in the queue until a router starts: the ingress still
 * accepts it (a rolling restart must lose nothing) but says so at start, in
 * `/readyz` and in the answer to each turn, instead of holding the caller for
 * the reply timeout. BullMQ names a worker's connection after its queue, so
 * CLIENT LIST tells; a Redis that refuses CLIENT LIST cannot, and then nothing is said.
 */
export class RouterWatch {
  private listeningSeenAt = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly router: Queue,
    private readonly prefix: string,
    private readonly log: Logger,
  ) {}

  /** Why turns would wait (no router listens), or undefined when one does or it cannot be told. */
  async problem(): Promise<string | undefined> {
    if (Date.now() - this.listeningSeenAt <= RECHECK_MS) return undefined;
    try {
      if ((await this.router.getWorkersCount()) > 0) {
        this.listeningSeenAt = Date.now();
        return undefined;
      }
    } catch (error) {
      this.log.debug({ err: error }, 'could not list the router workers (CLIENT LIST refused?)');
      return undefined;
    }
    return (
      `no router worker is listening under the prefix "${this.prefix}": turns wait in the queue until one starts ` +
      '(npx switchyard up, or node services/router/dist/main.js and the other stages, with the same Redis and prefix)'
    );
  }
}
