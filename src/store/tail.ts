// Finding where the chain ends without reading the file: the last line is at most a few tens of
// KiB, so reading backwards from the end costs the same at 1k entries as at 1M.

import { readLastLine } from './lastLine.js';
import { ZERO_HASH } from '../format/digest.js';
import { checkLineFully } from '../verify/lineChecks.js';
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
  const line = readLastLine(fd, size, MAX_TAIL_WINDOW);
  if (line === 'torn') {
    throw new ProofledgerError(
      `${path}: the last line is torn (no final newline; a write was interrupted): run \`proofledger repair\` to move it to quarantine before appending`,
      'corrupt',
    );
  }
  if (line === 'too-long') throw new ProofledgerError(`${path}: the last line is longer than ${MAX_TAIL_WINDOW} bytes: the file is corrupt; run \`proofledger verify\``, 'corrupt');
  return parseTailLine(line, size, path, session);
}

function parseTailLine(bytes: Buffer, size: number, path: string, session: string): ChainTail {
  // The same checks as `proofledger verify` gives a line: never chain onto what verify would refuse.
  // All of them, not verify's line matcher: the matcher agrees with them by construction and pays
  // for itself over many lines, but for one line compiling it costs more than it spares (a hook
  // appends to a fresh process's only tail).
  const rec = checkLineFully(bytes, 0);
  const failure = rec.failures[0];
  if (failure) throw new ProofledgerError(`${path}: the last entry fails ${failure.kind} (${failure.message}); refusing to chain onto it: run \`proofledger verify\``, 'corrupt');
  if (rec.seq === null || rec.hash === null) throw new ProofledgerError(`${path}: the last entry has no seq or hash; refusing to chain onto it: run \`proofledger verify\``, 'corrupt');
  if (rec.session !== session) throw new ProofledgerError(`${path}: the last entry belongs to session ${JSON.stringify(rec.session)}; refusing to chain onto it: run \`proofledger verify\``, 'corrupt');
  return { nextSeq: rec.seq + 1, prev: rec.hash, size, lastTs: lastTs(bytes) };
}

/** The last entry's ts: it is ASCII at a fixed form, so found without parsing the line again. */
function lastTs(bytes: Buffer): string | null {
  const at = bytes.indexOf('"ts":"');
  return at < 0 ? null : bytes.toString('latin1', at + 6, at + 6 + 24);
}
