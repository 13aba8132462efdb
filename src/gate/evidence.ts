// The evidence rule, shared by the gate, `proofledger evidence` and the agents' stop veto: a claimed
// check is proven by the latest run of that check, if it passed, came after its session's last file
// change, and (where it recorded a tree) ran on exactly the content being judged.

import type { CheckKind } from '../format/generated/configSchema.js';
import type { LedgerEntry } from '../format/entry.js';

export interface SessionEvidence {
  session: string;
  /** Repository-relative path of the session file. */
  path: string;
  /** The entries to consider, in file order, with their line numbers. */
  entries: { line: number; entry: LedgerEntry }[];
}

export type EvidenceStatus = 'proven' | 'failed' | 'stale' | 'wrong_tree' | 'missing';

export interface EvidenceResult {
  check: CheckKind;
  status: EvidenceStatus;
  message: string;
  /** The verification entry the result rests on, when there is one. */
  at?: { session: string; path: string; line: number; seq: number; ts: string; command: string };
}

const MUTATIONS = new Set(['file_write', 'file_edit', 'file_delete']);

export function evaluateEvidence(sessions: readonly SessionEvidence[], check: CheckKind, tree: string | undefined): EvidenceResult {
  let latest: { s: SessionEvidence; line: number; e: Extract<LedgerEntry, { type: 'verification' }> } | undefined;
  const lastMutation = new Map<string, { line: number; e: LedgerEntry }>();
  for (const s of sessions) {
    for (const { line, entry } of s.entries) {
      if (MUTATIONS.has(entry.type)) lastMutation.set(s.session, { line, e: entry });
      if (entry.type === 'verification' && entry.check === check) {
        if (!latest || entry.ts > latest.e.ts || (entry.ts === latest.e.ts && s === latest.s && entry.seq > latest.e.seq)) latest = { s, line, e: entry };
      }
    }
  }
  if (!latest) return { check, status: 'missing', message: `no ${check} run is recorded` };
  const at = { session: latest.s.session, path: latest.s.path, line: latest.line, seq: latest.e.seq, ts: latest.e.ts, command: latest.e.command };
  if (latest.e.passed === null) {
    return { check, status: 'failed', message: `the result of the last ${check} run could not be observed (no exit code, no runner summary): \`${latest.e.command}\``, at };
  }
  if (!latest.e.passed) {
    const t = latest.e.tests ? ` (${latest.e.tests.failed} failed, ${latest.e.tests.passed} passed)` : '';
    return { check, status: 'failed', message: `the last ${check} run failed${t}: \`${latest.e.command}\` exited ${latest.e.exitCode ?? 'by signal'}`, at };
  }
  const mutation = lastMutation.get(latest.s.session);
  if (mutation && mutation.e.seq > latest.e.seq) {
    const p = 'path' in mutation.e ? mutation.e.path : '?';
    return { check, status: 'stale', message: `${p} was changed (line ${mutation.line}) after the last passing ${check} run (line ${latest.line})`, at };
  }
  if (latest.e.tree !== undefined && tree !== undefined && latest.e.tree !== tree) {
    return { check, status: 'wrong_tree', message: `the last passing ${check} run was on tree ${latest.e.tree.slice(0, 12)}, not on the content being judged (${tree.slice(0, 12)})`, at };
  }
  return { check, status: 'proven', message: `${check} passed: \`${latest.e.command}\` at ${latest.e.ts}`, at };
}
