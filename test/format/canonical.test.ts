import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { canonicalize, CanonicalizationError } from '../../src/format/canonical.js';
import { REPO_ROOT } from '../support/cli.js';

const vectors = join(REPO_ROOT, 'test', 'vectors');

describe('RFC 8785 canonicalisation', () => {
  const numberRows = readFileSync(join(vectors, 'jcs-numbers.tsv'), 'utf8')
    .split('\n')
    .filter((l) => l && !l.startsWith('#'))
    .map((l) => l.split('\t') as [string, string]);

  it.each(numberRows)('number with bits %s serialises as %s', (bits, expected) => {
    const view = new DataView(new ArrayBuffer(8));
    view.setBigUint64(0, BigInt('0x' + bits));
    const value = view.getFloat64(0);
    if (expected === 'error') expect(() => canonicalize(value)).toThrow(CanonicalizationError);
    else expect(canonicalize(value)).toBe(expected);
  });

  const objectCases = JSON.parse(readFileSync(join(vectors, 'jcs-objects.json'), 'utf8')) as { name: string; input: string; expected: string }[];
  it.each(objectCases)('$name', ({ input, expected }) => {
    expect(canonicalize(JSON.parse(input))).toBe(expected);
  });

  it('refuses lone surrogates in values and keys, naming where', () => {
    expect(() => canonicalize({ a: ['ok', '\ud800'] })).toThrow(/\/a\/1: string contains a lone surrogate/);
    expect(() => canonicalize({ ['\udc00']: 1 })).toThrow(/lone surrogate/);
    expect(canonicalize('\ud83d\ude00')).toBe('"😀"');
  });

  it('refuses values that are not JSON', () => {
    expect(() => canonicalize({ a: () => 1 })).toThrow(/function is not a JSON value/);
    expect(() => canonicalize(10n)).toThrow(/bigint/);
  });
});
