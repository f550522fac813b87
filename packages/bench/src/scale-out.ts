import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { createRedis, purgePrefix, TurnProducer, PIPELINE } from '@switchyard/platform';
import { benchConfig } from './bench-config.js';
import { round } from './stats.js';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export interface ScaleOut {
  oneProcessTurnsPerSec: number;
  twoProcessesTurnsPerSec: number;
  scaleOutRatio: number;
  cores: number;
}

function startStage(stage: string, env: NodeJS.ProcessEnv): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [`services/${stage}/dist/main.js`], { cwd: ROOT, env: { ...process.env, ...env, LOG_LEVEL: 'info' } });
    let out = '';
    const timer = setTimeout(() => reject(new Error(`${stage} did not start:\n${out}`)), 30_000);
    child.stderr.on('data', (d: Buffer) => {
      out += d.toString();
      if (out.includes('stages ready')) {
        clearTimeout(timer);
        child.stderr.removeAllListeners('data');
        child.stderr.resume();
        resolve(child);
      }
    });
    child.on('exit', (code) => reject(new Error(`${stage} exited with ${code}:\n${out}`)));
  });
}

async function throughput(perStage: number, turns: number): Promise<number> {
  const config = benchConfig(`scale${perStage}`);
  const env = { REDIS_URL: config.redis.url, SWITCHYARD_PREFIX: config.prefix };
  const children: ChildProcess[] = [];
  try {
    for (const stage of PIPELINE.startupOrder) {
      for (let i = 0; i < perStage; i += 1) children.push(await startStage(stage, env));
    }
    const producer = await TurnProducer.connect(config);
    try {
      const turn = (i: number) =>
        producer.submitTurn({ sessionId: `s${i}`, userId: 'bench', agentId: 'bench', message: `hello number ${i}` }, { timeoutMs: 120_000 });
      await Promise.all(Array.from({ length: 20 }, (_, i) => turn(-1 - i)));
      const started = performance.now();
      await Promise.all(Array.from({ length: turns }, (_, i) => turn(i)));
      return turns / ((performance.now() - started) / 1_000);
    } finally {
      await producer.close();
    }
  } finally {
    for (const child of children) child.kill('SIGTERM');
    await Promise.all(children.map((c) => new Promise((r) => (c.exitCode !== null ? r(null) : c.once('exit', r)))));
    const redis = createRedis(config.redis.url, 'bench-cleanup');
    await purgePrefix(redis, config.prefix);
    redis.disconnect();
  }
}

/** Direct-answer turns through separate stage processes: two per stage over one per stage. */
export async function scaleOut(turns: number, cores: number): Promise<ScaleOut> {
  const one = await throughput(1, turns);
  const two = await throughput(2, turns);
  return { oneProcessTurnsPerSec: round(one, 1), twoProcessesTurnsPerSec: round(two, 1), scaleOutRatio: round(two / one), cores };
}
