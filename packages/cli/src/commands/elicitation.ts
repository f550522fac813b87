import { ElicitationAnswerError, type ElicitationAnswer, type FormContent } from '@switchyard/platform';
import { CliSession } from '../session.js';

export interface ElicitationOptions {
  config?: string;
  content?: string;
}

/** `switchyard answer <packetId> accept|decline|cancel [--content JSON]`: answers a tool's question to the user. */
export async function answerElicitation(packetId: string, action: string, options: ElicitationOptions): Promise<number> {
  if (action !== 'accept' && action !== 'decline' && action !== 'cancel') {
    throw new ElicitationAnswerError(`"${action}" is not an answer: use accept, decline or cancel`);
  }
  const answer: ElicitationAnswer = { action, ...(options.content !== undefined ? { content: parseContent(options.content) } : {}) };
  const session = await CliSession.open({ ...(options.config ? { config: options.config } : {}), remote: true });
  try {
    const question = await session.deployment.elicitations.answer(packetId, answer);
    process.stdout.write(`answered the question of ${question.server}.${question.tool} (step ${question.step}): ${action}\n`);
    return 0;
  } finally {
    await session.close();
  }
}

function parseContent(text: string): FormContent {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new ElicitationAnswerError(`--content is not JSON: ${(error as Error).message}`);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new ElicitationAnswerError("--content must be a JSON object of the form's fields");
  return value as FormContent;
}
