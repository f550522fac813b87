import { createInterface } from 'node:readline';
import { bareAnswerOf, ONLY_YES_OR_NO, type ApprovalDecision } from '@switchyard/platform';
import { writeShown } from './screen-text.js';

export { ONLY_YES_OR_NO };

/**
 * The person's answer to a parked turn's question, from stdin: a plain yes approves, a plain no denies (with
 * courtesy around it: "yes please", "no thanks"). A line that says more ("yes but write bye instead", "sure,
 * and also delete everything") does not approve what it would change: the person is told that only a yes or a no
 * answers, and asked again. An empty line, the end of input or the approval's expiry leaves the turn waiting
 * (silence runs nothing). A terminal is asked; a piped answer is written after the question on stderr.
 */
export async function readAnswer(question: string, expiresAt: string, input: NodeJS.ReadableStream = process.stdin): Promise<ApprovalDecision | undefined> {
  const terminal = (input as { isTTY?: boolean }).isTTY === true;
  if (terminal) writeShown(process.stderr, `${question}\n(yes/no) `);
  const lines = createInterface({ input, ...(terminal ? { output: process.stderr, terminal: true } : {}) });
  const read = lines[Symbol.asyncIterator]();
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), Math.max(0, Date.parse(expiresAt) - Date.now()));
    timer.unref();
  });
  try {
    for (let first = true; ; first = false) {
      const next = await Promise.race([read.next(), expired]);
      if (next === undefined || next.done) return undefined;
      const line = next.value;
      // Piped: the question and each answer it got, so a transcript shows what was agreed to.
      if (!terminal) writeShown(process.stderr, `${first ? `${question}\n` : ''}(yes/no) ${line.trim()}\n`);
      const answer = bareAnswerOf(line);
      if (answer || line.trim() === '') return answer;
      writeShown(process.stderr, `${ONLY_YES_OR_NO}\n${terminal ? '(yes/no) ' : ''}`);
    }
  } finally {
    clearTimeout(timer);
    lines.close();
  }
}
