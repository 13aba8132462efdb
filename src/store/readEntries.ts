import { closeSync, readSync } from 'node:fs';
import { openReadOnly } from './openFile.js';
import type { LedgerEntry } from '../format/entry.js';

export interface ReadEntry {
  line: number;
  entry: LedgerEntry;
}

/**
 * Streams the entries of a session file in order. Lines that are not JSON objects are skipped
 * (verify reports them); the caller decides whether the file must be verified first.
 */
export function* readEntries(path: string, display: string = path, chunkBytes = 1 << 20): Generator<ReadEntry> {
  const fd = openReadOnly(path, display);
  try {
    const buf = Buffer.allocUnsafe(chunkBytes);
    let carry: Buffer | null = null;
    let line = 1;
    let offset = 0;
    for (;;) {
      const n = readSync(fd, buf, 0, chunkBytes, offset);
      if (n === 0) break;
      offset += n;
      let start = 0;
      for (;;) {
        const nl = buf.indexOf(0x0a, start);
        if (nl === -1 || nl >= n) break;
        const piece = buf.subarray(start, nl);
        const bytes: Buffer = carry ? Buffer.concat([carry, piece]) : piece;
        carry = null;
        const entry = parseObject(bytes);
        if (entry) yield { line, entry };
        line++;
        start = nl + 1;
      }
      if (start < n) carry = carry ? Buffer.concat([carry, buf.subarray(start, n)]) : Buffer.from(buf.subarray(start, n));
    }
  } finally {
    closeSync(fd);
  }
}

function parseObject(bytes: Buffer): LedgerEntry | null {
  try {
    const v: unknown = JSON.parse(bytes.toString('utf8'));
    return v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as LedgerEntry) : null;
  } catch {
    return null;
  }
}
