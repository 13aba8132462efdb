// `proofledger exec -- CMD ...`: run a command with its output passed through untouched, and record
// what it did. The record is made after the command ends; if it cannot be made, the caller learns
// it through a non-zero exit even when the command itself succeeded.

import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { constants as osConstants } from 'node:os';
import { appendEntry, checkAppendable, type AppendOptions } from '../store/append.js';
import type { CheckKind } from '../format/generated/configSchema.js';
import { repoRelativeCwd, type LedgerLayout } from '../store/layout.js';
import { ProofledgerError } from '../errors.js';
import { testedContent, type TestedContent } from '../git/repository.js';
import { checkPassed, parseTestCounts } from './testOutput.js';

export interface ExecRequest {
  argv: string[];
  check?: CheckKind;
  cwd: string;
  layout: LedgerLayout;
  session: string;
  append: AppendOptions;
  stdout?: NodeJS.WritableStream;
  stderr?: NodeJS.WritableStream;
}

export interface ExecOutcome {
  /** What the caller should exit with. */
  exitCode: number;
  commandExitCode: number | null;
  signal: NodeJS.Signals | null;
  /** Set when the command ran but could not be recorded. */
  recordError?: ProofledgerError;
}

const SHELL_SYNTAX = /[\s|&;<>()$`*?[\]{}~'"\\]/;

/** The command line as a person would type it. */
function quoteCommand(argv: string[]): string {
  return argv.map((a) => (a === '' ? "''" : SHELL_SYNTAX.test(a) ? `'${a.replace(/'/g, `'\\''`)}'` : a)).join(' ');
}

const OUTPUT_TAIL_BYTES = 256 * 1024;

export async function runRecorded(req: ExecRequest): Promise<ExecOutcome> {
  if (req.argv.length === 0) throw new ProofledgerError('exec: no command given (usage: proofledger exec [--check KIND] -- CMD [ARGS...])', 'usage');
  checkAppendable(req.layout, req.session);

  // One argument with shell syntax in it ("npm test && npm run lint") runs through the shell, as npx does.
  const useShell = req.argv.length === 1 && SHELL_SYNTAX.test(req.argv[0]!.trim());
  const command = useShell ? req.argv[0]! : quoteCommand(req.argv);
  const started = Date.now();
  const stdoutHash = createHash('sha256');
  const stderrHash = createHash('sha256');
  const outputHash = createHash('sha256');
  let stdoutBytes = 0;
  let stderrBytes = 0;
  const tail: Buffer[] = [];
  let tailBytes = 0;
  const keepTail = (b: Buffer): void => {
    tail.push(b);
    tailBytes += b.length;
    while (tailBytes - tail[0]!.length > OUTPUT_TAIL_BYTES) tailBytes -= tail.shift()!.length;
  };

  const child = useShell
    ? spawn(req.argv[0]!, { cwd: req.cwd, shell: true, stdio: ['inherit', 'pipe', 'pipe'] })
    : spawn(req.argv[0]!, req.argv.slice(1), { cwd: req.cwd, stdio: ['inherit', 'pipe', 'pipe'] });
  const out = req.stdout ?? process.stdout;
  const err = req.stderr ?? process.stderr;
  const forward = (sig: NodeJS.Signals) => () => child.kill(sig);
  const handlers = (['SIGINT', 'SIGTERM', 'SIGHUP'] as const).map((s) => [s, forward(s)] as const);
  for (const [s, h] of handlers) process.on(s, h);

  const pipeThrough = (from: NodeJS.ReadableStream & { destroy?: () => void }, to: NodeJS.WritableStream, onChunk: (b: Buffer) => void): void => {
    let closed = false;
    // Our reader went away (`proofledger exec -- cmd | head -1`): close the command's pipe too, so it
    // gets SIGPIPE exactly as it would have without us in between, and is recorded as such.
    to.on('error', (e: NodeJS.ErrnoException) => {
      if (e.code !== 'EPIPE' && e.code !== 'ERR_STREAM_DESTROYED') throw e;
      closed = true;
      from.destroy?.();
    });
    from.on('data', (b: Buffer) => {
      onChunk(b);
      outputHash.update(b);
      keepTail(b);
      if (closed) return;
      if (!to.write(b)) {
        from.pause();
        to.once('drain', () => from.resume());
      }
    });
  };
  pipeThrough(child.stdout!, out, (b) => {
    stdoutHash.update(b);
    stdoutBytes += b.length;
  });
  pipeThrough(child.stderr!, err, (b) => {
    stderrHash.update(b);
    stderrBytes += b.length;
  });

  const result = await new Promise<{ code: number | null; signal: NodeJS.Signals | null; spawnError?: Error }>((resolve) => {
    let spawnError: Error | undefined;
    child.on('error', (e) => {
      spawnError = e;
    });
    child.on('close', (code, signal) => resolve({ code, signal, ...(spawnError ? { spawnError } : {}) }));
  });
  for (const [s, h] of handlers) process.off(s, h);
  const durationMs = Date.now() - started;
  // What the check ran on, taken when it ended: a file the run itself wrote (a first snapshot) is part of it.
  let tested: TestedContent | undefined;
  if (req.check) {
    try {
      tested = await testedContent(req.cwd);
    } catch (err) {
      process.stderr.write(`proofledger: WARNING: the ${req.check} run is recorded without the tree it ran on (${(err as Error).message}); it cannot prove a claim about any commit\n`);
    }
  }

  let exitCode: number | null = result.code;
  if (result.spawnError) {
    const code = (result.spawnError as NodeJS.ErrnoException).code;
    err.write(`proofledger: cannot run ${JSON.stringify(req.argv[0])}: ${code === 'ENOENT' ? 'command not found' : result.spawnError.message}\n`);
    exitCode = code === 'ENOENT' ? 127 : 126;
  }
  const shellExitCode = exitCode ?? (result.signal ? 128 + (osConstants.signals[result.signal] ?? 0) : 1);

  let recordError: ProofledgerError | undefined;
  // A real writer holding the session's lock is waited for (up to the lock's timeout), but never in silence.
  const append: AppendOptions = { ...req.append, onLockWaiting: (path, holder) => err.write(`proofledger: waiting for the lock on ${path}, held by ${holder}\n`) };
  try {
    const exec = appendEntry(req.layout, req.session, {
      source: 'exec',
      type: 'shell_exec',
      command,
      cwd: repoRelativeCwd(req.layout.root, req.cwd),
      exitCode,
      signal: result.signal,
      durationMs,
      stdoutBytes,
      stdoutSha256: stdoutHash.digest('hex'),
      stderrBytes,
      stderrSha256: stderrHash.digest('hex'),
    }, append);
    if (req.check) {
      const tests = req.check === 'test' ? parseTestCounts(Buffer.concat(tail).toString('utf8')) : null;
      appendEntry(req.layout, req.session, {
      source: 'exec',
        type: 'verification',
        check: req.check,
        passed: checkPassed(exitCode, tests, result.signal !== null),
        command,
        exitCode,
        durationMs,
        outputSha256: outputHash.digest('hex'),
        ...(tests ? { tests } : {}),
        ...(tested ? tested : {}),
        execId: exec.entry.id,
      }, append);
    }
  } catch (e) {
    recordError = e instanceof ProofledgerError ? e : new ProofledgerError(String((e as Error).message ?? e), 'io');
  }
  return {
    exitCode: recordError ? (shellExitCode !== 0 ? shellExitCode : 2) : shellExitCode,
    commandExitCode: exitCode,
    signal: result.signal,
    ...(recordError ? { recordError } : {}),
  };
}
