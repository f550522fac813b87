/**
 * "and in LA?", "also he speaks portuguese", "now add 8 to that", "show 50 instead": a turn that continues the
 * user's previous request rather than standing alone. What it needs is read from that request: a follow-up to a
 * request that needed a tool most often needs one too, whatever its own few words say.
 */
import type { EngineMessage } from '../types.js';
import { findPaths } from '../extract/text-mentions.js';
import { SHORT_TURN_WORDS } from './previous-request.js';

/** Opens by carrying on: "and ...", "also ...", "what about ...", "same for ...", "now ...", "again but ...". */
const CARRIES_ON = /^(?:and|also|plus|or|then|now|same|too|again|what about|how about|and what about|ok(?:ay)?,? (?:and|now|then))\b/i;
/**
 * Leans on what was said before: a pronoun for the thing or person talked about, "instead", "the other one",
 * "the 2022 one". Only in a short turn, where little else can say what it is about.
 */
const LEANS_BACK = /\b(?:it|that|those|them|he|she|his|her|they|their|instead|the other(?: one)?|the \w+ one|as well|actually)\b/i;

/** The user's previous request when `message` continues it, else undefined. */
export function continuedRequest(message: string, history: readonly EngineMessage[]): string | undefined {
  const previous = history.findLast((turn) => turn.role === 'user')?.content.trim();
  if (!previous) return undefined;
  const text = message.trim();
  const words = text.split(/\s+/).length;
  if (words > SHORT_TURN_WORDS) return undefined;
  return CARRIES_ON.test(text) || LEANS_BACK.test(text) ? previous : undefined;
}

/** Whether the conversation's last exchange ran a tool (a tool's result sits after the user's previous turn). */
export function lastExchangeUsedTool(history: readonly EngineMessage[]): boolean {
  for (let at = history.length - 1; at >= 0; at -= 1) {
    const turn = history[at];
    if (turn?.role === 'tool') return true;
    if (turn?.role === 'user') return false;
  }
  return false;
}

/**
 * Whether the last reply shows what a file tool returned: it names a file or folder path the request before it did
 * not ("november hours pls" → "Here's timesheets/2026-11.csv: ..."). A conversation kept without its tool turns still
 * shows that a tool ran, and a follow-up to it ("and the october one?") most often needs one too.
 */
export function lastReplyShowedFiles(history: readonly EngineMessage[]): boolean {
  const replyAt = history.findLastIndex((turn) => turn.role === 'assistant');
  const askedAt = history.findLastIndex((turn) => turn.role === 'user');
  if (replyAt < 0 || askedAt > replyAt) return false;
  const asked = new Set(askedAt >= 0 ? findPaths(history[askedAt]?.content ?? '').map((path) => path.text) : []);
  return findPaths(history[replyAt]?.content ?? '').some((path) => !asked.has(path.text));
}
