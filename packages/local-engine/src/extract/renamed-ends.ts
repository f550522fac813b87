/**
 * The two names of a rename written as names ("rename mums_jollof to mum_jollof_recipe.txt", "renombra lista_compras
 * a lista_2025.txt", "rename egusi.txt to egusi-soup"). People leave out the extension they do not change: when one
 * side is written with a file's extension and the other as a bare name, both are that kind of file. A folder renamed ("rename
 * the folder old to archive") has no extension to share.
 */
import { FILE_EXTENSIONS } from '../text/file-kinds.js';
import { STOPWORDS } from '../text/tokenize.js';

export interface RenamedEnds {
  from: string;
  to: string;
}

/** The verb of a rename, in the languages read: "rename", "renombra", "renomme", "rinomina", "renomeia", "hernoem". */
const VERB = String.raw`(?:renam(?:e|ing)|renombra(?:r)?|renomm(?:e|er|ez)|rinomina(?:re)?|renome(?:ia|ie|ar)|hernoem)`;
/** Words between the verb and the old name: an article or possessive, then a noun for a file, or for a folder (kept). */
const LEAD = String.raw`(?:(?:the|my|this|that|el|la|mi|le|mon|ma|il|lo|o|a|meu|minha|de|het|mijn)\s+)?(?:(?:file|archivo|fichero|fichier|arquivo|bestand)\s+|(folder|directory|dir|carpeta|dossier|cartella|pasta|map)\s+)?`;
/** One name or path, no spaces: letters or digits at both ends, dots, dashes, underscores and slashes inside. */
const NAME = String.raw`([\p{L}\p{N}](?:[\p{L}\p{N}_./-]{0,200}[\p{L}\p{N}])?)`;
/** The word that leads to the new name. */
const JOIN = String.raw`(?:to|as|into|a|en|in|para|como|naar|->|→|=>)`;
const RENAME_FORM = new RegExp(String.raw`(?<![\p{L}\p{N}_])${VERB}\s+${LEAD}${NAME}\s+${JOIN}\s+${NAME}(?![\p{L}\p{N}_/\\-])`, 'iu');
/**
 * "rename notes.txt in docs to old-notes.txt", "rename dar_01.jpg in the Modele/zdjecia folder to dar_dziob.jpg": the
 * folder the file is in, said after it, holds the new name too (it is no new name itself).
 */
const IN_FOLDER_FORM = new RegExp(
  String.raw`(?<![\p{L}\p{N}_])${VERB}\s+${LEAD}${NAME}\s+(?:in|inside|from)\s+(?:the\s+|my\s+)?${NAME}(?:\s+(?:folder|directory|dir))?\s+(?:to|as|into)\s+${NAME}(?![\p{L}\p{N}_/\\-])`,
  'iu',
);
/** Pronouns of the other languages read, which the English function words leave out. */
const PRONOUNS = new Set('lo la le los las les él ella ele ela isso esto eso ceci cela ça het dit dat es das'.split(' '));
/** The word after the new name, when a space and no mark of punctuation come first. */
const NEXT_WORD = /^\s+([^\s.,;:!?)]+)/u;
/** Words that close a request after a name without being part of it. */
const COURTESY = new Set('please pls plz thanks thx ty lol now too asap bitte por favor merci grazie obrigado'.split(' '));
const EXTENSION = /\.([\p{L}\p{N}]{1,5})$/u;

/** The extension a name is written with, when it is one of a file's. */
function extensionOf(name: string): string | undefined {
  const extension = EXTENSION.exec(name)?.[1];
  return extension && FILE_EXTENSIONS.has(extension.toLowerCase()) ? extension : undefined;
}

/** The old and new names of a rename written as two names, each with the extension the other shows; undefined otherwise. */
export function renamedEnds(text: string): RenamedEnds | undefined {
  if (!/rena|renom|rinom|hernoem/i.test(text)) return undefined;
  const inFolder = IN_FOLDER_FORM.exec(text);
  if (inFolder && !inFolder[1]) {
    const [place, name, renamed] = [inFolder[3] ?? '', inFolder[2] ?? '', inFolder[4] ?? ''];
    const ends = renamedEnds(`rename ${name} to ${renamed}`);
    const within = (end: string) => (/[/\\]/.test(end) ? end : `${place.replace(/[/\\]+$/, '')}/${end}`);
    if (ends) return { from: within(ends.from), to: within(ends.to) };
  }
  const match = RENAME_FORM.exec(text);
  const [folder, from, to] = [match?.[1], match?.[2], match?.[3]];
  // "rename it to Meeting 2024-06-03.md": a new name that runs on into more of a name was read short.
  const next = match ? NEXT_WORD.exec(text.slice(match.index + match[0].length))?.[1]?.toLowerCase() : undefined;
  if (next !== undefined && !STOPWORDS.has(next) && !COURTESY.has(next)) return undefined;
  // "rename it to holiday.mp4": a pronoun stands for a file the conversation named, not for one called "it".
  if (
    !from ||
    !to ||
    from.toLowerCase() === to.toLowerCase() ||
    /^\p{N}+$/u.test(from) ||
    STOPWORDS.has(from.toLowerCase()) ||
    PRONOUNS.has(from.toLowerCase())
  )
    return undefined;
  const [fromKind, toKind] = [extensionOf(from), extensionOf(to)];
  // Two bare words are as often text as names ("rename Draft to Final" in a document): the engine reads those elsewhere.
  if (!fromKind && !toKind) return undefined;
  if (folder) return { from, to };
  // A new name written as a path ("rename docs/a.txt to docs/b") is taken as written: whoever writes paths writes them whole.
  return { from: fromKind || !toKind ? from : `${from}.${toKind}`, to: toKind || !fromKind || /[/\\]/.test(to) ? to : `${to}.${fromKind}` };
}
