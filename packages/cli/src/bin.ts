#!/usr/bin/env node
import { readFileSync } from 'node:fs';
import { Command } from 'commander';

// Only commander loads up front. Each command's module (and its heavy imports: BullMQ, the MCP
// client, the engine, OpenTelemetry) loads when that command runs, so `--help`, `--version` and
// a command's `--help` start in a fraction of the time.

/** The version in this package's package.json (dist/bin.js sits one folder below it). */
function packageVersion(): string {
  return (JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }).version;
}

/**
 * Whose turns `ask` and `call` run as by default, and who answers or cancels one: the login name, so two people on one
 * deployment typing `ask --session s1` keep sessions (and questions waiting for a yes) of their own.
 */
const LOGIN_USER = process.env.USER || 'cli-user';

const program = new Command('switchyard')
  .description('Tool routing for chat assistants: router → selector → reviewer → executor → composer')
  .version(packageVersion(), '-V, --version', 'print the version')
  .showHelpAfterError();

program
  .command('ask')
  .description('run one turn and print the reply and a per-stage timeline')
  .argument('<message>', "the user's message, or - to read it from stdin")
  .option('-c, --config <file>', 'config file (default: ./switchyard.config.json if present)')
  .option('--json', 'print the final packet as JSON and nothing else on stdout')
  .option('--remote', 'submit to stages already running instead of starting them here')
  .option('--session <id>', 'hold a conversation: turns with the same session id see the ones before (default: a new conversation)')
  .option('--user <id>', 'user id: its session, questions and answers are its own (default: your login name)', LOGIN_USER)
  .option('--agent <id>', 'agent id', 'default')
  .option('--timeout <ms>', 'give up waiting for the reply after this long', '120000')
  .action(async (message: string, options) => {
    const { ask } = await import('./commands/ask.js');
    process.exitCode = await ask(message, options);
  });

program
  .command('up')
  .description('run stages in this process (dev mode) until interrupted')
  .option('-c, --config <file>', 'config file')
  .option('--stages <names>', 'comma-separated stages to run (default: all five)')
  .action(async (options) => {
    const { up } = await import('./commands/up.js');
    await up(options);
  });

for (const decision of ['approve', 'deny'] as const) {
  program
    .command(decision)
    .description(`${decision} a turn that waits for approval, and print how it ended`)
    .argument('<packetId>', 'the id `ask` printed')
    .option('-c, --config <file>', 'config file')
    .option('--json', 'print the final packet as JSON')
    .option('--remote', 'let stages already running resume the turn')
    .option('--by <name>', 'who answers (kept in the packet and the audit trail)', LOGIN_USER)
    .option('--timeout <ms>', 'give up waiting for the end of the turn after this long', '120000')
    .action(async (packetId: string, options) => {
      const { answerApproval } = await import('./commands/approval.js');
      process.exitCode = await answerApproval(packetId, decision, options);
    });
}

program
  .command('cancel')
  .description('cancel a turn (waiting for approval, queued or running its tools) and print how it ended')
  .argument('<packetId>', 'the id `ask` printed')
  .option('-c, --config <file>', 'config file')
  .option('--json', 'print the final packet as JSON')
  .option('--remote', 'let stages already running end the turn')
  .option('--by <name>', 'who cancels (kept in the packet and the audit trail)', LOGIN_USER)
  .option('--timeout <ms>', 'give up waiting for the end of the turn after this long', '120000')
  .action(async (packetId: string, options) => {
    const { cancelTurn } = await import('./commands/cancel.js');
    process.exitCode = await cancelTurn(packetId, options);
  });

program
  .command('answer')
  .description("answer a tool's question to the user (MCP elicitation) while its call waits")
  .argument('<packetId>', 'the turn whose tool asks')
  .argument('<action>', 'accept, decline or cancel')
  .option('-c, --config <file>', 'config file')
  .option('--content <json>', "with accept: the form's fields as a JSON object")
  .action(async (packetId: string, action: string, options) => {
    const { answerElicitation } = await import('./commands/elicitation.js');
    process.exitCode = await answerElicitation(packetId, action, options);
  });

program
  .command('audit')
  .description("print a turn's audit trail: decisions, tool calls (redacted), approvals")
  .argument('<packetId>', "the turn's id: the one `ask` prints in its approval hint, `id` in `ask --json`, or `id` from the HTTP ingress")
  .option('-c, --config <file>', 'config file')
  .option('--json', 'print the entries as JSON')
  .action(async (packetId: string, options) => {
    const { audit } = await import('./commands/audit.js');
    process.exitCode = await audit(packetId, options);
  });

