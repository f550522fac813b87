/**
 * The local engine's view of the world: plain tool specs (the same shape as the
 * BFCL cases and as MCP's `tools/list`, with `parameters` = the input JSON Schema)
 * and plain chat messages. No Redis, no packet: pure functions over these.
 */

export interface JsonSchema {
  type?: string | string[];
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema | JsonSchema[];
  enum?: unknown[];
  default?: unknown;
  format?: string;
  minimum?: number;
  maximum?: number;
  [key: string]: unknown;
}

export interface ToolSpec {
  /** Unique within one call; may contain dots (`math.factorial`) or a server prefix. */
  name: string;
  description?: string;
  parameters?: JsonSchema;
  /** Requests this tool answered (configured examples, or messages a model chose it for): indexed like its description. */
  examples?: string[];
}

export interface EngineMessage {
  role: 'user' | 'assistant' | 'system' | 'tool';
  content: string;
}

export interface RouteInput {
  message: string;
  history: EngineMessage[];
  tools: ToolSpec[];
  /** When the turn was asked: what "today" means to a calendar question (default: the clock). */
  now?: Date;
}

export interface RouteResult {
  needsTool: boolean;
  /** 0..1, the calibrated probability that this decision is right: at or above the gate the engine may decide alone. */
  confidence: number;
  /**
   * The engine must hand this decision over (to a model, or to the user as an offer) whatever its confidence: the
   * message is read poorly, or a "no tool" answer is doubted (`routeNeverAlone`).
   */
  neverAlone: boolean;
  /** `history`: answered from the conversation; `direct`: no tool needed; `tool`: a tool is needed. */
  source: 'history' | 'direct' | 'tool';
  rationale: string;
  /** What the user wants done, in a short phrase. */
  goal: string;
  /** The answer when no tool is needed (greeting, history lookup, arithmetic, or an honest "I cannot answer this without a model"). */
  directAnswer?: string;
  /** The route features the fitted models read (`decide/features.ts`), for fitting and for explaining a decision. */
  features?: Record<string, number>;
  /** The rule that recognised what the message is (small talk, arithmetic, the conversation, …), when one answered. */
  rule?: 'empty' | 'history' | 'historyMissing' | 'smallTalk' | 'arithmetic' | 'calendar' | 'noTools';
}

export interface RankedTool {
  tool: ToolSpec;
  score: number;
}

export interface PlannedCall {
  tool: string;
  arguments: Record<string, unknown>;
  confidence: number;
  why: string;
  /** Required parameters the message gave no value for. */
  missing: string[];
  /**
   * A call to run first, on which this one depends: it makes the record this call adds to, and changes nothing when
   * the record is already there. It serves this call; it is not one of the calls the request asks for.
   */
  prepare?: PreparingCall;
  /**
   * A call to run after this one, depending on it: it adds what this call keeps to a record that was kept already (a
   * creating call skips a record it has), and changes nothing when this call made the record. It serves this call;
   * it is not one of the calls the request asks for.
   */
  settle?: PreparingCall;
  /**
   * An argument whose value is an earlier call's text output, known only when that call has run (a copy writes what
   * the read returned): `call` is the earlier call's index among the selection's calls, and this call waits for it.
   */
  takesOutput?: TakesOutput;
  /** An argument that is the one path an earlier call (a search) found, beside what `takesOutput` feeds. */
  takesFoundPath?: FoundPathInput;
  /**
   * Texts in the arguments that are facts to delete as the request words them, not as the record keeps them: each
   * is the fact of `entity` that the words say, found in what `prepare` read of it (`at`: where each text sits).
   */
  wordedFacts?: WordedFacts;
}

/** Without `entity`, each text at `at` is the name of a whole record to delete, as the request says it. */
export interface WordedFacts {
  entity?: string;
  at: Array<Array<string | number>>;
}

/**
 * An argument that takes an earlier call's text output: `call` is that call's index among the selection's calls.
 * With `append`, the argument is that text with a line added at its end (an append: the file read, then written
 * back); `line` absent when the request did not say what to add, which is then asked for.
 */
/** The one path an earlier call's output lists, as the value of `argument` (`call`: that call's index). */
export interface FoundPathInput {
  argument: string;
  call: number;
}

export interface TakesOutput {
  argument: string;
  call: number;
  /** `as: 'edits'`: the argument is an edit tool's list of edits, the one edit that adds the line. */
  append?: { line?: string; as?: 'edits' };
  /**
   * The argument is an edit tool's list of edits that puts `new` in every place `old` stands in the text the earlier
   * call read ("change every 'Hive B' to 'Hive E'"): an edit tool replaces only the first place of each old text.
   */
  replace?: { old: string; new: string };
  /** The one path the earlier call's output lists (a search's one find), not its whole text. */
  found?: true;
}

export interface PreparingCall {
  tool: string;
  arguments: Record<string, unknown>;
  why: string;
}

export interface Selection {
  calls: PlannedCall[];
  /** Confidence in the whole selection, 0..1. */
  confidence: number;
  reasoning: string;
  alternatives: Array<{ tool: string; confidence: number; why: string }>;
  /**
   * 0..1, the trust verdict on the whole decision (tools and arguments): at or above the cascade threshold a
   * `local-then-model` selector takes it without the model. `confidence` is the calls' own score, which the
   * reviewer's gate reads when no model is configured.
   */
  aloneConfidence: number;
  /**
   * The engine must hand this decision over whatever `aloneConfidence` says: the message is read poorly, or the plan
   * is of a kind that always waits for a model or a yes (a destruction not asked for, an append, a forget …).
   */
  neverAlone: boolean;
  /** Why the engine would not take this decision without a model (empty when it would). */
  handOver?: string[];
  /** The selection features the fitted models read (`decide/features.ts`), for fitting and for explaining a decision. */
  features?: Record<string, number>;
}

export interface SelectInput {
  message: string;
  history?: EngineMessage[];
  tools: ToolSpec[];
  /** How many tools to shortlist before choosing (default 8). */
  shortlist?: number;
}
