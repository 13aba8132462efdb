// The checks of one line on its own: UTF-8, JSON, canonical form, schema and hash, reduced to the
// LineRecord that ChainState links (verifyChain.ts). The common line is certified by one match of
// the line matcher; any other takes every check, which gives the exact verdict.

import { canonicalize } from '../format/canonical.js';
import { isCertainlyCanonical } from './fast/canonicalBytes.js';
import { computeEntryHash, entryHashOfCanonicalLine } from '../format/entry.js';
import { matchCanonicalEntry } from './fast/entryLineMatcher.js';
import { validateEntry } from '../format/schemaValidation.js';
import type { FailureKind, LineRecord } from './verifyChain.js';

// ignoreBOM keeps a byte order mark in the text, where JSON.parse refuses it: lines have none.
const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/** The line as text, or its record when it is not UTF-8. */
function decodeLine(bytes: Uint8Array, line: number): string | LineRecord {
  try {
    return decoder.decode(bytes);
  } catch {
    return { line, seq: null, hash: null, prev: null, id: null, session: null, failures: [{ kind: 'invalid_json', message: 'line is not valid UTF-8' }] };
  }
}

export function checkLine(bytes: Uint8Array, line: number): LineRecord {
  const text = decodeLine(bytes, line);
  if (typeof text !== 'string') return text;
  return checkCertified(text, line) ?? checkDecodedLine(bytes, text, line);
}

/** checkLine for a line read as ASCII text (its bytes are its Latin-1 encoding). */
export function checkAsciiLine(text: string, line: number): LineRecord {
  return checkCertified(text, line) ?? checkDecodedLine(Buffer.from(text, 'latin1'), text, line);
}

/** The common line, canonical and schema-valid, is certified by one match; only the hash is left. */
function checkCertified(text: string, line: number): LineRecord | null {
  const fast = matchCanonicalEntry(text);
  if (!fast) return null;
  const rec: LineRecord = { line, seq: fast.seq, hash: fast.hash, prev: fast.prev, id: fast.id, session: fast.session, failures: [] };
  const actual = entryHashOfCanonicalLine(text);
  if (actual !== fast.hash) rec.failures.push(hashMismatch(fast.hash, actual));
  return rec;
}

function hashMismatch(recorded: string, actual: string): { kind: FailureKind; message: string } {
  return { kind: 'hash_mismatch', message: `content does not match its hash (recorded ${recorded.slice(0, 12)}…, actual ${actual.slice(0, 12)}…)` };
}

/** Every check of one line without the fast path: the reference the fast path must agree with. */
export function checkLineFully(bytes: Uint8Array, line: number): LineRecord {
  const text = decodeLine(bytes, line);
  return typeof text === 'string' ? checkDecodedLine(bytes, text, line) : text;
}

function checkDecodedLine(bytes: Uint8Array, text: string, line: number): LineRecord {
  const rec: LineRecord = { line, seq: null, hash: null, prev: null, id: null, session: null, failures: [] };
  if (text.length === 0) {
    rec.failures.push({ kind: 'invalid_json', message: 'empty line' });
    return rec;
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (err) {
    rec.failures.push({ kind: 'invalid_json', message: `not valid JSON: ${(err as Error).message}` });
    return rec;
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    rec.failures.push({ kind: 'invalid_json', message: 'line is not a JSON object' });
    return rec;
  }
  const entry = value as Record<string, unknown>;
  if (typeof entry['seq'] === 'number' && Number.isSafeInteger(entry['seq'])) rec.seq = entry['seq'];
  if (typeof entry['hash'] === 'string') rec.hash = entry['hash'];
  if (typeof entry['prev'] === 'string') rec.prev = entry['prev'];
  if (typeof entry['id'] === 'string') rec.id = entry['id'];
  if (typeof entry['session'] === 'string') rec.session = entry['session'];

  // The exact check (canonicalise and compare) only for lines the one-pass test cannot certify.
  let isCanonical = isCertainlyCanonical(bytes);
  if (!isCanonical) {
    try {
      const canonical = canonicalize(entry);
      isCanonical = canonical === text;
      if (!isCanonical) rec.failures.push({ kind: 'noncanonical', message: `line is not RFC 8785 canonical JSON (differs from column ${firstDifference(canonical, text) + 1})` });
    } catch (err) {
      rec.failures.push({ kind: 'noncanonical', message: `cannot be canonicalised: ${(err as Error).message}` });
    }
  }
  const problem = validateEntry(entry);
  if (problem) rec.failures.push({ kind: 'schema', message: `field ${problem.field || '/'}: ${problem.message}` });

  if (rec.hash !== null) {
    let actual: string | null = null;
    if (isCanonical && !problem) {
      // The canonical form without `hash` is the line with that one member cut out.
      actual = entryHashOfCanonicalLine(text);
    } else {
      try {
        actual = computeEntryHash(entry);
      } catch {
        actual = null; // not canonicalisable: already reported
      }
    }
    if (actual !== null && actual !== rec.hash) rec.failures.push(hashMismatch(rec.hash, actual));
  }
  return rec;
}

function firstDifference(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) if (a.charCodeAt(i) !== b.charCodeAt(i)) return i;
  return n;
}
