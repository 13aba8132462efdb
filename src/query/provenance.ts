// Provenance: the latest ledger entry that produced a file or a memory key, and whether the content
// there now is what it recorded. "unverified" (never recorded) is told apart from "mismatch"
// (recorded, then changed by something the ledger did not see).

import type { LedgerEntry } from '../format/entry.js';
import { readEntries } from '../store/readEntries.js';
import { sessionIdOfFile } from '../store/layout.js';

export type ProvenanceStatus = 'verified' | 'unverified' | 'mismatch';

export interface ProvenanceRecord {
  session: string;
  line: number;
  entry: LedgerEntry;
}

export interface ProvenanceResult {
  status: ProvenanceStatus;
  /** The latest entry that produced it, when there is one. */
  record?: ProvenanceRecord;
  message: string;
}

function latest(paths: readonly string[], match: (e: LedgerEntry) => boolean): ProvenanceRecord | undefined {
  let best: ProvenanceRecord | undefined;
  for (const p of paths) {
    for (const { line, entry } of readEntries(p)) {
      if (match(entry) && (!best || entry.ts >= best.entry.ts)) best = { session: sessionIdOfFile(p) ?? p, line, entry };
    }
  }
  return best;
}

/** `currentSha256` is the SHA-256 of the file now, or null when it does not exist. */
export function fileProvenance(paths: readonly string[], path: string, currentSha256: string | null, fromIndex?: () => ProvenanceRecord | undefined): ProvenanceResult {
  const record = fromIndex ? fromIndex() : latest(paths, (e) => (e.type === 'file_write' || e.type === 'file_edit' || e.type === 'file_delete') && e.path === path);
  if (!record) return { status: 'unverified', message: `${path} was never recorded by any session` };
  const recorded = record.entry.type === 'file_delete' ? null : (record.entry as { sha256: string }).sha256;
  const where = `session ${record.session} line ${record.line} (${record.entry.type} at ${record.entry.ts})`;
  if (recorded === currentSha256) return { status: 'verified', record, message: `${path} is exactly what ${where} recorded` };
  return {
    status: 'mismatch',
    record,
    message: currentSha256 === null ? `${path} is gone, but ${where} recorded content` : recorded === null ? `${path} exists, but ${where} recorded its deletion` : `${path} has changed since ${where}`,
  };
}

/** `currentSha256` is the SHA-256 of the canonical JSON of the content now, when known. */
export function memoryProvenance(paths: readonly string[], store: string, key: string, currentSha256: string | undefined, fromIndex?: () => ProvenanceRecord | undefined): ProvenanceResult {
  const record = fromIndex ? fromIndex() : latest(paths, (e) => e.type === 'memory_write' && e.store === store && e.key === key);
  if (!record) return { status: 'unverified', message: `${store}/${key} was never written by a recorded session` };
  const where = `session ${record.session} line ${record.line} (${record.entry.ts})`;
  if (currentSha256 === undefined) return { status: 'verified', record, message: `${store}/${key} was last written in ${where} (give --content to compare the content)` };
  const recorded = (record.entry as { contentSha256: string }).contentSha256;
  return recorded === currentSha256
    ? { status: 'verified', record, message: `${store}/${key} is what ${where} wrote` }
    : { status: 'mismatch', record, message: `${store}/${key} has changed since ${where}` };
}
