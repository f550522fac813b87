import { Client, ProtocolError, ProtocolErrorCode, SdkError, SdkErrorCode, type ElicitResult, type Tool, type Transport } from '@modelcontextprotocol/client';
import { redactText, type Logger, type McpServerConfig } from '@switchyard/platform';
import type { ToolDescriptor } from '@switchyard/tools';
import { CallTimer } from './call-timer.js';
import { ServerDownError } from './server-down-error.js';
import { untilAborted } from './until-aborted.js';
import { eraVerdict, type DiscoveryVerdicts } from './discovery-verdicts.js';
import { configuredTransport, stderrTailOf, type TransportFactory } from './mcp-transport.js';
import { notificationsBeforeResponses } from './notifications-first.js';
import { refuseToolsOverLimits } from './tools-over-limits.js';
import { toolRefusal } from './tool-name.js';
import { elicitQuestion, type ElicitQuestion } from './url-elicitation.js';
import { toolCallOutput, type ToolCallOutput } from './tool-output.js';
import { InputRequestError } from './input-request-error.js';
import { outputMismatch } from './output-schema.js';
import { followTask, TASKS_EXTENSION } from './modern-task.js';
import { taskHandleOf, taskHandlesAsResults } from './task-handles.js';
import { refuseUnlessOwnListing, type PlannedTool } from './private-listing.js';

export type { TransportFactory } from './mcp-transport.js';

/** How long a connect may take when neither the server's `timeoutMs` nor the pool says. */
const DEFAULT_CONNECT_TIMEOUT_MS = 30_000;
/** Rounds of `input_required` (2026-07-28) one call may take before it fails: each is at least one question to the user. */
const MAX_INPUT_ROUNDS = 8;
/** Bounds on a server's `ttlMs` for the tool list: re-listing more often than this is a server's bug, less often is no hint. */
const MIN_RELIST_MS = 1_000;
const MAX_RELIST_MS = 86_400_000;

/** Who may reuse a 2026-07-28 list result: every caller (`public`) or only the authorization context that listed it (`private`). */
export type CacheScope = 'public' | 'private';

/** The first wait after a failed connect, doubling with each failure in a row up to the maximum. */
const CONNECT_BACKOFF_MS = 1_000;
const CONNECT_BACKOFF_MAX_MS = 30_000;

export interface CallOptions {
  /** Without a word from the server for this long the call fails; each progress report restarts it. */
  timeoutMs: number;
  /** The whole call's limit, however often the server reports progress (at least `timeoutMs`). */
  maxTotalTimeoutMs?: number;
  maxOutputChars: number;
  signal?: AbortSignal;
  /** Hears the server's progress reports; given or not, the call asks for them. */
  onProgress?: (report: ToolProgress) => void;
  /** Answers a server's question (form or url mode) during this call (only with elicitation on). */
  onElicitation?: (question: ElicitQuestion, signal: AbortSignal) => Promise<FormAnswer>;
  /** The turn's W3C trace context, sent in the request's `_meta` (one trace across Switchyard and the server). */
  trace?: { traceparent: string; tracestate?: string | undefined };
  /**
   * The definition the call was planned with. When a list marked private holds it (the catalog's, or this
   * connection's own), it must match this connection's own list, checked once connected and before anything
   * is sent (see refuseUnlessOwnListing).
   */
  planned?: PlannedTool;
}

/** The user's answer to a question: form content when accepted, consent alone for a URL. */
export interface FormAnswer {
  action: 'accept' | 'decline' | 'cancel';
  content?: Record<string, string | number | boolean | string[]>;
}

/** A call in flight that can take a server's question, with the timer to pause while the user answers. */
interface AskingCall {
  timer: CallTimer;
  answer: (question: ElicitQuestion, signal: AbortSignal) => Promise<FormAnswer>;
  /** Aborts when the call ends: a question still waiting then is given up. */
  signal: AbortSignal;
}

/** One MCP `notifications/progress` of a call. */
export interface ToolProgress {
  progress: number;
  total?: number;
  message?: string;
}

