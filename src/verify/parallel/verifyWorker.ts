// Worker thread entry: claims and verifies chunks until none is left, posting each result as it is
// ready (its id fingerprints transferred, not copied).
import { parentPort, workerData } from 'node:worker_threads';
import { drainChunks, type ChunkPlan, type WorkerMessage } from './verifyChunks.js';

drainChunks(workerData as ChunkPlan, (index, result) => {
  parentPort!.postMessage({ index, result } satisfies WorkerMessage, [result.ids.buffer as ArrayBuffer]);
});
parentPort!.postMessage({ finished: true } satisfies WorkerMessage);
