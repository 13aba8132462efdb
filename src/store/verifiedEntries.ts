// The entries of a session file that has just verified, read for a whole-ledger question (`stats`):
// the caller verifies first (a file that fails proves nothing), then reads only the lines verified,
// and only the entry types it asks about.
import { closeSync, fstatSync, readSync } from 'node:fs';
import type { LedgerEntry } from '../format/entry.js';
import { openReadOnly } from './openFile.js';
import { readEntries } from './readEntries.js';

/** Files up to this size are read whole; larger ones are streamed. */
const WHOLE_FILE_BYTES = 16 << 20;

/**
 * The type a verified line names, from its last bytes. A verified line is canonical: its members are
 * sorted and `v` comes last, so it ends `,"type":"<type>","v":1}` — and those bytes can only be its
 * own top-level type member (a quote inside a string is escaped). A line that ends otherwise is parsed.
 */
function typeOfVerifiedLine(buf: Buffer, start: number, end: number): string | null {
  const tail = buf.toString('latin1', Math.max(start, end - 40), end);
  const m = /[,{]"type":"([a-z_]+)","v":1\}$/.exec(tail);
  return m ? m[1]! : null;
}

// One buffer for every file read whole, grown as needed: a fresh one per file is garbage the size of
// the whole history.
let shared = Buffer.allocUnsafe(0);

/**
 * The first `lines` lines of a file (those verified: an agent may be appending to it meanwhile). The
 * entries are parsed before the next file is read (they do not hold on to the buffer).
 */
export function readVerifiedEntries(path: string, display: string, lines: number, types: ReadonlySet<string> | undefined): { line: number; entry: LedgerEntry }[] {
  const fd = openReadOnly(path, display);
  let buf: Buffer | null = null;
  try {
    const size = fstatSync(fd).size;
    if (size <= WHOLE_FILE_BYTES) {
      if (shared.length < size) shared = Buffer.allocUnsafe(Math.max(size, Math.min(2 * shared.length, WHOLE_FILE_BYTES)));
      buf = shared;
      let read = 0;
      while (read < size) {
        const n = readSync(fd, buf, read, size - read, read);
        if (n === 0) break;
        read += n;
      }
      buf = buf.subarray(0, read);
    }
  } finally {
    closeSync(fd);
  }
  const out: { line: number; entry: LedgerEntry }[] = [];
  if (buf === null) {
    for (const r of readEntries(path, display)) {
      if (r.line > lines) break;
      if (!types || types.has(r.entry.type)) out.push(r);
    }
    return out;
  }
  let line = 1;
  for (let start = 0; start < buf.length && line <= lines; line++) {
    let end = buf.indexOf(0x0a, start);
    if (end === -1) end = buf.length;
    const type = types ? typeOfVerifiedLine(buf, start, end) : null;
    if (type === null || types!.has(type)) {
      try {
        const entry = JSON.parse(buf.toString('utf8', start, end)) as LedgerEntry;
        if (!types || types.has(entry.type)) out.push({ line, entry });
      } catch {
        // not JSON: verify reports it (a file read here has verified)
      }
    }
    start = end + 1;
  }
  return out;
}
