// Worker thread entry: verifies one range and posts the result (the id fingerprints are transferred).
import { parentPort, workerData } from 'node:worker_threads';
import { verifyRange, type RangeTask } from './verifyRange.js';

const result = verifyRange(workerData as RangeTask);
parentPort!.postMessage(result, [result.ids.buffer as ArrayBuffer]);
