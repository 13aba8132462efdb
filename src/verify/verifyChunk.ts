// Verifying one chunk of a session file on its own, as a worker does: every per-line check and
// every link inside the chunk. What it cannot know alone — the link into its first line, duplicate
// ids across chunks, its line numbers in the file — it returns for the caller to finish.

import { closeSync, openSync } from 'node:fs';
import { preferNativeHash } from '../format/digest.js';
import { scanLines } from './lineScanner.js';
import { checkAsciiLine, checkLine } from './lineChecks.js';
import { ChainState, idFingerprint, oversizedLine, type LineRecord, type VerifyFailure } from './verifyChain.js';

export interface ChunkTask {
  path: string;
  session: string | undefined;
  start: number;
  end: number;
  maxLine: number;
}

/** A failure found in a chunk: its line is counted from the chunk's first line, 1. */
export type ChunkFailure = Omit<VerifyFailure, 'path'>;

export interface ChunkResult {
  lines: number;
  trailing: number;
  failures: ChunkFailure[];
  /**
   * The first line that can be linked (not invalid JSON), for the link check where chunks meet: the
   * chunk cannot check it, not knowing what came before. Lines before it are all unreadable (`lead`
   * of them), and each is taken to hold one seq, as inside a chunk.
   */
  first: (Pick<LineRecord, 'line' | 'seq' | 'prev'> & { lead: number }) | null;
  end: { lastSeq: number | null; lastHash: string | null };
  /** Per entry with an id: fingerprint high, low, and chunk line. */
  ids: Uint32Array;
}

/** `buffer`: a read buffer to reuse across chunks (one is allocated if not given). */
export function verifyChunk(task: ChunkTask, buffer?: Buffer): ChunkResult {
  preferNativeHash();
  const fd = openSync(task.path, 'r');
  try {
    return verifyChunkOf(fd, task, buffer);
  } finally {
    closeSync(fd);
  }
}

/** The same for bytes from an open file or already in memory (`task.path` then only names them). */
export function verifyChunkOf(source: number | Uint8Array, task: ChunkTask, buffer?: Buffer): ChunkResult {
  const failures: ChunkFailure[] = [];
  const state = new ChainState(task.path, task.session, (f) => failures.push({ line: f.line, seq: f.seq, kind: f.kind, message: f.message }));
  let ids = new Uint32Array(3 * 4096);
  let nIds = 0;
  let first: ChunkResult['first'] = null;
  let lead = 0;
  const take = (rec: LineRecord): void => {
    const line = rec.line;
    const invalid = rec.failures.length > 0 && rec.failures.some((f) => f.kind === 'invalid_json');
    if (first === null) {
      if (invalid) lead++;
      else first = { line, seq: rec.seq, prev: rec.prev, lead };
    }
    state.link(rec);
    if (rec.id !== null && !invalid) {
      if (3 * (nIds + 1) > ids.length) {
        const bigger = new Uint32Array(ids.length * 2);
        bigger.set(ids);
        ids = bigger;
      }
      const fp = idFingerprint(rec.id);
      ids[3 * nIds] = fp[0]!;
      ids[3 * nIds + 1] = fp[1]!;
      ids[3 * nIds + 2] = line;
      nIds++;
    }
  };
  const scan = scanLines(source, task.start, task.end, 1, (bytes, line) => take(checkLine(bytes, line)), {
    maxLine: task.maxLine,
    onOversized: (line) => take(oversizedLine(line, task.maxLine)),
    onTextLine: (text, line) => take(checkAsciiLine(text, line)),
    buffer,
  });
  return { lines: scan.lines, trailing: scan.trailing, failures, first, end: state.end, ids: ids.slice(0, 3 * nIds) };
}
