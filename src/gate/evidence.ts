// The evidence rule, shared by the gate, `proofledger evidence`, the MCP tool and the agents' stop
// veto: a claimed check is proven by the latest run of that check, if it passed, came after its
// session's last file change, was observed (not handed in), ran real tests, and ran on the content
// being judged: exactly (the same tree), or — when the base moved under the change, or only exempt
// files changed since — on the same content for every file the change touches.

import type { CheckKind } from '../format/generated/configSchema.js';
import type { LedgerEntry } from '../format/entry.js';

export interface SessionEvidence {
  session: string;
  /** Repository-relative path of the session file. */
  path: string;
  /** The entries to consider, in file order, with their line numbers. */
  entries: { line: number; entry: LedgerEntry }[];
}

export type EvidenceStatus = 'proven' | 'failed' | 'stale' | 'wrong_tree' | 'missing' | 'not_evidence';

/** How a proven claim is bound to the content judged. */
export type Binding = 'exact tree' | 'same change';

export interface EvidenceResult {
  check: CheckKind;
  status: EvidenceStatus;
  message: string;
  binding?: Binding;
  /**
   * The verification entry the result rests on, when there is one, with the runner's counts when
   * it printed them (a run that passes with tests skipped says so wherever the result is shown).
   */
  at?: { session: string; path: string; line: number; seq: number; ts: string; command: string; tests?: { passed: number; failed: number; skipped: number } };
}

/** What the evidence is judged against. A plain tree id: the exact tree only (a working tree, locally). */
export interface JudgedContent {
  /** Tree id of the content judged, .proofledger/ excluded. */
  tree: string | undefined;
  /**
   * The change judged (a pull request's own change): each path it touches that is not exempt, with
   * its blob id at head (null: deleted). Lets evidence recorded with `commit` and `changes` bind
   * when the base moved under the change.
   */
  changed?: ReadonlyMap<string, string | null>;
  /** Blob ids at the commits verifications are described against, keyed `<commit>:<path>` (null: no such file). */
  blobsAt?: ReadonlyMap<string, string | null>;
  /** The commits of those that are present here. */
  commitsPresent?: ReadonlySet<string>;
  exempt?: (path: string) => boolean;
}

export interface EvidenceOptions {
  /** Accept a verification handed in through `proofledger append` (gate.acceptAppendedEvidence). */
  acceptAppended?: boolean;
}

type Verification = Extract<LedgerEntry, { type: 'verification' }>;
const MUTATIONS = new Set(['file_write', 'file_edit', 'file_delete']);
const SHOWN = 5;

/** A verification whose own fields disagree (passed with a failing exit code or failed tests): never evidence. */
export function contradictionOf(e: Verification): string | null {
  if (e.passed !== true) return null;
  if (e.exitCode !== null && e.exitCode !== 0) return `passed is true but the command exited ${e.exitCode}`;
  if (e.tests && e.tests.failed > 0) return `passed is true but ${e.tests.failed} test${e.tests.failed === 1 ? '' : 's'} failed`;
  return null;
}

function listed(paths: readonly string[]): string {
  return paths.slice(0, SHOWN).join(', ') + (paths.length > SHOWN ? ` and ${paths.length - SHOWN} more` : '');
}

