// The gate: one pure decision over data read at the edges. An ordered list of named checks, each
// returning findings with a stable code; the verdict is `fail` if any finding is an error.

import type { CheckKind } from '../format/generated/configSchema.js';
import type { LedgerEntry } from '../format/entry.js';
import { SESSION_EXT, LEDGER_DIR, SESSIONS_DIR, sessionIdOfFile } from '../store/layout.js';
import { Scrubber } from '../scrub/scrub.js';
import { parseConfig, type ProofledgerConfig } from '../config/config.js';
import { looseningsOf } from './policyChange.js';
import { harnessChanges, type HarnessDelta } from './testHarness.js';
import { checkLine } from '../verify/lineChecks.js';
import { ZERO_HASH } from '../format/digest.js';
import type { ChainStart } from '../verify/verifyChain.js';
import { FileJoin, FILE_START } from '../verify/fileJoin.js';
import { DEFAULT_MAX_LINE, scanLines } from '../verify/lineScanner.js';
import { verifyChunkOf } from '../verify/verifyChunk.js';
import { findClaims, type Claim } from './claims.js';
import { successFinishes } from './sessionClaim.js';
import { contradictionOf, evaluateEvidence, type EvidenceResult, type JudgedContent, type SessionEvidence } from './evidence.js';
import { verdictOf, type Finding, type Verdict } from './findings.js';
import { exemptMatcher, requiredChecksFor, type GatePolicy } from './policy.js';

const SESSIONS_PREFIX = `${LEDGER_DIR}/${SESSIONS_DIR}/`;

export function isSessionPath(path: string): boolean {
  return path.startsWith(SESSIONS_PREFIX) && path.endsWith(SESSION_EXT) && !path.slice(SESSIONS_PREFIX.length).includes('/');
}

export interface LedgerFileDelta {
  /** Repository-relative path. */
  path: string;
  status: 'added' | 'modified' | 'deleted' | 'renamed';
  /** For a renamed file: the path it had at base. */
  from?: string;
  /**
   * For a modified file: what base had, as far as the gate needs it. `intact` says whether head
   * starts with base's exact bytes (checked at the edge against base's git object id, without
   * reading base); `lastLine` is base's last line and `lines` its line count, so verification
   * continues where base ended.
   */
  base?: { size: number; intact: boolean; lines: number; lastLine: Uint8Array | null };
  /** Added file: the whole content. Modified file with an intact base: only the bytes appended. */
  head?: Uint8Array;
}

export interface ChangedFile {
  path: string;
  status: 'added' | 'modified' | 'deleted';
  /** Git's id of the content at head (absent when deleted): a blob, or for a submodule the commit it points at. */
  headOid?: string;
  /** SHA-256 of the content at head (absent when deleted, and for a submodule). */
  headSha256?: string;
  /**
   * SHA-256 of the same content with LF line ends as CRLF: what a checkout with core.autocrlf
   * (or a text=auto eol=crlf attribute) has on disk, where the agent's hooks read it.
   */
  headSha256Crlf?: string;
  /** A submodule (gitlink): its content is the commit id in headOid. */
  gitlink?: boolean;
}

export interface CommitInfo {
  sha: string;
  author: string;
  message: string;
}

export interface GateInput {
  /** Session files changed in the range (unchanged ones are not read at all). */
  ledger: LedgerFileDelta[];
  /** Other files changed in the range. */
  changes: ChangedFile[];
  commits: CommitInfo[];
  /** Tree id of head with .proofledger/ removed. */
  headTree: string;
  /** .proofledger/config.json at base and at head (null: absent), when the range's reader has them. */
  config?: { base: string | null; head: string | null };
  /** What the change does to the test harness (see testHarness.ts), when the range's reader has it. */
  harness?: HarnessDelta;
  /** What files held at the commits the added verifications were described against (see git/testedBlobs.ts). */
  tested?: { commitsPresent: ReadonlySet<string>; blobsAt: ReadonlyMap<string, string | null> };
  pr?: { title: string; body: string };
  /** Branch being merged or pushed, for agent branch prefixes. */
  branch?: string;
  /**
   * Where the change is judged: `push` from a developer's machine (the pre-push hook), where work in
   * progress may pass under gate.prePush; otherwise as its pull request (the default).
   */
  stage?: 'push' | 'pull-request';
}

