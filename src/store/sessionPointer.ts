import { randomBytes } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { ProofledgerError, describeIoError, errnoCode } from '../errors.js';
import { SESSION_ID_PATTERN, type LedgerLayout } from './layout.js';

/** A new session id: sortable by start time, unique across machines. */
export function newSessionId(now: Date = new Date()): string {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
  return `${stamp}-${randomBytes(4).toString('hex')}`;
}

export function readCurrentSession(layout: LedgerLayout): string | undefined {
  try {
    const id = readFileSync(layout.currentSessionPath, 'utf8').trim();
    return SESSION_ID_PATTERN.test(id) ? id : undefined;
  } catch (err) {
    if (errnoCode(err) === 'ENOENT') return undefined;
    throw new ProofledgerError(`${layout.currentSessionPath}: cannot read: ${describeIoError(err)}`, 'io');
  }
}

export function writeCurrentSession(layout: LedgerLayout, id: string): void {
  try {
    mkdirSync(layout.ledgerDir, { recursive: true });
    writeFileSync(layout.currentSessionPath, id + '\n');
  } catch (err) {
    throw new ProofledgerError(`${layout.currentSessionPath}: cannot write: ${describeIoError(err)}`, 'io');
  }
}

export function clearCurrentSession(layout: LedgerLayout): void {
  rmSync(layout.currentSessionPath, { force: true });
}

export type SessionSource = 'flag' | 'env' | 'pointer' | 'new';

/**
 * The session to record into: --session, else PROOFLEDGER_SESSION, else the current-session
 * pointer, else a new one (which becomes the current session, so later commands continue it).
 */
export function resolveSession(layout: LedgerLayout, flag: string | undefined, env: NodeJS.ProcessEnv): { id: string; source: SessionSource } {
  const check = (id: string, from: string): string => {
    if (!SESSION_ID_PATTERN.test(id)) throw new ProofledgerError(`${from}: invalid session id ${JSON.stringify(id)}: use letters, digits, '.', '_' or '-' (at most 128)`, 'usage');
    return id;
  };
  if (flag) return { id: check(flag, '--session'), source: 'flag' };
  if (env['PROOFLEDGER_SESSION']) return { id: check(env['PROOFLEDGER_SESSION'], 'PROOFLEDGER_SESSION'), source: 'env' };
  const current = readCurrentSession(layout);
  if (current) return { id: current, source: 'pointer' };
  const id = newSessionId();
  writeCurrentSession(layout, id);
  return { id, source: 'new' };
}
