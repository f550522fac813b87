/**
 * What a follow-up reads of the conversation before it, and how far: the user's previous request (when a few words
 * can carry it over), how many of the latest turns are looked back at, and how short a turn leans on them.
 */
import type { EngineMessage } from '../types.js';

/** An earlier request longer than this is not one a few words can carry over. */
export const CARRIED_REQUEST_CHARS = 1000;
/** How many of the latest turns (the user's and the replies) a follow-up looks back at. */
export const TURNS_BACK = 4;
/** A turn longer than this says enough by itself to be read alone. */
export const SHORT_TURN_WORDS = 8;

/** The user's previous request, when it is short enough for a follow-up to carry it over. */
export function previousRequest(history: readonly EngineMessage[]): string | undefined {
  const content = history.findLast((turn) => turn.role === 'user')?.content.trim();
  return content === undefined || content.length > CARRIED_REQUEST_CHARS ? undefined : content;
}
