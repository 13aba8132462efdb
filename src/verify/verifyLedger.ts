import type { FileReport, FileStatus, VerifyFailure } from './verifyChain.js';
import { verifyFilesParallel, type VerifyFilesOptions } from './parallel/verifyParallel.js';

export interface LedgerReport {
  status: FileStatus;
  entries: number;
  failures: number;
  files: FileReport[];
}

function overallStatus(files: readonly FileReport[]): FileStatus {
  if (files.some((f) => f.status === 'CORRUPTED')) return 'CORRUPTED';
  return files.some((f) => f.status === 'VALID') ? 'VALID' : 'EMPTY';
}

export type VerifyLedgerOptions = Pick<VerifyFilesOptions, 'displayPath' | 'onFile' | 'onProgress'>;

/**
 * The one verification of a ledger: the session files given, all cores sharing the work when it is
 * large enough; failures stream to `onFailure` in file and line order. `verifyFile` is the same
 * pipeline for one file on the calling thread.
 */
export async function verifyLedger(paths: readonly string[], onFailure: (f: VerifyFailure) => void, options: VerifyLedgerOptions = {}): Promise<LedgerReport> {
  const files = await verifyFilesParallel(paths, onFailure, options);
  return {
    status: overallStatus(files),
    entries: files.reduce((n, f) => n + f.entries, 0),
    failures: files.reduce((n, f) => n + f.failures, 0),
    files,
  };
}