program
  .command('tools')
  .description('list the tools of the configured servers: hints, capability tags, live call stats')
  .argument('[name]', 'only tools whose server.tool name contains this')
  .option('-c, --config <file>', 'config file')
  .option('--capability <tag>', 'only tools with this capability tag')
  .option('--json', 'print the registry entries as JSON')
  .action(async (name: string | undefined, options) => {
    const { tools } = await import('./commands/tools.js');
    process.exitCode = await tools(name, options);
  });

program
  .command('call')
  .description("call one tool (server.tool) through the reviewer's checks and the executor's client, and print its output")
  .argument('<tool>', 'server.tool, as `switchyard tools` lists it')
  .option('--args <json>', "the tool's arguments as a JSON object", '{}')
  .option('-c, --config <file>', 'config file')
  .option('--json', 'print the final packet as JSON and nothing else on stdout')
  .option('--remote', 'submit to stages already running instead of starting them here')
  .option('--user <id>', 'user id (policy, rate limits and approvals apply to it; default: your login name)', LOGIN_USER)
  .option('--agent <id>', 'agent id', 'default')
  .option('--timeout <ms>', 'give up waiting for the result after this long', '120000')
  .action(async (tool: string, options) => {
    const { callTool } = await import('./commands/call.js');
    process.exitCode = await callTool(tool, options);
  });

const signIn = program.command('auth').description("sign in to url servers that need a person's authorization (OAuth with PKCE)");
signIn
  .command('login')
  .description('sign in to a server in a browser; the tokens go to its auth.tokensFile, where the executor reads and refreshes them')
  .argument('<server>', 'a url server whose auth names a tokensFile (or tokensFileEnv)')
  .option('-c, --config <file>', 'config file')
  .option('--scope <scopes>', 'ask for these scopes too (space-separated), e.g. what a call said it needs')
  .option('--no-open', 'only print the address to open, do not start a browser')
  .option('--port <port>', 'the loopback port the browser comes back to (0: any free one)', '0')
  .option('--timeout <ms>', 'give up when the browser has not come back after this long', '300000')
  .action(async (server: string, options) => {
    const { login } = await import('./commands/auth.js');
    process.exitCode = await login(server, options);
  });
signIn
  .command('status')
  .description('which servers are signed in, at which authorization server, until when (never a token)')
  .argument('[server]')
  .option('-c, --config <file>', 'config file')
  .action(async (server: string | undefined, options) => {
    const { status } = await import('./commands/auth.js');
    process.exitCode = await status(server, options);
  });
signIn
  .command('logout')
  .description("forget a server's sign-in (removes its tokens file)")
  .argument('<server>')
  .option('-c, --config <file>', 'config file')
  .action(async (server: string, options) => {
    const { logout } = await import('./commands/auth.js');
    process.exitCode = await logout(server, options);
  });

program.commands
  .find((c) => c.name() === 'tools')!
  .command('accept')
  .description('accept the changed definition of a tool (server.tool), or of every changed tool with --all')
  .argument('[tool]', 'server.tool')
  .option('-c, --config <file>', 'config file')
  .option('--all', 'accept every tool whose definition changed')
  .option('--fingerprint <sha256...>', 'the reviewed definition(s), as `switchyard tools NAME --json` shows them; only those are accepted')
  .option('--by <name>', 'who accepts, for the audit (default: the current user)')
  .action(async (tool: string | undefined, _options, command: Command) => {
    // With the parent's options too: `tools` takes --config as well, and would otherwise keep it from `accept`.
    const { acceptTools } = await import('./commands/tools-accept.js');
    process.exitCode = await acceptTools(tool, command.optsWithGlobals());
  });

program
  .command('serve')
  .description('run the HTTP ingress (POST /v1/turns, events, approvals, queue dashboard) until interrupted')
  .option('-c, --config <file>', 'config file')
  .option('-p, --port <port>', 'port to listen on (default: ingress.port in config, 8080)')
  .option('--host <host>', 'address to listen on (default: ingress.host in config, 0.0.0.0)')
  .action(async (options) => {
    const { serve } = await import('./commands/serve.js');
    await serve(options);
  });

const dlq = program
  .command('dlq')
  .description('inspect and retry the dead-letter queue')
  // Alone, it shows what it can do (and exits 0): listing is `dlq list`.
  .action(() => dlq.outputHelp());