export function evaluateEvidence(sessions: readonly SessionEvidence[], check: CheckKind, judged: JudgedContent | string | undefined, options: EvidenceOptions = {}): EvidenceResult {
  const content: JudgedContent = typeof judged === 'object' ? judged : { tree: judged };
  let latest: { s: SessionEvidence; line: number; e: Verification } | undefined;
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
  const v = latest.e;
  const tests = v.tests ? { tests: { passed: v.tests.passed, failed: v.tests.failed, skipped: v.tests.skipped } } : {};
  const at = { session: latest.s.session, path: latest.s.path, line: latest.line, seq: v.seq, ts: v.ts, command: v.command, ...tests };
  if ((v.source ?? 'exec') === 'append' && !options.acceptAppended) {
    return { check, status: 'not_evidence', message: `the last ${check} run (line ${latest.line}) was handed in through \`proofledger append\`, not observed by proofledger; run the check through \`proofledger exec --check ${check} -- <cmd>\` (or allow it with gate.acceptAppendedEvidence)`, at };
  }
  const contradiction = contradictionOf(v);
  if (contradiction) return { check, status: 'not_evidence', message: `the last ${check} run (line ${latest.line}) contradicts itself: ${contradiction}`, at };
  if (v.passed === null) {
    return { check, status: 'failed', message: `the result of the last ${check} run could not be observed (no exit code, no runner summary): \`${v.command}\``, at };
  }
  if (!v.passed) {
    const t = v.tests ? ` (${v.tests.failed} failed, ${v.tests.passed} passed)` : '';
    return { check, status: 'failed', message: `the last ${check} run failed${t}: \`${v.command}\` exited ${v.exitCode ?? 'by signal'}`, at };
  }
  if (v.tests && v.tests.passed === 0) {
    return { check, status: 'not_evidence', message: `the last ${check} run ran no test (0 passed${v.tests.skipped ? `, ${v.tests.skipped} skipped` : ''}): \`${v.command}\``, at };
  }
  const mutation = lastMutation.get(latest.s.session);
  if (mutation && mutation.e.seq > v.seq) {
    const p = 'path' in mutation.e ? mutation.e.path : '?';
    return { check, status: 'stale', message: `${p} was changed (line ${mutation.line}) after the last passing ${check} run (line ${latest.line}): run the check again after the last change`, at };
  }
  if (content.tree === undefined) return { check, status: 'proven', message: `${check} passed: \`${v.command}\` at ${v.ts}`, at };
  if (v.tree === undefined) {
    return { check, status: 'wrong_tree', message: `the last passing ${check} run (line ${latest.line}) recorded no tree, so nothing binds it to the content judged: run it through proofledger inside the repository`, at };
  }
  if (v.tree === content.tree) return { check, status: 'proven', binding: 'exact tree', message: `${check} passed on exactly this content: \`${v.command}\` at ${v.ts}`, at };
  return sameChange(latest.s, latest.line, v, check, content, at);
}

/**
 * The tree differs. The claim still holds when every file the judged change touches has the
 * content it had when the check ran, and what the check ran on was committed as tested.
 */
function sameChange(session: SessionEvidence, line: number, v: Verification, check: CheckKind, content: JudgedContent, at: EvidenceResult['at']): EvidenceResult {
  const wrong = (why: string): EvidenceResult => ({
    check,
    status: 'wrong_tree',
    message: `the last passing ${check} run (line ${line}) was on tree ${v.tree!.slice(0, 12)}, not on the content being judged (${content.tree!.slice(0, 12)}): ${why}`,
    at,
  });
  if (!content.changed) return wrong('the working tree differs from what was tested (an uncommitted or later change): run the check again');
  if (!v.commit || !v.changes) return wrong('the files that differ cannot be told (the run recorded no changed files): run the check again on the change as committed');
  if (!content.commitsPresent?.has(v.commit)) return wrong(`the commit it was described against (${v.commit.slice(0, 12)}) is not in this repository: run the check again`);
  const exempt = content.exempt ?? ((): boolean => false);
  const tested = new Map(v.changes.map((c) => [c.path, c.blob] as const));
  const testedBlob = (path: string): string | null => (tested.has(path) ? tested.get(path)! : (content.blobsAt?.get(`${v.commit}:${path}`) ?? null));
  const written = new Set<string>();
  for (const { entry } of session.entries) {
    if (entry.seq > v.seq) break;
    if (entry.type === 'file_write' || entry.type === 'file_edit' || entry.type === 'file_delete') written.add(entry.path);
  }
  const changedSince: string[] = [];
  const notCommitted: string[] = [];
  for (const [path, blob] of content.changed) if (testedBlob(path) !== blob) changedSince.push(path);
  for (const [path, blob] of tested) {
    if (content.changed.has(path) || exempt(path)) continue;
    // The change does not touch it, yet the check ran on another content of it: a tracked file edited
    // and not committed, or a file the session wrote. Untracked files nobody recorded (.DS_Store,
    // editor settings) are not the change's.
    const tracked = (content.blobsAt?.get(`${v.commit}:${path}`) ?? null) !== null;
    if (tracked || written.has(path)) notCommitted.push(path + (blob === null ? ' (deleted)' : ''));
  }
  if (changedSince.length > 0) {
    return wrong(
      `${listed(changedSince)} ${changedSince.length === 1 ? 'has' : 'have'} other content than when the check ran — changed afterwards (by hand, by a formatter or pre-commit hook, or in a merge). Run formatters before the tests, or run the tests again, then commit the ledger with the change`,
    );
  }
  if (notCommitted.length > 0) {
    return wrong(`the tested content is not what was committed: the check ran with ${listed(notCommitted)}, which this change does not hold as tested. Commit the code the check ran on (or run it again on what you commit)`);
  }
  return { check, status: 'proven', binding: 'same change', message: `${check} passed on the same content for every file this change touches (the tree differs only where the change does not: a moved base or exempt files): \`${v.command}\` at ${v.ts}`, at };
}
