/** Streams the non-blank lines of a JSON Lines file with their line numbers (no whole-file reads). */
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';

export async function* readJsonLines(file: string): AsyncGenerator<{ line: string; lineNumber: number }> {
  const input = createReadStream(file, { encoding: 'utf8' });
  const reader = createInterface({ input, crlfDelay: Infinity });
  let lineNumber = 0;
  try {
    for await (const line of reader) {
      lineNumber += 1;
      if (line.trim().length > 0) yield { line, lineNumber };
    }
  } finally {
    reader.close();
    input.destroy();
  }
}
