import { describe, expect, it } from 'vitest';
import { canonicalize } from '../../src/format/canonical.js';
import { computeEntryHash, entryHashOfCanonicalLine } from '../../src/format/entry.js';

// The entry hash has one definition (computeEntryHash); the verifier's shortcut from the line must agree.
describe('entry hash', () => {
  const entries: Record<string, unknown>[] = [
    { v: 1, seq: 0, type: 'session', event: 'start', hash: 'a'.repeat(64) },
    { v: 1, seq: 1, type: 'shell_exec', command: 'echo "hash":"x"', cwd: '.', hash: 'b'.repeat(64), prev: 'c'.repeat(64) },
    { v: 1, seq: 2, type: 'verification', check: 'test', passed: true, hash: '0'.repeat(64), tests: { passed: 1, failed: 0, skipped: 0 }, ts: '2026-01-01T00:00:00.000Z' },
    { zzz: 'last member after hash', hash: 'd'.repeat(64), aaa: 'é' },
  ];
  it.each(entries.map((e, i) => [i, e] as const))('entry %i: from its canonical line as from the entry', (_i, entry) => {
    expect(entryHashOfCanonicalLine(canonicalize(entry))).toBe(computeEntryHash(entry));
  });
  it('a line without hash hashes whole', () => {
    const entry = { v: 1, type: 'x' };
    expect(entryHashOfCanonicalLine(canonicalize(entry))).toBe(computeEntryHash(entry));
  });
});

describe('defaults', () => {
  it('the line cap the writer uses when config sets none is the config schema default', async () => {
    const { DEFAULT_MAX_LINE_BYTES } = await import('../../src/format/entry.js');
    const { readFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    const { REPO_ROOT } = await import('../support/cli.js');
    const schema = JSON.parse(readFileSync(join(REPO_ROOT, 'schemas', 'config.schema.json'), 'utf8')) as { properties: { ledger: { properties: { maxLineBytes: { default: number } } } } };
    expect(DEFAULT_MAX_LINE_BYTES).toBe(schema.properties.ledger.properties.maxLineBytes.default);
  });
});
