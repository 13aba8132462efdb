// Full verification on every core: the file is cut into byte ranges at line boundaries, each range
// is verified by a worker thread, and the pieces are joined here in order — the link into each
// range's first line, duplicate ids across ranges, and line numbers. Small files stay on this thread.

import { closeSync, readSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { sessionIdOfFile } from './layout.js';
import { DEFAULT_MAX_LINE } from './lineScanner.js';
import { FingerprintSet, linkFailures, type VerifyFailure } from './verifyChain.js';
import { openForVerify, statusOf, verifyFile, type FileReport, type VerifyFileOptions } from './verifyFile.js';
import { verifyRange, type RangeResult, type RangeTask } from './verifyRange.js';
import { ZERO_HASH } from './digest.js';

/** Files smaller than this are verified on the calling thread: starting workers would cost more. */
export const PARALLEL_THRESHOLD = 8 * 1024 * 1024;

function lineBoundaries(fd: number, size: number, parts: number): number[] {
  const cuts = [0];
  const probe = Buffer.alloc(64 * 1024);
  for (let i = 1; i < parts; i++) {
    let at = Math.floor((size * i) / parts);
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

function runWorker(task: RangeTask): Promise<RangeResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./verifyWorker.js', import.meta.url), { workerData: task });
    worker.once('message', (r: RangeResult) => resolve(r));
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`verify worker exited with code ${code}`));
    });
  });
}

export async function verifyFileParallel(path: string, onFailure: (f: VerifyFailure) => void, options: VerifyFileOptions & { threads?: number; minParallelBytes?: number } = {}): Promise<FileReport> {
  const display = options.displayPath ?? path;
  const { fd, size } = openForVerify(path, display);
  const threads = options.threads ?? Math.min(availableParallelism(), 8);
  let cuts: number[] | null = null;
  try {
    if (size >= (options.minParallelBytes ?? PARALLEL_THRESHOLD) && threads >= 2) cuts = lineBoundaries(fd, size, threads);
  } finally {
    closeSync(fd);
  }
  if (!cuts) return verifyFile(path, onFailure, options);
  const session = sessionIdOfFile(path);
  const maxLine = options.maxLineBytes ?? DEFAULT_MAX_LINE;
  const ends = cuts;
  const tasks: RangeTask[] = ends.slice(0, -1).map((start, i) => ({ path, session, start, end: ends[i + 1]!, maxLine }));
  let done = 0;
  const finished = (t: RangeTask) => (r: RangeResult): RangeResult => {
    done += t.end - t.start;
    options.onProgress?.(done, size);
    return r;
  };
  // The first range runs on this thread, which is otherwise idle and already warm; the rest in workers.
  const others = tasks.slice(1).map((t) => runWorker(t).then(finished(t)));
  const first = finished(tasks[0]!)(verifyRange(tasks[0]!));
  const results = [first, ...(await Promise.all(others))];

  // Join the ranges in file order.
  let failures = 0;
  let entries = 0;
  let lineOffset = 0;
  let prev: { lastSeq: number | null; lastHash: string | null } = { lastSeq: -1, lastHash: ZERO_HASH };
  const ids = new FingerprintSet();
  const emit = (line: number, seq: number | null, kind: VerifyFailure['kind'], message: string): void => {
    failures++;
    onFailure({ path: display, line, seq, kind, message });
  };
  for (const r of results) {
    // Failures of this range in line order, with the join checks and duplicates put in their place.
    const extra: { line: number; seq: number | null; kind: VerifyFailure['kind']; message: string }[] = [];
    if (r.first && !r.first.invalid) {
      for (const f of linkFailures(prev.lastSeq, prev.lastHash, { line: 1, seq: r.first.seq, prev: r.first.prev, hash: null, id: null, session: null, failures: [] })) {
        extra.push({ line: 1, seq: r.first.seq, ...f });
      }
    }
    for (let i = 0; i < r.ids.length; i += 3) {
      if (!ids.addFingerprint(r.ids[i]!, r.ids[i + 1]!)) extra.push({ line: r.ids[i + 2]!, seq: null, kind: 'duplicate_id', message: 'this id appears earlier in the file' });
    }
    const all = [...r.failures, ...extra].sort((a, b) => a.line - b.line);
    for (const f of all) emit(lineOffset + f.line, f.seq, f.kind, f.message);
    entries += r.lines;
    if (r.lines > 0) prev = r.first?.invalid && r.lines === 1 ? { lastSeq: prev.lastSeq === null ? null : prev.lastSeq + 1, lastHash: null } : r.end;
    lineOffset += r.lines;
    if (r.trailing > 0) emit(lineOffset + 1, null, 'torn_tail', `${r.trailing} byte${r.trailing === 1 ? '' : 's'} after the last newline: a write was interrupted; \`proofledger repair\` moves them to quarantine`);
  }
  return { path: display, status: statusOf(entries, failures), entries, failures };
}
