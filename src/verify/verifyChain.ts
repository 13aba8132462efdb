// Verification of one session file is in two stages so that the expensive part can run anywhere:
// `checkLine` (lineChecks.ts) looks at one line alone and reduces it to a small LineRecord; here,
// `ChainState.link` checks what joins lines (seq, prev, ids, session) in file order. Memory stays
// constant: no line is kept once it has been linked. This half loads nothing heavy, so that a
// parallel verify can plan and start its workers before the line checks are loaded.

import { ZERO_HASH } from '../format/digest.js';

/** What a line can fail, numbered as docs/FORMAT.md's checks (1-8), then the torn tail. */
export const FAILURE_KINDS = [
  'invalid_json', // 1
  'noncanonical', // 2
  'schema', // 3
  'hash_mismatch', // 4
  'seq_gap', // 5
  'seq_order', // 5
  'chain_broken', // 6
  'duplicate_id', // 7
  'session_mismatch', // 8
  'torn_tail',
] as const;
export type FailureKind = (typeof FAILURE_KINDS)[number];

export interface VerifyFailure {
  path: string;
  /** 1-based line number in the file. */
  line: number;
  /** The entry's seq when it could be read, else null. */
  seq: number | null;
  kind: FailureKind;
  message: string;
}

export type FileStatus = 'VALID' | 'CORRUPTED' | 'EMPTY';

/** One file's verdict. */
export interface FileReport {
  path: string;
  status: FileStatus;
  entries: number;
  failures: number;
}

export function statusOf(entries: number, failures: number): FileStatus {
  return failures > 0 ? 'CORRUPTED' : entries === 0 ? 'EMPTY' : 'VALID';
}

/** What a line contributes to the chain checks. Plain data: it crosses worker boundaries. */
export interface LineRecord {
  line: number;
  seq: number | null;
  hash: string | null;
  prev: string | null;
  id: string | null;
  session: string | null;
  /** Failures found from the line alone. */
  failures: { kind: FailureKind; message: string }[];
}

const fingerprintLanes = new Uint32Array(2);

/**
 * A 64-bit fingerprint of an id (two independent 32-bit FNV-1a lanes). Ids are not secret and a
 * collision can only cause a false duplicate report, never hide one, so a fast hash is enough.
 * Returned in one shared two-word array, to be read at once: this runs once per line, and a fresh
 * array to destructure each time cost more than the hash itself.
 */
export function idFingerprint(id: string): Readonly<Uint32Array> {
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ 0x5bd1e995;
  for (let i = 0; i < id.length; i++) {
    const c = id.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x5bd1e995) ^ (b >>> 15);
  }
  fingerprintLanes[0] = a;
  fingerprintLanes[1] = b;
  return fingerprintLanes;
}

/**
 * A set of id fingerprints in one open-addressed Uint32Array, high and low words side by side so a
 * probe touches one cache line (a 1M-id table is far larger than the cache). (0, 0) marks an empty
 * slot, so a fingerprint of (0, 0) is stored as (0, 1): one more way to collide, never to miss.
 */
export class FingerprintSet {
  private slots: Uint32Array;
  private count = 0;

  /** `expected`: how many ids will be added, when known, so that the table never has to grow. */
  constructor(expected = 0) {
    let size = 1024;
    while (size < expected * 2 + 2) size *= 2;
    this.slots = new Uint32Array(size * 2);
  }

  /** Adds; returns false if it was already present. */
  add(id: string): boolean {
    const fp = idFingerprint(id);
    return this.addFingerprint(fp[0]!, fp[1]!);
  }

  /**
   * Adds every (high, low, line) triple of `triples` in order; returns the lines whose fingerprint was
   * already present. One loop, no call per id: it runs once per chunk, mostly before the JIT has
   * warmed up, where a call per id costs several times the probe.
   */
  addTriples(triples: Uint32Array): number[] {
    const repeats: number[] = [];
    if ((this.count + triples.length / 3) * 4 > this.slots.length) {
      for (let k = 0; k < triples.length; k += 3) if (!this.addFingerprint(triples[k]!, triples[k + 1]!)) repeats.push(triples[k + 2]!);
      return repeats;
    }
    const slots = this.slots;
    const mask = (slots.length >>> 1) - 1;
    for (let k = 0; k < triples.length; k += 3) {
      const h = triples[k]! >>> 0;
      const l = h === 0 && triples[k + 1] === 0 ? 1 : triples[k + 1]! >>> 0;
      let i = (l ^ Math.imul(h, 0x9e3779b1)) & mask;
      for (;;) {
        const sh = slots[2 * i]!;
        const sl = slots[2 * i + 1]!;
        if (sh === 0 && sl === 0) {
          slots[2 * i] = h;
          slots[2 * i + 1] = l;
          this.count++;
          break;
        }
        if (sh === h && sl === l) {
          repeats.push(triples[k + 2]!);
          break;
        }
        i = (i + 1) & mask;
      }
    }
    return repeats;
  }