dlq
  .command('list')
  .description('list dead letters: id, time, stage, packet id, reason')
  .option('-c, --config <file>', 'config file')
  .option('--limit <n>', 'at most this many', '100')
  .option('--json', 'print them as JSON')
  .action(async (options) => {
    const { listDeadLetters } = await import('./commands/dlq.js');
    process.exitCode = await listDeadLetters(options);
  });
dlq
  .command('retry')
  .description('send a dead-lettered packet back to the stage that gave up on it')
  .argument('<id>', 'the dead letter id `dlq list` prints')
  .option('-c, --config <file>', 'config file')
  .action(async (id: string, options) => {
    const { retryDeadLetter } = await import('./commands/dlq.js');
    process.exitCode = await retryDeadLetter(id, options);
  });

program
  .command('replay')
  .description("re-run a recorded turn's routing decisions (router, selector, reviewer) and print them next to the recorded ones")
  .argument('<packetId>', 'a finished turn (kept for jobs.resultTtlSeconds)')
  .option('-c, --config <file>', 'config file')
  .option('--model <stage=provider...>', 'another model for a stage, e.g. selector=openai:gpt-4o-mini or router=local')
  .option('--execute', 'also run the replayed plan through the executor and composer (as a new turn)')
  .option('--json', 'print both sets of decisions and the replayed packet as JSON')
  .option('--timeout <ms>', 'with --execute: give up waiting after this long', '120000')
  .action(async (packetId: string, options) => {
    const { replay } = await import('./commands/replay.js');
    process.exitCode = await replay(packetId, options);
  });

program
  .command('eval')
  .description('score the routing decisions on benchmark cases (JSON Lines files or folders; no Redis needed)')
  .argument('<files...>', 'case files in the format of eval/bfcl/README.md (e.g. eval/bfcl/)')
  .option('--json', 'print one JSON object')
  .option('--extra-tools <catalog>', 'a JSON Lines tool catalog added to every case as distractors')
  .option(
    '--threshold <n>',
    'one cascade threshold for tool decisions and "no tool" answers alike: the confidence at which the local engine decides alone (default: the two gates fitted on held-out sources)',
  )
  .option('--model <stage=spec...>', 'let the router or selector decide with a model: STAGE=[local-then-model:]provider[:model]')
  .option('--config <file>', "with --model: the configuration holding the models' base URLs, key variables and prices")
  .option('--cold', "time a fresh process's first decisions too (by default the engine is warmed up on made-up turns first)")
  .option('--shortlist <n>', "shortlist size for recall@k and each case's shortlist (default: the selector's configured size)")
  .option(
    '--cases-out <file>',
    'write one JSON line per case: id, source, needsTool, decidedAlone, confidence (probability the whole decision is right), calls, shortlist',
  )
  .action(async (files: string[], options) => {
    const { evaluate } = await import('./commands/eval.js');
    process.exitCode = await evaluate(files, options);
  });

// The ingress and dev-mode stages trace under their own service names; every other command as the CLI.
const serviceNames: Record<string, string> = { serve: 'switchyard-ingress', up: 'switchyard-up' };
/** Loaded by the first command that runs (never for help or the version), so it can be stopped at exit. */
let tracing: typeof import('@switchyard/platform') | undefined;
program.hook('preAction', async (_program, command) => {
  if (command === dlq) return; // alone it only shows its help
  tracing = await import('@switchyard/platform');
  tracing.startTracing(serviceNames[command.name()] ?? 'switchyard-cli');
});

program
  .command('bench')
  .description('measure our overhead against a bare BullMQ chain, the critical path, inventory size and scale-out')
  .option('--json', 'print one JSON object')
  .option('--turns <n>', 'turns for the throughput runs')
  .option('--quick', 'a short run (under a minute)')
  .option('--eval-dir <dir>', 'public eval cases for realistic tool inventories (default: eval/bfcl in the repo)')
  .action(async (options) => {
    const { bench } = await import('./commands/bench.js');
    process.exitCode = await bench(options);
  });

try {
  await program.parseAsync();
} catch (error) {
  // Errors we raise carry a message meant for people; anything else is a bug: show the stack.
  const { SwitchyardError } = await import('@switchyard/packet-schema');
  const text = error instanceof SwitchyardError ? error.message : ((error as Error)?.stack ?? String(error));
  process.stderr.write(`switchyard: ${text}\n`);
  process.exitCode = 1;
}
// Spans are batched: export the whole turn before the process exits.
await tracing?.stopTracing();
