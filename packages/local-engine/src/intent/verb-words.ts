/**
 * The English verbs a request names its action with, apart from the rest of the lexicon: the yes-and-no reader reads
 * them too, and it is loaded where the engine is not (the producer, the CLI's prompt).
 */
import type { Action } from './action.js';
import { stem } from '../text/tokenize.js';

/** English verbs (and nouns that name an action), keyed by their Porter stem, with how firmly each names its action (1 names it; 0.5 is a generic "get"). */
export const VERB_WORDS = [
  ['read', 'read view open display print load peek reread opened viewing dump', 1],
  ['read', 'show see get fetch retrieve return give provide', 0.5],
  ['list', 'list enumerate browse tree listing', 1],
  ['info', 'info metadata stat size', 1],
  ['search', 'search find locate grep seek lookup hunt scan', 1],
  ['write', 'write save jot store record append put add', 1],
  ['edit', 'edit modify update replace fix correct change tweak amend patch insert', 1],
  ['create', 'create make mkdir new build', 1],
  ['destroy', 'delete remove erase forget drop clear wipe trash discard purge destroy rm unlink overwrite scratch', 1],
  ['move', 'move rename relocate mv', 1],
  ['compute', 'sum multiply subtract divide', 1],
  ['translate', 'translate', 1],
  ['convert', 'convert', 1],
  ['summarize', 'summarize summarise condense shorten', 1],
  ['repeat', 'echo repeat parrot', 1],
  ['switch', 'toggle enable disable activate deactivate', 1],
  ['compress', 'compress zip gzip unzip decompress archive', 1],
  ['send', 'send notify', 1],
  ['run', 'run execute trigger launch start simulate', 1],
] as const;
export const VERB_STEMS: ReadonlyMap<string, { action: Action; strength: number }> = new Map(
  VERB_WORDS.flatMap(([action, words, strength]) => words.split(' ').map((word) => [stem(word), { action: action as Action, strength }] as const)),
);
