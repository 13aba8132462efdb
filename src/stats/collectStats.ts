// Every session file of the repositories given, verified, read and folded into facts, with the
// files shared out over all cores: each thread claims the next file from a shared counter, so one
// long session does not hold the others up.
import { availableParallelism } from 'node:os';
import { statSync } from 'node:fs';
import { ProofledgerError } from '../errors.js';
import { policiesOf, statsOfFile, type FileOutcome, type StatsFile, type StatsRepository } from './sessionStats.js';

/** What a worker is handed (plain data). */
export interface StatsWork {
  files: StatsFile[];
  repositories: StatsRepository[];
  /** Int32: the index of the next file to claim. */
  next: SharedArrayBuffer;
}

/** Ledgers smaller than this (all files together) stay on the calling thread: a worker costs its start. */
const PARALLEL_BYTES = 8 << 20;

export async function collectStats(files: StatsFile[], repositories: StatsRepository[], options: { threads?: number; minParallelBytes?: number } = {}): Promise<FileOutcome[]> {
  const outcomes: FileOutcome[] = new Array(files.length);
  const threads = options.threads ?? Math.min(availableParallelism(), 8);
  const policies = policiesOf(repositories);
  let bytes = 0;
  for (const f of files) {
    try {
      bytes += statSync(f.path).size;
    } catch {
      // verifyFile names the file and why it cannot be read
    }
  }
  const work: StatsWork = { files, repositories, next: new SharedArrayBuffer(4) };
  const next = new Int32Array(work.next);
  if (threads < 2 || bytes < (options.minParallelBytes ?? PARALLEL_BYTES)) {
    files.forEach((f, i) => (outcomes[i] = statsOfFile(f, repositories, policies)));
    return outcomes;
  }
  const { Worker } = await import('node:worker_threads');
  const workers = Array.from({ length: threads - 1 }, () => new Worker(new URL('./statsWorker.js', import.meta.url), { workerData: work }));
  const finished = workers.map((w) => new Promise<void>((resolve, reject) => {
    w.once('message', (m: { done: [number, FileOutcome][] } | { error: string; code?: ProofledgerError['code'] }) => {
      if ('error' in m) reject(m.code ? new ProofledgerError(m.error, m.code) : new Error(m.error));
      else {
        for (const [i, o] of m.done) outcomes[i] = o;
        resolve();
      }
    });
    w.once('error', reject);
    w.once('exit', (code) => reject(new Error(`stats worker exited with code ${code} before its results`)));
  }));
  try {
    // This thread takes files too, while the workers start.
    for (let i = Atomics.add(next, 0, 1); i < files.length; i = Atomics.add(next, 0, 1)) outcomes[i] = statsOfFile(files[i]!, repositories, policies);
    await Promise.all(finished);
  } finally {
    for (const w of workers) void w.terminate();
  }
  return outcomes;
}
