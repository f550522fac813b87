import { type ExecutionStep, foundPathStepId, type Reply } from '@switchyard/packet-schema';

/** The most files the reply lists to choose from. */
const LISTED = 10;
const NAME_CHARS = 300;

/**
 * "show me my pancake recipe" is a search, then a read of the one file it finds (`{"$ref": "s1.path"}`). When the
 * search found several files, or none, the read was not made: the reply says what was found and asks which one,
 * instead of a failed call the person cannot act on. The paths are the search's own lines, as the reply shows them.
 */
export function foundChoiceReply(steps: readonly ExecutionStep[]): Reply | undefined {
  const read = steps.find((step) => !step.ok && step.error?.code === 'bad_reference' && foundFrom(step.arguments) !== undefined);
  if (!read) return undefined;
  const search = steps.find((step) => step.stepId === foundFrom(read.arguments));
  if (!search?.ok) return undefined;
  // Only a turn that was the search and its read: anything else that ran (or failed) is said with every step, not
  // hidden behind a question of which file to open.
  if (steps.some((step) => step !== search && foundFrom(step.arguments) !== search.stepId)) return undefined;
  const paths = (search.output ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !/^no (?:matches|files?|results?)\b/i.test(line));
  if (paths.length === 0) {
    const text = 'I looked for it but found no file like that. Name the file (or a word of its name) and I will look again.';
    return { text, summary: 'found no file to read', confidence: 0 };
  }
  if (paths.length === 1) return undefined;
  const listed = paths.slice(0, LISTED).map((path) => `- ${path.length > NAME_CHARS ? `${path.slice(0, NAME_CHARS)}…` : path}`);
  const more = paths.length > LISTED ? [`… and ${paths.length - LISTED} more`] : [];
  const example = paths[0]!.length > NAME_CHARS ? 'open <its name>' : `open ${paths[0]}`;
  const text = [`I found ${paths.length} files that could be it:`, ...listed, ...more, `Which one should I open? Say, for example, "${example}".`].join('\n');
  return { text, summary: `found ${paths.length} files, asked which one to read`, confidence: 0 };
}

/** The step whose one found path an argument takes (`{"$ref": "s1.path"}`), at the top level of the arguments. */
function foundFrom(args: Record<string, unknown>): string | undefined {
  for (const value of Object.values(args)) {
    const stepId = foundPathStepId(value);
    if (stepId !== undefined) return stepId;
  }
  return undefined;
}
