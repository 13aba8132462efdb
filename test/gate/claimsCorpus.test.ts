// The claim reader measured on real text: every case in test/vectors/claims/corpus (verbatim PR
// titles and bodies, commit messages, agents' final messages, bot bodies, templates; labelled by hand
// before any measuring, see its README). Precision and recall on whole texts and per check kind, for
// each split. The reader is tuned on `tune` only; `heldout` is measured and reported, never tuned on.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findClaims } from '../../src/gate/claims.js';

const DIR = join(import.meta.dirname, '..', 'vectors', 'claims', 'corpus');
const KINDS = ['test', 'build', 'lint', 'typecheck'] as const;
type Kind = (typeof KINDS)[number];

interface Case {
  id: string;
  kind: string;
  author: string;
  split: 'tune' | 'heldout';
  text: string;
  expected: { checks: Kind[]; bare: boolean };
}

function load(): Case[] {
  return readdirSync(DIR)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => {
      const c = JSON.parse(readFileSync(join(DIR, f), 'utf8')) as Case;
      const where = `test/vectors/claims/corpus/${f}`;
      if (c.id !== f.slice(0, -5)) throw new Error(`${where}: field id is ${JSON.stringify(c.id)}, not the file's name`);
      if (c.split !== 'tune' && c.split !== 'heldout') throw new Error(`${where}: field split must be tune or heldout`);
      if (typeof c.text !== 'string') throw new Error(`${where}: field text must be a string`);
      if (!Array.isArray(c.expected?.checks) || c.expected.checks.some((k) => !KINDS.includes(k)) || typeof c.expected.bare !== 'boolean') throw new Error(`${where}: field expected must be {checks: (test|build|lint|typecheck)[], bare: boolean}`);
      return c;
    });
}

interface Read {
  checks: Set<Kind>;
  bare: boolean;
}
const read = (text: string): Read => {
  const claims = findClaims(text, 'pr', 'body', { builtin: true, extra: [] });
  return { checks: new Set(claims.flatMap((c) => c.checks as Kind[])), bare: claims.some((c) => c.bare) };
};

interface Counts {
  tp: number;
  fp: number;
  fn: number;
}
const ratio = (a: number, b: number): number => (b === 0 ? 1 : a / b);
const precision = (c: Counts): number => ratio(c.tp, c.tp + c.fp);
const recall = (c: Counts): number => ratio(c.tp, c.tp + c.fn);

interface Measure {
  cases: number;
  claims: number;
  texts: Counts;
  perKind: Record<Kind | 'bare', Counts>;
  allKinds: Counts;
  wrong: { id: string; expected: string; read: string }[];
}

function measure(cases: readonly Case[]): Measure {
  const m: Measure = { cases: cases.length, claims: 0, texts: { tp: 0, fp: 0, fn: 0 }, perKind: { test: { tp: 0, fp: 0, fn: 0 }, build: { tp: 0, fp: 0, fn: 0 }, lint: { tp: 0, fp: 0, fn: 0 }, typecheck: { tp: 0, fp: 0, fn: 0 }, bare: { tp: 0, fp: 0, fn: 0 } }, allKinds: { tp: 0, fp: 0, fn: 0 }, wrong: [] };
  for (const c of cases) {
    const r = read(c.text);
    const want = c.expected.checks.length > 0 || c.expected.bare;
    const got = r.checks.size > 0 || r.bare;
    if (want) m.claims++;
    if (want && got) m.texts.tp++;
    else if (got) m.texts.fp++;
    else if (want) m.texts.fn++;
    const label = (checks: Iterable<string>, bare: boolean): string => [...checks, ...(bare ? ['bare'] : [])].sort().join(',') || '-';
    const pairs: [Kind | 'bare', boolean, boolean][] = [...KINDS.map((k) => [k, c.expected.checks.includes(k), r.checks.has(k)] as [Kind, boolean, boolean]), ['bare', c.expected.bare, r.bare]];
    for (const [k, w, g] of pairs) {
      const bucket = m.perKind[k];
      if (w && g) bucket.tp++;
      else if (g) bucket.fp++;
      else if (w) bucket.fn++;
    }
    if (label(c.expected.checks, c.expected.bare) !== label(r.checks, r.bare)) m.wrong.push({ id: c.id, expected: label(c.expected.checks, c.expected.bare), read: label(r.checks, r.bare) });
  }
  for (const k of [...KINDS, 'bare'] as const) {
    m.allKinds.tp += m.perKind[k].tp;
    m.allKinds.fp += m.perKind[k].fp;
    m.allKinds.fn += m.perKind[k].fn;
  }
  return m;
}

