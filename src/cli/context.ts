import { requireInitialized } from '../store/layout.js';
import { relative, resolve } from 'node:path';
import type { AppendOptions } from '../store/append.js';
import type { Scrubber } from '../scrub/scrub.js';
import { findRoot, layoutFor, sessionFilePath, type LedgerLayout } from '../store/layout.js';
import type { Recording } from '../store/sessionLifecycle.js';

/** What every command reads from its surroundings, read once at the edge. */
export interface CliContext {
  cwd: string;
  layout: LedgerLayout;
  env: NodeJS.ProcessEnv;
  stdout: NodeJS.WritableStream;
  stderr: NodeJS.WritableStream;
}

export function makeContext(dirOption: string | undefined): CliContext {
  const cwd = resolve(dirOption ?? process.cwd());
  return { cwd, layout: layoutFor(findRoot(cwd)), env: process.env, stdout: process.stdout, stderr: process.stderr };
}

export function printLine(context: CliContext, text: string): void {
  context.stdout.write(text + '\n');
}

/** A path as the user sees it: relative to where they ran the command. */
export function displayPath(context: CliContext, path: string): string {
  return relative(context.cwd, path) || path;
}

/** Session files named on the command line (files or session ids), else all of them. */
export async function sessionPaths(context: CliContext, args: readonly string[]): Promise<string[]> {
  if (args.length > 0) return args.map((a) => (a.endsWith('.jsonl') || a.includes('/') ? resolve(context.cwd, a) : sessionFilePath(context.layout, a)));
  const { listSessionFiles } = await import('../store/sessionFiles.js');
  return listSessionFiles(context.layout);
}

/** The session file of `--session`, else every session file. */
export async function sessionFilesFor(context: CliContext, session: string | undefined): Promise<string[]> {
  if (session !== undefined) return [sessionFilePath(context.layout, session)];
  const { listSessionFiles } = await import('../store/sessionFiles.js');
  return listSessionFiles(context.layout);
}

export type AppendSetup = AppendOptions & { scrubber: Scrubber };

/** The config's append options; loaded on demand (the config brings the scrubber and validators). */
export async function loadAppendOptions(context: CliContext): Promise<AppendSetup> {
  // Every command that writes comes through here: none of them creates a ledger (init does).
  requireInitialized(context.layout);
  const { appendOptionsFor, loadConfig } = await import('../config/config.js');
  return appendOptionsFor(loadConfig(context.layout));
}

/**
 * What a recording command needs: the config's append options and the session to write into
 * (see beginRecording). `open` writes an own session's start; `end` closes it.
 */
export async function openRecording(context: CliContext, sessionFlag: string | undefined): Promise<{ append: AppendSetup; recording: Recording; open: () => void; end: () => void }> {
  const append = await loadAppendOptions(context);
  const { beginRecording, endRecording, openOwnSession } = await import('../store/sessionLifecycle.js');
  const recording = beginRecording(context.layout, sessionFlag, context.env);
  return { append, recording, open: () => openOwnSession(context.layout, recording, append), end: () => endRecording(context.layout, recording, append) };
}

/** The query index when it exists and mirrors the ledger exactly; otherwise null (scan instead). */
export async function currentIndex(context: CliContext): Promise<import('../query/ledgerIndex.js').LedgerIndex | null> {
  const { existsSync } = await import('node:fs');
  const { join } = await import('node:path');
  if (!existsSync(join(context.layout.ledgerDir, 'index.sqlite'))) return null;
  try {
    const { openCurrentIndex } = await import('../query/ledgerIndex.js');
    return openCurrentIndex(context.layout);
  } catch {
    return null; // the SQLite binding is not available here: scanning gives the same answers
  }
}

export { readStdin, readStdinUpTo } from './stdin.js';
