import { readFileSync, writeFileSync, copyFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { canonicalize } from '../../src/format/canonical.js';
import { computeEntryHash } from '../../src/format/entry.js';
import { runCli } from '../support/cli.js';
import { readLines, verifyCollect, writeLines, writeSession } from '../support/ledgerFixture.js';
import { makeTempDir } from '../support/tempRepo.js';

// Each tampering is applied to a valid 10-entry session and must be detected and classified at the
// line where it happened (lines are 1-based, as verify reports them).
describe('tamper matrix', () => {
  let tmp: ReturnType<typeof makeTempDir>;
  let path: string;
  let lines: string[];
  beforeEach(() => {
    tmp = makeTempDir();
    path = writeSession(tmp.dir, 's1', 10).path;
    lines = readLines(path);
    expect(verifyCollect(path)).toMatchObject({ status: 'VALID', entries: 10, failures: [] });
  });
  afterEach(() => tmp.cleanup());

  const kindsAt = (failures: { line: number; kind: string }[]) => failures.map((f) => `${f.line}:${f.kind}`).sort();
  const parse = (l: string) => JSON.parse(l) as Record<string, unknown>;

  it('edit: a changed field without a new hash is a hash mismatch on that line only', () => {
    const e = parse(lines[4]!);
    e['command'] = 'rm -rf /';
    lines[4] = canonicalize(e);
    writeLines(path, lines);
    expect(kindsAt(verifyCollect(path).failures)).toEqual(['5:hash_mismatch']);
  });

  it('edit with a recomputed hash: the next line no longer chains', () => {
    const e = parse(lines[4]!);
    e['command'] = 'echo forged';
    e['hash'] = computeEntryHash(e);
    lines[4] = canonicalize(e);
    writeLines(path, lines);
    expect(kindsAt(verifyCollect(path).failures)).toEqual(['6:chain_broken']);
  });

  it('insert: a forged entry between two lines breaks seq and chain where it stands', () => {
    const forged = parse(lines[3]!);
    forged['id'] = '01890a5d-ac96-774b-bcce-b302099a8057';
    forged['hash'] = computeEntryHash(forged);
    lines.splice(4, 0, canonicalize(forged));
    writeLines(path, lines);
    // Line 5 repeats seq 3 and does not link; line 6 (the real seq 4) no longer links to its predecessor.
    expect(kindsAt(verifyCollect(path).failures)).toEqual(['5:chain_broken', '5:seq_order', '6:chain_broken']);
  });

  it('delete: a removed line leaves a seq gap and a broken link at the line after it', () => {
    lines.splice(3, 1);
    writeLines(path, lines);
    expect(kindsAt(verifyCollect(path).failures)).toEqual(['4:chain_broken', '4:seq_gap']);
  });

  it('delete the first line: the new first line is not a chain start', () => {
    lines.shift();
    writeLines(path, lines);
    expect(kindsAt(verifyCollect(path).failures)).toEqual(['1:chain_broken', '1:seq_gap']);
  });

  it('reorder: two swapped lines are out of order', () => {
    [lines[5], lines[6]] = [lines[6]!, lines[5]!];
    writeLines(path, lines);
    const kinds = kindsAt(verifyCollect(path).failures);
    expect(kinds).toEqual(['6:chain_broken', '6:seq_gap', '7:chain_broken', '7:seq_order', '8:chain_broken', '8:seq_gap']);
  });

  it('truncate mid-line: a torn tail at the last line', () => {
    const text = readFileSync(path, 'utf8');
    writeFileSync(path, text.slice(0, text.length - 40));
    const r = verifyCollect(path);
    expect(kindsAt(r.failures)).toEqual(['10:torn_tail']);
    expect(r.status).toBe('CORRUPTED');
  });

  it('duplicate: a repeated line repeats its id, its seq and its link', () => {
    lines.splice(7, 0, lines[6]!);
    writeLines(path, lines);
    expect(kindsAt(verifyCollect(path).failures)).toEqual(['8:chain_broken', '8:duplicate_id', '8:seq_order']);
  });

  it('bit flip inside a string value: hash mismatch at that line', () => {
    const buf = readFileSync(path);
    const lineStart = lines.slice(0, 2).reduce((n, l) => n + Buffer.byteLength(l) + 1, 0);
    const at = lineStart + lines[2]!.indexOf('npm test') + 1;
    buf[at] = buf[at]! ^ 0x01;
    writeFileSync(path, buf);
    expect(kindsAt(verifyCollect(path).failures)).toEqual(['3:hash_mismatch']);
  });

  it('bit flip that breaks UTF-8 or JSON syntax: invalid_json at that line', () => {
    const buf = readFileSync(path);
    const lineStart = lines.slice(0, 3).reduce((n, l) => n + Buffer.byteLength(l) + 1, 0);
    buf[lineStart] = 0xff;
    writeFileSync(path, buf);
    expect(kindsAt(verifyCollect(path).failures)).toEqual(['4:invalid_json']);
  });

  it('whitespace: the same entry pretty-printed is not canonical', () => {
    lines[2] = lines[2]!.replace('","', '", "');
    writeLines(path, lines);
    expect(kindsAt(verifyCollect(path).failures)).toEqual(['3:noncanonical']);
  });

  it('duplicate key: JSON.parse would keep the last, canonical form exposes it', () => {
    lines[2] = lines[2]!.replace('{', '{"check":"build",');
    writeLines(path, lines);
    expect(kindsAt(verifyCollect(path).failures)).toEqual(['3:noncanonical']);
  });

  it('escaping games: an escaped character where canonical form has it raw', () => {
    lines[1] = lines[1]!.replace('"session"', '"sess\\u0069on"');
    writeLines(path, lines);
    expect(kindsAt(verifyCollect(path).failures)).toEqual(['2:noncanonical']);
  });

  it('a byte order mark before a line is refused, on the first line and on any other', () => {
    lines[0] = '\ufeff' + lines[0]!;
    lines[5] = '\ufeff' + lines[5]!;
    writeLines(path, lines);
    const failures = verifyCollect(path).failures;
    expect(failures.filter((f) => f.kind === 'invalid_json').map((f) => f.line)).toEqual([1, 6]);
  });

  it('a line from another session is a session mismatch', () => {
    const other = writeSession(tmp.dir, 's2', 3).path;
    const foreign = readLines(other);
    writeLines(path, [...lines.slice(0, 9), foreign[2]!.replace(/"seq":2/, '"seq":9')]);
    const kinds = kindsAt(verifyCollect(path).failures);
    expect(kinds).toContain('10:session_mismatch');
  });

  it('a schema violation with a correct hash is still reported as schema', () => {
    const e = parse(lines[3]!);
    e['exitCode'] = 'zero';
    e['hash'] = computeEntryHash(e);
    lines[3] = canonicalize(e);
    writeLines(path, lines);
    const f = verifyCollect(path).failures;
    expect(kindsAt(f)).toEqual(['4:schema', '5:chain_broken']);
    expect(f[0]!.message).toContain('/exitCode');
  });

  it('reports every failure, and the CLI gives exit 1 with the JSON shape', () => {
    lines[2] = lines[2]!.replace('","', '", "');
    lines.splice(6, 1);
    writeLines(path, lines);
    copyFileSync(path, join(tmp.dir, 'copy.jsonl'));
    const r = runCli(['verify', '--json', path], { cwd: tmp.dir });
    expect(r.code).toBe(1);
    const json = JSON.parse(r.stdout) as { status: string; entries: number; failures: { path: string; line: number; seq: number | null; kind: string; message: string }[] };
    expect(json.status).toBe('CORRUPTED');
    expect(json.entries).toBe(9);
    expect(json.failures.map((f) => `${f.line}:${f.kind}`).sort()).toEqual(['3:noncanonical', '7:chain_broken', '7:seq_gap']);
    for (const f of json.failures) expect(Object.keys(f).sort()).toEqual(['kind', 'line', 'message', 'path', 'seq']);
    const human = runCli(['verify', path], { cwd: tmp.dir });
    expect(human.code).toBe(1);
    expect(human.stdout).toMatch(/^CORRUPTED +\S+s1\.jsonl +\(9 entries, 3 failures\)$/m);
    expect(human.stdout.trim().split('\n').at(-1)).toBe('CORRUPTED: 1 file, 9 entries, 3 failures in 1 corrupted file');
  });

  it('an empty file is EMPTY and exits 0', () => {
    writeFileSync(path, '');
    expect(verifyCollect(path).status).toBe('EMPTY');
    expect(runCli(['verify', path], { cwd: tmp.dir }).code).toBe(0);
  });
});
