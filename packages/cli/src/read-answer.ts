import { createInterface } from 'node:readline';
import { answerOf, type ApprovalDecision } from '@switchyard/platform';
import { writeShown } from './screen-text.js';

/**
 * The person's answer to a parked turn's question, from one line of stdin:
 * yes approves, no denies; anything else, the end of input or the approval's
 * expiry leaves the turn waiting (silence runs nothing). A terminal is asked;
 * a piped answer is written after the question on stderr.
 */
export async function readAnswer(question: string, expiresAt: string, input: NodeJS.ReadableStream = process.stdin): Promise<ApprovalDecision | undefined> {
  const terminal = (input as { isTTY?: boolean }).isTTY === true;
  if (terminal) writeShown(process.stderr, `${question}\n(yes/no) `);
  const lines = createInterface({ input, ...(terminal ? { output: process.stderr, terminal: true } : {}) });
  const line = await new Promise<string | undefined>((resolve) => {
    const timer = setTimeout(() => resolve(undefined), Math.max(0, Date.parse(expiresAt) - Date.now()));
    timer.unref();
    lines.once('line', (text) => {
      clearTimeout(timer);
      resolve(text);
    });
    lines.once('close', () => {
      clearTimeout(timer);
      resolve(undefined);
    });
  });
  lines.close();
  if (line === undefined) return undefined;
  // Piped: the question and the answer it got, so a transcript shows what was agreed to.
  if (!terminal) writeShown(process.stderr, `${question}\n(yes/no) ${line.trim()}\n`);
  return answerOf(line);
}
