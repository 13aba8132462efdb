// PUSHED_LEDGER_REWRITTEN: the gate compares a change with the branch it goes into, where a session
// recorded on the change's own branch never was; so a session pushed earlier, then rewritten into a
// valid chain (a failed run turned into a pass, every hash redone) and force-pushed, would look new
// and whole. What the branch had is known where it is replaced — the remote sha in pre-push, the
// synchronize event's `before` in the Action — and a ledger is only ever appended to: each session
// there must still be there, starting with the same bytes, in the commit that replaces it.

import type { GateResult } from './gate.js';
import { verdictOf, type Finding } from './findings.js';

/** A session file at the replaced commit whose content differs at the pushed one (null: absent there). */
export interface ReplacedSession {
  /** Repository-relative path. */
  path: string;
  before: Uint8Array;
  after: Uint8Array | null;
}

const startsWith = (whole: Uint8Array, prefix: Uint8Array): boolean =>
  whole.length >= prefix.length && Buffer.from(whole.buffer, whole.byteOffset, prefix.length).equals(prefix);

/**
 * The findings for sessions the push rewrote: each session at the replaced commit must be a prefix,
 * byte for byte, of the same file at the pushed commit. `replaced` names the replaced commit in the
 * messages (a short sha and where it comes from).
 */
export function pushedRewrites(sessions: readonly ReplacedSession[], replaced: string): Finding[] {
  const out: Finding[] = [];
  for (const s of sessions) {
    if (s.after === null) {
      out.push({ code: 'PUSHED_LEDGER_REWRITTEN', severity: 'error', path: s.path, message: `session file ${s.path} was pushed before (${replaced}) and is gone from this push (deleted or renamed): history already pushed is never removed` });
    } else if (!startsWith(s.after, s.before)) {
      out.push({ code: 'PUSHED_LEDGER_REWRITTEN', severity: 'error', path: s.path, message: `session file ${s.path} no longer starts with the ${s.before.length} bytes pushed before (${replaced}): history already pushed was edited, truncated or replaced` });
    }
  }
  return out;
}

/** The result with more findings, and its verdict again. */
export function withFindings<T extends GateResult>(result: T, findings: readonly Finding[]): T {
  if (findings.length === 0) return result;
  const all = [...result.findings, ...findings];
  return { ...result, findings: all, verdict: verdictOf(all) };
}
