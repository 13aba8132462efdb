// Worker thread entry for `stats`: claims files one at a time from the shared counter and posts the
// outcomes of those it took when none is left.
import { parentPort, workerData } from 'node:worker_threads';
import { ProofledgerError } from '../errors.js';
import type { StatsWork } from './collectStats.js';
import { policiesOf, statsOfFile, type FileOutcome } from './sessionStats.js';

const work = workerData as StatsWork;
const next = new Int32Array(work.next);
const policies = policiesOf(work.repositories);
const done: [number, FileOutcome][] = [];
try {
  for (let i = Atomics.add(next, 0, 1); i < work.files.length; i = Atomics.add(next, 0, 1)) done.push([i, statsOfFile(work.files[i]!, work.repositories, policies)]);
  parentPort!.postMessage({ done });
} catch (err) {
  // A ProofledgerError (an unreadable file, named) keeps its kind across the thread boundary.
  parentPort!.postMessage({ error: err instanceof Error ? err.message : String(err), ...(err instanceof ProofledgerError ? { code: err.code } : {}) });
}
