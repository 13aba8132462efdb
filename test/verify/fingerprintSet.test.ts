import { describe, expect, it } from 'vitest';
import { FingerprintSet } from '../../src/verify/verifyChain.js';

describe('id fingerprint set', () => {
  it.each([0, 50_000])('finds every repeat and nothing else, growing or pre-sized (expected %i)', (expected) => {
    const set = new FingerprintSet(expected);
    let seed = 7;
    const next = (): number => (seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0);
    const added: [number, number][] = [];
    for (let i = 0; i < 50_000; i++) {
      const fp: [number, number] = [next(), next()];
      expect(set.addFingerprint(fp[0], fp[1])).toBe(true);
      added.push(fp);
    }
    for (const [h, l] of added.filter((_, i) => i % 97 === 0)) expect(set.addFingerprint(h, l)).toBe(false);
    for (let i = 0; i < 1000; i++) expect(set.addFingerprint(next(), next())).toBe(true);
  });

  it.each([0, 20_000])('adds triples in one call exactly as one by one: repeats in and across batches, (0, 0), growth (expected %i)', (expected) => {
    let seed = 11;
    const next = (): number => (seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0);
    const pool: [number, number][] = [[0, 0], [0, 1], [5, 0]];
    for (let i = 0; i < 3000; i++) pool.push([next(), next()]);
    const batched = new FingerprintSet(expected);
    const single = new FingerprintSet(expected);
    let line = 0;
    let repeats = 0;
    for (let b = 0; b < 12; b++) {
      const n = 1 + (next() % 2500);
      const triples = new Uint32Array(3 * n);
      const want: number[] = [];
      for (let k = 0; k < n; k++) {
        // A third drawn from the pool, so that repeats fall within a batch and across batches.
        const [h, l] = next() % 3 === 0 ? pool[next() % pool.length]! : [next(), next()];
        triples.set([h, l, ++line], 3 * k);
        if (!single.addFingerprint(h, l)) want.push(line);
      }
      const got = batched.addTriples(triples);
      expect(got).toEqual(want);
      repeats += want.length;
    }
    expect(repeats).toBeGreaterThan(1000);
  });

  it('keeps (0, 0), which marks an empty slot, as a real member', () => {
    const set = new FingerprintSet();
    expect(set.addFingerprint(0, 0)).toBe(true);
    expect(set.addFingerprint(0, 0)).toBe(false);
    expect(set.add('01900000-0000-7000-8000-000000000001')).toBe(true);
    expect(set.add('01900000-0000-7000-8000-000000000001')).toBe(false);
  });
});