export interface GateResult {
  verdict: Verdict;
  findings: Finding[];
  /** Sessions with entries added in the range. */
  sessions: string[];
  /** Entries added in the range. */
  entries: number;
  claims: Claim[];
  evidence: EvidenceResult[];
  agentAuthored: boolean;
  /** The entries the range added, per session: what the agents did. */
  added: SessionEvidence[];
}

/** One gate run: its input and policy, and what the checks have found so far. */
interface GateRun {
  input: GateInput;
  policy: GatePolicy;
  scrubber: Scrubber;
  findings: Finding[];
  added: SessionEvidence[];
  claims: Claim[];
  evidence: EvidenceResult[];
  agentAuthored: boolean;
  /** Session files whose history the range rewrote: their entries are discarded. */
  rewritten: number;
  /** Every commit is a bot's that is not a coding agent (Dependabot, Renovate). */
  botAuthored: boolean;
  onProgress?: (done: number, total: number) => void;
}

/** The chain state after base's last line, for continuing verification where base ended. */
function chainEnd(lastLine: Uint8Array | null): ChainStart | null {
  if (!lastLine) return { lastSeq: -1, lastHash: ZERO_HASH };
  const rec = checkLine(lastLine, 0);
  return rec.seq !== null && rec.hash !== null ? { lastSeq: rec.seq, lastHash: rec.hash } : null;
}

// LEDGER_REWRITTEN and LEDGER_INVALID: what the range did to the ledger's files.
function checkLedgerFiles(run: GateRun): void {
  const total = run.input.ledger.reduce((n, f) => n + (f.head?.length ?? 0), 0);
  let done = 0;
  for (const file of run.input.ledger) {
    done += file.head?.length ?? 0;
    run.onProgress?.(done, total);
    const session = sessionIdOfFile(file.path);
    if (file.status === 'deleted' || file.status === 'renamed') {
      run.rewritten++;
      const what = file.status === 'renamed' ? `was renamed to ${file.path}` : 'was deleted';
      run.findings.push({ code: 'LEDGER_REWRITTEN', severity: 'error', path: file.from ?? file.path, message: `session file ${file.from ?? file.path} existed at base and ${what}: recorded history is never removed; restore it as base has it` });
      continue;
    }
    const head = file.head ?? new Uint8Array();
    let firstLine = 1;
    let start: ChainStart | undefined;
    if (file.status === 'modified' && file.base) {
      if (!file.base.intact) {
        // Rewritten history proves nothing: its entries are neither verified nor taken as evidence.
        run.rewritten++;
        run.findings.push({
          code: 'LEDGER_REWRITTEN',
          severity: 'error',
          path: file.path,
          message: `session file ${file.path} no longer starts with its ${file.base.size} bytes at base: recorded history was edited, truncated or replaced`,
        });
        continue;
      }
      // Only what the range appended is verified, continuing the chain where base ended.
      const end = chainEnd(file.base.lastLine);
      if (end) {
        firstLine = file.base.lines + 1;
        start = end;
      }
    }
    const evidence: SessionEvidence = { session: session ?? file.path, path: file.path, entries: [] };
    // The same range verifier and join as `proofledger verify`, continuing where base ended.
    const failed = new Set<number>();
    const join = new FileJoin(file.path, head.length, (f) => {
      failed.add(f.line);
      run.findings.push({ code: 'LEDGER_INVALID', severity: 'error', path: f.path, line: f.line, message: `${f.kind}: ${f.message}` });
    }, start ? { ...start, lineOffset: firstLine - 1 } : FILE_START);
    join.join(verifyChunkOf(head, { path: file.path, session, start: 0, end: head.length, maxLine: DEFAULT_MAX_LINE }), head.length);
    // Lines that passed every check are what the agent recorded; the others prove nothing.
    scanLines(head, 0, head.length, firstLine, (bytes, line) => {
      if (failed.has(line)) return;
      const entry = JSON.parse(Buffer.from(bytes).toString('utf8')) as LedgerEntry;
      const contradiction = entry.type === 'verification' ? contradictionOf(entry) : null;
      if (contradiction) {
        run.findings.push({ code: 'LEDGER_INVALID', severity: 'error', path: file.path, line, message: `contradictory verification: ${contradiction}; it is not evidence` });
        return;
      }
      evidence.entries.push({ line, entry });
      checkSecrets(run, file.path, line, entry);
    }, { maxLine: DEFAULT_MAX_LINE });
    if (evidence.entries.length > 0) run.added.push(evidence);
  }
}

