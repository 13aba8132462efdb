import { closeSync } from 'node:fs';
import { sessionIdOfFile } from '../store/layout.js';
import { checkAsciiLine, checkLine } from './lineChecks.js';
import { DEFAULT_MAX_LINE, scanLines } from './lineScanner.js';
import { openForVerify } from '../store/sessionFiles.js';
import { ChainState, oversizedLine, statusOf, type FileReport, type LineRecord, type VerifyFailure } from './verifyChain.js';

export interface VerifyFileOptions {
  /** Display name for the file in failures (defaults to the path). */
  displayPath?: string;
  chunkBytes?: number;
  /** Lines longer than this are reported, not buffered. */
  maxLineBytes?: number;
  /** Called as bytes are verified, for progress display. */
  onProgress?: (bytesDone: number, bytesTotal: number) => void;
}

/**
 * Streams one session file through the checks on this thread, reporting each failure as it is
 * found. Memory is bounded by the chunk size and the longest line accepted.
 */
export function verifyFile(path: string, onFailure: (f: VerifyFailure) => void, options: VerifyFileOptions = {}): FileReport {
  const display = options.displayPath ?? path;
  const { fd, size } = openForVerify(path, display);
  try {
    if (size === 0) return { path: display, status: 'EMPTY', entries: 0, failures: 0 };
    // Lines are rarely under 256 bytes: enough room for the ids at once, capped for huge files.
    const state = new ChainState(display, sessionIdOfFile(path), onFailure, undefined, true, Math.min(Math.ceil(size / 256), 1 << 18));
    let done = 0;
    const linked = (rec: LineRecord, length: number): void => {
      state.link(rec);
      done += length + 1;
      if (options.onProgress && (rec.line & 0x3fff) === 0) options.onProgress(done, size);
    };
    const scan = scanLines(fd, 0, size, 1, (bytes, line) => linked(checkLine(bytes, line), bytes.length), {
      ...(options.chunkBytes ? { chunkBytes: options.chunkBytes } : {}),
      maxLine: options.maxLineBytes ?? DEFAULT_MAX_LINE,
      onOversized: (line) => state.link(oversizedLine(line, options.maxLineBytes ?? DEFAULT_MAX_LINE)),
      onTextLine: (text, line) => linked(checkAsciiLine(text, line), text.length),
    });
    if (scan.trailing > 0) state.tornTail(1 + scan.lines, scan.trailing);
    options.onProgress?.(size, size);
    return { path: display, status: statusOf(state.entries, state.failures), entries: state.entries, failures: state.failures };
  } finally {
    closeSync(fd);
  }
}
