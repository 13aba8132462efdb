import { existsSync, statSync } from 'node:fs';
import type { FileStatus, VerifyFailure } from './verifyChain.js';
import type { FileReport } from './verifyFile.js';
import { verifyFileParallel } from './verifyParallel.js';

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

export interface VerifyLedgerOptions {
  /** How a path is shown in failures and reports. */
  displayPath?: (path: string) => string;
  onFile?: (r: FileReport) => void;
  /** Bytes verified over all the files. */
  onProgress?: (done: number, total: number) => void;
}

/** Verifies each file in turn (each on every core); failures stream to `onFailure`. */
export async function verifyLedgerFiles(paths: readonly string[], onFailure: (f: VerifyFailure) => void, options: VerifyLedgerOptions = {}): Promise<LedgerReport> {
  const sizes = paths.map((p) => (existsSync(p) ? statSync(p).size : 0));
  const total = sizes.reduce((a, b) => a + b, 0);
  const files: FileReport[] = [];
  let before = 0;
  for (const [i, path] of paths.entries()) {
    const report = await verifyFileParallel(path, onFailure, {
      ...(options.displayPath ? { displayPath: options.displayPath(path) } : {}),
      ...(options.onProgress ? { onProgress: (done: number) => options.onProgress!(before + done, total) } : {}),
    });
    before += sizes[i]!;
    files.push(report);
    options.onFile?.(report);
  }
  return {
    status: overallStatus(files),
    entries: files.reduce((n, f) => n + f.entries, 0),
    failures: files.reduce((n, f) => n + f.failures, 0),
    files,
  };
}
