import {
  type AnswerErrorCode,
  isAnswerError,
  type ExecutionStep,
  type Packet,
  type Plan,
  type Reply,
  referencedStepId,
  stepInputOf,
} from '@switchyard/packet-schema';
import { ANSWER_OR_SAY_AGAIN } from '@switchyard/tools';
import { foundChoiceReply } from './found-choice.js';
import { namesOnlyNote } from './names-only-note.js';
import { plainOutputOf } from './plain-output.js';
import { doneSentence, keptNothingLine, type ToolsByName } from './plain-words.js';

/** The direct answer when the selector's model failed. */
export const TOOLS_UNAVAILABLE_ANSWER =
  'I could not use my tools for this just now (choosing a tool failed), so I cannot do it yet. Please try again in a moment.';
/** Below this the reply says plainly that it is unsure. */
export const LOW_CONFIDENCE = 0.5;
const OUTPUT_CHARS_PER_STEP = 2_000;
const ARGUMENT_CHARS = 300;
const ERROR_CHARS = 1_000;
/** The packet allows 64,000; keep room for the closing lines. */
const REPLY_CHARS = 60_000;

/** `server.tool({...})` with long arguments shortened: a reply quotes calls, it does not replay them. */
function describeCall(step: { server: string; tool: string; arguments: Record<string, unknown> }): string {
  const args = JSON.stringify(step.arguments);
  return `${step.server}.${step.tool}(${args.length > ARGUMENT_CHARS ? `${args.slice(0, ARGUMENT_CHARS)}…` : args})`;
}

