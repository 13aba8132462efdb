// The only writer of session files. One entry = one line = one write(2) on an O_APPEND descriptor,
// under the session's lock, fsync'd by default. Anything that goes wrong leaves the file exactly as
// it was and reaches the caller as an error: an entry is either durable or loudly refused.

import { accessSync, closeSync, constants, existsSync, fstatSync, fsyncSync, ftruncateSync, mkdirSync, openSync, writeSync } from 'node:fs';
import { ZERO_HASH } from '../format/digest.js';
import { CORE_FIELDS, FORMAT_VERSION, computeEntryHash, entryLine, formatTimestamp, type EntryPayload, type LedgerEntry, DEFAULT_MAX_LINE_BYTES } from '../format/entry.js';
import { ProofledgerError, describeIoError } from '../errors.js';
import { acquireLock, releaseLock, stillHeld } from './fileLock.js';
import { SESSION_ID_PATTERN, sessionFilePath, type LedgerLayout } from './layout.js';
import { validateEntry } from '../format/schemaValidation.js';
import { Scrubber } from '../scrub/scrub.js';
import { readChainTail } from './tail.js';
import { uuidv7 } from '../format/uuid7.js';


export interface AppendOptions {
  /** fsync each line (default true). */
  fsync?: boolean;
  maxLineBytes?: number;
  scrubber?: Scrubber;
  now?: () => Date;
  lockTimeoutMs?: number;
  /** Told once when the session's lock is still held after a second: the file and who holds it. */
  onLockWaiting?: (path: string, holder: string) => void;
  /**
   * How the entry was observed (the schema's Source): set by whoever writes, over anything the
   * payload says, so that a payload handed in cannot call itself observed.
   */
  source?: string;
}

export interface AppendResult {
  entry: LedgerEntry;
  path: string;
  /** Bytes of the line written, newline included. */
  bytes: number;
}

// Structured fields: identifiers, digests and enums that are never free text. (`source` is one of
// the schema's closed set of words, named by the writer: scrubbing it could only make it invalid.)
const NOT_SCRUBBED = new Set([
  'type', 'event', 'outcome', 'decision', 'status', 'check', 'path', 'sha256', 'prevSha256', 'argsHash',
  'resultHash', 'outputSha256', 'stdoutSha256', 'stderrSha256', 'contentSha256', 'tree', 'execId', 'signal', 'source',
]);

let defaultScrubber: Scrubber | undefined;

function scrubPayload(payload: Record<string, unknown>, scrubber: Scrubber): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(payload)) {
    out[k] = NOT_SCRUBBED.has(k) ? v : scrubber.scrubValue(v);
  }
  return out;
}

/** Checks the payload's shape before anything is touched. Throws a one-line error naming the field. */
function checkPayload(payload: unknown, session: string): Record<string, unknown> {
  if (!SESSION_ID_PATTERN.test(session)) {
    throw new ProofledgerError(`invalid session id ${JSON.stringify(session)}: use letters, digits, '.', '_' or '-' (at most 128)`, 'usage');
  }
  if (payload === null || typeof payload !== 'object' || Array.isArray(payload)) {
    throw new ProofledgerError('entry must be a JSON object with a "type" field', 'input');
  }
  const record = payload as Record<string, unknown>;
  for (const field of CORE_FIELDS) {
    if (field in record) throw new ProofledgerError(`field /${field}: is filled in by proofledger; leave it out`, 'input');
  }
  return record;
}

function unhashedEntry(payload: Record<string, unknown>, session: string, seq: number, prev: string, now: Date): Record<string, unknown> {
  return { ...payload, v: FORMAT_VERSION, seq, id: uuidv7(now.getTime()), ts: formatTimestamp(now), session, prev };
}

function prospectiveEntry(payload: Record<string, unknown>, session: string, seq: number, prev: string, now: Date): Record<string, unknown> {
  const entry = unhashedEntry(payload, session, seq, prev, now);
  entry['hash'] = computeEntryHash(entry);
  return entry;
}

/**
 * The payload as it will be stored (scrubbed), refused with a one-line error if it would not make a
 * valid entry; validated with placeholder chain fields, so bad input is refused before any file is
 * touched.
 */
export function preparePayload(session: string, payload: EntryPayload | Record<string, unknown>, options: AppendOptions = {}, now: Date = new Date()): Record<string, unknown> {
  const record = { ...checkPayload(payload, session), ...(options.source ? { source: options.source } : {}) };
  const scrubber = options.scrubber ?? (defaultScrubber ??= new Scrubber());
  const scrubbed = scrubPayload(record, scrubber);
  // A placeholder hash too: the schema asks only its form, and a hook should not hash each entry twice.
  const problem = validateEntry({ ...unhashedEntry(scrubbed, session, 0, ZERO_HASH, now), hash: ZERO_HASH });
  if (problem) throw new ProofledgerError(`field ${problem.field || '/'}: ${problem.message}`, 'input');
  return scrubbed;
}

