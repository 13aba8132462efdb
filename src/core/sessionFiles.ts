import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ProofledgerError, describeIoError, errnoCode } from './errors.js';
import { sessionIdOfFile, type LedgerLayout } from './layout.js';

/** Every session file of the ledger, sorted by name. */
export function listSessionFiles(layout: LedgerLayout): string[] {
  let names: string[];
  try {
    names = readdirSync(layout.sessionsDir);
  } catch (err) {
    if (errnoCode(err) === 'ENOENT') return [];
    throw new ProofledgerError(`${layout.sessionsDir}: cannot list: ${describeIoError(err)}`, 'io');
  }
  return names.filter((n) => sessionIdOfFile(n) !== undefined).sort().map((n) => join(layout.sessionsDir, n));
}