/** One MCP client for one configured server (stdio process or Streamable HTTP endpoint). */
export class McpConnection {
  private client: Client | undefined;
  private listed: ToolDescriptor[] = [];
  private connecting: Promise<void> | undefined;
  /** Why the last connect failed (readiness says it), until one succeeds. */
  failure: string | undefined;
  /** Failed connects in a row, and until when the server counts as down (calls fail at once, no connect is tried). */
  private failedConnects = 0;
  private downUntil = 0;
  /** Lists the tools again when the server's `ttlMs` for the list runs out (2026-07-28 cache hints). */
  private relist: NodeJS.Timeout | undefined;
  /**
   * The `cacheScope` of the last tool list (2026-07-28): `private` when it is valid only in the authorization
   * context it was listed in (this connection's credentials), `public` when it is the same for every caller,
   * undefined for an older server, which gives no hint.
   */
  listScope: CacheScope | undefined;

  constructor(
    readonly server: string,
    private readonly config: McpServerConfig | TransportFactory,
    private readonly baseDir: string,
    private readonly log: Logger,
    /** Hears a changed list, with its `cacheScope` (see `listScope`). */
    private readonly onToolsChanged: (tools: ToolDescriptor[], cacheScope: CacheScope | undefined) => void = () => {},
    /** Whether servers may ask the user questions (the client then advertises `elicitation`, form and url modes). */
    private readonly elicitation = false,
    /** Protocol eras of `url` servers shared by the executors of a deployment (a verdict found is not probed again). */
    private readonly discovery?: DiscoveryVerdicts,
    /** The longest one connect (handshake and tool list) may take when no call bounds it sooner: the server's `timeoutMs` wins. */
    private readonly connectTimeoutMs = DEFAULT_CONNECT_TIMEOUT_MS,
  ) {}

  /** Calls in flight that can take a question: a server's request names no call, so only a lone one is asked. */
  private readonly asking = new Set<AskingCall>();

  get tools(): ToolDescriptor[] {
    return this.listed;
  }

  get connected(): boolean {
    return this.client !== undefined;
  }

  /** The MCP revision agreed with the server at connect (an older server answers with its own). */
  get protocolVersion(): string | undefined {
    return this.client?.getNegotiatedProtocolVersion();
  }

  /**
   * One connect at a time: steps retrying after the server died all wait for the same new client, each
   * only as long as its own `signal` allows (a step's timer and the turn's deadline cover connecting).
   * The connect itself is bounded; one that fails marks the server down, with a backoff that doubles up
   * to a limit, and calls made meanwhile fail at once (ServerDownError) instead of waiting on it.
   */
  connect(signal?: AbortSignal): Promise<void> {
    const downForMs = this.downUntil - Date.now();
    if (!this.connecting && downForMs > 0) return Promise.reject(new ServerDownError(this.server, this.failure, downForMs));
    this.connecting ??= this.open(AbortSignal.timeout(this.connectBoundMs))
      .then(
        () => {
          this.failure = undefined;
          this.failedConnects = 0;
          this.downUntil = 0;
        },
        (error: unknown) => {
          // Kept for readiness, the catalog in Redis and later calls' errors: an authorization server's answer may quote a credential.
          this.failure = redactText(describeStartFailure(error));
          this.failedConnects += 1;
          this.downUntil = Date.now() + Math.min(CONNECT_BACKOFF_MAX_MS, CONNECT_BACKOFF_MS * 2 ** (this.failedConnects - 1));
          throw error;
        },
      )
      .finally(() => {
        this.connecting = undefined;
      });
    return untilAborted(this.connecting, signal);
  }

  private get connectBoundMs(): number {
    return (typeof this.config === 'function' ? undefined : this.config.timeoutMs) ?? this.connectTimeoutMs;
  }

  private async open(signal: AbortSignal): Promise<void> {
    const client = this.newClient();
    client.onclose = () => {
      if (this.client !== client) return;
      this.client = undefined;
      clearTimeout(this.relist);
    };
    const transport = this.transport();
    try {
      const prior = this.url ? await this.discovery?.get(this.server, this.url).catch(() => undefined) : undefined;
      await client.connect(transport, { ...(prior ? { prior } : {}), signal, timeout: this.connectBoundMs });
      if (this.url && !prior) this.shareVerdict(client, this.url);
      notificationsBeforeResponses(transport);
      refuseToolsOverLimits(transport, (name, refusal) => this.logRefusal(name, refusal));
      taskHandlesAsResults(transport);
      const { tools, ttlMs, cacheScope } = await this.listAllTools(client, signal);
      this.client = client;
      this.listScope = cacheScope;
      this.listed = this.describeAll(tools);
      this.relistAfter(client, ttlMs);
    } catch (error) {
      // A half-open client (a process that never answered) goes, rather than lingering beside the next try.
      await client.close().catch(() => undefined);
      throw withServerWords(error, stderrTailOf(transport));
    }
  }

