import { PIPELINE } from '@switchyard/platform';
import { formatTurn } from '../format-turn.js';
import { CliSession } from '../session.js';
import { writeShown } from '../screen-text.js';

export interface CancelOptions {
  config?: string;
  json?: boolean;
  remote?: boolean;
  by: string;
  timeout: string;
}

/** `switchyard cancel <packetId>`: cancels a turn (parked, queued or running) and prints how it ended. */
export async function cancelTurn(packetId: string, options: CancelOptions): Promise<number> {
  const session = await CliSession.open({
    ...(options.config ? { config: options.config } : {}),
    // A cancelled turn ends in the composer, wherever it was: that stage must be listening.
    ...(options.remote ? { remote: true, requireStage: PIPELINE.resume.approval.cancel } : {}),
  });
  try {
    await session.producer.cancelTurn(packetId, options.by);
    const packet = await session.producer.follow(packetId, { timeoutMs: Number(options.timeout) });
    if (options.json) process.stdout.write(`${JSON.stringify(packet, null, 2)}\n`);
    else writeShown(process.stdout, `${formatTurn(packet, undefined, options)}\n`);
    return packet.status.state === 'failed' ? 1 : 0;
  } finally {
    await session.close();
  }
}
