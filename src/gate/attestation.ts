// The verdict as an in-toto Statement v1: subject the head commit, predicate the verdict, each check
// with how it was proven, and each session's last entry hash (which pins the ledger). Signing is left
// to existing infrastructure (GitHub's actions/attest, Sigstore): no signing code of ours.
import type { GateResult } from './gate.js';

export const STATEMENT_TYPE = 'https://in-toto.io/Statement/v1';
export const PREDICATE_TYPE = 'https://proofledger.dev/attestation/gate/v1';

export interface AttestationSubject {
  /** The repository (e.g. owner/name, or a URL), for the subject's name. */
  repository: string;
  head: string;
  base: string | null;
}

export function attestationOf(result: GateResult, subject: AttestationSubject): object {
  return {
    _type: STATEMENT_TYPE,
    subject: [{ name: `git+${subject.repository}@${subject.head}`, digest: { gitCommit: subject.head } }],
    predicateType: PREDICATE_TYPE,
    predicate: {
      verdict: result.verdict,
      range: { base: subject.base, head: subject.head },
      agentAuthored: result.agentAuthored,
      checks: result.evidence.map((e) => ({
        check: e.check,
        status: e.status,
        source: 'ledger',
        ...(e.binding ? { binding: e.binding } : {}),
        ...(e.at ? { session: e.at.session, line: e.at.line, command: e.at.command } : {}),
      })),
      findings: result.findings.map((f) => ({ code: f.code, severity: f.severity, ...(f.path ? { path: f.path } : {}), ...(f.line ? { line: f.line } : {}) })),
      sessions: result.added.map((s) => {
        const last = s.entries.at(-1)?.entry;
        return { session: s.session, path: s.path, entries: s.entries.length, ...(last ? { lastEntryHash: last.hash, lastSeq: last.seq } : {}) };
      }),
    },
  };
}
