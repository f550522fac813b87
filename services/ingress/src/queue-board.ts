import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { FastifyAdapter } from '@bull-board/fastify';
import type { FastifyInstance } from 'fastify';
import type { StageQueues } from '@switchyard/platform';

type Queue = ReturnType<StageQueues['get']>;

export const BOARD_PATH = '/admin/queues';

/**
 * bull-board over every stage queue and the dead-letter queue, mounted on the
 * ingress (the ingress's auth hook lets only admin keys in). Read-only unless
 * `writable`: a click in a browser should not retry or delete packets by default.
 */
export async function mountQueueBoard(app: FastifyInstance, queues: Queue[], deadLetters: Queue, options: { writable: boolean }): Promise<void> {
  const serverAdapter = new FastifyAdapter();
  serverAdapter.setBasePath(BOARD_PATH);
  const readOnlyMode = !options.writable;
  createBullBoard({
    queues: [
      ...queues.map((q) => new BullMQAdapter(q, { readOnlyMode })),
      new BullMQAdapter(deadLetters, { readOnlyMode, description: 'packets no stage could process' }),
    ],
    serverAdapter,
    options: { uiConfig: { boardTitle: 'Switchyard' } },
  });
  await app.register(serverAdapter.registerPlugin(), { prefix: BOARD_PATH });
}
