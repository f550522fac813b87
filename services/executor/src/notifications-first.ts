import type { Transport } from '@modelcontextprotocol/client';

/**
 * The SDK runs notification handlers a microtask late but settles responses at
 * once, so a call's last progress report, arriving in the same chunk as its
 * result, would find its handler already gone. Delaying each response by one
 * microtask (after `connect`, which installs `onmessage`) keeps the server's order.
 */
export function notificationsBeforeResponses(transport: Transport): void {
  const deliver = transport.onmessage;
  if (!deliver) return;
  transport.onmessage = (message, extra) => {
    if ('id' in message && ('result' in message || 'error' in message)) queueMicrotask(() => deliver(message, extra));
    else deliver(message, extra);
  };
}
