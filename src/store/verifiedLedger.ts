// Many session files read as evidence at once (`stats` over whole ledgers): the same rule as
// readVerifiedSessions — a file is verified first, and one that fails proves nothing — with the
// verification shared out over all cores (verifyLedger) instead of one file after another, and each
// file handed over as it is read, so that a whole history is never held in memory at once.
import { closeSync, fstatSync, readSync } from 'node:fs';
import type { LedgerEntry } from '../format/entry.js';
import type { SessionEvidence } from '../gate/evidence.js';
import type { VerifyFailure } from '../verify/verifyChain.js';
import { verifyLedger } from '../verify/verifyLedger.js';
import { sessionIdOfFile } from './layout.js';
import { openReadOnly } from './openFile.js';
import { readEntries } from './readEntries.js';
import type { RejectedSession } from './sessionEvidence.js';

export type VerifiedFile = { verified: true; evidence: SessionEvidence } | { verified: false; rejected: RejectedSession };

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
function entriesOf(path: string, display: string, lines: number, types: ReadonlySet<string> | undefined): { line: number; entry: LedgerEntry }[] {
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

/**
 * Verifies the files (all cores together), then hands each over in the order given, verified (its
 * entries, only those of `types` when given) or rejected. `display` names a file in what is handed
 * over (a repository-relative path); files are told apart by their own path while verifying, so two
 * repositories' files of the same name never mix.
 */
export async function forEachVerifiedFile(paths: readonly string[], display: (path: string) => string, visit: (file: VerifiedFile, index: number) => void, options: { types?: ReadonlySet<string> } = {}): Promise<void> {
  const failures = new Map<string, VerifyFailure[]>();
  const report = await verifyLedger(paths, (f) => {
    const list = failures.get(f.path);
    if (list) list.push(f);
    else failures.set(f.path, [f]);
  });
  report.files.forEach((file, i) => {
    const path = paths[i]!;
    const name = display(path);
    if (file.status === 'CORRUPTED') visit({ verified: false, rejected: { path: name, failures: (failures.get(file.path) ?? []).map((f) => ({ ...f, path: name })) } }, i);
    else visit({ verified: true, evidence: { session: sessionIdOfFile(path) ?? path, path: name, entries: entriesOf(path, name, file.entries, options.types) } }, i);
  });
}
