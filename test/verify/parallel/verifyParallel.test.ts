import { readFileSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canonicalize } from '../../../src/format/canonical.js';
import { computeEntryHash } from '../../../src/format/entry.js';
import type { VerifyFailure } from '../../../src/verify/verifyChain.js';
// @ts-ignore -- the built module: its workers load build/verify/parallel/verifyWorker.js
import { verifyFileParallel as builtVerifyFileParallel, verifyFilesParallel as builtVerifyFilesParallel } from '../../../build/verify/parallel/verifyParallel.js';
const verifyFileParallel = builtVerifyFileParallel as typeof import('../../../src/verify/parallel/verifyParallel.js').verifyFileParallel;
const verifyFilesParallel = builtVerifyFilesParallel as typeof import('../../../src/verify/parallel/verifyParallel.js').verifyFilesParallel;
import { generateSession, readLines, verifyCollect, writeLines, writeSession } from '../../support/ledgerFixture.js';
import { makeTempDir } from '../../support/tempRepo.js';

// The parallel verifier must report exactly what the single-threaded one reports, including for
// tampering that falls where two ranges meet. Workers run the built code (build/verify/parallel/verifyWorker.js).
describe('parallel verify', () => {
  let tmp: ReturnType<typeof makeTempDir>;
  let path: string;
  let pristine: string[];
  beforeAll(() => {
    tmp = makeTempDir();
    path = writeSession(tmp.dir, 'p', 400).path;
    pristine = readLines(path);
  });
  afterAll(() => tmp.cleanup());

  const both = async (threads: number, chunkBytes?: number) => {
    const parallel: VerifyFailure[] = [];
    const report = await verifyFileParallel(path, (f) => parallel.push(f), { threads, minParallelBytes: 0, chunkBytes });
    const single = verifyCollect(path);
    return { report, parallel: parallel.map((f) => `${f.line}:${f.kind}`), single: single.failures.map((f) => `${f.line}:${f.kind}`), singleStatus: single.status, singleEntries: single.entries };
  };

  it.each([2, 3, 7])('agrees with the single-threaded verifier on a valid file (%i threads)', async (threads) => {
    writeLines(path, pristine);
    const r = await both(threads);
    expect(r.report).toMatchObject({ status: 'VALID', entries: 400, failures: 0 });
    expect(r.parallel).toEqual([]);
  });

  it.each([
    [2, undefined],
    [3, undefined],
    [5, undefined],
    [2, 3000],
    [3, 1000],
  ])('agrees on every kind of tampering, wherever the chunks meet (%i threads, chunks of %s bytes)', async (threads, chunkBytes) => {
    const lines = [...pristine];
    // Delete, reorder, duplicate, edit and re-hash, break a line, spread across the file.
    lines.splice(60, 1);
    [lines[150], lines[151]] = [lines[151]!, lines[150]!];
    lines.splice(220, 0, lines[219]!);
    const e = JSON.parse(lines[300]!) as Record<string, unknown>;
    e['durationMs'] = 999;
    e['hash'] = computeEntryHash(e);
    lines[300] = canonicalize(e);
    lines[350] = lines[350]!.slice(0, 40);
    writeLines(path, lines);
    writeFileSync(path, readFileSync(path, 'utf8') + '{"torn":');
    const r = await both(threads, chunkBytes);
    expect(r.parallel.length).toBeGreaterThan(8);
    expect(r.parallel).toEqual(r.single);
    expect(r.report.status).toBe(r.singleStatus);
    expect(r.report.entries).toBe(r.singleEntries);
  });

  it('reports progress chunk by chunk, rising to the file size', async () => {
    writeLines(path, pristine);
    const seen: number[] = [];
    let total = 0;
    const report = await verifyFileParallel(path, () => {}, { threads: 2, minParallelBytes: 0, chunkBytes: 4000, onProgress: (done: number, size: number) => {
      seen.push(done);
      total = size;
    } });
    expect(report.status).toBe('VALID');
    expect(seen.length).toBeGreaterThan(10);
    expect([...seen].sort((a, b) => a - b)).toEqual(seen);
    expect(seen[seen.length - 1]).toBe(total);
  });
});

// A ledger of many sessions shares the cores as one large file does: every file's chunks go into one
// queue, and reports and failures still come out file by file, line by line.
describe('parallel verify over many files', () => {
  let tmp: ReturnType<typeof makeTempDir>;
  let paths: string[];
  beforeAll(() => {
    tmp = makeTempDir();
    paths = [];
    for (let f = 0; f < 9; f++) paths.push(generateSession(tmp.dir, `s${f}`, f === 4 ? 0 : 30 + f * 57));
    // Tamper with some: an edited line, a duplicated line, a torn tail; one file is empty.
    const edit = readLines(paths[1]!);
    edit[20] = edit[20]!.replace('"durationMs":20', '"durationMs":21');
    writeLines(paths[1]!, edit);
    const dup = readLines(paths[6]!);
    dup.splice(300, 0, dup[100]!);
    writeLines(paths[6]!, dup);
    writeFileSync(paths[8]!, readFileSync(paths[8]!, 'utf8') + '{"torn":');
    writeFileSync(paths[4]!, '');
  });
  afterAll(() => tmp.cleanup());

  it.each([
    [2, 2000],
    [3, 700],
    [2, 1 << 20],
  ])('reports each file and failure as the files verified one by one do (%i threads, chunks of %i bytes)', async (threads, chunkBytes) => {
    const expected = paths.map((p) => verifyCollect(p));
    const failures: string[] = [];
    const order: string[] = [];
    const reports = await verifyFilesParallel(paths, (f) => failures.push(`${f.path}:${f.line}:${f.kind}`), { threads, minParallelBytes: 0, chunkBytes, onFile: (r) => order.push(r.path) });
    expect(order).toEqual(paths);
    expect(reports.map((r) => [r.path, r.status, r.entries, r.failures])).toEqual(expected.map((e, i) => [paths[i], e.status, e.entries, e.failures.length]));
    expect(failures).toEqual(expected.flatMap((e, i) => e.failures.map((f) => `${paths[i]}:${f.line}:${f.kind}`)));
    expect(failures.length).toBeGreaterThan(3);
    expect(reports.map((r) => r.status)).toContain('EMPTY');
  });
});
