import { existsSync, readFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { ProofledgerError, describeIoError } from '../errors.js';
import { sessionFilePath } from '../store/layout.js';
import { listSessionFiles } from '../store/sessionFiles.js';
import type { VerifyFailure } from '../verify/verifyChain.js';
import { AGENTS, type AgentName } from '../adapters/hooks/agentEvents.js';
import { Argument, Command, CommandLineExit, Option, UsageError } from './commandLine.js';
import { EXIT_CHECK_FAILED, EXIT_OK, EXIT_USAGE, loadAppendOptions, makeContext, type CliContext } from './context.js';

// Each command imports what it needs when it runs: a hook or a pre-push fires on every agent step
// and every push, and loading the whole CLI (validators, scrubber, git, gate, MCP) for each would
// cost more than most of the work they do.

const CHECK_KINDS = ['build', 'test', 'lint', 'typecheck', 'health_probe', 'custom'] as const;
const OUTCOMES = ['success', 'failure', 'partial', 'unknown'] as const;
const ENTRY_TYPES = ['session', 'file_write', 'file_edit', 'file_delete', 'shell_exec', 'tool_call', 'verification', 'memory_write', 'memory_read'];

function version(): string {
  try {
    return (JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }).version;
  } catch {
    return '0.0.0';
  }
}

function out(ctx: CliContext, text: string): void {
  ctx.stdout.write(text + '\n');
}

function displayPath(ctx: CliContext, path: string): string {
  return relative(ctx.cwd, path) || path;
}

/** Session files named on the command line (files or session ids), else all of them. */
function sessionPaths(ctx: CliContext, args: string[]): string[] {
  if (args.length === 0) return listSessionFiles(ctx.layout);
  return args.map((a) => (a.endsWith('.jsonl') || a.includes('/') ? resolve(ctx.cwd, a) : sessionFilePath(ctx.layout, a)));
}

function parseSince(value: string): number {
  const rel = /^(\d+)\s*(s|m|h|d|w)$/.exec(value.trim());
  if (rel) {
    const unit = { s: 1e3, m: 60e3, h: 3600e3, d: 86400e3, w: 604800e3 }[rel[2] as 's' | 'm' | 'h' | 'd' | 'w'];
    return Date.now() - Number(rel[1]) * unit;
  }
  const t = Date.parse(value);
  if (Number.isNaN(t)) throw new ProofledgerError(`--since: ${JSON.stringify(value)} is neither a date (2026-11-21T10:00:00Z) nor a duration (30m, 2h, 7d)`, 'usage');
  return t;
}

/** The query index when it exists and mirrors the ledger exactly; otherwise null (scan instead). */
async function currentIndex(ctx: CliContext): Promise<import('../query/ledgerIndex.js').LedgerIndex | null> {
  if (!existsSync(join(ctx.layout.ledgerDir, 'index.sqlite'))) return null;
  try {
    const { openCurrentIndex } = await import('../query/ledgerIndex.js');
    return openCurrentIndex(ctx.layout);
  } catch {
    return null; // the SQLite binding is not available here: scanning gives the same answers
  }
}

function positiveInt(name: string) {
  return (v: string): number => {
    const n = Number(v);
    if (!Number.isSafeInteger(n) || n < 1) throw new ProofledgerError(`${name}: expected a positive integer, got ${JSON.stringify(v)}`, 'usage');
    return n;
  };
}

async function readStdin(): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of process.stdin) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}

