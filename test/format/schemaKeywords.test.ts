import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fullFormats } from 'ajv-formats/dist/formats.js';
import { describe, expect, it } from 'vitest';
import { buildPatternTester, compilePattern, schemaFormats, ucs2length } from '../../src/format/schemaKeywords.js';
import { REPO_ROOT } from '../support/cli.js';

/** Every string value of `keyword` anywhere in the schemas. */
function schemaKeywordValues(keyword: string): string[] {
  const found = new Set<string>();
  const walk = (v: unknown): void => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') {
      for (const [k, x] of Object.entries(v)) {
        if (k === keyword && typeof x === 'string') found.add(x);
        else walk(x);
      }
    }
  };
  for (const f of ['entry.schema.json', 'config.schema.json']) walk(JSON.parse(readFileSync(join(REPO_ROOT, 'schemas', f), 'utf8')));
  return [...found];
}
// Every pattern in the schemas, plus shapes the compiler must handle or must hand to RegExp.
const schemaPatterns = (): string[] => schemaKeywordValues('pattern');
const extra = [
  '^$', '^a*$', '^[a-c]{0,2}[b]$', '^[a]{0,2}[b]{0,1}[a]$', '^[ab]+b$', '^x?y?$', '^[0-9]{2,}$', '^(ab|a)$',
  '^[a-z]+\\.[a-z]{2,3}$', '^\\d{3}$', '^[^a]$', '^a.c$', '^(a|b)+$', '^[a-]$', '^[-a]{2}$', '^[\\]\\-]+$', 'abc', '^abc',
];

describe('pattern engine', () => {
  const alphabet = ['0', '9', 'a', 'b', 'c', 'f', 'g', 'x', 'y', 'A', 'Z', '-', '.', '_', '/', '\\', ':', 'T', 'Z', '7', '8', 'S', 'I', 'G', 'é', '\n', ' '];
  let seed = 42;
  const rand = (n: number): number => {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    return (seed >>> 8) % n;
  };
  // Near misses of the strings each pattern is meant for, and random strings over a small alphabet.
  const samples = (): string[] => {
    const out = ['', 'a', 'ab', 'aab', 'b', 'ba', 'x', '0'.repeat(64), 'f'.repeat(40), 'SIGKILL', 'SIG', '2026-11-21T10:07:51.604Z', '01a1fd93-9b34-71bb-92a9-88b6249a3eaf', 'session-1.x_y', 'src/a.ts', '../x', 'a//b', 'a.com', 'a.co.uk'];
    for (const base of [...out]) {
      for (let k = 0; k < 30; k++) {
        const chars = [...base];
        const op = rand(3);
        const at = rand(chars.length + 1);
        if (op === 0) chars.splice(at, 0, alphabet[rand(alphabet.length)]!);
        else if (op === 1) chars.splice(at, 1);
        else chars[at] = alphabet[rand(alphabet.length)]!;
        out.push(chars.join(''));
      }
    }
    for (let k = 0; k < 3000; k++) out.push(Array.from({ length: rand(8) }, () => alphabet[rand(alphabet.length)]).join(''));
    for (let k = 0; k < 200; k++) out.push(Array.from({ length: 63 + rand(3) }, () => '0123456789abcdefg'[rand(17)]).join(''));
    return out;
  };

  it.each([...schemaPatterns(), ...extra])('%s answers exactly as RegExp does', (pattern) => {
    const engine = compilePattern(pattern, '');
    const regExp = new RegExp(pattern, '');
    for (const s of samples()) expect(engine.test(s), JSON.stringify(s)).toBe(regExp.test(s));
  });

  it('builds, on a pattern\'s first test, a tester of its own for the schema\'s id, hash, session and timestamp patterns, and leaves the rest to RegExp', () => {
    expect(buildPatternTester('^[0-9a-f]{64}$', '')).not.toBeInstanceOf(RegExp);
    expect(buildPatternTester('^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$', '')).not.toBeInstanceOf(RegExp);
    expect(buildPatternTester('^([0-9a-f]{40}|[0-9a-f]{64})$', '')).not.toBeInstanceOf(RegExp);
    expect(buildPatternTester('^[a]{0,2}[b]{0,1}[a]$', '')).toBeInstanceOf(RegExp); // needs backtracking
    expect(buildPatternTester('^a.c$', '')).toBeInstanceOf(RegExp);
    expect(buildPatternTester('^[0-9a-f]{64}$', 'u')).toBeInstanceOf(RegExp);
  });
});

describe('formats', () => {
  it('has an engine for every format the schemas name', () => {
    const named = schemaKeywordValues('format');
    expect(named.length).toBeGreaterThan(0);
    for (const name of named) expect(typeof schemaFormats[name]?.validate, name).toBe('function');
  });
});