  private newClient(): Client {
    const client = new Client(
      { name: 'switchyard-executor', version: '0.1.0' },
      {
        listChanged: {
          tools: {
            onChanged: (error, tools) => {
              if (error || !tools) return;
              this.listed = this.describeAll(tools);
              this.onToolsChanged(this.listed, this.listScope);
            },
          },
        },
        capabilities: {
          ...(this.elicitation ? { elicitation: { form: { applyDefaults: true }, url: {} } } : {}),
          // On 2026-07-28 a server may answer a call with a task: the call then follows it (see followTask).
          extensions: { [TASKS_EXTENSION]: {} },
        },
        // A server pinned to a revision speaks only it; a remote server is probed (`server/discover`) for the
        // 2026-07-28 revision, falling back to `initialize`; a stdio server gets `initialize` at once (probing
        // it would start a second process every time).
        ...(this.pinned ? { versionNegotiation: { mode: { pin: this.pinned } } } : this.url ? { versionNegotiation: { mode: 'auto' as const } } : {}),
        // A server's `input_required` (2026-07-28) is answered by the call that got it, through its own question
        // path and round cap (see callTool), never by a handler that cannot tell which call asks.
        inputRequired: { autoFulfill: false },
      },
    );
    if (this.elicitation) client.setRequestHandler('elicitation/create', (request) => this.answerQuestion(request.params));
    return client;
  }

  private get pinned(): string | undefined {
    return typeof this.config === 'function' ? undefined : this.config.protocolVersion;
  }

  private get url(): string | undefined {
    return typeof this.config !== 'function' && 'url' in this.config ? this.config.url : undefined;
  }

  /** What this connect found out about the server's era, for the executors that connect after it. */
  private shareVerdict(client: Client, url: string): void {
    const verdict = eraVerdict(client);
    if (!verdict || !this.discovery) return;
    void this.discovery
      .save(this.server, url, verdict)
      .catch((error: unknown) => this.log.warn({ err: error, server: this.server }, 'could not share the protocol era found'));
  }

