// The shared queue of a parallel verify: every thread claims the next unverified chunk of the
// ledger until none is left. What a worker loads: this, and the checks of a chunk.

import { verifyChunk, type ChunkResult, type ChunkTask } from '../verifyChunk.js';

/** What a worker is given: every chunk, and the shared counters it claims chunks and reports with. */
export interface ChunkPlan {
  tasks: ChunkTask[];
  /** Int32 [0]: the next unclaimed chunk index. */
  next: SharedArrayBuffer;
  /** One byte per chunk, set to 1 when its result is ready (for progress). */
  done: SharedArrayBuffer;
}

export type WorkerMessage = { index: number; result: ChunkResult } | { finished: true };

export type ChunkClaim = { index: number; result: ChunkResult };

/** Claims the next chunk and verifies it; null when none is left. */
export function chunkClaimer(plan: ChunkPlan): () => ChunkClaim | null {
  const next = new Int32Array(plan.next);
  const done = new Uint8Array(plan.done);
  const buffer = Buffer.allocUnsafe(1 << 20);
  return () => {
    const index = Atomics.add(next, 0, 1);
    if (index >= plan.tasks.length) return null;
    const result = verifyChunk(plan.tasks[index]!, buffer);
    Atomics.store(done, index, 1);
    return { index, result };
  };
}

/** Claims and verifies chunks until none is left, handing each result to `deliver`. */
export function drainChunks(plan: ChunkPlan, deliver: (index: number, result: ChunkResult) => void): void {
  const claim = chunkClaimer(plan);
  for (let c = claim(); c; c = claim()) deliver(c.index, c.result);
}
