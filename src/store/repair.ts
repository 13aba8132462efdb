import { closeSync, fstatSync, fsyncSync, ftruncateSync, openSync, readSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fsyncDirectory } from './append.js';
import { ProofledgerError, describeIoError } from '../errors.js';
import { withLock } from './fileLock.js';
import { lastNewlineBefore } from './lastLine.js';

export interface RepairResult {
  path: string;
  /** Bytes moved to quarantine; 0 when the file had no torn tail. */
  quarantinedBytes: number;
  quarantinePath: string | null;
}

/**
 * Moves a torn last line (bytes after the final newline) to a quarantine file beside the session,
 * then cuts the session back to its last complete line. The torn bytes are written and fsync'd
 * before the session is touched: a crash in between leaves them in both places, never in neither.
 */
export function repairSessionFile(path: string, now: Date = new Date()): RepairResult {
  return withLock(path + '.lock', () => {
    let fd: number;
    try {
      fd = openSync(path, 'r+');
    } catch (err) {
      throw new ProofledgerError(`${path}: cannot open: ${describeIoError(err)}`, 'io');
    }
    try {
      const size = fstatSync(fd).size;
      if (size === 0) return { path, quarantinedBytes: 0, quarantinePath: null };
      const keep = lastNewlineBefore(fd, size)! + 1;
      if (keep === size) return { path, quarantinedBytes: 0, quarantinePath: null };
      const torn = Buffer.alloc(size - keep);
      readSync(fd, torn, 0, torn.length, keep);
      const stamp = now.toISOString().replace(/[:.]/g, '-');
      const quarantinePath = join(dirname(path), `${basename(path, '.jsonl')}.quarantine-${stamp}.torn`);
      try {
        writeFileSync(quarantinePath, torn, { flag: 'wx' });
        const qfd = openSync(quarantinePath, 'r');
        fsyncSync(qfd);
        closeSync(qfd);
        fsyncDirectory(dirname(path));
      } catch (err) {
        throw new ProofledgerError(`${quarantinePath}: cannot write quarantine file: ${describeIoError(err)}; the session was not changed`, 'io');
      }
      ftruncateSync(fd, keep);
      fsyncSync(fd);
      return { path, quarantinedBytes: torn.length, quarantinePath };
    } finally {
      closeSync(fd);
    }
  });
}