export function appendEntry(layout: LedgerLayout, session: string, payload: EntryPayload | Record<string, unknown>, options: AppendOptions = {}): AppendResult {
  const now = (options.now ?? (() => new Date()))();
  const scrubbed = preparePayload(session, payload, options, now);
  const maxLineBytes = options.maxLineBytes ?? DEFAULT_MAX_LINE_BYTES;

  const path = sessionFilePath(layout, session);
  try {
    mkdirSync(layout.sessionsDir, { recursive: true });
  } catch (err) {
    throw new ProofledgerError(`${layout.sessionsDir}: cannot create the sessions folder: ${describeIoError(err)}`, 'io');
  }

  for (let attempt = 0; attempt < 5; attempt++) {
    const lock = acquireLock(path + '.lock', { ...(options.lockTimeoutMs !== undefined ? { timeoutMs: options.lockTimeoutMs } : {}), ...(options.onLockWaiting ? { onWaiting: (holder: string) => options.onLockWaiting!(path, holder) } : {}) });
    try {
      const created = !existsSync(path);
      let fd: number;
      try {
        fd = openSync(path, 'a+', 0o644);
      } catch (err) {
        throw new ProofledgerError(`${path}: cannot open for appending: ${describeIoError(err)}`, 'io');
      }
      try {
        const tail = readChainTail(fd, fstatSync(fd).size, path, session);
        // Within a session ts never goes backwards (a clock step, or a writer that waited for the
        // lock): file order and time order agree, which the index and log rely on.
        const ts = tail.lastTs !== null && tail.lastTs > formatTimestamp(now) ? new Date(Date.parse(tail.lastTs)) : now;
        const entry = prospectiveEntry(scrubbed, session, tail.nextSeq, tail.prev, ts) as unknown as LedgerEntry;
        const line = Buffer.from(entryLine(entry), 'utf8');
        if (line.length > maxLineBytes) {
          throw new ProofledgerError(
            `entry of type ${entry.type} would be a ${line.length}-byte line, over the ${maxLineBytes}-byte cap (ledger.maxLineBytes); nothing was written`,
            'input',
          );
        }
        if (!stillHeld(lock)) continue; // our stale-looking lock was broken: start over
        writeLine(fd, line, tail.size, path, options.fsync ?? true);
        if (created && (options.fsync ?? true)) fsyncDirectory(layout.sessionsDir);
        return { entry, path, bytes: line.length };
      } finally {
        closeSync(fd);
      }
    } finally {
      releaseLock(lock);
    }
  }
  throw new ProofledgerError(`${path}: lost the session lock five times in a row; nothing was written`, 'locked');
}

function writeLine(fd: number, line: Buffer, sizeBefore: number, path: string, sync: boolean): void {
  let written = 0;
  try {
    written = writeSync(fd, line, 0, line.length);
    if (written !== line.length) throw Object.assign(new Error(`short write (${written} of ${line.length} bytes)`), { code: 'ENOSPC' });
    if (sync) fsyncSync(fd);
  } catch (err) {
    // Never leave half a line: cut the file back to where it was.
    try {
      ftruncateSync(fd, sizeBefore);
      if (sync) fsyncSync(fd);
    } catch {
      throw new ProofledgerError(`${path}: write failed (${describeIoError(err)}) and the partial line could not be removed: run \`proofledger repair\``, 'io');
    }
    throw new ProofledgerError(`${path}: write failed: ${describeIoError(err)}; nothing was written`, 'io');
  }
}

export function fsyncDirectory(dir: string): void {
  let fd: number | undefined;
  try {
    fd = openSync(dir, 'r');
    fsyncSync(fd);
  } catch {
    // Some file systems refuse fsync on directories; the file's own fsync still holds.
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/**
 * Fails now, with the reason, if an entry could not be appended to this session later (unwritable
 * folder or file, torn or corrupt tail), so that `exec` refuses before running an unrecordable command.
 */
export function checkAppendable(layout: LedgerLayout, session: string): void {
  checkPayload({}, session);
  try {
    mkdirSync(layout.sessionsDir, { recursive: true });
    accessSync(layout.sessionsDir, constants.W_OK);
  } catch (err) {
    throw new ProofledgerError(`${layout.sessionsDir}: the ledger is not writable: ${describeIoError(err)}`, 'io');
  }
  const path = sessionFilePath(layout, session);
  if (!existsSync(path)) return;
  let fd: number;
  try {
    fd = openSync(path, 'r+');
  } catch (err) {
    throw new ProofledgerError(`${path}: the ledger is not writable: ${describeIoError(err)}`, 'io');
  }
  try {
    readChainTail(fd, fstatSync(fd).size, path, session);
  } finally {
    closeSync(fd);
  }
}
