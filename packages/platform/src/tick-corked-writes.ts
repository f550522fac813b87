import type { Writable } from 'node:stream';
import type { Cluster, Redis } from 'ioredis';

/**
 * Every write a connection makes in one tick leaves in one socket write. ioredis writes each
 * command (and each pipeline) to the socket as it is sent, and a visit's end sends several from
 * the same replies: BullMQ's move-to-finished of the job, its add of the next one, the stage
 * record's script. Uncorked, each is a write of its own (a syscall here, a read and a reply
 * packet in Redis); corked until the next tick, Node hands them to the socket together.
 * Nothing waits longer than the tick it was written in, the order on the wire is unchanged, and
 * a reconnect's new socket is corked the same way.
 *
 * Only the connections Switchyard makes get this: the copies BullMQ makes to block on
 * (`duplicate()`, one BZPOPMIN at a time) are plain ioredis clients and write as they always did.
 */
export function corkWritesPerTick(client: Redis | Cluster): void {
  if ('nodes' in client && typeof client.nodes === 'function') {
    // A Cluster writes through one client per node, each with its own socket.
    client.on('+node', (node: Redis) => corkWritesPerTick(node));
    return;
  }
  const redis = client as Redis & { stream?: Writable };
  // Emitted on the tick after the socket connects; the handshake written before it goes uncorked.
  redis.on('connect', () => {
    if (redis.stream) corkSocket(redis.stream);
  });
}

const CORKED = Symbol('corkedPerTick');

function corkSocket(socket: Writable & { [CORKED]?: true }): void {
  if (socket[CORKED]) return;
  socket[CORKED] = true;
  const write = socket.write;
  let corked = false;
  const uncork = (): void => {
    corked = false;
    socket.uncork();
  };
  socket.write = ((...args: unknown[]): boolean => {
    if (!corked) {
      corked = true;
      socket.cork();
      // Uncorked after this run of the microtask queue: a write made in a `process.nextTick`
      // callback (a tick's batch flushed) is joined by what the promises it settles write next
      // (the forward after the stage record), where a tick queued from here would run first.
      queueMicrotask(() => process.nextTick(uncork));
    }
    return (write as (...a: unknown[]) => boolean).apply(socket, args);
  }) as Writable['write'];
}