  async callTool(tool: string, args: Record<string, unknown>, options: CallOptions): Promise<ToolCallOutput> {
    // A controller of this call's own, linked to the caller's signal only while the call runs:
    // the SDK never unhooks its abort listener, and a later abort must not "cancel" a finished request.
    const call = new AbortController();
    const forward = () => call.abort(options.signal?.reason);
    if (options.signal?.aborted) forward();
    options.signal?.addEventListener('abort', forward, { once: true });
    // Our own idle timer rather than the SDK's: it must also pause while the user answers a question.
    const timer = new CallTimer(options.timeoutMs, () =>
      call.abort(
        new SdkError(SdkErrorCode.RequestTimeout, `Request timed out: no word from ${this.server} for ${options.timeoutMs} ms`, { timeout: options.timeoutMs }),
      ),
    );
    // Apart from `call`: aborting that after the call settled would send the server a cancel for a finished request.
    const ended = new AbortController();
    const asking: AskingCall | undefined = options.onElicitation
      ? { timer, answer: options.onElicitation, signal: AbortSignal.any([call.signal, ended.signal]) }
      : undefined;
    if (asking) this.asking.add(asking);
    const maxTotalMs = Math.max(options.timeoutMs, options.maxTotalTimeoutMs ?? options.timeoutMs);
    const startedAt = Date.now();
    // The SDK bounds each request; rounds of input and a followed task are several, so the whole call is bounded here.
    let hardStop: NodeJS.Timeout | undefined;
    const boundWholeCall = () => {
      hardStop ??= setTimeout(
        () =>
          call.abort(
            new SdkError(SdkErrorCode.RequestTimeout, `Maximum total timeout exceeded: ${this.server}.${tool} ran ${maxTotalMs} ms`, {
              maxTotalTimeout: maxTotalMs,
            }),
          ),
        Math.max(0, startedAt + maxTotalMs - Date.now()),
      );
    };
    let result: Awaited<ReturnType<Client['callTool']>>;
    try {
      // Connecting is part of the call: its timer, the caller's signal and the turn's deadline hold it too.
      if (!this.client) await this.connect(call.signal);
      const { planned } = options;
      if (planned && (planned.listedPrivately || this.listScope === 'private')) refuseUnlessOwnListing(this.server, this.listed, planned.tool);
      const client = this.client as Client;
      const params = { name: tool, arguments: args, ...(options.trace ? { _meta: traceMeta(options.trace) } : {}) };
      // 2026-07-28: an input_required answer or a task's stand-in carries no structured content, so the SDK's
      // output check (which would refuse them) is kept off by naming the tool without its outputSchema; the
      // final result is checked below instead. The inputSchema still drives the SDK's header mirroring.
      const modern = client.getProtocolEra() === 'modern';
      const listed = this.listed.find((t) => t.name === tool);
      const unchecked = modern && listed ? { toolDefinition: { name: tool, inputSchema: listed.inputSchema } as Tool } : {};
      const request = {
        timeout: maxTotalMs,
        maxTotalTimeout: maxTotalMs,
        // Asking for progress (a progress token) lets a long call prove it is alive instead of timing out.
        onprogress: ({ progress, total, message }: { progress: number; total?: number; message?: string }) => {
          timer.restart();
          options.onProgress?.({ progress, ...(total !== undefined ? { total } : {}), ...(message !== undefined ? { message } : {}) });
        },
        signal: call.signal,
        // 2026-07-28: a result that asks for input comes back to this loop instead of a client-wide handler.
        allowInputRequired: true,
        ...unchecked,
      };
      result = await client.callTool(params, request);
      for (let round = 1; isInputRequired(result); round++) {
        if (round > MAX_INPUT_ROUNDS)
          throw new InputRequestError(`${this.server}.${tool} still asked for input after ${MAX_INPUT_ROUNDS} rounds; the call was given up`);
        boundWholeCall();
        timer.restart();
        const inputResponses = await this.fulfil(result.inputRequests ?? {}, asking, call.signal);
        const requestState = result.requestState !== undefined ? { requestState: result.requestState } : {};
        // The same call again, on a fresh request, with the answers and the server's state echoed byte for byte.
        const again = { ...params, inputResponses, ...requestState };
        result = await client.callTool(again, request);
      }
      const handle = taskHandleOf(result);
      if (handle) {
        boundWholeCall();
        timer.restart();
        result = await followTask(client, handle, {
          signal: call.signal,
          heard: () => timer.restart(),
          fulfil: (inputRequests) => this.fulfil(inputRequests, asking, call.signal),
          timeoutMs: options.timeoutMs,
          ...(options.trace ? { meta: traceMeta(options.trace) } : {}),
        });
      }
      const mismatch = modern ? outputMismatch(listed, result) : undefined;
      if (mismatch) throw new ProtocolError(ProtocolErrorCode.InvalidParams, mismatch);
    } finally {
      timer.stop();
      clearTimeout(hardStop);
      if (asking) this.asking.delete(asking);
      ended.abort(new Error('the call ended'));
      options.signal?.removeEventListener('abort', forward);
    }
    return toolCallOutput(this.server, tool, result, options.maxOutputChars);
  }

  /** The connected client, and the MCP session it holds with the server (Streamable HTTP only). */
  async session(planned?: PlannedTool): Promise<{ client: Client; sessionId?: string }> {
    if (!this.client) await this.connect();
    // A task started from a private list is held to this executor's own list, as a call is.
    if (planned && (planned.listedPrivately || this.listScope === 'private')) refuseUnlessOwnListing(this.server, this.listed, planned.tool);
    const client = this.client as Client;
    const sessionId = (client.transport as { sessionId?: string } | undefined)?.sessionId;
    return { client, ...(sessionId ? { sessionId } : {}) };
  }

  /** A client that joins an existing session of this server (one an executor that is gone opened), to reach its tasks. */
  async joinSession(sessionId: string): Promise<Client> {
    if (typeof this.config === 'function' || !('url' in this.config))
      throw new Error(`server ${this.server} has no sessions to join: it is not a Streamable HTTP server`);
    const client = this.newClient();
    await client.connect(configuredTransport(this.server, this.config, this.baseDir, this.log, { sessionId, protocolVersion: this.protocolVersion }));
    return client;
  }

  /** Runs `work` (a task's `tasks/result`) while this server's questions go to `answer`, as a call's would. */
  async answering<T>(answer: AskingCall['answer'], signal: AbortSignal, work: () => Promise<T>): Promise<T> {
    const asking: AskingCall = { timer: new CallTimer(2_147_483_647, () => {}), answer, signal };
    this.asking.add(asking);
    try {
      return await work();
    } finally {
      asking.timer.stop();
      this.asking.delete(asking);
    }
  }

