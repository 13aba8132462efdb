import { readSync } from 'node:fs';

/** Lines longer than this are reported, never buffered. */
export const DEFAULT_MAX_LINE = 16 * 1024 * 1024;

export interface ScanResult {
  /** Complete lines seen. */
  lines: number;
  /** Bytes after the last newline (a torn tail when the range ends the file). */
  trailing: number;
}

/**
 * Calls `onLine` for each complete line in bytes [start, end) of an open file, with its 1-based
 * number. Memory is bounded by the chunk size and `maxLine`: a longer line is reported through
 * `onOversized` and skipped, never buffered.
 */
export function scanLines(
  fd: number,
  start: number,
  end: number,
  firstLine: number,
  onLine: (bytes: Buffer, line: number) => void,
  options: { chunkBytes?: number; maxLine?: number; onOversized?: (line: number) => void; buffer?: Buffer } = {},
): ScanResult {
  // A caller scanning many ranges passes one buffer for all: fresh megabytes per range would pile up
  // as garbage faster than the collector returns them.
  const buf = options.buffer ?? Buffer.allocUnsafe(options.chunkBytes ?? 1 << 20);
  const chunkBytes = buf.length;
  const maxLine = options.maxLine ?? DEFAULT_MAX_LINE;
  let offset = start;
  let line = firstLine;
  let carry: Buffer | null = null;
  let oversized = false;
  while (offset < end) {
    const n = readSync(fd, buf, 0, Math.min(chunkBytes, end - offset), offset);
    if (n === 0) break;
    offset += n;
    let from = 0;
    for (;;) {
      const nl = buf.indexOf(0x0a, from);
      if (nl === -1 || nl >= n) break;
      if (oversized) oversized = false;
      else {
        const piece = buf.subarray(from, nl);
        onLine(carry ? Buffer.concat([carry, piece]) : piece, line);
      }
      carry = null;
      line++;
      from = nl + 1;
    }
    if (from < n && !oversized) {
      const rest = buf.subarray(from, n);
      carry = carry ? Buffer.concat([carry, rest]) : Buffer.from(rest);
      if (carry.length > maxLine) {
        options.onOversized?.(line);
        carry = null;
        oversized = true;
      }
    }
  }
  return { lines: line - firstLine, trailing: carry ? carry.length : oversized ? 1 : 0 };
}
