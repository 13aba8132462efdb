// A local SQLite mirror of the session files (.proofledger/index.sqlite, git-ignored) for fast
// history questions. The JSONL files stay the source of truth: the index records, per session file,
// how many bytes it has read and a digest of the last line it read, so an append is picked up
// incrementally and a rewritten, truncated or deleted file — or a corrupt index — is noticed and
// rebuilt from the JSONL. A stale index is never used to answer.

import { closeSync, existsSync, fstatSync, openSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { openDatabase, type SqliteDatabase } from './sqlite.js';
import { sha256Hex } from '../format/digest.js';
import type { LedgerEntry } from '../format/entry.js';
import { sessionIdOfFile, type LedgerLayout } from '../store/layout.js';
import { scanLines } from '../verify/lineScanner.js';
import { listSessionFiles } from '../store/sessionFiles.js';
import { readLastLine } from '../store/lastLine.js';
import type { LogFilter } from './log.js';
import type { ProvenanceRecord } from './provenance.js';

const SCHEMA_VERSION = '1';

export function indexPath(layout: LedgerLayout): string {
  return join(layout.ledgerDir, 'index.sqlite');
}

type Db = SqliteDatabase;

function createSchema(db: Db): void {
  db.exec(`
    CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
    CREATE TABLE IF NOT EXISTS files (
      session TEXT PRIMARY KEY, size INTEGER NOT NULL, lines INTEGER NOT NULL, last_line_sha256 TEXT
    );
    CREATE TABLE IF NOT EXISTS entries (
      session TEXT NOT NULL, line INTEGER NOT NULL, seq INTEGER, id TEXT, ts TEXT NOT NULL, type TEXT NOT NULL,
      path TEXT, tool TEXT, check_kind TEXT, store TEXT, key TEXT, entry TEXT NOT NULL,
      PRIMARY KEY (session, line)
    ) WITHOUT ROWID;
    CREATE INDEX IF NOT EXISTS entries_ts ON entries (ts, session, seq);
    CREATE INDEX IF NOT EXISTS entries_session_type ON entries (session, type, ts);
    CREATE INDEX IF NOT EXISTS entries_type_ts ON entries (type, ts);
    CREATE INDEX IF NOT EXISTS entries_path ON entries (path, ts) WHERE path IS NOT NULL;
    CREATE INDEX IF NOT EXISTS entries_memory ON entries (store, key, ts) WHERE store IS NOT NULL;
  `);
  db.prepare('INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)').run('schema', SCHEMA_VERSION);
}

/** Opens the index, or returns null if it is missing or unreadable (a corrupt file is not trusted). */
function openExisting(layout: LedgerLayout, readonly: boolean): Db | null {
  const path = indexPath(layout);
  if (!existsSync(path)) return null;
  try {
    const db = openDatabase(path, { readonly, fileMustExist: true });
    const row = db.prepare("SELECT value FROM meta WHERE key = 'schema'").get() as { value: string } | undefined;
    if (row?.value !== SCHEMA_VERSION) {
      db.close();
      return null;
    }
    return db;
  } catch {
    return null;
  }
}

interface FileState {
  session: string;
  size: number;
  lines: number;
  last_line_sha256: string | null;
}

/** The digest of the line that ends at byte `size` (its final newline excluded), read from the end. */
function lastLineDigest(fd: number, size: number): string | null {
  if (size === 0) return null;
  const line = readLastLine(fd, size);
  return line === 'torn' || line === 'too-long' ? line : sha256Hex(line);
}

/** Whether the indexed prefix of each file is still exactly what the index read. */
function fileIsCurrent(state: FileState | undefined, path: string): 'current' | 'extended' | 'changed' {
  if (!state) return 'changed';
  let fd: number;
  try {
    fd = openSync(path, 'r');
  } catch {
    return 'changed';
  }
  try {
    const size = fstatSync(fd).size;
    if (size < state.size) return 'changed';
    if (lastLineDigest(fd, state.size) !== state.last_line_sha256) return 'changed';
    return size === state.size ? 'current' : 'extended';
  } finally {
    closeSync(fd);
  }
}

function columnsOf(e: LedgerEntry): { path: string | null; tool: string | null; check: string | null; store: string | null; key: string | null } {
  return {
    path: 'path' in e ? (e.path as string) : null,
    tool: e.type === 'tool_call' ? e.tool : null,
    check: e.type === 'verification' ? e.check : null,
    store: e.type === 'memory_write' || e.type === 'memory_read' ? e.store : null,
    key: e.type === 'memory_write' || e.type === 'memory_read' ? e.key : null,
  };
}

export interface IndexReport {
  sessions: number;
  added: number;
  rebuiltSessions: number;
  rebuilt: boolean;
}

/** Builds or brings the index up to date. Only what was appended since the last run is read. */
export function updateIndex(layout: LedgerLayout, options: { rebuild?: boolean } = {}): IndexReport {
  const path = indexPath(layout);
  let db = options.rebuild ? null : openExisting(layout, false);
  let rebuilt = false;
  if (!db) {
    for (const suffix of ['', '-wal', '-shm']) rmSync(path + suffix, { force: true });
    db = openDatabase(path);
    rebuilt = true;
  }
  try {
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = NORMAL');
    createSchema(db);
    const files = new Map((db.prepare('SELECT * FROM files').all() as FileState[]).map((f) => [f.session, f]));
    const insert = db.prepare('INSERT OR REPLACE INTO entries (session, line, seq, id, ts, type, path, tool, check_kind, store, key, entry) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)');
    const saveFile = db.prepare('INSERT OR REPLACE INTO files (session, size, lines, last_line_sha256) VALUES (?, ?, ?, ?)');
    const dropSession = db.prepare('DELETE FROM entries WHERE session = ?');
    const dropFile = db.prepare('DELETE FROM files WHERE session = ?');
    let added = 0;
    let rebuiltSessions = 0;
    const seen = new Set<string>();
    for (const filePath of listSessionFiles(layout)) {
      const session = sessionIdOfFile(filePath)!;
      seen.add(session);
      const state = files.get(session);
      const status = fileIsCurrent(state, filePath);
      if (status === 'current') continue;
      const fromScratch = status === 'changed';
      const fd = openSync(filePath, 'r');
      try {
        // Index only complete lines present now; a line being written is picked up next time.
        const size = fstatSync(fd).size;
        const start = fromScratch ? 0 : state!.size;
        let lines = fromScratch ? 0 : state!.lines;
        let indexedTo = start;
        let lastDigest = fromScratch ? null : state!.last_line_sha256;
        db.transaction(() => {
          if (fromScratch) {
            dropSession.run(session);
            if (state) rebuiltSessions++;
          }
          scanLines(fd, start, size, lines + 1, (bytes, line) => {
            lines = line;
            indexedTo += bytes.length + 1;
            lastDigest = sha256Hex(bytes);
            let e: LedgerEntry;
            try {
              const v = JSON.parse(bytes.toString('utf8')) as unknown;
              if (v === null || typeof v !== 'object' || Array.isArray(v)) return;
              e = v as LedgerEntry;
            } catch {
              return; // the same lines a scan skips
            }
            const c = columnsOf(e);
            insert.run(session, line, typeof e.seq === 'number' ? e.seq : null, typeof e.id === 'string' ? e.id : null, String(e.ts ?? ''), String(e.type ?? ''), c.path, c.tool, c.check, c.store, c.key, bytes.toString('utf8'));
            added++;
          });
          saveFile.run(session, indexedTo, lines, lastDigest);
        })();
      } finally {
        closeSync(fd);
      }
    }
    for (const session of files.keys()) {
      if (!seen.has(session)) {
        db.transaction(() => {
          dropSession.run(session);
          dropFile.run(session);
        })();
        rebuiltSessions++;
      }
    }
    return { sessions: seen.size, added, rebuiltSessions, rebuilt };
  } finally {
    db.close();
  }
}

/**
 * The index, opened read-only, if it exists, is readable and mirrors every session file exactly as
 * it is now; otherwise null, and the caller scans the JSONL.
 */
export function openCurrentIndex(layout: LedgerLayout): LedgerIndex | null {
  const db = openExisting(layout, true);
  if (!db) return null;
  try {
    const files = new Map((db.prepare('SELECT * FROM files').all() as FileState[]).map((f) => [f.session, f]));
    const paths = listSessionFiles(layout);
    if (paths.length !== files.size) throw new Error('stale');
    for (const p of paths) {
      const state = files.get(sessionIdOfFile(p)!);
      if (fileIsCurrent(state, p) !== 'current' || statSync(p).size !== state!.size) throw new Error('stale');
    }
    return new LedgerIndex(db);
  } catch {
    db.close();
    return null;
  }
}

export class LedgerIndex {
  constructor(private readonly db: Db) {}

  close(): void {
    this.db.close();
  }

  /** The same answer as queryLog: oldest first, the most recent `limit` when limited. */
  log(sessions: readonly string[] | null, filter: LogFilter): LedgerEntry[] {
    const where: string[] = [];
    const params: unknown[] = [];
    if (sessions) {
      where.push(`session IN (${sessions.map(() => '?').join(',')})`);
      params.push(...sessions);
    }
    if (filter.types) {
      where.push(`type IN (${[...filter.types].map(() => '?').join(',')})`);
      params.push(...filter.types);
    }
    if (filter.sinceMs !== undefined) {
      where.push('ts >= ?');
      params.push(new Date(filter.sinceMs).toISOString());
    }
    const sql = `SELECT entry FROM entries ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY ts DESC, session DESC, seq DESC, line DESC${filter.limit !== undefined ? ' LIMIT ?' : ''}`;
    if (filter.limit !== undefined) params.push(filter.limit);
    const rows = this.db.prepare(sql).all(...params) as { entry: string }[];
    return rows.reverse().map((r) => JSON.parse(r.entry) as LedgerEntry);
  }

  /** A session's entries in file order, for summaries. */
  *sessionEntries(session: string): Generator<LedgerEntry> {
    for (const r of this.db.prepare('SELECT entry FROM entries WHERE session = ? ORDER BY line').iterate(session) as Iterable<{ entry: string }>) {
      yield JSON.parse(r.entry) as LedgerEntry;
    }
  }

  /** The latest file_* entry for a path, as provenance scanning would pick it. */
  latestForPath(path: string): ProvenanceRecord | undefined {
    const r = this.db.prepare("SELECT session, line, entry FROM entries WHERE path = ? AND type IN ('file_write','file_edit','file_delete') ORDER BY ts DESC, session DESC, line DESC LIMIT 1").get(path) as { session: string; line: number; entry: string } | undefined;
    return r ? { session: r.session, line: r.line, entry: JSON.parse(r.entry) as LedgerEntry } : undefined;
  }

  latestMemoryWrite(store: string, key: string): ProvenanceRecord | undefined {
    const r = this.db.prepare("SELECT session, line, entry FROM entries WHERE store = ? AND key = ? AND type = 'memory_write' ORDER BY ts DESC, session DESC, line DESC LIMIT 1").get(store, key) as { session: string; line: number; entry: string } | undefined;
    return r ? { session: r.session, line: r.line, entry: JSON.parse(r.entry) as LedgerEntry } : undefined;
  }
}
