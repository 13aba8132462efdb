// A session's own claim of success — its last finish with outcome success — judged by the evidence
// rule on what the session had recorded when it made the claim. A veto refuses one stop only (an
// agent whose every stop is refused loops forever), so the claim an agent makes on its next stop
// stands in the ledger whatever it says: this is where it shows as unproven.

import type { LedgerEntry } from '../format/entry.js';
import type { CheckKind, ProofledgerConfig } from '../format/generated/configSchema.js';
import { findClaims } from './claims.js';
import { evaluateEvidence, type EvidenceStatus, type SessionEvidence } from './evidence.js';
import { exemptMatcher, policyFromConfig, requiredChecksFor, type GatePolicy } from './policy.js';

export interface StopClaim {
  /** The words that claim success. */
  text: string;
  /** Every check the claim asserts: those it names, and for a bare claim the policy's required ones. */
  checks: CheckKind[];
}

/** The checks a stop message asserts, or null if it claims nothing. */
export function claimOfStop(message: string, policy: GatePolicy, changedPaths: readonly string[]): StopClaim | null {
  const claims = findClaims(message, 'session', 'final message', { builtin: policy.builtinClaims, extra: policy.claimPatterns });
  if (claims.length === 0) return null;
  const checks = new Set<CheckKind>();
  for (const c of claims) for (const k of c.bare ? [...c.checks, ...requiredChecksFor(policy, changedPaths)] : c.checks) checks.add(k);
  return { text: claims[0]!.text, checks: [...checks] };
}

/** Every path the entries write, edit or delete, once each, in first-seen order. */
export function changedPaths(entries: Iterable<{ entry: LedgerEntry }>): string[] {
  const paths = new Set<string>();
  for (const { entry } of entries) if (entry.type === 'file_write' || entry.type === 'file_edit' || entry.type === 'file_delete') paths.add(entry.path);
  return [...paths];
}

export interface FinishJudgement {
  /** The claim's words (the finish entry's reason), or a plain "finished with outcome success". */
  text: string;
  /** Line of the finish entry in the session file. */
  line: number;
  /** Line of the veto that refused the stop before this one, in the same turn. */
  afterVeto?: number;
  proven: boolean;
  checks: { check: CheckKind; status: EvidenceStatus; message: string }[];
}

export interface SuccessFinish {
  line: number;
  /** Index into the session's entries. */
  index: number;
  reason: string | undefined;
  /** Line of the veto that refused the stop before this one, in the same turn. */
  afterVeto: number | undefined;
}

/** Each finish with outcome success in a session, with the veto (if any) that came before it in its turn. */
export function successFinishes(session: SessionEvidence): SuccessFinish[] {
  const found: SuccessFinish[] = [];
  let veto: number | undefined;
  session.entries.forEach(({ line, entry }, index) => {
    if (entry.type !== 'session') return;
    if (entry.event === 'veto') veto = line;
    else if (entry.event === 'finish' && entry.outcome === 'success') found.push({ line, index, reason: entry.reason, afterVeto: veto });
    if (entry.event === 'finish' || entry.event === 'start' || entry.event === 'resume') veto = undefined;
  });
  return found;
}

/**
 * The session's last claim of success, judged on the entries before it. Finishing as a success is
 * itself a bare claim: it asserts the checks its words name and those the policy requires for the
 * files the session changed. The tree is not judged here (the gate binds evidence to content).
 */
export function judgeLastFinish(session: SessionEvidence, config: ProofledgerConfig): FinishJudgement | null {
  const finish = successFinishes(session).at(-1);
  return finish ? judgeFinish(session, finish, policyFromConfig(config)) : null;
}

/** Every claim of success the session made, each judged as judgeLastFinish judges the last. */
export function judgeFinishes(session: SessionEvidence, policy: GatePolicy): FinishJudgement[] {
  return successFinishes(session).map((f) => judgeFinish(session, f, policy));
}

/** One claim of success, judged on the entries the session had recorded when it made it. */
export function judgeFinish(session: SessionEvidence, finish: SuccessFinish, policy: GatePolicy): FinishJudgement {
  const before = { ...session, entries: session.entries.slice(0, finish.index) };
  const exempt = exemptMatcher(policy);
  const code = changedPaths(before.entries).filter((p) => !exempt(p));
  const claim = finish.reason ? claimOfStop(finish.reason, policy, code) : null;
  const wanted = new Set<CheckKind>([...(claim?.checks ?? []), ...(code.length > 0 ? requiredChecksFor(policy, code) : [])]);
  const checks = [...wanted].map((check) => {
    const r = evaluateEvidence([before], check, undefined, { acceptAppended: policy.acceptAppendedEvidence });
    return { check, status: r.status, message: r.message };
  });
  return {
    text: claim?.text ?? finish.reason ?? 'finished with outcome success',
    line: finish.line,
    ...(finish.afterVeto !== undefined ? { afterVeto: finish.afterVeto } : {}),
    proven: checks.every((c) => c.status === 'proven'),
    checks,
  };
}