export function buildProgram(setExit: (code: number) => void): Command {
  const program = new Command('proofledger')
    .description('Receipts for AI-agent work: a tamper-evident ledger of what agents did, and a gate for their claims.')
    .version(version())
    .option('-C, --dir <path>', 'run as if started in <path>');
  const ctx = (): CliContext => makeContext(program.opts<{ dir?: string }>().dir);

  program
    .command('init')
    .description('create .proofledger/ (sessions folder, config.json, .gitignore for local-only files)')
    .option('--husky', 'also install the pre-push hook (.husky/pre-push), keeping existing hooks')
    .option('--github', 'also write .github/workflows/proofledger.yml')
    .addOption(new Option('--agent <name...>', "also write the agent's hook configuration (merged, idempotent)").choices(AGENTS))
    .action(async (opts: { husky?: boolean; github?: boolean; agent?: AgentName[] }) => {
      const c = ctx();
      const { initLedger } = await import('./commands/init.js');
      const { initGithub, initHusky } = await import('./commands/initIntegrations.js');
      const { installAgentHooks } = await import('../adapters/hooks/agentConfig.js');
      const r = initLedger(c);
      for (const p of r.created) out(c, `created  ${p}`);
      for (const p of r.kept) out(c, `kept     ${p}`);
      if (opts.husky) for (const n of initHusky(c)) out(c, n);
      if (opts.github) for (const n of initGithub(c)) out(c, n);
      for (const a of opts.agent ?? []) for (const n of installAgentHooks(c.layout.root, a)) out(c, n.replace(c.layout.root + '/', ''));
      out(c, `Ledger ready at ${displayPath(c, c.layout.ledgerDir)}/. Commit it; record with \`proofledger exec -- <cmd>\`.`);
    });

  program
    .command('exec')
    .description('run a command, passing its output through, and record it (with --check, as evidence)')
    .addOption(new Option('--check <kind>', 'also record a verification of this kind').choices(CHECK_KINDS))
    .option('--session <id>', 'session to record into')
    .argument('<command...>', 'the command, after --')
    .passThroughOptions()
    .action(async (argv: string[], opts: { check?: (typeof CHECK_KINDS)[number]; session?: string }) => {
      const c = ctx();
      const append = await loadAppendOptions(c);
      const { resolveSession } = await import('../store/sessionPointer.js');
      const { id } = resolveSession(c.layout, opts.session, c.env);
      const { runRecorded } = await import('../adapters/exec.js');
      const r = await runRecorded({ argv, cwd: c.cwd, layout: c.layout, session: id, append, ...(opts.check ? { check: opts.check } : {}) });
      if (r.recordError) c.stderr.write(`proofledger: the command ran but was NOT recorded: ${r.recordError.message}\n`);
      setExit(r.exitCode);
    });

  program
    .command('append')
    .description('append one entry given as JSON on stdin ({"type": ..., payload}); prints the stored line')
    .option('--session <id>', 'session to record into')
    .action(async (opts: { session?: string }) => {
      const c = ctx();
      const bytes = await readStdin();
      const { parseStrictJson, StrictJsonError, decodeUtf8Strict } = await import('../format/strictJson.js');
      let payload: unknown;
      try {
        payload = parseStrictJson(decodeUtf8Strict(bytes, 'stdin'));
      } catch (err) {
        if (err instanceof StrictJsonError) throw new ProofledgerError(`stdin: ${err.message}`, 'input');
        if (err instanceof Error && !(err instanceof ProofledgerError)) throw new ProofledgerError(err.message, 'input');
        throw err;
      }
      const append = await loadAppendOptions(c);
      const { resolveSession } = await import('../store/sessionPointer.js');
      const { id } = resolveSession(c.layout, opts.session, c.env);
      const { appendEntry } = await import('../store/append.js');
      const { entryLine } = await import('../format/entry.js');
      try {
        const r = appendEntry(c.layout, id, payload as Record<string, unknown>, append);
        c.stdout.write(entryLine(r.entry));
      } catch (err) {
        if (err instanceof ProofledgerError && err.code === 'input') throw new ProofledgerError(`stdin: ${err.message}`, 'input');
        throw err;
      }
    });

  program
    .command('verify')
    .description('check session files: canonical form, schema, hashes, chain, sequence; exit 0 valid or empty, 1 corrupted')
    .argument('[paths...]', 'session files or ids (default: all)')
    .option('--json', 'print {"status", "entries", "failures": [...], "files": [...]}')
    .action(async (args: string[], opts: { json?: boolean }) => {
      const c = ctx();
      const paths = sessionPaths(c, args);
      let first = true;
      if (opts.json) c.stdout.write('{"failures":[');
      const onFailure = (f: VerifyFailure): void => {
        if (opts.json) {
          c.stdout.write((first ? '' : ',') + JSON.stringify({ path: f.path, line: f.line, seq: f.seq, kind: f.kind, message: f.message }));
          first = false;
        } else out(c, `  ${f.path}:${f.line}${f.seq !== null ? ` seq ${f.seq}` : ''}  ${f.kind}: ${f.message}`);
      };
      // Progress is shown only on a TTY once the work takes a while.
      const { progressBar } = await import('./progress.js');
      const { verifyLedgerFiles } = await import('../verify/verifyLedger.js');
      const bar = progressBar('verify');
      const { status, entries, failures, files } = await verifyLedgerFiles(paths, onFailure, {
        displayPath: (p) => displayPath(c, p),
        onProgress: (done, total) => bar.update(done, total),
        onFile: (r) => {
          if (!opts.json) out(c, `${r.status.padEnd(9)}  ${r.path}  (${r.entries} entr${r.entries === 1 ? 'y' : 'ies'}${r.failures ? `, ${r.failures} failure${r.failures === 1 ? '' : 's'}` : ''})`);
        },
      });
      bar.stop();
      if (opts.json) c.stdout.write(`],"status":${JSON.stringify(status)},"entries":${entries},"files":${JSON.stringify(files)}}\n`);
      else {
        const corrupted = files.filter((f) => f.status === 'CORRUPTED').length;
        out(c, `${status}: ${files.length} file${files.length === 1 ? '' : 's'}, ${entries} entr${entries === 1 ? 'y' : 'ies'}, ${failures} failure${failures === 1 ? '' : 's'}${corrupted ? ` in ${corrupted} corrupted file${corrupted === 1 ? '' : 's'}` : ''}`);
      }
      setExit(status === 'CORRUPTED' ? EXIT_CHECK_FAILED : EXIT_OK);
    });

  program
    .command('log')
    .description('entries, oldest first, across sessions')
    .option('--session <id>', 'only this session')
    .option('--type <type...>', `only these types (${ENTRY_TYPES.join(', ')})`)
    .option('--since <when>', 'only entries at or after a date or a duration ago (30m, 2h, 7d)')
    .option('--limit <n>', 'only the most recent n', positiveInt('--limit'))
    .option('--json', 'print each entry as a JSON line')
    .action(async (opts: { session?: string; type?: string[]; since?: string; limit?: number; json?: boolean }) => {
      const c = ctx();
      for (const t of opts.type ?? []) if (!ENTRY_TYPES.includes(t)) throw new ProofledgerError(`--type: unknown entry type ${JSON.stringify(t)} (one of ${ENTRY_TYPES.join(', ')})`, 'usage');
      const filter = {
        ...(opts.type ? { types: new Set(opts.type) } : {}),
        ...(opts.since ? { sinceMs: parseSince(opts.since) } : {}),
        ...(opts.limit ? { limit: opts.limit } : {}),
      };
      const index = await currentIndex(c);
      const { describeEntry, queryLog } = await import('../query/log.js');
      let entries;
      if (index) {
        entries = index.log(opts.session ? [opts.session] : null, filter);
        index.close();
      } else {
        entries = queryLog(opts.session ? [sessionFilePath(c.layout, opts.session)] : listSessionFiles(c.layout), filter);
      }
      for (const e of entries) {
        if (opts.json) out(c, JSON.stringify(e));
        else out(c, `${e.ts}  ${e.session} #${e.seq}  ${e.type.padEnd(12)}  ${describeEntry(e)}`);
      }
    });

  program
    .command('summary')
    .description('per session: entries, files changed, commands, checks and their latest result, duration')
    .option('--session <id>', 'only this session')
    .option('--json', 'print the summaries as JSON')
    .action(async (opts: { session?: string; json?: boolean }) => {
      const c = ctx();
      const paths = opts.session ? [sessionFilePath(c.layout, opts.session)] : listSessionFiles(c.layout);
      const index = await currentIndex(c);
      const { formatDuration, summarizeSession } = await import('../query/summary.js');
      const { readEntries } = await import('../store/readEntries.js');
      const summaries = paths.map((p) => {
        const id = p.replace(/^.*\//, '').replace(/\.jsonl$/, '');
        return summarizeSession(id, index ? index.sessionEntries(id) : (function* () {
          for (const r of readEntries(p)) yield r.entry;
        })());
      });
      index?.close();
      if (opts.json) {
        out(c, JSON.stringify(summaries, null, 2));
        return;
      }
      if (summaries.length === 0) out(c, 'No sessions recorded yet.');
      for (const s of summaries) {
        out(c, `${s.session}${s.agent ? `  ${s.agent}` : ''}  ${s.outcome ?? 'open'}`);
        out(c, `  ${s.entries} entries over ${formatDuration(s.durationMs)}; ${s.filesChanged.length} file${s.filesChanged.length === 1 ? '' : 's'} changed; ${s.commands} command${s.commands === 1 ? '' : 's'} (${s.failedCommands} failed); ${s.toolCalls} tool call${s.toolCalls === 1 ? '' : 's'}`);
        for (const [kind, r] of Object.entries(s.checks)) {
          const t = r.tests ? ` (${r.tests.passed} passed, ${r.tests.failed} failed, ${r.tests.skipped} skipped)` : '';
          out(c, `  ${kind.padEnd(10)} ${r.passed === null ? 'UNKNOWN' : r.passed ? 'PASS' : 'FAIL'}${t} at ${r.ts}: ${r.command}`);
        }
      }
    });

  const session = program.command('session').description('start, finish, abort or resume the current session');
  session
    .command('start')
    .description('start a new session and make it current; prints its id')
    .option('--session <id>', 'use this id instead of a new one')
    .option('--agent <name>', 'agent name')
    .option('--agent-version <version>', 'agent version')
    .option('--model <model>', 'model name')
    .action(async (opts: { session?: string; agent?: string; agentVersion?: string; model?: string }) => {
      const c = ctx();
      const append = await loadAppendOptions(c);
      const { newSessionId, writeCurrentSession } = await import('../store/sessionPointer.js');
      const { appendEntry } = await import('../store/append.js');
      const id = opts.session ?? c.env['PROOFLEDGER_SESSION'] ?? newSessionId();
      const agent = opts.agent ? { name: opts.agent, ...(opts.agentVersion ? { version: opts.agentVersion } : {}), ...(opts.model ? { model: opts.model } : {}) } : undefined;
      appendEntry(c.layout, id, { type: 'session', event: 'start', ...(agent ? { agent } : {}) }, append);
      writeCurrentSession(c.layout, id);
      out(c, id);
    });
  for (const event of ['finish', 'abort', 'resume'] as const) {
    const cmd = session
      .command(event)
      .description(event === 'finish' ? 'record the end of the current session and clear it' : event === 'abort' ? 'record that the session was abandoned and clear it' : 'record that a session continues and make it current')
      .option('--session <id>', 'session (default: current)')
      .option('--reason <text>', 'why (scrubbed of secrets)');
    if (event === 'finish') cmd.addOption(new Option('--outcome <outcome>', 'how it ended').choices(OUTCOMES).default('unknown'));
    cmd.action(async (opts: { session?: string; reason?: string; outcome?: (typeof OUTCOMES)[number] }) => {
      const c = ctx();
      const append = await loadAppendOptions(c);
      const { clearCurrentSession, readCurrentSession, writeCurrentSession } = await import('../store/sessionPointer.js');
      const { appendEntry } = await import('../store/append.js');
      const id = opts.session ?? c.env['PROOFLEDGER_SESSION'] ?? readCurrentSession(c.layout);
      if (!id) throw new ProofledgerError(`session ${event}: no current session (give --session or run \`proofledger session start\`)`, 'usage');
      appendEntry(c.layout, id, {
        type: 'session',
        event,
        ...(event === 'finish' ? { outcome: opts.outcome ?? 'unknown' } : {}),
        ...(opts.reason ? { reason: opts.reason } : {}),
      }, append);
      if (event === 'resume') writeCurrentSession(c.layout, id);
      else if (readCurrentSession(c.layout) === id) clearCurrentSession(c.layout);
      out(c, id);
    });
  }
  session
    .command('current')
    .description('print the current session id (exit 1 if none)')
    .action(async () => {
      const c = ctx();
      const { readCurrentSession } = await import('../store/sessionPointer.js');
      const id = readCurrentSession(c.layout);
      if (id) out(c, id);
      else setExit(EXIT_CHECK_FAILED);
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
    .action(async (opts: { base: string; head: string; prTitle?: string; prBody?: string; branch?: string; json?: boolean }) => {
      const c = ctx();
      const { gateRange, readTextFile } = await import('./commands/gate.js');
      const { formatGateText, gateJson } = await import('../gate/report.js');
      const pr = opts.prTitle !== undefined || opts.prBody !== undefined ? { title: opts.prTitle ?? '', body: opts.prBody ? readTextFile(opts.prBody) : '' } : undefined;
      const result = await gateRange(c, { base: opts.base, head: opts.head, ...(pr ? { pr } : {}), ...(opts.branch ? { branch: opts.branch } : {}) });
      if (opts.json) out(c, JSON.stringify(gateJson(result)));
      else out(c, formatGateText(result, `${opts.base}..${opts.head}`));
      setExit(result.verdict === 'pass' ? EXIT_OK : EXIT_CHECK_FAILED);
    });

  program
    .command('evidence')
    .description('does the ledger prove this check for the working tree as it is now? exit 0 proven, 1 not')
    .addArgument(new Argument('<check>', 'the claimed check').choices(CHECK_KINDS))
    .option('--session <id>', 'only this session (default: all)')
    .option('--json', 'print the result as JSON')
    .action(async (check: (typeof CHECK_KINDS)[number], opts: { session?: string; json?: boolean }) => {
      const c = ctx();
      const paths = opts.session ? [sessionFilePath(c.layout, opts.session)] : listSessionFiles(c.layout);
      const { readEntries } = await import('../store/readEntries.js');
      const { evaluateEvidence } = await import('../gate/evidence.js');
      const sessions = paths.map((p) => ({
        session: p.replace(/^.*\//, '').replace(/\.jsonl$/, ''),
        path: relative(c.layout.root, p),
        entries: [...readEntries(p)].map((r) => ({ line: r.line, entry: r.entry })),
      }));
      const { workingTreeId } = await import('../git/repository.js');
      const tree = await workingTreeId(c.layout.root);
      const result = evaluateEvidence(sessions, check, tree);
      if (opts.json) out(c, JSON.stringify(result));
      else {
        out(c, `${result.status === 'proven' ? 'PROVEN' : result.status.toUpperCase()}: ${result.message}`);
        if (result.at) out(c, `  ${result.at.path}:${result.at.line} (seq ${result.at.seq}, ${result.at.ts})`);
      }
      setExit(result.status === 'proven' ? EXIT_OK : EXIT_CHECK_FAILED);
    });

  program
    .command('pre-push')
    .description("git pre-push hook: gate each pushed range (refs on stdin); exit 1 blocks the push")
    .argument('[remote]', 'remote name', 'origin')
    .argument('[url]', 'remote url')
    .action(async (remote: string) => {
      const c = ctx();
      const stdin = (await readStdin()).toString('utf8');
      const { prePush } = await import('./commands/prePush.js');
      const { formatGateText } = await import('../gate/report.js');
      const { results } = await prePush(c, remote, stdin);
      let failed = false;
      for (const { ref, result } of results) {
        if (result.verdict === 'fail' || result.findings.length > 0) c.stderr.write(formatGateText(result, `${ref.localRef} → ${remote}/${ref.remoteRef.replace(/^refs\/heads\//, '')}`) + '\n');
        if (result.verdict === 'fail') failed = true;
      }
      if (failed) c.stderr.write('proofledger: push refused: a claimed success is not proven by the ledger (see above). Record the evidence (proofledger exec --check test -- <cmd>) and commit it.\n');
      setExit(failed ? EXIT_CHECK_FAILED : EXIT_OK);
    });

  program
    .command('hook')
    .description("record an agent hook event given on stdin (the agent's own payload); exit 2 vetoes an unproven finish")
    .addArgument(new Argument('<agent>', 'which agent sent it').choices(AGENTS))
    .action(async (agent: AgentName) => {
      const c = ctx();
      const { runHook } = await import('../adapters/hooks/runHook.js');
      const r = await runHook(agent, (await readStdin()).toString('utf8'), c.layout);
      if (r.stdout) c.stdout.write(r.stdout + '\n');
      if (r.stderr) c.stderr.write(r.stderr + '\n');
      setExit(r.exitCode);
    });

  program
    .command('provenance')
    .description('the latest entry that produced a file or memory key, and whether it still matches: exit 0 verified, 1 unverified or mismatch')
    .argument('[path]', 'a file, relative to the current directory')
    .option('--store <store>', 'memory store')
    .option('--key <key>', 'memory key')
    .option('--content <file>', 'the memory content now, as JSON (- for stdin), to compare')
    .option('--json', 'print the result as JSON')
    .action(async (path: string | undefined, opts: { store?: string; key?: string; content?: string; json?: boolean }) => {
      const c = ctx();
      const paths = listSessionFiles(c.layout);
      const { fileProvenance, memoryProvenance } = await import('../query/provenance.js');
      const { canonicalSha256, sha256Hex } = await import('../format/digest.js');
      const { readTextFile } = await import('./commands/gate.js');
      let result;
      if (path !== undefined) {
        const abs = resolve(c.cwd, path);
        const rel = relative(c.layout.root, abs).split(sep).join('/');
        let current: string | null = null;
        try {
          current = sha256Hex(readFileSync(abs));
        } catch (err) {
          if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw new ProofledgerError(`${path}: cannot read: ${describeIoError(err)}`, 'io');
        }
        const index = await currentIndex(c);
        result = fileProvenance(paths, rel, current, index ? () => index.latestForPath(rel) : undefined);
        index?.close();
      } else if (opts.store !== undefined && opts.key !== undefined) {
        let current: string | undefined;
        if (opts.content !== undefined) {
          const raw = opts.content === '-' ? (await readStdin()).toString('utf8') : readTextFile(opts.content);
          try {
            current = canonicalSha256(JSON.parse(raw));
          } catch {
            throw new ProofledgerError(`--content: not JSON`, 'input');
          }
        }
        const index = await currentIndex(c);
        const { store, key } = opts;
        result = memoryProvenance(paths, store, key, current, index ? () => index.latestMemoryWrite(store, key) : undefined);
        index?.close();
      } else throw new ProofledgerError('provenance: give a PATH, or --store and --key', 'usage');
      if (opts.json) out(c, JSON.stringify(result));
      else out(c, `${result.status.toUpperCase()}: ${result.message}`);
      setExit(result.status === 'verified' ? EXIT_OK : EXIT_CHECK_FAILED);
    });

  program
    .command('mcp-proxy')
    .description('run an MCP stdio server behind a recording proxy: every message forwarded unchanged, each tools/call recorded')
    .option('--session <id>', 'session to record into')
    .argument('<command...>', 'the server command, after --')
    .passThroughOptions()
    .action(async (command: string[], opts: { session?: string }) => {
      const c = ctx();
      const append = await loadAppendOptions(c);
      const { resolveSession } = await import('../store/sessionPointer.js');
      const { id } = resolveSession(c.layout, opts.session, c.env);
      const { runMcpProxy } = await import('../adapters/mcpProxy.js');
      setExit(await runMcpProxy({ command, layout: c.layout, session: id, append, clientIn: process.stdin, clientOut: process.stdout, errOut: process.stderr }));
    });

  program
    .command('mcp-server')
    .description('serve the ledger over MCP (stdio), read-only: ledger_history, ledger_summary, ledger_verify, ledger_evidence')
    .action(async () => {
      const c = ctx();
      const { runLedgerServer } = await import('../adapters/mcpServer.js');
      await runLedgerServer(c.layout, version());
      await new Promise<void>((resolve) => process.stdin.on('close', () => resolve()));
    });

  program
    .command('index')
    .description('build or update .proofledger/index.sqlite, a local (git-ignored) SQLite mirror that makes log, summary and provenance fast')
    .option('--rebuild', 'rebuild it from the session files')
    .action(async (opts: { rebuild?: boolean }) => {
      const c = ctx();
      const { updateIndex } = await import('../query/ledgerIndex.js');
      const r = updateIndex(c.layout, { rebuild: opts.rebuild ?? false });
      out(c, `${r.rebuilt ? 'built' : 'updated'} ${displayPath(c, join(c.layout.ledgerDir, 'index.sqlite'))}: ${r.sessions} session${r.sessions === 1 ? '' : 's'}, ${r.added} entr${r.added === 1 ? 'y' : 'ies'} read${r.rebuiltSessions ? `, ${r.rebuiltSessions} changed session${r.rebuiltSessions === 1 ? '' : 's'} re-read` : ''}`);
    });

  program
    .command('repair')
    .description('move a torn last line (left by a crash) to a quarantine file beside the session')
    .argument('[paths...]', 'session files or ids (default: all)')
    .action(async (args: string[]) => {
      const c = ctx();
      const { repairSessionFile } = await import('../store/repair.js');
      let repaired = 0;
      for (const p of sessionPaths(c, args)) {
        const r = repairSessionFile(p);
        if (r.quarantinedBytes > 0) {
          repaired++;
          out(c, `repaired  ${displayPath(c, p)}: ${r.quarantinedBytes} torn byte${r.quarantinedBytes === 1 ? '' : 's'} moved to ${displayPath(c, r.quarantinePath!)}`);
        } else out(c, `ok        ${displayPath(c, p)}: no torn tail`);
      }
      out(c, repaired ? `Repaired ${repaired} file${repaired === 1 ? '' : 's'}; run \`proofledger verify\` to check the rest.` : 'Nothing to repair.');
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
    if (err instanceof CommandLineExit) return err.exitCode === 0 ? EXIT_OK : EXIT_USAGE;
    if (err instanceof UsageError) {
      // Usage errors are one line, like every other error.
      process.stderr.write(`proofledger: ${err.message} (see --help)\n`);
      return EXIT_USAGE;
    }
    if (err instanceof ProofledgerError) {
      process.stderr.write(`proofledger: ${err.message}\n`);
      return EXIT_USAGE;
    }
    const e = err as NodeJS.ErrnoException;
    process.stderr.write(`proofledger: ${e.code ? describeIoError(e) : (e?.stack ?? String(err))}\n`);
    return EXIT_USAGE;
  }
}
