// The plan's chunks verified one after another on this thread: the sequential path, and
// `verifyFile`, the same for one file.

import { closeSync } from 'node:fs';
import { openForVerify } from '../store/sessionFiles.js';
import { DEFAULT_MAX_LINE } from './lineScanner.js';
import { CHUNK_BYTES, PlanJoin, planLedger, type LedgerPlan } from './plan.js';
import type { FileReport, VerifyFailure } from './verifyChain.js';
import { verifyChunk } from './verifyChunk.js';

let readBuffer: Buffer | undefined;

/** Verifies every chunk of `plan` on this thread, joining each as it is done. */
export function verifyPlanHere(plan: LedgerPlan, onFailure: (f: VerifyFailure) => void, onFile?: (r: FileReport) => void, onProgress?: (done: number, total: number) => void): FileReport[] {
  const join = new PlanJoin(plan, onFailure, onFile);
  const total = plan.tasks.reduce((n, t) => n + t.end - t.start, 0);
  // One read buffer for every plan verified on this thread (the work is synchronous): a caller that
  // verifies many small files one by one (stats) would otherwise allocate a megabyte per file.
  const buffer = (readBuffer ??= Buffer.allocUnsafe(1 << 20));
  let done = 0;
  for (const [index, task] of plan.tasks.entries()) {
    join.add(index, verifyChunk(task, buffer));
    done += task.end - task.start;
    onProgress?.(done, total);
  }
  return join.reports;
}

export interface VerifyFileOptions {
  /** Display name for the file in failures (defaults to the path). */
  displayPath?: string;
  /** The chunk size (tests vary it to put chunk seams anywhere). */
  chunkBytes?: number;
  /** Lines longer than this are reported, not buffered. */
  maxLineBytes?: number;
  /** Called as bytes are verified, for progress display. */
  onProgress?: (bytesDone: number, bytesTotal: number) => void;
}

/**
 * One session file on this thread, each failure reported as its chunk is joined. Memory is bounded
 * by the chunk size and the longest line accepted.
 */
export function verifyFile(path: string, onFailure: (f: VerifyFailure) => void, options: VerifyFileOptions = {}): FileReport {
  const display = options.displayPath ?? path;
  const { fd, size } = openForVerify(path, display);
  closeSync(fd);
  const plan = planLedger([path], [size], () => display, options.chunkBytes ?? CHUNK_BYTES, 1, options.maxLineBytes ?? DEFAULT_MAX_LINE);
  return verifyPlanHere(plan, onFailure, undefined, options.onProgress)[0]!;
}
