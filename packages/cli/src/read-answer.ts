import { createInterface } from 'node:readline';
import type { ApprovalDecision } from '@switchyard/platform';

/** A word ends where a space, punctuation or the line does (`\b` knows only ASCII letters, not "да"). */
const END = String.raw`(?=$|[\s.,!;:?。、！])`;
// The everyday yes and no of a few languages besides English ("ja", "sí", "oui", "да"); anything else leaves the question open.
const YES = new RegExp(String.raw`^\s*(y|yes|ok|okay|sure|go ahead|do it|ja|jawohl|sí|si|oui|sim|tak|да|はい)${END}`, 'iu');
const NO = new RegExp(String.raw`^\s*(n|no|nope|don't|do not|stop|nein|non|não|nao|nie|нет|いいえ)${END}`, 'iu');

/**
 * The person's answer to a parked turn's question, from one line of stdin:
 * yes approves, no denies; anything else, the end of input or the approval's
 * expiry leaves the turn waiting (silence runs nothing). A terminal is asked;
 * a piped answer is written after the question on stderr.
 */
export async function readAnswer(question: string, expiresAt: string, input: NodeJS.ReadableStream = process.stdin): Promise<ApprovalDecision | undefined> {
  const terminal = (input as { isTTY?: boolean }).isTTY === true;
  if (terminal) process.stderr.write(`${question}\n(yes/no) `);
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
  if (!terminal) process.stderr.write(`${question}\n(yes/no) ${line.trim()}\n`);
  if (YES.test(line)) return 'approve';
  if (NO.test(line)) return 'deny';
  return undefined;
}
