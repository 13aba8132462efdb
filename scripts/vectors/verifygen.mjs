// Generates the verifier's test vectors: test/vectors/verify/<kind>/<case>.jsonl, each a session file
// tampered in one known way, beside <case>.expected.json with the failures it must give (by
// construction, not by running a verifier). One test (test/verify/vectors.test.ts) walks them all
// through every path that verifies session bytes and asserts that they agree. In the manner of
// transparency-dev/merkle's cmd/proofgen: the cases are data; this program is how they were made.
//
//   node scripts/vectors/verifygen.mjs [OUT_DIR]     (default test/vectors/verify; needs `npm run build`)
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { canonicalize } from '../../build/format/canonical.js';
import { computeEntryHash } from '../../build/format/entry.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const out = process.argv[2] ?? join(root, 'test', 'vectors', 'verify');
const SESSION = 'vec-session';
const ZERO = '0'.repeat(64);

/** A valid session of `n` entries, fixed ids and times, chained as the writer chains. */
function session(n, id = SESSION) {
  const payloads = [
    (i) => ({ type: 'file_write', path: `src/f${i}.ts`, sha256: (i % 16).toString(16).repeat(64), bytes: 10 + i, source: 'hook:claude-code' }),
    (i) => ({ type: 'shell_exec', command: `npm run step-${i}`, cwd: '.', exitCode: 0, signal: null, durationMs: i, source: 'exec' }),
    (i) => ({ type: 'verification', check: 'test', passed: true, command: 'npm test', exitCode: 0, durationMs: 5, tests: { passed: i, failed: 0, skipped: 0 }, tree: 'ab'.repeat(20), source: 'exec' }),
  ];
  const entries = [];
  let prev = ZERO;
  for (let i = 0; i < n; i++) {
    const payload = i === 0 ? { type: 'session', event: 'start', agent: { name: 'vector-agent' } } : payloads[(i - 1) % 3](i);
    const e = { v: 1, seq: i, id: `01900000-0000-7000-8000-${i.toString(16).padStart(12, '0')}`, ts: new Date(Date.UTC(2026, 0, 1, 0, 0, i)).toISOString(), session: id, prev, ...payload };
    e.hash = computeEntryHash(e);
    prev = e.hash;
    entries.push(e);
  }
  return entries;
}
const lines = (entries) => entries.map((e) => canonicalize(e));

/** A session start followed by these payloads, each chained and hashed as the writer would (only the schema can refuse them). */
function chained(payloads, id = SESSION) {
  let prev = ZERO;
  return [{ type: 'session', event: 'start', agent: { name: 'vector-agent' } }, ...payloads].map((payload, i) => {
    const e = rehash({ v: 1, seq: i, id: `01900000-0000-7000-8000-${i.toString(16).padStart(12, '0')}`, ts: new Date(Date.UTC(2026, 0, 1, 0, 0, i)).toISOString(), session: id, prev, ...payload });
    prev = e.hash;
    return e;
  });
}

// Every path form the schema forbids, with a line end or other control character right before it
// and right after it: an engine whose `.` stops at a line end, or whose `$` matches before one, must
// not be able to read past it. One vector per character, every line of it a schema failure.
const FORBIDDEN_PATH_FORMS = ['../etc/passwd', 'a/../../b', 'a/..', './a', 'a/./b', '/etc/passwd', 'a//b', 'a\\b', '\\b'];
const SMUGGLING_CHARACTERS = { lf: '\n', cr: '\r', crlf: '\r\n', nul: '\u0000', tab: '\t', us: '\u001f', del: '\u007f', nel: '\u0085', csi: '\u009b', ls: '\u2028', ps: '\u2029' };
function smuggledPaths(c) {
  const paths = [`x${c}`, `${c}x`, `a${c}b`];
  for (const form of FORBIDDEN_PATH_FORMS) paths.push(`x${c}${form}`, `${form}${c}x`, `${c}${form}`, `${form}${c}`);
  const entries = chained(paths.map((path) => ({ type: 'file_write', path, sha256: 'a'.repeat(64), bytes: 1, source: 'append' })));
  return [text(lines(entries)), paths.map((_, i) => `${i + 2}:schema`)];
}
const text = (ls, finalNewline = true) => ls.join('\n') + (finalNewline ? '\n' : '');
const rehash = (e) => ({ ...e, hash: computeEntryHash(e) });

