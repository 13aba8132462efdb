import { fstatSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ProofledgerError, describeIoError, errnoCode } from '../errors.js';
import { sessionIdOfFile, type LedgerLayout } from './layout.js';
import { openReadOnly } from './openFile.js';

/** Every session file of the ledger, sorted by name. */
export function listSessionFiles(layout: LedgerLayout): string[] {
  let names: string[];
  try {
    names = readdirSync(layout.sessionsDir);
  } catch (err) {
    if (errnoCode(err) === 'ENOENT') return [];
    throw new ProofledgerError(`${layout.sessionsDir}: cannot list: ${describeIoError(err)}`, 'io');
  }
  // Ordered by session id (not file name: "a-b" sorts before "a" as a file name, after it as an id),
  // the order every query and the index break ties in.
  return names
    .filter((n) => sessionIdOfFile(n) !== undefined)
    .sort((a, b) => (sessionIdOfFile(a)! < sessionIdOfFile(b)! ? -1 : 1))
    .map((n) => join(layout.sessionsDir, n));
}

/** A session file opened for reading, and its size; a failure names the file as `display`. */
export function openForVerify(path: string, display: string): { fd: number; size: number } {
  const fd = openReadOnly(path, display);
  return { fd, size: fstatSync(fd).size };
}
