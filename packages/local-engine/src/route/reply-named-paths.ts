/**
 * "delete that" after "I found one match: notes/keys.txt", "send it to bob@example.com", "delete my keys file" after
 * a listing: the request reads as a path no turn of the user's ever wrote. The path is the reply's, and a reply
 * quotes what a tool returned (a search result, a listing, a file's text), so it may be a name a server chose.
 */
import { findPaths } from '../extract/text-mentions.js';
import { boundWhitespace } from '../text/bounded-whitespace.js';
import type { EngineMessage } from '../types.js';
import { TURNS_BACK } from './previous-request.js';

/** The user's own turns read for paths: as many as any reading of the conversation looks back at. */
const OWN_TURNS = TURNS_BACK;
/** A user's turn longer than this is read only at its start and its end for the paths it wrote. */
const OWN_TURN_CHARS = 4_000;

/**
 * Whether `resolved` (the request as the conversation made it read) names a path that neither the message read on
 * its own (`alone`) nor one of the user's latest turns wrote: a path only a reply can have given it.
 */
export function namesReplyPath(resolved: string, alone: string, history: readonly EngineMessage[]): boolean {
  const paths = findPaths(resolved).map((mention) => mention.text);
  if (paths.length === 0 || history.length === 0) return false;
  const own = new Set(findPaths(alone).map((mention) => mention.text));
  const unexplained = paths.filter((path) => !own.has(path));
  if (unexplained.length === 0) return false;
  const userTurns = history.filter((turn) => turn.role === 'user').slice(-OWN_TURNS);
  const written = userTurns.flatMap((turn) => findPaths(ownPart(turn.content)).map((mention) => mention.text));
  const ownEarlier = new Set(written);
  return unexplained.some((path) => !ownEarlier.has(path));
}

function ownPart(content: string): string {
  const text = boundWhitespace(content);
  return text.length <= OWN_TURN_CHARS ? text : `${text.slice(0, OWN_TURN_CHARS / 2)}\n${text.slice(-OWN_TURN_CHARS / 2)}`;
}
