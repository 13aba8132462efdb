import type { FileStatus, VerifyFailure } from './verifyChain.js';
import { verifyFile, type FileReport } from './verifyFile.js';

export interface LedgerReport {
  status: FileStatus;
  entries: number;
  failures: number;
  files: FileReport[];
}

export function overallStatus(files: readonly FileReport[]): FileStatus {
  if (files.some((f) => f.status === 'CORRUPTED')) return 'CORRUPTED';
  return files.some((f) => f.status === 'VALID') ? 'VALID' : 'EMPTY';
}

/** Verifies each file in turn; failures stream to `onFailure`, per-file results to `onFile`. */
export function verifyLedgerFiles(paths: readonly string[], onFailure: (f: VerifyFailure) => void, onFile?: (r: FileReport) => void): LedgerReport {
  const files: FileReport[] = [];
  for (const path of paths) {
    const report = verifyFile(path, onFailure);
    files.push(report);
    onFile?.(report);
  }
  return {
    status: overallStatus(files),
    entries: files.reduce((n, f) => n + f.entries, 0),
    failures: files.reduce((n, f) => n + f.failures, 0),
    files,
  };
}
