import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import { ProofledgerError, describeIoError } from './errors.js';
import { sessionIdOfFile } from './layout.js';
import { ChainState, checkLine, type ChainStart, type FileStatus, type VerifyFailure } from './verifyChain.js';

export interface FileReport {
  path: string;
  status: FileStatus;
  entries: number;
  failures: number;
}

export interface VerifyFileOptions {
  /** Where to start reading (a byte offset just after a newline) and the chain state there. */
  from?: { offset: number; line: number; chain: ChainStart };
  /** Display name for the file in failures (defaults to the path). */
  displayPath?: string;
  chunkBytes?: number;
  /** Lines longer than this are reported, not buffered. */
  maxLineBytes?: number;
}

/**
 * Streams one session file through the checks, reporting each failure as it is found.
 * Memory is bounded by the chunk size and the longest line accepted.
 */
export function verifyFile(path: string, onFailure: (f: VerifyFailure) => void, options: VerifyFileOptions = {}): FileReport {
  const display = options.displayPath ?? path;
  let fd: number;
  try {
    fd = openSync(path, 'r');
  } catch (err) {
    throw new ProofledgerError(`${display}: cannot read: ${describeIoError(err)}`, 'io');
  }
  try {
    const size = fstatSync(fd).size;
    const state = new ChainState(display, sessionIdOfFile(path), onFailure, options.from?.chain);
    const chunkBytes = options.chunkBytes ?? 1 << 20;
    const maxLine = options.maxLineBytes ?? 16 * 1024 * 1024;
    let offset = options.from?.offset ?? 0;
    let line = options.from?.line ?? 1;
    if (size === 0) return { path: display, status: 'EMPTY', entries: 0, failures: 0 };

    let carry: Buffer | null = null;
    let oversized = false; // skipping the rest of a line longer than maxLine
    const buf = Buffer.allocUnsafe(chunkBytes);
    while (offset < size) {
      const n = readSync(fd, buf, 0, Math.min(chunkBytes, size - offset), offset);
      if (n === 0) break;
      offset += n;
      let start = 0;
      for (;;) {
        const nl = buf.indexOf(0x0a, start);
        if (nl === -1 || nl >= n) break;
        if (oversized) {
          oversized = false;
        } else {
          const piece = buf.subarray(start, nl);
          const lineBytes: Buffer = carry ? Buffer.concat([carry, piece]) : piece;
          state.link(checkLine(lineBytes, line));
        }
        carry = null;
        line++;
        start = nl + 1;
      }
      if (start < n && !oversized) {
        const rest = buf.subarray(start, n);
        carry = carry ? Buffer.concat([carry, rest]) : Buffer.from(rest);
        if (carry.length > maxLine) {
          state.link({ line, seq: null, hash: null, prev: null, id: null, session: null, failures: [{ kind: 'invalid_json', message: `line is longer than ${maxLine} bytes` }] });
          carry = null;
          oversized = true;
        }
      }
    }
    if (carry !== null && carry.length > 0) state.tornTail(line, carry.length);
    else if (oversized) state.tornTail(line, 0);
    return {
      path: display,
      status: state.failures > 0 ? 'CORRUPTED' : state.entries === 0 ? 'EMPTY' : 'VALID',
      entries: state.entries,
      failures: state.failures,
    };
  } finally {
    closeSync(fd);
  }
}
