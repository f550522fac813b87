/**
 * Whether a path a request names is a file or a folder. Its form says so first: an extension makes a file
 * ("notes.md", ".env.example"), a slash at its end a folder ("photos/"). A name with neither is a folder unless the
 * words about it call it a file: a file noun beside it ("the journal entries journal/a and journal/b", "the note
 * notes/groceries") or a verb that only reads files ("cat config/app", "read drafts/intro"). A hidden name is named
 * the way configuration files are (".bashrc", ".gitignore", ".bash_profile", ".env"), or it is most often a folder
 * ("~/.config", "~/.ssh"); a noun beside it says which whatever its name.
 */
export type PathKind = 'file' | 'directory';

/** The request's reading that the kinds depend on. */
export interface PathContext {
  /** The original message, where the paths are written. */
  message: string;
  /** The request, lower case, values masked and any lead-in ("can you") removed. */
  rest: string;
}

const EXTENSION = /(?:^|\/)[^/]*[^/.][^/]*\.[\p{L}\p{N}]{1,5}$/u;
/** ".env.example", ".tmux.conf": a hidden name with an extension of its own. */
const HIDDEN_WITH_EXTENSION = /(?:^|\/)\.[^/.]+\.[^/]+$/u;
/** How configuration files are named: run-command files, ignore lists, profiles, histories, ".env", "*config". */
const CONFIG_FILE_NAME = /(?:^|\/)\.(?:env|[\p{L}\p{N}_-]*(?:rc|ignore|profile|history|keep|attributes|modules|access)|[\p{L}\p{N}_-]+config)$/iu;

/** Files projects keep under a name of their own, with no extension ("README", "Makefile"). */
const PROJECT_FILE_NAME = /(?:^|\/)(?:README|LICEN[CS]E|CHANGELOG|CONTRIBUTING|NOTICE|AUTHORS|Makefile|Dockerfile|Procfile|Gemfile|Rakefile|Vagrantfile)$/;

/** Nouns that name one written thing, which a path beside them names. */
const FILE_NOUNS = String.raw`(?:files?|documents?|docs?|entry|entries|notes?|pages?|drafts?|letters?|memos?)`;
const FOLDER_NOUNS = String.raw`(?:folders?|director(?:y|ies)|dirs?)`;
/** Each written path is masked as one mark: a private-use character that numbers it. */
const FIRST_MARK = 0xe000;
const MARK = String.raw`[\ue000-\uf8ff]`;
/** A path and the paths listed with it: "a, b and c". */
const LISTED = String.raw`${MARK}(?:\s*(?:,|;|&|\band\b|\bor\b)\s*${MARK})*`;
const BETWEEN = String.raw`\s*[,:]?\s*(?:(?:called|named|at|is|was)\s+)?(?:(?:the|my)\s+)?`;
const nounBeside = (nouns: string): RegExp => new RegExp(String.raw`\b${nouns}${BETWEEN}(${LISTED})|(${LISTED})\s+${nouns}\b`, 'giu');
const FILE_NOUN_BESIDE = nounBeside(FILE_NOUNS);
const FOLDER_NOUN_BESIDE = nounBeside(FOLDER_NOUNS);
/** A last part of a path with spaces ending in a file noun. */
const NAMED_AS_FILE = new RegExp(String.raw`(?:^|[/\\])[^/\\]*\s${FILE_NOUNS.replace('files?|', '')}$`, 'iu');
const ANY_NOUN = /\b(?:file|doc|entr|note|page|draft|letter|memo|folder|director|dir)/i;
/** Beyond this many paths in one message, each is read by its form alone (masking each is a pass over the message). */
const MARKED_PATHS = 50;

/** Verbs that only ever read a file. */
const READS_FILE = /^(?:read|reread|cat|less|head|tail)\b/;

/** The kind of each path the request names, by its form and the words about it. */
export function pathKinds(paths: readonly string[], context: PathContext): ReadonlyMap<string, PathKind> {
  const kinds = new Map<string, PathKind>();
  if (paths.length === 0) return kinds;
  const called = calledByNoun(paths, context.message);
  const readsFile = READS_FILE.test(context.rest);
  for (const path of paths) {
    if (kinds.has(path)) continue;
    const noun = called.get(path);
    kinds.set(path, kindOf(path, noun, readsFile));
  }
  return kinds;
}

function kindOf(path: string, noun: PathKind | undefined, readsFile: boolean): PathKind {
  if (/[/\\]$/.test(path)) return 'directory';
  if (EXTENSION.test(path) || HIDDEN_WITH_EXTENSION.test(path)) return 'file';
  if (noun) return noun;
  // "wedding/vows draft", "work/meeting notes": a name whose last word is a file noun names a written thing.
  if (NAMED_AS_FILE.test(path)) return 'file';
  return readsFile || CONFIG_FILE_NAME.test(path) || PROJECT_FILE_NAME.test(path) ? 'file' : 'directory';
}

/** Paths a file or folder noun stands beside ("both journal entries, journal/a and journal/b", "the ~/.ssh folder"). */
function calledByNoun(paths: readonly string[], message: string): ReadonlyMap<string, PathKind> {
  const called = new Map<string, PathKind>();
  const order = [...new Set(paths)].sort((a, b) => b.length - a.length);
  if (order.length > MARKED_PATHS || !ANY_NOUN.test(message)) return called;
  // Longest first, so a path inside a longer one is not masked within it.
  let masked = message;
  order.forEach((path, at) => {
    masked = masked.split(path).join(String.fromCharCode(FIRST_MARK + at));
  });
  const named = (pattern: RegExp, kind: PathKind): void => {
    for (const match of masked.matchAll(pattern)) {
      for (const mark of match[1] ?? match[2] ?? '') {
        const path = order[mark.charCodeAt(0) - FIRST_MARK];
        if (path !== undefined && !called.has(path)) called.set(path, kind);
      }
    }
  };
  named(FOLDER_NOUN_BESIDE, 'directory');
  named(FILE_NOUN_BESIDE, 'file');
  return called;
}