  addFingerprint(h: number, l: number): boolean {
    if ((this.count + 1) * 4 > this.slots.length) this.grow();
    return this.insert(h >>> 0, h === 0 && l === 0 ? 1 : l >>> 0);
  }

  private insert(h: number, l: number): boolean {
    const slots = this.slots;
    const mask = (slots.length >>> 1) - 1;
    let i = (l ^ Math.imul(h, 0x9e3779b1)) & mask;
    for (;;) {
      const sh = slots[2 * i]!;
      const sl = slots[2 * i + 1]!;
      if (sh === 0 && sl === 0) break;
      if (sh === h && sl === l) return false;
      i = (i + 1) & mask;
    }
    slots[2 * i] = h;
    slots[2 * i + 1] = l;
    this.count++;
    return true;
  }

  private grow(): void {
    const old = this.slots;
    this.slots = new Uint32Array(old.length * 2);
    this.count = 0;
    for (let i = 0; i < old.length; i += 2) if (old[i] !== 0 || old[i + 1] !== 0) this.insert(old[i]!, old[i + 1]!);
  }
}

export interface ChainStart {
  /** seq of the entry before the first line checked; -1 at the start of a file. */
  lastSeq: number;
  /** hash of the entry before the first line checked; 64 zeros at the start of a file. */
  lastHash: string;
}

/** What a line too long to buffer contributes: nothing but its failure. */
export function oversizedLine(line: number, maxLine: number): LineRecord {
  return { line, seq: null, hash: null, prev: null, id: null, session: null, failures: [{ kind: 'invalid_json', message: `line is longer than ${maxLine} bytes` }] };
}

/** What a torn tail is reported as, wherever a file is verified. */
export function tornTailMessage(bytes: number): string {
  return `${bytes} byte${bytes === 1 ? '' : 's'} after the last newline: a write was interrupted; \`proofledger repair\` moves them to quarantine`;
}

/** The checks that join a line to the one before it (seq order and the hash link). */
export function linkFailures(lastSeq: number | null, lastHash: string | null, rec: LineRecord): { kind: FailureKind; message: string }[] {
  const out: { kind: FailureKind; message: string }[] = [];
  if (rec.seq !== null && lastSeq !== null) {
    const expected = lastSeq + 1;
    if (rec.seq > expected) out.push({ kind: 'seq_gap', message: `seq ${rec.seq} follows seq ${lastSeq}: ${rec.seq - expected} entr${rec.seq - expected === 1 ? 'y is' : 'ies are'} missing` });
    else if (rec.seq < expected) out.push({ kind: 'seq_order', message: `seq ${rec.seq} follows seq ${lastSeq}: out of order or repeated` });
  }
  if (lastHash !== null && rec.prev !== null && rec.prev !== lastHash) {
    out.push({ kind: 'chain_broken', message: lastHash === ZERO_HASH && lastSeq === -1
      ? 'the first entry must have prev = 64 zeros'
      : `prev ${rec.prev.slice(0, 12)}… is not the previous entry's hash ${lastHash.slice(0, 12)}…` });
  }
  return out;
}

/**
 * Links the lines of one chunk in order: each line's own failures, and the checks that join it to
 * the line before it in the chunk. The link into the chunk's first line and duplicate ids belong to
 * the file's join (fileJoin.ts), which sees every chunk.
 */
export class ChainState {
  private lastSeq: number | null = null;
  private lastHash: string | null = null;
  entries = 0;
  failures = 0;

  constructor(
    readonly path: string,
    readonly session: string | undefined,
    private readonly report: (f: VerifyFailure) => void,
  ) {}

  private fail(rec: LineRecord, kind: FailureKind, message: string): void {
    this.failures++;
    this.report({ path: this.path, line: rec.line, seq: rec.seq, kind, message });
  }

  link(rec: LineRecord): void {
    this.entries++;
    if (rec.failures.length > 0) {
      for (const f of rec.failures) this.fail(rec, f.kind, f.message);
      if (rec.failures.some((f) => f.kind === 'invalid_json')) {
        // Nothing to link: the next line's prev cannot be checked against an unreadable entry.
        this.lastHash = null;
        if (this.lastSeq !== null) this.lastSeq++;
        return;
      }
    }
    // The common line follows its predecessor exactly, and linkFailures would find nothing.
    const follows = this.lastSeq !== null && rec.seq === this.lastSeq + 1 && rec.prev === this.lastHash;
    if (!follows) for (const f of linkFailures(this.lastSeq, this.lastHash, rec)) this.fail(rec, f.kind, f.message);
    this.lastSeq = rec.seq;
    this.lastHash = rec.hash;
    if (this.session !== undefined && rec.session !== null && rec.session !== this.session) {
      this.fail(rec, 'session_mismatch', `entry belongs to session ${JSON.stringify(rec.session)}, file is session ${JSON.stringify(this.session)}`);
    }
  }

  /** The state after the last line linked: what the next line must follow. */
  get end(): { lastSeq: number | null; lastHash: string | null } {
    return { lastSeq: this.lastSeq, lastHash: this.lastHash };
  }
}