// SECRET_IN_LEDGER: an added line carries something the scrubber would have removed.
function checkSecrets(run: GateRun, path: string, line: number, entry: LedgerEntry): void {
  const strings: string[] = [];
  const walk = (v: unknown): void => {
    if (typeof v === 'string') strings.push(v);
    else if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') Object.values(v).forEach(walk);
  };
  walk(entry);
  for (const s of strings) {
    const found = run.scrubber.findSecrets(s);
    if (found.length > 0) {
      run.findings.push({ code: 'SECRET_IN_LEDGER', severity: 'error', path, line, message: `${/^[aeiou]/i.test(found[0]!.detector) ? 'an' : 'a'} ${found[0]!.detector} secret is recorded in this entry; rewrite the line before merging and rotate the secret` });
      return;
    }
  }
}

// Who made the change. Agent markers in commits or the PR, or sessions recorded for an agent, make
// it agent-authored; a branch name alone does not (humans name branches ai/… too), and bots that
// are not coding agents (Dependabot, Renovate) are not agents.
function detectAgent(run: GateRun): void {
  const m = run.policy.agentMarkers;
  const branch = run.input.branch ?? '';
  const agentSessions = run.added.some((s) => s.entries.some(({ entry }) => entry.type === 'session' && entry.agent !== undefined));
  run.agentAuthored =
    agentSessions ||
    run.input.commits.some((c) => m.trailers.some((r) => r.test(c.message)) || m.messages.some((r) => r.test(c.message)) || m.authors.some((r) => r.test(c.author))) ||
    (run.input.pr !== undefined && m.messages.some((r) => r.test(run.input.pr!.body))) ||
    (run.added.length > 0 && m.branchPrefixes.some((p) => branch.startsWith(p)));
  run.botAuthored = !run.agentAuthored && run.input.commits.length > 0 && run.input.commits.every((c) => /\[bot\]/i.test(c.author));
}

function collectClaims(run: GateRun): void {
  const opts = { builtin: run.policy.builtinClaims, extra: run.policy.claimPatterns };
  for (const s of run.added) {
    for (const f of successFinishes(s)) {
      const where = `${s.session} (line ${f.line})`;
      const at = { path: s.path, line: f.line };
      const afterVeto = f.afterVeto !== undefined ? { afterVeto: { line: f.afterVeto } } : {};
      const said = f.reason ? findClaims(f.reason, 'session', where, opts) : [];
      // Finishing as a success is itself a bare claim; its words may name more checks.
      if (said.length > 0) for (const c of said) run.claims.push({ ...c, bare: true, at, ...afterVeto });
      else run.claims.push({ source: 'session', where, text: 'session finished with outcome success', checks: [], bare: true, at, ...afterVeto });
    }
  }
  // A bot's standard text ("…merge this PR after your CI passes on it") is a template, not a claim.
  if (run.botAuthored) return;
  if (run.input.pr) {
    run.claims.push(...findClaims(run.input.pr.title, 'pr', 'title', opts), ...findClaims(run.input.pr.body, 'pr', 'body', opts));
  }
  for (const c of run.input.commits) run.claims.push(...findClaims(c.message, 'commit', c.sha.slice(0, 12), opts));
}

