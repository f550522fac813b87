import { assertRedisReachable, DeadLetterAdmin, Deployment, loadConfig } from '@switchyard/platform';

async function withAdmin<T>(configFile: string | undefined, run: (admin: DeadLetterAdmin) => Promise<T>): Promise<T> {
  const config = loadConfig(configFile ? { file: configFile } : {});
  await assertRedisReachable(config.redis.url);
  const deployment = Deployment.connect(config, 'switchyard-dlq');
  try {
    return await run(new DeadLetterAdmin(deployment));
  } finally {
    await deployment.close();
  }
}

/** `switchyard dlq list`: one dead letter a line (id, when, stage, packet, reason), or JSON. */
export function listDeadLetters(options: { config?: string; json?: boolean; limit?: string }): Promise<number> {
  return withAdmin(options.config, async (admin) => {
    const letters = await admin.list(Number(options.limit ?? 100));
    if (options.json) {
      process.stdout.write(`${JSON.stringify(letters, null, 2)}\n`);
      return 0;
    }
    if (letters.length === 0) process.stdout.write('the dead-letter queue is empty\n');
    for (const l of letters) {
      const reason = l.reason.split('\n').join(' ');
      process.stdout.write(`${l.id}\t${l.at}\t${l.stage}\t${l.packetId ?? '-'}\t${reason}\n`);
    }
    return 0;
  });
}

/** `switchyard dlq retry <id>`: sends the packet back to the stage that gave up on it. */
export function retryDeadLetter(id: string, options: { config?: string }): Promise<number> {
  return withAdmin(options.config, async (admin) => {
    const { packetId, stage } = await admin.retry(id);
    process.stdout.write(`dead letter ${id}: packet ${packetId} is back on the ${stage} queue\n`);
    return 0;
  });
}
