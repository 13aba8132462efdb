// Reading claims is linear in the text on hostile input of every shape (issue 23): a commit message
// has no size limit, and one that took the reader quadratic time stalled every push and CI run of its
// branch. Each shape is read at 256 KiB and at 1 MiB; four times the text may take about four times as
// long, never sixteen. Times go in `npm run bench`; this compares a ratio with a generous bound.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findClaims } from '../../src/gate/claims.js';

const opts = { builtin: true, extra: [{ pattern: /QA signed off/i, checks: ['test' as const] }] };
const KIB = 1024;

/** The shapes (shared with `npm run bench`), each repeated to the size read; and a real-looking body. */
const HOSTILE_SHAPES: Record<string, string> = {
  ...(JSON.parse(readFileSync(join(import.meta.dirname, '..', 'vectors', 'claims', 'hostile-shapes.json'), 'utf8')) as { shapes: Record<string, string> }).shapes,
  'normal text': 'Fixes the parser for nested lists.\n\n## Testing\n- [x] `npm test` passes (1784 passed / 0 failed)\n- Project builds and `cargo clippy --all-targets` is clean.\n> quoted: all tests pass\n| Tests | 4 failures | All passing |\n',
};

const text = (unit: string, bytes: number): string => unit.repeat(Math.ceil(bytes / Buffer.byteLength(unit)));

function fastest(t: string): number {
  let best = Infinity;
  for (let i = 0; i < 3; i++) {
    const start = performance.now();
    findClaims(t, 'commit', 'x', opts);
    best = Math.min(best, performance.now() - start);
  }
  return best;
}

describe('reading claims is linear', () => {
  it.each(Object.keys(HOSTILE_SHAPES))('%s: 1 MiB takes about four times 256 KiB, not sixteen', (shape) => {
    const unit = HOSTILE_SHAPES[shape]!;
    const small = text(unit, 256 * KIB);
    const large = text(unit, 1024 * KIB);
    fastest(small); // warm up the compiled code
    // Below a few milliseconds a run measures the machine, not the reader: the floor keeps a busy
    // machine from failing a linear reader, while a quadratic one takes seconds at 1 MiB. A machine
    // shared with other work can stall one round: the best of three rounds is taken.
    let ratio = Infinity;
    for (let round = 0; round < 3 && ratio >= 10; round++) ratio = Math.min(ratio, fastest(large) / Math.max(fastest(small), 5));
    expect(ratio).toBeLessThan(10);
  });

  // A sentence is read at most MAX_SENTENCE characters at a time, so a rule that scans its sentence for
  // each word is linear in the text yet quadratic in the window: the ratio above cannot see it. Here the
  // same words fill the window as one sentence, and then as short sentences: the long one may cost
  // about as much per character (it costs less), never twice as much (a scan per word once made it six
  // times as much at this size).
  it.each(['✅', 'tests pass ', 'passed ', 'QA signed off ', '`make` builds the docs '])('%j in one long sentence costs no more than twice as much as in short ones', (unit) => {
    const long = text(unit, 256 * KIB);
    const short = text(unit.trimEnd() + '.\n', 256 * KIB);
    fastest(long); // warm up the compiled code
    let ratio = Infinity;
    for (let round = 0; round < 3 && ratio >= 2; round++) ratio = Math.min(ratio, fastest(long) / Math.max(fastest(short), 5));
    expect(ratio).toBeLessThan(2);
  });

  it('keeps 500 claims of a text, then only those that assert a check none before did', () => {
    const claims = findClaims('Verified the flag works. Tests pass. '.repeat(2000) + 'Lint is clean.', 'commit', 'x', opts);
    expect(claims).toHaveLength(501);
    expect(claims.at(-1)!.checks).toEqual(['lint']);
  });

  it('takes back the checks an edit names for 100 edits, then everything each later edit follows', () => {
    const edits = (n: number): string => 'Lint is clean. Tests pass.\n\nEdit: actually tests fail.\n\n'.repeat(n);
    expect(findClaims(edits(100), 'commit', 'x', opts).map((c) => c.checks)).toEqual(Array.from({ length: 100 }, () => ['lint']));
    expect(findClaims(edits(101), 'commit', 'x', opts)).toEqual([]);
  });

  it('keeps at most 200 characters of each claim', () => {
    const claims = findClaims(text('tests pass ', 1024 * KIB), 'commit', 'x', opts);
    expect(claims.length).toBeGreaterThan(0);
    expect(Math.max(...claims.map((c) => c.text.length))).toBeLessThanOrEqual(200);
  });
});
