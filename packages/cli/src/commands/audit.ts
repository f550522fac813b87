import { CliSession } from '../session.js';

/** `switchyard audit <packetId>`: the turn's audit trail, one entry per line (or JSON). */
export async function audit(packetId: string, options: { config?: string; json?: boolean }): Promise<number> {
  const session = await CliSession.open({ ...(options.config ? { config: options.config } : {}), remote: true });
  try {
    const entries = await session.producer.audit(packetId);
    if (options.json) {
      process.stdout.write(`${JSON.stringify(entries, null, 2)}\n`);
    } else if (entries.length === 0) {
      process.stdout.write(`no audit entries for ${packetId} (unknown id, or expired)\n`);
    } else {
      for (const e of entries) process.stdout.write(`${e.at}  ${(e.stage ?? '').padEnd(9)} ${e.kind.padEnd(16)} ${JSON.stringify(e.data)}\n`);
    }
    return entries.length === 0 ? 1 : 0;
  } finally {
    await session.close();
  }
}
