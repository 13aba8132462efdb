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

import { closeSync, readSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { ZERO_HASH } from '../../format/digest.js';
import { sessionIdOfFile } from '../../store/layout.js';
import { DEFAULT_MAX_LINE } from '../lineScanner.js';
import { openForVerify } from '../../store/sessionFiles.js';
import { FingerprintSet, linkFailures, statusOf, tornTailMessage, type FileReport, type VerifyFailure } from '../verifyChain.js';
import type { ChunkClaim, ChunkPlan, WorkerMessage } from './verifyChunks.js';
import type { RangeFailure, RangeResult, RangeTask } from '../verifyRange.js';

/** Ledgers smaller than this are verified on the calling thread: starting workers would cost more. */
export const PARALLEL_THRESHOLD = 8 * 1024 * 1024;
/** The work unit threads claim: small enough to balance, large enough that claiming costs nothing. */
export const CHUNK_BYTES = 4 * 1024 * 1024;

function lineBoundaries(fd: number, size: number, parts: number): number[] {
  const cuts = [0];
  const probe = Buffer.alloc(64 * 1024);
  for (let i = 1; i < parts; i++) {
    let at = Math.max(Math.floor((size * i) / parts), cuts[cuts.length - 1]!);
    for (;;) {
      const n = readSync(fd, probe, 0, Math.min(probe.length, size - at), at);
      if (n <= 0) {
        at = size;
        break;
      }
      const nl = probe.subarray(0, n).indexOf(0x0a);
      if (nl >= 0) {
        at += nl + 1;
        break;
      }
      at += n;
    }
    if (at > cuts[cuts.length - 1]! && at < size) cuts.push(at);
  }
  cuts.push(size);
  return cuts;
}

/**
 * The calling thread's share of the chunks: between chunks it lets the event loop run, so that the
 * workers' results are taken in (and joined) while it works rather than all at the end.
 */
async function drainChunksYielding(claim: () => ChunkClaim | null, deliver: (index: number, result: RangeResult) => void): Promise<void> {
  for (let c = claim(); c; c = claim()) {
    deliver(c.index, c.result);
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
}

/** One file's share of the join: its line numbers, chain, ids and failures across its chunks. */
class FileJoin {
  failures = 0;
  entries = 0;
  private lineOffset = 0;
  private prev: { lastSeq: number | null; lastHash: string | null } = { lastSeq: -1, lastHash: ZERO_HASH };
  private ids: FingerprintSet | null = null;

  constructor(
    private readonly file: PlannedFile,
    private readonly onFailure: (f: VerifyFailure) => void,
  ) {}

  join(r: RangeResult, rangeBytes: number): void {
    // Sized once from the first range's ids per byte: growing a 1M-entry table by doubling would
    // rehash it ~10 times. A low guess costs one resize; a margin would double the table whenever
    // it crossed a power of two (16 -> 32 MB at 1M entries).
    this.ids ??= new FingerprintSet(Math.ceil(((r.ids.length / 3) * this.file.size) / Math.max(rangeBytes, 1)));
    // Failures of this range in line order, with the join checks and duplicates put in their place.
    const extra: RangeFailure[] = [];
    if (r.first && !r.first.invalid) {
      for (const f of linkFailures(this.prev.lastSeq, this.prev.lastHash, { line: 1, seq: r.first.seq, prev: r.first.prev, hash: null, id: null, session: null, failures: [] })) {
        extra.push({ line: 1, seq: r.first.seq, ...f });
      }
    }
    for (const line of this.ids.addTriples(r.ids)) extra.push({ line, seq: null, kind: 'duplicate_id', message: 'this id appears earlier in the file' });
    const all = extra.length === 0 ? r.failures : [...r.failures, ...extra].sort((a, b) => a.line - b.line);
    for (const f of all) this.emit(this.lineOffset + f.line, f.seq, f.kind, f.message);
    this.entries += r.lines;
    if (r.lines > 0) this.prev = r.first?.invalid && r.lines === 1 ? { lastSeq: this.prev.lastSeq === null ? null : this.prev.lastSeq + 1, lastHash: null } : r.end;
    this.lineOffset += r.lines;
    if (r.trailing > 0) this.emit(this.lineOffset + 1, null, 'torn_tail', tornTailMessage(r.trailing));
  }

  report(): FileReport {
    return { path: this.file.display, status: statusOf(this.entries, this.failures), entries: this.entries, failures: this.failures };
  }

  private emit(line: number, seq: number | null, kind: VerifyFailure['kind'], message: string): void {
    this.failures++;
    this.onFailure({ path: this.file.display, line, seq, kind, message });
  }
}

/**
 * Joins chunk results in plan order (file by file) as soon as every chunk before one is in: by the
 * time the last chunk is verified, the others are joined, and failures and file reports come out
 * in ledger order whichever thread verified what.
 */
class PlanJoin {
  readonly reports: FileReport[] = [];
  private readonly pending: (RangeResult | undefined)[];
  private next = 0;
  private received = 0;
  private current: FileJoin | null = null;

  constructor(
    private readonly plan: LedgerPlan,
    private readonly onFailure: (f: VerifyFailure) => void,
    private readonly onFile: ((r: FileReport) => void) | undefined,
  ) {
    this.pending = new Array(plan.tasks.length);
  }

  get complete(): boolean {
    return this.next === this.pending.length;
  }

  /** Chunks whose result has not come in. */
  get missing(): number {
    return this.pending.length - this.received;
  }

  add(index: number, result: RangeResult): void {
    this.pending[index] = result;
    this.received++;
    while (this.next < this.pending.length && this.pending[this.next]) {
      const task = this.plan.tasks[this.next]!;
      const file = this.plan.files[this.plan.fileOfTask[this.next]!]!;
      this.current ??= new FileJoin(file, this.onFailure);
      this.current.join(this.pending[this.next]!, task.end - task.start);
      this.pending[this.next] = undefined;
      this.next++;
      if (this.next === file.firstTask + file.tasks) {
        const report = this.current.report();
        this.reports.push(report);
        this.onFile?.(report);
        this.current = null;
      }
    }
  }
}

interface PlannedFile {
  path: string;
  display: string;
  size: number;
  /** Its chunks: tasks[firstTask .. firstTask + tasks). */
  firstTask: number;
  tasks: number;
}

interface LedgerPlan {
  files: PlannedFile[];
  tasks: RangeTask[];
  fileOfTask: number[];
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
 * Each file cut into chunks at line boundaries; a lone file into at least one chunk per thread. Only
 * a file that is cut is opened here: a small session is one chunk of its known size.
 */
function planLedger(paths: readonly string[], sizes: readonly number[], display: (path: string) => string, chunkBytes: number, threads: number, maxLine: number): LedgerPlan {
  const plan: LedgerPlan = { files: [], tasks: [], fileOfTask: [] };
  for (const [i, path] of paths.entries()) {
    const shown = display(path);
    const size = sizes[i]!;
    const parts = Math.max(Math.ceil(size / chunkBytes), paths.length === 1 ? threads : 1);
    let cuts = [0, size];
    if (parts > 1) {
      const { fd } = openForVerify(path, shown);
      try {
        cuts = lineBoundaries(fd, size, parts);
      } finally {
        closeSync(fd);
      }
    }
    const session = sessionIdOfFile(path);
    const file: PlannedFile = { path, display: shown, size, firstTask: plan.tasks.length, tasks: cuts.length - 1 };
    for (let i = 0; i + 1 < cuts.length; i++) {
      plan.tasks.push({ path, session, start: cuts[i]!, end: cuts[i + 1]!, maxLine });
      plan.fileOfTask.push(plan.files.length);
    }
    plan.files.push(file);
  }
  return plan;
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
    const { verifyFile } = await import('../verifyFile.js');
    const reports: FileReport[] = [];
    let before = 0;
    for (const [i, path] of paths.entries()) {
      const report = verifyFile(path, onFailure, {
        displayPath: display(path),
        maxLineBytes: maxLine,
        ...(options.onProgress ? { onProgress: (done: number) => options.onProgress!(before + done, total) } : {}),
      });
      before += sizes[i]!;
      reports.push(report);
      options.onFile?.(report);
    }
    return reports;
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
  const take = (index: number, result: RangeResult): void => {
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
