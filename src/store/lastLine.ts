// Reading a session file from its end: appends, repair and the index need only its last line,
// whose cost must not grow with the file.

import { readSync } from 'node:fs';

const STEP = 64 * 1024;

/**
 * The offset of the last newline in bytes [0, end) of an open file, read backwards a block at a
 * time; -1 when there is none. null when none is found within `maxBytes` of `end`.
 */
export function lastNewlineBefore(fd: number, end: number, maxBytes = Infinity): number | null {
  const buf = Buffer.allocUnsafe(Math.min(STEP, Math.max(end, 1)));
  for (let to = end; to > 0; ) {
    if (end - to >= maxBytes) return null;
    const from = Math.max(0, to - buf.length);
    const n = readSync(fd, buf, 0, to - from, from);
    const at = buf.subarray(0, n).lastIndexOf(0x0a);
    if (at >= 0) return from + at;
    to = from;
  }
  return -1;
}

/**
 * The last line of a file of `size` bytes that ends in a newline, without that newline; `torn` when
 * the file does not end in one, `too-long` when the line is longer than `maxBytes`.
 */
export function readLastLine(fd: number, size: number, maxBytes = Infinity): Buffer | 'torn' | 'too-long' {
  const last = Buffer.alloc(1);
  readSync(fd, last, 0, 1, size - 1);
  if (last[0] !== 0x0a) return 'torn';
  const nl = lastNewlineBefore(fd, size - 1, maxBytes);
  if (nl === null) return 'too-long';
  const line = Buffer.allocUnsafe(size - 1 - (nl + 1));
  readSync(fd, line, 0, line.length, nl + 1);
  return line;
}
