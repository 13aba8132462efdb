// PUSHED_LEDGER_REWRITTEN: sessions a branch pushed before must be byte prefixes of the pushed ones.
import { describe, expect, it } from 'vitest';
import { pushedRewrites, withFindings } from '../../src/gate/pushedHistory.js';
import type { GateResult } from '../../src/gate/gate.js';

const b = (s: string): Uint8Array => Buffer.from(s);
const path = '.proofledger/sessions/s1.jsonl';

describe('pushedRewrites', () => {
  it('accepts an append, and the same bytes', () => {
    expect(pushedRewrites([{ path, before: b('{"a":1}\n'), after: b('{"a":1}\n{"b":2}\n') }], 'the remote\'s feature abc')).toEqual([]);
    expect(pushedRewrites([{ path, before: b('{"a":1}\n'), after: b('{"a":1}\n') }], 'x')).toEqual([]);
    // A torn last line completed by the push is an append too.
    expect(pushedRewrites([{ path, before: b('{"a":1}\n{"b"'), after: b('{"a":1}\n{"b":2}\n') }], 'x')).toEqual([]);
  });

  it.each([
    ['edited', '{"a":2}\n{"b":2}\n', /no longer starts with the 8 bytes pushed before \(the remote's feature abc\)/],
    ['truncated', '{"a":1', /no longer starts with/],
    ['emptied', '', /no longer starts with/],
    ['deleted or renamed', null, /is gone from this push \(deleted or renamed\)/],
  ])('refuses a session %s', (_how, after, message) => {
    const found = pushedRewrites([{ path, before: b('{"a":1}\n'), after: after === null ? null : b(after) }], "the remote's feature abc");
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ code: 'PUSHED_LEDGER_REWRITTEN', severity: 'error', path });
    expect(found[0]!.message).toMatch(message);
  });

  it('withFindings recomputes the verdict', () => {
    const pass: GateResult = { verdict: 'pass', findings: [], sessions: [], entries: 0, claims: [], evidence: [], agentAuthored: false, added: [] };
    expect(withFindings(pass, []).verdict).toBe('pass');
    expect(withFindings(pass, [{ code: 'PUSHED_LEDGER_REWRITTEN', severity: 'notice', message: 'n' }]).verdict).toBe('pass');
    expect(withFindings(pass, pushedRewrites([{ path, before: b('x\n'), after: null }], 'x')).verdict).toBe('fail');
  });
});
