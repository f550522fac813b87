import type { ExecutionStep } from '@switchyard/packet-schema';
import type { ToolsByName } from './plain-words.js';

/** A search tool whose own description says it matches names or paths by a pattern: it never reads what files say. */
const MATCHES_NAMES = /\b(?:glob|patterns?|wildcards?)\b[\s\S]*\b(?:paths?|names?)\b|\b(?:paths?|names?)\b[\s\S]*\b(?:glob|patterns?|wildcards?)\b/i;
const READS_CONTENT = /\b(?:contents?|inside|text of|full[- ]text|grep)\b/i;
/** What such a search answers when it found nothing. */
const FOUND_NOTHING = /^\s*(?:no (?:matches|files?|results?)(?: (?:were )?found)?\.?|\[\s*\])?\s*$/i;

/**
 * A note for a search of names that found nothing: a person looking for "my unpaid invoices" may think the words
 * were looked for inside the files, and take "no matches" to mean there are none.
 */
export function namesOnlyNote(steps: readonly ExecutionStep[], tools: ToolsByName): string | undefined {
  const empty = steps.find((step) => {
    if (!step.ok || step.dryRun || !FOUND_NOTHING.test(step.output ?? '')) return false;
    const description = tools.get(`${step.server}.${step.tool}`)?.description ?? '';
    return /search|find/i.test(step.tool) && MATCHES_NAMES.test(description) && !READS_CONTENT.test(description);
  });
  return empty ? 'This search matches file and folder names only, not what the files say.' : undefined;
}
