/**
 * What a request asks to do and what a tool does, in one small vocabulary of
 * verb classes (read, list, search, write, destroy, ...) and object kinds
 * (a file, a folder, something remembered, ...). Requests and tools are read
 * into the same shapes so that "cat config/settings.yaml" and "Read the
 * complete contents of a file" meet without sharing a word.
 */
import type { ArithmeticAsked, ArithmeticOffered } from './arithmetic-operations.js';

/** Verb classes: what is done, whatever the words. */
export type Action =
  | 'read'
  | 'list'
  | 'info'
  | 'search'
  | 'write'
  | 'edit'
  | 'create'
  | 'destroy'
  | 'move'
  | 'compute'
  | 'translate'
  | 'convert'
  | 'summarize'
  | 'repeat'
  | 'switch'
  | 'compress'
  | 'send'
  | 'run';

/** What the action is done to. */
export type ObjectKind = 'file' | 'directory' | 'media' | 'memory' | 'number' | 'environment';

/** Whether a request or tool is about one fact of a thing or the whole thing (matters for destroying). */
export type Scope = 'part' | 'whole';

export interface RequestAction {
  /** The main action asked for, when the request says one. */
  action?: Action;
  /** How sure the reading is: 1 for an explicit verb or phrase, less for a weak one ("get"). */
  strength: number;
  objects: ReadonlySet<ObjectKind>;
  scope?: Scope;
  /** What is destroyed is things in a file ("the done items in todo.md"), not the file. */
  thingsInFile?: true;
  /** The request asks to delete, remove, overwrite or move something. */
  destroys: boolean;
  /** Paths and file names the request names: language-independent evidence for file tools. */
  paths: readonly string[];
  /** Quoted strings the request holds (values to write, search or echo). */
  quoted: readonly string[];
  /** The request is about several things at once ("both", "these files", two paths). */
  many: boolean;
  /** The request is about the user's own things ("my recipes", "do I have"). */
  personal: boolean;
  /** The request names the very thing to act on (a path, "the recipes folder"), so the tool must take it. */
  namesTarget: boolean;
  /** What the request wants a listing to show beyond names ("the folder structure", "with sizes", "which folders can you see"). */
  detail: ListingDetail;
  /** The request asks for every entry of its memory at once ("list all the people you have", "everything so far"). */
  everything?: boolean;
  /** The request states or asks for a relation between two named things ("Keiko reports to Lena", "link Ana and Tom"). */
  relates: boolean;
  /** The request ties two named people to each other ("Maria and Jorge are married", "Priya is Raj's wife"). */
  relatesPeople?: boolean;
  /** For a computing request, the operations it asks for and how many numbers it combines. */
  arithmetic?: ArithmeticAsked;
  /** For a converting request, what the measure measures ("length" for "6 feet in cm", "money"). */
  measure?: string;
  /** The request asks to send a message to someone ("text Priya that ..."): only a tool that sends serves it. */
  messagesSomeone?: boolean;
  /** A document of theirs asked to be shown by what it is ("show me my pancake recipe"): found first, then read. */
  readsFound?: boolean;
}

/**
 * What a listing shows beyond names: the whole tree below, each entry's size, or which folders may be reached at
 * all. Read from a request's words and from a tool's name and first sentence.
 */
export interface ListingDetail {
  recursive: boolean;
  sized: boolean;
  access: boolean;
}

export interface ToolAction {
  /** The tool's main action, from its name first, then its description. */
  action?: Action;
  /** Further actions the tool's name or description states ("listing ... including sizes" also informs). */
  secondary: ReadonlySet<Action>;
  objects: ReadonlySet<ObjectKind>;
  scope?: Scope;
  /** 0 for a harmless tool, 1 for one that deletes or moves, between for one that may overwrite. */
  destructive: number;
  /** The description says the tool is deprecated (or to use another tool instead). */
  deprecated: boolean;
  /** The tool acts on several things at once only ("multiple files", "batch"). */
  many: boolean;
  /** The tool takes no arguments, so it cannot act on a thing the request names. */
  takesNothing: boolean;
  /** The tool keeps or removes relations between things (by its name and first sentence). */
  relates: boolean;
  /** What its listing shows beyond names. */
  detail: ListingDetail;
  /**
   * The description claims every act ("does everything", or reading, writing, searching, moving and deleting at
   * once): no tool the catalogs hold names more than three, so such a claim says nothing of what the tool does.
   */
  claimsEveryAct: boolean;
  /** The tool named as the replacement ("use read_text_file instead"), when the description names one. */
  replacement?: string;
  /** For a computing tool, the operations it names and how many numbers one call takes. */
  arithmetic?: ArithmeticOffered;
  /** For a converting tool, whether it converts money (currencies) rather than measures. */
  convertsMoney?: boolean;
  /** For a sending tool, whether what it sends is money (a payment, a transfer) rather than a message. */
  sendsMoney?: boolean;
}

/** Actions that a tool does better than an assistant's own guess: a tool built for one wins over answering directly. */
export const JOB_ACTIONS: ReadonlySet<Action> = new Set<Action>(['compute', 'translate', 'convert', 'summarize', 'repeat']);

/** Actions that only answer: they look something up or work it out, and change, send or run nothing. */
const ANSWERING_ACTIONS: ReadonlySet<Action> = new Set<Action>(['read', 'list', 'info', 'search', 'compute', 'translate', 'summarize', 'repeat']);

/** Whether a tool only answers (a tool of no known action, or one that may overwrite, may do more). */
export function onlyAnswers(tool: ToolAction): boolean {
  return tool.destructive === 0 && tool.action !== undefined && ANSWERING_ACTIONS.has(tool.action);
}
