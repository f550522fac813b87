import { randomUUID } from 'node:crypto';
import { PIPELINE } from '@switchyard/platform';
import { performance } from 'node:perf_hooks';
import { formatElicitation, formatProgress, formatTurn, turnExitCode } from '../format-turn.js';
import { CliSession } from '../session.js';
import { readMessage } from '../read-message.js';
import { readAnswer } from '../read-answer.js';
import { writeShown } from '../screen-text.js';

export interface AskOptions {
  config?: string;
  json?: boolean;
  remote?: boolean;
  /** Turns of one session see each other's messages; without it each `ask` is a conversation of its own. */
  session?: string;
  user: string;
  agent: string;
  timeout: string;
}

/**
 * Runs one turn and prints the reply and timeline (or, with --json, the final
 * packet only); tool progress goes live to stderr. A turn that waits for the
 * person's yes is answered from stdin when it holds one (unless the message came from it).
 */
export async function ask(messageArgument: string, options: AskOptions): Promise<number> {
  const message = await readMessage(messageArgument, options);
  const session = await CliSession.open({
    ...(options.config ? { config: options.config } : {}),
    ...(options.remote ? { remote: true, requireStage: PIPELINE.entry } : {}),
  });
  try {
    const started = performance.now();
    let packet = await session.producer.submitTurn(
      { sessionId: options.session ?? `cli-${randomUUID()}`, userId: options.user, agentId: options.agent, message },
      {
        timeoutMs: Number(options.timeout),
        // Live on stderr while tools run: the reply and timeline on stdout stay clean (and --json stays parseable).
        onEvent: (event) => {
          if (event.type === 'progress') writeShown(process.stderr, `${formatProgress(event)}\n`);
          if (event.type === 'elicitation') writeShown(process.stderr, `${formatElicitation(event, options)}\n`);
        },
      },
    );
    if (packet.status.state === 'awaiting_approval' && packet.approval && messageArgument !== '-') {
      const answer = await readAnswer(packet.approval.question, packet.approval.expiresAt);
      if (answer) packet = await session.producer.answerApproval(packet.id, answer, options.user, { timeoutMs: Number(options.timeout) });
    }
    const totalMs = performance.now() - started;
    if (options.json) process.stdout.write(`${JSON.stringify(packet, null, 2)}\n`);
    else writeShown(process.stdout, `${formatTurn(packet, totalMs, options)}\n`);
    return turnExitCode(packet);
  } finally {
    await session.close();
  }
}
