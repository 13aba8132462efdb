// The claim reader on probes: sentences and short texts written in this repository (by helper agents,
// in the styles agents and people report in, half of them hard negatives), each labelled by the
// corpus's rules (test/vectors/claims/README.md) before the reader was run on it. Not real text, so
// not a measure: a floor. Every probe file is walked; the count read as labelled may rise, never fall
// below FLOOR (raise it when a change reads more of them right). CLAIMS_PROBES_REPORT=1 lists the rest.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findClaims } from '../../src/gate/claims.js';

const DIR = join(import.meta.dirname, '..', 'vectors', 'claims', 'probes');
const KINDS = new Set(['bare', 'build', 'lint', 'test', 'typecheck']);
// Read as labelled when this floor was last raised: 9330 of 10811 (each file's count on its first run is
// in test/vectors/claims/README.md).
const FLOOR = 9330;

interface Probe {
  where: string;
  expected: string;
  text: string;
}

function load(): Probe[] {
  const probes: Probe[] = [];
  for (const file of readdirSync(DIR).filter((f) => f.endsWith('.txt')).sort()) {
    readFileSync(join(DIR, file), 'utf8').split('\n').forEach((line, n) => {
      if (line.trim() === '' || line.startsWith('#')) return;
      const where = `test/vectors/claims/probes/${file}:${n + 1}`;
      const bar = line.indexOf(' | ');
      if (bar === -1) throw new Error(`${where}: no " | " between the label and the text`);
      const labels = line.slice(0, bar).trim();
      const kinds = labels === '-' ? [] : labels.split(',');
      for (const k of kinds) if (!KINDS.has(k)) throw new Error(`${where}: label ${JSON.stringify(k)} is none of ${[...KINDS].join(', ')} or -`);
      probes.push({ where, expected: kinds.sort().join(',') || '-', text: line.slice(bar + 3).replace(/\\n/g, '\n') });
    });
  }
  return probes;
}

function readAs(text: string): string {
  const claims = findClaims(text, 'pr', 'body', { builtin: true, extra: [] });
  const kinds = new Set<string>(claims.flatMap((c) => c.checks));
  if (claims.some((c) => c.bare)) kinds.add('bare');
  return [...kinds].sort().join(',') || '-';
}

describe('findClaims: probes', () => {
  const probes = load();

  it('reads at least the floor of the probes as they are labelled', () => {
    const wrong = probes.map((p) => ({ ...p, got: readAs(p.text) })).filter((p) => p.got !== p.expected);
    if (process.env.CLAIMS_PROBES_REPORT) for (const p of wrong) console.log(`${p.where}: expected ${p.expected}, read ${p.got}`);
    expect(probes.length).toBeGreaterThanOrEqual(FLOOR);
    expect(probes.length - wrong.length).toBeGreaterThanOrEqual(FLOOR);
  });
});
