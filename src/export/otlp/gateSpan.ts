// A gate run as one span: the verdict, its findings as events, and links to the spans of the
// sessions the change added entries to, so a backend that holds both can go from a PR's verdict to
// what the agents did. Its ids come from the repository and the range, as the sessions' come from the
// ledger: judging the same range again sends the same span.
import { sha256Hex } from '../../format/digest.js';
import type { GateResult } from '../../gate/gate.js';
import { sessionSpanContext, type SpanRecord } from './spans.js';

export interface GateRun {
  /** How the repository is named in the export's resource (no credentials, no local path). */
  repository: string;
  base: string | null;
  head: string;
  /** The pull request's number, when the range is one. */
  pullRequest?: number;
  startMs: number;
  endMs: number;
  /** For each session in `result.added`: the hash of its first entry (seq 0), which names its trace. */
  firstHashes: ReadonlyMap<string, string>;
}

export function gateSpan(result: GateResult, run: GateRun): SpanRecord {
  const id = sha256Hex(['proofledger/otlp/gate', run.repository, run.base ?? '', run.head].join('\n'));
  const count = (severity: string): number => result.findings.filter((f) => f.severity === severity).length;
  return {
    traceId: id.slice(0, 32),
    spanId: id.slice(32, 48),
    name: 'proofledger gate',
    startMs: run.startMs,
    endMs: run.endMs,
    attributes: {
      'proofledger.gate.verdict': result.verdict,
      'proofledger.gate.errors': count('error'),
      'proofledger.gate.warnings': count('warning'),
      'proofledger.gate.finding_codes': [...new Set(result.findings.map((f) => f.code))].sort(),
      'proofledger.gate.sessions': result.sessions.length,
      'proofledger.gate.entries': result.entries,
      'proofledger.gate.agent_authored': result.agentAuthored,
      ...Object.fromEntries(result.evidence.map((e) => [`proofledger.gate.check.${e.check}`, e.status])),
      ...(run.base ? { 'vcs.ref.base.revision': run.base } : {}),
      'vcs.ref.head.revision': run.head,
      ...(run.pullRequest !== undefined ? { 'vcs.change.id': String(run.pullRequest) } : {}),
    },
    events: result.findings.map((f) => ({
      name: 'proofledger.finding',
      timeMs: run.endMs,
      attributes: { 'proofledger.finding.code': f.code, 'proofledger.finding.severity': f.severity, ...(f.path ? { 'proofledger.finding.path': f.path } : {}), ...(f.line ? { 'proofledger.finding.line': f.line } : {}) },
    })),
    links: result.added.flatMap((s) => {
      const firstHash = s.entries[0]?.entry.seq === 0 ? s.entries[0].entry.hash : run.firstHashes.get(s.session);
      return firstHash ? [{ ...sessionSpanContext(s.session, firstHash), attributes: { 'proofledger.session': s.session } }] : [];
    }),
    status: result.verdict === 'fail' ? { code: 'error', message: `${count('error')} error(s): claims not proven` } : { code: 'ok' },
  };
}