// NO_EVIDENCE and CLAIM_UNPROVEN: every claimed check must be proven by the ledger; under
// gate.requireEvidence "agent-changes", an agent's change to non-exempt files needs its required
// checks proven whatever it says, or does not say.
function checkClaims(run: GateRun): void {
  const exempt = exemptMatcher(run.policy);
  const code = run.input.changes.filter((c) => !exempt(c.path));
  if (run.policy.requireEvidence === 'agent-changes' && run.agentAuthored && code.length > 0) {
    run.claims.push({ source: 'change', where: 'this change', text: `an agent-authored change to ${code.length} file${code.length === 1 ? '' : 's'}`, checks: [], bare: true });
  }
  if (run.claims.length === 0) return;
  const wip = isWorkInProgress(run);
  const wipNote = (checks: string): string => `; work in progress (nothing claimed, no session finished yet), so the push may go (gate.prePush), but its pull request will need ${checks}`;
  if (run.added.length === 0) {
    const c = run.claims[0]!;
    const said = c.source === 'change' ? c.text : `${c.source} ${c.where}: "${c.text}"`;
    if (wip) {
      run.findings.push({ code: 'NO_EVIDENCE', severity: 'warning', message: `${said} adds no ledger entries${wipNote("the agent's work recorded and its checks proven (`proofledger init --agent <name>`, then commit .proofledger/)")}` });
    } else if (run.agentAuthored) {
      run.findings.push({ code: 'NO_EVIDENCE', severity: 'error', message: `${c.source === 'change' ? said : `agent-authored change claims success (${said})`} but ${run.rewritten > 0 ? `its only ledger entries are in rewritten session files, which prove nothing` : 'adds no ledger entries'}: record the agent's work with proofledger (\`proofledger init --agent <name>\`) and commit .proofledger/` });
    } else if (run.policy.humanClaims !== 'off') {
      run.findings.push({ code: 'NO_EVIDENCE', severity: run.policy.humanClaims, message: `${said}: no ledger backs this claim (a human change; nothing is refused). Run the checks through \`proofledger exec --check test -- <cmd>\` to back it` });
    }
    return;
  }
  // A change with no code of its own needs no check; but a session that ran checks and claims
  // success is held to them (what it tested must be what it committed).
  const required = code.length > 0 ? requiredChecksFor(run.policy, code.map((c) => c.path)) : [...new Set(run.added.flatMap((s) => s.entries.flatMap(({ entry }) => (entry.type === 'verification' ? [entry.check] : []))))];
  const wanted = new Map<CheckKind, Claim>();
  for (const c of run.claims) for (const k of c.bare ? [...c.checks, ...required] : c.checks) if (!wanted.has(k)) wanted.set(k, c);
  const judged: JudgedContent = {
    tree: run.input.headTree,
    changed: new Map(code.map((c) => [c.path, c.headOid ?? null])),
    ...(run.input.tested ? { blobsAt: run.input.tested.blobsAt, commitsPresent: run.input.tested.commitsPresent } : {}),
    exempt,
  };
  for (const [check, claim] of wanted) {
    const result = evaluateEvidence(run.added, check, judged, { acceptAppended: run.policy.acceptAppendedEvidence });
    run.evidence.push(result);
    const where = result.at ? { path: result.at.path, line: result.at.line } : claim.at ? { path: claim.at.path, line: claim.at.line } : {};
    if (result.status !== 'proven') {
      const who = claim.source === 'change'
        ? `${claim.text} needs ${check} proven (gate.requireEvidence)`
        : `${claim.source} ${claim.where} claims "${claim.text}"${claim.afterVeto ? ` after proofledger vetoed the stop for it (line ${claim.afterVeto.line})` : ''}`;
      if (wip) run.findings.push({ code: 'CLAIM_UNPROVEN', severity: 'warning', message: `${who}, but ${result.message}${wipNote(`${check} proven`)}`, ...where });
      else run.findings.push({ code: 'CLAIM_UNPROVEN', severity: 'error', message: `${who}, but ${result.message}`, ...where });
    } else if (result.binding === 'same change') {
      run.findings.push({ code: 'CLAIM_UNPROVEN', severity: 'notice', message: `${check} is proven by the same change on a moved base: ${result.message}`, ...where });
    }
  }
}

/**
 * A push of work in progress, under gate.prePush "work-in-progress": the only claim is the one
 * gate.requireEvidence makes for an agent's change (nothing said success: no commit message, no
 * finish), and no session in the range has finished. An agent's backup push, or a push to share a
 * branch before the tests ran, is then told what its pull request will need, not refused.
 */
function isWorkInProgress(run: GateRun): boolean {
  if (run.input.stage !== 'push' || run.policy.prePush !== 'work-in-progress') return false;
  if (run.claims.some((c) => c.source !== 'change')) return false;
  return !run.added.some((s) => {
    let finished = false;
    for (const { entry } of s.entries) if (entry.type === 'session' && (entry.event === 'finish' || entry.event === 'start' || entry.event === 'resume')) finished = entry.event === 'finish';
    return finished;
  });
}

