// The line matcher may only ever agree with the full checks: for every line, checkLine (fast path
// first) must give exactly what checkLineFully (JSON.parse, canonical form, schema, hash) gives —
// same fields, same failures, same messages. Checked on lines from the real writer and on seeded
// mutations of them aimed at what the matcher must refuse.
import { describe, expect, it } from 'vitest';
import { canonicalize } from '../../../src/format/canonical.js';
import { computeEntryHash } from '../../../src/format/entry.js';
import { compileEntryMatchers } from '../../../scripts/codegen/entryMatcherCompiler.js';
import { matchCanonicalEntry } from '../../../src/verify/fast/entryLineMatcher.js';
import { entryMatcherSources } from '../../../src/format/generated/entryMatchers.js';
import { entrySchema } from '../../../src/format/generated/entrySchema.js';
import { schemaFormats } from '../../../src/format/schemaKeywords.js';
import { checkAsciiLine, checkLine, checkLineFully } from '../../../src/verify/lineChecks.js';

const H = (n: number): string => (n % 256).toString(16).padStart(2, '0').repeat(32);

/** One entry of every type, each with every optional field, and each with only the required ones. */
function sampleEntries(): Record<string, unknown>[] {
  const common = (i: number, type: string): Record<string, unknown> => ({
    v: 1, seq: i, id: `01900000-0000-7000-8000-${i.toString(16).padStart(12, '0')}`, ts: `2026-02-${String(1 + (i % 28)).padStart(2, '0')}T10:07:51.604Z`, session: 'sess-1.a_b', prev: H(i + 1), type,
  });
  const full: Record<string, unknown>[] = [
    { type: 'session', event: 'start', agent: { name: 'claude-code', version: '2.1', model: 'opus' } },
    { type: 'session', event: 'finish', outcome: 'success', reason: 'done' },
    { type: 'file_write', path: 'src/a b/c.ts', sha256: H(2), bytes: 12, prevSha256: H(3), tool: 'Write' },
    { type: 'file_edit', path: 'README.md', sha256: H(4), bytes: 0, prevSha256: H(5), tool: 'Edit' },
    { type: 'file_delete', path: 'old/x.js', prevSha256: H(6), tool: 'Bash' },
    { type: 'shell_exec', command: 'npm test -- --run x', cwd: '.', exitCode: -1, signal: 'SIGTERM', durationMs: 5, stdoutBytes: 1, stdoutSha256: H(7), stderrBytes: 2, stderrSha256: H(8) },
    { type: 'tool_call', tool: 'mcp__github__create_issue', callId: 'toolu_1', decision: 'denied', denialReason: 'no', argsHash: H(9), resultHash: H(10), status: 'error', errorCode: -32600, durationMs: 3 },
    { type: 'tool_call', tool: 'Read', decision: 'approved', errorCode: 'ENOENT' },
    { type: 'verification', check: 'test', passed: true, command: 'npx vitest run', exitCode: 0, durationMs: 4200, outputSha256: H(11), tests: { passed: 412, failed: 0, skipped: 3 }, tree: H(12).slice(0, 40), execId: '01900000-0000-7000-9000-00000000000a' },
    { type: 'verification', check: 'build', passed: false, command: 'tsc', exitCode: null, durationMs: 1, tree: H(13) },
    { type: 'memory_write', store: 'notes', key: 'k 1', contentSha256: H(14) },
    { type: 'memory_read', store: 'notes', key: '' },
    { type: 'session', event: 'veto', reason: 'no test run', source: 'hook:claude-code' },
    { type: 'shell_exec', command: 'npm run build', cwd: '.', exitCode: null, signal: null, source: 'hook:codex' },
    { type: 'verification', check: 'build', passed: null, command: 'npm run build', exitCode: null, source: 'hook:codex', commit: H(15).slice(0, 40), changes: [{ path: 'a.js', blob: H(16).slice(0, 40) }, { path: 'b.js', blob: null }], tree: H(17).slice(0, 40) },
    { type: 'file_write', path: 'x.ts', sha256: H(18), bytes: 3, source: 'exec' },
  ];
  return full.map((payload, i) => {
    const e = { ...common(i, payload['type'] as string), ...payload };
    return { ...e, hash: computeEntryHash(e) };
  });
}

const lineOf = (e: Record<string, unknown>): string => canonicalize(e);
const bytesOf = (text: string): Buffer => Buffer.from(text, 'utf8');

