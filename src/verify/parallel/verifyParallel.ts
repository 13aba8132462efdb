// Full verification on every core: each file is cut into chunks at line boundaries (a small file is
// one chunk), and every thread (this one and the workers) takes the next unclaimed chunk of the whole
// ledger until none is left, so a thread that starts late or runs slow simply takes fewer, and a
// ledger of many small sessions uses every core as one large file does. The chunks are joined here
// in order — the link into each chunk's first line, duplicate ids across a file's chunks, line
// numbers — and each file's report follows its last chunk. Small ledgers stay on this thread.
//
// The line checks (the matcher, the validator: most of what verifying loads) are imported only once
// the workers are started, so that a worker's start-up overlaps this thread's loading instead of
// following it.

import { closeSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { DEFAULT_MAX_LINE } from '../lineScanner.js';
import { openForVerify } from '../../store/sessionFiles.js';
import type { FileReport, VerifyFailure } from '../verifyChain.js';
import { CHUNK_BYTES, PlanJoin, planLedger } from '../plan.js';
import type { ChunkClaim, ChunkPlan, WorkerMessage } from './verifyChunks.js';
import type { ChunkResult } from '../verifyChunk.js';

/** Ledgers smaller than this are verified on the calling thread: starting workers would cost more. */
const PARALLEL_THRESHOLD = 8 * 1024 * 1024;

/**
 * The calling thread's share of the chunks: between chunks it lets the event loop run, so that the
 * workers' results are taken in (and joined) while it works rather than all at the end.
 */
async function drainChunksYielding(claim: () => ChunkClaim | null, deliver: (index: number, result: ChunkResult) => void): Promise<void> {
  for (let c = claim(); c; c = claim()) {
    deliver(c.index, c.result);
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
}

export interface VerifyFilesOptions {
  /** How a path is shown in failures and reports. */
  displayPath?: (path: string) => string;
  /** Each file's report, in order, as soon as it is complete. */
  onFile?: (r: FileReport) => void;
  /** Bytes verified over all the files. */
  onProgress?: (done: number, total: number) => void;
  /** Lines longer than this are reported, not buffered. */
  maxLineBytes?: number;
  threads?: number;
  /** Ledgers (all files together) smaller than this stay on the calling thread. */
  minParallelBytes?: number;
  chunkBytes?: number;
}

/**
 * Verifies the files of a ledger on every core (one after another on this thread when they are
 * small altogether); failures stream to `onFailure` in file and line order.
 */
export async function verifyFilesParallel(paths: readonly string[], onFailure: (f: VerifyFailure) => void, options: VerifyFilesOptions = {}): Promise<FileReport[]> {
  const display = options.displayPath ?? ((p: string): string => p);
  const threads = options.threads ?? Math.min(availableParallelism(), 8);
  const maxLine = options.maxLineBytes ?? DEFAULT_MAX_LINE;
  const sizes = paths.map((p) => openForVerify(p, display(p))).map(({ fd, size }) => (closeSync(fd), size));
  const total = sizes.reduce((a, b) => a + b, 0);
  if (total < (options.minParallelBytes ?? PARALLEL_THRESHOLD) || threads < 2) {
    // The same plan, every chunk verified here: loaded only now, as the workers' path loads it.
    const { verifyPlanHere } = await import('../verifyFile.js');
    return verifyPlanHere(planLedger(paths, sizes, display, options.chunkBytes ?? CHUNK_BYTES, 1, maxLine), onFailure, options.onFile, options.onProgress);
  }

  const plan = planLedger(paths, sizes, display, options.chunkBytes ?? CHUNK_BYTES, threads, maxLine);
  const { tasks } = plan;
  const chunks: ChunkPlan = { tasks, next: new SharedArrayBuffer(4), done: new SharedArrayBuffer(tasks.length) };
  const doneFlags = new Uint8Array(chunks.done);
  const reportProgress = (): void => {
    if (!options.onProgress) return;
    let bytes = 0;
    for (let i = 0; i < tasks.length; i++) if (doneFlags[i]) bytes += tasks[i]!.end - tasks[i]!.start;
    options.onProgress(bytes, total);
  };
  const join = new PlanJoin(plan, onFailure, options.onFile);
  const take = (index: number, result: ChunkResult): void => {
    join.add(index, result);
    reportProgress();
    if (join.complete) settle?.();
  };

  // Workers start first; this thread then loads the line checks and takes chunks at once. It waits
  // afterwards only for chunks a worker claimed, and stops workers that never claimed one.
  let settle: (() => void) | null = null;
  let failed: Error | null = null;
  let exited = 0;
  // Loaded only here: a ledger too small for workers (most of them) does not pay for the module.
  const { Worker } = await import('node:worker_threads');
  const workers = Array.from({ length: threads - 1 }, () => {
    const worker = new Worker(new URL('./verifyWorker.js', import.meta.url), { workerData: chunks });
    let finished = false;
    worker.on('message', (m: WorkerMessage) => {
      if ('finished' in m) {
        finished = true;
        return;
      }
      take(m.index, m.result);
    });
    const fail = (err: Error): void => {
      failed ??= err;
      settle?.();
    };
    worker.once('error', fail);
    worker.once('exit', (code) => {
      exited++;
      if (join.complete) return;
      if (code !== 0 && !finished) fail(new Error(`verify worker exited with code ${code}`));
      else if (exited === threads - 1 && settle) fail(new Error(`verify workers ended with ${join.missing} chunk(s) unverified`));
    });
    return worker;
  });
  try {
    const { chunkClaimer } = await import('./verifyChunks.js');
    await drainChunksYielding(chunkClaimer(chunks), take);
    if (!join.complete && !failed && exited === workers.length) failed = new Error(`verify workers ended with ${join.missing} chunk(s) unverified`);
    if (!join.complete && !failed) await new Promise<void>((resolve) => (settle = resolve));
    if (failed) throw failed;
  } finally {
    for (const w of workers) void w.terminate();
  }
  return join.reports;
}

/** One file on every core (see verifyFilesParallel). */
export async function verifyFileParallel(path: string, onFailure: (f: VerifyFailure) => void, options: Omit<VerifyFilesOptions, 'displayPath' | 'onFile'> & { displayPath?: string } = {}): Promise<FileReport> {
  const { displayPath, ...rest } = options;
  const [report] = await verifyFilesParallel([path], onFailure, { ...rest, ...(displayPath !== undefined ? { displayPath: () => displayPath } : {}) });
  return report!;
}
