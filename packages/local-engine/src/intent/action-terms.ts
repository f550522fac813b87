/**
 * Words a tool that does what the request asks would use for it: "cat
 * config/settings.yaml" shares no word with "Read the complete contents of a
 * file", but asks to read a file. Ranking adds these stems to the request's
 * own at a lower weight, so the tools that do the asked action on the asked
 * kind of thing are among the candidates the reranker compares.
 */
import type { Action, ObjectKind } from './action.js';
import { readRequestAction } from './request-action.js';
import { terms } from '../text/tokenize.js';
import { memoByText } from '../text/bounded-memo.js';

const ACTION_WORDS: Record<Action, string> = {
  read: 'read contents view open',
  list: 'list listing directory contents',
  info: 'info metadata size modified',
  search: 'search find query',
  write: 'write save add store',
  edit: 'edit modify',
  create: 'create new',
  destroy: 'delete remove',
  move: 'move rename',
  compute: 'sum add calculate',
  translate: 'translate',
  convert: 'convert',
  summarize: 'summarize summary',
  repeat: 'echo repeat',
  switch: 'toggle enable',
  compress: 'compress zip',
  send: 'send',
  run: 'run',
};

const OBJECT_WORDS: Record<ObjectKind, string> = {
  file: 'file',
  directory: 'directory folder',
  media: 'image media',
  memory: 'memory knowledge remember',
  number: 'numbers',
  environment: 'environment variables',
};

/** Two people tied to each other ("Maria and Jorge are married") are a relation between them. */
const TIE_WORDS = 'relation between';

/** Reading strength of a firm verb or phrase (English ones read 1, other languages' 0.9, a file named with no other verb 0.8). */
const FIRM = 0.8;

/** Stems for the request's action and objects that the request does not already use (none when it states no action or object). */
export const actionTerms: (message: string) => readonly string[] = memoByText(5_000, (message: string): string[] => {
  const request = readRequestAction(message);
  // A generic verb ("get", "show") implies too little to search for; a firm one, or a path, does.
  const firm = request.action !== undefined && request.strength >= FIRM;
  if (!firm && request.paths.length === 0) return [];
  const own = new Set(terms(message));
  const words = [
    firm && request.action ? ACTION_WORDS[request.action] : '',
    ...[...request.objects].map((kind) => OBJECT_WORDS[kind]),
    request.relatesPeople ? TIE_WORDS : '',
  ].join(' ');
  return [...new Set(terms(words))].filter((term) => !own.has(term));
});