// UNATTRIBUTED_CHANGE: head content the ledger never recorded (a hand edit, an unrecorded tool).
function checkAttribution(run: GateRun): void {
  if (run.added.length === 0) return;
  const last = new Map<string, { sha256: string | null; session: string; line: number }>();
  for (const s of run.added) {
    for (const { line, entry } of s.entries) {
      if (entry.type === 'file_write' || entry.type === 'file_edit') last.set(entry.path, { sha256: entry.sha256, session: s.session, line });
      else if (entry.type === 'file_delete') last.set(entry.path, { sha256: null, session: s.session, line });
    }
  }
  const exempt = exemptMatcher(run.policy);
  for (const c of run.input.changes) {
    if (exempt(c.path)) continue;
    const rec = last.get(c.path);
    const severity = run.policy.strict ? 'error' : 'warning';
    if (!rec) {
      run.findings.push({ code: 'UNATTRIBUTED_CHANGE', severity, path: c.path, message: `${c.path} was ${c.status} in this change but no session recorded it` });
    } else if ((rec.sha256 ?? undefined) !== c.headSha256 && (rec.sha256 === null || rec.sha256 !== c.headSha256Crlf)) {
      run.findings.push({
        code: 'UNATTRIBUTED_CHANGE',
        severity,
        path: c.path,
        message: `${c.path} at head is not the content session ${rec.session} last recorded for it (line ${rec.line}): changed afterwards by hand or by an unrecorded tool`,
      });
    }
  }
}

// POLICY_CHANGED: the policy applied is base's; a change to it takes effect after merge.
function checkPolicyChange(run: GateRun): void {
  const config = run.input.config;
  if (!config || config.base === config.head) return;
  const path = `${LEDGER_DIR}/config.json`;
  const parse = (text: string | null, side: string): ProofledgerConfig | null | Error => {
    if (text === null) return null;
    try {
      return parseConfig(text, `${path} at ${side}`);
    } catch (err) {
      return err as Error;
    }
  };
  const base = parse(config.base, 'base');
  const head = parse(config.head, 'head');
  if (head instanceof Error) {
    run.findings.push({ code: 'POLICY_CHANGED', severity: 'error', path, message: `${head.message}: fix the config before merging (this change was judged by base's policy)` });
    return;
  }
  if (base === null || base instanceof Error) {
    run.findings.push({ code: 'POLICY_CHANGED', severity: 'notice', path, message: `${path} is ${head === null ? 'removed' : 'new'}: this change is judged by the built-in policy; the new one takes effect after merge` });
    return;
  }
  const loosened = looseningsOf(base, head ?? {});
  if (loosened.length === 0) {
    run.findings.push({ code: 'POLICY_CHANGED', severity: 'notice', path, message: `${path} changes only to tighten the policy; it takes effect after merge (this change was judged by base's policy)` });
  } else {
    run.findings.push({
      code: 'POLICY_CHANGED',
      severity: run.policy.policyChange,
      path,
      message: `${path} loosens the policy (${loosened.join('; ')}): a change is judged by base's policy, never its own; make the policy change a reviewed change of its own`,
    });
  }
}

// TEST_HARNESS_CHANGED: what "the tests" are changed in the same change that claims they pass.
function checkTestHarness(run: GateRun): void {
  if (!run.input.harness || run.policy.testHarnessChanges === 'off') return;
  for (const c of harnessChanges(run.input.harness)) {
    run.findings.push({ code: 'TEST_HARNESS_CHANGED', severity: run.policy.testHarnessChanges, path: c.path, message: `${c.what}: a reviewer should check that the checks still test what they did` });
  }
}

const CHECKS: ((run: GateRun) => void)[] = [checkLedgerFiles, checkPolicyChange, detectAgent, collectClaims, checkClaims, checkAttribution, checkTestHarness];

export function runGate(input: GateInput, policy: GatePolicy, scrubber: Scrubber = new Scrubber(), onProgress?: (done: number, total: number) => void): GateResult {
  const run: GateRun = { input, policy, scrubber, findings: [], added: [], claims: [], evidence: [], agentAuthored: false, rewritten: 0, botAuthored: false, ...(onProgress ? { onProgress } : {}) };
  for (const check of CHECKS) check(run);
  return {
    verdict: verdictOf(run.findings),
    findings: run.findings,
    sessions: run.added.map((s) => s.session),
    entries: run.added.reduce((n, s) => n + s.entries.length, 0),
    claims: run.claims,
    evidence: run.evidence,
    agentAuthored: run.agentAuthored,
    added: run.added,
  };
}
