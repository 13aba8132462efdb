import { appendFileSync, closeSync, openSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ZERO_HASH } from '../../src/format/digest.js';
import { appendEntry } from '../../src/store/append.js';
import { layoutFor, sessionFilePath } from '../../src/store/layout.js';
import { repairSessionFile } from '../../src/store/repair.js';
import { readChainTail } from '../../src/store/tail.js';
import { verifyCollect } from '../support/ledgerFixture.js';
import { makeTempDir } from '../support/tempRepo.js';

describe('repair and the chain tail', () => {
  let tmp: ReturnType<typeof makeTempDir>;
  let path: string;
  const layout = (): ReturnType<typeof layoutFor> => layoutFor(tmp.dir);
  const tool = { type: 'tool_call', tool: 'Read', decision: 'approved' } as const;
  beforeEach(() => {
    tmp = makeTempDir();
    path = sessionFilePath(layout(), 's1');
  });
  afterEach(() => tmp.cleanup());
  const tailOf = (): ReturnType<typeof readChainTail> => {
    const fd = openSync(path, 'r');
    try {
      return readChainTail(fd, statSync(path).size, path, 's1');
    } finally {
      closeSync(fd);
    }
  };

  it('the tail of an empty file starts the chain; of a file, follows its last entry', () => {
    appendEntry(layout(), 's1', tool, { fsync: false });
    writeFileSync(path, '');
    expect(tailOf()).toMatchObject({ nextSeq: 0, prev: ZERO_HASH, lastTs: null });
    const a = appendEntry(layout(), 's1', tool, { fsync: false }).entry;
    const b = appendEntry(layout(), 's1', tool, { fsync: false }).entry;
    expect(tailOf()).toMatchObject({ nextSeq: 2, prev: b.hash, lastTs: b.ts });
    expect(a.seq).toBe(0);
  });

  it('the tail finds a last line longer than its first read window', () => {
    appendEntry(layout(), 's1', tool, { fsync: false });
    const big = appendEntry(layout(), 's1', { type: 'shell_exec', command: 'y'.repeat(30_000), cwd: '.', exitCode: 0, signal: null }, { fsync: false, maxLineBytes: 200_000 }).entry;
    for (let i = 0; i < 3; i++) appendFileSync(path, ''); // no-op writes do not move the tail
    expect(tailOf()).toMatchObject({ nextSeq: 2, prev: big.hash });
  });

  it('repair moves a torn tail to quarantine, keeps every byte, and appends continue', () => {
    for (let i = 0; i < 3; i++) appendEntry(layout(), 's1', tool, { fsync: false });
    const before = readFileSync(path);
    appendFileSync(path, '{"v":1,"seq":3,"torn');
    expect(() => tailOf()).toThrow(/torn/);
    const r = repairSessionFile(path, new Date('2026-11-23T10:00:00.000Z'));
    expect(r.quarantinedBytes).toBe('{"v":1,"seq":3,"torn'.length);
    expect(readFileSync(r.quarantinePath!, 'utf8')).toBe('{"v":1,"seq":3,"torn');
    expect(readFileSync(path).equals(before)).toBe(true);
    appendEntry(layout(), 's1', tool, { fsync: false });
    expect(verifyCollect(path)).toMatchObject({ status: 'VALID', entries: 4 });
  });

  it('repair leaves a whole file alone', () => {
    appendEntry(layout(), 's1', tool, { fsync: false });
    const before = readFileSync(path);
    expect(repairSessionFile(path)).toMatchObject({ quarantinedBytes: 0, quarantinePath: null });
    expect(readFileSync(path).equals(before)).toBe(true);
  });
});
