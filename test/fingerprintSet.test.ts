import { describe, expect, it } from 'vitest';
import { FingerprintSet } from '../src/core/verifyChain.js';

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

  it('keeps (0, 0), which marks an empty slot, as a real member', () => {
    const set = new FingerprintSet();
    expect(set.addFingerprint(0, 0)).toBe(true);
    expect(set.addFingerprint(0, 0)).toBe(false);
    expect(set.add('01900000-0000-7000-8000-000000000001')).toBe(true);
    expect(set.add('01900000-0000-7000-8000-000000000001')).toBe(false);
  });
});
