// Nothing smuggled through the schema: a path with a line end (or any other control character) before
// or after a forbidden form, and a timestamp the writer never makes. Checked through the real CLI
// (`append` refuses it, `verify` of a hand-written line reports it), the full checks and the fast line
// matcher, which must agree. test/vectors/verify/schema/path-smuggled-* hold the same cases as files.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canonicalize } from '../../src/format/canonical.js';
import { computeEntryHash } from '../../src/format/entry.js';
import { validateEntry } from '../../src/format/schemaValidation.js';
import { matchCanonicalEntry } from '../../src/verify/fast/entryLineMatcher.js';
import { checkLine, checkLineFully } from '../../src/verify/lineChecks.js';
import { runCli } from '../support/cli.js';
import { makeTempDir } from '../support/tempRepo.js';

const FORMS = ['../../etc/passwd', 'a/../b', 'a/..', './a', 'a/./b', '/etc/passwd', 'a//b', 'a\\b', '\\b', '//b', '/./b'];
const CONTROLS: Record<string, string> = { lf: '\n', cr: '\r', crlf: '\r\n', nul: '\u0000', tab: '\t', vt: '\u000b', us: '\u001f', del: '\u007f', nel: '\u0085', c1: '\u009f', ls: '\u2028', ps: '\u2029' };
const smuggled: [string, string][] = Object.entries(CONTROLS).flatMap(([name, c]) => [
  [`${name} alone`, `a${c}b`],
  ...FORMS.flatMap((f): [string, string][] => [
    [`${name} before ${f}`, `x${c}${f}`],
    [`${name} after ${f}`, `${f}${c}x`],
    [`${name} first, then ${f}`, `${c}${f}`],
    [`${f}, then ${name} last`, `${f}${c}`],
  ]),
]);
const sha = 'a'.repeat(64);

function line(fields: Record<string, unknown>): string {
  const e: Record<string, unknown> = { v: 1, seq: 0, id: '01900000-0000-7000-8000-000000000000', ts: '2026-01-01T00:00:00.000Z', session: 's1', prev: '0'.repeat(64), type: 'file_write', path: 'a', sha256: sha, bytes: 1, ...fields };
  e.hash = computeEntryHash(e);
  return canonicalize(e);
}

describe('the schema refuses every smuggled path', () => {
  it.each(smuggled)('%s', (_name, path) => {
    expect(validateEntry(JSON.parse(line({ path }))), JSON.stringify(path)).toMatchObject({ field: '/path' });
    const text = line({ path });
    const bytes = Buffer.from(text);
    // The fast path never takes it, and the full checks and checkLine agree it is a schema failure.
    expect(matchCanonicalEntry(text)).toBeNull();
    expect(checkLine(bytes, 1)).toEqual(checkLineFully(bytes, 1));
    expect(checkLineFully(bytes, 1).failures.map((f) => f.kind)).toEqual(['schema']);
  });

  it('still takes ordinary paths, spaces and non-ASCII names included', () => {
    for (const path of ['a', 'src/a b/c.ts', 'docs/ünïcode/файл.md', '.github/workflows/ci.yml', 'a/.b/..c/...', 'a.../b']) {
      expect(validateEntry(JSON.parse(line({ path }))), path).toBeNull();
      const bytes = Buffer.from(line({ path }));
      expect(checkLine(bytes, 1)).toEqual(checkLineFully(bytes, 1));
      expect(checkLine(bytes, 1).failures).toEqual([]);
    }
  });
});

describe('timestamps: only what the writer makes', () => {
  it.each(['2024-06-30T23:59:60.000Z', '2026-12-31T23:59:60.999Z', '2026-01-01T24:00:00.000Z', '2026-01-01T00:60:00.000Z', '2026-01-01T00:00:00.000+00:00', '2026-01-01T00:00:00Z', '2026-01-01t00:00:00.000z'])('refuses %s', (ts) => {
    expect(validateEntry(JSON.parse(line({ ts })))).toMatchObject({ field: '/ts' });
    const bytes = Buffer.from(line({ ts }));
    expect(checkLine(bytes, 1)).toEqual(checkLineFully(bytes, 1));
    expect(checkLine(bytes, 1).failures.map((f) => f.kind)).toEqual(['schema']);
  });
  it('takes every time of day the writer can write', () => {
    for (const ts of ['2024-02-29T23:59:59.999Z', '2026-01-01T00:00:00.000Z', new Date().toISOString()]) expect(validateEntry(JSON.parse(line({ ts }))), ts).toBeNull();
  });
});

describe('through the CLI', () => {
  let tmp: ReturnType<typeof makeTempDir>;
  beforeAll(() => {
    tmp = makeTempDir();
    expect(runCli(['init'], { cwd: tmp.dir }).code).toBe(0);
  });
  afterAll(() => tmp.cleanup());

  it.each([['x\n/../../etc/passwd'], ['a\n\\b'], ['a\n//b'], ['a\n/./b'], ['../x\u2028'], ['a\r/../b']])('append refuses %j in one line naming the field, and writes nothing', (path) => {
    const r = runCli(['append', '--session', 's1'], { cwd: tmp.dir, input: JSON.stringify({ type: 'file_write', path, sha256: sha, bytes: 1 }) });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^proofledger: stdin: field \/path: must be a repository-relative POSIX path .*control characters/);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
  });

  it('verify reports a hand-written smuggled line, and a leap second, as CORRUPTED (exit 1)', () => {
    expect(runCli(['append', '--session', 's2'], { cwd: tmp.dir, input: '{"type":"session","event":"start"}' }).code).toBe(0);
    const file = join(tmp.dir, '.proofledger', 'sessions', 's2.jsonl');
    const first = JSON.parse(readFileSync(file, 'utf8')) as { hash: string };
    const e: Record<string, unknown> = { v: 1, seq: 1, id: '01900000-0000-7000-8000-000000000001', ts: '2026-06-30T23:59:59.000Z', session: 's2', prev: first.hash, type: 'file_write', path: 'x\n/../../etc/passwd', sha256: sha, bytes: 1 };
    e.hash = computeEntryHash(e);
    const f: Record<string, unknown> = { v: 1, seq: 2, id: '01900000-0000-7000-8000-000000000002', ts: '2026-06-30T23:59:60.000Z', session: 's2', prev: e.hash, type: 'file_write', path: 'ok', sha256: sha, bytes: 1 };
    f.hash = computeEntryHash(f);
    writeFileSync(file, readFileSync(file, 'utf8') + canonicalize(e) + '\n' + canonicalize(f) + '\n');
    const r = runCli(['verify', 's2'], { cwd: tmp.dir });
    expect(r.code).toBe(1);
    expect(r.stdout + r.stderr).toMatch(/CORRUPTED/);
    expect(r.stdout + r.stderr).toMatch(/s2\.jsonl:2 [^\n]*field \/path/);
    expect(r.stdout + r.stderr).toMatch(/s2\.jsonl:3 [^\n]*field \/ts: must be a UTC timestamp/);
  });
});