/** kind → case → [file bytes, expected "line:kind" failures]. */
const cases = {
  valid: {
    'ten-entries': () => [text(lines(session(10))), []],
    'one-entry': () => [text(lines(session(1))), []],
    empty: () => ['', []],
  },
  invalid_json: {
    'not-json': () => { const l = lines(session(6)); l[3] = '{"seq":3,'; return [text(l), ['4:invalid_json']]; },
    'not-an-object': () => { const l = lines(session(6)); l[2] = '[1,2,3]'; return [text(l), ['3:invalid_json']]; },
    'not-utf8': () => { const l = lines(session(6)); return [Buffer.concat([Buffer.from(text(l.slice(0, 3))), Buffer.from([0xff, 0xfe]), Buffer.from(l[3].slice(2) + '\n' + text(l.slice(4)))]), ['4:invalid_json']]; },
    // An unreadable line is taken to hold the next seq: the line after it, which repeats that seq, is out of order.
    'empty-line': () => { const l = lines(session(6)); l.splice(3, 0, ''); return [text(l), ['4:invalid_json', '5:seq_order']]; },
    'byte-order-mark': () => { const l = lines(session(6)); l[0] = '\ufeff' + l[0]; return [text(l), ['1:invalid_json']]; },
  },
  noncanonical: {
    whitespace: () => { const l = lines(session(6)); l[2] = l[2].replace('","', '", "'); return [text(l), ['3:noncanonical']]; },
    'escaped-character': () => { const l = lines(session(6)); l[1] = l[1].replace('"session"', '"sess\\u0069on"'); return [text(l), ['2:noncanonical']]; },
    'duplicate-key': () => { const l = lines(session(6)); l[3] = l[3].replace('{', '{"check":"build",'); return [text(l), ['4:noncanonical']]; },
  },
  schema: {
    'wrong-type-rehashed': () => { const e = session(6); e[2] = rehash({ ...e[2], exitCode: 'zero' }); return [text(lines(e)), ['3:schema', '4:chain_broken']]; },
    'unknown-member-rehashed': () => { const e = session(6); e[4] = rehash({ ...e[4], extra: 1 }); return [text(lines(e)), ['5:schema', '6:chain_broken']]; },
    'bad-source-rehashed': () => { const e = session(6); e[5] = rehash({ ...e[5], source: 'trusted' }); return [text(lines(e)), ['6:schema']]; },
    ...Object.fromEntries(Object.entries(SMUGGLING_CHARACTERS).map(([name, c]) => [`path-smuggled-${name}`, () => smuggledPaths(c)])),
    // A timestamp the writer never makes: a leap second (RFC 3339 allows 23:59:60, Date never shows it).
    'leap-second': () => { const e = session(4); e[2] = rehash({ ...e[2], ts: '2024-06-30T23:59:60.000Z' }); return [text(lines(e)), ['3:schema', '4:chain_broken']]; },
  },
  hash_mismatch: {
    'edited-field': () => { const e = session(8); e[5] = { ...e[5], command: 'rm -rf /' }; return [text(lines(e)), ['6:hash_mismatch']]; },
    'edited-passed': () => { const e = session(8); e[3] = { ...e[3], passed: false }; return [text(lines(e)), ['4:hash_mismatch']]; },
  },
  seq_gap: {
    'deleted-line': () => { const l = lines(session(8)); l.splice(3, 1); return [text(l), ['4:chain_broken', '4:seq_gap']]; },
    'deleted-first-line': () => { const l = lines(session(8)); l.shift(); return [text(l), ['1:chain_broken', '1:seq_gap']]; },
  },
  seq_order: {
    'swapped-lines': () => { const l = lines(session(10)); [l[5], l[6]] = [l[6], l[5]]; return [text(l), ['6:chain_broken', '6:seq_gap', '7:chain_broken', '7:seq_order', '8:chain_broken', '8:seq_gap']]; },
  },
  chain_broken: {
    'edited-and-rehashed': () => { const e = session(8); e[5] = rehash({ ...e[5], command: 'echo forged' }); return [text(lines(e)), ['7:chain_broken']]; },
    'first-prev-not-zero': () => { const e = session(4); e[0] = rehash({ ...e[0], prev: '1'.repeat(64) }); return [text(lines(e)), ['1:chain_broken', '2:chain_broken']]; },
  },
  duplicate_id: {
    'repeated-line': () => { const l = lines(session(10)); l.splice(7, 0, l[6]); return [text(l), ['8:chain_broken', '8:duplicate_id', '8:seq_order']]; },
  },
  session_mismatch: {
    'line-of-another-session': () => { const e = session(6); const f = session(6, 'other-session'); e[5] = f[5]; return [text(lines(e)), ['6:chain_broken', '6:session_mismatch']]; },
  },
  torn_tail: {
    truncated: () => { const t = text(lines(session(10))); return [t.slice(0, t.length - 40), ['10:torn_tail']]; },
    'no-final-newline': () => [text(lines(session(3)), false), ['3:torn_tail']],
  },
};

rmSync(out, { recursive: true, force: true });
let n = 0;
for (const [kind, byName] of Object.entries(cases)) {
  mkdirSync(join(out, kind), { recursive: true });
  for (const [name, make] of Object.entries(byName)) {
    const [bytes, failures] = make();
    writeFileSync(join(out, kind, `${name}.jsonl`), bytes);
    writeFileSync(join(out, kind, `${name}.expected.json`), JSON.stringify({ session: SESSION, failures: [...failures].sort() }, null, 2) + '\n');
    n++;
  }
}
console.log(`${n} vectors in ${out}`);