describe('entry line matcher', () => {
  it('compiles a matcher for every entry type but session (its if/then/else is outside the subset)', () => {
    const types = (entrySchema.oneOf as readonly { $ref: string }[]).map((b) => b.$ref.replace('#/$defs/', ''));
    expect(types.length).toBe(9);
    const compiled = compileEntryMatchers(entrySchema as unknown as Record<string, unknown>, schemaFormats);
    expect(Object.keys(compiled).sort()).toEqual(['file_delete', 'file_edit', 'file_write', 'memory_read', 'memory_write', 'shell_exec', 'tool_call', 'verification']);
    // What verification loads is what the compiler makes of the schema now.
    expect(entryMatcherSources).toEqual(compiled);
  });

  it('accepts the writer\'s lines of every supported type, with or without optional fields, with the same fields as the full checks', () => {
    let accepted = 0;
    for (const e of sampleEntries()) {
      const text = lineOf(e);
      const fast = matchCanonicalEntry(text);
      const full = checkLineFully(bytesOf(text), 1);
      expect(full.failures, text).toEqual([]);
      if (e['type'] === 'session') {
        expect(fast).toBeNull();
        continue;
      }
      expect(fast, text).not.toBeNull();
      expect(fast).toEqual({ seq: full.seq, hash: full.hash, prev: full.prev, id: full.id, session: full.session });
      accepted++;
    }
    expect(accepted).toBe(13);
  });

  it('checkLine gives exactly what the full checks give on seeded mutations of valid lines', () => {
    let seed = 0x1e57;
    const rand = (n: number): number => {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      return (seed >>> 8) % n;
    };
    const alphabet = ['"', '\\', ',', ':', '{', '}', '[', ']', ' ', '\t', '0', '1', '9', '-', '+', '.', 'e', 'E', 'a', 'f', 'g', 'A', 'F', 'Z', 'T', '/', 'é', '\u0000', '\u007f', '\u2028', 'n', 'u', 'l', 't'];
    const numberForms = ['-0', '00', '01', '1.0', '1e0', '1E2', '-1', '0.5', '999999999999999', '1000000000000000', '9007199254740991', '9007199254740992', '-9007199254740991', '-999999999999999', 'null', 'true', '"1"', '[]', '{}'];
    const stringForms = ['""', '"x"', '"\\u0041"', '"a\\"b"', '"é"', '"\\/"', `"${'a'.repeat(512)}"`, `"${'a'.repeat(513)}"`, `"${'a'.repeat(4096)}"`, `"${'a'.repeat(4097)}"`, '"/abs"', '"a/../b"', '"a//b"', '"./a"', '"a\\\\b"', '"SIGKILL"', '"SIG"', '"sigterm"', `"${'A'.repeat(64)}"`, `"${'a'.repeat(63)}"`, `"${'a'.repeat(40)}"`, `"${'a'.repeat(41)}"`, '"2026-02-30T10:07:51.604Z"', '"2026-02-28T24:00:00.000Z"', '"2024-02-29T23:59:59.999Z"', '"2026-02-28T10:07:51.604+01:00"', '"01900000-0000-7000-c000-000000000000"', '"-abc"', '"a"', 'null', '0', 'false'];
    const samples = sampleEntries();
    let fastAccepted = 0;
    let cases = 0;
    const check = (text: string): void => {
      cases++;
      const bytes = bytesOf(text);
      if (matchCanonicalEntry(text)) fastAccepted++;
      const full = checkLineFully(bytes, 7);
      expect(checkLine(bytes, 7), text).toEqual(full);
      // The scanner's text path, for a line that is all ASCII.
      if (/^[\x00-\x7f]*$/.test(text)) expect(checkAsciiLine(text, 7), text).toEqual(full);
    };
    for (const e of samples) {
      const text = lineOf(e);
      check(text);
      // Characters replaced, inserted, deleted.
      for (let k = 0; k < 600; k++) {
        const at = rand(text.length);
        const ch = alphabet[rand(alphabet.length)]!;
        const op = rand(3);
        check(op === 0 ? text.slice(0, at) + ch + text.slice(at + 1) : op === 1 ? text.slice(0, at) + ch + text.slice(at) : text.slice(0, at) + text.slice(at + 1));
      }
      const keys = Object.keys(e).sort();
      const members = keys.map((k) => `${JSON.stringify(k)}:${canonicalize(e[k])}`);
      const join = (ms: string[]): string => `{${ms.join(',')}}`;
      for (let i = 0; i < members.length; i++) {
        // A member duplicated, dropped, moved out of order; its value replaced by other forms.
        check(join([...members.slice(0, i + 1), members[i]!, ...members.slice(i + 1)]));
        check(join([...members.slice(0, i), ...members.slice(i + 1)]));
        if (i + 1 < members.length) check(join([...members.slice(0, i), members[i + 1]!, members[i]!, ...members.slice(i + 2)]));
        for (const v of [...numberForms, ...stringForms]) check(join(members.map((m, j) => (j === i ? `${JSON.stringify(keys[i])}:${v}` : m))));
      }
      // An unknown member in every position; whitespace around the line.
      for (let i = 0; i <= members.length; i++) check(join([...members.slice(0, i), '"zz":1', ...members.slice(i)]));
      check(' ' + text);
      check(text + ' ');
      check('\ufeff' + text);
    }
    expect(cases).toBeGreaterThan(15_000);
    // The fast path must also be exercised, or this test would prove nothing about it.
    expect(fastAccepted).toBeGreaterThan(1_000);
  });
});