describe('date-time format', () => {
  const full = (fullFormats['date-time'] as { validate: (s: string) => boolean }).validate;
  const fast = schemaFormats['date-time']!.validate;

  it('answers exactly as ajv-formats (full) on every day of leap and common years and on broken shapes', () => {
    const cases: string[] = [];
    for (const year of ['2024', '2026', '1900', '2000', '2100', '0000', '0004', '9999', '202a', 'a026', '-026']) {
      for (let m = 0; m <= 13; m++) {
        for (let d = 0; d <= 32; d++) cases.push(`${year}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}T12:34:56.789Z`);
      }
    }
    for (const t of ['00:00:00.000', '23:59:59.999', '24:00:00.000', '23:60:00.000', '23:59:60.000', '12:00:61.000', '1a:00:00.000']) cases.push(`2026-06-30T${t}Z`, `2026-12-31T${t}Z`);
    cases.push('2026-11-21t10:07:51.604z', '2026-11-21T10:07:51.604+01:00', '2026-11-21T10:07:51Z', '2026-11-21 10:07:51.604Z', '2026-11-21T10:07:51.604', '2026-11-2110:07:51.604Z', '202a-11-21T10:07:51.604Z', '2026-11-21T10:07:51.60aZ', '', 'x');
    let accepted = 0;
    for (const s of cases) {
      expect(fast(s), s).toBe(full(s));
      if (full(s)) accepted++;
    }
    expect(accepted).toBeGreaterThan(1000);
  });

  it('answers exactly as ajv-formats (full) outside the ledger\'s shape: offsets, leap seconds, precisions, separators', () => {
    const times = ['10:07:51', '10:07:51.6', '10:07:51.604123', '23:59:60', '23:59:60.5', '23:59:61', '00:59:60', '22:59:60', '24:00:00', '10:60:00', '1:07:51', '10:07:5'];
    const zones = ['Z', 'z', '', '+00:00', '-00:00', '+01:00', '-01:00', '+0100', '+01', '-23:59', '+24:00', '+01:60', '+1:00', '+01:0', 'Zz', ' Z'];
    const dates = ['2026-11-21', '2024-02-29', '2026-02-29', '2026-12-31', '2026-13-01', '2026-1-21', '20261-11-21', '2026-11-21x'];
    const cases: string[] = [];
    for (const d of dates) for (const sep of ['T', 't', ' ', '\t', 'TT', '']) for (const t of times) for (const z of zones) cases.push(`${d}${sep}${t}${z}`);
    // A leap second is allowed where it falls at 23:59:60 UTC, whatever the offset.
    cases.push('2026-12-31T00:59:60+01:00', '2026-12-31T00:59:60+01:01', '2026-12-31T23:29:60-00:30', '2026-12-31T18:59:60-05:00', '2026-12-31T00:00:60+00:01');
    let accepted = 0;
    for (const s of cases) {
      expect(fast(s), JSON.stringify(s)).toBe(full(s));
      if (full(s)) accepted++;
    }
    expect(accepted).toBeGreaterThan(200);
    expect(cases.length - accepted).toBeGreaterThan(200);
  });
});

describe('format subsets (what the line matcher writes into its expressions)', () => {
  const { validate, subset } = schemaFormats['date-time']!;
  const inSubset = new RegExp(`^(?:${subset!})$`);

  it('date-time: accepts only what the format accepts, and every ledger timestamp but 29 February and leap seconds', () => {
    const pad = (n: number): string => String(n).padStart(2, '0');
    let checked = 0;
    let accepted = 0;
    const wrong: string[] = [];
    const check = (s: string, expectIn: boolean | null): void => {
      checked++;
      const inside = inSubset.test(s);
      if (inside) accepted++;
      if ((inside && !validate(s)) || (expectIn !== null && inside !== expectIn)) wrong.push(s);
    };
    for (const year of ['2024', '2026', '1900', '2000', '2100', '0000', '9999', '202a']) {
      for (let m = 0; m <= 13; m++) {
        for (let d = 0; d <= 32; d++) {
          const s = `${year}-${pad(m)}-${pad(d)}T12:34:56.789Z`;
          check(s, validate(s) && !(m === 2 && d === 29) ? true : null);
        }
      }
    }
    for (let h = 0; h <= 25; h++) {
      for (let min = 0; min <= 61; min++) {
        for (let sec = 0; sec <= 61; sec++) {
          for (const date of ['2026-12-31', '2024-02-29', '2026-02-28']) {
            const s = `${date}T${pad(h)}:${pad(min)}:${pad(sec)}.000Z`;
            check(s, validate(s) && sec < 60 && date !== '2024-02-29' ? true : null);
          }
        }
      }
    }
    for (const s of ['2026-11-21T10:07:51Z', '2026-11-21T10:07:51.6Z', '2026-11-21T10:07:51.604123Z', '2026-11-21t10:07:51.604z', '2026-11-21T10:07:51.604+01:00', '2026-11-21 10:07:51.604Z', '2026-11-21T10:07:51.604', '2026-11-21T10:07:51.Z', '2026-11-21T10:07:51.604ZZ', '2026-12-31T23:59:60.000Z']) check(s, null);
    expect(wrong).toEqual([]);
    expect(checked).toBeGreaterThan(20000);
    expect(accepted).toBeGreaterThan(10000);
  });
});

describe('ucs2length', () => {
  const ajvUcs2length = (createRequire(import.meta.url)('ajv/dist/runtime/ucs2length') as { default: (s: string) => number }).default;
  it('counts code points exactly as Ajv\'s runtime does, lone and paired surrogates included', () => {
    const pieces = ['a', 'é', '\u{1F600}', '\ud83d', '\ude00', '\ud83d\ud83d', '\ude00\ud83d', '', '\u0000', '\uffff'];
    let seed = 7;
    for (let k = 0; k < 5000; k++) {
      let s = '';
      const n = k % 12;
      for (let i = 0; i < n; i++) {
        seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
        s += pieces[(seed >>> 8) % pieces.length];
      }
      expect(ucs2length(s), JSON.stringify(s)).toBe(ajvUcs2length(s));
    }
  });
});