  /** A server's question, put to the user of the one call in flight that can take it; declined when that is not clear. */
  private async answerQuestion(params: Parameters<typeof elicitQuestion>[0]): Promise<ElicitResult> {
    const calls = [...this.asking];
    if (calls.length !== 1) {
      this.log.warn({ server: this.server, calls: calls.length }, 'declined a question: it cannot be told which call in flight asks');
      return { action: 'decline' };
    }
    return this.putQuestion(calls[0] as AskingCall, params);
  }

  /**
   * A 2026-07-28 server's input requests (`inputRequests` of an `input_required` result or task), answered
   * for the call that got them: questions go to its user one after another (the call's question cap holds).
   * The client declares neither roots nor sampling (the revision deprecates both), so a server should ask for
   * neither; one that asks anyway gets an empty list of roots (this client exposes no file system), and a
   * request to sample a model is declined by failing the call (no model answers for a server here).
   */
  private async fulfil(inputRequests: Record<string, unknown>, call: AskingCall | undefined, signal: AbortSignal): Promise<Record<string, unknown>> {
    const responses: Record<string, unknown> = {};
    for (const [key, entry] of Object.entries(inputRequests)) {
      signal.throwIfAborted();
      const { method, params } = (entry ?? {}) as { method?: unknown; params?: unknown };
      if (method === 'elicitation/create') {
        responses[key] = call ? await this.putQuestion(call, params as Parameters<typeof elicitQuestion>[0]) : { action: 'decline' };
      } else if (method === 'roots/list') {
        responses[key] = { roots: [] };
      } else if (method === 'sampling/createMessage') {
        throw new InputRequestError(
          `${this.server} asked the client to sample a model (sampling/createMessage); this client offers no sampling, so the call was declined`,
        );
      } else {
        throw new InputRequestError(`${this.server} asked for ${String(method).slice(0, 100)}, which this client does not offer`);
      }
    }
    return responses;
  }

  /** One question put to a call's user, its idle timer paused while the user answers. */
  private async putQuestion(call: AskingCall, params: Parameters<typeof elicitQuestion>[0]): Promise<ElicitResult> {
    const question = elicitQuestion(params);
    if ('refused' in question) {
      this.log.warn({ server: this.server }, `declined ${question.refused}`);
      return { action: 'decline' };
    }
    call.timer.pause();
    try {
      const { action, content } = await call.answer(question, call.signal);
      return { action, ...(content && question.mode !== 'url' ? { content } : {}) };
    } finally {
      call.timer.resume();
    }
  }

  async close(): Promise<void> {
    const client = this.client;
    this.client = undefined;
    clearTimeout(this.relist);
    await client?.close().catch((error: unknown) => this.log.warn({ err: error, server: this.server }, 'close failed'));
  }

  /**
   * Every page at once: the client keeps this aggregate, and checks structured results against its outputSchemas.
   * A 2026-07-28 server says how long the list stays fresh (`ttlMs`); `refresh` skips the client's cache of it.
   */
  private async listAllTools(client: Client, signal?: AbortSignal, refresh = false): Promise<{ tools: Tool[]; ttlMs?: number; cacheScope?: CacheScope }> {
    const listed = await client.listTools(undefined, {
      ...(signal ? { signal } : {}),
      timeout: this.connectBoundMs,
      ...(refresh ? { cacheMode: 'refresh' as const } : {}),
    });
    const { ttlMs, cacheScope } = listed as { ttlMs?: unknown; cacheScope?: unknown };
    if (client.getProtocolEra() !== 'modern') return { tools: listed.tools };
    // The revision requires the hint; a list without one is taken as the narrower scope.
    return { tools: listed.tools, ...(typeof ttlMs === 'number' ? { ttlMs } : {}), cacheScope: cacheScope === 'public' ? 'public' : 'private' };
  }

