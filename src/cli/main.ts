// The CLI's wiring: each command's name, options and help, and which runner it calls. The runners
// live in commands/, one file per command, and are imported only when their command runs: a hook
// or a pre-push fires on every agent step and every push, and loading the whole CLI (validators,
// scrubber, git, gate, MCP) for each would cost more than most of the work they do.
import { readFileSync } from 'node:fs';
import { AGENTS, type AgentName } from '../adapters/hooks/agentEvents.js';
import { EXIT_OK, EXIT_USAGE, ProofledgerError } from '../errors.js';
import { CHECK_KINDS, ENTRY_TYPES, OUTCOMES, type CheckKind, type Outcome } from '../format/vocabulary.js';
import { Argument, Command, CommandLineExit, Option, UsageError } from './commandLine.js';
import { reportFailure } from './commandFailure.js';
import { makeContext, readStdin, type CliContext } from './context.js';

function version(): string {
  try {
    return (JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }).version;
  } catch {
    return '0.0.0';
  }
}

function positiveInt(name: string) {
  return (v: string): number => {
    const n = Number(v);
    if (!Number.isSafeInteger(n) || n < 1) throw new ProofledgerError(`${name}: expected a positive integer, got ${JSON.stringify(v)}`, 'usage');
    return n;
  };
}

