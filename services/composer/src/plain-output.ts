import { keyValueLines } from './key-value-lines.js';
import { memoryGraphLines } from './memory-graph-lines.js';

/**
 * A tool's output as a reply shows it: a memory's entities and relations, or a record's fields, said in plain lines;
 * anything else exactly as the tool gave it. The output is already bounded (the packet holds at most 100,000
 * characters of it), and JSON.parse does not recurse, so a deep or huge value costs one bounded parse and a look at
 * its first two levels.
 */
export function plainOutput(output: string): string {
  const text = output.trim();
  if (text.startsWith('{') || text.startsWith('[')) {
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      return output;
    }
    return memoryGraphLines(value)?.join('\n') ?? output;
  }
  return keyValueLines(text)?.join('\n') ?? output;
}
