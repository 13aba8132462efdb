import { canonicalize } from './canonical.js';
import { sha256Hex } from './digest.js';
import type { LedgerEntry } from './generated/entrySchema.js';

export type { LedgerEntry } from './generated/entrySchema.js';
export type EntryType = LedgerEntry['type'];

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** Fields the core fills in; callers never supply them. */
export const CORE_FIELDS = ['v', 'seq', 'id', 'ts', 'session', 'prev', 'hash'] as const;
export type CoreField = (typeof CORE_FIELDS)[number];

/** What a caller appends: the type and its payload. */
export type EntryPayload = DistributiveOmit<LedgerEntry, CoreField>;

export const FORMAT_VERSION = 1;

/** ledger.maxLineBytes when config does not set it (the config schema's default; a test holds them equal). */
export const DEFAULT_MAX_LINE_BYTES = 65536;

/** hash = SHA-256 of the canonical JSON of the entry without its `hash` member. */
export function computeEntryHash(entry: Record<string, unknown>): string {
  const { hash: _omit, ...rest } = entry;
  return sha256Hex(canonicalize(rest));
}

/**
 * The same hash from an entry's canonical line, without parsing it: canonical JSON of the entry
 * without `hash` is the line with that one member cut out (the schema allows no nested `hash`).
 * The verifier's hot path; a test holds it to computeEntryHash.
 */
export function entryHashOfCanonicalLine(text: string): string {
  const at = text.indexOf('"hash":"');
  if (at < 0) return sha256Hex(text);
  const end = at + 8 + 64 + 1; // "hash":" + 64 hex + closing quote
  return sha256Hex(text[end] === ',' ? text.slice(0, at) + text.slice(end + 1) : text.slice(0, at - 1) + text.slice(end));
}

/** The entry's line as stored: canonical JSON of the whole entry, `hash` included, plus "\n". */
export function entryLine(entry: LedgerEntry): string {
  return canonicalize(entry) + '\n';
}

export function formatTimestamp(date: Date): string {
  return date.toISOString();
}