function buildProgram(setExit: (code: number) => void): Command {
  const program = new Command('proofledger')
    .description('Receipts for AI-agent work: a tamper-evident ledger of what agents did, and a gate for their claims.')
    .version(version())
    .option('-C, --dir <path>', 'run as if started in <path>');
  /** The context of the command being run: built after the program's own options are read. */
  const commandContext = (): CliContext => makeContext(program.opts<{ dir?: string }>().dir);

  program
    .command('init')
    .description('create .proofledger/ (sessions folder, config.json, .gitignore for local-only files)')
    .option('--husky', 'also install the pre-push hook (.husky/pre-push), keeping existing hooks')
    .option('--github', 'also write .github/workflows/proofledger.yml')
    .addOption(new Option('--agent <name...>', "also write the agent's hook configuration (merged, idempotent)").choices(AGENTS))
    .action(async (opts: { husky?: boolean; github?: boolean; agent?: AgentName[] }) => {
      const { runInit } = await import('./commands/init.js');
      setExit(runInit(commandContext(), opts));
    });

  program
    .command('exec')
    .description('run a command, passing its output through, and record it (with --check, as evidence)')
    .addOption(new Option('--check <kind>', 'also record a verification of this kind').choices(CHECK_KINDS))
    .option('--session <id>', 'session to record into (default: the current one, else a session of its own)')
    .argument('<command...>', 'the command, after --')
    .passThroughOptions()
    .action(async (argv: string[], opts: { check?: CheckKind; session?: string }) => {
      const { runExec } = await import('./commands/exec.js');
      setExit(await runExec(commandContext(), argv, opts));
    });

  program
    .command('record')
    .description('record files as they are on disk: file_write (new), file_edit (changed) or file_delete (gone)')
    .option('--session <id>', 'session to record into (default: the current one, else a session of its own)')
    .argument('<paths...>', 'files inside the repository')
    .action(async (paths: string[], opts: { session?: string }) => {
      const { runRecord } = await import('./commands/record.js');
      setExit(await runRecord(commandContext(), paths, opts));
    });

  program
    .command('append')
    .description('append one entry given as JSON on stdin ({"type": ..., payload}); prints the stored line')
    .option('--session <id>', 'session to record into (default: the current one, else a session of its own)')
    .action(async (opts: { session?: string }) => {
      const context = commandContext();
      const stdin = await readStdin();
      const { runAppend } = await import('./commands/append.js');
      setExit(await runAppend(context, stdin, opts));
    });

  program
    .command('verify')
    .description('check session files: canonical form, schema, hashes, chain, sequence; exit 0 valid or empty, 1 corrupted')
    .argument('[paths...]', 'session files or ids (default: all)')
    .option('--json', 'print {"status", "entries", "failures": [...], "files": [...]}')
    .action(async (args: string[], opts: { json?: boolean }) => {
      const { runVerify } = await import('./commands/verify.js');
      setExit(await runVerify(commandContext(), args, opts));
    });

  program
    .command('log')
    .description('entries, oldest first, across sessions')
    .option('--session <id>', 'only this session')
    .option('--type <type...>', `only these types (${ENTRY_TYPES.join(', ')})`)
    .option('--since <when>', 'only entries at or after a date or a duration ago (30m, 2h, 7d)')
    .option('--limit <n>', 'only the most recent n', positiveInt('--limit'))
    .option('--json', 'print each entry as a JSON line')
    .action(async (opts: import('./commands/log.js').LogOptions) => {
      const { runLog } = await import('./commands/log.js');
      setExit(await runLog(commandContext(), opts));
    });

  program
    .command('summary')
    .description('per session: entries, files changed, commands, checks and their latest result, duration')
    .option('--session <id>', 'only this session')
    .option('--json', 'print the summaries as JSON')
    .action(async (opts: { session?: string; json?: boolean }) => {
      const { runSummary } = await import('./commands/summary.js');
      setExit(await runSummary(commandContext(), opts));
    });

  const session = program.command('session').description('start, finish, abort or resume the current session');
  session
    .command('start')
    .description('start a new session and make it current; prints its id')
    .option('--session <id>', 'use this id instead of a new one')
    .option('--agent <name>', 'agent name')
    .option('--agent-version <version>', 'agent version')
    .option('--model <model>', 'model name')
    .action(async (opts: import('./commands/session.js').SessionStartOptions) => {
      const { runSessionStart } = await import('./commands/session.js');
      setExit(await runSessionStart(commandContext(), opts));
    });
  const endings = {
    finish: 'record the end of the current session and clear it',
    abort: 'record that the session was abandoned and clear it',
    resume: 'record that a session continues and make it current',
  } as const;
  for (const [event, about] of Object.entries(endings) as [keyof typeof endings, string][]) {
    const command = session
      .command(event)
      .description(about)
      .option('--session <id>', 'session (default: current)')
      .option('--reason <text>', 'why (scrubbed of secrets)');
    if (event === 'finish') command.addOption(new Option('--outcome <outcome>', 'how it ended').choices(OUTCOMES).default('unknown'));
    command.action(async (opts: { session?: string; reason?: string; outcome?: Outcome }) => {
      const { runSessionEnd } = await import('./commands/session.js');
      setExit(await runSessionEnd(commandContext(), event, opts));
    });
  }
  session
    .command('current')
    .description('print the current session id (exit 1 if none)')
    .action(async () => {
      const { runSessionCurrent } = await import('./commands/sessionCurrent.js');
      setExit(runSessionCurrent(commandContext()));
    });

  program
    .command('gate')
    .description('judge a revision range: is every claimed success proven by the committed ledger? exit 0 pass, 1 fail')
    .requiredOption('--base <rev>', 'the revision the change starts from')
    .option('--head <rev>', 'the revision to judge', 'HEAD')
    .option('--pr-title <text>', 'pull request title (claims are read from it)')
    .option('--pr-body <file>', 'file holding the pull request body (- for stdin)')
    .option('--branch <name>', 'branch name (for agent branch prefixes)')
    .option('--json', 'print {"verdict", "findings": [...], ...}')
    .option('--attestation <path>', 'also write in-toto Statements v1 (for actions/attest): the verdict, and a test-result Statement per proven check; PATH.jsonl: all, one a line; PATH.json: the verdict alone; otherwise a folder with each Statement and its predicate')
    .addOption(new Option('--confirm <check...>', "run these checks here, on head, with base's checks.<kind>.command, and compare with the ledger (CI confirmation)").choices(CHECK_KINDS))
    .action(async (opts: import('./commands/gate.js').GateOptions) => {
      const { runGateCommand } = await import('./commands/gate.js');
      setExit(await runGateCommand(commandContext(), opts));
    });

  program
    .command('export')
    .description('send the ledger elsewhere')
    .command('otlp')
    .description('send the sessions that verify as OpenTelemetry traces (GenAI conventions) to an OTLP/HTTP collector')
    .option('--endpoint <url>', 'the collector (e.g. http://localhost:4318; /v1/traces is added); default OTEL_EXPORTER_OTLP_ENDPOINT')
    .option('--header <name=value...>', 'a header to send (repeatable), e.g. Authorization=Bearer%20TOKEN; OTEL_EXPORTER_OTLP_HEADERS is read too')
    .addOption(new Option('--protocol <protocol>', 'OTLP over HTTP with protobuf or JSON bodies').choices(['http/protobuf', 'http/json']).default('http/protobuf'))
    .option('--session <id>', 'only this session')
    .action(async (opts: import('./commands/export.js').ExportOtlpOptions) => {
      const { runExportOtlp } = await import('./commands/export.js');
      setExit(await runExportOtlp(commandContext(), opts, version()));
    });

  program
    .command('doctor')
    .description("can the agents' hooks have fired here? agent configs, trust, the bin, agent commits with no session; exit 0 ok, 1 problems")
    .action(async () => {
      const { runDoctor } = await import('./commands/doctor.js');
      setExit(runDoctor(commandContext(), {}));
    });

  program
    .command('evidence')
    .description('does the ledger prove this check for the working tree as it is now? exit 0 proven, 1 not')
    .addArgument(new Argument('<check>', 'the claimed check').choices(CHECK_KINDS))
    .option('--session <id>', 'only this session (default: all)')
    .option('--json', 'print the result as JSON')
    .action(async (check: CheckKind, opts: { session?: string; json?: boolean }) => {
      const { runEvidence } = await import('./commands/evidence.js');
      setExit(await runEvidence(commandContext(), check, opts));
    });

  program
    .command('pre-push')
    .description('git pre-push hook: gate each pushed range (refs on stdin); exit 1 blocks the push')
    .argument('[remote]', 'remote name', 'origin')
    .argument('[url]', 'remote url')
    .action(async (remote: string) => {
      const context = commandContext();
      const stdin = (await readStdin()).toString('utf8');
      const { runPrePush } = await import('./commands/prePush.js');
      setExit(await runPrePush(context, remote, stdin));
    });

  program
    .command('hook')
    .description("record an agent hook event given on stdin (the agent's own payload); exit 2 vetoes an unproven finish")
    .addArgument(new Argument('<agent>', 'which agent sent it').choices(AGENTS))
    .argument('[event]', "the event, for agents whose payloads do not name it (copilot)")
    .action(async (agent: AgentName, event: string | undefined) => {
      const context = commandContext();
      const { runHook } = await import('./commands/hook.js');
      setExit(await runHook(context, agent, (await readStdin()).toString('utf8'), event));
    });

  program
    .command('provenance')
    .description('the latest entry that produced a file or memory key, and whether it still matches: exit 0 verified, 1 unverified or mismatch')
    .argument('[path]', 'a file, relative to the current directory')
    .option('--store <store>', 'memory store')
    .option('--key <key>', 'memory key')
    .option('--content <file>', 'the memory content now, as JSON (- for stdin), to compare')
    .option('--json', 'print the result as JSON')
    .action(async (path: string | undefined, opts: import('./commands/provenance.js').ProvenanceOptions) => {
      const { runProvenance } = await import('./commands/provenance.js');
      setExit(await runProvenance(commandContext(), path, opts));
    });

  program
    .command('mcp-proxy')
    .description('run an MCP stdio server behind a recording proxy: every message forwarded unchanged, each tools/call recorded')
    .option('--session <id>', 'session to record into (default: the current one, else a session of its own)')
    .argument('<command...>', 'the server command, after --')
    .passThroughOptions()
    .action(async (command: string[], opts: { session?: string }) => {
      const { runMcpProxy } = await import('./commands/mcpProxy.js');
      setExit(await runMcpProxy(commandContext(), command, opts));
    });

  program
    .command('mcp-server')
    .description('serve the ledger over MCP (stdio), read-only: ledger_history, ledger_summary, ledger_verify, ledger_evidence')
    .action(async () => {
      const { runMcpServer } = await import('./commands/mcpServer.js');
      setExit(await runMcpServer(commandContext(), version()));
    });

  program
    .command('index')
    .description('build or update .proofledger/index.sqlite, a local (git-ignored) SQLite mirror that makes log, summary and provenance fast')
    .option('--rebuild', 'rebuild it from the session files')
    .action(async (opts: { rebuild?: boolean }) => {
      const { runIndex } = await import('./commands/buildIndex.js');
      setExit(runIndex(commandContext(), opts));
    });

  program
    .command('repair')
    .description('move a torn last line (left by a crash) to a quarantine file beside the session')
    .argument('[paths...]', 'session files or ids (default: all)')
    .action(async (args: string[]) => {
      const { runRepair } = await import('./commands/repair.js');
      setExit(await runRepair(commandContext(), args));
    });

  return program;
}

/** Commands that pass a child's output through handle a closed stdout themselves. */
const PASS_THROUGH = new Set(['exec', 'mcp-proxy', 'mcp-server']);

export async function main(argv: string[]): Promise<number> {
  let exitCode = EXIT_OK;
  // `proofledger log | head`: a reader that leaves early is not an error.
  if (!PASS_THROUGH.has(argv.slice(2).find((a) => !a.startsWith('-')) ?? '')) {
    process.stdout.on('error', (e: NodeJS.ErrnoException) => {
      if (e.code === 'EPIPE') process.exit(exitCode);
      throw e;
    });
  }
  const program = buildProgram((code) => {
    exitCode = code;
  });
  try {
    await program.parseAsync(argv);
    return exitCode;
  } catch (err) {
    if (err instanceof CommandLineExit) {
      (err.exitCode === 0 ? process.stdout : process.stderr).write(err.text);
      return err.exitCode === 0 ? EXIT_OK : EXIT_USAGE;
    }
    if (err instanceof UsageError) {
      // Usage errors are one line, like every other error.
      process.stderr.write(`proofledger: ${err.message} (see --help)\n`);
      return EXIT_USAGE;
    }
    return reportFailure(err);
  }
}