  /**
   * Honours the list's cache hint: once its `ttlMs` runs out the tools are listed again and a changed list
   * reaches the catalog, as a `list_changed` notification would (a 2026-07-28 server may send none).
   */
  private relistAfter(client: Client, ttlMs: number | undefined): void {
    clearTimeout(this.relist);
    if (ttlMs === undefined) return;
    this.relist = setTimeout(
      () => {
        void this.listAllTools(client, undefined, true).then(
          ({ tools, ttlMs: next, cacheScope }) => {
            if (this.client !== client) return;
            const rescoped = cacheScope !== this.listScope;
            this.listScope = cacheScope;
            const described = this.describeAll(tools);
            if (rescoped || JSON.stringify(described) !== JSON.stringify(this.listed)) {
              this.listed = described;
              this.onToolsChanged(described, cacheScope);
            }
            this.relistAfter(client, next);
          },
          (error: unknown) => {
            this.log.warn({ err: error, server: this.server }, 'could not list the tools again after their ttlMs');
            if (this.client === client) this.relistAfter(client, ttlMs);
          },
        );
      },
      Math.min(MAX_RELIST_MS, Math.max(MIN_RELIST_MS, ttlMs)),
    );
    // A pending re-list never keeps a process alive.
    this.relist.unref();
  }

  /**
   * Tools whose names break MCP's naming rules never reach the catalog (a name
   * is what policy matches on), nor do definitions over the shape limits (the
   * catalog is serialised and read by every stage).
   */
  private describeAll(tools: Tool[]): ToolDescriptor[] {
    return tools.flatMap((tool) => {
      const refusal = toolRefusal(tool);
      if (!refusal) return [this.describe(tool)];
      this.logRefusal(tool.name, refusal);
      return [];
    });
  }

  private logRefusal(name: unknown, refusal: string): void {
    this.log.warn({ server: this.server, tool: String(name).slice(0, 200) }, `tool refused: ${refusal}`);
  }

  private describe(tool: Tool): ToolDescriptor {
    return {
      server: this.server,
      name: tool.name,
      ...(tool.description ? { description: tool.description } : {}),
      inputSchema: tool.inputSchema as Record<string, unknown>,
      ...(tool.outputSchema ? { outputSchema: tool.outputSchema as Record<string, unknown> } : {}),
      ...(tool.annotations ? { annotations: tool.annotations } : {}),
      // On 2026-07-28 the server decides which call becomes a task, and the call follows it (see followTask).
      ...((tool.execution?.taskSupport === 'required' || tool.execution?.taskSupport === 'optional') && this.client?.getProtocolEra() !== 'modern'
        ? { taskSupport: tool.execution.taskSupport }
        : {}),
      trusted: this.trusted,
    };
  }

  /** Servers reached through a ready transport are the operator's own code; configured ones say, or take their kind's default. */
  private get trusted(): boolean {
    return typeof this.config === 'function' ? true : this.config.trusted;
  }

  private transport(): Transport {
    return typeof this.config === 'function' ? this.config() : configuredTransport(this.server, this.config, this.baseDir, this.log);
  }
}

/** W3C trace context in a request's `_meta` (the keys the 2026-07-28 revision names, harmless to older servers). */
function traceMeta(trace: NonNullable<CallOptions['trace']>): Record<string, string> {
  return { traceparent: trace.traceparent, ...(trace.tracestate ? { tracestate: trace.tracestate } : {}) };
}

/** A 2026-07-28 result that asks for input before the call can finish. */
function isInputRequired(result: unknown): result is { inputRequests?: Record<string, unknown>; requestState?: string } {
  return typeof result === 'object' && result !== null && (result as { resultType?: unknown }).resultType === 'input_required';
}

/**
 * A server that exits at start leaves the client only "Connection closed": its own last words on
 * stderr ("None of the specified directories are accessible") say why, so they go into the error.
 */
function withServerWords(error: unknown, stderr: string): unknown {
  if (!stderr || !(error instanceof Error) || error.message.includes(stderr)) return error;
  const lastLines = stderr
    .split('\n')
    .filter((line) => line.trim())
    .slice(-3)
    .join(' / ');
  error.message = `${error.message} (the server said: ${lastLines})`;
  return error;
}

/** Why a server did not start, in words: a misspelt command reads `command "x" was not found`, not `spawn x ENOENT`. */
function describeStartFailure(error: unknown): string {
  const failure = error as NodeJS.ErrnoException & { path?: string };
  if (failure?.code === 'ENOENT' && failure.syscall?.startsWith('spawn')) {
    return `command "${failure.path ?? failure.syscall.slice('spawn '.length)}" was not found (on PATH or in the project's node_modules/.bin)`;
  }
  return error instanceof Error ? error.message : String(error);
}
