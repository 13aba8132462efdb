import { readSync } from 'node:fs';
import { errnoCode } from '../errors.js';

/** stdin to its end. */
export async function readStdin(): Promise<Buffer> {
  return (await readStdinUpTo(Infinity))!;
}

/**
 * stdin to its end, or null as soon as more than `limit` bytes have arrived: the rest is never read,
 * so a caller can refuse an oversized input at once instead of waiting for its end. Read from the
 * descriptor directly: process.stdin's stream costs a process ~2.5 ms to set up, and hooks and
 * pre-push read their stdin on every call. A non-blocking stdin with nothing in it yet (EAGAIN) is
 * read on through the stream, after what was already read.
 */
export async function readStdinUpTo(limit: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let total = 0;
  const buffer = Buffer.allocUnsafe(1 << 16);
  for (;;) {
    let n: number;
    try {
      n = readSync(0, buffer, 0, buffer.length, null);
    } catch (err) {
      if (errnoCode(err) === 'EAGAIN') {
        for await (const chunk of process.stdin) {
          chunks.push(chunk as Buffer);
          total += (chunk as Buffer).length;
          if (total > limit) {
            process.stdin.destroy();
            return null;
          }
        }
        break;
      }
      if (errnoCode(err) === 'EOF') break; // Windows, at the end of a pipe
      throw err;
    }
    if (n === 0) break;
    total += n;
    if (total > limit) return null;
    chunks.push(Buffer.from(buffer.subarray(0, n)));
  }
  return Buffer.concat(chunks);
}