function bounded(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)} … (${text.length - max} more characters cut)` : text;
}

/**
 * The reply for a finished turn, from whatever the turn has: a direct answer,
 * a plan that was not run (and why), or the results of the tools (named in
 * plain words from the tools' names and descriptions, when `tools` has them).
 */
export function composeReply(packet: Packet, tools: ToolsByName = new Map()): Reply {
  const { route, plan, review, execution } = packet;
  if (packet.status.cancelled) return cancelledReply(packet);
  if (route && !route.needsTool) {
    return {
      text: route.directAnswer ?? 'I can answer this without tools, but I have nothing more to add.',
      summary: route.decidedBy === 'history' ? 'answered from the conversation' : 'answered directly, no tool needed',
      confidence: route.confidence,
    };
  }
  // The selector's model failed: say plainly that tools were unavailable, not that none fits.
  if (packet.degradations?.some((d) => d.stage === 'selector') && (plan?.steps.length ?? 0) === 0) {
    return { text: TOOLS_UNAVAILABLE_ANSWER, summary: 'tools unavailable (selection failed)', confidence: 0 };
  }
  // Without a model, an unsure "no tool" looked for a plan to offer and found none: the engine's own answer stands.
  if (route?.directAnswer !== undefined && (plan?.steps.length ?? 0) === 0) {
    return { text: `${route.directAnswer}${nameItHint(tools)}`, summary: 'answered directly, no tool fits', confidence: route.confidence };
  }
  if (!plan || (plan.steps.length === 0 && !review)) {
    const why = plan?.reasoning ? ` ${plan.reasoning}` : '';
    return {
      text: `I looked for a tool to do this, but none of the available tools fits.${why}`,
      summary: 'no suitable tool',
      confidence: plan?.confidence ?? 0,
    };
  }
  const approval = packet.approval;
  if (approval && (approval.state === 'denied' || approval.state === 'expired')) return unapprovedReply(packet);
  const steps = execution?.steps ?? [];
  if (!review?.approved || steps.length === 0) return notRunReply(packet);
  // A plan the person said yes to is theirs: the engine's doubt about it was the question, answered.
  return resultsReply(steps, plan, tools, approval?.state === 'approved');
}

/** A cancelled turn: who cancelled it, and which steps ran before it stopped (and how they ended). */
function cancelledReply(packet: Packet): Reply {
  const { by, at } = packet.status.cancelled!;
  const first = `The turn was cancelled by ${bounded(by, 200)} at ${at}.`;
  const steps = packet.execution?.steps ?? [];
  const ran = steps.filter((s) => s.attempts > 0 || s.ok);
  if (steps.length === 0) {
    const waiting = packet.approval?.state === 'cancelled' ? ' It was waiting for approval.' : '';
    return { text: `${first} No tool was run.${waiting}`, summary: 'cancelled before any tool ran', confidence: 0 };
  }
  const lines = steps.map((s) => {
    const call = describeCall(s);
    if (s.ok) return `✓ ${call} ran:\n${bounded((s.output ?? '').trim(), OUTPUT_CHARS_PER_STEP) || '(no output)'}`;
    if (s.attempts === 0) return `◌ ${call} was not run: ${bounded(s.error?.message ?? 'cancelled', ERROR_CHARS)}`;
    return `✗ ${call}: ${bounded(s.error?.message ?? 'unknown error', ERROR_CHARS)}`;
  });
  return {
    text: bounded([`${first}${ran.length === 0 ? ' No tool was run.' : ''}`, 'Steps:', ...lines].join('\n'), REPLY_CHARS),
    summary: ran.length === 0 ? 'cancelled before any tool ran' : `cancelled after ${ran.length} of ${steps.length} step(s) ran`,
    confidence: 0,
  };
}

function unapprovedReply(packet: Packet): Reply {
  const approval = packet.approval!;
  const asked = approval.question.split('\n').slice(1).join('\n');
  const first =
    approval.state === 'denied'
      ? `You did not approve the tool calls${approval.decidedBy ? ` (answered by ${approval.decidedBy})` : ''}, so nothing was run.`
      : `Nobody answered the approval request before it expired at ${approval.expiresAt}, so nothing was run.`;
  return { text: `${first}\nWhat was waiting:\n${asked}`, summary: `approval ${approval.state}`, confidence: packet.plan?.confidence ?? 0 };
}

function notRunReply(packet: Packet): Reply {
  // Arguments were missing: ask for them in the person's words. The answer is not threaded into this turn, so the
  // request is said again with it.
  const needs = packet.review?.needs ?? [];
  if (needs.length > 0) {
    const text = `${needs.join('\n')}\n${ANSWER_OR_SAY_AGAIN}`;
    return { text: bounded(text, REPLY_CHARS), summary: 'plan not executed: arguments missing', confidence: packet.review?.confidence ?? 0 };
  }
  const plan = packet.plan;
  const reasons = packet.review?.reasons ?? [];
  const proposed = (plan?.steps ?? []).map(describeCall);
  const lines = [`I did not run any tool: ${bounded(reasons.join('; '), ERROR_CHARS * 4) || 'the plan was not approved'}.`];
  if (proposed.length > 0) lines.push(`What I would have done: ${proposed.join(', ')}.`);
  lines.push('If that is what you want, ask again with the details spelled out (a path, a name, a value).');
  return { text: bounded(lines.join('\n'), REPLY_CHARS), summary: 'plan not executed', confidence: packet.review?.confidence ?? 0 };
}

/** What a step is about, for a sentence: its path argument(s) when it has them, else the call. */
function subjectOf(step: ExecutionStep): string {
  return pathsOf(step) ?? describeCall(step);
}

function pathsOf(step: ExecutionStep): string | undefined {
  const { path, paths } = step.arguments as { path?: unknown; paths?: unknown };
  if (typeof path === 'string' && path) return bounded(path, ARGUMENT_CHARS);
  if (Array.isArray(paths) && paths.every((p) => typeof p === 'string') && paths.length > 0) return bounded(paths.join(', '), ARGUMENT_CHARS);
  return undefined;
}

/** A call's two ends as plain paths (`source` and `destination`), with the folder the destination goes into. */
function endsOf(step: ExecutionStep): { from: string; into: string } | undefined {
  const { source, destination } = step.arguments as { source?: unknown; destination?: unknown };
  if (typeof source !== 'string' || typeof destination !== 'string' || !source || !destination) return undefined;
  const slash = destination.replace(/\/+$/, '').lastIndexOf('/');
  const into = slash > 0 ? destination.slice(0, slash) : '.';
  return { from: bounded(source, ARGUMENT_CHARS), into: bounded(into === '.' ? 'your top folder' : into, ARGUMENT_CHARS) };
}

/**
 * The path the server says it looked at, when it is not the one asked for (a relative path resolved against its
 * root): absolute, or from the server's folder's name as the stage shows it (`withRelativePaths`).
 */
function pathTried(step: ExecutionStep, subject: string): string {
  const tried = /'((?:\/|[^'\s/]+\/)[^']+)'|"((?:\/|[^"\s/]+\/)[^"]+)"/.exec(step.error?.message ?? '');
  const path = tried?.[1] ?? tried?.[2];
  return path && path !== subject ? ` (the server looked for ${bounded(path, ARGUMENT_CHARS)})` : '';
}

/** One sentence for a tool that answered "no" (not found, access denied, invalid arguments). */
function answerSentence(step: ExecutionStep, tools: ToolsByName, planned: Plan['steps'] = []): string {
  const subject = subjectOf(step);
  switch (step.error?.code) {
    case 'not_found': {
      // A move or copy names two places: either end may be what is missing, the file or the folder it goes into.
      const ends = endsOf(step);
      if (ends) return `I could not find ${ends.from}, or the folder ${ends.into} to put it in.`;
      // Without a path, the server's own words say what was missing ("Entity with name Maya not found"): "I could
      // not find memory.add_observations(...)" would read as if the tool were missing.
      if (pathsOf(step) === undefined && step.error?.message)
        return `${step.server}.${step.tool} could not find what the call named: ${bounded(step.error.message, ERROR_CHARS)}`;
      return `I could not find ${subject}${pathTried(step, subject)}.${lookForIt(step, tools, planned)}`;
    }
    case 'access_denied':
      return `Access to ${subject} was denied.`;
    default:
      return `The arguments of ${describeCall(step)} are not valid: ${bounded(step.error?.message ?? 'the tool refused them', ERROR_CHARS)}`;
  }
}

/** The longest file name the reply offers to look for. */
const FILE_NAME_CHARS = 80;

/**
 * "open pierogi.md" where the file sits in a folder the request did not name: the server looked only at its top. Where
 * the same server searches for files, the reply offers to look for it; a yes asks for that search, through the same
 * guards as any request.
 */
function lookForIt(step: ExecutionStep, tools: ToolsByName, planned: Plan['steps']): string {
  const { path } = step.arguments as { path?: unknown };
  // A plain file name only: no folder, and nothing that would end the question or ask another ("a? Shall I move …").
  if (typeof path !== 'string' || !/^[\p{L}\d][\p{L}\d _'’()-]*\.[\p{L}\d]{1,8}$/u.test(path) || path.length > FILE_NAME_CHARS) return '';
  const searches = [...tools.keys()].some(
    (name) => name.startsWith(`${step.server}.`) && /search/i.test(name) && /\bfiles?\b/i.test(tools.get(name)?.description ?? ''),
  );
  if (!searches) return '';
  // A line asked to be added after this read: the yes finds the file and adds it, as was asked, not only opens it.
  // (A replace asked after it is not offered again: no reading of a yes to "find … and change …" plans one.)
  const line = lineAddedTo(step.stepId, planned);
  if (line !== undefined) return ` Shall I find ${path} in your folders and add "${line}" to it?`;
  // A read asked for: the yes finds the file and opens it, not only says where it is.
  const reads = /\bread/i.test(step.tool) || /^\s*read\b/i.test(tools.get(`${step.server}.${step.tool}`)?.description ?? '');
  return reads ? ` Shall I find ${path} in your folders and open it?` : ` Shall I look for ${path} in your folders?`;
}

/** The longest added line the reply offers to add again: a line, not a file. */
const OFFERED_LINE_CHARS = 200;

/**
 * The line a planned step appends to what the step read (`{"$append": {"to": "<read>.output", "line": …}}`), when it is
 * one a question can quote: no quote mark or line break of its own, which would end the question or start another.
 */
function lineAddedTo(readId: string, planned: Plan['steps']): string | undefined {
  for (const step of planned) {
    for (const value of Object.values(step.arguments)) {
      const input = stepInputOf(value);
      if (input?.kind !== 'append' || referencedStepId(input.ref) !== readId) continue;
      const line = input.line.trim();
      return line.length > 0 && line.length <= OFFERED_LINE_CHARS && !/["“”\n\r?]/u.test(line) ? line : undefined;
    }
  }
  return undefined;
}

/** A step's resource links, one a line: listed for the reader to open, never fetched into the reply. */
function linkLines(step: ExecutionStep): string {
  if (!step.links?.length) return '';
  return ['links:', ...step.links.map((l) => `- ${l.name ? `${l.name}: ` : ''}${l.uri}${l.mimeType ? ` (${l.mimeType})` : ''}`)].join('\n');
}

function resultsReply(steps: ExecutionStep[], plan: Plan, tools: ToolsByName, approved: boolean): Reply {
  const planConfidence = plan.confidence;
  const ok = steps.filter((s) => s.ok);
  const answered = steps.filter((s) => !s.ok && isAnswerError(s.error));
  const failed = steps.length - ok.length - answered.length;
  const confidence = Math.round(planConfidence * ((ok.length + answered.length) / steps.length) * 100) / 100;
  // A document looked for and then read: several found, or none, is a question, not a failed read.
  const choice = foundChoiceReply(steps, plan.steps);
  if (choice) return choice;
  // One call that answered "no" is the whole reply: "notes/missing.md was not found."
  if (steps.length === 1 && answered.length === 1) {
    const sentence = answerSentence(answered[0]!, tools, plan.steps);
    return { text: sentence, summary: bounded(sentence, 200), confidence };
  }
  const parts = steps.map((s) => {
    const call = describeCall(s);
    if (!s.ok && isAnswerError(s.error)) return `• ${answerSentence(s, tools, plan.steps)}`;
    if (!s.ok) return `✗ ${call} failed: ${bounded(s.error?.message ?? 'unknown error', ERROR_CHARS)}`;
    if (s.dryRun) return `◌ ${call}: dry run, nothing was called`;
    // Said in plain lines where its shape is known (a memory's entities, a file's information), else as it came.
    const output = keptNothingLine(s, steps, tools) ?? plainOutputOf(s).trim();
    const shown = output.length > OUTPUT_CHARS_PER_STEP ? `${output.slice(0, OUTPUT_CHARS_PER_STEP)} …` : output;
    const links = linkLines(s);
    return `✓ ${call}${s.cached ? ' (cached)' : ''}:\n${shown || (links ? '' : '(no output)')}${shown && links ? '\n' : ''}${links}`;
  });
  const counts = [`${ok.length} ok`, ...answerCounts(answered), ...(failed || !answered.length ? [`${failed} failed`] : [])];
  const summary = `ran ${steps.length} tool call(s): ${counts.join(', ')}`;
  const note = namesOnlyNote(steps, tools);
  const lines = [doneSentence(steps, tools, plan.steps) ?? `I ${summary}.`, ...parts, ...(note ? [note] : [])];
  if (confidence < LOW_CONFIDENCE && !approved) {
    lines.push(`I am not confident in this result (confidence ${confidence.toFixed(2)}): check it before relying on it.`);
  }
  return { text: bounded(lines.join('\n\n'), REPLY_CHARS), summary, confidence };
}

/** The words each kind of answer is counted with: a step that could not be done is said as what stopped it. */
const ANSWER_COUNT_WORDS: Record<AnswerErrorCode, string> = {
  not_found: 'not found',
  access_denied: 'access denied',
  invalid_arguments: 'refused by the tool',
};

/** "1 not found, 1 access denied": the answers among the steps, by kind. */
function answerCounts(answered: readonly ExecutionStep[]): string[] {
  const counts = new Map<string, number>();
  for (const step of answered) {
    const words = ANSWER_COUNT_WORDS[step.error!.code as AnswerErrorCode];
    counts.set(words, (counts.get(words) ?? 0) + 1);
  }
  return [...counts].map(([words, count]) => `${count} ${words}`);
}

/**
 * After the engine's own answer, when tools are there but none was clearly asked for ("what's on my todo
 * list?"): what to say instead, so a request about the user's own things is not left at "configure a model".
 */
function nameItHint(tools: ToolsByName): string {
  const servers = [...new Set([...tools.keys()].map((name) => name.split('.')[0]).filter(Boolean))];
  if (servers.length === 0) return '';
  return ` If this is about something your tools hold (${servers.join(', ')}), name the file, folder or entry and ask again.`;
}
