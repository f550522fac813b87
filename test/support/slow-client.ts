import { connect } from 'node:net';

/**
 * A client that opens a TCP connection, sends `first`, then one more piece
 * every `everyMs` and never finishes. Resolves with how long the server kept
 * the connection open, or Infinity if it was still open after `giveUpMs`.
 */
export function slowClient(
  port: number,
  first: string,
  next: (i: number) => string,
  everyMs: number,
  giveUpMs: number,
): Promise<{ openMs: number; received: string }> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1');
    let received = '';
    let i = 0;
    let timer: NodeJS.Timeout | undefined;
    const giveUp = setTimeout(() => {
      clearInterval(timer);
      socket.destroy();
      resolve({ openMs: Infinity, received });
    }, giveUpMs);
    socket.on('connect', () => {
      if (first) socket.write(first);
      timer = setInterval(() => {
        if (!socket.destroyed && socket.writable) socket.write(next(i++));
      }, everyMs);
    });
    socket.on('data', (d: Buffer) => (received += d.toString()));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      clearTimeout(giveUp);
      resolve({ openMs: Date.now() - started, received });
    });
  });
}
