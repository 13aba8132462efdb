// One file's join: chunk results, verified anywhere (this thread or a worker), put together in file
// order. What a chunk cannot know alone is checked here: the link into its first line (the same
// `linkFailures` as inside a chunk), duplicate ids across the file, and the line numbers in the
// file. Every verification of session bytes — sequential, parallel, the gate's appended bytes —
// ends in this join, so the eight checks have one implementation each.

import { ZERO_HASH } from '../format/digest.js';
import type { ChunkFailure, ChunkResult } from './verifyChunk.js';
import { FingerprintSet, linkFailures, statusOf, tornTailMessage, type FileReport, type VerifyFailure } from './verifyChain.js';

/** Where a join starts: the start of the file, or after the last entry already verified (the gate's base). */
export interface JoinStart {
  lastSeq: number | null;
  lastHash: string | null;
  /** Lines before the first chunk's line 1. */
  lineOffset: number;
}

export const FILE_START: JoinStart = { lastSeq: -1, lastHash: ZERO_HASH, lineOffset: 0 };

export class FileJoin {
  failures = 0;
  entries = 0;
  private lineOffset: number;
  private prev: { lastSeq: number | null; lastHash: string | null };
  private ids: FingerprintSet | null = null;

  /** `size`: the bytes the chunks cover in all, to size the id table once. */
  constructor(
    private readonly display: string,
    private readonly size: number,
    private readonly onFailure: (f: VerifyFailure) => void,
    start: JoinStart = FILE_START,
  ) {
    this.lineOffset = start.lineOffset;
    this.prev = { lastSeq: start.lastSeq, lastHash: start.lastHash };
  }

  join(r: ChunkResult, chunkBytes: number): void {
    // Sized once from the first chunk's ids per byte: growing a 1M-entry table by doubling would
    // rehash it ~10 times. A low guess costs one resize; a margin would double the table whenever
    // it crossed a power of two.
    this.ids ??= new FingerprintSet(Math.ceil(((r.ids.length / 3) * this.size) / Math.max(chunkBytes, 1)));
    // Failures of this chunk in line order, with the join checks and duplicates put in their place.
    const extra: ChunkFailure[] = [];
    if (r.first) {
      // Unreadable lines before it each held a seq, and left no hash to link to.
      const lastSeq = this.prev.lastSeq === null ? null : this.prev.lastSeq + r.first.lead;
      const lastHash = r.first.lead > 0 ? null : this.prev.lastHash;
      for (const f of linkFailures(lastSeq, lastHash, { line: r.first.line, seq: r.first.seq, prev: r.first.prev, hash: null, id: null, session: null, failures: [] })) {
        extra.push({ line: r.first.line, seq: r.first.seq, ...f });
      }
    }
    for (const line of this.ids.addTriples(r.ids)) extra.push({ line, seq: null, kind: 'duplicate_id', message: 'this id appears earlier in the file' });
    const all = extra.length === 0 ? r.failures : [...r.failures, ...extra].sort((a, b) => a.line - b.line);
    for (const f of all) this.emit(this.lineOffset + f.line, f.seq, f.kind, f.message);
    this.entries += r.lines;
    if (r.lines > 0) this.prev = r.first ? r.end : { lastSeq: this.prev.lastSeq === null ? null : this.prev.lastSeq + r.lines, lastHash: null };
    this.lineOffset += r.lines;
    if (r.trailing > 0) this.emit(this.lineOffset + 1, null, 'torn_tail', tornTailMessage(r.trailing));
  }

  report(): FileReport {
    return { path: this.display, status: statusOf(this.entries, this.failures), entries: this.entries, failures: this.failures };
  }

  private emit(line: number, seq: number | null, kind: VerifyFailure['kind'], message: string): void {
    this.failures++;
    this.onFailure({ path: this.display, line, seq, kind, message });
  }
}
