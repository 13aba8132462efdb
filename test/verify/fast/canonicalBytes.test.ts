import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { canonicalize } from '../../../src/format/canonical.js';
import { isCertainlyCanonical } from '../../../src/verify/fast/canonicalBytes.js';
import { REPO_ROOT } from '../../support/cli.js';

const exactlyCanonical = (text: string): boolean => {
  try {
    return canonicalize(JSON.parse(text)) === text;
  } catch {
    return false;
  }
};
const bytes = (text: string): Uint8Array => new TextEncoder().encode(text);

describe('one-pass canonical test on bytes', () => {
  const rows = readFileSync(join(REPO_ROOT, 'test', 'vectors', 'canonical-lines.tsv'), 'utf8')
    .split('\n')
    .filter((l) => l && !l.startsWith('#'))
    .map((l) => [l.slice(0, l.indexOf('\t')), l.slice(l.indexOf('\t') + 1)] as [string, string]);

  it.each(rows)('%s: %s', (expected, text) => {
    JSON.parse(text); // every vector is valid JSON: the test's precondition
    expect(exactlyCanonical(text)).toBe(expected !== 'not');
    expect(isCertainlyCanonical(bytes(text))).toBe(expected === 'fast');
  });

  it('never certifies a line the exact check refuses (seeded random lines, formatted every way)', () => {
    let seed = 0x5eed;
    const rand = (n: number): number => {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      return (seed >>> 8) % n;
    };
    const pick = <T>(xs: readonly T[]): T => xs[rand(xs.length)]!;
    const keys = ['a', 'b', 'ab', 'B', '_', '', '0', '10', '9', 'é', 'z', 'hash', 'seq'];
    const numbers = ['0', '-0', '1', '-1', '1.0', '1e2', '1E2', '15', '0.5', '1e-7', '123456789012345', '1234567890123456', '9007199254740993', '-12'];
    const strings = ['"x"', '"é"', '"\\/"', '"\\u0041"', '"\\n"', '"\\u000a"', '"\\u001f"', '"a\\"b"', '"/"', '"\\ud83d\\ude00"', '"😀"'];
    const space = (): string => (rand(12) === 0 ? pick([' ', '\n', '\t', '\r']) : '');
    const value = (depth: number): string => {
      const k = rand(depth > 2 ? 3 : 5);
      if (k === 0) return pick(numbers);
      if (k === 1) return pick(strings);
      if (k === 2) return pick(['true', 'false', 'null']);
      if (k === 3) return `[${Array.from({ length: rand(3) }, () => space() + value(depth + 1) + space()).join(',')}]`;
      const members = Array.from({ length: rand(4) }, () => `${space()}"${pick(keys)}"${space()}:${space()}${value(depth + 1)}`);
      return `{${members.join(',')}}`;
    };
    let certified = 0;
    let canonical = 0;
    for (let i = 0; i < 20000; i++) {
      const text = space() + `{${Array.from({ length: rand(5) }, () => `"${pick(keys)}":${value(1)}`).join(',')}}`;
      let parses = true;
      try {
        JSON.parse(text);
      } catch {
        parses = false;
      }
      if (!parses) continue;
      const exact = exactlyCanonical(text);
      if (exact) canonical++;
      if (isCertainlyCanonical(bytes(text))) {
        certified++;
        expect(exact, text).toBe(true);
      }
    }
    // The generator must reach both sides, or this test proves nothing.
    expect(certified).toBeGreaterThan(500);
    expect(canonical).toBeGreaterThan(certified);
  });
});
