import { type ExecutionStep, foundPathStepId, type PlanStep, type Reply } from '@switchyard/packet-schema';

/** The most files the reply lists to choose from. */
const LISTED = 10;
const NAME_CHARS = 300;

/**
 * "show me my pancake recipe" is a search, then a read of the one file it finds (`{"$ref": "s1.path"}`). When the
 * search found several files, or none, or a folder, the read was not made (or the server refused it): the reply says
 * what was found and asks which file, instead of a failed call the person cannot act on. The paths are the search's
 * own lines, as the reply shows them.
 */
export function foundChoiceReply(steps: readonly ExecutionStep[], planned: readonly PlanStep[] = []): Reply | undefined {
  const read = steps.find((step) => !step.ok && foundFrom(step, planned) !== undefined && (step.error?.code === 'bad_reference' || isFolderRefusal(step)));
  if (!read) return undefined;
  const search = steps.find((step) => step.stepId === foundFrom(read, planned));
  if (!search?.ok) return undefined;
  // Only a turn that was the search and its read: anything else that ran (or failed) is said with every step, not
  // hidden behind a question of which file to open.
  if (steps.some((step) => step !== search && foundFrom(step, planned) !== search.stepId)) return undefined;
  const paths = (search.output ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !/^no (?:matches|files?|results?)\b/i.test(line));
  if (isFolderRefusal(read) || /\bfound the folder\b/.test(read.error?.message ?? '')) return folderReply(read, paths);
  if (paths.length === 0) {
    const text = 'I looked for it but found no file like that. Name the file (or a word of its name) and I will look again.';
    return { text, summary: 'found no file to read', confidence: 0 };
  }
  if (paths.length === 1) return undefined;
  const listed = paths.slice(0, LISTED).map((path) => `- ${shortened(path)}`);
  const more = paths.length > LISTED ? [`… and ${paths.length - LISTED} more`] : [];
  const example = paths[0]!.length > NAME_CHARS ? 'open <its name>' : `open ${paths[0]}`;
  const text = [`I found ${paths.length} files that could be it:`, ...listed, ...more, `Which one should I open? Say, for example, "${example}".`].join('\n');
  return { text, summary: `found ${paths.length} files, asked which one to read`, confidence: 0 };
}

/** A server's refusal to read a folder as a file (`EISDIR`). */
function isFolderRefusal(step: ExecutionStep): boolean {
  return step.error?.code === 'invalid_arguments' && /\bEISDIR\b/.test(step.error.message);
}

/**
 * "what's in my garden diary?" found the folder `garden`: which file in it is the person's to say. What the search
 * listed inside the folder is named (it costs nothing more); else the person is told how to see what it holds.
 */
function folderReply(read: ExecutionStep, paths: readonly string[]): Reply {
  const listed = paths.map((line) => ({ folder: /^\[DIR\]/i.test(line), path: line.replace(/^\[(?:DIR|FILE)\]\s*/i, '') }));
  const sent = Object.values(read.arguments).find((value): value is string => typeof value === 'string');
  const folder = sent ?? listed.find((one) => one.folder)?.path ?? listed[0]?.path ?? 'a folder';
  const inside = listed.filter((one) => !one.folder && one.path.startsWith(`${folder}/`)).map((one) => one.path);
  const held =
    inside.length > 0
      ? ` In it I found ${inside.slice(0, LISTED).map(shortened).join(', ')}${inside.length > LISTED ? ` and ${inside.length - LISTED} more` : ''}.`
      : '';
  const name = shortened(folder);
  const text = `I found the folder ${name}, not a file, so I did not read it.${held} Which file in it should I open? Say, for example, "open ${name}/<file name>", or "list the folder ${name}" to see what it holds.`;
  return { text, summary: 'found a folder, asked which file to read', confidence: 0 };
}

function shortened(path: string): string {
  return path.length > NAME_CHARS ? `${path.slice(0, NAME_CHARS)}…` : path;
}

/**
 * The step whose one found path a step's argument takes (`{"$ref": "s1.path"}`), at the top level of its arguments:
 * as planned, since a call that was made was sent the path itself.
 */
function foundFrom(step: ExecutionStep, planned: readonly PlanStep[]): string | undefined {
  const plan = planned.find((one) => one.id === (step.fallbackFor ?? step.stepId));
  for (const value of [...Object.values(step.arguments), ...Object.values(plan?.arguments ?? {})]) {
    const stepId = foundPathStepId(value);
    if (stepId !== undefined) return stepId;
  }
  return undefined;
}
