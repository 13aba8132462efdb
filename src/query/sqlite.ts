// The SQLite the index runs on: Node's own node:sqlite where the runtime has it (Node ≥ 22.13), else
// the optional better-sqlite3 package if it installed, else none — and the commands scan the ledger
// instead, with the same answers. So `npm install proofledger` never needs a compiler.

import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { ProofledgerError } from '../errors.js';

export interface Statement {
  run(...params: unknown[]): unknown;
  all(...params: unknown[]): unknown[];
  get(...params: unknown[]): unknown;
  iterate(...params: unknown[]): Iterable<unknown>;
}

export interface SqliteDatabase {
  exec(sql: string): void;
  prepare(sql: string): Statement;
  pragma(setting: string): void;
  /** `fn` inside one transaction, rolled back if it throws. */
  transaction(fn: () => void): () => void;
  close(): void;
}

const require = createRequire(import.meta.url);

interface NodeSqlite {
  DatabaseSync: new (path: string, options?: { readOnly?: boolean }) => { exec(sql: string): void; prepare(sql: string): Statement; close(): void };
}

function loadNodeSqlite(): NodeSqlite | null {
  // Its "experimental" warning would reach the user's terminal on every index read: not ours to show.
  const emit = process.emitWarning;
  process.emitWarning = ((w: string | Error, ...rest: unknown[]) => {
    if (String(typeof w === 'string' ? w : w.message).includes('SQLite')) return;
    (emit as (...a: unknown[]) => void).call(process, w, ...rest);
  }) as typeof process.emitWarning;
  try {
    return require('node:sqlite') as NodeSqlite;
  } catch {
    return null;
  } finally {
    process.emitWarning = emit;
  }
}

/** Opens a database; throws when no SQLite is available here (callers then scan). */
export function openDatabase(path: string, options: { readonly?: boolean; fileMustExist?: boolean } = {}): SqliteDatabase {
  if (options.fileMustExist && !existsSync(path)) throw new Error(`${path}: no such database`);
  const node = loadNodeSqlite();
  if (node) {
    const db = new node.DatabaseSync(path, { readOnly: options.readonly ?? false });
    return {
      exec: (sql) => db.exec(sql),
      prepare: (sql) => db.prepare(sql),
      pragma: (setting) => db.exec(`PRAGMA ${setting}`),
      transaction: (fn) => () => {
        db.exec('BEGIN');
        try {
          fn();
          db.exec('COMMIT');
        } catch (err) {
          db.exec('ROLLBACK');
          throw err;
        }
      },
      close: () => db.close(),
    };
  }
  let loaded: unknown;
  try {
    loaded = require('better-sqlite3');
  } catch {
    throw new ProofledgerError(`the index needs SQLite: Node ≥ 22.13 has it built in (this is ${process.version}), or install the optional better-sqlite3; log, summary and provenance scan the ledger without it, with the same answers`, 'io');
  }
  const BetterSqlite = loaded as new (path: string, options: object) => SqliteDatabase & { transaction(fn: () => void): () => void; pragma(s: string): unknown };
  return new BetterSqlite(path, { readonly: options.readonly ?? false, fileMustExist: options.fileMustExist ?? false });
}
