import { existsSync, statSync } from 'node:fs';
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { ProofledgerError } from '../errors.js';

export const LEDGER_DIR = '.proofledger';
export const SESSIONS_DIR = 'sessions';
export const SESSION_EXT = '.jsonl';
export const SESSION_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

/** Where a repository's ledger lives. Paths are absolute. */
export interface LedgerLayout {
  root: string;
  ledgerDir: string;
  sessionsDir: string;
  configPath: string;
  /** Local (git-ignored) pointer to the current session, kept by `session start|finish`. */
  currentSessionPath: string;
}

/** A working directory as an entry records it: relative to the repository, '/'-separated ('.' at the root; absolute outside it). */
export function repoRelativeCwd(root: string, cwd: string): string {
  const rel = relative(root, cwd);
  if (rel === '') return '.';
  if (rel.startsWith('..') || isAbsolute(rel)) return cwd.split(sep).join('/');
  return rel.split(sep).join('/');
}

export function layoutFor(root: string): LedgerLayout {
  const abs = resolve(root);
  const ledgerDir = join(abs, LEDGER_DIR);
  return {
    root: abs,
    ledgerDir,
    sessionsDir: join(ledgerDir, SESSIONS_DIR),
    configPath: join(ledgerDir, 'config.json'),
    currentSessionPath: join(ledgerDir, 'current-session'),
  };
}

/** The nearest directory at or above `start` holding `.proofledger/` or `.git`, else `start`. */
export function findRoot(start: string): string {
  let dir = resolve(start);
  for (;;) {
    if (existsSync(join(dir, LEDGER_DIR)) && statSync(join(dir, LEDGER_DIR)).isDirectory()) return dir;
    if (existsSync(join(dir, '.git'))) return dir;
    const parent = dirname(dir);
    if (parent === dir) return resolve(start);
    dir = parent;
  }
}

/**
 * Refuses to write where no ledger was set up: `init` is the one command that creates .proofledger/,
 * so a command run in the wrong folder (or a hook given a wrong cwd) creates nothing.
 */
export function requireInitialized(layout: LedgerLayout): void {
  if (!existsSync(layout.ledgerDir) || !statSync(layout.ledgerDir).isDirectory()) {
    throw new ProofledgerError(`${layout.root}: no ledger here (no ${LEDGER_DIR}/ in this folder or above it): run \`proofledger init\` in the repository first`, 'usage');
  }
}

export function sessionFilePath(layout: LedgerLayout, session: string): string {
  return join(layout.sessionsDir, session + SESSION_EXT);
}

/** The session id a file name implies, or undefined if it is not a session file name. */
export function sessionIdOfFile(path: string): string | undefined {
  const name = basename(path);
  if (!name.endsWith(SESSION_EXT)) return undefined;
  const id = name.slice(0, -SESSION_EXT.length);
  return SESSION_ID_PATTERN.test(id) ? id : undefined;
}

/** Files beside a session that are local only and never committed. */
export const LOCAL_ONLY_PATTERNS = ['current-session', 'sessions/*.lock', 'sessions/*.lock.*', 'sessions/*.quarantine-*', 'index.sqlite*', 'tmp/'];