const f2 = (n: number): string => n.toFixed(2);
function report(split: string, m: Measure): string {
  const row = (name: string, c: Counts): string => `  ${name.padEnd(10)} P ${f2(precision(c))}  R ${f2(recall(c))}  (tp ${c.tp}, fp ${c.fp}, fn ${c.fn})`;
  return [
    `${split}: ${m.cases} texts, ${m.claims} with a claim`,
    row('texts', m.texts),
    row('all kinds', m.allKinds),
    ...([...KINDS, 'bare'] as const).map((k) => row(k, m.perKind[k])),
    // Only the tune split's cases are named: the held-out ones are not for tuning.
    ...(split === 'tune' ? m.wrong.map((w) => `  wrong: ${w.id}: expected ${w.expected}, read ${w.read}`) : []),
  ].join('\n');
}

describe('the claims corpus', () => {
  const cases = load();
  const tune = measure(cases.filter((c) => c.split === 'tune'));
  const heldout = measure(cases.filter((c) => c.split === 'heldout'));
  // The figures the README reports; `CLAIMS_CORPUS_REPORT=1` prints them with every wrong case.
  if (process.env.CLAIMS_CORPUS_REPORT) console.log(`${report('tune', tune)}\n${report('heldout', heldout)}`);

  it('holds real, labelled texts in both splits', () => {
    expect(tune.cases).toBeGreaterThan(0);
    expect(heldout.cases).toBeGreaterThan(0);
  });

  // The target is 0.95 on texts and 0.9 per kind; neither split meets it on the whole corpus
  // (the README gives the figures as measured). These floors sit just under today's
  // figures, so that a change that reads worse fails here; raise them as the reader improves.
  // (New rounds bring unseen texts, which the reader reads worse than the old ones until rules are
  // written from their tune part: both floors follow the corpus they measure, not the reader alone.
  // The tune floor per kind went from 0.88 to 0.87 when rounds 216-223 came in at 0.79 / 0.67 per
  // kind; with the corpus as it stood before them, the reader reads the tune split at 0.96 / 0.89.
  // The tune floors went to 0.88 on texts and 0.85 per kind when the 893 PR descriptions and review
  // comments of rounds 326-350 came in at 0.89 / 0.65 on texts and 0.85 / 0.59 per kind (0.92 / 0.69
  // and 0.88 / 0.65 after the rules written from their tune part): without them the tune split reads
  // 0.96 / 0.91 on texts and 0.95 / 0.88 per kind.
  // The tune floors went to 0.87 on texts and 0.84 per kind when the 239 PR descriptions of rounds
  // 353-358 came in at 0.94 / 0.63 on texts and 0.90 / 0.58 per kind: without them the tune split
  // reads 0.96 / 0.89 on texts and 0.95 / 0.85 per kind. The tune floor per kind went to 0.83 when the
  // 240 PR descriptions of rounds 359-364 came in at 0.95 / 0.67 on texts and 0.87 / 0.65 per kind
  // (0.95 / 0.70 and 0.87 / 0.69 after the rules written from their tune part): without them the
  // tune split reads 0.96 / 0.88 on texts and 0.95 / 0.84 per kind. The tune floor on texts went to
  // 0.86 when the 206 PR descriptions of rounds 365-370 came in at 0.94 / 0.63 on texts (0.94 / 0.66
  // after the rules written from their tune part): without them the tune split reads 0.96 / 0.87.
  // The tune floors went to 0.85 on texts and 0.82 per kind when the 89 agents' final messages of
  // rounds 377-379, exported from chat sessions and most of them not in English, came in at 0.92 / 0.57
  // on texts and 0.86 / 0.57 per kind: without them the tune split reads 0.96 / 0.86 on texts (0.864)
  // and 0.94 / 0.83 per kind. The 109 of rounds 380-382 came in at 0.84 / 0.55 on texts and 0.75 /
  // 0.50 per kind; after them the tune split reads 0.856 and 0.823, held-out 0.804 and 0.740.)
  const FLOORS = { tune: { texts: 0.85, kinds: 0.82 }, heldout: { texts: 0.80, kinds: 0.73 } };

  it.each([['tune', tune], ['heldout', heldout]] as const)('%s split: precision and recall no lower than today', (split, m) => {
    const floor = FLOORS[split];
    const ok = [precision(m.texts), recall(m.texts)].every((x) => x >= floor.texts) && [precision(m.allKinds), recall(m.allKinds)].every((x) => x >= floor.kinds);
    expect(ok, report(split, m)).toBe(true);
  });
});
