import { randomBytes } from '../format/nodeCrypto.js';
import { rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { ProofledgerError, describeIoError } from '../errors.js';
import { readFileIfExists } from './openFile.js';
import { SESSION_ID_PATTERN, type LedgerLayout } from './layout.js';

/** A new session id: sortable by start time, unique across machines. */
export function newSessionId(now: Date = new Date()): string {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
  return `${stamp}-${randomBytes(4).toString('hex')}`;
}

export function readCurrentSession(layout: LedgerLayout): string | undefined {
  const id = readFileIfExists(layout.currentSessionPath)?.toString('utf8').trim();
  return id !== undefined && SESSION_ID_PATTERN.test(id) ? id : undefined;
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
 * pointer, else a new id (not made current: see beginRecording in sessionLifecycle.ts).
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
  return { id: newSessionId(), source: 'new' };
}
