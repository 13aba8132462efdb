// Finding where the chain ends without reading the file: the last line is at most a few tens of
// KiB, so reading backwards from the end costs the same at 1k entries as at 1M.

import { readSync } from 'node:fs';
import { canonicalize } from '../format/canonical.js';
import { ZERO_HASH } from '../format/digest.js';
import { computeEntryHash } from '../format/entry.js';
import { ProofledgerError } from '../errors.js';

export interface ChainTail {
  /** seq the next entry gets. */
  nextSeq: number;
  /** prev the next entry gets. */
  prev: string;
  /** File size the tail was read at. */
  size: number;
  /** ts of the last entry, if any: a new entry's ts never goes below it. */
  lastTs: string | null;
}

const MAX_TAIL_WINDOW = 16 * 1024 * 1024;

export function readChainTail(fd: number, size: number, path: string, session: string): ChainTail {
  if (size === 0) return { nextSeq: 0, prev: ZERO_HASH, size, lastTs: null };
  const last = Buffer.alloc(1);
  readSync(fd, last, 0, 1, size - 1);
  if (last[0] !== 0x0a) {
    throw new ProofledgerError(
      `${path}: the last line is torn (no final newline; a write was interrupted): run \`proofledger repair\` to move it to quarantine before appending`,
      'corrupt',
    );
  }
  let window = Math.min(size, 64 * 1024);
  for (;;) {
    const start = size - window;
    const buf = Buffer.alloc(window);
    readSync(fd, buf, 0, window, start);
    const nl = buf.lastIndexOf(0x0a, window - 2);
    if (nl >= 0 || start === 0) {
      const lineBytes = buf.subarray(nl + 1, window - 1);
      return parseTailLine(lineBytes, size, path, session);
    }
    if (window >= MAX_TAIL_WINDOW) {
      throw new ProofledgerError(`${path}: the last line is longer than ${MAX_TAIL_WINDOW} bytes: the file is corrupt; run \`proofledger verify\``, 'corrupt');
    }
    window = Math.min(size, window * 4);
  }
}

function parseTailLine(bytes: Buffer, size: number, path: string, session: string): ChainTail {
  const corrupt = (why: string): never => {
    throw new ProofledgerError(`${path}: the last entry ${why}; refusing to chain onto it: run \`proofledger verify\``, 'corrupt');
  };
  let entry: Record<string, unknown>;
  try {
    const text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
    const parsed: unknown = JSON.parse(text);
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return corrupt('is not a JSON object');
    entry = parsed as Record<string, unknown>;
    if (canonicalize(entry) !== text) corrupt('is not in canonical form');
  } catch (err) {
    if (err instanceof ProofledgerError) throw err;
    return corrupt('is not valid JSON');
  }
  const { seq, hash } = entry;
  if (typeof seq !== 'number' || !Number.isSafeInteger(seq) || seq < 0) return corrupt('has no valid seq');
  if (typeof hash !== 'string' || hash !== computeEntryHash(entry)) return corrupt('does not match its hash');
  if (entry['session'] !== session) return corrupt(`belongs to session ${JSON.stringify(entry['session'])}`);
  return { nextSeq: seq + 1, prev: hash, size, lastTs: typeof entry['ts'] === 'string' ? entry['ts'] : null };
}
