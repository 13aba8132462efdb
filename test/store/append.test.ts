import { existsSync, readFileSync, statSync, writeFileSync, appendFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ZERO_HASH } from '../../src/format/digest.js';
import { computeEntryHash } from '../../src/format/entry.js';
import { appendEntry } from '../../src/store/append.js';
import { layoutFor, sessionFilePath } from '../../src/store/layout.js';
import { ProofledgerError } from '../../src/errors.js';
import { readLines, verifyCollect } from '../support/ledgerFixture.js';
import { makeTempDir } from '../support/tempRepo.js';

describe('appendEntry', () => {
  let tmp: ReturnType<typeof makeTempDir>;
  beforeEach(() => (tmp = makeTempDir()));
  afterEach(() => tmp.cleanup());
  const tool = { type: 'tool_call', tool: 'Read', decision: 'approved' } as const;

  it('fills the core fields and chains each line to the one before', () => {
    const layout = layoutFor(tmp.dir);
    const a = appendEntry(layout, 's1', tool, { fsync: false }).entry;
    const b = appendEntry(layout, 's1', tool, { fsync: false }).entry;
    expect([a.seq, a.prev, a.session, a.v]).toEqual([0, ZERO_HASH, 's1', 1]);
    expect([b.seq, b.prev]).toEqual([1, a.hash]);
    expect(a.hash).toBe(computeEntryHash(a as unknown as Record<string, unknown>));
    expect(a.id).not.toBe(b.id);
    expect(verifyCollect(sessionFilePath(layout, 's1'))).toMatchObject({ status: 'VALID', entries: 2 });
  });

  it('scrubs secrets from free text before hashing', () => {
    const layout = layoutFor(tmp.dir);
    const { entry } = appendEntry(layout, 's1', { type: 'shell_exec', command: 'curl -H "Authorization: Bearer ghp_0123456789abcdefghijABCDEFGHIJ012345" x', cwd: '.', exitCode: 0, signal: null }, { fsync: false });
    expect(JSON.stringify(entry)).not.toContain('ghp_0123456789');
    expect(readFileSync(sessionFilePath(layout, 's1'), 'utf8')).not.toContain('ghp_0123456789');
  });

  it('refuses a payload the schema refuses, naming the field, and writes nothing', () => {
    const layout = layoutFor(tmp.dir);
    const attempt = (): unknown => appendEntry(layout, 's1', { type: 'shell_exec', command: 'x', cwd: '.', exitCode: 'zero', signal: null }, { fsync: false });
    expect(attempt).toThrow(/field \/exitCode/);
    expect(existsSync(sessionFilePath(layout, 's1'))).toBe(false);
  });

  it('refuses a line over the cap, never truncating it', () => {
    const layout = layoutFor(tmp.dir);
    appendEntry(layout, 's1', tool, { fsync: false });
    const size = statSync(sessionFilePath(layout, 's1')).size;
    expect(() => appendEntry(layout, 's1', { type: 'shell_exec', command: 'x'.repeat(3000), cwd: '.', exitCode: 0, signal: null }, { fsync: false, maxLineBytes: 2048 })).toThrow(/over the 2048-byte cap.*nothing was written/);
    expect(statSync(sessionFilePath(layout, 's1')).size).toBe(size);
  });

  it('refuses to chain onto a torn last line, and onto a last line verify would refuse', () => {
    const layout = layoutFor(tmp.dir);
    appendEntry(layout, 's1', tool, { fsync: false });
    const path = sessionFilePath(layout, 's1');
    appendFileSync(path, '{"seq":1,');
    expect(() => appendEntry(layout, 's1', tool, { fsync: false })).toThrow(ProofledgerError);
    expect(() => appendEntry(layout, 's1', tool, { fsync: false })).toThrow(/torn/);
    const [line] = readLines(path);
    writeFileSync(path, line!.replace('"Read"', '"Edit"') + '\n'); // content no longer matches its hash
    expect(() => appendEntry(layout, 's1', tool, { fsync: false })).toThrow(/hash_mismatch.*refusing to chain/);
  });

  it('never lets ts go backwards within a session', () => {
    const layout = layoutFor(tmp.dir);
    const later = appendEntry(layout, 's1', tool, { fsync: false, now: () => new Date('2030-01-01T00:00:00.000Z') }).entry;
    const earlier = appendEntry(layout, 's1', tool, { fsync: false, now: () => new Date('2026-01-01T00:00:00.000Z') }).entry;
    expect(earlier.ts).toBe(later.ts);
  });
});
