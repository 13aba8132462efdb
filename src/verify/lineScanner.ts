import { isAscii } from 'node:buffer';
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
 * ASCII is decoded this much at a time: the lines handed over are slices of the block, which lives
 * while any of them does, and the block in use at each young-generation collection is promoted to
 * the old one, where it stays until a full collection: the bigger the block, the higher the peak
 * memory of a large verify, at the same speed (the measurements are in docs/PERFORMANCE.md).
 */
const TEXT_BLOCK = 8 * 1024;

export interface ScanOptions {
  chunkBytes?: number;
  maxLine?: number;
  onOversized?: (line: number) => void;
  buffer?: Buffer;
  /**
   * When given, the lines of a chunk that is all ASCII come here as text, decoded once per chunk,
   * instead of to `onLine` as bytes (ASCII text is its own UTF-8). A line split across two reads
   * still comes as bytes.
   */
  onTextLine?: (text: string, line: number) => void;
  /** The text block size (tests vary it). */
  textBlockBytes?: number;
}

/**
 * Calls `onLine` for each complete line in bytes [start, end) of an open file (or of bytes already
 * in memory, as the gate has them from git), with its 1-based number. Memory is bounded by the chunk
 * size and `maxLine`: a longer line is reported through `onOversized` and skipped, never buffered —
 * wherever it falls against the reads.
 */
export function scanLines(
  source: number | Uint8Array,
  start: number,
  end: number,
  firstLine: number,
  onLine: (bytes: Buffer, line: number) => void,
  options: ScanOptions = {},
): ScanResult {
  // A caller scanning many ranges passes one buffer for all: fresh megabytes per range would pile up
  // as garbage faster than the collector returns them.
  const buf = options.buffer ?? Buffer.allocUnsafe(options.chunkBytes ?? 1 << 20);
  const chunkBytes = buf.length;
  const maxLine = options.maxLine ?? DEFAULT_MAX_LINE;
  const onTextLine = options.onTextLine;
  const textBlock = options.textBlockBytes ?? TEXT_BLOCK;
  let offset = start;
  let line = firstLine;
  let carry: Buffer | null = null;
  let oversized = false;
  /** Keeps the start of an unfinished line (a copy: the buffer is reused), or gives it up as too long. */
  const carryOn = (rest: Buffer): void => {
    carry = carry ? Buffer.concat([carry, rest]) : Buffer.from(rest);
    if (carry.length > maxLine) {
      options.onOversized?.(line);
      carry = null;
      oversized = true;
    }
  };
  const read =
    typeof source === 'number'
      ? (length: number, at: number): number => readSync(source, buf, 0, length, at)
      : (length: number, at: number): number => buf.set(source.subarray(at, at + length)) ?? Math.min(length, Math.max(0, source.length - at));
  while (offset < end) {
    const n = read(Math.min(chunkBytes, end - offset), offset);
    if (n === 0) break;
    offset += n;
    let from = 0;
    if (carry !== null || oversized) {
      // The rest of a line begun in an earlier read.
      const nl = buf.indexOf(0x0a);
      if (nl === -1 || nl >= n) {
        if (!oversized) carryOn(buf.subarray(0, n));
        continue;
      }
      if (oversized) oversized = false;
      else if (carry!.length + nl > maxLine) options.onOversized?.(line);
      else onLine(Buffer.concat([carry!, buf.subarray(0, nl)]), line);
      carry = null;
      line++;
      from = nl + 1;
    }
    const last = from < n ? buf.lastIndexOf(0x0a, n - 1) : -1;
    while (from <= last) {
      // The complete lines of the read, a block of about textBlock bytes at a time (a longer line
      // is a block of its own).
      let blockEnd = last;
      if (last - from > textBlock) {
        blockEnd = buf.lastIndexOf(0x0a, from + textBlock);
        if (blockEnd < from) blockEnd = buf.indexOf(0x0a, from + textBlock);
      }
      if (onTextLine !== undefined && isAscii(buf.subarray(from, blockEnd))) {
        // Builtin string searches and slices from here: fast from the first line, where the
        // Buffer methods run as ordinary JavaScript until the JIT has warmed up.
        const text = buf.toString('latin1', from, blockEnd + 1);
        for (let at = 0; at < text.length; ) {
          const nl = text.indexOf('\n', at);
          if (nl - at > maxLine) options.onOversized?.(line++);
          else onTextLine(text.slice(at, nl), line++);
          at = nl + 1;
        }
        from = blockEnd + 1;
      } else {
        for (;;) {
          const nl = buf.indexOf(0x0a, from);
          if (nl === -1 || nl > blockEnd) break;
          if (nl - from > maxLine) options.onOversized?.(line++);
          else onLine(buf.subarray(from, nl), line++);
          from = nl + 1;
        }
      }
    }
    if (from < n) carryOn(buf.subarray(from, n));
  }
  const left = carry as Buffer | null; // set inside carryOn, which the compiler cannot follow
  return { lines: line - firstLine, trailing: left ? left.length : oversized ? 1 : 0 };
}
