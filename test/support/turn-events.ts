import type { TurnEvent, TurnProducer } from '@switchyard/platform';

/** Resolves with the first event of the turn that `match` accepts. */
export function eventOf(producer: TurnProducer, packetId: string, match: (event: TurnEvent) => boolean): Promise<TurnEvent> {
  return new Promise((resolve) => {
    const listen = (event: TurnEvent) => {
      if (event.packetId !== packetId || !match(event)) return;
      producer.off('event', listen);
      resolve(event);
    };
    producer.on('event', listen);
  });
}
