// Full verification on every core: the file is cut into chunks at line boundaries and every thread
// (this one and the workers) takes the next unclaimed chunk until none is left, so a thread that
// starts late or runs slow simply takes fewer. The chunks are joined here in file order — the link
// into each chunk's first line, duplicate ids across chunks, and line numbers. Small files stay on
// this thread.

import { closeSync, readSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { sessionIdOfFile } from './layout.js';
import { DEFAULT_MAX_LINE } from './lineScanner.js';
import { FingerprintSet, linkFailures, type VerifyFailure } from './verifyChain.js';
import { openForVerify, statusOf, verifyFile, type FileReport, type VerifyFileOptions } from './verifyFile.js';
import { verifyRange, type RangeResult, type RangeTask } from './verifyRange.js';
import { ZERO_HASH } from './digest.js';

/** Files smaller than this are verified on the calling thread: starting workers would cost more. */
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

/** What a worker is given: every chunk, and the shared counters it claims chunks and reports with. */
export interface ChunkPlan {
  tasks: RangeTask[];
  /** Int32 [0]: the next unclaimed chunk index. */
  next: SharedArrayBuffer;
  /** One byte per chunk, set to 1 when its result is ready (for progress). */
  done: SharedArrayBuffer;
}

export type WorkerMessage = { index: number; result: RangeResult } | { finished: true };

/** Claims and verifies chunks until none is left, handing each result to `deliver`. */
export function drainChunks(plan: ChunkPlan, deliver: (index: number, result: RangeResult) => void): void {
  const claim = chunkClaimer(plan);
  for (let c = claim(); c; c = claim()) deliver(c.index, c.result);
}

/**
 * drainChunks for the calling thread: between chunks it lets the event loop run, so that the workers'
 * results are taken in (and joined) while it works rather than all at the end.
 */
async function drainChunksYielding(plan: ChunkPlan, deliver: (index: number, result: RangeResult) => void): Promise<void> {
  const claim = chunkClaimer(plan);
  for (let c = claim(); c; c = claim()) {
    deliver(c.index, c.result);
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
}

function chunkClaimer(plan: ChunkPlan): () => { index: number; result: RangeResult } | null {
  const next = new Int32Array(plan.next);
  const done = new Uint8Array(plan.done);
  const buffer = Buffer.allocUnsafe(1 << 20);
  return () => {
    const index = Atomics.add(next, 0, 1);
    if (index >= plan.tasks.length) return null;
    const result = verifyRange(plan.tasks[index]!, buffer);
    Atomics.store(done, index, 1);
    return { index, result };
  };
}

/**
 * Joins range results in file order — the link into each range's first line, duplicate ids across
 * ranges, line numbers — as soon as every range before one is in: by the time the last range is
 * verified, the others are joined.
 */
class RangeJoin {
  failures = 0;
  entries = 0;
  private readonly pending: (RangeResult | undefined)[];
  private next = 0;
  private received = 0;
  private lineOffset = 0;
  private prev: { lastSeq: number | null; lastHash: string | null } = { lastSeq: -1, lastHash: ZERO_HASH };
  private ids: FingerprintSet | null = null;

  constructor(
    ranges: number,
    private readonly fileSize: number,
    private readonly emit: (line: number, seq: number | null, kind: VerifyFailure['kind'], message: string) => void,
  ) {
    this.pending = new Array(ranges);
  }

  get complete(): boolean {
    return this.next === this.pending.length;
  }

  /** Ranges whose result has not come in. */
  get missing(): number {
    return this.pending.length - this.received;
  }

  add(index: number, result: RangeResult, rangeBytes: number): void {
    // Sized once from the first range's ids per byte (a quarter over): growing a 1M-entry table by
    // doubling would rehash it ~10 times. A wrong guess only costs a resize.
    this.ids ??= new FingerprintSet(Math.ceil(((result.ids.length / 3) * this.fileSize * 1.25) / Math.max(rangeBytes, 1)));
    this.pending[index] = result;
    this.received++;
    while (this.next < this.pending.length && this.pending[this.next]) {
      this.join(this.pending[this.next]!);
      this.pending[this.next++] = undefined;
    }
  }

  private join(r: RangeResult): void {
    // Failures of this range in line order, with the join checks and duplicates put in their place.
    const extra: { line: number; seq: number | null; kind: VerifyFailure['kind']; message: string }[] = [];
    if (r.first && !r.first.invalid) {
      for (const f of linkFailures(this.prev.lastSeq, this.prev.lastHash, { line: 1, seq: r.first.seq, prev: r.first.prev, hash: null, id: null, session: null, failures: [] })) {
        extra.push({ line: 1, seq: r.first.seq, ...f });
      }
    }
    for (const line of this.ids!.addTriples(r.ids)) extra.push({ line, seq: null, kind: 'duplicate_id', message: 'this id appears earlier in the file' });
    const all = extra.length === 0 ? r.failures : [...r.failures, ...extra].sort((a, b) => a.line - b.line);
    for (const f of all) {
      this.failures++;
      this.emit(this.lineOffset + f.line, f.seq, f.kind, f.message);
    }
    this.entries += r.lines;
    if (r.lines > 0) this.prev = r.first?.invalid && r.lines === 1 ? { lastSeq: this.prev.lastSeq === null ? null : this.prev.lastSeq + 1, lastHash: null } : r.end;
    this.lineOffset += r.lines;
    if (r.trailing > 0) {
      this.failures++;
      this.emit(this.lineOffset + 1, null, 'torn_tail', `${r.trailing} byte${r.trailing === 1 ? '' : 's'} after the last newline: a write was interrupted; \`proofledger repair\` moves them to quarantine`);
    }
  }
}

export async function verifyFileParallel(path: string, onFailure: (f: VerifyFailure) => void, options: VerifyFileOptions & { threads?: number; minParallelBytes?: number; chunkBytes?: number } = {}): Promise<FileReport> {
  const display = options.displayPath ?? path;
  const { fd, size } = openForVerify(path, display);
  const threads = options.threads ?? Math.min(availableParallelism(), 8);
  let cuts: number[] | null = null;
  try {
    if (size >= (options.minParallelBytes ?? PARALLEL_THRESHOLD) && threads >= 2) cuts = lineBoundaries(fd, size, Math.max(threads, Math.ceil(size / (options.chunkBytes ?? CHUNK_BYTES))));
  } finally {
    closeSync(fd);
  }
  if (!cuts) return verifyFile(path, onFailure, options);
  const session = sessionIdOfFile(path);
  const maxLine = options.maxLineBytes ?? DEFAULT_MAX_LINE;
  const ends = cuts;
  const tasks: RangeTask[] = ends.slice(0, -1).map((start, i) => ({ path, session, start, end: ends[i + 1]!, maxLine }));
  const plan: ChunkPlan = { tasks, next: new SharedArrayBuffer(4), done: new SharedArrayBuffer(tasks.length) };
  const doneFlags = new Uint8Array(plan.done);
  const reportProgress = (): void => {
    if (!options.onProgress) return;
    let bytes = 0;
    for (let i = 0; i < tasks.length; i++) if (doneFlags[i]) bytes += tasks[i]!.end - tasks[i]!.start;
    options.onProgress(bytes, size);
  };
  const join = new RangeJoin(tasks.length, size, (line, seq, kind, message) => onFailure({ path: display, line, seq, kind, message }));
  const take = (index: number, result: RangeResult): void => {
    join.add(index, result, tasks[index]!.end - tasks[index]!.start);
    reportProgress();
    if (join.complete) settle?.();
  };

  // Workers start while this thread, already warm, takes chunks at once; it waits afterwards only
  // for chunks a worker claimed, and stops workers that never claimed one.
  let settle: (() => void) | null = null;
  let failed: Error | null = null;
  let exited = 0;
  // Loaded only here: a file too small for workers (most of them) does not pay for the module.
  const { Worker } = await import('node:worker_threads');
  const workers = Array.from({ length: threads - 1 }, () => {
    const worker = new Worker(new URL('./verifyWorker.js', import.meta.url), { workerData: plan });
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
    await drainChunksYielding(plan, take);
    if (!join.complete && !failed && exited === workers.length) failed = new Error(`verify workers ended with ${join.missing} chunk(s) unverified`);
    if (!join.complete && !failed) await new Promise<void>((resolve) => (settle = resolve));
    if (failed) throw failed;
  } finally {
    for (const w of workers) void w.terminate();
  }
  return { path: display, status: statusOf(join.entries, join.failures), entries: join.entries, failures: join.failures };
}
